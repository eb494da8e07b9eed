// Strategy: row-wise kernels with long rows on NVIDIA GPUs, ONE BLOCK PER
// ROW: row reductions (sum, max, mean, norms over the innermost dimension)
// and softmax- and norm-like kernels (linalg.softmax and kgen's
// normalization ops are decomposed first). For few long rows (e.g. 4096 x
// 65536), where gpu/rowwise (a row per thread) has too little parallelism.
// Steps: decompose, generalize, fuse elementwise producers; elementwise ops
// used twice (softmax's exp, a norm's centered input) are recomputed in
// each consumer instead of being stored; the last op is tiled by one row
// per block (#gpu.block<x>) with every producer fused. In the block, each
// row reduction is split (split_reduction, inner parallel) into row_chunk
// lanes: lane p accumulates elements p, p + row_chunk, p + 2 row_chunk...;
// the block_threads threads each own row_chunk / block_threads adjacent
// lanes (one vector in registers, read as 128-bit loads when the width is
// a multiple of 4: a warp reads adjacent words, coalesced). The lanes go to
// shared memory, 32 threads reduce them 32 apart (no bank conflicts) into
// 32 shared partials that every thread then reduces: per-row scalars (max,
// sum, mean, variance) live in every thread's registers (no device malloc).
// Elementwise ops on the row run in chunks of row_chunk, each thread its
// row_chunk / block_threads adjacent elements (a barrier per chunk).
// The row is read once per reduction pass plus once for the output (the
// two-pass softmax: max, sum of exp, output).
// Knobs: block_threads (threads per block), row_chunk (alternatives
// 0..4: 256, 512, 1024, 2048, 4096 lanes; the vector width per thread is
// row_chunk / block_threads, from 1 to 32; fewer lanes than threads
// leaves threads idle in the reductions). A point is legal when row_chunk divides
// the row length (otherwise split_reduction fails: a compile error of
// that point); shared memory is row_chunk * 4 bytes per reduction (+128).
// Applies to: kernels whose reductions are rank-2 linalg ops with a
// parallel outer loop and a reduction inner loop (at least one), whose
// last op is such a reduction or an elementwise op on the rows.
module attributes {transform.with_named_sequence, kgen.strategy_needs = "a reduction (a linalg op with a reduction loop, a softmax, log-softmax, logsumexp, layer norm or RMS norm)"} {
  // The shared lowering tail (strategies/lib/gpu.mlir).
  transform.named_sequence private @kgen_gpu_bufferize(%root: !transform.any_op {transform.consumed}) -> !transform.any_op
  // The matchers shared by the strategies' @match (strategies/lib/match.mlir).
  transform.named_sequence private @kgen_match_parallel_linalg(%op: !transform.any_op {transform.readonly}) -> !transform.any_op
  transform.named_sequence private @kgen_gpu_lower_flat_vectors(%fb: !transform.any_op {transform.readonly})
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
  // The split op: (row, step, lane) = parallel, reduction, parallel.
  transform.named_sequence @match_split(%op: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.match.structured %op : !transform.any_op {
    ^bb0(%s: !transform.any_op):
      %rank = transform.match.structured.rank %s : (!transform.any_op) -> !transform.param<i64>
      %three = transform.param.constant 3 : i64 -> !transform.param<i64>
      transform.match.param.cmpi eq %rank, %three : !transform.param<i64>
      transform.match.structured.dim %s[0, 2] {parallel} : !transform.any_op
      transform.match.structured.dim %s[1] {reduction} : !transform.any_op
      transform.match.structured.yield
    }
    transform.yield %op : !transform.any_op
  }
  // A rank-2 row reduction in a block's loop (the combining op).
  transform.named_sequence @match_block_level_reduction(%op: !transform.any_op {transform.readonly}) -> !transform.any_op {
    %r = transform.include @match_row_reduction failures(propagate) (%op) : (!transform.any_op) -> !transform.any_op
    %parent = transform.get_parent_op %op {nth_parent = 1} : (!transform.any_op) -> !transform.any_op
    transform.match.operation_name %parent ["scf.forall"] : !transform.any_op
    %grandparent = transform.get_parent_op %op {nth_parent = 2} : (!transform.any_op) -> !transform.any_op
    transform.match.operation_name %grandparent ["func.func"] : !transform.any_op
    transform.yield %op : !transform.any_op
  }
  transform.named_sequence @match_block_level_elementwise(%op: !transform.any_op {transform.readonly}) -> !transform.any_op {
    %r = transform.include @match_rank2_elementwise failures(propagate) (%op) : (!transform.any_op) -> !transform.any_op
    %parent = transform.get_parent_op %op {nth_parent = 1} : (!transform.any_op) -> !transform.any_op
    transform.match.operation_name %parent ["scf.forall"] : !transform.any_op
    %grandparent = transform.get_parent_op %op {nth_parent = 2} : (!transform.any_op) -> !transform.any_op
    transform.match.operation_name %grandparent ["func.func"] : !transform.any_op
    transform.yield %op : !transform.any_op
  }


  transform.named_sequence @match_top_level_rank2_elementwise(%op: !transform.any_op {transform.readonly}) -> !transform.any_op {
    %r = transform.include @match_rank2_elementwise failures(propagate) (%op) : (!transform.any_op) -> !transform.any_op
    %parent = transform.get_parent_op %op {nth_parent = 1} : (!transform.any_op) -> !transform.any_op
    transform.match.operation_name %parent ["func.func"] : !transform.any_op
    transform.yield %op : !transform.any_op
  }
  // The init of a per-row scalar in a block: a fill (generic, no inputs)
  // of a tensor.empty.
  transform.named_sequence @match_block_level_scalar_init(%op: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.match.structured %op : !transform.any_op {
    ^bb0(%s: !transform.any_op):
      %n = transform.match.structured.num_inputs %s : (!transform.any_op) -> !transform.param<i64>
      %z = transform.param.constant 0 : i64 -> !transform.param<i64>
      transform.match.param.cmpi eq %n, %z : !transform.param<i64>
      transform.match.structured.yield
    }
    %parent = transform.get_parent_op %op {nth_parent = 1} : (!transform.any_op) -> !transform.any_op
    transform.match.operation_name %parent ["scf.forall"] : !transform.any_op
    %grandparent = transform.get_parent_op %op {nth_parent = 2} : (!transform.any_op) -> !transform.any_op
    transform.match.operation_name %grandparent ["func.func"] : !transform.any_op
    %e = transform.get_producer_of_operand %op[0] : (!transform.any_op) -> !transform.any_op
    transform.match.operation_name %e ["tensor.empty"] : !transform.any_op
    transform.yield %op : !transform.any_op
  }
  // The producer of a structured op's (first) init.
  transform.named_sequence @init_of(%op: !transform.any_op {transform.readonly}) -> !transform.any_op {
    %i = transform.match.structured %op : (!transform.any_op) -> !transform.any_op {
    ^bb0(%s: !transform.any_op):
      %p = transform.match.structured.init %s[0] : (!transform.any_op) -> !transform.any_op
      transform.match.structured.yield %p : !transform.any_op
    }
    transform.yield %i : !transform.any_op
  }
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
  transform.named_sequence @match_top_level_linalg(%op: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.match.structured %op : !transform.any_op {
    ^bb0(%s: !transform.any_op):
      transform.match.structured.yield
    }
    %parent = transform.get_parent_op %op {nth_parent = 1} : (!transform.any_op) -> !transform.any_op
    transform.match.operation_name %parent ["func.func"] : !transform.any_op
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
    // shifted statistics, nothing of the input's size materialized). No
    // online form: its multi-result reduction cannot be split into lanes
    // (pinning normalization:online leaves this strategy out). Kernels
    // without such ops: the two are the same.
    transform.tune.alternatives<"normalization"> selected_region = 0 attributes {labels = ["interface", "two_pass"]} {
      %dec = transform.structured.decompose_interface %agg : (!transform.any_op) -> !transform.any_op
    }, {
      %dr, %de = transform.kgen.decompose_normalization %agg form = "two_pass" : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    }
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    %f1 = transform.apply_registered_pass "linalg-generalize-named-ops" to %f : (!transform.any_op) -> !transform.any_op
    %f2 = transform.apply_registered_pass "linalg-fuse-elementwise-ops" to %f1 : (!transform.any_op) -> !transform.any_op
    %reductions = transform.collect_matching @match_row_reduction in %f2 : (!transform.any_op) -> !transform.any_op
    %count = transform.num_associations %reductions : (!transform.any_op) -> !transform.param<i64>
    %zero = transform.param.constant 0 : i64 -> !transform.param<i64>
    transform.match.param.cmpi gt %count, %zero : !transform.param<i64>
    // Elementwise producers with several uses (softmax's exp, a norm's
    // centered input) are duplicated into the last op: a one-iteration
    // loop around it, the producers fused into the loop (the originals
    // stay for their other uses), then fused into their consumers.
    %ret0 = transform.structured.match ops{["func.return"]} in %f2 : (!transform.any_op) -> !transform.any_op
    %last0 = transform.get_producer_of_operand %ret0[0] : (!transform.any_op) -> !transform.any_op
    %lt, %ll = transform.structured.tile_using_forall %last0 num_threads [1] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %multi = transform.collect_matching @match_top_level_rank2_elementwise in %f2 : (!transform.any_op) -> !transform.any_op
    %fm, %ll2 = transform.structured.fuse_into_containing_op %multi into %ll : (!transform.any_op, !transform.any_op) -> (!transform.any_op, !transform.any_op)
    %f2m = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    %f3 = transform.apply_registered_pass "linalg-fuse-elementwise-ops" to %f2m : (!transform.any_op) -> !transform.any_op
    transform.apply_patterns to %f3 { transform.apply_patterns.canonicalization } : !transform.any_op
    %T = transform.tune.knob<"block_threads"> = 256 : i64 from options = [128, 256, 512, 1024] -> !transform.param<i64>
    %ret = transform.structured.match ops{["func.return"]} in %f3 : (!transform.any_op) -> !transform.any_op
    %last = transform.get_producer_of_operand %ret[0] : (!transform.any_op) -> !transform.any_op
    %one = transform.param.constant 1 : i64 -> !transform.param<i64>
    %t1, %blocks = transform.structured.tile_using_forall %last tile_sizes [%one] (mapping = [#gpu.block<x>]) : (!transform.any_op, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)
    %r1 = transform.collect_matching @match_top_level_linalg in %f3 : (!transform.any_op) -> !transform.any_op
    %p1, %b1 = transform.structured.fuse_into_containing_op %r1 into %blocks : (!transform.any_op, !transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.apply_patterns to %f3 { transform.apply_patterns.canonicalization } : !transform.any_op
    transform.apply_cse to %f3 : !transform.any_op
    %r2 = transform.collect_matching @match_top_level_linalg in %f3 : (!transform.any_op) -> !transform.any_op
    %p2, %b2 = transform.structured.fuse_into_containing_op %r2 into %blocks : (!transform.any_op, !transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.apply_patterns to %f3 { transform.apply_patterns.canonicalization } : !transform.any_op
    transform.apply_cse to %f3 : !transform.any_op
    %r3 = transform.collect_matching @match_top_level_linalg in %f3 : (!transform.any_op) -> !transform.any_op
    %p3, %b3 = transform.structured.fuse_into_containing_op %r3 into %blocks : (!transform.any_op, !transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.apply_patterns to %f3 { transform.apply_patterns.canonicalization } : !transform.any_op
    transform.apply_cse to %f3 : !transform.any_op
    // Per-row scalars (a softmax's max and sum, a norm's mean): every
    // thread of the block computes them (from shared partials) into its
    // own registers.
    transform.apply_patterns to %f3 {
      transform.apply_patterns.tensor.fold_tensor_empty
      transform.apply_patterns.canonicalization
    } : !transform.any_op
    %scalars = transform.collect_matching @match_block_level_scalar_init in %blocks : (!transform.any_op) -> !transform.any_op
    transform.foreach %scalars : !transform.any_op {
    ^bb0(%si: !transform.any_op):
      %sb, %sn = transform.structured.bufferize_to_allocation %si {alloc_op = "memref.alloca", bufferize_destination_only} : !transform.any_op
    }
    // Each row reduction split into F lanes: lane p accumulates the
    // elements p, p + F, p + 2F, ... (coalesced), then the lanes combine.
    %blockred = transform.collect_matching @match_block_level_reduction in %blocks : (!transform.any_op) -> !transform.any_op
    %F = transform.tune.alternatives<"row_chunk"> selected_region = 2 -> !transform.param<i64> {
      %a, %b, %c, %d = transform.structured.split_reduction %blockred {split_factor = 256, insert_split_dimension = 1, inner_parallel} : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
      %p = transform.param.constant 256 : i64 -> !transform.param<i64>
      transform.yield %p : !transform.param<i64>
    }, {
      %a, %b, %c, %d = transform.structured.split_reduction %blockred {split_factor = 512, insert_split_dimension = 1, inner_parallel} : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
      %p = transform.param.constant 512 : i64 -> !transform.param<i64>
      transform.yield %p : !transform.param<i64>
    }, {
      %a, %b, %c, %d = transform.structured.split_reduction %blockred {split_factor = 1024, insert_split_dimension = 1, inner_parallel} : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
      %p = transform.param.constant 1024 : i64 -> !transform.param<i64>
      transform.yield %p : !transform.param<i64>
    }, {
      %a, %b, %c, %d = transform.structured.split_reduction %blockred {split_factor = 2048, insert_split_dimension = 1, inner_parallel} : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
      %p = transform.param.constant 2048 : i64 -> !transform.param<i64>
      transform.yield %p : !transform.param<i64>
    }, {
      %a, %b, %c, %d = transform.structured.split_reduction %blockred {split_factor = 4096, insert_split_dimension = 1, inner_parallel} : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
      %p = transform.param.constant 4096 : i64 -> !transform.param<i64>
      transform.yield %p : !transform.param<i64>
    }
    // Threads: each split op's lanes, F / T contiguous lanes per thread.
    %splits = transform.collect_matching @match_split in %blocks : (!transform.any_op) -> !transform.any_op
    transform.foreach %splits : !transform.any_op {
    ^bb0(%s: !transform.any_op):
      %fillp = transform.include @init_of failures(propagate) (%s) : (!transform.any_op) -> !transform.any_op
      %buf, %new = transform.structured.bufferize_to_allocation %fillp {memory_space = #gpu.address_space<workgroup>, bufferize_destination_only} : !transform.any_op
      %st, %sl = transform.structured.tile_using_forall %s num_threads [0, 0, %T] (mapping = [#gpu.thread<x>]) : (!transform.any_op, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)
      %fp, %sl2 = transform.structured.fuse_into_containing_op %fillp into %sl : (!transform.any_op, !transform.any_op) -> (!transform.any_op, !transform.any_op)
      %sk, %kl = transform.structured.tile_using_for %st tile_sizes [0, 1, 0] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    }
    transform.apply_patterns to %f3 { transform.apply_patterns.canonicalization } : !transform.any_op
    // Combining: the partials split again, 32 lanes (32 threads, each
    // stepping through the partials 32 apart: no bank conflicts), then
    // every thread reduces the 32 results (shared memory both).
    %combines = transform.collect_matching @match_block_level_reduction in %blocks : (!transform.any_op) -> !transform.any_op
    transform.foreach %combines : !transform.any_op {
    ^bb0(%c: !transform.any_op):
      %ci, %cf, %cs, %cc = transform.structured.split_reduction %c {split_factor = 32, insert_split_dimension = 1, inner_parallel} : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
      %buf, %new = transform.structured.bufferize_to_allocation %cf {memory_space = #gpu.address_space<workgroup>, bufferize_destination_only} : !transform.any_op
      %c32 = transform.param.constant 32 : i64 -> !transform.param<i64>
      %ct, %cl = transform.structured.tile_using_forall %cs num_threads [0, 0, %c32] (mapping = [#gpu.thread<x>]) : (!transform.any_op, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)
      %cfp, %cl2 = transform.structured.fuse_into_containing_op %cf into %cl : (!transform.any_op, !transform.any_op) -> (!transform.any_op, !transform.any_op)
      %ck, %ckl = transform.structured.tile_using_for %ct tile_sizes [0, 1, 0] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    }
    transform.apply_patterns to %f3 { transform.apply_patterns.canonicalization } : !transform.any_op
    transform.apply_cse to %f3 : !transform.any_op
    // Elementwise ops on the row: chunks of F, F / T contiguous elements
    // per thread (the threads of a warp cover adjacent 128-bit words).
    %ew = transform.collect_matching @match_block_level_elementwise in %blocks : (!transform.any_op) -> !transform.any_op
    transform.foreach %ew : !transform.any_op {
    ^bb0(%e: !transform.any_op):
      %et, %el = transform.structured.tile_using_for %e tile_sizes [0, %F] : (!transform.any_op, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)
      %ett, %etl = transform.structured.tile_using_forall %et num_threads [0, %T] (mapping = [#gpu.thread<x>]) : (!transform.any_op, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)
    }
    transform.apply_patterns to %f3 { transform.apply_patterns.canonicalization } : !transform.any_op
    // vectorize_nd_extract: a tensor.extract in a body (a loss's pick of
    // each row's target class) becomes a gather, not a failure.
    %ops = transform.structured.match interface{LinalgOp} in %blocks : (!transform.any_op) -> !transform.any_op
    transform.structured.vectorize %ops {vectorize_nd_extract} : !transform.any_op
    transform.apply_patterns to %f3 {
      transform.apply_patterns.linalg.tiling_canonicalization
      transform.apply_patterns.tensor.fold_tensor_subset_ops_into_vector_transfers
      transform.apply_patterns.canonicalization
    } : !transform.any_op
    transform.apply_patterns to %f3 {
      transform.apply_patterns.vector.lower_multi_reduction lowering_strategy = "innerparallel"
    } : !transform.any_op
    %loops = transform.structured.match ops{["scf.for"]} in %f3 : (!transform.any_op) -> !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loops : !transform.any_op
    %fb = transform.include @kgen_gpu_bufferize failures(propagate) (%root) : (!transform.any_op) -> !transform.any_op
    transform.include @kgen_gpu_lower_flat_vectors failures(propagate) (%fb) : (!transform.any_op) -> ()
    %launch = transform.gpu.map_forall_to_blocks %fb generate_gpu_launch : (!transform.any_op) -> !transform.any_op
    %l2 = transform.kgen.map_nested_forall_to_threads %launch block_dims = [%T, %one, %one] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.any_op
    transform.yield
  }
}
