// Strategy: matmul on NVIDIA GPUs, register-tiled, with its elementwise
// epilogue.
// Block tiles of block_m x block_n on #gpu.block, the fill fused in; each
// thread computes a thread_m x thread_n tile, stepping through K by tile_k
// with the accumulators in registers (vector FMAs, hoisted C transfers).
// Threads per block = (block_m / thread_m) * (block_n / thread_n), inferred
// by transform.kgen.map_nested_forall_to_threads; points over the chip's
// limit fail verification. Knobs: block_m, block_n, thread_m, thread_n,
// tile_k; alternatives `epilogue`: 0 = fused (the elementwise consumers of
// the matmul: bias, activations, scaling, clamps, residual adds, chains and
// DAGs of them with broadcast operands, are fused into the block tile and
// then into the thread tile by transform.kgen.fuse_epilogue, so they run on
// the accumulator registers after the K loop and one launch writes the
// final result; a kernel without an epilogue is tiled as with `separate`),
// 1 = separate (the epilogue stays outside: naive launches).
// Applies to: kernels with one linalg.matmul (+ linalg.fill of its
// accumulator), with or without elementwise consumers.
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.consumed}) {
    %mm = transform.structured.match ops{["linalg.matmul"]} in %root : (!transform.any_op) -> !transform.any_op
    %count = transform.num_associations %mm : (!transform.any_op) -> !transform.param<i64>
    %one = transform.param.constant 1 : i64 -> !transform.param<i64>
    transform.match.param.cmpi eq %count, %one : !transform.param<i64>
    %fill = transform.structured.match ops{["linalg.fill"]} in %root : (!transform.any_op) -> !transform.any_op
    %bm = transform.tune.knob<"block_m"> = 64 : i64 from options = [32, 64, 128] -> !transform.param<i64>
    %bn = transform.tune.knob<"block_n"> = 64 : i64 from options = [32, 64, 128] -> !transform.param<i64>
    %tm = transform.tune.knob<"thread_m"> = 4 : i64 from options = [1, 2, 4, 8] -> !transform.param<i64>
    %tn = transform.tune.knob<"thread_n"> = 4 : i64 from options = [1, 2, 4, 8] -> !transform.param<i64>
    %t1, %blocks = transform.structured.tile_using_forall %mm tile_sizes [%bm, %bn] (mapping = [#gpu.block<y>, #gpu.block<x>]) : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)
    // Alternative `epilogue`: 0 = fused, 1 = separate. Fused: the epilogue
    // goes into the block tile here and into the thread tile below (the
    // thread-level fusion finds nothing to fuse under `separate` or without
    // an epilogue: its failure is suppressed).
    transform.tune.alternatives<"epilogue"> selected_region = 0 attributes {labels = ["fused", "separate"]} {
      transform.sequence %blocks : !transform.any_op failures(suppress) {
      ^bb0(%l: !transform.any_op):
        %e1, %nl1 = transform.kgen.fuse_epilogue %l : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
      }
    }, {
    }
    %t1b = transform.structured.match ops{["linalg.matmul"]} in %root : (!transform.any_op) -> !transform.any_op
    %blocks1 = transform.get_parent_op %t1b {op_name = "scf.forall"} : (!transform.any_op) -> !transform.any_op
    %f1, %blocks2 = transform.structured.fuse_into_containing_op %fill into %blocks1 : (!transform.any_op, !transform.any_op) -> (!transform.any_op, !transform.any_op)
    %fc = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.apply_patterns to %fc { transform.apply_patterns.canonicalization } : !transform.any_op
    transform.apply_cse to %fc : !transform.any_op
    %t2, %threads = transform.structured.tile_using_forall %t1b tile_sizes [%tm, %tn] (mapping = [#gpu.thread<y>, #gpu.thread<x>]) : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)
    transform.sequence %threads : !transform.any_op failures(suppress) {
    ^bb0(%l: !transform.any_op):
      %e2, %nl2 = transform.kgen.fuse_epilogue %l : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    }
    %t2b = transform.structured.match ops{["linalg.matmul"]} in %root : (!transform.any_op) -> !transform.any_op
    %threads1 = transform.get_parent_op %t2b {op_name = "scf.forall"} : (!transform.any_op) -> !transform.any_op
    %f2, %threads2 = transform.structured.fuse_into_containing_op %f1 into %threads1 : (!transform.any_op, !transform.any_op) -> (!transform.any_op, !transform.any_op)
    // The epilogue ops inside the thread tiles (none under `separate`).
    %epi = transform.structured.match ops{["linalg.generic"]} in %threads2 : (!transform.any_op) -> !transform.any_op
    %tk = transform.tune.knob<"tile_k"> = 8 : i64 from options = [4, 8, 16] -> !transform.param<i64>
    %t3, %kloop = transform.structured.tile_using_for %t2b tile_sizes [0, 0, %tk] : (!transform.any_op, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)
    transform.structured.vectorize %t3 : !transform.any_op
    transform.structured.vectorize %f2 : !transform.any_op
    transform.foreach %epi : !transform.any_op {
    ^bb0(%e: !transform.any_op):
      transform.structured.vectorize %e : !transform.any_op
    }
    // The accumulators become the K loop's vector iter_args on tensors, so
    // the epilogue reads them from registers (no per-thread buffer).
    %fv = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.apply_patterns to %fv {
      transform.apply_patterns.tensor.fold_tensor_subset_ops_into_vector_transfers
      transform.apply_patterns.canonicalization
    } : !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %kloop : !transform.any_op
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
