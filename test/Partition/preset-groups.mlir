// Groups set by hand (or by an agent) are honored: annotation groups the
// other ops around them, outlining follows them.
// RUN: kgen-opt %s -split-input-file --kgen-annotate-fusion-groups | FileCheck %s --check-prefix=ANNOTATE
// RUN: kgen-opt %s -split-input-file --kgen-partition | FileCheck %s --check-prefix=PARTITION
// RUN: kgen-opt %s -split-input-file --kgen-partition="reset=true" | FileCheck %s --check-prefix=RESET

// Split: the relu is put in a group of its own; the bias still joins the
// matmul. Ids are renumbered in program order.
func.func @main(%x: tensor<4x8xf32>, %w: tensor<8x8xf32>, %b: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4x8xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<4x8xf32>) -> tensor<4x8xf32>
  %m = linalg.matmul ins(%x, %w : tensor<4x8xf32>, tensor<8x8xf32>) outs(%f : tensor<4x8xf32>) -> tensor<4x8xf32>
  %a = linalg.add ins(%m, %b : tensor<4x8xf32>, tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) -> tensor<4x8xf32>
  %r = linalg.max {kgen.fusion_group = 7 : i64} ins(%a, %f : tensor<4x8xf32>, tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) -> tensor<4x8xf32>
  return %r : tensor<4x8xf32>
}

// ANNOTATE-LABEL: func.func @main(
// ANNOTATE: linalg.matmul {kgen.fusion_group = 0 : i64}
// ANNOTATE: linalg.add {kgen.fusion_group = 0 : i64}
// ANNOTATE: linalg.max {kgen.fusion_group = 1 : i64}

// PARTITION-LABEL: func.func @main(
// PARTITION-NEXT: %[[M:.*]] = call @main_k0_matmul(%arg0, %arg1, %arg2)
// PARTITION-NEXT: %[[R:.*]] = call @main_k1_elementwise(%[[M]])
// PARTITION-NEXT: return %[[R]]
// PARTITION-LABEL: func.func private @main_k0_matmul(
// PARTITION: linalg.matmul
// PARTITION-NEXT: linalg.add
// PARTITION-NEXT: return
// PARTITION-LABEL: func.func private @main_k1_elementwise(
// PARTITION: linalg.fill
// PARTITION-NEXT: linalg.max

// RESET-LABEL: func.func @main(
// RESET-NEXT: call @main_k0_matmul(%arg0, %arg1, %arg2)
// RESET-NEXT: return

// -----

// Merge: two independent chains put in one group form one kernel with two
// results.
func.func @main(%x: tensor<16xf32>, %y: tensor<16xf32>) -> (tensor<16xf32>, tensor<16xf32>) {
  %e = tensor.empty() : tensor<16xf32>
  %a = linalg.exp {kgen.fusion_group = 3 : i64} ins(%x : tensor<16xf32>) outs(%e : tensor<16xf32>) -> tensor<16xf32>
  %b = linalg.negf {kgen.fusion_group = 3 : i64} ins(%y : tensor<16xf32>) outs(%e : tensor<16xf32>) -> tensor<16xf32>
  return %a, %b : tensor<16xf32>, tensor<16xf32>
}

// ANNOTATE-LABEL: func.func @main(
// ANNOTATE: linalg.exp {kgen.fusion_group = 0 : i64}
// ANNOTATE: linalg.negf {kgen.fusion_group = 0 : i64}

// PARTITION-LABEL: func.func @main(
// PARTITION-NEXT: %[[R:.*]]:2 = call @main_k0_elementwise(%arg0, %arg1) : (tensor<16xf32>, tensor<16xf32>) -> (tensor<16xf32>, tensor<16xf32>)
// PARTITION-NEXT: return %[[R]]#0, %[[R]]#1

// RESET-LABEL: func.func @main(
// RESET-NEXT: call @main_k0_elementwise(%arg0)
// RESET-NEXT: call @main_k1_elementwise(%arg1)
// RESET-NEXT: return
