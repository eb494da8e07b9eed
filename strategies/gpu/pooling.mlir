// Strategy: 2-D pooling on NVIDIA GPUs (linalg.pooling_nchw_max and
// linalg.pooling_nchw_sum, any window, strides and dilations). Block tiles
// of 1 image x block_c channels x block_h output rows x the whole output
// width on #gpu.block<z, y, x>, the init fill fused in; each thread computes
// thread_c channels x 1 row x thread_w output columns (threads:
// y = block_c / thread_c, z = block_h, x = OW / thread_w), looping over the
// window taps with the running max/sum in registers (each tap a 1-D pooling
// op, vectorized). Elementwise consumers are fused into the tiles when
// transform.kgen.fuse_epilogue accepts them (an average pool's divide by a
// constant is not fused yet: it stays a second, naive launch).
// Knobs: block_c, block_h, thread_c, thread_w (the tiles must divide the
// shapes; threads per block at most 1024 and z at most 64; other points are
// compile errors of that point). Applies to: kernels with one
// linalg.pooling_nchw_max or linalg.pooling_nchw_sum; pooling-shaped
// linalg.generic ops are not claimed.
module attributes {transform.with_named_sequence, kgen.strategy_needs = "a linalg.pooling_nchw_max or linalg.pooling_nchw_sum"} {
  // The shared lowering tail (strategies/lib/gpu.mlir).
  transform.named_sequence private @kgen_gpu_bufferize(%root: !transform.any_op {transform.consumed}) -> !transform.any_op
  transform.named_sequence private @kgen_gpu_lower_tiled_vectors(%fb: !transform.any_op {transform.consumed}) -> !transform.any_op
  transform.named_sequence private @kgen_gpu_map(%funcs: !transform.any_op {transform.consumed})
  // The cheap, read-only applicability check that kgen-tune runs before
  // the script (docs/search.md); the main sequence starts with it.
  transform.named_sequence @match(%root: !transform.any_op {transform.readonly}) -> !transform.any_op {
    %conv = transform.structured.match ops{["linalg.pooling_nchw_max", "linalg.pooling_nchw_sum"]} in %root : (!transform.any_op) -> !transform.any_op
    %count = transform.num_associations %conv : (!transform.any_op) -> !transform.param<i64>
    %zero = transform.param.constant 0 : i64 -> !transform.param<i64>
    transform.match.param.cmpi gt %count, %zero : !transform.param<i64>
    transform.yield %conv : !transform.any_op
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.consumed}) {
    %conv = transform.include @match failures(propagate) (%root) : (!transform.any_op) -> !transform.any_op
    %zero = transform.param.constant 0 : i64 -> !transform.param<i64>
    %bf = transform.tune.knob<"block_c"> = 32 : i64 from options = [16, 32, 64] -> !transform.param<i64>
    %bh = transform.tune.knob<"block_h"> = 4 : i64 from options = [1, 2, 4, 8] -> !transform.param<i64>
    %tf = transform.tune.knob<"thread_c"> = 4 : i64 from options = [1, 2, 4, 8] -> !transform.param<i64>
    %tw = transform.tune.knob<"thread_w"> = 4 : i64 from options = [1, 2, 4, 8] -> !transform.param<i64>
    %one = transform.param.constant 1 : i64 -> !transform.param<i64>
    // Alternative `pool_as_conv`: 0 = direct (1-D pooling steps in
    // registers), 1 = sum pooling as a depthwise convolution.
    transform.tune.alternatives<"pool_as_conv"> selected_region = 0 attributes {labels = ["direct", "conv"]} {
      %fill = transform.get_producer_of_operand %conv[2] : (!transform.any_op) -> !transform.any_op
      %c1, %blocks = transform.structured.tile_using_forall %conv tile_sizes [%one, %bf, %bh] (mapping = [#gpu.block<z>, #gpu.block<y>, #gpu.block<x>]) : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)
      transform.sequence %blocks : !transform.any_op failures(suppress) {
      ^bb0(%l: !transform.any_op):
        %e1, %nl1 = transform.kgen.fuse_epilogue %l : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
      }
      %c1b = transform.structured.match ops{["linalg.pooling_nchw_max", "linalg.pooling_nchw_sum"]} in %root : (!transform.any_op) -> !transform.any_op
      %blocks1 = transform.get_parent_op %c1b {op_name = "scf.forall"} : (!transform.any_op) -> !transform.any_op
      %f1, %blocks2 = transform.structured.fuse_into_containing_op %fill into %blocks1 : (!transform.any_op, !transform.any_op) -> (!transform.any_op, !transform.any_op)
      %fc = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
      transform.apply_patterns to %fc { transform.apply_patterns.canonicalization } : !transform.any_op
      transform.apply_cse to %fc : !transform.any_op
      %c2, %threads = transform.structured.tile_using_forall %c1b tile_sizes [0, %tf, %one, %tw] (mapping = [#gpu.thread<y>, #gpu.thread<z>, #gpu.thread<x>]) : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)
      transform.sequence %threads : !transform.any_op failures(suppress) {
      ^bb0(%l: !transform.any_op):
        %e2, %nl2 = transform.kgen.fuse_epilogue %l : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
      }
      %c2b = transform.structured.match ops{["linalg.pooling_nchw_max", "linalg.pooling_nchw_sum"]} in %root : (!transform.any_op) -> !transform.any_op
      %threads1 = transform.get_parent_op %c2b {op_name = "scf.forall"} : (!transform.any_op) -> !transform.any_op
      %f2, %threads2 = transform.structured.fuse_into_containing_op %f1 into %threads1 : (!transform.any_op, !transform.any_op) -> (!transform.any_op, !transform.any_op)
      %epi = transform.structured.match ops{["linalg.generic"]} in %threads2 : (!transform.any_op) -> !transform.any_op
      %c3, %lh, %lw = transform.structured.tile_using_for %c2b tile_sizes [0, 0, 0, 0, 1, 1] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
      %d = transform.structured.decompose %c3 : (!transform.any_op) -> !transform.any_op
      transform.structured.vectorize %d : !transform.any_op
      %fv = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
      transform.apply_patterns to %fv {
        transform.apply_patterns.tensor.fold_tensor_subset_ops_into_vector_transfers
        transform.apply_patterns.canonicalization
      } : !transform.any_op
      transform.loop.hoist_loop_invariant_subsets %lw : !transform.any_op
      transform.loop.hoist_loop_invariant_subsets %lh : !transform.any_op
      transform.structured.vectorize %f2 : !transform.any_op
      transform.foreach %epi : !transform.any_op {
      ^bb0(%e: !transform.any_op):
        transform.structured.vectorize %e : !transform.any_op
      }
    }, {
      // pool_as_conv: each sum pooling as a depthwise convolution with unit
      // weights (transform.kgen.rewrite_pool_as_conv), tiled the same way
      // (blocks, threads, the init fill fused, consumers fused when
      // fuse_epilogue accepts them); the window taps are scalar loops in
      // the thread (upstream decomposes only NHWC depthwise convolutions).
      // Fails on kernels without a sum pooling; max pooling is left to the
      // naive mapping here.
      %sums = transform.structured.match ops{["linalg.pooling_nchw_sum"]} in %root : (!transform.any_op) -> !transform.any_op
      %nsum = transform.num_associations %sums : (!transform.any_op) -> !transform.param<i64>
      transform.match.param.cmpi gt %nsum, %zero : !transform.param<i64>
      %dw = transform.kgen.rewrite_pool_as_conv %sums : (!transform.any_op) -> !transform.any_op
      %dfill = transform.get_producer_of_operand %dw[2] : (!transform.any_op) -> !transform.any_op
      %d1, %dblocks = transform.structured.tile_using_forall %dw tile_sizes [%one, %bf, %bh] (mapping = [#gpu.block<z>, #gpu.block<y>, #gpu.block<x>]) : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)
      transform.sequence %dblocks : !transform.any_op failures(suppress) {
      ^bb0(%l: !transform.any_op):
        %e1, %nl1 = transform.kgen.fuse_epilogue %l : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
      }
      %d1b = transform.structured.match ops{["linalg.depthwise_conv_2d_nchw_chw"]} in %root : (!transform.any_op) -> !transform.any_op
      %dblocks1 = transform.get_parent_op %d1b {op_name = "scf.forall"} : (!transform.any_op) -> !transform.any_op
      %df1, %dblocks2 = transform.structured.fuse_into_containing_op %dfill into %dblocks1 : (!transform.any_op, !transform.any_op) -> (!transform.any_op, !transform.any_op)
      %dfc = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
      transform.apply_patterns to %dfc { transform.apply_patterns.canonicalization } : !transform.any_op
      transform.apply_cse to %dfc : !transform.any_op
      %d2, %dthreads = transform.structured.tile_using_forall %d1b tile_sizes [0, %tf, %one, %tw] (mapping = [#gpu.thread<y>, #gpu.thread<z>, #gpu.thread<x>]) : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)
      transform.sequence %dthreads : !transform.any_op failures(suppress) {
      ^bb0(%l: !transform.any_op):
        %e2, %nl2 = transform.kgen.fuse_epilogue %l : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
      }
      %d2b = transform.structured.match ops{["linalg.depthwise_conv_2d_nchw_chw"]} in %root : (!transform.any_op) -> !transform.any_op
      %dthreads1 = transform.get_parent_op %d2b {op_name = "scf.forall"} : (!transform.any_op) -> !transform.any_op
      %df2, %dthreads2 = transform.structured.fuse_into_containing_op %df1 into %dthreads1 : (!transform.any_op, !transform.any_op) -> (!transform.any_op, !transform.any_op)
      %d3, %dlh, %dlw = transform.structured.tile_using_for %d2b tile_sizes [0, 0, 0, 0, 1, 1] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    }
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.apply_patterns to %f {
      transform.apply_patterns.linalg.tiling_canonicalization
      transform.apply_patterns.canonicalization
    } : !transform.any_op
    %fb = transform.include @kgen_gpu_bufferize failures(propagate) (%root) : (!transform.any_op) -> !transform.any_op
    %fh = transform.include @kgen_gpu_lower_tiled_vectors failures(propagate) (%fb) : (!transform.any_op) -> !transform.any_op
    %forall = transform.structured.match ops{["scf.forall"]} in %fh : (!transform.any_op) -> !transform.any_op
    transform.include @kgen_gpu_map failures(propagate) (%fh) : (!transform.any_op) -> ()
    transform.yield
  }
}
