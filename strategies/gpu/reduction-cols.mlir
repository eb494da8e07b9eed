// Strategy: column reductions on NVIDIA GPUs: a rank-2 reduction whose
// outer loop reduces and whose inner loop is parallel (the sum, max or mean
// of each column), or a rank-3 one over the middle loop of [B, R, C] (a
// reduction over dimension 1 of a 3-D tensor: torch's sum/mean/max/min/prod
// over dim=1), with elementwise producers and consumers fused.
// Generalizes, recomputes a cheap producer with several uses in each
// consumer (kgen-recompute-elementwise: a batch norm's x - mean, read by the
// variance and by the normalization, is not stored), fuses elementwise
// producers, interchanges the reduction to (column, row) order ((batch,
// column, row) in rank 3), and an elementwise last op over the reduction's
// whole input likewise (a batch norm's normalization, which broadcasts the
// statistics over the rows), tiles the kernel's
// last op into block_cols columns per block (#gpu.block<x>; a batch per
// #gpu.block<y> in rank 3) and one column per thread (#gpu.thread<x>) and
// fuses the producers into the thread's loop: each thread walks down its
// column with the accumulator in a register, and the threads of a warp read
// adjacent columns (coalesced). The last op is the one whose result the
// function returns, directly or through a reshape (keepdim's
// tensor.expand_shape). Threads per block = block_cols. Knobs: block_cols.
// Applies to: kernels with exactly one such column reduction, whose last
// op is the reduction, an elementwise op on its result, or an elementwise
// op over the reduction's input's shape (each thread then walks down its
// column twice: the statistics, then the output).
module attributes {transform.with_named_sequence, kgen.strategy_needs = "a linalg op with a reduction loop"} {
  // The shared lowering tail (strategies/lib/gpu.mlir).
  transform.named_sequence private @kgen_gpu_bufferize(%root: !transform.any_op {transform.consumed}) -> !transform.any_op
  // The matchers shared by the strategies' @match (strategies/lib/match.mlir).
  transform.named_sequence private @kgen_match_parallel_linalg(%op: !transform.any_op {transform.readonly}) -> !transform.any_op
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
  transform.named_sequence @match_batched_col_reduction(%op: !transform.any_op {transform.readonly}) -> !transform.any_op {
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
  // The last op: the producer of the returned value, or of the source of a
  // returned reshape (keepdim's tensor.expand_shape).
  transform.named_sequence @match_reshape_source(%op: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.match.operation_name %op ["tensor.expand_shape", "tensor.collapse_shape"] : !transform.any_op
    %src = transform.get_producer_of_operand %op[0] : (!transform.any_op) -> !transform.any_op
    transform.yield %src : !transform.any_op
  }
  // An elementwise op of rank 2 or 3: a last op over the reduction's whole
  // input, [R, C] or [B, R, C].
  transform.named_sequence @match_elementwise_rank2(%op: !transform.any_op {transform.readonly}) -> !transform.any_op {
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
  transform.named_sequence @match_elementwise_rank3(%op: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.match.structured %op : !transform.any_op {
    ^bb0(%s: !transform.any_op):
      %rank = transform.match.structured.rank %s : (!transform.any_op) -> !transform.param<i64>
      %three = transform.param.constant 3 : i64 -> !transform.param<i64>
      transform.match.param.cmpi eq %rank, %three : !transform.param<i64>
      transform.match.structured.dim %s[all] {parallel} : !transform.any_op
      transform.match.structured.yield
    }
    transform.yield %op : !transform.any_op
  }
  // The kernel's last op (see above), for the function `f`.
  transform.named_sequence @last_ops(%f: !transform.any_op {transform.readonly}) -> !transform.any_op {
    %ret = transform.structured.match ops{["func.return"]} in %f : (!transform.any_op) -> !transform.any_op
    %returned = transform.get_producer_of_operand %ret[0] : (!transform.any_op) -> !transform.any_op
    %viaReshape = transform.collect_matching @match_reshape_source in %returned : (!transform.any_op) -> !transform.any_op
    %direct = transform.collect_matching @match_structured in %returned : (!transform.any_op) -> !transform.any_op
    %lasts = transform.merge_handles %viaReshape, %direct : !transform.any_op
    transform.yield %lasts : !transform.any_op
  }
  transform.named_sequence @match_structured(%op: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.match.structured %op : !transform.any_op {
    ^bb0(%s: !transform.any_op):
      transform.match.structured.yield
    }
    transform.yield %op : !transform.any_op
  }
  // A fill, generalized: a structured op without inputs.
  transform.named_sequence @match_fill(%op: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.match.structured %op : !transform.any_op {
    ^bb0(%s: !transform.any_op):
      %n = transform.match.structured.num_inputs %s : (!transform.any_op) -> !transform.param<i64>
      %z = transform.param.constant 0 : i64 -> !transform.param<i64>
      transform.match.param.cmpi eq %n, %z : !transform.param<i64>
      transform.match.structured.yield
    }
    transform.yield %op : !transform.any_op
  }
  // The thread's accumulator in a private 1-element buffer (a register
  // after mem2reg), written to the result once: accumulated in place, it is
  // stored on every row (the input may alias it).
  transform.named_sequence @private_accumulators(%threads: !transform.any_op {transform.readonly}) {
    %fills = transform.collect_matching @match_fill in %threads : (!transform.any_op) -> !transform.any_op
    transform.foreach %fills : !transform.any_op {
    ^bb0(%fill: !transform.any_op):
      %acc, %accnew = transform.structured.bufferize_to_allocation %fill {alloc_op = "memref.alloca", bufferize_destination_only} : !transform.any_op
    }
    transform.yield
  }
  // The cheap, read-only applicability check that kgen-tune runs before
  // the script (docs/search.md): the kernel has a reduction (a linalg op
  // with a loop that is not parallel).
  transform.named_sequence @match(%root: !transform.any_op {transform.readonly}) {
    %linalg = transform.structured.match interface{LinalgOp} in %root : (!transform.any_op) -> !transform.any_op
    %parallel = transform.collect_matching @kgen_match_parallel_linalg in %root : (!transform.any_op) -> !transform.any_op
    %nlinalg = transform.num_associations %linalg : (!transform.any_op) -> !transform.param<i64>
    %nparallel = transform.num_associations %parallel : (!transform.any_op) -> !transform.param<i64>
    transform.match.param.cmpi gt %nlinalg, %nparallel : !transform.param<i64>
    transform.yield
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.consumed}) {
    transform.include @match failures(propagate) (%root) : (!transform.any_op) -> ()
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    %f1 = transform.apply_registered_pass "linalg-generalize-named-ops" to %f : (!transform.any_op) -> !transform.any_op
    %f1r = transform.apply_registered_pass "kgen-recompute-elementwise" to %f1 : (!transform.any_op) -> !transform.any_op
    %f2 = transform.apply_registered_pass "linalg-fuse-elementwise-ops" to %f1r : (!transform.any_op) -> !transform.any_op
    // Unit dimensions dropped (upstream's reshape fusion gives a keepdim
    // reduction over [B, R, C] a unit loop: (b, 1, r, c)), so that the
    // reduction is rank 2 or 3 and its consumers rank 1 or 2.
    transform.apply_patterns to %f2 {
      transform.apply_patterns.linalg.fold_unit_extent_dims_via_reshapes
      transform.apply_patterns.canonicalization
    } : !transform.any_op
    %red2 = transform.collect_matching @match_col_reduction in %f2 : (!transform.any_op) -> !transform.any_op
    %red3 = transform.collect_matching @match_batched_col_reduction in %f2 : (!transform.any_op) -> !transform.any_op
    %redi2 = transform.structured.interchange %red2 iterator_interchange = [1, 0] : (!transform.any_op) -> !transform.any_op
    %redi3 = transform.structured.interchange %red3 iterator_interchange = [0, 2, 1] : (!transform.any_op) -> !transform.any_op
    %redi = transform.merge_handles %redi2, %redi3 : !transform.any_op
    %count = transform.num_associations %redi : (!transform.any_op) -> !transform.param<i64>
    %unit = transform.param.constant 1 : i64 -> !transform.param<i64>
    transform.match.param.cmpi eq %count, %unit : !transform.param<i64>
    // An elementwise last op over the reduction's input, [R, C] or
    // [B, R, C], interchanged as the reduction was: its first loops are
    // then the columns (and batches) too. Tiled in (row, column) order, a
    // thread would get a row and need every column's statistics: the whole
    // reduction and its producers, per thread.
    transform.foreach %redi2 : !transform.any_op {
    ^bb0(%unused: !transform.any_op):
      %l2 = transform.include @last_ops failures(propagate) (%f2) : (!transform.any_op) -> !transform.any_op
      %e2 = transform.collect_matching @match_elementwise_rank2 in %l2 : (!transform.any_op) -> !transform.any_op
      %e2i = transform.structured.interchange %e2 iterator_interchange = [1, 0] : (!transform.any_op) -> !transform.any_op
    }
    transform.foreach %redi3 : !transform.any_op {
    ^bb0(%unused: !transform.any_op):
      %l3 = transform.include @last_ops failures(propagate) (%f2) : (!transform.any_op) -> !transform.any_op
      %e3 = transform.collect_matching @match_elementwise_rank3 in %l3 : (!transform.any_op) -> !transform.any_op
      %e3i = transform.structured.interchange %e3 iterator_interchange = [0, 2, 1] : (!transform.any_op) -> !transform.any_op
    }
    %lasts = transform.include @last_ops failures(propagate) (%f2) : (!transform.any_op) -> !transform.any_op
    %nlast = transform.num_associations %lasts : (!transform.any_op) -> !transform.param<i64>
    transform.match.param.cmpi eq %nlast, %unit : !transform.param<i64>
    %br = transform.tune.knob<"block_cols"> = 128 : i64 from options = [32, 64, 128, 256] -> !transform.param<i64>
    %one = transform.param.constant 1 : i64 -> !transform.param<i64>
    // Blocks of columns (and a batch each), then a column per thread, each
    // with its producers.
    // The last op's loops: (columns) or (batches, columns), with the
    // reduction's row loop after them where it is the reduction itself.
    transform.foreach %redi2 : !transform.any_op {
    ^bb0(%unused: !transform.any_op):
      %last = transform.merge_handles %lasts : !transform.any_op
      %t1, %blocks = transform.structured.tile_using_forall %last tile_sizes [%br] (mapping = [#gpu.block<x>]) : (!transform.any_op, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)
      transform.include @kgen_gpu_fuse_into_blocks failures(propagate) (%f2, %blocks) : (!transform.any_op, !transform.any_op) -> ()
      %t2, %threads = transform.structured.tile_using_forall %t1 tile_sizes [%one] (mapping = [#gpu.thread<x>]) : (!transform.any_op, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)
      transform.include @kgen_gpu_fuse_into_threads failures(propagate) (%f2, %blocks, %threads) : (!transform.any_op, !transform.any_op, !transform.any_op) -> ()
      transform.include @private_accumulators failures(propagate) (%threads) : (!transform.any_op) -> ()
    }
    transform.foreach %redi3 : !transform.any_op {
    ^bb0(%unused: !transform.any_op):
      %last = transform.merge_handles %lasts : !transform.any_op
      %t1, %blocks = transform.structured.tile_using_forall %last tile_sizes [%one, %br] (mapping = [#gpu.block<y>, #gpu.block<x>]) : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)
      transform.include @kgen_gpu_fuse_into_blocks failures(propagate) (%f2, %blocks) : (!transform.any_op, !transform.any_op) -> ()
      %t2, %threads = transform.structured.tile_using_forall %t1 tile_sizes [0, %one] (mapping = [#gpu.thread<x>]) : (!transform.any_op, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)
      transform.include @kgen_gpu_fuse_into_threads failures(propagate) (%f2, %blocks, %threads) : (!transform.any_op, !transform.any_op, !transform.any_op) -> ()
      transform.include @private_accumulators failures(propagate) (%threads) : (!transform.any_op) -> ()
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
