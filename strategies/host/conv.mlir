// Strategy: 2-D convolutions on the host CPU (linalg.conv_2d_nchw_fchw,
// with or without a tensor.pad producer, any strides and dilations).
// Upstream decomposition: tiles the convolution to tile_f output channels x
// 1 output row x tile_w output columns x tile_c input channels x 1 filter
// row x 1 filter column, so that `transform.structured.decompose` turns
// each tile into a linalg.conv_1d_ncw_fcw, which is vectorized (the
// filter-width loop unrolled into vector FMAs over tile_w outputs); the
// pad becomes a fill and a linalg.copy into the padded buffer (loops). Knobs: tile_f, tile_w, tile_c
// (vectorization wants them to divide the shapes; other points are compile
// errors of that point). Alternative `lowering` = 1 instead rewrites each
// convolution as im2col + linalg.matmul (transform.kgen.rewrite_conv_as_matmul)
// and tiles the matmul like host/matmul (knobs im2col_tile_m, im2col_tile_n,
// im2col_tile_k; the im2col gather and the layout transposes stay loops).
// Applies to: kernels with a linalg.conv_2d_nchw_fchw.
module attributes {transform.with_named_sequence, kgen.strategy_needs = "a linalg.conv_2d_nchw_fchw"} {
  // The cheap, read-only applicability check that kgen-tune runs before
  // the script (docs/search.md); the main sequence starts with it.
  transform.named_sequence @match(%root: !transform.any_op {transform.readonly}) -> !transform.any_op {
    %conv = transform.structured.match ops{["linalg.conv_2d_nchw_fchw"]} in %root : (!transform.any_op) -> !transform.any_op
    %count = transform.num_associations %conv : (!transform.any_op) -> !transform.param<i64>
    %zero = transform.param.constant 0 : i64 -> !transform.param<i64>
    transform.match.param.cmpi gt %count, %zero : !transform.param<i64>
    transform.yield %conv : !transform.any_op
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %conv = transform.include @match failures(propagate) (%root) : (!transform.any_op) -> !transform.any_op
    // A padding producer becomes a fill and a copy into the padded buffer
    // (loops, no runtime memref copy).
    %pads = transform.structured.match ops{["tensor.pad"]} in %root : (!transform.any_op) -> !transform.any_op
    %dps = transform.structured.rewrite_in_destination_passing_style %pads : (!transform.any_op) -> !transform.any_op
    %inserts = transform.structured.match ops{["tensor.insert_slice"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.foreach %inserts : !transform.any_op {
    ^bb0(%i: !transform.any_op):
      %copy = transform.structured.insert_slice_to_copy %i : (!transform.any_op) -> !transform.any_op
    }
    // Alternative `lowering`: 0 = direct (1-D convolutions), 1 = im2col +
    // matmul (transform.kgen.rewrite_conv_as_matmul, then the host/matmul
    // tiling with the im2col_tile_* knobs).
    transform.tune.alternatives<"lowering"> selected_region = 0 attributes {labels = ["direct", "im2col"]} {
      %tf = transform.tune.knob<"tile_f"> = 4 : i64 from options = [1, 2, 4, 8] -> !transform.param<i64>
      %tw = transform.tune.knob<"tile_w"> = 8 : i64 from options = [4, 8, 16] -> !transform.param<i64>
      %tc = transform.tune.knob<"tile_c"> = 4 : i64 from options = [1, 2, 4, 8] -> !transform.param<i64>
      %one = transform.param.constant 1 : i64 -> !transform.param<i64>
      transform.foreach %conv : !transform.any_op {
      ^bb0(%c: !transform.any_op):
        %t, %l0, %l1, %l2, %l3, %l4, %l5, %l6 = transform.structured.tile_using_for %c tile_sizes [%one, %tf, %one, %tw, %tc, %one, %one] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
        %d = transform.structured.decompose %t : (!transform.any_op) -> !transform.any_op
        transform.structured.vectorize %d : !transform.any_op
      }
    }, {
      %im2col, %mm = transform.kgen.rewrite_conv_as_matmul %conv : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
      %mtm = transform.tune.knob<"im2col_tile_m"> = 8 : i64 from options = [4, 8, 16] -> !transform.param<i64>
      %mtn = transform.tune.knob<"im2col_tile_n"> = 16 : i64 from options = [8, 16, 32] -> !transform.param<i64>
      %mtk = transform.tune.knob<"im2col_tile_k"> = 8 : i64 from options = [4, 8, 16] -> !transform.param<i64>
      transform.foreach %mm : !transform.any_op {
      ^bb0(%m: !transform.any_op):
        %mt, %m0, %m1, %m2 = transform.structured.tile_using_for %m tile_sizes [%mtm, %mtn, %mtk] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
        transform.structured.vectorize %mt : !transform.any_op
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
      transform.apply_patterns.vector.lower_contraction lowering_strategy = "outerproduct"
      transform.apply_patterns.vector.lower_outerproduct
      transform.apply_patterns.vector.transfer_permutation_patterns
      transform.apply_patterns.canonicalization
    } : !transform.any_op
    transform.yield
  }
}
