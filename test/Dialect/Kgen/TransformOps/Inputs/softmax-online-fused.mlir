// Online decomposition of a softmax, tiled by rows with the reduction fused.
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %op = transform.structured.match ops{["linalg.softmax"]} in %root : (!transform.any_op) -> !transform.any_op
    %reductions, %last = transform.kgen.decompose_normalization %op form = "online" : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %tiled, %forall = transform.structured.tile_using_forall %last tile_sizes [1] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %fused, %forall2 = transform.structured.fuse_into_containing_op %reductions into %forall : (!transform.any_op, !transform.any_op) -> (!transform.any_op, !transform.any_op)
    %func = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.apply_cse to %func : !transform.any_op
    transform.apply_dce to %func : !transform.any_op
    transform.yield
  }
}
