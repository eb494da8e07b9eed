// Strategy: contractions other than linalg.matmul on NVIDIA GPUs,
// register-tiled (the gpu/matmul approach): linalg.batch_matmul (with or
// without indexing maps) and linalg.generic contractions (a
// multiply-accumulate body; transposed operands included) of rank 4
// (b, m, n, k) or rank 3 (m, n, k). Block tiles of 1 batch x block_m x
// block_n on #gpu.block<z, y, x> (rank 3: block_m x block_n on y, x), the
// accumulator fill fused in; each thread computes a thread_m x thread_n
// tile (threads: y = block_m / thread_m, x = block_n / thread_n), stepping
// through K by tile_k with the accumulators in registers (vector FMAs,
// hoisted C transfers). Alternatives `epilogue`: 0 = fused (elementwise
// consumers, chains or DAGs with broadcast operands, fused into the block
// and thread tiles by transform.kgen.fuse_epilogue: they run on the
// accumulators, one launch), 1 = separate (naive launches).
// Knobs: block_m, block_n, thread_m, thread_n, tile_k (the tiles
// must divide the shapes; threads per block at most 1024; other points are
// compile errors of that point). Applies to: kernels with one such
// contraction; linalg.matmul is gpu/matmul's.
module attributes {transform.with_named_sequence, kgen.strategy_needs = "exactly one contraction of rank 3 or 4 (a batched matmul or a tensor-matrix product)"} {
  // The shared lowering tail (strategies/lib/gpu.mlir).
  transform.named_sequence private @kgen_gpu_bufferize(%root: !transform.any_op {transform.consumed}) -> !transform.any_op
  transform.named_sequence private @kgen_gpu_map(%funcs: !transform.any_op {transform.consumed})
  transform.named_sequence @match_contraction3(%op: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.match.operation_name %op ["linalg.generic"] : !transform.any_op
    transform.match.structured %op : !transform.any_op {
    ^bb0(%s: !transform.any_op):
      %rank = transform.match.structured.rank %s : (!transform.any_op) -> !transform.param<i64>
      %three = transform.param.constant 3 : i64 -> !transform.param<i64>
      transform.match.param.cmpi eq %rank, %three : !transform.param<i64>
      transform.match.structured.dim %s[0, 1] {parallel} : !transform.any_op
      transform.match.structured.dim %s[2] {reduction} : !transform.any_op
      transform.match.structured.body %s {contraction = ["arith.mulf", "arith.addf"]} : !transform.any_op
      transform.match.structured.yield
    }
    transform.yield %op : !transform.any_op
  }
  transform.named_sequence @match_contraction4(%op: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.match.operation_name %op ["linalg.generic", "linalg.batch_matmul"] : !transform.any_op
    transform.match.structured %op : !transform.any_op {
    ^bb0(%s: !transform.any_op):
      %rank = transform.match.structured.rank %s : (!transform.any_op) -> !transform.param<i64>
      %four = transform.param.constant 4 : i64 -> !transform.param<i64>
      transform.match.param.cmpi eq %rank, %four : !transform.param<i64>
      transform.match.structured.dim %s[0, 1, 2] {parallel} : !transform.any_op
      transform.match.structured.dim %s[3] {reduction} : !transform.any_op
      transform.match.structured.body %s {contraction = ["arith.mulf", "arith.addf"]} : !transform.any_op
      transform.match.structured.yield
    }
    transform.yield %op : !transform.any_op
  }
  // The cheap, read-only applicability check that kgen-tune runs before
  // the script (docs/search.md); the main sequence starts with it.
  transform.named_sequence @match(%root: !transform.any_op {transform.readonly}) -> (!transform.any_op, !transform.any_op) {
    %c3 = transform.collect_matching @match_contraction3 in %root : (!transform.any_op) -> !transform.any_op
    %c4 = transform.collect_matching @match_contraction4 in %root : (!transform.any_op) -> !transform.any_op
    %all = transform.merge_handles %c3, %c4 : !transform.any_op
    %count = transform.num_associations %all : (!transform.any_op) -> !transform.param<i64>
    %one = transform.param.constant 1 : i64 -> !transform.param<i64>
    transform.match.param.cmpi eq %count, %one : !transform.param<i64>
    transform.yield %c3, %c4 : !transform.any_op, !transform.any_op
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.consumed}) {
    %c3, %c4 = transform.include @match failures(propagate) (%root) : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %all = transform.merge_handles %c3, %c4 : !transform.any_op
    %one = transform.param.constant 1 : i64 -> !transform.param<i64>
    %bm = transform.tune.knob<"block_m"> = 64 : i64 from options = [16, 32, 64, 128] -> !transform.param<i64>
    %bn = transform.tune.knob<"block_n"> = 64 : i64 from options = [16, 32, 64, 128] -> !transform.param<i64>
    %tm = transform.tune.knob<"thread_m"> = 4 : i64 from options = [1, 2, 4, 8] -> !transform.param<i64>
    %tn = transform.tune.knob<"thread_n"> = 4 : i64 from options = [1, 2, 4, 8] -> !transform.param<i64>
    %tk = transform.tune.knob<"tile_k"> = 8 : i64 from options = [4, 8, 16] -> !transform.param<i64>
    %fill = transform.get_producer_of_operand %all[2] : (!transform.any_op) -> !transform.any_op
    transform.foreach %c3 : !transform.any_op {
    ^bb0(%c: !transform.any_op):
      %t1, %blocks = transform.structured.tile_using_forall %c tile_sizes [%bm, %bn] (mapping = [#gpu.block<y>, #gpu.block<x>]) : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)
    }
    transform.foreach %c4 : !transform.any_op {
    ^bb0(%c: !transform.any_op):
      %t1, %blocks = transform.structured.tile_using_forall %c tile_sizes [%one, %bm, %bn] (mapping = [#gpu.block<z>, #gpu.block<y>, #gpu.block<x>]) : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)
    }
    %blocks0 = transform.structured.match ops{["scf.forall"]} in %root : (!transform.any_op) -> !transform.any_op
    // Alternative `epilogue`: 0 = fused (the elementwise consumers go into
    // the block tile here and into the thread tile below, so they run on the
    // accumulator registers; no epilogue: the same as separate), 1 =
    // separate (naive launches).
    transform.tune.alternatives<"epilogue"> selected_region = 0 attributes {labels = ["fused", "separate"]} {
      transform.foreach %blocks0 : !transform.any_op {
      ^bb0(%l: !transform.any_op):
        transform.sequence %l : !transform.any_op failures(suppress) {
        ^bb1(%l1: !transform.any_op):
          %e1, %nl1 = transform.kgen.fuse_epilogue %l1 : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
        }
      }
    }, {
    }
    %blocks = transform.structured.match ops{["scf.forall"]} in %root : (!transform.any_op) -> !transform.any_op
    %f1, %blocks2 = transform.structured.fuse_into_containing_op %fill into %blocks : (!transform.any_op, !transform.any_op) -> (!transform.any_op, !transform.any_op)
    %fc = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.apply_patterns to %fc { transform.apply_patterns.canonicalization } : !transform.any_op
    transform.apply_cse to %fc : !transform.any_op
    %b3 = transform.collect_matching @match_contraction3 in %blocks2 : (!transform.any_op) -> !transform.any_op
    %b4 = transform.collect_matching @match_contraction4 in %blocks2 : (!transform.any_op) -> !transform.any_op
    transform.foreach %b3 : !transform.any_op {
    ^bb0(%c: !transform.any_op):
      %t2, %threads = transform.structured.tile_using_forall %c tile_sizes [%tm, %tn] (mapping = [#gpu.thread<y>, #gpu.thread<x>]) : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)
    }
    transform.foreach %b4 : !transform.any_op {
    ^bb0(%c: !transform.any_op):
      %t2, %threads = transform.structured.tile_using_forall %c tile_sizes [0, %tm, %tn] (mapping = [#gpu.thread<y>, #gpu.thread<x>]) : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)
    }
    %tl3 = transform.collect_matching @match_contraction3 in %blocks2 : (!transform.any_op) -> !transform.any_op
    %tl4 = transform.collect_matching @match_contraction4 in %blocks2 : (!transform.any_op) -> !transform.any_op
    %tl = transform.merge_handles %tl3, %tl4 : !transform.any_op
    %tforall0 = transform.get_parent_op %tl {op_name = "scf.forall"} : (!transform.any_op) -> !transform.any_op
    transform.foreach %tforall0 : !transform.any_op {
    ^bb0(%l: !transform.any_op):
      transform.sequence %l : !transform.any_op failures(suppress) {
      ^bb1(%l1: !transform.any_op):
        %e2, %nl2 = transform.kgen.fuse_epilogue %l1 : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
      }
    }
    %tlb3 = transform.collect_matching @match_contraction3 in %blocks2 : (!transform.any_op) -> !transform.any_op
    %tlb4 = transform.collect_matching @match_contraction4 in %blocks2 : (!transform.any_op) -> !transform.any_op
    %tlb = transform.merge_handles %tlb3, %tlb4 : !transform.any_op
    %tforall = transform.get_parent_op %tlb {op_name = "scf.forall"} : (!transform.any_op) -> !transform.any_op
    %f2, %threads2 = transform.structured.fuse_into_containing_op %f1 into %tforall : (!transform.any_op, !transform.any_op) -> (!transform.any_op, !transform.any_op)
    %t3 = transform.collect_matching @match_contraction3 in %threads2 : (!transform.any_op) -> !transform.any_op
    %t4 = transform.collect_matching @match_contraction4 in %threads2 : (!transform.any_op) -> !transform.any_op
    transform.foreach %t3 : !transform.any_op {
    ^bb0(%c: !transform.any_op):
      %k3, %kloop = transform.structured.tile_using_for %c tile_sizes [0, 0, %tk] : (!transform.any_op, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)
      transform.structured.vectorize %k3 : !transform.any_op
    }
    transform.foreach %t4 : !transform.any_op {
    ^bb0(%c: !transform.any_op):
      %k4, %kloop = transform.structured.tile_using_for %c tile_sizes [0, 0, 0, %tk] : (!transform.any_op, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)
      transform.structured.vectorize %k4 : !transform.any_op
    }
    transform.structured.vectorize %f2 : !transform.any_op
    // The epilogue ops in the thread tiles (the contractions are vectorized
    // already; none under `separate`).
    %epi = transform.structured.match ops{["linalg.generic"]} in %threads2 : (!transform.any_op) -> !transform.any_op
    transform.foreach %epi : !transform.any_op {
    ^bb0(%e: !transform.any_op):
      transform.structured.vectorize %e : !transform.any_op
    }
    // The accumulators become loop-carried vectors (registers).
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.apply_patterns to %f {
      transform.apply_patterns.tensor.fold_tensor_subset_ops_into_vector_transfers
      transform.apply_patterns.canonicalization
    } : !transform.any_op
    %kloops = transform.structured.match ops{["scf.for"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %kloops : !transform.any_op
    transform.apply_patterns to %f { transform.apply_patterns.canonicalization } : !transform.any_op
    %fb = transform.include @kgen_gpu_bufferize failures(propagate) (%root) : (!transform.any_op) -> !transform.any_op
    transform.apply_patterns to %fb {
      transform.apply_patterns.memref.fold_memref_alias_ops
      transform.apply_patterns.canonicalization
    } : !transform.any_op
    transform.apply_cse to %fb : !transform.any_op
    %fh = transform.structured.hoist_redundant_vector_transfers %fb : (!transform.any_op) -> !transform.any_op
    transform.apply_patterns to %fh {
      transform.apply_patterns.vector.cast_away_vector_leading_one_dim
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
    transform.include @kgen_gpu_map failures(propagate) (%fh) : (!transform.any_op) -> ()
    transform.yield
  }
}
