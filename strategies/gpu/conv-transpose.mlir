// Strategy: transposed convolutions (kgen.conv_transpose, 1 to 3 spatial
// dims, strides, dilations, padding, groups) on NVIDIA GPUs.
// Alternative `conv_transpose` (labels direct | conv):
//  0 = direct: the op's own output-stationary decomposition
//      (transform.structured.decompose_interface: one generic reading the
//      input with index arithmetic), left to the naive mapping (one thread
//      per output element, the reduction sequential in the thread);
//  1 = conv: transform.kgen.rewrite_conv_transpose_as_conv
//      (a stride-1 convolution over the zero-inserted, padded input with
//      flipped weights), then transform.kgen.rewrite_conv_as_matmul (im2col
//      + linalg.matmul, linalg.batch_matmul over groups), the matmul
//      zero-padded to multiples of the block tile in M and N and of
//      im2col_tile_k in K (transform.structured.pad, as gpu/conv-nd: a copy
//      of an operand only where a tile does not divide it), tiled as
//      gpu/matmul: blocks of im2col_block_m x im2col_block_n (M on
//      #gpu.block<x>, whose limit is 2^31 - 1: M / block_m exceeds y's
//      65535 on large images; N on y, groups on z), thread tiles of
//      im2col_thread_m x im2col_thread_n, a K loop by im2col_tile_k with the
//      accumulators in registers; the gather, the zero insertion, the weight
//      flip, the pad copies and the layout transposes are naive launches.
//      Padding keeps the thread foralls static (so they map to threads) and
//      the vectors unmasked: unpadded, the masked vectors' constant
//      vector<Nxi1> masks became kernel arguments, which the NVPTX ABI
//      passes bit-packed in one byte but reads one byte per lane (wrong
//      masks, wrong answers on the H200: integration_test/Search/gpu-conv-transpose-*).
//  2 = implicit (the starting point): a strided transposed convolution
//      split into its stride-1 output phases
//      (transform.kgen.split_conv_transpose_phases: no multiply-add by an
//      inserted zero), each phase through
//      transform.kgen.rewrite_conv_transpose_as_conv channels_innermost
//      (K walked as (kernel position, channel): a K tile within one kernel
//      position reads one input window, the flipped weights are contiguous
//      along K; level-1 69 on an H100: 11.4 ms before, 8.5 ms after), then as
//      transform.kgen.gemm_pipelined's implicit GEMM (every knob
//      automatic; the stride-1 padded input is read in place), the
//      epilogue (one generic: fuse_elementwise_chains, below) fused when
//      there is one phase (a phase writes a strided slice of the result:
//      its consumer reads every phase's); the weight flips are naive
//      launches.
// Applies to: kernels with a kgen.conv_transpose.
module attributes {transform.with_named_sequence, kgen.strategy_needs = "a kgen.conv_transpose"} {
  // The shared lowering tail (strategies/lib/gpu.mlir).
  transform.named_sequence private @kgen_gpu_bufferize(%root: !transform.any_op {transform.consumed}) -> !transform.any_op
  // The cheap, read-only applicability check that kgen-tune runs before
  // the script (docs/search.md); the main sequence starts with it.
  transform.named_sequence @match(%root: !transform.any_op {transform.readonly}) -> !transform.any_op {
    %ct = transform.structured.match ops{["kgen.conv_transpose"]} in %root : (!transform.any_op) -> !transform.any_op
    %count = transform.num_associations %ct : (!transform.any_op) -> !transform.param<i64>
    %zero = transform.param.constant 0 : i64 -> !transform.param<i64>
    transform.match.param.cmpi gt %count, %zero : !transform.param<i64>
    transform.yield %ct : !transform.any_op
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.consumed}) {
    %ct = transform.include @match failures(propagate) (%root) : (!transform.any_op) -> !transform.any_op
    %one = transform.param.constant 1 : i64 -> !transform.param<i64>
    transform.tune.alternatives<"conv_transpose"> selected_region = 2 attributes {labels = ["direct", "conv", "implicit"]} {
      transform.foreach %ct : !transform.any_op {
      ^bb0(%c: !transform.any_op):
        %d = transform.structured.decompose_interface %c : (!transform.any_op) -> !transform.any_op
      }
    }, {
      %bm = transform.tune.knob<"im2col_block_m"> = 64 : i64 from options = [32, 64, 128] -> !transform.param<i64>
      %bn = transform.tune.knob<"im2col_block_n"> = 32 : i64 from options = [8, 16, 32, 64] -> !transform.param<i64>
      %tm = transform.tune.knob<"im2col_thread_m"> = 4 : i64 from options = [1, 2, 4, 8] -> !transform.param<i64>
      %tn = transform.tune.knob<"im2col_thread_n"> = 4 : i64 from options = [1, 2, 4, 8] -> !transform.param<i64>
      %tk = transform.tune.knob<"im2col_tile_k"> = 8 : i64 from options = [1, 4, 8, 16] -> !transform.param<i64>
      %conv = transform.kgen.rewrite_conv_transpose_as_conv %ct : (!transform.any_op) -> !transform.any_op
      %im2col, %mm = transform.kgen.rewrite_conv_as_matmul %conv : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
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
      %phases = transform.kgen.split_conv_transpose_phases %ct : (!transform.any_op) -> !transform.any_op
      %conv = transform.kgen.rewrite_conv_transpose_as_conv %phases channels_innermost : (!transform.any_op) -> !transform.any_op
      transform.annotate %conv "kgen_implicit_gemm" : !transform.any_op
    }
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    // The elementwise consumers as one generic: one launch over the result
    // (the phases' consumer), or one op for gemm_pipelined to fuse.
    transform.apply_patterns to %f {
      transform.apply_patterns.kgen.fuse_elementwise_chains
    } : !transform.any_op
    transform.apply_patterns to %f {
      transform.apply_patterns.linalg.tiling_canonicalization
      transform.apply_patterns.canonicalization
    } : !transform.any_op
    %fb = transform.include @kgen_gpu_bufferize failures(propagate) (%root) : (!transform.any_op) -> !transform.any_op
    transform.apply_patterns to %fb {
      transform.apply_patterns.memref.fold_memref_alias_ops
      transform.apply_patterns.canonicalization
    } : !transform.any_op
    transform.apply_cse to %fb : !transform.any_op
    // The implicit alternative's convolution (none in the others): the
    // pipelined GEMM kernel, every knob automatic (after CSE and
    // canonicalization: the pad's copy of a window onto itself is gone).
    transform.apply_patterns to %fb { transform.apply_patterns.canonicalization } : !transform.any_op
    %ig = transform.structured.match attributes{kgen_implicit_gemm} in %fb : (!transform.any_op) -> !transform.any_op
    %auto = transform.param.constant 0 : i64 -> !transform.param<i64>
    %igl = transform.kgen.gemm_pipelined %ig tile = [%auto, %auto, %auto] thread = [%auto, %auto] stages = %auto group_m = %auto {fuse_epilogue} : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.any_op
    %fh = transform.structured.hoist_redundant_vector_transfers %fb : (!transform.any_op) -> !transform.any_op
    transform.apply_patterns to %fh {
      transform.apply_patterns.vector.reduction_to_contract
      transform.apply_patterns.vector.transfer_permutation_patterns
    } : !transform.any_op
    transform.apply_patterns to %fh {
      transform.apply_patterns.vector.lower_contraction lowering_strategy = "outerproduct"
      transform.apply_patterns.vector.lower_multi_reduction lowering_strategy = "innerreduction"
      transform.apply_patterns.vector.transfer_permutation_patterns
      transform.apply_patterns.vector.lower_outerproduct
      transform.apply_patterns.vector.lower_transfer max_transfer_rank = 1
      transform.apply_patterns.vector.cast_away_vector_leading_one_dim
      transform.apply_patterns.canonicalization
    } : !transform.any_op
    transform.apply_patterns to %fh {
      transform.apply_patterns.vector.lower_masked_transfers
      transform.apply_patterns.vector.lower_masks
      transform.apply_patterns.canonicalization
    } : !transform.any_op
    // No scf.forall left (the direct alternative): the naive mapping.
    transform.sequence %fh : !transform.any_op failures(suppress) {
    ^bb0(%fs: !transform.any_op):
      %launch = transform.gpu.map_forall_to_blocks %fs generate_gpu_launch : (!transform.any_op) -> !transform.any_op
      %l2 = transform.kgen.map_nested_forall_to_threads %launch : (!transform.any_op) -> !transform.any_op
    }
    transform.yield
  }
}
