// Partitioning from upstream mlir-opt with kgen loaded as a plugin.
// REQUIRES: plugin
// RUN: mlir-opt %s --load-dialect-plugin=%kgen_plugin --load-pass-plugin=%kgen_plugin \
// RUN:   --pass-pipeline="builtin.module(kgen-partition)" | FileCheck %s

// CHECK-LABEL: func.func @main(
// CHECK-NEXT: %[[R:.*]] = call @main_k0_reduce(%arg0)
// CHECK-NEXT: return %[[R]]
// CHECK: func.func private @main_k0_reduce({{.*}} attributes {kgen.kernel}
// CHECK: linalg.reduce
// CHECK: linalg.exp
func.func @main(%x: tensor<4x8xf32>) -> tensor<4xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %s = linalg.reduce ins(%x : tensor<4x8xf32>) outs(%f : tensor<4xf32>) dimensions = [1]
    (%in: f32, %acc: f32) {
      %a = arith.addf %in, %acc : f32
      linalg.yield %a : f32
    }
  %r = linalg.exp ins(%s : tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}
