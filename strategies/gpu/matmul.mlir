// Strategy: matmul-like contractions on NVIDIA GPUs as a shared-memory,
// software-pipelined GEMM (transform.kgen.gemm_pipelined): block tiles of
// block_m x block_n (batches on block y), block_k-deep A and B tiles staged
// through `stages` shared-memory buffers by cp.async, tiles in groups of
// group_m rows for L2 reuse, edge tiles predicated; split_k slices of K
// (block z) into a workspace that a second kernel adds in slice order and
// runs the epilogue on (for few output tiles and a long K). `math`: "fma" (SIMT:
// each thread accumulates a thread_m x thread_n tile), "3xtf32" (tensor
// cores keeping fp32's accuracy: each warp a warp_m x warp_n tile of
// mma.sync fragments, each operand split into two TF32 parts, three
// products), "tf32" (tensor cores on TF32-rounded operands; only under a
// tf32 or bf16 policy) or "bf16" (BF16-rounded operands, fp32 accumulation;
// only under bf16); "3xtf32-wgmma", "tf32-wgmma" and "bf16-wgmma" are the same on
// Hopper's warpgroup MMA (sm_90a only; warp tiles of 64 rows, block_k 32,
// or 64 for operands packed as BF16).
// `pack` ("auto", "off", "on"): the warpgroup MMA first copies an operand
// contiguous along M or N into a K-contiguous workspace (a launch of its
// own, timed with the kernel) that the kernel reads with 16-byte copies,
// under BF16 both operands rounded to BF16; "auto" does where the other
// extent reuses it enough.
// `swap` ("auto", "off", "on"): "on" makes B the input whose indices do not
// use the result's innermost loop, N its loops: an NCHW convolution's
// filters are then N and its images' output pixels M, so that few filters
// (16 or 32) fill wgmma's 32-column tiles instead of padding its 64-row
// ones; the result is written by scalar stores. "auto" is "off" until it is
// measured on a GPU. The op's `tma` is not searched (its default,
// off): without warp specialization TMA measured from 2% faster to 10%
// slower (session 36), and one 3xTF32 point (128x64 tiles, 5 stages) failed
// to launch now and then (session 37).
// Threads per block = (block_m / thread_m) *
// (block_n / thread_n), or 32 per warp tile; points over 1024 threads,
// the target's shared memory per block, or tensor cores where they are not
// legal are failures of that point. Every knob has 0 = auto ("auto" for
// math; the default): the op's shape-, target- and policy-aware choice
// (on sm_80 and newer: BF16 under the bf16 policy, TF32 under tf32, else
// 3xTF32 unless the policy says emulation = none), so
// the heuristic start needs no search.
// A convolution with a multiple of 16 input channels and a filter of more
// than one position is first rewritten with its input channel as the
// innermost reduction loop (transform.kgen.rewrite_conv_channels_innermost:
// the filter copied to [F, K..., C] by a small launch), so that a K tile
// stays within one kernel position and the filter is contiguous along K
// (level-1 55, 63 and 67 on an H100: 1.17-1.25x faster).
// Alternatives `epilogue`: 0 = fused (the chain of elementwise consumers of
// the result: bias, activations, scaling, clamps, residual adds, runs on
// the accumulators before the one store), 1 = separate (the epilogue stays
// outside: naive launches).
// Priority 10 (kgen.strategy_priority): searched before the other
// strategies that apply (gpu/contraction, gpu/conv, gpu/conv-nd), so that a
// budget of 1 measures the pipelined kernel (the fastest on the H200 where
// they overlap: convolutions 4-20x gpu/conv-nd's start, session 7).
// Applies to: kernels with one f32 linalg.matmul, linalg.batch_matmul,
// convolution (1-D, 2-D, 3-D, grouped; NCHW or NHWC: an implicit GEMM whose
// B tile copies gather the input, a zero-padded input read in place) or
// linalg.generic multiply-add contraction with static shapes (transposed
// operands and batch dimensions included); not depthwise convolutions
// (no M dimension).
module attributes {transform.with_named_sequence, kgen.strategy_priority = 10 : i64, kgen.strategy_needs = "exactly one GEMM-shaped op (a matmul, batch matmul, or generic or convolution with a multiply-add contraction body)"} {
  // The shared lowering tail (strategies/lib/gpu.mlir).
  transform.named_sequence private @kgen_gpu_bufferize(%root: !transform.any_op {transform.consumed}) -> !transform.any_op
  transform.named_sequence @match_gemm(%op: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.match.operation_name %op ["linalg.matmul", "linalg.batch_matmul", "linalg.generic", "linalg.conv_1d_ncw_fcw", "linalg.conv_2d_nchw_fchw", "linalg.conv_3d_ncdhw_fcdhw", "linalg.conv_2d_ngchw_gfchw", "linalg.conv_2d_ngchw_fgchw", "linalg.conv_1d_nwc_wcf", "linalg.conv_2d_nhwc_hwcf", "linalg.conv_2d_nhwc_fhwc", "linalg.conv_3d_ndhwc_dhwcf"] : !transform.any_op
    transform.match.structured %op : !transform.any_op {
    ^bb0(%s: !transform.any_op):
      transform.match.structured.body %s {contraction = ["arith.mulf", "arith.addf"]} : !transform.any_op
      transform.match.structured.yield
    }
    transform.yield %op : !transform.any_op
  }
  // The cheap, read-only applicability check that kgen-tune runs before
  // the script (docs/search.md); the main sequence starts with it.
  transform.named_sequence @match(%root: !transform.any_op {transform.readonly}) -> !transform.any_op {
    %mm = transform.collect_matching @match_gemm in %root : (!transform.any_op) -> !transform.any_op
    %count = transform.num_associations %mm : (!transform.any_op) -> !transform.param<i64>
    %one = transform.param.constant 1 : i64 -> !transform.param<i64>
    transform.match.param.cmpi eq %count, %one : !transform.param<i64>
    transform.yield %mm : !transform.any_op
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.consumed}) {
    %mm = transform.include @match failures(propagate) (%root) : (!transform.any_op) -> !transform.any_op
    // 0 = auto: the op chooses from the shape and the target (its
    // heuristic start); the defaults are all auto.
    %bm = transform.tune.knob<"block_m"> = 0 : i64 from options = [0, 32, 64, 128, 256] -> !transform.param<i64>
    %bn = transform.tune.knob<"block_n"> = 0 : i64 from options = [0, 32, 64, 128, 256] -> !transform.param<i64>
    %bk = transform.tune.knob<"block_k"> = 0 : i64 from options = [0, 8, 16, 32, 64] -> !transform.param<i64>
    %tm = transform.tune.knob<"thread_m"> = 0 : i64 from options = [0, 2, 4, 8, 16] -> !transform.param<i64>
    %tn = transform.tune.knob<"thread_n"> = 0 : i64 from options = [0, 4, 8, 16] -> !transform.param<i64>
    %st = transform.tune.knob<"stages"> = 0 : i64 from options = [0, 2, 3, 4, 5] -> !transform.param<i64>
    %gm = transform.tune.knob<"group_m"> = 0 : i64 from options = [0, 1, 4, 8, 16] -> !transform.param<i64>
    %sk = transform.tune.knob<"split_k"> = 0 : i64 from options = [0, 1, 2, 3, 4, 8, 16, 32] -> !transform.param<i64>
    %wm = transform.tune.knob<"warp_m"> = 0 : i64 from options = [0, 16, 32, 64] -> !transform.param<i64>
    %wn = transform.tune.knob<"warp_n"> = 0 : i64 from options = [0, 16, 32, 64] -> !transform.param<i64>
    %math = transform.tune.knob<"math"> = "auto" from options = ["auto", "fma", "3xtf32", "tf32", "3xtf32-wgmma", "tf32-wgmma", "bf16", "bf16-wgmma"] -> !transform.any_param
    %pack = transform.tune.knob<"pack"> = "auto" from options = ["auto", "off", "on"] -> !transform.any_param
    %swap = transform.tune.knob<"swap"> = "auto" from options = ["auto", "off", "on"] -> !transform.any_param
    // A convolution with a multiple of 16 input channels and a filter of
    // several positions: the channel as the innermost reduction loop, the
    // filter copied to match (K tiles within one kernel position, no
    // division per copy); any other op as it is.
    transform.sequence %mm : !transform.any_op failures(suppress) {
    ^bb0(%op: !transform.any_op):
      %ci = transform.kgen.rewrite_conv_channels_innermost %op {min_channels = 16} : (!transform.any_op) -> !transform.any_op
    }
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    %bf = transform.include @kgen_gpu_bufferize failures(propagate) (%root) : (!transform.any_op) -> !transform.any_op
    %mmb = transform.collect_matching @match_gemm in %bf : (!transform.any_op) -> !transform.any_op
    transform.tune.alternatives<"epilogue"> selected_region = 0 attributes {labels = ["fused", "separate"]} {
      %l = transform.kgen.gemm_pipelined %mmb tile = [%bm, %bn, %bk] thread = [%tm, %tn] warp = [%wm, %wn] stages = %st group_m = %gm split_k = %sk math = %math pack = %pack swap = %swap {fuse_epilogue} : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.any_param, !transform.any_param, !transform.any_param) -> !transform.any_op
    }, {
      %l = transform.kgen.gemm_pipelined %mmb tile = [%bm, %bn, %bk] thread = [%tm, %tn] warp = [%wm, %wn] stages = %st group_m = %gm split_k = %sk math = %math pack = %pack swap = %swap : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.any_param, !transform.any_param, !transform.any_param) -> !transform.any_op
    }
    transform.apply_patterns to %bf { transform.apply_patterns.canonicalization } : !transform.any_op
    transform.apply_cse to %bf : !transform.any_op
    transform.yield
  }
}
