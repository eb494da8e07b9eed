// RUN: kgen-opt %s --pass-pipeline='builtin.module(func.func(kgen-decompose-aggregates))' | FileCheck %s

// linalg.softmax has no lowering of its own: it becomes reductions and
// elementwise generics.
// CHECK-LABEL: func.func @softmax
// CHECK-NOT: linalg.softmax
// CHECK: linalg.generic
// CHECK-SAME: "reduction"
// CHECK: arith.maxnumf
// CHECK: math.exp
// CHECK: arith.divf
func.func @softmax(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %init = tensor.empty() : tensor<4x8xf32>
  %r = linalg.softmax dimension(1) ins(%x : tensor<4x8xf32>) outs(%init : tensor<4x8xf32>) -> tensor<4x8xf32>
  return %r : tensor<4x8xf32>
}

// Ops without the interface stay.
// CHECK-LABEL: func.func @matmul
// CHECK: linalg.matmul
func.func @matmul(%a: tensor<4x8xf32>, %b: tensor<8x4xf32>, %c: tensor<4x4xf32>) -> tensor<4x4xf32> {
  %r = linalg.matmul ins(%a, %b : tensor<4x8xf32>, tensor<8x4xf32>) outs(%c : tensor<4x4xf32>) -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}
