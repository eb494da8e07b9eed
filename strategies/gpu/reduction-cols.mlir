// Strategy: column reductions on NVIDIA GPUs (a rank-2 reduction whose
// outer loop reduces and whose inner loop is parallel: the sum, max or mean
// of each column), with elementwise producers and consumers fused.
// Generalizes, fuses elementwise producers, interchanges the reduction to
// (column, row) order, tiles the kernel's last op into block_cols columns
// per block (#gpu.block<x>) and one column per thread (#gpu.thread<x>) and
// fuses the producers into the thread's loop: each thread walks down its
// column with the accumulator in a register, and the threads of a warp read
// adjacent columns (coalesced). Threads per block = block_cols. Knobs:
// block_cols. Applies to: kernels with exactly one such column reduction,
// whose last op is the reduction or an elementwise op on its result.
module attributes {transform.with_named_sequence} {
  // The shared lowering tail (strategies/lib/gpu.mlir).
  transform.named_sequence private @kgen_gpu_bufferize(%root: !transform.any_op {transform.consumed}) -> !transform.any_op
  transform.named_sequence private @kgen_gpu_lower_flat_vectors(%fb: !transform.any_op {transform.readonly})
  transform.named_sequence private @kgen_gpu_map(%funcs: !transform.any_op {transform.consumed})
  transform.named_sequence private @kgen_gpu_fuse_into_blocks(%funcs: !transform.any_op {transform.readonly}, %blocks: !transform.any_op {transform.readonly})
  transform.named_sequence private @kgen_gpu_fuse_into_threads(%funcs: !transform.any_op {transform.readonly}, %blocks: !transform.any_op {transform.readonly}, %threads: !transform.any_op {transform.readonly})
  transform.named_sequence @match_col_reduction(%op: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.match.structured %op : !transform.any_op {
    ^bb0(%s: !transform.any_op):
      %rank = transform.match.structured.rank %s : (!transform.any_op) -> !transform.param<i64>
      %two = transform.param.constant 2 : i64 -> !transform.param<i64>
      transform.match.param.cmpi eq %rank, %two : !transform.param<i64>
      transform.match.structured.dim %s[0] {reduction} : !transform.any_op
      transform.match.structured.dim %s[1] {parallel} : !transform.any_op
      transform.match.structured.yield
    }
    transform.yield %op : !transform.any_op
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.consumed}) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    %f1 = transform.apply_registered_pass "linalg-generalize-named-ops" to %f : (!transform.any_op) -> !transform.any_op
    %f2 = transform.apply_registered_pass "linalg-fuse-elementwise-ops" to %f1 : (!transform.any_op) -> !transform.any_op
    %red = transform.collect_matching @match_col_reduction in %f2 : (!transform.any_op) -> !transform.any_op
    %redi = transform.structured.interchange %red iterator_interchange = [1, 0] : (!transform.any_op) -> !transform.any_op
    %count = transform.num_associations %redi : (!transform.any_op) -> !transform.param<i64>
    %unit = transform.param.constant 1 : i64 -> !transform.param<i64>
    transform.match.param.cmpi eq %count, %unit : !transform.param<i64>
    %ret = transform.structured.match ops{["func.return"]} in %f2 : (!transform.any_op) -> !transform.any_op
    %last = transform.get_producer_of_operand %ret[0] : (!transform.any_op) -> !transform.any_op
    %br = transform.tune.knob<"block_cols"> = 128 : i64 from options = [32, 64, 128, 256] -> !transform.param<i64>
    %one = transform.param.constant 1 : i64 -> !transform.param<i64>
    // Blocks of columns, then a column per thread, each with its producers.
    %t1, %blocks = transform.structured.tile_using_forall %last tile_sizes [%br] (mapping = [#gpu.block<x>]) : (!transform.any_op, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)
    transform.include @kgen_gpu_fuse_into_blocks failures(propagate) (%f2, %blocks) : (!transform.any_op, !transform.any_op) -> ()
    %t2, %threads = transform.structured.tile_using_forall %t1 tile_sizes [%one] (mapping = [#gpu.thread<x>]) : (!transform.any_op, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)
    transform.include @kgen_gpu_fuse_into_threads failures(propagate) (%f2, %blocks, %threads) : (!transform.any_op, !transform.any_op, !transform.any_op) -> ()
    transform.apply_patterns to %f2 {
      transform.apply_patterns.linalg.tiling_canonicalization
      transform.apply_patterns.vector.lower_multi_reduction lowering_strategy = "innerreduction"
      transform.apply_patterns.tensor.fold_tensor_subset_ops_into_vector_transfers
      transform.apply_patterns.canonicalization
    } : !transform.any_op
    %fb = transform.include @kgen_gpu_bufferize failures(propagate) (%root) : (!transform.any_op) -> !transform.any_op
    transform.include @kgen_gpu_lower_flat_vectors failures(propagate) (%fb) : (!transform.any_op) -> ()
    transform.include @kgen_gpu_map failures(propagate) (%fb) : (!transform.any_op) -> ()
    transform.yield
  }
}
