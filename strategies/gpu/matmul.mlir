// Strategy: matmul on NVIDIA GPUs, register-tiled.
// Block tiles of block_m x block_n on #gpu.block, the fill fused in; each
// thread computes a thread_m x thread_n tile, stepping through K by tile_k
// with the accumulators in registers (vector FMAs, hoisted C transfers).
// Threads per block = (block_m / thread_m) * (block_n / thread_n), inferred
// by transform.kgen.map_nested_forall_to_threads; points over the chip's
// limit fail verification. Knobs: block_m, block_n, thread_m, thread_n,
// tile_k. Applies to: linalg.matmul (+ linalg.fill of its accumulator).
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.consumed}) {
    %mm = transform.structured.match ops{["linalg.matmul"]} in %root : (!transform.any_op) -> !transform.any_op
    %fill = transform.structured.match ops{["linalg.fill"]} in %root : (!transform.any_op) -> !transform.any_op
    %bm = transform.tune.knob<"block_m"> = 64 : i64 from options = [32, 64, 128] -> !transform.param<i64>
    %bn = transform.tune.knob<"block_n"> = 64 : i64 from options = [32, 64, 128] -> !transform.param<i64>
    %tm = transform.tune.knob<"thread_m"> = 4 : i64 from options = [1, 2, 4, 8] -> !transform.param<i64>
    %tn = transform.tune.knob<"thread_n"> = 4 : i64 from options = [1, 2, 4, 8] -> !transform.param<i64>
    %t1, %blocks = transform.structured.tile_using_forall %mm tile_sizes [%bm, %bn] (mapping = [#gpu.block<y>, #gpu.block<x>]) : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)
    %f1, %blocks2 = transform.structured.fuse_into_containing_op %fill into %blocks : (!transform.any_op, !transform.any_op) -> (!transform.any_op, !transform.any_op)
    %t2, %threads = transform.structured.tile_using_forall %t1 tile_sizes [%tm, %tn] (mapping = [#gpu.thread<y>, #gpu.thread<x>]) : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)
    %f2, %threads2 = transform.structured.fuse_into_containing_op %f1 into %threads : (!transform.any_op, !transform.any_op) -> (!transform.any_op, !transform.any_op)
    %tk = transform.tune.knob<"tile_k"> = 8 : i64 from options = [4, 8, 16] -> !transform.param<i64>
    %t3, %kloop = transform.structured.tile_using_for %t2 tile_sizes [0, 0, %tk] : (!transform.any_op, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)
    transform.structured.vectorize %t3 : !transform.any_op
    transform.structured.vectorize %f2 : !transform.any_op
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.apply_patterns to %f { transform.apply_patterns.canonicalization } : !transform.any_op
    transform.bufferization.eliminate_empty_tensors %f : !transform.any_op
    %b = transform.bufferization.one_shot_bufferize %root {bufferize_function_boundaries = true, function_boundary_type_conversion = 1 : i32} : (!transform.any_op) -> !transform.any_op
    %fb = transform.structured.match ops{["func.func"]} in %b : (!transform.any_op) -> !transform.any_op
    transform.apply_patterns to %fb {
      transform.apply_patterns.memref.fold_memref_alias_ops
      transform.apply_patterns.canonicalization
    } : !transform.any_op
    transform.apply_cse to %fb : !transform.any_op
    %fh = transform.structured.hoist_redundant_vector_transfers %fb : (!transform.any_op) -> !transform.any_op
    transform.apply_patterns to %fh {
      transform.apply_patterns.vector.reduction_to_contract
      transform.apply_patterns.vector.transfer_permutation_patterns
    } : !transform.any_op
    transform.apply_patterns to %fh {
      transform.apply_patterns.vector.lower_contraction lowering_strategy = "outerproduct"
      transform.apply_patterns.vector.lower_multi_reduction lowering_strategy = "innerreduction"
      transform.apply_patterns.vector.transfer_permutation_patterns
      transform.apply_patterns.vector.lower_outerproduct
      transform.apply_patterns.vector.lower_transfer max_transfer_rank = 1
      transform.apply_patterns.vector.cast_away_vector_leading_one_dim
      transform.apply_patterns.canonicalization
    } : !transform.any_op
    %launch = transform.gpu.map_forall_to_blocks %fh generate_gpu_launch : (!transform.any_op) -> !transform.any_op
    %l2 = transform.kgen.map_nested_forall_to_threads %launch : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}
