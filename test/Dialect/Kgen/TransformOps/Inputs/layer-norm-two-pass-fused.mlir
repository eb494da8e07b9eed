// Two-pass decomposition of a layer norm, tiled by rows with both
// reductions fused (the second first: it consumes the first).
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %op = transform.structured.match ops{["kgen.layer_norm"]} in %root : (!transform.any_op) -> !transform.any_op
    %reductions, %last = transform.kgen.decompose_normalization %op : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %sum, %squares = transform.split_handle %reductions : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %tiled, %forall = transform.structured.tile_using_forall %last tile_sizes [1] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %f1, %forall2 = transform.structured.fuse_into_containing_op %squares into %forall : (!transform.any_op, !transform.any_op) -> (!transform.any_op, !transform.any_op)
    %f2, %forall3 = transform.structured.fuse_into_containing_op %sum into %forall2 : (!transform.any_op, !transform.any_op) -> (!transform.any_op, !transform.any_op)
    %func = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.apply_cse to %func : !transform.any_op
    transform.apply_dce to %func : !transform.any_op
    transform.yield
  }
}
