// Transform script: every kgen.conv_transpose as a convolution.
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %ct = transform.structured.match ops{["kgen.conv_transpose"]} in %root : (!transform.any_op) -> !transform.any_op
    %conv = transform.kgen.rewrite_conv_transpose_as_conv %ct : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}
