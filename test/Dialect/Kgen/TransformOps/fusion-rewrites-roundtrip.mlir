// RUN: kgen-opt %s | kgen-opt | FileCheck %s
// RUN: kgen-opt %s -mlir-print-op-generic | kgen-opt | FileCheck %s

module attributes {transform.with_named_sequence} {
  // CHECK-LABEL: transform.named_sequence @rewrites
  // CHECK: transform.kgen.fuse_epilogue %{{.*}} : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
  // CHECK: transform.kgen.split_reduction %{{.*}} {inner_parallel, split_factor = 4 : i64} : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
  // CHECK: transform.kgen.split_reduction %{{.*}} by %{{.*}} {insert_split_dimension = 1 : i64} : (!transform.any_op, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op)
  // CHECK: transform.kgen.use_tensor_cores %{{.*}} {device = #kgen.target<nvvm, "sm_80">} : (!transform.any_op) -> !transform.any_op
  transform.named_sequence @rewrites(%a: !transform.any_op {transform.consumed},
                                     %b: !transform.any_op {transform.consumed},
                                     %c: !transform.any_op {transform.consumed},
                                     %d: !transform.any_op {transform.consumed},
                                     %p: !transform.param<i64> {transform.readonly}) {
    %fused, %loop = transform.kgen.fuse_epilogue %a : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %f1, %s1, %c1 = transform.kgen.split_reduction %b {split_factor = 4, inner_parallel} : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %f2, %s2, %c2 = transform.kgen.split_reduction %c by %p {insert_split_dimension = 1} : (!transform.any_op, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %mma = transform.kgen.use_tensor_cores %d {device = #kgen.target<nvvm, "sm_80">} : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}
