// RUN: kgen-opt %s --pass-pipeline='builtin.module(func.func(kgen-decompose-aggregates))' | FileCheck %s

// The default decomposition of kgen.cumsum. Numerical checks against numpy
// for every variant: test/Import/run-models.test (misc).

// A short dimension: one masked sum over it, the reduction loop j last and
// the mask j <= i (inclusive, forwards).
// CHECK-DAG: #[[IN:.+]] = affine_map<(d0, d1, d2) -> (d0, d2)>
// CHECK-DAG: #[[OUT:.+]] = affine_map<(d0, d1, d2) -> (d0, d1)>
// CHECK-LABEL: func.func @short
// CHECK-NOT: kgen.cumsum
// CHECK: %[[Z:.+]] = linalg.fill
// CHECK: linalg.generic {indexing_maps = [#[[IN]], #[[OUT]]], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0 : tensor<4x10xf32>) outs(%[[Z]] : tensor<4x10xf32>)
// CHECK: %[[I:.+]] = linalg.index 1
// CHECK: %[[J:.+]] = linalg.index 2
// CHECK: arith.cmpi ule, %[[J]], %[[I]]
// CHECK: arith.addf
// CHECK: arith.select
func.func @short(%x: tensor<4x10xf32>) -> tensor<4x10xf32> {
  %init = tensor.empty() : tensor<4x10xf32>
  %r = kgen.cumsum ins(%x : tensor<4x10xf32>) outs(%init : tensor<4x10xf32>) dimension = 1
  return %r : tensor<4x10xf32>
}

// Exclusive and reverse: j > i.
// CHECK-LABEL: func.func @exclusive_reverse
// CHECK: arith.cmpi ugt
// CHECK: arith.addi
func.func @exclusive_reverse(%x: tensor<10x4xi32>) -> tensor<10x4xi32> {
  %init = tensor.empty() : tensor<10x4xi32>
  %r = kgen.cumsum ins(%x : tensor<10x4xi32>) outs(%init : tensor<10x4xi32>) dimension = 0 exclusive reverse
  return %r : tensor<10x4xi32>
}

// A long dimension (4096 = 256 blocks of 16): the scan within blocks, the
// blocks' totals, their exclusive scan (j < i) and the sum.
// CHECK-LABEL: func.func @long
// CHECK: %[[B:.+]] = tensor.expand_shape %arg0 {{\[\[}}0], [1, 2]] output_shape [2, 256, 16] : tensor<2x4096xf32> into tensor<2x256x16xf32>
// CHECK: %[[W:.+]] = linalg.generic {{.*}} iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%[[B]] : tensor<2x256x16xf32>)
// CHECK: arith.cmpi ule
// CHECK: %[[T:.+]] = linalg.generic {{.*}} iterator_types = ["parallel", "parallel", "reduction"]} ins(%[[B]] : tensor<2x256x16xf32>) outs(%{{.*}} : tensor<2x256xf32>)
// CHECK: %[[O:.+]] = linalg.generic {{.*}} iterator_types = ["parallel", "parallel", "reduction"]} ins(%[[T]] : tensor<2x256xf32>)
// CHECK: arith.cmpi ult
// CHECK: %[[S:.+]] = linalg.generic {{.*}} ins(%[[W]], %[[O]] : tensor<2x256x16xf32>, tensor<2x256xf32>)
// CHECK: %[[R:.+]] = tensor.collapse_shape %[[S]] {{\[\[}}0], [1, 2]] : tensor<2x256x16xf32> into tensor<2x4096xf32>
// CHECK: return %[[R]]
func.func @long(%x: tensor<2x4096xf32>) -> tensor<2x4096xf32> {
  %init = tensor.empty() : tensor<2x4096xf32>
  %r = kgen.cumsum ins(%x : tensor<2x4096xf32>) outs(%init : tensor<2x4096xf32>) dimension = 1
  return %r : tensor<2x4096xf32>
}
