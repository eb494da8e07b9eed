// Strategy: elementwise chains on NVIDIA GPUs.
// Generalizes named ops and fuses the chain into one linalg.generic; tiles it
// into block_rows x block_cols tiles on #gpu.block and 1 x vector_width tiles
// on #gpu.thread, vectorizes (128-bit accesses for vector_width 4),
// bufferizes and maps to a gpu.launch; threads per block =
// block_rows * block_cols / vector_width. Knobs: block_rows, block_cols,
// vector_width (block tiles must divide the shape).
// Applies to: rank-2 elementwise kernels (op class elementwise).
module attributes {transform.with_named_sequence, kgen.strategy_needs = "only elementwise linalg ops (every loop parallel)"} {
  // The shared lowering tail (strategies/lib/gpu.mlir).
  transform.named_sequence private @kgen_gpu_bufferize(%root: !transform.any_op {transform.consumed}) -> !transform.any_op
  // The matchers shared by the strategies' @match (strategies/lib/match.mlir).
  transform.named_sequence private @kgen_match_parallel_linalg(%op: !transform.any_op {transform.readonly}) -> !transform.any_op
  transform.named_sequence private @kgen_gpu_map(%funcs: !transform.any_op {transform.consumed})
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
    %f0 = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    %f1 = transform.apply_registered_pass "linalg-generalize-named-ops" to %f0 : (!transform.any_op) -> !transform.any_op
    %fused = transform.apply_registered_pass "linalg-fuse-elementwise-ops" to %f1 : (!transform.any_op) -> !transform.any_op
    %add = transform.structured.match ops{["linalg.generic"]} in %fused : (!transform.any_op) -> !transform.any_op
    %matched = transform.collect_matching @match_elementwise2 in %fused : (!transform.any_op) -> !transform.any_op
    %nmatched = transform.num_associations %matched : (!transform.any_op) -> !transform.param<i64>
    %ngeneric = transform.num_associations %add : (!transform.any_op) -> !transform.param<i64>
    transform.match.param.cmpi eq %nmatched, %ngeneric : !transform.param<i64>
    %br = transform.tune.knob<"block_rows"> = 4 : i64 from options = [1, 2, 4, 8] -> !transform.param<i64>
    %bc = transform.tune.knob<"block_cols"> = 512 : i64 from options = [128, 256, 512, 1024] -> !transform.param<i64>
    %vw = transform.tune.knob<"vector_width"> = 4 : i64 from options = [1, 2, 4] -> !transform.param<i64>
    %t1, %blocks = transform.structured.tile_using_forall %add tile_sizes [%br, %bc] (mapping = [#gpu.block<y>, #gpu.block<x>]) : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)
    %one = transform.param.constant 1 : i64 -> !transform.param<i64>
    %t2, %threads = transform.structured.tile_using_forall %t1 tile_sizes [%one, %vw] (mapping = [#gpu.thread<y>, #gpu.thread<x>]) : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)
    transform.structured.vectorize %t2 vector_sizes [%one, %vw] : !transform.any_op, !transform.param<i64>, !transform.param<i64>
    transform.apply_patterns to %fused { transform.apply_patterns.canonicalization } : !transform.any_op
    %f2 = transform.include @kgen_gpu_bufferize failures(propagate) (%root) : (!transform.any_op) -> !transform.any_op
    // Tiles at the edge of a shape the tiles do not divide are masked:
    // their transfers become masked ones, lowered with the rest.
    transform.apply_patterns to %f2 {
      transform.apply_patterns.vector.lower_masked_transfers
      transform.apply_patterns.vector.cast_away_vector_leading_one_dim
      transform.apply_patterns.vector.lower_transfer max_transfer_rank = 1
      transform.apply_patterns.vector.lower_masks
      transform.apply_patterns.memref.fold_memref_alias_ops
      transform.apply_patterns.canonicalization
    } : !transform.any_op
    transform.apply_cse to %f2 : !transform.any_op
    transform.include @kgen_gpu_map failures(propagate) (%f2) : (!transform.any_op) -> ()
    transform.yield
  }
}
