// A strategy that fails on every kernel (it wants a linalg.conv_2d).
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %c = transform.structured.match ops{["linalg.conv_2d"]} in %root : (!transform.any_op) -> !transform.any_op
    %t = transform.tune.knob<"tile"> = 4 : i64 from options = [4, 8] -> !transform.param<i64>
    %tiled, %loop = transform.structured.tile_using_for %c tile_sizes [%t, 0] : (!transform.any_op, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}
