// The GPU strategies' shared lowering tail: named sequences a strategy
// declares (a `transform.named_sequence` without a body) and calls with
// `transform.include`; the tuner links their definitions into the strategy
// when it loads it (lib/Search/Strategy.cpp), so resolved and exported
// scripts stand alone. Not a strategy itself (strategies/lib/ is not
// searched for strategies).
module attributes {transform.with_named_sequence} {
  // Bufferizes the whole payload (function boundaries included, identity
  // layouts at them) after eliminating its empty tensors; returns the
  // bufferized functions.
  transform.named_sequence @kgen_gpu_bufferize(%root: !transform.any_op {transform.consumed}) -> !transform.any_op {
    %funcs = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.bufferization.eliminate_empty_tensors %funcs : !transform.any_op
    %b = transform.bufferization.one_shot_bufferize %root {bufferize_function_boundaries = true, function_boundary_type_conversion = 1 : i32} : (!transform.any_op) -> !transform.any_op
    %fb = transform.structured.match ops{["func.func"]} in %b : (!transform.any_op) -> !transform.any_op
    transform.yield %fb : !transform.any_op
  }

  // The vectors of register-tiled strategies (contractions, convolutions,
  // pools): hoisted out of their K loops, contractions to outer products
  // and FMAs, transfers to rank 1, masks lowered; returns the functions.
  transform.named_sequence @kgen_gpu_lower_tiled_vectors(%fb: !transform.any_op {transform.consumed}) -> !transform.any_op {
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
    transform.apply_patterns to %fh {
      transform.apply_patterns.vector.lower_masked_transfers
      transform.apply_patterns.vector.lower_masks
      transform.apply_patterns.canonicalization
    } : !transform.any_op
    transform.yield %fh : !transform.any_op
  }

  // The vectors of the other strategies (elementwise, reductions, pools):
  // transfers to rank 1, leading unit dimensions dropped, views folded into
  // the accesses.
  transform.named_sequence @kgen_gpu_lower_flat_vectors(%fb: !transform.any_op {transform.readonly}) {
    transform.apply_patterns to %fb {
      transform.apply_patterns.vector.cast_away_vector_leading_one_dim
      transform.apply_patterns.vector.lower_transfer max_transfer_rank = 1
      transform.apply_patterns.memref.fold_memref_alias_ops
      transform.apply_patterns.canonicalization
    } : !transform.any_op
    transform.apply_cse to %fb : !transform.any_op
    transform.yield
  }

  // The block and thread foralls of `funcs` to a gpu.launch (threads from
  // the foralls' static sizes).
  transform.named_sequence @kgen_gpu_map(%funcs: !transform.any_op {transform.consumed}) {
    %launch = transform.gpu.map_forall_to_blocks %funcs generate_gpu_launch : (!transform.any_op) -> !transform.any_op
    %l2 = transform.kgen.map_nested_forall_to_threads %launch : (!transform.any_op) -> !transform.any_op
    transform.yield
  }

  // A linalg op directly in a function (not yet in a loop).
  transform.named_sequence @kgen_match_func_level_linalg(%op: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.match.structured %op : !transform.any_op {
    ^bb0(%s: !transform.any_op):
      transform.match.structured.yield
    }
    %parent = transform.get_parent_op %op {nth_parent = 1} : (!transform.any_op) -> !transform.any_op
    transform.match.operation_name %parent ["func.func"] : !transform.any_op
    transform.yield %op : !transform.any_op
  }
  // A linalg op in a block's loop (not yet in a thread's).
  transform.named_sequence @kgen_match_block_level_linalg(%op: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.match.structured %op : !transform.any_op {
    ^bb0(%s: !transform.any_op):
      transform.match.structured.yield
    }
    %grandparent = transform.get_parent_op %op {nth_parent = 2} : (!transform.any_op) -> !transform.any_op
    transform.match.operation_name %grandparent ["func.func"] : !transform.any_op
    transform.yield %op : !transform.any_op
  }

  // Fuses the linalg ops left in the functions `funcs` into the block
  // forall `blocks` (the tiled last op's loop): fuse_into_containing_op
  // fuses one use per listed producer, so three rounds fuse the producers
  // with several uses (softmax's and the norms' inputs are read by up to
  // three ops).
  transform.named_sequence @kgen_gpu_fuse_into_blocks(%funcs: !transform.any_op {transform.readonly}, %blocks: !transform.any_op {transform.readonly}) {
    %r1 = transform.collect_matching @kgen_match_func_level_linalg in %funcs : (!transform.any_op) -> !transform.any_op
    %p1, %b1 = transform.structured.fuse_into_containing_op %r1 into %blocks : (!transform.any_op, !transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.apply_patterns to %funcs { transform.apply_patterns.canonicalization } : !transform.any_op
    transform.apply_cse to %funcs : !transform.any_op
    %r2 = transform.collect_matching @kgen_match_func_level_linalg in %funcs : (!transform.any_op) -> !transform.any_op
    %p2, %b2 = transform.structured.fuse_into_containing_op %r2 into %blocks : (!transform.any_op, !transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.apply_patterns to %funcs { transform.apply_patterns.canonicalization } : !transform.any_op
    transform.apply_cse to %funcs : !transform.any_op
    %r3 = transform.collect_matching @kgen_match_func_level_linalg in %funcs : (!transform.any_op) -> !transform.any_op
    %p3, %b3 = transform.structured.fuse_into_containing_op %r3 into %blocks : (!transform.any_op, !transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.apply_patterns to %funcs { transform.apply_patterns.canonicalization } : !transform.any_op
    transform.apply_cse to %funcs : !transform.any_op
    transform.yield
  }

  // The same one level down: the linalg ops in the block forall `blocks`
  // into its thread forall `threads`.
  transform.named_sequence @kgen_gpu_fuse_into_threads(%funcs: !transform.any_op {transform.readonly}, %blocks: !transform.any_op {transform.readonly}, %threads: !transform.any_op {transform.readonly}) {
    %s1 = transform.collect_matching @kgen_match_block_level_linalg in %blocks : (!transform.any_op) -> !transform.any_op
    %q1, %c1 = transform.structured.fuse_into_containing_op %s1 into %threads : (!transform.any_op, !transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.apply_patterns to %funcs { transform.apply_patterns.canonicalization } : !transform.any_op
    transform.apply_cse to %funcs : !transform.any_op
    %s2 = transform.collect_matching @kgen_match_block_level_linalg in %blocks : (!transform.any_op) -> !transform.any_op
    %q2, %c2 = transform.structured.fuse_into_containing_op %s2 into %threads : (!transform.any_op, !transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.apply_patterns to %funcs { transform.apply_patterns.canonicalization } : !transform.any_op
    transform.apply_cse to %funcs : !transform.any_op
    %s3 = transform.collect_matching @kgen_match_block_level_linalg in %blocks : (!transform.any_op) -> !transform.any_op
    %q3, %c3 = transform.structured.fuse_into_containing_op %s3 into %threads : (!transform.any_op, !transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.apply_patterns to %funcs { transform.apply_patterns.canonicalization } : !transform.any_op
    transform.apply_cse to %funcs : !transform.any_op
    transform.yield
  }
}
