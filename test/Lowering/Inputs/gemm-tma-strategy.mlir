// transform.kgen.gemm_pipelined on every linalg.matmul: BF16 warpgroup
// MMA, 128x128 tiles, 3 stages, both operands packed, TMA copies.
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %mm = transform.structured.match ops{["linalg.matmul"]} in %root : (!transform.any_op) -> !transform.any_op
    %bm = transform.param.constant 128 : i64 -> !transform.param<i64>
    %auto = transform.param.constant 0 : i64 -> !transform.param<i64>
    %s = transform.param.constant 3 : i64 -> !transform.param<i64>
    %g = transform.param.constant 1 : i64 -> !transform.param<i64>
    %math = transform.param.constant "bf16-wgmma" -> !transform.any_param
    %on = transform.param.constant "on" -> !transform.any_param
    %l = transform.kgen.gemm_pipelined %mm tile = [%bm, %bm, %auto] thread = [%auto, %auto] stages = %s group_m = %g math = %math pack = %on tma = %on
        : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>,
           !transform.param<i64>, !transform.param<i64>, !transform.any_param, !transform.any_param, !transform.any_param) -> !transform.any_op
    transform.yield
  }
}
