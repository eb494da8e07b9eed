// Strategy: matmul on the host CPU.
// Tiles the matmul (tile_m x tile_n x tile_k, all dividing the shapes),
// vectorizes each tile and lowers the contraction to vector FMAs (outer
// products). Knobs: tile_m, tile_n, tile_k. Applies to: linalg.matmul.
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %mm = transform.structured.match ops{["linalg.matmul"]} in %root : (!transform.any_op) -> !transform.any_op
    %tm = transform.tune.knob<"tile_m"> = 8 : i64 from options = [4, 8, 16] -> !transform.param<i64>
    %tn = transform.tune.knob<"tile_n"> = 16 : i64 from options = [8, 16, 32] -> !transform.param<i64>
    %tk = transform.tune.knob<"tile_k"> = 8 : i64 from options = [4, 8, 16] -> !transform.param<i64>
    %tiled, %l0, %l1, %l2 = transform.structured.tile_using_for %mm tile_sizes [%tm, %tn, %tk] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    transform.structured.vectorize %tiled : !transform.any_op
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.apply_patterns to %f {
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
