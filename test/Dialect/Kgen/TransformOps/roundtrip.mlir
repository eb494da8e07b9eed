// RUN: kgen-opt %s | kgen-opt | FileCheck %s
// RUN: kgen-opt %s -mlir-print-op-generic | kgen-opt | FileCheck %s

module attributes {transform.with_named_sequence} {
  // CHECK-LABEL: transform.named_sequence @classes
  // CHECK: transform.kgen.match_op_class %{{.*}} is [contraction, convolution] : !transform.any_op
  // CHECK: transform.kgen.match_op_class %{{.*}} is [elementwise] : !transform.op<"linalg.add">
  transform.named_sequence @classes(%op: !transform.any_op {transform.readonly},
                                    %add: !transform.op<"linalg.add"> {transform.readonly}) {
    transform.kgen.match_op_class %op is [contraction, convolution] : !transform.any_op
    transform.kgen.match_op_class %add is [elementwise] : !transform.op<"linalg.add">
    transform.yield
  }
}
