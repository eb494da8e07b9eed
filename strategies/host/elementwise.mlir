// Strategy: elementwise chains on the host CPU.
// Generalizes named ops, fuses the chain into one linalg.generic, tiles it
// 2-D (rows x vector width), vectorizes, bufferizes, and turns the
// transfers into plain vector loads and stores. Knobs: tile_rows,
// vector_width (the vector width must divide the innermost dimension).
// Applies to: rank-2 elementwise kernels (op class elementwise).
module attributes {transform.with_named_sequence, kgen.strategy_needs = "only elementwise linalg ops (every loop parallel)"} {
  // The matchers shared by the strategies' @match (strategies/lib/match.mlir).
  transform.named_sequence private @kgen_match_parallel_linalg(%op: !transform.any_op {transform.readonly}) -> !transform.any_op
  // Every linalg.generic left after fusion must be a rank-2 elementwise op
  // (all loops parallel): anything else is not this strategy's (and would
  // reach tile_using_forall with more tile sizes than loops).
  transform.named_sequence @match_elementwise2(%op: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.match.operation_name %op ["linalg.generic"] : !transform.any_op
    transform.match.structured %op : !transform.any_op {
    ^bb0(%s: !transform.any_op):
      %rank = transform.match.structured.rank %s : (!transform.any_op) -> !transform.param<i64>
      %two = transform.param.constant 2 : i64 -> !transform.param<i64>
      transform.match.param.cmpi eq %rank, %two : !transform.param<i64>
      transform.match.structured.dim %s[all] {parallel} : !transform.any_op
      transform.match.structured.yield
    }
    transform.yield %op : !transform.any_op
  }
  // The cheap, read-only applicability check that kgen-tune runs before
  // the script (docs/search.md): every linalg op of the kernel has only
  // parallel loops (fusion, which the script runs first, keeps that so).
  transform.named_sequence @match(%root: !transform.any_op {transform.readonly}) {
    %linalg = transform.structured.match interface{LinalgOp} in %root : (!transform.any_op) -> !transform.any_op
    %parallel = transform.collect_matching @kgen_match_parallel_linalg in %root : (!transform.any_op) -> !transform.any_op
    %nlinalg = transform.num_associations %linalg : (!transform.any_op) -> !transform.param<i64>
    %nparallel = transform.num_associations %parallel : (!transform.any_op) -> !transform.param<i64>
    transform.match.param.cmpi eq %nlinalg, %nparallel : !transform.param<i64>
    transform.yield
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.consumed}) {
    transform.include @match failures(propagate) (%root) : (!transform.any_op) -> ()
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    %f1 = transform.apply_registered_pass "linalg-generalize-named-ops" to %f : (!transform.any_op) -> !transform.any_op
    %f2 = transform.apply_registered_pass "linalg-fuse-elementwise-ops" to %f1 : (!transform.any_op) -> !transform.any_op
    %ops = transform.structured.match ops{["linalg.generic"]} in %f2 : (!transform.any_op) -> !transform.any_op
    %matched = transform.collect_matching @match_elementwise2 in %f2 : (!transform.any_op) -> !transform.any_op
    %nmatched = transform.num_associations %matched : (!transform.any_op) -> !transform.param<i64>
    %ngeneric = transform.num_associations %ops : (!transform.any_op) -> !transform.param<i64>
    transform.match.param.cmpi eq %nmatched, %ngeneric : !transform.param<i64>
    %rows = transform.tune.knob<"tile_rows"> = 1 : i64 from options = [1, 2, 4] -> !transform.param<i64>
    %vw = transform.tune.knob<"vector_width"> = 8 : i64 from options = [4, 8, 16] -> !transform.param<i64>
    %t, %l0, %l1 = transform.structured.tile_using_for %ops tile_sizes [%rows, %vw] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    transform.structured.vectorize %t : !transform.any_op
    transform.bufferization.eliminate_empty_tensors %f2 : !transform.any_op
    %b = transform.bufferization.one_shot_bufferize %root {bufferize_function_boundaries = true, function_boundary_type_conversion = 1 : i32} : (!transform.any_op) -> !transform.any_op
    %fb = transform.structured.match ops{["func.func"]} in %b : (!transform.any_op) -> !transform.any_op
    transform.apply_patterns to %fb {
      transform.apply_patterns.vector.transfer_permutation_patterns
      transform.apply_patterns.vector.cast_away_vector_leading_one_dim
      transform.apply_patterns.vector.lower_transfer max_transfer_rank = 1
      transform.apply_patterns.memref.fold_memref_alias_ops
      transform.apply_patterns.canonicalization
    } : !transform.any_op
    transform.yield
  }
}
