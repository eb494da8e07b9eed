// Strategy: transposed convolutions (kgen.conv_transpose, 1 to 3 spatial
// dims, strides, dilations, padding, groups) on the host CPU.
// Alternative `conv_transpose` (labels direct | conv):
//  0 = direct: the op's own output-stationary decomposition
//      (transform.structured.decompose_interface), loops;
//  1 = conv (the starting point): transform.kgen.rewrite_conv_transpose_as_conv,
//      then transform.kgen.rewrite_conv_as_matmul (im2col + linalg.matmul,
//      linalg.batch_matmul over groups), the matmul tiled by im2col_tile_m x
//      im2col_tile_n x im2col_tile_k and vectorized with masks (tiles need
//      not divide the matmul), contraction as vector FMAs; the gather,
//      zero insertion, weight flip and layout transposes stay loops.
// Applies to: kernels with a kgen.conv_transpose.
module attributes {transform.with_named_sequence, kgen.strategy_needs = "a kgen.conv_transpose"} {
  // The cheap, read-only applicability check that kgen-tune runs before
  // the script (docs/search.md); the main sequence starts with it.
  transform.named_sequence @match(%root: !transform.any_op {transform.readonly}) -> !transform.any_op {
    %ct = transform.structured.match ops{["kgen.conv_transpose"]} in %root : (!transform.any_op) -> !transform.any_op
    %count = transform.num_associations %ct : (!transform.any_op) -> !transform.param<i64>
    %zero = transform.param.constant 0 : i64 -> !transform.param<i64>
    transform.match.param.cmpi gt %count, %zero : !transform.param<i64>
    transform.yield %ct : !transform.any_op
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %ct = transform.include @match failures(propagate) (%root) : (!transform.any_op) -> !transform.any_op
    transform.tune.alternatives<"conv_transpose"> selected_region = 1 attributes {labels = ["direct", "conv"]} {
      transform.foreach %ct : !transform.any_op {
      ^bb0(%c: !transform.any_op):
        %d = transform.structured.decompose_interface %c : (!transform.any_op) -> !transform.any_op
      }
    }, {
      %mtm = transform.tune.knob<"im2col_tile_m"> = 8 : i64 from options = [4, 8, 16] -> !transform.param<i64>
      %mtn = transform.tune.knob<"im2col_tile_n"> = 8 : i64 from options = [4, 8, 16, 32] -> !transform.param<i64>
      %mtk = transform.tune.knob<"im2col_tile_k"> = 8 : i64 from options = [4, 8, 16] -> !transform.param<i64>
      %conv = transform.kgen.rewrite_conv_transpose_as_conv %ct : (!transform.any_op) -> !transform.any_op
      %im2col, %mm = transform.kgen.rewrite_conv_as_matmul %conv : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
      %one = transform.param.constant 1 : i64 -> !transform.param<i64>
      %mms = transform.structured.match ops{["linalg.matmul"]} in %root : (!transform.any_op) -> !transform.any_op
      transform.foreach %mms : !transform.any_op {
      ^bb0(%m: !transform.any_op):
        %mt, %m0, %m1, %m2 = transform.structured.tile_using_for %m tile_sizes [%mtm, %mtn, %mtk] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
        transform.structured.vectorize %mt vector_sizes [%mtm, %mtn, %mtk] : !transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>
      }
      %bmms = transform.structured.match ops{["linalg.batch_matmul"]} in %root : (!transform.any_op) -> !transform.any_op
      transform.foreach %bmms : !transform.any_op {
      ^bb0(%m: !transform.any_op):
        %mt, %m0, %m1, %m2, %m3 = transform.structured.tile_using_for %m tile_sizes [%one, %mtm, %mtn, %mtk] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
        transform.structured.vectorize %mt vector_sizes [1, %mtm, %mtn, %mtk] : !transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>
      }
      %fm = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
      transform.apply_patterns to %fm {
        transform.apply_patterns.vector.reduction_to_contract
        transform.apply_patterns.vector.transfer_permutation_patterns
      } : !transform.any_op
    }
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.apply_patterns to %f {
      transform.apply_patterns.linalg.tiling_canonicalization
      transform.apply_patterns.vector.lower_masked_transfers
      transform.apply_patterns.vector.lower_masks
      transform.apply_patterns.vector.lower_contraction lowering_strategy = "outerproduct"
      transform.apply_patterns.vector.lower_outerproduct
      transform.apply_patterns.vector.transfer_permutation_patterns
      transform.apply_patterns.canonicalization
    } : !transform.any_op
    transform.yield
  }
}
