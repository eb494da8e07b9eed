// Strategy: convolutions of any layout on NVIDIA GPUs: the named 1-D, 2-D
// (NCHW too: gpu/conv's register tiles must divide the shapes, these need
// not, so this is the fallback where they do not), 3-D, grouped and
// channels-last convolutions and convolution-shaped linalg.generic ops
// (upstream classify_convolution_dims with an output channel; the
// importer's form when no named op matches). Not depthwise convolutions:
// gpu/pooling-nd reads their window in the body, one output per thread
// along the output width (level1/85 on the H200: 0.82 ms there, 9.1 ms at
// this strategy's best of two points).
// Alternative `lowering` (labels direct | im2col):
//  0 = direct: blocks of 1 image x block_f of the second loop x block_o of
//      the third (#gpu.block<z, y, x>), the init fill fused, threads_f x
//      threads_o threads (#gpu.thread<y, x>, each a ceil(block / threads)
//      tile), elementwise consumers fused into the thread tiles when
//      kgen.fuse_epilogue accepts them (not into the block tile alone: its
//      result would be a thread-private temporary read whole by every
//      thread; a bias + activation is today a separate naive launch); each
//      thread
//      loops over its outputs, the remaining output dimensions, input
//      channels and taps (scalar loops; tiles need not divide);
//  1 = im2col (the start): transform.kgen.rewrite_conv_as_matmul (batch
//      matmul over groups), the
//      matmul zero-padded to multiples of the block tile in M and N and of
//      tile_k in K (transform.structured.pad; a copy of the operands when
//      they do not divide, nothing when they do), tiled as gpu/matmul (but
//      M on #gpu.block<x>: N*OH*OW / block_m passes y's 65535 limit on
//      large images, x's is 2^31 - 1): the
//      thread foralls have static extents and no vector needs a mask; the
//      gather, pad copies, transposes and fill are naive launches.
//  2 = rows: as direct, but for the NCHW and NCDHW 2-D and 3-D
//      convolutions (named) the threads' x dimension runs
//      along the output width (the innermost output loop) instead of the
//      third loop, so that a warp reads and writes consecutive addresses as
//      the naive one-thread-per-output lowering does; each thread loops
//      over rows_block_o output rows (depths x rows in 3-D) and its
//      ceil(width / rows_threads_w) columns. Other convolutions: as direct.
//      On the H200 direct's thread layout (threads down the rows, each
//      thread along a whole row) ran 2-D NCHW convolutions 7x slower than
//      the naive lowering and 8.7x slower than im2col
//      (docs/benchmarks/2026-11-30-session4-h200.md).
// Knobs: direct: block_f, block_o, threads_f, threads_o; im2col:
// im2col_block_m, im2col_block_n, im2col_thread_m, im2col_thread_n,
// im2col_tile_k; rows: rows_block_f, rows_block_o, rows_threads_f,
// rows_threads_w. Applies to: kernels with such a convolution.
module attributes {transform.with_named_sequence, kgen.strategy_needs = "a convolution (a named linalg convolution or a generic one)"} {
  // The shared lowering tail (strategies/lib/gpu.mlir).
  transform.named_sequence private @kgen_gpu_bufferize(%root: !transform.any_op {transform.consumed}) -> !transform.any_op
  transform.named_sequence private @kgen_gpu_lower_tiled_vectors(%fb: !transform.any_op {transform.consumed}) -> !transform.any_op
  transform.named_sequence private @kgen_gpu_map(%funcs: !transform.any_op {transform.consumed})
  // A linalg.generic with window loops and an output channel: a conv.
  transform.named_sequence @match_conv(%op: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.match.operation_name %op ["linalg.generic"] : !transform.any_op
    %zero = transform.param.constant 0 : i64 -> !transform.param<i64>
    transform.match.structured %op : !transform.any_op {
    ^bb0(%s: !transform.any_op):
      %b, %oi, %oc, %fl, %ic, %depth, %st, %dl = transform.match.structured.classify_convolution_dims %s : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>)
      %noc = transform.num_associations %oc : (!transform.param<i64>) -> !transform.param<i64>
      %nfl = transform.num_associations %fl : (!transform.param<i64>) -> !transform.param<i64>
      transform.match.param.cmpi gt %noc, %zero : !transform.param<i64>
      transform.match.param.cmpi gt %nfl, %zero : !transform.param<i64>
      transform.match.structured.yield
    }
    transform.yield %op : !transform.any_op
  }
  // The cheap, read-only applicability check that kgen-tune runs before
  // the script (docs/search.md); the main sequence starts with it.
  transform.named_sequence @match(%root: !transform.any_op {transform.readonly}) -> !transform.any_op {
    %generic = transform.collect_matching @match_conv in %root : (!transform.any_op) -> !transform.any_op
    %named = transform.structured.match ops{["linalg.conv_2d_nchw_fchw", "linalg.conv_1d_ncw_fcw", "linalg.conv_1d_nwc_wcf", "linalg.conv_2d_nhwc_hwcf", "linalg.conv_2d_nhwc_fhwc", "linalg.conv_2d_ngchw_fgchw", "linalg.conv_3d_ncdhw_fcdhw", "linalg.conv_3d_ndhwc_dhwcf"]} in %root : (!transform.any_op) -> !transform.any_op
    %convs = transform.merge_handles %generic, %named : !transform.any_op
    %count = transform.num_associations %convs : (!transform.any_op) -> !transform.param<i64>
    %zero = transform.param.constant 0 : i64 -> !transform.param<i64>
    transform.match.param.cmpi gt %count, %zero : !transform.param<i64>
    transform.yield %convs : !transform.any_op
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.consumed}) {
    %convs = transform.include @match failures(propagate) (%root) : (!transform.any_op) -> !transform.any_op
    %one = transform.param.constant 1 : i64 -> !transform.param<i64>
    %pads = transform.structured.match ops{["tensor.pad"]} in %root : (!transform.any_op) -> !transform.any_op
    %dps = transform.structured.rewrite_in_destination_passing_style %pads : (!transform.any_op) -> !transform.any_op
    %inserts = transform.structured.match ops{["tensor.insert_slice"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.foreach %inserts : !transform.any_op {
    ^bb0(%i: !transform.any_op):
      %copy = transform.structured.insert_slice_to_copy %i : (!transform.any_op) -> !transform.any_op
    }
    transform.tune.alternatives<"lowering"> selected_region = 1 attributes {labels = ["direct", "im2col", "rows"]} {
      %bf = transform.tune.knob<"block_f"> = 8 : i64 from options = [4, 8, 16, 32] -> !transform.param<i64>
      %bo = transform.tune.knob<"block_o"> = 32 : i64 from options = [8, 16, 32, 64] -> !transform.param<i64>
      %tf = transform.tune.knob<"threads_f"> = 8 : i64 from options = [1, 2, 4, 8] -> !transform.param<i64>
      %to = transform.tune.knob<"threads_o"> = 16 : i64 from options = [8, 16, 32] -> !transform.param<i64>
      // Marked, so that the tiled op is found again after the epilogue
      // fusion (which replaces the loop around it).
      transform.annotate %convs "kgen_conv_tile" : !transform.any_op
      transform.foreach %convs : !transform.any_op {
      ^bb0(%c: !transform.any_op):
        %fill = transform.get_producer_of_operand %c[2] : (!transform.any_op) -> !transform.any_op
        %t1, %blocks = transform.structured.tile_using_forall %c tile_sizes [%one, %bf, %bo] (mapping = [#gpu.block<z>, #gpu.block<y>, #gpu.block<x>]) : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)
        %f1, %blocks2 = transform.structured.fuse_into_containing_op %fill into %blocks : (!transform.any_op, !transform.any_op) -> (!transform.any_op, !transform.any_op)
      }
      %tiled = transform.structured.match attributes{kgen_conv_tile} in %root : (!transform.any_op) -> !transform.any_op
      transform.foreach %tiled : !transform.any_op {
      ^bb0(%t1: !transform.any_op):
        %blocks1 = transform.get_parent_op %t1 {op_name = "scf.forall"} : (!transform.any_op) -> !transform.any_op
        %fills = transform.structured.match ops{["linalg.fill"]} in %blocks1 : (!transform.any_op) -> !transform.any_op
        %t2, %threads = transform.structured.tile_using_forall %t1 num_threads [0, %tf, %to] (mapping = [#gpu.thread<y>, #gpu.thread<x>]) : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)
        %f2, %threads2 = transform.structured.fuse_into_containing_op %fills into %threads : (!transform.any_op, !transform.any_op) -> (!transform.any_op, !transform.any_op)
        transform.sequence %threads2 : !transform.any_op failures(suppress) {
        ^bb0(%l: !transform.any_op):
          %e2, %nl2 = transform.kgen.fuse_epilogue %l : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
        }
      }
    }, {
      %bm = transform.tune.knob<"im2col_block_m"> = 64 : i64 from options = [32, 64, 128] -> !transform.param<i64>
      %bn = transform.tune.knob<"im2col_block_n"> = 32 : i64 from options = [8, 16, 32, 64] -> !transform.param<i64>
      %tm = transform.tune.knob<"im2col_thread_m"> = 4 : i64 from options = [1, 2, 4, 8] -> !transform.param<i64>
      %tn = transform.tune.knob<"im2col_thread_n"> = 4 : i64 from options = [1, 2, 4, 8] -> !transform.param<i64>
      %tk = transform.tune.knob<"im2col_tile_k"> = 8 : i64 from options = [1, 4, 8, 16] -> !transform.param<i64>
      %im2col, %mm = transform.kgen.rewrite_conv_as_matmul %convs : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
      %mms = transform.structured.match ops{["linalg.matmul"]} in %root : (!transform.any_op) -> !transform.any_op
      transform.foreach %mms : !transform.any_op {
      ^bb0(%m0: !transform.any_op):
        %m, %mpad, %mcopy = transform.structured.pad %m0 pad_to_multiple_of [%bm, %bn, %tk] {padding_dimensions = [0, 1, 2], padding_values = [0.0 : f32, 0.0 : f32, 0.0 : f32], copy_back_op = "none"} : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op)
        %t1, %blocks = transform.structured.tile_using_forall %m tile_sizes [%bm, %bn] (mapping = [#gpu.block<x>, #gpu.block<y>]) : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)
        %t2, %threads = transform.structured.tile_using_forall %t1 tile_sizes [%tm, %tn] (mapping = [#gpu.thread<y>, #gpu.thread<x>]) : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)
        %t3, %kloop = transform.structured.tile_using_for %t2 tile_sizes [0, 0, %tk] : (!transform.any_op, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)
        transform.structured.vectorize %t3 vector_sizes [%tm, %tn, %tk] : !transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>
      }
      %bmms = transform.structured.match ops{["linalg.batch_matmul"]} in %root : (!transform.any_op) -> !transform.any_op
      transform.foreach %bmms : !transform.any_op {
      ^bb0(%m0: !transform.any_op):
        %m, %mpad, %mcopy = transform.structured.pad %m0 pad_to_multiple_of [%bm, %bn, %tk] {padding_dimensions = [1, 2, 3], padding_values = [0.0 : f32, 0.0 : f32, 0.0 : f32], copy_back_op = "none"} : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op)
        %t1, %blocks = transform.structured.tile_using_forall %m tile_sizes [%one, %bm, %bn] (mapping = [#gpu.block<z>, #gpu.block<x>, #gpu.block<y>]) : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)
        %t2, %threads = transform.structured.tile_using_forall %t1 tile_sizes [0, %tm, %tn] (mapping = [#gpu.thread<y>, #gpu.thread<x>]) : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)
        %t3, %kloop = transform.structured.tile_using_for %t2 tile_sizes [0, 0, 0, %tk] : (!transform.any_op, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)
        transform.structured.vectorize %t3 vector_sizes [1, %tm, %tn, %tk] : !transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>
      }
    }, {
      %bf = transform.tune.knob<"rows_block_f"> = 8 : i64 from options = [4, 8, 16, 32] -> !transform.param<i64>
      %bo = transform.tune.knob<"rows_block_o"> = 4 : i64 from options = [1, 2, 4, 8, 16] -> !transform.param<i64>
      %tf = transform.tune.knob<"rows_threads_f"> = 4 : i64 from options = [1, 2, 4, 8] -> !transform.param<i64>
      %tw = transform.tune.knob<"rows_threads_w"> = 32 : i64 from options = [16, 32, 64, 128] -> !transform.param<i64>
      transform.annotate %convs "kgen_conv_tile" : !transform.any_op
      transform.foreach %convs : !transform.any_op {
      ^bb0(%c: !transform.any_op):
        %fill = transform.get_producer_of_operand %c[2] : (!transform.any_op) -> !transform.any_op
        %t1, %blocks = transform.structured.tile_using_forall %c tile_sizes [%one, %bf, %bo] (mapping = [#gpu.block<z>, #gpu.block<y>, #gpu.block<x>]) : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)
        %f1, %blocks2 = transform.structured.fuse_into_containing_op %fill into %blocks : (!transform.any_op, !transform.any_op) -> (!transform.any_op, !transform.any_op)
      }
      // The threads' x along the output width: the 4th loop of the 2-D
      // NCHW forms (n, f, oh, ow, ...), the 5th of the 3-D (n, f, od, oh,
      // ow, ...); the 3rd of anything else (as direct).
      %rows2 = transform.structured.match ops{["linalg.conv_2d_nchw_fchw"]} attributes{kgen_conv_tile} in %root : (!transform.any_op) -> !transform.any_op
      transform.foreach %rows2 : !transform.any_op {
      ^bb0(%t1: !transform.any_op):
        %blocks1 = transform.get_parent_op %t1 {op_name = "scf.forall"} : (!transform.any_op) -> !transform.any_op
        %fills = transform.structured.match ops{["linalg.fill"]} in %blocks1 : (!transform.any_op) -> !transform.any_op
        %t2, %threads = transform.structured.tile_using_forall %t1 num_threads [0, %tf, 0, %tw] (mapping = [#gpu.thread<y>, #gpu.thread<x>]) : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)
        %f2, %threads2 = transform.structured.fuse_into_containing_op %fills into %threads : (!transform.any_op, !transform.any_op) -> (!transform.any_op, !transform.any_op)
        transform.sequence %threads2 : !transform.any_op failures(suppress) {
        ^bb0(%l: !transform.any_op):
          %e2, %nl2 = transform.kgen.fuse_epilogue %l : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
        }
      }
      %rows3 = transform.structured.match ops{["linalg.conv_3d_ncdhw_fcdhw"]} attributes{kgen_conv_tile} in %root : (!transform.any_op) -> !transform.any_op
      transform.foreach %rows3 : !transform.any_op {
      ^bb0(%t1: !transform.any_op):
        %blocks1 = transform.get_parent_op %t1 {op_name = "scf.forall"} : (!transform.any_op) -> !transform.any_op
        %fills = transform.structured.match ops{["linalg.fill"]} in %blocks1 : (!transform.any_op) -> !transform.any_op
        %t2, %threads = transform.structured.tile_using_forall %t1 num_threads [0, %tf, 0, 0, %tw] (mapping = [#gpu.thread<y>, #gpu.thread<x>]) : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)
        %f2, %threads2 = transform.structured.fuse_into_containing_op %fills into %threads : (!transform.any_op, !transform.any_op) -> (!transform.any_op, !transform.any_op)
        transform.sequence %threads2 : !transform.any_op failures(suppress) {
        ^bb0(%l: !transform.any_op):
          %e2, %nl2 = transform.kgen.fuse_epilogue %l : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
        }
      }
      %rest = transform.structured.match ops{["linalg.generic", "linalg.conv_1d_ncw_fcw", "linalg.conv_1d_nwc_wcf", "linalg.conv_2d_nhwc_hwcf", "linalg.conv_2d_nhwc_fhwc", "linalg.conv_2d_ngchw_fgchw", "linalg.conv_3d_ndhwc_dhwcf"]} attributes{kgen_conv_tile} in %root : (!transform.any_op) -> !transform.any_op
      transform.foreach %rest : !transform.any_op {
      ^bb0(%t1: !transform.any_op):
        %blocks1 = transform.get_parent_op %t1 {op_name = "scf.forall"} : (!transform.any_op) -> !transform.any_op
        %fills = transform.structured.match ops{["linalg.fill"]} in %blocks1 : (!transform.any_op) -> !transform.any_op
        %t2, %threads = transform.structured.tile_using_forall %t1 num_threads [0, %tf, %tw] (mapping = [#gpu.thread<y>, #gpu.thread<x>]) : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)
        %f2, %threads2 = transform.structured.fuse_into_containing_op %fills into %threads : (!transform.any_op, !transform.any_op) -> (!transform.any_op, !transform.any_op)
        transform.sequence %threads2 : !transform.any_op failures(suppress) {
        ^bb0(%l: !transform.any_op):
          %e2, %nl2 = transform.kgen.fuse_epilogue %l : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
        }
      }
    }
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.apply_patterns to %f {
      transform.apply_patterns.linalg.tiling_canonicalization
      transform.apply_patterns.canonicalization
    } : !transform.any_op
    transform.apply_cse to %f : !transform.any_op
    %fb = transform.include @kgen_gpu_bufferize failures(propagate) (%root) : (!transform.any_op) -> !transform.any_op
    %fh = transform.include @kgen_gpu_lower_tiled_vectors failures(propagate) (%fb) : (!transform.any_op) -> !transform.any_op
    transform.include @kgen_gpu_map failures(propagate) (%fh) : (!transform.any_op) -> ()
    transform.yield
  }
}
