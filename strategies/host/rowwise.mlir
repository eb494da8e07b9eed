// Strategy: row-wise kernels on the host CPU: row reductions (sum, max,
// mean, norms over the innermost dimension) and softmax- and norm-like
// kernels (several row reductions and the elementwise ops between them).
// Decomposes linalg.softmax and kgen's normalization ops (their upstream
// AggregatedOpInterface decomposition), generalizes, fuses elementwise
// producers into their consumers, then tiles the kernel's last op by
// tile_rows rows and fuses every producer into that row loop (one
// computation per producer and row block: duplicates from multiple uses
// are merged by CSE). In the row loop, each reduction is reduced with
// vector accumulators (alternative `accumulate`: 0 = 8-wide chunks, each
// reduced horizontally into the row's scalar; 1 / 2 = 8- / 16-wide
// partial accumulators added vertically, reduced once per row), each
// rank-2 elementwise op is tiled 1 x vector_width-wide along the row; all
// of it is vectorized. Knobs: tile_rows, vector_width, accumulate.
// Partial tiles are handled by tiling; vectorization wants the row length
// divisible by the widths (a point that does not divide is a compile
// error of that point).
// Applies to: kernels whose reductions are rank-2 linalg ops with a
// parallel outer loop and a reduction inner loop (at least one), whose
// last op is such a reduction or an elementwise op on the rows.
module attributes {transform.with_named_sequence, kgen.strategy_needs = "a reduction (a linalg op with a reduction loop, a softmax, log-softmax, logsumexp, layer norm or RMS norm)"} {
  // The matchers shared by the strategies' @match (strategies/lib/match.mlir).
  transform.named_sequence private @kgen_match_parallel_linalg(%op: !transform.any_op {transform.readonly}) -> !transform.any_op
  // A rank-2 structured op: parallel rows, reduced along the row.
  transform.named_sequence @match_row_reduction(%op: !transform.any_op {transform.readonly}) -> !transform.any_op {
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
  // A row reduction with one result (not the multi-result recurrences of
  // the online decompositions, which neither vectorize nor split).
  transform.named_sequence @match_single_row_reduction(%op: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.match.structured %op : !transform.any_op {
    ^bb0(%s: !transform.any_op):
      %rank = transform.match.structured.rank %s : (!transform.any_op) -> !transform.param<i64>
      %two = transform.param.constant 2 : i64 -> !transform.param<i64>
      transform.match.param.cmpi eq %rank, %two : !transform.param<i64>
      transform.match.structured.dim %s[0] {parallel} : !transform.any_op
      transform.match.structured.dim %s[1] {reduction} : !transform.any_op
      %n = transform.match.structured.num_inits %s : (!transform.any_op) -> !transform.param<i64>
      %one = transform.param.constant 1 : i64 -> !transform.param<i64>
      transform.match.param.cmpi eq %n, %one : !transform.param<i64>
      transform.match.structured.yield
    }
    transform.yield %op : !transform.any_op
  }
  // A structured op other than a multi-result reduction.
  transform.named_sequence @match_vectorizable(%op: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.match.structured %op : !transform.any_op {
    ^bb0(%s: !transform.any_op):
      %n = transform.match.structured.num_inits %s : (!transform.any_op) -> !transform.param<i64>
      %one = transform.param.constant 1 : i64 -> !transform.param<i64>
      transform.match.param.cmpi eq %n, %one : !transform.param<i64>
      transform.match.structured.yield
    }
    transform.yield %op : !transform.any_op
  }
  // A rank-2 structured op with only parallel loops.
  transform.named_sequence @match_rank2_elementwise(%op: !transform.any_op {transform.readonly}) -> !transform.any_op {
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
  // the script (docs/search.md): the kernel has a reduction (a linalg op
  // with a loop that is not parallel, or a softmax or normalization op the
  // script decomposes).
  transform.named_sequence @match(%root: !transform.any_op {transform.readonly}) {
    %linalg = transform.structured.match interface{LinalgOp} in %root : (!transform.any_op) -> !transform.any_op
    %agg = transform.structured.match ops{["linalg.softmax", "kgen.log_softmax", "kgen.logsumexp", "kgen.layer_norm", "kgen.rms_norm"]} in %root : (!transform.any_op) -> !transform.any_op
    %all = transform.merge_handles %linalg, %agg : !transform.any_op
    %parallel = transform.collect_matching @kgen_match_parallel_linalg in %root : (!transform.any_op) -> !transform.any_op
    %nall = transform.num_associations %all : (!transform.any_op) -> !transform.param<i64>
    %nparallel = transform.num_associations %parallel : (!transform.any_op) -> !transform.param<i64>
    transform.match.param.cmpi gt %nall, %nparallel : !transform.param<i64>
    transform.yield
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.consumed}) {
    transform.include @match failures(propagate) (%root) : (!transform.any_op) -> ()
    %agg = transform.structured.match ops{["linalg.softmax", "kgen.log_softmax", "kgen.logsumexp", "kgen.layer_norm", "kgen.rms_norm"]} in %root : (!transform.any_op) -> !transform.any_op
    // Alternative `normalization`: how softmax and the kgen normalization
    // ops are decomposed: 0 = their AggregatedOpInterface decomposition,
    // 1 = transform.kgen.decompose_normalization form = "two_pass" (shifted
    // statistics, nothing of the input's size materialized), 2 = form =
    // "online" (one reduction carrying running max and sum, or Welford).
    // Kernels without such ops: the three are the same.
    transform.tune.alternatives<"normalization"> selected_region = 0 attributes {labels = ["interface", "two_pass", "online"]} {
      %dec = transform.structured.decompose_interface %agg : (!transform.any_op) -> !transform.any_op
    }, {
      %dr, %de = transform.kgen.decompose_normalization %agg form = "two_pass" : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    }, {
      %dr, %de = transform.kgen.decompose_normalization %agg form = "online" : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    }
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    %f1 = transform.apply_registered_pass "linalg-generalize-named-ops" to %f : (!transform.any_op) -> !transform.any_op
    %f2 = transform.apply_registered_pass "linalg-fuse-elementwise-ops" to %f1 : (!transform.any_op) -> !transform.any_op
    // Applies only when there is a row reduction.
    %reductions = transform.collect_matching @match_row_reduction in %f2 : (!transform.any_op) -> !transform.any_op
    %count = transform.num_associations %reductions : (!transform.any_op) -> !transform.param<i64>
    %zero = transform.param.constant 0 : i64 -> !transform.param<i64>
    transform.match.param.cmpi gt %count, %zero : !transform.param<i64>
    // Row blocks: the last op tiled, every producer fused into the loop.
    %ret = transform.structured.match ops{["func.return"]} in %f2 : (!transform.any_op) -> !transform.any_op
    %last = transform.get_producer_of_operand %ret[0] : (!transform.any_op) -> !transform.any_op
    %rows = transform.tune.knob<"tile_rows"> = 2 : i64 from options = [1, 2, 4, 8] -> !transform.param<i64>
    %tiled, %loop = transform.structured.fuse %last tile_sizes [%rows] {apply_cleanup} : (!transform.any_op, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)
    transform.apply_cse to %f2 : !transform.any_op
    // Elementwise ops along the row.
    %vw = transform.tune.knob<"vector_width"> = 8 : i64 from options = [4, 8, 16] -> !transform.param<i64>
    %ew = transform.collect_matching @match_rank2_elementwise in %loop : (!transform.any_op) -> !transform.any_op
    transform.foreach %ew : !transform.any_op {
    ^bb0(%e: !transform.any_op):
      %et, %el = transform.structured.tile_using_for %e tile_sizes [0, %vw] : (!transform.any_op, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)
    }
    // Reductions along the row.
    %red = transform.collect_matching @match_single_row_reduction in %loop : (!transform.any_op) -> !transform.any_op
    transform.tune.alternatives<"accumulate"> selected_region = 1 {
      %rt, %rl = transform.structured.tile_using_for %red tile_sizes [0, 8] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    }, {
      %fill, %split, %merge, %rl = transform.structured.tile_reduction_using_for %red by tile_sizes = [0, 8] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    }, {
      %fill, %split, %merge, %rl = transform.structured.tile_reduction_using_for %red by tile_sizes = [0, 16] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    }
    // Multi-result reductions (online softmax, Welford) stay loops.
    %ops = transform.collect_matching @match_vectorizable in %loop : (!transform.any_op) -> !transform.any_op
    transform.structured.vectorize %ops : !transform.any_op
    transform.apply_patterns to %f2 {
      transform.apply_patterns.linalg.tiling_canonicalization
      transform.apply_patterns.canonicalization
    } : !transform.any_op
    %loops = transform.structured.match ops{["scf.for"]} in %f2 : (!transform.any_op) -> !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loops : !transform.any_op
    transform.apply_patterns to %f2 {
      transform.apply_patterns.vector.lower_multi_reduction lowering_strategy = "innerreduction"
      transform.apply_patterns.tensor.fold_tensor_subset_ops_into_vector_transfers
      transform.apply_patterns.canonicalization
    } : !transform.any_op
    // Buffers: the result written in place, temporaries (row blocks of
    // intermediate values) allocated once outside the row loop.
    transform.bufferization.eliminate_empty_tensors %f2 : !transform.any_op
    %b = transform.bufferization.one_shot_bufferize %root {bufferize_function_boundaries = true, function_boundary_type_conversion = 1 : i32} : (!transform.any_op) -> !transform.any_op
    %fb = transform.structured.match ops{["func.func"]} in %b : (!transform.any_op) -> !transform.any_op
    %fh = transform.apply_registered_pass "buffer-loop-hoisting" to %fb : (!transform.any_op) -> !transform.any_op
    transform.apply_patterns to %fh {
      transform.apply_patterns.vector.transfer_permutation_patterns
      transform.apply_patterns.vector.cast_away_vector_leading_one_dim
      transform.apply_patterns.vector.transfer_to_scf full_unroll = true
      transform.apply_patterns.vector.lower_transfer max_transfer_rank = 1
      transform.apply_patterns.memref.fold_memref_alias_ops
      transform.apply_patterns.canonicalization
    } : !transform.any_op
    transform.apply_cse to %fh : !transform.any_op
    transform.yield
  }
}
