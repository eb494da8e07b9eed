// Decomposes every softmax and kgen normalization op in the two-pass form (the default).
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %ops = transform.structured.match ops{["linalg.softmax", "kgen.log_softmax", "kgen.logsumexp", "kgen.layer_norm", "kgen.group_norm", "kgen.rms_norm"]} in %root : (!transform.any_op) -> !transform.any_op
    %reductions, %last = transform.kgen.decompose_normalization %ops : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}
