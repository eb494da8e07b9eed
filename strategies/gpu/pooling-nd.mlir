// Strategy: pooling of any layout on NVIDIA GPUs: the named pools
// (linalg.pooling_{ncw,nchw,nwc,nhwc,ndhwc}_{sum,max}; 2-D NCHW too:
// gpu/pooling's tiles must divide the shapes, these need not, so this is
// the fallback where they do not) and pooling-shaped linalg.generic ops
// (the importer's form for pools without a matching named op, e.g. 3-D
// NCDHW); sum or max, any window, strides, dilations. A pooling generic is recognized by its loops
// (upstream classify_convolution_dims: window loops, no input or output
// channel).
// Alternative `pool_as_conv` (labels direct | conv): 0 = the pool itself;
// 1 = each pool rewritten as a depthwise convolution with unit weights
// (transform.kgen.rewrite_pool_as_conv; a kernel with a max pooling fails
// at that point). Either is tiled the same way: blocks of 1 image x
// block_c of the second loop x block_o of the third (#gpu.block<z, y, x>),
// the init fill fused in, threads_c x threads_o threads per block
// (#gpu.thread<y, x>, each a ceil(block / threads) tile), elementwise
// consumers fused into the thread tiles when kgen.fuse_epilogue accepts
// them (never into the block tile alone: the block's result would be a
// temporary private to each thread, read whole by every thread; an
// average's divide is today a second, naive launch); each thread loops over its outputs, the remaining output
// dimensions and the window in registers (scalar loops, so the tiles need
// not divide the shapes). Knobs: block_c, block_o, threads_c, threads_o. Applies to: kernels with such a pool.
module attributes {transform.with_named_sequence} {
  // The shared lowering tail (strategies/lib/gpu.mlir).
  transform.named_sequence private @kgen_gpu_bufferize(%root: !transform.any_op {transform.consumed}) -> !transform.any_op
  transform.named_sequence private @kgen_gpu_map(%funcs: !transform.any_op {transform.consumed})
  // A linalg.generic with window loops and neither input nor output
  // channels: a pool.
  transform.named_sequence @match_pool(%op: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.match.operation_name %op ["linalg.generic"] : !transform.any_op
    %zero = transform.param.constant 0 : i64 -> !transform.param<i64>
    transform.match.structured %op : !transform.any_op {
    ^bb0(%s: !transform.any_op):
      %b, %oi, %oc, %fl, %ic, %depth, %st, %dl = transform.match.structured.classify_convolution_dims %s : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>)
      %noc = transform.num_associations %oc : (!transform.param<i64>) -> !transform.param<i64>
      %nic = transform.num_associations %ic : (!transform.param<i64>) -> !transform.param<i64>
      %nfl = transform.num_associations %fl : (!transform.param<i64>) -> !transform.param<i64>
      transform.match.param.cmpi eq %noc, %zero : !transform.param<i64>
      transform.match.param.cmpi eq %nic, %zero : !transform.param<i64>
      transform.match.param.cmpi gt %nfl, %zero : !transform.param<i64>
      transform.match.structured.yield
    }
    transform.yield %op : !transform.any_op
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.consumed}) {
    // 2-D NCHW pools as generics (same loops: n, c, oh, ow, kh, kw), so
    // that their convolution form keeps that order (the named
    // depthwise_conv_2d_nchw_chw iterates n, oh, ow, c: block_c would tile
    // rows and the epilogue would not fuse into the thread tiles).
    %nchw = transform.structured.match ops{["linalg.pooling_nchw_sum", "linalg.pooling_nchw_max"]} in %root : (!transform.any_op) -> !transform.any_op
    %nchwg = transform.structured.generalize %nchw : (!transform.any_op) -> !transform.any_op
    %generic = transform.collect_matching @match_pool in %root : (!transform.any_op) -> !transform.any_op
    %named = transform.structured.match ops{["linalg.pooling_ncw_sum", "linalg.pooling_ncw_max", "linalg.pooling_nwc_sum", "linalg.pooling_nwc_max", "linalg.pooling_nhwc_sum", "linalg.pooling_nhwc_max", "linalg.pooling_ndhwc_sum", "linalg.pooling_ndhwc_max"]} in %root : (!transform.any_op) -> !transform.any_op
    %pools = transform.merge_handles %generic, %named : !transform.any_op
    %count = transform.num_associations %pools : (!transform.any_op) -> !transform.param<i64>
    %zero = transform.param.constant 0 : i64 -> !transform.param<i64>
    transform.match.param.cmpi gt %count, %zero : !transform.param<i64>
    %bc = transform.tune.knob<"block_c"> = 4 : i64 from options = [1, 2, 4, 8, 16] -> !transform.param<i64>
    %bo = transform.tune.knob<"block_o"> = 64 : i64 from options = [16, 32, 64, 128] -> !transform.param<i64>
    %tc = transform.tune.knob<"threads_c"> = 4 : i64 from options = [1, 2, 4, 8] -> !transform.param<i64>
    %to = transform.tune.knob<"threads_o"> = 32 : i64 from options = [8, 16, 32, 64] -> !transform.param<i64>
    %one = transform.param.constant 1 : i64 -> !transform.param<i64>
    %targets = transform.tune.alternatives<"pool_as_conv"> selected_region = 0 attributes {labels = ["direct", "conv"]} -> !transform.any_op {
      transform.yield %pools : !transform.any_op
    }, {
      %convs = transform.kgen.rewrite_pool_as_conv %pools : (!transform.any_op) -> !transform.any_op
      transform.yield %convs : !transform.any_op
    }
    // Marked, so that the tiled op is found again after the epilogue
    // fusion (which replaces the loop around it).
    transform.annotate %targets "kgen_pool_tile" : !transform.any_op
    transform.foreach %targets : !transform.any_op {
    ^bb0(%p: !transform.any_op):
      %fill = transform.get_producer_of_operand %p[2] : (!transform.any_op) -> !transform.any_op
      %t1, %blocks = transform.structured.tile_using_forall %p tile_sizes [%one, %bc, %bo] (mapping = [#gpu.block<z>, #gpu.block<y>, #gpu.block<x>]) : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)
      %f1, %blocks2 = transform.structured.fuse_into_containing_op %fill into %blocks : (!transform.any_op, !transform.any_op) -> (!transform.any_op, !transform.any_op)
    }
    %tiled = transform.structured.match attributes{kgen_pool_tile} in %root : (!transform.any_op) -> !transform.any_op
    transform.foreach %tiled : !transform.any_op {
    ^bb0(%t1: !transform.any_op):
      %blocks1 = transform.get_parent_op %t1 {op_name = "scf.forall"} : (!transform.any_op) -> !transform.any_op
      %fills = transform.structured.match ops{["linalg.fill"]} in %blocks1 : (!transform.any_op) -> !transform.any_op
      %t2, %threads = transform.structured.tile_using_forall %t1 num_threads [0, %tc, %to] (mapping = [#gpu.thread<y>, #gpu.thread<x>]) : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)
      %f2, %threads2 = transform.structured.fuse_into_containing_op %fills into %threads : (!transform.any_op, !transform.any_op) -> (!transform.any_op, !transform.any_op)
      transform.sequence %threads2 : !transform.any_op failures(suppress) {
      ^bb0(%l: !transform.any_op):
        %e2, %nl2 = transform.kgen.fuse_epilogue %l : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
      }
    }
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.apply_patterns to %f {
      transform.apply_patterns.linalg.tiling_canonicalization
      transform.apply_patterns.canonicalization
    } : !transform.any_op
    transform.apply_cse to %f : !transform.any_op
    %fb = transform.include @kgen_gpu_bufferize failures(propagate) (%root) : (!transform.any_op) -> !transform.any_op
    transform.apply_patterns to %fb {
      transform.apply_patterns.memref.fold_memref_alias_ops
      transform.apply_patterns.canonicalization
    } : !transform.any_op
    transform.apply_cse to %fb : !transform.any_op
    transform.include @kgen_gpu_map failures(propagate) (%fb) : (!transform.any_op) -> ()
    transform.yield
  }
}
