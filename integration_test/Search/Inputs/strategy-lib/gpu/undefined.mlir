// A strategy that declares a named sequence no library defines.
module attributes {transform.with_named_sequence} {
  transform.named_sequence private @kgen_no_such_tail(%root: !transform.any_op {transform.consumed})
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.consumed}) {
    transform.include @kgen_no_such_tail failures(propagate) (%root) : (!transform.any_op) -> ()
    transform.yield
  }
}
