// RUN: kgen-opt %s | FileCheck %s
// RUN: kgen-opt %s | kgen-opt | FileCheck %s
// RUN: kgen-opt %s --mlir-print-op-generic | kgen-opt | FileCheck %s

// The normalization payload ops print and parse back.

// CHECK-LABEL: func.func @log_softmax
// CHECK: kgen.log_softmax ins(%{{.*}} : tensor<4x10xf32>) outs(%{{.*}} : tensor<4x10xf32>) dimension = 1
func.func @log_softmax(%x: tensor<4x10xf32>, %init: tensor<4x10xf32>) -> tensor<4x10xf32> {
  %r = kgen.log_softmax ins(%x : tensor<4x10xf32>) outs(%init : tensor<4x10xf32>) dimension = 1
  return %r : tensor<4x10xf32>
}

// CHECK-LABEL: func.func @logsumexp
// CHECK: kgen.logsumexp ins(%{{.*}} : tensor<4x10x6xf32>) outs(%{{.*}} : tensor<4xf32>) dimensions = [1, 2]
func.func @logsumexp(%x: tensor<4x10x6xf32>, %init: tensor<4xf32>) -> tensor<4xf32> {
  %r = kgen.logsumexp ins(%x : tensor<4x10x6xf32>) outs(%init : tensor<4xf32>) dimensions = [1, 2]
  return %r : tensor<4xf32>
}

// CHECK-LABEL: func.func @layer_norm
// CHECK: kgen.layer_norm ins(%{{.*}}, %{{.*}}, %{{.*}} : tensor<8x16x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>) outs(%{{.*}} : tensor<8x16x32xf32>) axis = 1, epsilon = 1.000000e-05
func.func @layer_norm(%x: tensor<8x16x32xf32>, %s: tensor<16x32xf32>, %b: tensor<16x32xf32>, %init: tensor<8x16x32xf32>) -> tensor<8x16x32xf32> {
  %r = kgen.layer_norm ins(%x, %s, %b : tensor<8x16x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>) outs(%init : tensor<8x16x32xf32>) axis = 1, epsilon = 1.0e-05
  return %r : tensor<8x16x32xf32>
}

// CHECK-LABEL: func.func @group_norm
// CHECK: kgen.group_norm ins(%{{.*}}, %{{.*}}, %{{.*}} : tensor<2x6x5x5xf16>, tensor<6xf16>, tensor<6xf16>) outs(%{{.*}} : tensor<2x6x5x5xf16>) groups = 3, epsilon = 1.000000e-03
func.func @group_norm(%x: tensor<2x6x5x5xf16>, %s: tensor<6xf16>, %b: tensor<6xf16>, %init: tensor<2x6x5x5xf16>) -> tensor<2x6x5x5xf16> {
  %r = kgen.group_norm ins(%x, %s, %b : tensor<2x6x5x5xf16>, tensor<6xf16>, tensor<6xf16>) outs(%init : tensor<2x6x5x5xf16>) groups = 3, epsilon = 1.0e-3
  return %r : tensor<2x6x5x5xf16>
}

// Dynamic sizes are allowed, except group_norm's channel dimension.
// CHECK-LABEL: func.func @rms_norm
// CHECK: kgen.rms_norm ins(%{{.*}}, %{{.*}} : tensor<?x64xf32>, tensor<64xf32>) outs(%{{.*}} : tensor<?x64xf32>) axis = 1, epsilon = 9.9999999999999995E-7
func.func @rms_norm(%x: tensor<?x64xf32>, %s: tensor<64xf32>, %init: tensor<?x64xf32>) -> tensor<?x64xf32> {
  %r = kgen.rms_norm ins(%x, %s : tensor<?x64xf32>, tensor<64xf32>) outs(%init : tensor<?x64xf32>) axis = 1, epsilon = 1.0e-6
  return %r : tensor<?x64xf32>
}

// CHECK-LABEL: func.func @lp_normalize
// CHECK: kgen.lp_normalize ins(%{{.*}} : tensor<?x64xf32>) outs(%{{.*}} : tensor<?x64xf32>) dimension = 0, p = 1
func.func @lp_normalize(%x: tensor<?x64xf32>, %init: tensor<?x64xf32>) -> tensor<?x64xf32> {
  %r = kgen.lp_normalize ins(%x : tensor<?x64xf32>) outs(%init : tensor<?x64xf32>) dimension = 0, p = 1
  return %r : tensor<?x64xf32>
}
