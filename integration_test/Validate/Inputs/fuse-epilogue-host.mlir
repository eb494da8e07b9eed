// Host strategy for matmul + epilogue: tile the matmul 8x16 on an
// scf.forall (tiles do not divide 37x43), fuse the fill and the epilogue
// into the tile loop, bufferize, and run the tiles as sequential loops.
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.consumed}) {
    %mm = transform.structured.match ops{["linalg.matmul"]} in %root : (!transform.any_op) -> !transform.any_op
    %fill = transform.structured.match ops{["linalg.fill"]} in %root : (!transform.any_op) -> !transform.any_op
    %tiled, %loop = transform.structured.tile_using_forall %mm tile_sizes [8, 16] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %f1, %loop2 = transform.structured.fuse_into_containing_op %fill into %loop : (!transform.any_op, !transform.any_op) -> (!transform.any_op, !transform.any_op)
    %fused, %loop3 = transform.kgen.fuse_epilogue %tiled : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.apply_patterns to %f { transform.apply_patterns.canonicalization } : !transform.any_op
    transform.bufferization.eliminate_empty_tensors %f : !transform.any_op
    %b = transform.bufferization.one_shot_bufferize %root {bufferize_function_boundaries = true, function_boundary_type_conversion = 1 : i32} : (!transform.any_op) -> !transform.any_op
    %l = transform.structured.match ops{["scf.forall"]} in %b : (!transform.any_op) -> !transform.any_op
    %for:2 = transform.loop.forall_to_for %l : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %fb = transform.structured.match ops{["func.func"]} in %b : (!transform.any_op) -> !transform.any_op
    transform.apply_patterns to %fb {
      transform.apply_patterns.memref.fold_memref_alias_ops
      transform.apply_patterns.canonicalization
    } : !transform.any_op
    transform.yield
  }
}
