module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.consumed}) {
    %0 = transform.structured.match ops{["func.func"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    %1 = transform.apply_registered_pass "linalg-generalize-named-ops" to %0 : (!transform.any_op) -> !transform.any_op
    %2 = transform.apply_registered_pass "linalg-fuse-elementwise-ops" to %1 : (!transform.any_op) -> !transform.any_op
    %3 = transform.structured.match ops{["linalg.generic"]} in %2 : (!transform.any_op) -> !transform.any_op
    %4 = transform.tune.knob<"block_rows"> = 4 : i64 from options = [1, 2, 4, 8] -> !transform.param<i64>
    %5 = transform.tune.knob<"block_cols"> = 128 : i64 from options = [128, 256, 512, 1024] -> !transform.param<i64>
    %6 = transform.tune.knob<"vector_width"> = 4 : i64 from options = [1, 2, 4] -> !transform.param<i64>
    %tiled_op, %forall_op = transform.structured.tile_using_forall %3 tile_sizes [%4, %5](mapping = [#gpu.block<y>, #gpu.block<x>]) : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)
    %7 = transform.param.constant 1 : i64 -> !transform.param<i64>
    %tiled_op_0, %forall_op_1 = transform.structured.tile_using_forall %tiled_op tile_sizes [%7, %6](mapping = [#gpu.thread<y>, #gpu.thread<x>]) : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)
    transform.structured.vectorize %tiled_op_0 vector_sizes [%7, %6] : !transform.any_op, !transform.param<i64>, !transform.param<i64>
    transform.apply_patterns to %2 {
      transform.apply_patterns.canonicalization
    } : !transform.any_op
    transform.bufferization.eliminate_empty_tensors %2 : !transform.any_op
    %8 = transform.bufferization.one_shot_bufferize layout{IdentityLayoutMap} %arg0 {bufferize_function_boundaries = true} : (!transform.any_op) -> !transform.any_op
    %9 = transform.structured.match ops{["func.func"]} in %8 : (!transform.any_op) -> !transform.any_op
    transform.apply_patterns to %9 {
      transform.apply_patterns.vector.cast_away_vector_leading_one_dim
      transform.apply_patterns.vector.lower_transfer
      transform.apply_patterns.memref.fold_memref_alias_ops
      transform.apply_patterns.canonicalization
    } : !transform.any_op
    transform.apply_cse to %9 : !transform.any_op
    %10 = transform.gpu.map_forall_to_blocks %9 generate_gpu_launch : (!transform.any_op) -> !transform.any_op
    %11 = transform.kgen.map_nested_forall_to_threads %10 : (!transform.any_op) -> !transform.any_op
    transform.yield 
  }
}
