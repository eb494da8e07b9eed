// Strategy: 2-D pooling on the host CPU (linalg.pooling_nchw_max and
// linalg.pooling_nchw_sum, any window, strides and dilations; an average
// pool's divide stays a separate elementwise op). Tiles the pooling op to
// 1 image x tile_c channels x 1 output row x tile_w output columns x 1
// window row x 1 window column; `transform.structured.decompose` turns each
// tile into a 1-D pooling op, which is vectorized (the window loop
// unrolled into vector max/add over tile_w outputs). Knobs: tile_c, tile_w
// (vectorization wants them to divide the shapes; other points are compile
// errors of that point). Alternative `pool_as_conv` = 1: sum pooling as a
// depthwise convolution (transform.kgen.rewrite_pool_as_conv), loops.
// Applies to: kernels with a linalg.pooling_nchw_max
// or linalg.pooling_nchw_sum.
module attributes {transform.with_named_sequence, kgen.strategy_needs = "a linalg.pooling_nchw_max or linalg.pooling_nchw_sum"} {
  // The cheap, read-only applicability check that kgen-tune runs before
  // the script (docs/search.md); the main sequence starts with it.
  transform.named_sequence @match(%root: !transform.any_op {transform.readonly}) -> !transform.any_op {
    %pool = transform.structured.match ops{["linalg.pooling_nchw_max", "linalg.pooling_nchw_sum"]} in %root : (!transform.any_op) -> !transform.any_op
    %count = transform.num_associations %pool : (!transform.any_op) -> !transform.param<i64>
    %zero = transform.param.constant 0 : i64 -> !transform.param<i64>
    transform.match.param.cmpi gt %count, %zero : !transform.param<i64>
    transform.yield %pool : !transform.any_op
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %pool = transform.include @match failures(propagate) (%root) : (!transform.any_op) -> !transform.any_op
    %zero = transform.param.constant 0 : i64 -> !transform.param<i64>
    %tc = transform.tune.knob<"tile_c"> = 4 : i64 from options = [1, 2, 4, 8] -> !transform.param<i64>
    %tw = transform.tune.knob<"tile_w"> = 8 : i64 from options = [4, 8, 16] -> !transform.param<i64>
    %one = transform.param.constant 1 : i64 -> !transform.param<i64>
    // Alternative `pool_as_conv`: 0 = direct (1-D pooling ops); 1 = each sum
    // pooling rewritten as a depthwise convolution with unit weights
    // (transform.kgen.rewrite_pool_as_conv) tiled the same way, its tiles
    // left as loops (upstream decomposes only NHWC depthwise convolutions);
    // max pooling stays direct. Fails on kernels without a sum pooling.
    transform.tune.alternatives<"pool_as_conv"> selected_region = 0 attributes {labels = ["direct", "conv"]} {
      transform.foreach %pool : !transform.any_op {
      ^bb0(%p: !transform.any_op):
        %t, %l0, %l1, %l2, %l3, %l4, %l5 = transform.structured.tile_using_for %p tile_sizes [%one, %tc, %one, %tw, %one, %one] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
        %d = transform.structured.decompose %t : (!transform.any_op) -> !transform.any_op
        transform.structured.vectorize %d : !transform.any_op
      }
    }, {
      %sums = transform.structured.match ops{["linalg.pooling_nchw_sum"]} in %root : (!transform.any_op) -> !transform.any_op
      %maxes = transform.structured.match ops{["linalg.pooling_nchw_max"]} in %root : (!transform.any_op) -> !transform.any_op
      %nsum = transform.num_associations %sums : (!transform.any_op) -> !transform.param<i64>
      transform.match.param.cmpi gt %nsum, %zero : !transform.param<i64>
      %convs = transform.kgen.rewrite_pool_as_conv %sums : (!transform.any_op) -> !transform.any_op
      transform.foreach %convs : !transform.any_op {
      ^bb0(%c: !transform.any_op):
        %ct, %k0, %k1, %k2, %k3 = transform.structured.tile_using_for %c tile_sizes [%one, %tc, %one, %tw] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
      }
      transform.foreach %maxes : !transform.any_op {
      ^bb0(%p: !transform.any_op):
        %t, %l0, %l1, %l2, %l3, %l4, %l5 = transform.structured.tile_using_for %p tile_sizes [%one, %tc, %one, %tw, %one, %one] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
        %d = transform.structured.decompose %t : (!transform.any_op) -> !transform.any_op
        transform.structured.vectorize %d : !transform.any_op
      }
    }
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.apply_patterns to %f {
      transform.apply_patterns.linalg.tiling_canonicalization
      transform.apply_patterns.vector.transfer_permutation_patterns
      transform.apply_patterns.canonicalization
    } : !transform.any_op
    transform.yield
  }
}
