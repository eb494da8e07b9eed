// Strategy: 2-D convolutions on NVIDIA GPUs, register-tiled (the
// gpu/matmul approach). Block tiles of 1 image x block_f output channels x
// block_h output rows x the whole output width on #gpu.block<z, y, x>, the
// accumulator fill fused in; each thread computes thread_f output channels x
// 1 row x thread_w output columns (threads: y = block_f / thread_f,
// z = block_h, x = OW / thread_w). The reduction runs as loops over tile_c
// input channels x each filter tap (kh, kw) with the accumulators in
// registers (vector iter_args); each step is a 1-D convolution
// (transform.structured.decompose) vectorized into vector FMAs. A chain of
// elementwise consumers (bias add, activation) is fused into the block and
// thread tiles (transform.kgen.fuse_epilogue): one launch writes the final
// result. A tensor.pad producer becomes a fill and a linalg.copy into the
// padded buffer, left to the naive mapping (two more launches).
// Knobs: block_f, block_h, thread_f, thread_w, tile_c (the tiles must
// divide the shapes for vectorization, threads per block at most 1024 and
// z at most 64; other points are compile errors of that point).
// Applies to: kernels with one linalg.conv_2d_nchw_fchw (any strides and
// dilations), with or without a tensor.pad producer and elementwise
// consumers.
module attributes {transform.with_named_sequence, kgen.strategy_needs = "a linalg.conv_2d_nchw_fchw"} {
  // The shared lowering tail (strategies/lib/gpu.mlir).
  transform.named_sequence private @kgen_gpu_bufferize(%root: !transform.any_op {transform.consumed}) -> !transform.any_op
  transform.named_sequence private @kgen_gpu_lower_tiled_vectors(%fb: !transform.any_op {transform.consumed}) -> !transform.any_op
  transform.named_sequence private @kgen_gpu_map(%funcs: !transform.any_op {transform.consumed})
  // The cheap, read-only applicability check that kgen-tune runs before
  // the script (docs/search.md); the main sequence starts with it.
  transform.named_sequence @match(%root: !transform.any_op {transform.readonly}) -> !transform.any_op {
    %conv = transform.structured.match ops{["linalg.conv_2d_nchw_fchw"]} in %root : (!transform.any_op) -> !transform.any_op
    %count = transform.num_associations %conv : (!transform.any_op) -> !transform.param<i64>
    %zero = transform.param.constant 0 : i64 -> !transform.param<i64>
    transform.match.param.cmpi gt %count, %zero : !transform.param<i64>
    transform.yield %conv : !transform.any_op
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.consumed}) {
    %conv = transform.include @match failures(propagate) (%root) : (!transform.any_op) -> !transform.any_op
    %pads = transform.structured.match ops{["tensor.pad"]} in %root : (!transform.any_op) -> !transform.any_op
    %dps = transform.structured.rewrite_in_destination_passing_style %pads : (!transform.any_op) -> !transform.any_op
    %inserts = transform.structured.match ops{["tensor.insert_slice"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.foreach %inserts : !transform.any_op {
    ^bb0(%i: !transform.any_op):
      %copy = transform.structured.insert_slice_to_copy %i : (!transform.any_op) -> !transform.any_op
    }
    // Alternative `lowering`: 0 = direct (register-tiled 1-D convolution
    // steps, epilogue fused), 1 = im2col + matmul.
    transform.tune.alternatives<"lowering"> selected_region = 0 attributes {labels = ["direct", "im2col"]} {
      %fill = transform.get_producer_of_operand %conv[2] : (!transform.any_op) -> !transform.any_op
      %bf = transform.tune.knob<"block_f"> = 32 : i64 from options = [16, 32, 64] -> !transform.param<i64>
      %bh = transform.tune.knob<"block_h"> = 4 : i64 from options = [1, 2, 4, 8] -> !transform.param<i64>
      %tf = transform.tune.knob<"thread_f"> = 4 : i64 from options = [1, 2, 4, 8] -> !transform.param<i64>
      %tw = transform.tune.knob<"thread_w"> = 4 : i64 from options = [1, 2, 4, 8] -> !transform.param<i64>
      %tc = transform.tune.knob<"tile_c"> = 4 : i64 from options = [1, 2, 4, 8] -> !transform.param<i64>
      %one = transform.param.constant 1 : i64 -> !transform.param<i64>
      %c1, %blocks = transform.structured.tile_using_forall %conv tile_sizes [%one, %bf, %bh] (mapping = [#gpu.block<z>, #gpu.block<y>, #gpu.block<x>]) : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)
      transform.sequence %blocks : !transform.any_op failures(suppress) {
      ^bb0(%l: !transform.any_op):
        %e1, %nl1 = transform.kgen.fuse_epilogue %l : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
      }
      %c1b = transform.structured.match ops{["linalg.conv_2d_nchw_fchw"]} in %root : (!transform.any_op) -> !transform.any_op
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
      %c2b = transform.structured.match ops{["linalg.conv_2d_nchw_fchw"]} in %root : (!transform.any_op) -> !transform.any_op
      %threads1 = transform.get_parent_op %c2b {op_name = "scf.forall"} : (!transform.any_op) -> !transform.any_op
      %f2, %threads2 = transform.structured.fuse_into_containing_op %f1 into %threads1 : (!transform.any_op, !transform.any_op) -> (!transform.any_op, !transform.any_op)
      %epi = transform.structured.match ops{["linalg.generic"]} in %threads2 : (!transform.any_op) -> !transform.any_op
      %c3, %lc, %lh, %lw = transform.structured.tile_using_for %c2b tile_sizes [0, 0, 0, 0, %tc, 1, 1] : (!transform.any_op, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
      %d = transform.structured.decompose %c3 : (!transform.any_op) -> !transform.any_op
      transform.structured.vectorize %d : !transform.any_op
      %fv = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
      transform.apply_patterns to %fv {
        transform.apply_patterns.tensor.fold_tensor_subset_ops_into_vector_transfers
        transform.apply_patterns.canonicalization
      } : !transform.any_op
      transform.loop.hoist_loop_invariant_subsets %lw : !transform.any_op
      transform.loop.hoist_loop_invariant_subsets %lh : !transform.any_op
      transform.loop.hoist_loop_invariant_subsets %lc : !transform.any_op
      transform.structured.vectorize %f2 : !transform.any_op
      transform.foreach %epi : !transform.any_op {
      ^bb0(%e: !transform.any_op):
        transform.structured.vectorize %e : !transform.any_op
      }
    }, {
      // im2col: the convolution as an im2col gather + linalg.matmul
      // (linalg.batch_matmul over groups); the matmul zero-padded to
      // multiples of the block tile in M and N and of tile_k in K (a copy
      // when they do not divide: the thread foralls need static extents,
      // and no vector needs a mask), tiled as gpu/matmul (block and thread
      // tiles, K loop with register accumulators; M on #gpu.block<x>,
      // whose limit is 2^31 - 1, not y's 65535); the gather, the pad
      // copies, the layout transposes and the fill are naive launches.
      %im2col, %mm = transform.kgen.rewrite_conv_as_matmul %conv : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
      %bm = transform.tune.knob<"im2col_block_m"> = 64 : i64 from options = [32, 64, 128] -> !transform.param<i64>
      %bn = transform.tune.knob<"im2col_block_n"> = 32 : i64 from options = [8, 16, 32, 64] -> !transform.param<i64>
      %tm = transform.tune.knob<"im2col_thread_m"> = 4 : i64 from options = [1, 2, 4, 8] -> !transform.param<i64>
      %tn = transform.tune.knob<"im2col_thread_n"> = 4 : i64 from options = [1, 2, 4, 8] -> !transform.param<i64>
      %tk = transform.tune.knob<"im2col_tile_k"> = 8 : i64 from options = [1, 4, 8, 16] -> !transform.param<i64>
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
      %one = transform.param.constant 1 : i64 -> !transform.param<i64>
      transform.foreach %bmms : !transform.any_op {
      ^bb0(%m0: !transform.any_op):
        %m, %mpad, %mcopy = transform.structured.pad %m0 pad_to_multiple_of [%bm, %bn, %tk] {padding_dimensions = [1, 2, 3], padding_values = [0.0 : f32, 0.0 : f32, 0.0 : f32], copy_back_op = "none"} : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op)
        %t1, %blocks = transform.structured.tile_using_forall %m tile_sizes [%one, %bm, %bn] (mapping = [#gpu.block<z>, #gpu.block<x>, #gpu.block<y>]) : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)
        %t2, %threads = transform.structured.tile_using_forall %t1 tile_sizes [0, %tm, %tn] (mapping = [#gpu.thread<y>, #gpu.thread<x>]) : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)
        %t3, %kloop = transform.structured.tile_using_for %t2 tile_sizes [0, 0, 0, %tk] : (!transform.any_op, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)
        transform.structured.vectorize %t3 vector_sizes [1, %tm, %tn, %tk] : !transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>
      }
    }
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.apply_patterns to %f {
      transform.apply_patterns.linalg.tiling_canonicalization
      transform.apply_patterns.canonicalization
    } : !transform.any_op
    %fb = transform.include @kgen_gpu_bufferize failures(propagate) (%root) : (!transform.any_op) -> !transform.any_op
    %fh = transform.include @kgen_gpu_lower_tiled_vectors failures(propagate) (%fb) : (!transform.any_op) -> !transform.any_op
    transform.include @kgen_gpu_map failures(propagate) (%fh) : (!transform.any_op) -> ()
    transform.yield
  }
}
