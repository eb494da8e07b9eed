// Strategy: row-wise kernels on NVIDIA GPUs: row reductions (sum, max,
// mean, norms over the innermost dimension) and softmax- and norm-like
// kernels. Decomposes linalg.softmax and kgen's normalization ops,
// generalizes and fuses elementwise producers; tiles the kernel's last op
// into block_rows rows per block (#gpu.block<x>) and 1 row per thread
// (#gpu.thread<x>), and fuses every producer into the thread's loop: each
// thread computes its row's reductions in registers and its row's
// elementwise ops, reading the row in vector_width-wide chunks.
// Threads per block = block_rows. Knobs: block_rows, vector_width.
// Applies to: kernels whose reductions are rank-2 linalg ops with a
// parallel outer and a reduction inner loop (at least one), whose last op
// is such a reduction or an elementwise op on the rows.
module attributes {transform.with_named_sequence, kgen.strategy_needs = "a reduction (a linalg op with a reduction loop, a softmax, log-softmax, logsumexp, layer norm or RMS norm)"} {
  // The shared lowering tail (strategies/lib/gpu.mlir).
  transform.named_sequence private @kgen_gpu_bufferize(%root: !transform.any_op {transform.consumed}) -> !transform.any_op
  // The matchers shared by the strategies' @match (strategies/lib/match.mlir).
  transform.named_sequence private @kgen_match_parallel_linalg(%op: !transform.any_op {transform.readonly}) -> !transform.any_op
  transform.named_sequence private @kgen_gpu_lower_flat_vectors(%fb: !transform.any_op {transform.readonly})
  transform.named_sequence private @kgen_gpu_map(%funcs: !transform.any_op {transform.consumed})
  transform.named_sequence private @kgen_gpu_fuse_into_blocks(%funcs: !transform.any_op {transform.readonly}, %blocks: !transform.any_op {transform.readonly})
  transform.named_sequence private @kgen_gpu_fuse_into_threads(%funcs: !transform.any_op {transform.readonly}, %blocks: !transform.any_op {transform.readonly}, %threads: !transform.any_op {transform.readonly})
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
  transform.named_sequence @match_rank2(%op: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.match.structured %op : !transform.any_op {
    ^bb0(%s: !transform.any_op):
      %rank = transform.match.structured.rank %s : (!transform.any_op) -> !transform.param<i64>
      %two = transform.param.constant 2 : i64 -> !transform.param<i64>
      transform.match.param.cmpi eq %rank, %two : !transform.param<i64>
      transform.match.structured.yield
    }
    transform.yield %op : !transform.any_op
  }
  // A rank-2 structured op with one result (not the multi-result
  // recurrence of an online decomposition, which stays a scalar loop).
  transform.named_sequence @match_rank2_single(%op: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.match.structured %op : !transform.any_op {
    ^bb0(%s: !transform.any_op):
      %rank = transform.match.structured.rank %s : (!transform.any_op) -> !transform.param<i64>
      %two = transform.param.constant 2 : i64 -> !transform.param<i64>
      transform.match.param.cmpi eq %rank, %two : !transform.param<i64>
      %n = transform.match.structured.num_inits %s : (!transform.any_op) -> !transform.param<i64>
      %one = transform.param.constant 1 : i64 -> !transform.param<i64>
      transform.match.param.cmpi eq %n, %one : !transform.param<i64>
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
    // ops are decomposed: 0 = interface (their AggregatedOpInterface
    // decomposition), 1 = two_pass (transform.kgen.decompose_normalization:
    // shifted statistics, nothing of the input's size materialized),
    // 2 = online (one reduction carrying running max and sum, or Welford;
    // the multi-result reduction stays a scalar loop). Kernels without
    // such ops: the three are the same.
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
    %reductions = transform.collect_matching @match_row_reduction in %f2 : (!transform.any_op) -> !transform.any_op
    %count = transform.num_associations %reductions : (!transform.any_op) -> !transform.param<i64>
    %zero = transform.param.constant 0 : i64 -> !transform.param<i64>
    transform.match.param.cmpi gt %count, %zero : !transform.param<i64>
    %ret = transform.structured.match ops{["func.return"]} in %f2 : (!transform.any_op) -> !transform.any_op
    %last = transform.get_producer_of_operand %ret[0] : (!transform.any_op) -> !transform.any_op
    %br = transform.tune.knob<"block_rows"> = 64 : i64 from options = [32, 64, 128, 256] -> !transform.param<i64>
    %one = transform.param.constant 1 : i64 -> !transform.param<i64>
    // Blocks of rows, then a row per thread, each with its producers.
    %t1, %blocks = transform.structured.tile_using_forall %last tile_sizes [%br] (mapping = [#gpu.block<x>]) : (!transform.any_op, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)
    transform.include @kgen_gpu_fuse_into_blocks failures(propagate) (%f2, %blocks) : (!transform.any_op, !transform.any_op) -> ()
    %t2, %threads = transform.structured.tile_using_forall %t1 tile_sizes [%one] (mapping = [#gpu.thread<x>]) : (!transform.any_op, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)
    transform.include @kgen_gpu_fuse_into_threads failures(propagate) (%f2, %blocks, %threads) : (!transform.any_op, !transform.any_op, !transform.any_op) -> ()
    // In the thread: rank-2 ops along the row in vector_width chunks.
    %vw = transform.tune.knob<"vector_width"> = 4 : i64 from options = [1, 2, 4] -> !transform.param<i64>
    %rowops = transform.collect_matching @match_rank2_single in %threads : (!transform.any_op) -> !transform.any_op
    transform.foreach %rowops : !transform.any_op {
    ^bb0(%r: !transform.any_op):
      %rt, %rl = transform.structured.tile_using_for %r tile_sizes [0, %vw] : (!transform.any_op, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)
      transform.structured.vectorize %rt vector_sizes [%one, %vw] : !transform.any_op, !transform.param<i64>, !transform.param<i64>
    }
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
