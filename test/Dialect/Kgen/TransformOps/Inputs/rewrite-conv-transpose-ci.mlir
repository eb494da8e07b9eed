// Transform script: every kgen.conv_transpose as a convolution whose input
// channel is the innermost reduction loop (channels_innermost).
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %ct = transform.structured.match ops{["kgen.conv_transpose"]} in %root : (!transform.any_op) -> !transform.any_op
    %conv = transform.kgen.rewrite_conv_transpose_as_conv %ct channels_innermost : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}
