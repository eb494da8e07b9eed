// Transform script: every convolution (named or generic) with its input
// channel as the innermost reduction loop (the other linalg ops are not
// convolutions: their silenceable failures are suppressed).
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %convs = transform.structured.match interface{LinalgOp} in %root : (!transform.any_op) -> !transform.any_op
    transform.foreach %convs : !transform.any_op {
    ^bb0(%c: !transform.any_op):
      transform.sequence %c : !transform.any_op failures(suppress) {
      ^bb1(%h: !transform.any_op):
        %ci = transform.kgen.rewrite_conv_channels_innermost %h : (!transform.any_op) -> !transform.any_op
      }
    }
    transform.yield
  }
}
