// A strategy whose start (alternatives `path`, region 0: a 2-D
// convolution's tiling) does not apply to a matmul, while region 1 (the
// matmul tiled) does: the tuner starts the matmul from region 1.
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    transform.tune.alternatives<"path"> selected_region = 0 attributes {labels = ["conv", "matmul"]} {
      %c = transform.structured.match ops{["linalg.conv_2d"]} in %root : (!transform.any_op) -> !transform.any_op
      %t = transform.tune.knob<"tile_conv"> = 4 : i64 from options = [4, 8] -> !transform.param<i64>
      %tiled, %loop = transform.structured.tile_using_for %c tile_sizes [%t, 0] : (!transform.any_op, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)
    }, {
      %m = transform.structured.match ops{["linalg.matmul"]} in %root : (!transform.any_op) -> !transform.any_op
      %t = transform.tune.knob<"tile_m"> = 8 : i64 from options = [8, 16] -> !transform.param<i64>
      %tiled, %loop = transform.structured.tile_using_for %m tile_sizes [%t, 0, 0] : (!transform.any_op, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)
    }
    transform.yield
  }
}
