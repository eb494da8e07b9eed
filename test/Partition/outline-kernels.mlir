// Outlining alone follows the groups it finds, whatever their ids: the
// kernel index is the group id. A reshape put in a group moves into the
// kernel.
// RUN: kgen-opt %s --kgen-outline-kernels | FileCheck %s

func.func @main(%x: tensor<4x8xf32>, %w: tensor<8x8xf32>) -> tensor<32xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4x8xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<4x8xf32>) -> tensor<4x8xf32>
  %m = linalg.matmul {kgen.fusion_group = 9 : i64} ins(%x, %w : tensor<4x8xf32>, tensor<8x8xf32>) outs(%f : tensor<4x8xf32>) -> tensor<4x8xf32>
  %c = tensor.collapse_shape %m [[0, 1]] {kgen.fusion_group = 4 : i64} : tensor<4x8xf32> into tensor<32xf32>
  %e1 = tensor.empty() : tensor<32xf32>
  %n = linalg.negf {kgen.fusion_group = 4 : i64} ins(%c : tensor<32xf32>) outs(%e1 : tensor<32xf32>) -> tensor<32xf32>
  return %n : tensor<32xf32>
}

// CHECK-LABEL: func.func @main(
// CHECK-NEXT: %[[M:.*]] = call @main_k9_matmul(%arg0, %arg1)
// CHECK-NEXT: %[[N:.*]] = call @main_k4_elementwise(%[[M]]) : (tensor<4x8xf32>) -> tensor<32xf32>
// CHECK-NEXT: return %[[N]]
// Kernels are emitted in group order.
// CHECK-LABEL: func.func private @main_k4_elementwise(
// CHECK-SAME: attributes {kgen.kernel}
// CHECK-NEXT: tensor.collapse_shape
// CHECK-NOT: kgen.fusion_group
// CHECK: linalg.negf
// CHECK-LABEL: func.func private @main_k9_matmul(
// CHECK: linalg.fill
// CHECK-NEXT: linalg.matmul ins
