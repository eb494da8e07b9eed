// Strategy: pooling and depthwise convolutions of any layout and rank on
// NVIDIA GPUs (window ops: each output channel reads one input channel):
// the named pools (linalg.pooling_{ncw,nchw,nwc,nhwc,ndhwc}_{sum,max}; 2-D
// NCHW too: gpu/pooling's tiles must divide the shapes, these need not),
// the named depthwise convolutions (linalg.depthwise_conv_{1d_ncw_cw,
// 1d_nwc_wc, 2d_nchw_chw, 2d_nhwc_hwc, 3d_ncdhw_cdhw, 3d_ndhwc_dhwc}) and
// pooling- or depthwise-shaped linalg.generic ops (the importer's form for
// pools without a matching named op, e.g. 3-D NCDHW); sum, max or
// multiply-add, any window, strides, dilations and padding. Such a generic
// is recognized by its loops (upstream classify_convolution_dims: window
// loops, no input or output channel).
// Each op is first rewritten to read its input inside its body
// (transform.kgen.gather_pool_input: a constant tensor.pad in front of it
// is absorbed, reads outside the input yield the padding value, so the
// padded tensor is never formed; a depthwise filter is read in the body
// too; the loops follow the output's dimensions), and its parallel loops before the last
// two are collapsed into one (transform.kgen.collapse_parallel_prefix:
// N x C x D x H x W outputs are iterated as (N*C*D) x H x W). Blocks: one
// row of the collapsed loop (#gpu.block<x>) x block_y of the next
// (#gpu.block<z>) x block_x of the innermost (#gpu.block<y>); threads:
// block_x along the innermost output dimension, one output each
// (#gpu.thread<x>: consecutive threads write and, at each window tap, read
// consecutive elements in NC... layouts, consecutive channels in N...C
// layouts), block_y / thread_y along the next (#gpu.thread<y>), each
// looping over thread_y outputs and the window in registers (scalar loops,
// so the tiles need not divide the shapes). The init fill is fused into the
// thread tiles, the result written in place; an elementwise consumer (an
// average's divide) is fused into the thread tiles of 1-D pools when
// kgen.fuse_epilogue accepts it and is a second, naive launch otherwise
// (the collapsed pools' result reaches it through a tensor.expand_shape).
// Knobs: block_x, block_y, thread_y. Applies to: kernels with such a pool
// or depthwise convolution (level1/85's 3x7 depthwise convolution on the
// H200: 0.82 ms at the start, 12.6 ms naive, 9.1 ms through gpu/conv-nd).
module attributes {transform.with_named_sequence, kgen.strategy_needs = "a pooling op (a named linalg pooling or a generic one)"} {
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
  // The cheap, read-only applicability check that kgen-tune runs before
  // the script (docs/search.md); the main sequence starts with it.
  transform.named_sequence @match(%root: !transform.any_op {transform.readonly}) -> !transform.any_op {
    %generic = transform.collect_matching @match_pool in %root : (!transform.any_op) -> !transform.any_op
    %named = transform.structured.match ops{["linalg.pooling_ncw_sum", "linalg.pooling_ncw_max", "linalg.pooling_nchw_sum", "linalg.pooling_nchw_max", "linalg.pooling_nwc_sum", "linalg.pooling_nwc_max", "linalg.pooling_nhwc_sum", "linalg.pooling_nhwc_max", "linalg.pooling_ndhwc_sum", "linalg.pooling_ndhwc_max", "linalg.depthwise_conv_1d_ncw_cw", "linalg.depthwise_conv_1d_nwc_wc", "linalg.depthwise_conv_2d_nchw_chw", "linalg.depthwise_conv_2d_nhwc_hwc", "linalg.depthwise_conv_3d_ncdhw_cdhw", "linalg.depthwise_conv_3d_ndhwc_dhwc"]} in %root : (!transform.any_op) -> !transform.any_op
    %pools = transform.merge_handles %generic, %named : !transform.any_op
    %count = transform.num_associations %pools : (!transform.any_op) -> !transform.param<i64>
    %zero = transform.param.constant 0 : i64 -> !transform.param<i64>
    transform.match.param.cmpi gt %count, %zero : !transform.param<i64>
    transform.yield %pools : !transform.any_op
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.consumed}) {
    %pools = transform.include @match failures(propagate) (%root) : (!transform.any_op) -> !transform.any_op
    %bx = transform.tune.knob<"block_x"> = 64 : i64 from options = [32, 64, 128, 256] -> !transform.param<i64>
    %by = transform.tune.knob<"block_y"> = 16 : i64 from options = [1, 2, 4, 8, 16, 32] -> !transform.param<i64>
    %ty = transform.tune.knob<"thread_y"> = 4 : i64 from options = [1, 2, 4, 8] -> !transform.param<i64>
    %one = transform.param.constant 1 : i64 -> !transform.param<i64>
    %gathered = transform.kgen.gather_pool_input %pools : (!transform.any_op) -> !transform.any_op
    %collapsed = transform.kgen.collapse_parallel_prefix %gathered keep = 2 : (!transform.any_op) -> !transform.any_op
    // Marked, so that the tiled op is found again after the
    // canonicalization (which folds the collapsed init's fill) and the
    // epilogue fusion (which replaces the loop around it).
    transform.annotate %collapsed "kgen_pool_tile" : !transform.any_op
    %fc = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.apply_patterns to %fc { transform.apply_patterns.canonicalization } : !transform.any_op
    %targets = transform.structured.match attributes{kgen_pool_tile} in %root : (!transform.any_op) -> !transform.any_op
    transform.foreach %targets : !transform.any_op {
    ^bb0(%p: !transform.any_op):
      %fill = transform.get_producer_of_operand %p[1] : (!transform.any_op) -> !transform.any_op
      %t1, %blocks = transform.structured.tile_using_forall %p tile_sizes [%one, %by, %bx] (mapping = [#gpu.block<x>, #gpu.block<z>, #gpu.block<y>]) : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)
      %f1, %blocks2 = transform.structured.fuse_into_containing_op %fill into %blocks : (!transform.any_op, !transform.any_op) -> (!transform.any_op, !transform.any_op)
    }
    %tiled = transform.structured.match attributes{kgen_pool_tile} in %root : (!transform.any_op) -> !transform.any_op
    transform.foreach %tiled : !transform.any_op {
    ^bb0(%t1: !transform.any_op):
      %blocks1 = transform.get_parent_op %t1 {op_name = "scf.forall"} : (!transform.any_op) -> !transform.any_op
      %fill = transform.structured.match ops{["linalg.fill"]} in %blocks1 : (!transform.any_op) -> !transform.any_op
      %t2, %threads = transform.structured.tile_using_forall %t1 tile_sizes [0, %ty, %one] (mapping = [#gpu.thread<y>, #gpu.thread<x>]) : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)
      %f2, %threads2 = transform.structured.fuse_into_containing_op %fill into %threads : (!transform.any_op, !transform.any_op) -> (!transform.any_op, !transform.any_op)
      transform.sequence %threads2 : !transform.any_op failures(suppress) {
      ^bb0(%l: !transform.any_op):
        %e2, %nl2 = transform.kgen.fuse_epilogue %l : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
      }
    }
    // Each thread computes its thread_y outputs one at a time (a loop, the
    // fill fused into it), each accumulated in a private 1-element buffer
    // (a register after mem2reg: static even where the thread's tile is
    // partial) and written to the result once.
    %threadtiles = transform.structured.match attributes{kgen_pool_tile} in %root : (!transform.any_op) -> !transform.any_op
    transform.foreach %threadtiles : !transform.any_op {
    ^bb0(%t2: !transform.any_op):
      %t3, %row = transform.structured.fuse %t2 tile_sizes [0, 1, 0] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
      %f3 = transform.get_producer_of_operand %t3[1] : (!transform.any_op) -> !transform.any_op
      %acc, %accnew = transform.structured.bufferize_to_allocation %f3 {alloc_op = "memref.alloca", bufferize_destination_only} : !transform.any_op
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
