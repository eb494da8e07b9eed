// Host strategy: split the row sum by 7 (interleaved chunks) and the matmul
// split-K by a knob (4), then bufferize.
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.consumed}) {
    %red = transform.structured.match ops{["linalg.generic"]} in %root : (!transform.any_op) -> !transform.any_op
    %mm = transform.structured.match ops{["linalg.matmul"]} in %root : (!transform.any_op) -> !transform.any_op
    %f1, %s1, %c1 = transform.kgen.split_reduction %red {split_factor = 7, inner_parallel} : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %k = transform.tune.knob<"split_k"> = 4 : i64 from options = [2, 4, 6] -> !transform.param<i64>
    %f2, %s2, %c2 = transform.kgen.split_reduction %mm by %k {insert_split_dimension = 2} : (!transform.any_op, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.bufferization.eliminate_empty_tensors %f : !transform.any_op
    %b = transform.bufferization.one_shot_bufferize %root {bufferize_function_boundaries = true, function_boundary_type_conversion = 1 : i32} : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}
