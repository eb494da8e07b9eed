module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.consumed}) {
    %0 = transform.structured.match ops{["linalg.matmul"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    %1 = transform.structured.match ops{["linalg.fill"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    %2 = transform.tune.knob<"block_m"> = 64 : i64 from options = [32, 64, 128] -> !transform.param<i64>
    %3 = transform.tune.knob<"block_n"> = 64 : i64 from options = [32, 64, 128] -> !transform.param<i64>
    %4 = transform.tune.knob<"thread_m"> = 4 : i64 from options = [1, 2, 4, 8] -> !transform.param<i64>
    %5 = transform.tune.knob<"thread_n"> = 2 : i64 from options = [1, 2, 4, 8] -> !transform.param<i64>
    %tiled_op, %forall_op = transform.structured.tile_using_forall %0 tile_sizes [%2, %3](mapping = [#gpu.block<y>, #gpu.block<x>]) : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)
    %fused_op, %new_containing_op = transform.structured.fuse_into_containing_op %1 into %forall_op : (!transform.any_op, !transform.any_op) -> (!transform.any_op, !transform.any_op)
    %tiled_op_0, %forall_op_1 = transform.structured.tile_using_forall %tiled_op tile_sizes [%4, %5](mapping = [#gpu.thread<y>, #gpu.thread<x>]) : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)
    %fused_op_2, %new_containing_op_3 = transform.structured.fuse_into_containing_op %fused_op into %forall_op_1 : (!transform.any_op, !transform.any_op) -> (!transform.any_op, !transform.any_op)
    %6 = transform.tune.knob<"tile_k"> = 16 : i64 from options = [4, 8, 16] -> !transform.param<i64>
    %tiled_linalg_op, %loops = transform.structured.tile_using_for %tiled_op_0 tile_sizes [0, 0, %6] : (!transform.any_op, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)
    transform.structured.vectorize %tiled_linalg_op : !transform.any_op
    transform.structured.vectorize %fused_op_2 : !transform.any_op
    %7 = transform.structured.match ops{["func.func"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    transform.apply_patterns to %7 {
      transform.apply_patterns.canonicalization
    } : !transform.any_op
    transform.bufferization.eliminate_empty_tensors %7 : !transform.any_op
    %8 = transform.bufferization.one_shot_bufferize layout{IdentityLayoutMap} %arg0 {bufferize_function_boundaries = true} : (!transform.any_op) -> !transform.any_op
    %9 = transform.structured.match ops{["func.func"]} in %8 : (!transform.any_op) -> !transform.any_op
    transform.apply_patterns to %9 {
      transform.apply_patterns.memref.fold_memref_alias_ops
      transform.apply_patterns.canonicalization
    } : !transform.any_op
    transform.apply_cse to %9 : !transform.any_op
    %10 = transform.structured.hoist_redundant_vector_transfers %9 : (!transform.any_op) -> !transform.any_op
    transform.apply_patterns to %10 {
      transform.apply_patterns.vector.reduction_to_contract
      transform.apply_patterns.vector.transfer_permutation_patterns
    } : !transform.any_op
    transform.apply_patterns to %10 {
      transform.apply_patterns.vector.lower_contraction
      transform.apply_patterns.vector.lower_multi_reduction lowering_strategy = innerreduction
      transform.apply_patterns.vector.transfer_permutation_patterns
      transform.apply_patterns.vector.lower_outerproduct
      transform.apply_patterns.vector.lower_transfer
      transform.apply_patterns.vector.cast_away_vector_leading_one_dim
      transform.apply_patterns.canonicalization
    } : !transform.any_op
    %11 = transform.gpu.map_forall_to_blocks %10 generate_gpu_launch : (!transform.any_op) -> !transform.any_op
    %12 = transform.kgen.map_nested_forall_to_threads %11 : (!transform.any_op) -> !transform.any_op
    transform.yield 
  }
}
