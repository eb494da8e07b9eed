// Strategy: column reductions on the host CPU (a rank-2 reduction whose
// outer loop reduces and whose inner loop is parallel, e.g. the sum, max or
// mean of each column), with elementwise producers and consumers fused.
// Generalizes, fuses elementwise producers into the reduction, interchanges
// it to (column, row) order, tiles the kernel's last op by tile_cols
// columns and fuses the reduction into that loop; the reduction steps
// through the rows tile_red at a time with a tile_cols-wide vector
// accumulator in registers (vertical vector adds, no horizontal
// reductions); the consumer is computed on the accumulator. Knobs:
// tile_cols, tile_red (vectorization wants the shapes divisible by them;
// other points are compile errors of that point).
// Applies to: kernels with exactly one such column reduction, whose last op
// is the reduction or an elementwise op on its result.
module attributes {transform.with_named_sequence, kgen.strategy_needs = "a linalg op with a reduction loop"} {
  // The matchers shared by the strategies' @match (strategies/lib/match.mlir).
  transform.named_sequence private @kgen_match_parallel_linalg(%op: !transform.any_op {transform.readonly}) -> !transform.any_op
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
  // The column reduction after the interchange.
  transform.named_sequence @match_interchanged(%op: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.match.structured %op : !transform.any_op {
    ^bb0(%s: !transform.any_op):
      %rank = transform.match.structured.rank %s : (!transform.any_op) -> !transform.param<i64>
      %two = transform.param.constant 2 : i64 -> !transform.param<i64>
      transform.match.param.cmpi eq %rank, %two : !transform.param<i64>
      transform.match.structured.dim %s[0] {parallel} : !transform.any_op
      transform.match.structured.dim %s[1] {reduction} : !transform.any_op
      transform.match.structured.yield
    }
    transform.yield %op : !transform.any_op
  }
  // The cheap, read-only applicability check that kgen-tune runs before
  // the script (docs/search.md): the kernel has a reduction (a linalg op
  // with a loop that is not parallel).
  transform.named_sequence @match(%root: !transform.any_op {transform.readonly}) {
    %linalg = transform.structured.match interface{LinalgOp} in %root : (!transform.any_op) -> !transform.any_op
    %parallel = transform.collect_matching @kgen_match_parallel_linalg in %root : (!transform.any_op) -> !transform.any_op
    %nall = transform.num_associations %linalg : (!transform.any_op) -> !transform.param<i64>
    %nparallel = transform.num_associations %parallel : (!transform.any_op) -> !transform.param<i64>
    transform.match.param.cmpi gt %nall, %nparallel : !transform.param<i64>
    transform.yield
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.consumed}) {
    transform.include @match failures(propagate) (%root) : (!transform.any_op) -> ()
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    %f1 = transform.apply_registered_pass "linalg-generalize-named-ops" to %f : (!transform.any_op) -> !transform.any_op
    %f2 = transform.apply_registered_pass "linalg-fuse-elementwise-ops" to %f1 : (!transform.any_op) -> !transform.any_op
    // Exactly one column reduction (a definite failure otherwise).
    %red = transform.collect_matching @match_col_reduction in %f2 : (!transform.any_op) -> !transform.any_op
    %redi = transform.structured.interchange %red iterator_interchange = [1, 0] : (!transform.any_op) -> !transform.any_op
    %one = transform.param.constant 1 : i64 -> !transform.param<i64>
    %count = transform.num_associations %redi : (!transform.any_op) -> !transform.param<i64>
    transform.match.param.cmpi eq %count, %one : !transform.param<i64>
    %ret = transform.structured.match ops{["func.return"]} in %f2 : (!transform.any_op) -> !transform.any_op
    %last = transform.get_producer_of_operand %ret[0] : (!transform.any_op) -> !transform.any_op
    %cols = transform.tune.knob<"tile_cols"> = 16 : i64 from options = [8, 16, 32, 64] -> !transform.param<i64>
    %t, %loop = transform.structured.fuse %last tile_sizes [%cols] {apply_cleanup} : (!transform.any_op, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)
    transform.apply_cse to %f2 : !transform.any_op
    %red2 = transform.collect_matching @match_interchanged in %loop : (!transform.any_op) -> !transform.any_op
    %tr = transform.tune.knob<"tile_red"> = 4 : i64 from options = [1, 4, 8] -> !transform.param<i64>
    %t2, %kl = transform.structured.tile_using_for %red2 tile_sizes [0, %tr] : (!transform.any_op, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)
    %ops = transform.structured.match interface{LinalgOp} in %loop : (!transform.any_op) -> !transform.any_op
    transform.structured.vectorize %ops : !transform.any_op
    transform.apply_patterns to %f2 {
      transform.apply_patterns.linalg.tiling_canonicalization
      transform.apply_patterns.canonicalization
    } : !transform.any_op
    %loops = transform.structured.match ops{["scf.for"]} in %f2 : (!transform.any_op) -> !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loops : !transform.any_op
    transform.apply_patterns to %f2 {
      transform.apply_patterns.vector.lower_multi_reduction lowering_strategy = "innerparallel"
      transform.apply_patterns.vector.transfer_permutation_patterns
      transform.apply_patterns.tensor.fold_tensor_subset_ops_into_vector_transfers
      transform.apply_patterns.canonicalization
    } : !transform.any_op
    transform.bufferization.eliminate_empty_tensors %f2 : !transform.any_op
    %b = transform.bufferization.one_shot_bufferize %root {bufferize_function_boundaries = true, function_boundary_type_conversion = 1 : i32} : (!transform.any_op) -> !transform.any_op
    %fb = transform.structured.match ops{["func.func"]} in %b : (!transform.any_op) -> !transform.any_op
    transform.apply_patterns to %fb {
      transform.apply_patterns.vector.lower_transpose
      transform.apply_patterns.vector.cast_away_vector_leading_one_dim
      transform.apply_patterns.vector.transfer_to_scf full_unroll = true
      transform.apply_patterns.vector.lower_transfer max_transfer_rank = 1
      transform.apply_patterns.memref.fold_memref_alias_ops
      transform.apply_patterns.canonicalization
    } : !transform.any_op
    transform.apply_cse to %fb : !transform.any_op
    transform.yield
  }
}
