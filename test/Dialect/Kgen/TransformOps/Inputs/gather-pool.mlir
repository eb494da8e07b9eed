// Transform script: every pool or depthwise convolution (named or generic)
// reads its input in its body (a constant tensor.pad absorbed; a depthwise
// filter too), its parallel loops before the last two collapsed into one. The pools only: the other generics (an average's
// divide) fail the rewrite, and their failure is suppressed.
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %generic = transform.structured.match ops{["linalg.generic"]} in %root : (!transform.any_op) -> !transform.any_op
    %named = transform.structured.match ops{["linalg.pooling_ncw_max", "linalg.pooling_nchw_sum", "linalg.pooling_nhwc_sum", "linalg.pooling_ndhwc_max", "linalg.depthwise_conv_2d_nchw_chw", "linalg.depthwise_conv_1d_nwc_wc", "linalg.depthwise_conv_3d_ncdhw_cdhw"]} in %root : (!transform.any_op) -> !transform.any_op
    %pools = transform.merge_handles %generic, %named : !transform.any_op
    transform.foreach %pools : !transform.any_op {
    ^bb0(%g: !transform.any_op):
      transform.sequence %g : !transform.any_op failures(suppress) {
      ^bb1(%h: !transform.any_op):
        %c = transform.kgen.gather_pool_input %h : (!transform.any_op) -> !transform.any_op
        %d = transform.kgen.collapse_parallel_prefix %c keep = 2 : (!transform.any_op) -> !transform.any_op
      }
    }
    transform.yield
  }
}
