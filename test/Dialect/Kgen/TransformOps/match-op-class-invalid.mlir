// RUN: kgen-opt %s --split-input-file --verify-diagnostics

module attributes {transform.with_named_sequence} {
  transform.named_sequence @f(%op: !transform.any_op {transform.readonly}) {
    // expected-error @below {{expects at least one op class}}
    transform.kgen.match_op_class %op is [] : !transform.any_op
    transform.yield
  }
}
// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @f(%op: !transform.any_op {transform.readonly}) {
    // expected-error @below {{lists op class 'pooling' more than once}}
    transform.kgen.match_op_class %op is [pooling, reduction, pooling] : !transform.any_op
    transform.yield
  }
}
// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @f(%op: !transform.any_op {transform.readonly}) {
    // expected-error @below {{unknown op class 'gather' (expected elementwise, reduction, contraction, convolution or pooling)}}
    transform.kgen.match_op_class %op is [gather] : !transform.any_op
    transform.yield
  }
}
