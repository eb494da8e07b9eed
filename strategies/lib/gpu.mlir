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
}
