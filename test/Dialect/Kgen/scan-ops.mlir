// RUN: kgen-opt %s | FileCheck %s
// RUN: kgen-opt %s | kgen-opt | FileCheck %s
// RUN: kgen-opt %s --mlir-print-op-generic | kgen-opt | FileCheck %s

// kgen.cumsum prints and parses back, with and without its unit attributes.

// CHECK-LABEL: func.func @cumsum
// CHECK: kgen.cumsum ins(%{{.*}} : tensor<4x10xf32>) outs(%{{.*}} : tensor<4x10xf32>) dimension = 1{{$}}
// CHECK: kgen.cumsum ins(%{{.*}} : tensor<4x10xf32>) outs(%{{.*}} : tensor<4x10xf32>) dimension = 0 exclusive{{$}}
// CHECK: kgen.cumsum ins(%{{.*}} : tensor<4x10xf32>) outs(%{{.*}} : tensor<4x10xf32>) dimension = 1 reverse{{$}}
// CHECK: kgen.cumsum ins(%{{.*}} : tensor<4x10xi32>) outs(%{{.*}} : tensor<4x10xi32>) dimension = 1 exclusive reverse{{$}}
func.func @cumsum(%x: tensor<4x10xf32>, %init: tensor<4x10xf32>, %i: tensor<4x10xi32>, %ii: tensor<4x10xi32>) -> (tensor<4x10xf32>, tensor<4x10xf32>, tensor<4x10xf32>, tensor<4x10xi32>) {
  %a = kgen.cumsum ins(%x : tensor<4x10xf32>) outs(%init : tensor<4x10xf32>) dimension = 1
  %b = kgen.cumsum ins(%x : tensor<4x10xf32>) outs(%init : tensor<4x10xf32>) dimension = 0 exclusive
  %c = kgen.cumsum ins(%x : tensor<4x10xf32>) outs(%init : tensor<4x10xf32>) dimension = 1 reverse
  %d = kgen.cumsum ins(%i : tensor<4x10xi32>) outs(%ii : tensor<4x10xi32>) dimension = 1 exclusive reverse
  return %a, %b, %c, %d : tensor<4x10xf32>, tensor<4x10xf32>, tensor<4x10xf32>, tensor<4x10xi32>
}
