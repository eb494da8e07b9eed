// Tensor-core matmul strategy used by use-tensor-cores-ptx.mlir: 32x16
// block tiles on #gpu.block, bufferize, one warp per block, and the tile's
// matmul rewritten to mma.sync by transform.kgen.use_tensor_cores (which
// checks the module's precision policy and target).
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.consumed}) {
    %mm = transform.structured.match ops{["linalg.matmul"]} in %root : (!transform.any_op) -> !transform.any_op
    %tiled, %blocks = transform.structured.tile_using_forall %mm tile_sizes [32, 16] (mapping = [#gpu.block<y>, #gpu.block<x>]) : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.bufferization.eliminate_empty_tensors %f : !transform.any_op
    %b = transform.bufferization.one_shot_bufferize %root {bufferize_function_boundaries = true, function_boundary_type_conversion = 1 : i32} : (!transform.any_op) -> !transform.any_op
    %fb = transform.structured.match ops{["func.func"]} in %b : (!transform.any_op) -> !transform.any_op
    %launch = transform.gpu.map_forall_to_blocks %fb generate_gpu_launch : (!transform.any_op) -> !transform.any_op
    %warp = transform.param.constant 32 : i64 -> !transform.param<i64>
    %one = transform.param.constant 1 : i64 -> !transform.param<i64>
    %l2 = transform.kgen.map_nested_forall_to_threads %launch block_dims = [%warp, %one, %one]
        : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.any_op
    %mm2 = transform.structured.match ops{["linalg.matmul"]} in %l2 : (!transform.any_op) -> !transform.any_op
    %mma = transform.kgen.use_tensor_cores %mm2 : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}
