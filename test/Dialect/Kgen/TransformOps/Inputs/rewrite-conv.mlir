// Transform script: every convolution (named or generic) as im2col + matmul.
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %convs = transform.structured.match interface{LinalgOp} in %root : (!transform.any_op) -> !transform.any_op
    transform.foreach %convs : !transform.any_op {
    ^bb0(%c: !transform.any_op):
      transform.sequence %c : !transform.any_op failures(suppress) {
      ^bb1(%h: !transform.any_op):
        %im2col, %mm = transform.kgen.rewrite_conv_as_matmul %h : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
      }
    }
    transform.yield
  }
}
