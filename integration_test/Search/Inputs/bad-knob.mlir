// A strategy whose knob does not list its options.
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %k = transform.tune.knob<"tile"> options = {a = 1} -> !transform.param<i64>
    transform.yield
  }
}
