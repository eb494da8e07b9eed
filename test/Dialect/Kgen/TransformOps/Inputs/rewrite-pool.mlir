// Transform script: every sum pooling (named or generic) as a depthwise
// convolution.
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %pools = transform.structured.match ops{["linalg.pooling_nchw_sum", "linalg.pooling_nhwc_sum"]} in %root : (!transform.any_op) -> !transform.any_op
    %c1 = transform.kgen.rewrite_pool_as_conv %pools : (!transform.any_op) -> !transform.any_op
    %generics = transform.structured.match ops{["linalg.generic"]} in %root : (!transform.any_op) -> !transform.any_op
    // Only the pooling-shaped generic; the divide is elementwise.
    transform.foreach %generics : !transform.any_op {
    ^bb0(%g: !transform.any_op):
      transform.sequence %g : !transform.any_op failures(suppress) {
      ^bb1(%h: !transform.any_op):
        %c2 = transform.kgen.rewrite_pool_as_conv %h : (!transform.any_op) -> !transform.any_op
      }
    }
    transform.yield
  }
}
