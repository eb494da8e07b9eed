// Strategy: contractions other than linalg.matmul on the host CPU:
// linalg.batch_matmul (with or without indexing maps), and linalg.generic
// contractions (a multiply-accumulate body; transposed operands included),
// with or without a leading batch loop. The matmul approach: tiles each
// contraction tile_m x tile_n x tile_k (a batch loop by 1), vectorizes each
// tile and lowers the contraction to vector FMAs (outer products); the
// accumulator fill and elementwise consumers stay as they are (the
// lowering's loops). Knobs: tile_m, tile_n, tile_k (vectorization wants
// them to divide the shapes; other points are compile errors of that
// point). Applies to: kernels with a batch_matmul or a generic
// contraction of rank 3 (m, n, k) or 4 (b, m, n, k); linalg.matmul is
// host/matmul's.
module attributes {transform.with_named_sequence, kgen.strategy_needs = "a contraction of rank 3 or 4 (a batched matmul or a tensor-matrix product)"} {
  transform.named_sequence @match_contraction3(%op: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.match.operation_name %op ["linalg.generic", "linalg.batch_matmul"] : !transform.any_op
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
    %zero = transform.param.constant 0 : i64 -> !transform.param<i64>
    transform.match.param.cmpi gt %count, %zero : !transform.param<i64>
    transform.yield %c3, %c4 : !transform.any_op, !transform.any_op
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %c3, %c4 = transform.include @match failures(propagate) (%root) : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %tm = transform.tune.knob<"tile_m"> = 8 : i64 from options = [4, 8, 16] -> !transform.param<i64>
    %tn = transform.tune.knob<"tile_n"> = 16 : i64 from options = [8, 16, 32] -> !transform.param<i64>
    %tk = transform.tune.knob<"tile_k"> = 8 : i64 from options = [4, 8, 16] -> !transform.param<i64>
    %one = transform.param.constant 1 : i64 -> !transform.param<i64>
    transform.foreach %c3 : !transform.any_op {
    ^bb0(%c: !transform.any_op):
      %t, %l0, %l1, %l2 = transform.structured.tile_using_for %c tile_sizes [%tm, %tn, %tk] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
      transform.structured.vectorize %t : !transform.any_op
    }
    transform.foreach %c4 : !transform.any_op {
    ^bb0(%c: !transform.any_op):
      %t, %lb, %l0, %l1, %l2 = transform.structured.tile_using_for %c tile_sizes [%one, %tm, %tn, %tk] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
      transform.structured.vectorize %t : !transform.any_op
    }
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.apply_patterns to %f {
      transform.apply_patterns.vector.cast_away_vector_leading_one_dim
      transform.apply_patterns.vector.reduction_to_contract
      transform.apply_patterns.vector.transfer_permutation_patterns
    } : !transform.any_op
    transform.apply_patterns to %f {
      transform.apply_patterns.vector.lower_contraction lowering_strategy = "outerproduct"
      transform.apply_patterns.vector.lower_multi_reduction lowering_strategy = "innerreduction"
      transform.apply_patterns.vector.transfer_permutation_patterns
      transform.apply_patterns.vector.lower_outerproduct
      transform.apply_patterns.canonicalization
    } : !transform.any_op
    transform.yield
  }
}
