// The fuse option decides what joins a root's kernel; the decisions are the
// kgen.fusion_group attributes.
// RUN: kgen-opt %s --kgen-annotate-fusion-groups | FileCheck %s --check-prefix=ALL
// RUN: kgen-opt %s --kgen-annotate-fusion-groups="fuse=producers" | FileCheck %s --check-prefix=PROD
// RUN: kgen-opt %s --kgen-annotate-fusion-groups="fuse=consumers" | FileCheck %s --check-prefix=CONS
// RUN: kgen-opt %s --kgen-annotate-fusion-groups="fuse=none" | FileCheck %s --check-prefix=NONE
// RUN: kgen-opt %s --kgen-partition="fuse=none" | FileCheck %s --check-prefix=NONE-OUTLINED

func.func @main(%x: tensor<4x8xf32>, %w: tensor<8x8xf32>, %b: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4x8xf32>
  %ex = linalg.exp ins(%x : tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) -> tensor<4x8xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<4x8xf32>) -> tensor<4x8xf32>
  %m = linalg.matmul ins(%ex, %w : tensor<4x8xf32>, tensor<8x8xf32>) outs(%f : tensor<4x8xf32>) -> tensor<4x8xf32>
  %a = linalg.add ins(%m, %b : tensor<4x8xf32>, tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) -> tensor<4x8xf32>
  %r = linalg.max ins(%a, %f : tensor<4x8xf32>, tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) -> tensor<4x8xf32>
  return %r : tensor<4x8xf32>
}

// Constants, tensor.empty and the fill (copy-like) never carry a group.
// ALL: arith.constant 0.0{{.*}} : f32
// ALL-NEXT: tensor.empty() : tensor<4x8xf32>
// ALL-NEXT: linalg.exp {kgen.fusion_group = 0 : i64}
// ALL-NEXT: linalg.fill ins
// ALL-NEXT: linalg.matmul {kgen.fusion_group = 0 : i64}
// ALL-NEXT: linalg.add {kgen.fusion_group = 0 : i64}
// ALL-NEXT: linalg.max {kgen.fusion_group = 0 : i64}

// PROD: linalg.exp {kgen.fusion_group = 0 : i64}
// PROD: linalg.matmul {kgen.fusion_group = 0 : i64}
// PROD: linalg.add {kgen.fusion_group = 1 : i64}
// PROD: linalg.max {kgen.fusion_group = 1 : i64}

// CONS: linalg.exp {kgen.fusion_group = 0 : i64}
// CONS: linalg.matmul {kgen.fusion_group = 1 : i64}
// CONS: linalg.add {kgen.fusion_group = 1 : i64}
// CONS: linalg.max {kgen.fusion_group = 1 : i64}

// NONE: linalg.exp {kgen.fusion_group = 0 : i64}
// NONE: linalg.matmul {kgen.fusion_group = 1 : i64}
// NONE: linalg.add {kgen.fusion_group = 2 : i64}
// NONE: linalg.max {kgen.fusion_group = 3 : i64}

// NONE-OUTLINED-LABEL: func.func @main(
// NONE-OUTLINED-NEXT: %[[A:.*]] = call @main_k0_elementwise(%arg0)
// NONE-OUTLINED-NEXT: %[[B:.*]] = call @main_k1_matmul(%[[A]], %arg1)
// NONE-OUTLINED-NEXT: %[[C:.*]] = call @main_k2_elementwise(%[[B]], %arg2)
// NONE-OUTLINED-NEXT: %[[D:.*]] = call @main_k3_elementwise(%[[C]])
// NONE-OUTLINED-NEXT: return %[[D]]
// The fill is cloned into each kernel that reads it.
// NONE-OUTLINED-LABEL: func.func private @main_k1_matmul(
// NONE-OUTLINED: linalg.fill
// NONE-OUTLINED-LABEL: func.func private @main_k3_elementwise(
// NONE-OUTLINED: linalg.fill
// NONE-OUTLINED: linalg.max
