//===- KgenGemmOps.td - transform.kgen GEMM lowering ------*- tablegen -*-===//
//
// Part of kgen.
//
//===----------------------------------------------------------------------===//

#ifndef KGEN_GEMM_OPS_TD
#define KGEN_GEMM_OPS_TD

//===----------------------------------------------------------------------===//
// GemmPipelinedOp
//===----------------------------------------------------------------------===//

def KgenGemmPipelinedOp : Op<Transform_Dialect, "kgen.gemm_pipelined",
    [AttrSizedOperandSegments,
     DeclareOpInterfaceMethods<MemoryEffectsOpInterface>,
     DeclareOpInterfaceMethods<TransformOpInterface>]> {
  let summary = "Lowers a matmul-like contraction on buffers to a GPU kernel whose K loop stages A and B through shared memory with asynchronous copies, software-pipelined.";
  let description = [{
    Replaces a matmul-like contraction on buffers (`linalg.matmul`,
    `linalg.batch_matmul`, transposed forms, convolutions, or any `linalg`
    op with two inputs, one output and a multiply-add body; f32 operands and
    result, static shapes) at host level by a `gpu.launch` that computes it
    as a shared-memory, multistage GEMM: register-blocked SIMT FMAs (the
    structure of CUTLASS's multistage SIMT kernels), or warp-level
    tensor-core `mma.sync` (`math`, below).

    The op's loops are classified: the input whose indices use the result's
    innermost loop is B; the parallel loops that only B's indices use and
    that end the result's indices (in that order) are N, those that only
    A's use are M, the other parallel loops batches; the reduction loops are
    K. Each GEMM index is the row-major linearization of its loops, so a
    convolution is an implicit GEMM: for `linalg.conv_2d_nchw_fchw`, M is
    the filters, N an image's output pixels, K the input channels and the
    filter taps, the images batches; B's tile copies gather the input
    through its indexing map (`oh * stride + kh * dilation`), with no im2col
    matrix in memory. Grouped convolutions (the group a batch), NHWC, 1-D
    and 3-D forms are the same. An input that is a zero-filled allocation
    given a copy of a source in a static window (a bufferized `tensor.pad`
    with zero padding) is read in place: the copies zero-fill outside the
    source, and the fill, the window and the copy go. With `swap` "on" the
    roles turn: B is the input whose indices do not use the result's
    innermost loop and N every loop of B alone, in the result's order (an
    NCHW convolution's filters; its images and output pixels are then M,
    the result written along M by scalar stores), so that few filters fill
    the warpgroup MMA's 32-column tiles instead of padding its 64-row ones;
    "auto" and "off" keep the roles above (swapping is not yet measured on
    a GPU). The kernel:

    * the grid covers the `block_m x block_n` output tiles of every batch
      (batches on block y); the tile order is grouped by `group_m` rows of
      tiles (a group's blocks share A and B panels in L2; 1 = row-major);
    * split-K (`split_k` > 1, for few output tiles and a long K): K's tiles
      are cut into `split_k` slices of equal length (block z), each block
      computing its slice's products from zero into its layer of a
      workspace (`split_k x batches x M x N` f32, allocated and freed
      around the kernels); a second kernel (one thread per 1, 2 or 4
      consecutive results) adds the fill's value and the layers in slice
      order, the same sum on every run, and runs the epilogue;
    * SIMT (`math` "fma"): `(block_m / thread_m) * (block_n / thread_n)`
      threads per block, each owning a `thread_m x thread_n` accumulator
      tile in registers; a thread's rows and columns are interleaved in
      groups of up to 4 (CUTLASS's layout), so its shared loads and global
      stores are 128-bit and a warp's shared loads are free of bank
      conflicts;
    * tensor cores (`math` "3xtf32" or "tf32", nvvm sm_80 or newer):
      `(block_m / warp_m) * (block_n / warp_n)` warps per block, each owning
      a `warp_m x warp_n` tile of 16 x 8 `nvgpu.mma.sync` (m16n8k8, TF32)
      accumulator fragments; per K step of 8 a warp loads the PTX fragment
      layouts from shared memory (`nvgpu.ldmatrix` from `[x][k]` rows,
      32-bit loads from `[k][x]` rows). "3xtf32" keeps fp32's accuracy
      under the strict policy: each operand element x is split into
      big = x with its 13 low mantissa bits cleared (a TF32 value) and the
      TF32 part of x - big, and the products small x big, big x small and
      big x big of one K tile are summed on the tensor cores from zero and
      then added to the accumulator in fp32 (the tensor cores' own fp32
      accumulation is biased: carried over the whole K loop its error grows
      with K). Measured on an H200: normwise error 5-7e-7 against float64
      at K = 4096-16384, below SGEMM's 1.1e-6, at 1.1-1.5x cuBLAS SGEMM's
      speed. "tf32" passes the operands as they are (one product per K
      step) and needs a policy that allows TF32 (`#kgen.precision<tf32>`
      or `bf16`); "3xtf32" is refused under
      `#kgen.precision<..., emulation = none>`. "bf16" (only under
      `#kgen.precision<bf16>`) runs m16n8k16 BF16 `nvvm.mma.sync` with fp32
      accumulation on the same fp32 tiles: its fragments are those of two
      TF32 K steps (the products' K order is the same permutation in A and
      B), each pair of elements rounded to nearest BF16 and packed
      (`cvt.rn.bf16x2.f32`): half the MMAs of "tf32" per K tile, `block_k`
      a multiple of 16;
    * Hopper's warpgroup MMA (`math` "3xtf32-wgmma", "tf32-wgmma" or
      "bf16-wgmma", nvvm sm_90a only; "auto" picks them there unless
      knobs given rule them out: a `block_m` not a multiple of 64, a
      `warp_m` other than 64, a `warp_n` that is not a multiple of 8 up to
      256, a `block_k` other than 32 (64 for BF16); then mma.sync's form):
      `(block_m / 64) * (block_n / warp_n)` warpgroups of 4 warps, each
      owning a 64 x `warp_n` tile (`warp_m` 64, `warp_n` a multiple of 8 up
      to 256; automatic: the block's width, at most 128 for 3xTF32 and 256
      for TF32) whose accumulators are one `wgmma.mma_async m64nNk8`
      fragment (`warp_n / 2` registers a thread, an LLVM struct);
      `block_k` is 32. Both tiles are staged as `[stage][x][k]` rows of 32
      elements (128 bytes; wgmma reads TF32 operands K-major only) with
      the 128-byte swizzle (16-byte chunk c of row x at c ^ (x % 8)),
      starting at a 1024-byte boundary of the dynamic shared memory; an
      operand contiguous along M or N is restaged under TF32 and BF16:
      copied 16 bytes at a time into `[stage][k][x]` rows and transposed in
      shared memory one K tile ahead of its wgmma into two K-major swizzled
      tiles of its own (on the rewrite-ahead schedule below); under 3xTF32
      its copies transpose it, 4 bytes each. Each
      K tile's copies are made visible to the async proxy
      (`fence.proxy.async.shared::cta`) before the barrier; per K step of
      8 one `nvvm.wgmma.mma_async` reads both operands through shared
      memory descriptors (128-byte swizzle, 1024 bytes between 8-row
      groups), committed and waited for (the accumulators pass through an
      empty asm with side effects before the `wgmma.fence` and after the
      wait). "tf32-wgmma" feeds the elements as they are (the tensor cores
      drop their 13 low mantissa bits); with 3 stages or more a tile's
      wgmma stays in flight through the next tile unless an operand is
      restaged. "3xtf32-wgmma", "bf16-wgmma" and a restaged operand
      rewrite tile k + 1 while tile k's wgmma run (tile 0 before the
      loop), into two extra tiles per operand: a restaged operand is
      transposed into its K-major tiles; 3xTF32 splits the stage in place,
      every element becoming its TF32 part big and
      the TF32 part of x - big going to a remainder tile, and the K tile's
      products small x big, big x small and big x big start from zero (as
      on mma.sync) and are added to the accumulators in fp32; BF16 (only
      under `#kgen.precision<bf16>`) rounds the stage to a BF16 tile of
      64-byte rows with the 64-byte swizzle (chunk c of row x at
      c ^ ((x / 2) % 4); descriptors 512 bytes between 8-row groups) that
      `wgmma m64nNk16` reads;
    * packed operands (`pack`, warpgroup MMA only): an operand contiguous
      along M or N (not along K, which wgmma's TF32 operands need) whose
      map is a projected permutation, which is not zero-padded and whose
      K ends with a loop of a multiple of 4 (8 for BF16) is
      copied before the kernel into a workspace contiguous along K
      (`[its batch loops][X's loops][K's loops]`, allocated before and
      freed after the kernels) by a launch of its own: 32 x 32 tiles through
      shared memory (rows padded by one element), 256 threads, a warp
      reading 32 consecutive X of one K and writing 32 consecutive K of
      one X, zeros read outside the operand and nothing written there. The
      kernel then reads the workspace like any K-contiguous operand (16-byte
      copies into swizzled rows, no transposing copies and no restaging).
      Under "bf16-wgmma" both operands are packed (or neither: each needs
      a packed form, and K's innermost loop a multiple of 8), rounded to
      nearest BF16, an operand contiguous along K read along K: the stages
      are then the BF16 tiles the wgmma reads (16-byte copies of 8 bf16
      into 64-byte rows with the 64-byte swizzle), no tile is converted in
      the kernel, and with 3 stages or more each tile's wgmma stays in
      flight through the next tile, as for TF32; `block_k` may then also
      be 64 (128-byte rows of 64 bf16 with the 128-byte swizzle, four
      `wgmma m64nNk16` per K tile). "on" packs every such
      operand, "off" none; "auto" (the default) packs one whose other
      extent (N for A, M for B) is at least 2048, 1024 under BF16, where
      the copy's traffic (8 bytes an element, 6 for BF16) is small against
      the products that reuse it (measured on an H100: packing won at
      2048^3 and above under every policy, at 1024^3 only under BF16);
    * TMA copies (`tma`, sm_90a's warpgroup MMA): with "on", each operand
      read in the packed layout (a packed workspace, or an operand that
      already is `[its batch loops][X's loops][K's loops]`, contiguous, of
      the stages' element type: a row-major A, an nn.Linear weight) whose
      stage rows are 64 or 128 bytes reaches shared memory by the Tensor
      Memory Accelerator instead of every thread's cp.async. On the host,
      before the launch, an `nvgpu.tma.create.descriptor` of the workspace
      or operand viewed as `[batch][x][k]` (a `memref.reinterpret_cast`),
      a box of one stage tile
      (`1 x tile x block_k`) with the stage's swizzle (the 64- or 128-byte
      pattern: the same as the stages' own), 256-byte L2 promotion and
      zero fill outside the workspace (edge tiles need no predicate). In
      the kernel one mbarrier per stage (`nvgpu.mbarrier.create`),
      initialized by thread 0 with an arrival count of one; for each K tile
      thread 0 arms the stage's mbarrier with the bytes of the TMA tiles
      (`nvgpu.mbarrier.arrive.expect_tx`) and issues their
      `nvgpu.tma.async.load`s at coordinates (k, x, the operand's batch
      index); every thread waits for the tile with
      `nvgpu.mbarrier.try_wait.parity` (phase `(tile / stages) mod 2`)
      where it waited for its cp.async group. An operand without TMA keeps
      its cp.async copies (both kinds are waited for). "auto" (the default)
      is "off" (on an H100, session 36, TMA without warp specialization
      ran from 2% faster to 10% slower than cp.async at 4096^3 and
      8192^3); "on" where no operand has the packed layout changes
      nothing;
    * `stages` shared-memory buffers of the A tile (`block_m x block_k`) and
      the B tile (`block_k x block_n`) each, filled by `nvgpu.device_async_copy`
      (`cp.async`; 16-byte copies where the operand's contiguous extent and
      the tile allow, else 8 or 4) in commit groups, `stages - 1` tiles
      ahead of the compute (`cp.async.wait_group stages - 2` and one barrier
      per K tile; the steady-state loop refills without predicates, the
      last `stages - 1` tiles run in a compute-only loop). SIMT: both tiles
      are stored K-major (`[stage][k][m or n]`), so a thread reads its rows
      and columns of one K step with vector loads: an operand contiguous
      along K is transposed on the way by 4-byte copies (CUTLASS's align-1
      SIMT kernels do the same) into rows padded by 4 elements, which keeps
      a warp's copies in distinct banks. Tensor cores: an operand
      contiguous along K keeps its layout (`[stage][m or n][k]` rows padded
      by 4, copied 16 bytes at a time where it is aligned), the others are
      K-major rows padded by 8; both paddings put a warp's fragment loads
      in distinct banks;
    * edge tiles (M, N or K not a multiple of the tile) are predicated: the
      copies zero-fill what lies outside the operand, the stores are
      guarded; no slow path for the whole kernel;
    * with `fuse_epilogue`, the chain of elementwise `linalg.generic` ops
      that consume the result (each reading the previous result with an
      identity map; bias, activations, scaling, clamps, residual adds) runs
      on the accumulators before the single store, their other operands
      read through their indexing maps; buffers that only carried the
      intermediate results are removed. The `linalg.fill` of the result
      (when it is the op right before) becomes the accumulators' initial
      value; without one the kernel adds the result's initial contents.
      With split-K the combine runs the epilogue.

    The knobs are transform parameters (one integer each; `math` one
    string: "auto", "fma", "3xtf32", "tf32", "3xtf32-wgmma", "tf32-wgmma",
    "bf16" or "bf16-wgmma"; `pack` and `tma` one string each: "auto",
    "off" or "on"), so a strategy passes `transform.tune.knob`s; `warp`,
    `math`, `pack` and `tma` are optional ("auto" and automatic warp tiles
    without them). A knob of 0 (a `math` of "auto")
    is automatic: the op chooses
    it from the shape and the target in scope (`kgen.target`'s
    multiprocessor count and shared memory per block), given the knobs that
    are set; this is the kernel's heuristic start, computed in one place.
    `split_k` is optional (1 without it; 0 is automatic).
    Where the target in scope is nvvm sm_80 or newer the math is "bf16"
    under the bf16 policy, "tf32" under tf32, else "3xtf32" when the policy
    allows emulation ("bf16-wgmma", "tf32-wgmma" and "3xtf32-wgmma" where
    it is sm_90a); "fma" otherwise. For the warpgroup MMA the largest of
    the block tiles 128x256 (where each tile's wgmma stays in flight: TF32,
    packed BF16), 256x128 (not for 3xTF32), 128x128, 128x64, 64x128,
    64x64, 128x32 and 64x32 (the last two only where N is 32 or less)
    that still gives every multiprocessor a block, warpgroups over
    the tile's width (at most 128 for 3xTF32), at most 3 stages (one more
    where the wgmma stays in flight),
    `group_m` 8, `block_k` 32 (64 for operands packed as BF16 where K has
    8 such tiles). For mma.sync the
    largest of the block tiles 128x128 (warps 64x32), 128x64 (64x32), 64x64
    (32x32), 64x32 (32x16) and 32x32 (16x16) that still gives every
    multiprocessor a block, `block_k` 32 (16 when K < 256). For SIMT
    the largest of the block tiles 256x128 (threads 16x8), 128x128 (8x8),
    128x64, 64x64, 64x32 and 32x32 that still gives every multiprocessor a
    block (256x128 is skipped when B is contiguous along K, and a tile side
    beyond the next power of two of M or N, at least 32, is skipped),
    `block_k` 16. Where every tile of its table is beyond M or N so (the
    warpgroup MMA's 64-row tiles for 32 filters), the tile that computes
    the least padding. Up to 4 stages (fewer when K has fewer tiles or
    shared memory runs out; one more for "tf32-wgmma" when its MMA stays in flight), `group_m`
    1. Where no tile of the table gives every
    multiprocessor a block and K has at least 64 tiles, K is split
    (automatic `split_k`): the smallest `split_k` that gives every
    multiprocessor a block, with slices of at least 8 K tiles, on the first
    tile of the table whose padding adds at most a quarter to the result
    and whose two stages fit in shared memory, where its slices give as
    many blocks as the tile chosen above would (else on that tile). The
    launch records what it was built with in
    `kgen.gemm_config` (block m, n, k, thread m, n or warp m, n, stages,
    group_m, split_k) and `kgen.gemm_math` (the `math` chosen). The
    stages live in dynamic shared memory (16-byte aligned; beyond 48 KiB
    the runtime opts the kernel in, up to the target's limit).

    ```mlir
    %launch = transform.kgen.gemm_pipelined %matmul
        tile = [%bm, %bn, %bk] thread = [%tm, %tn] stages = %s group_m = %g
        {fuse_epilogue}
        : (!transform.any_op, !transform.param<i64>, !transform.param<i64>,
           !transform.param<i64>, !transform.param<i64>, !transform.param<i64>,
           !transform.param<i64>, !transform.param<i64>) -> !transform.any_op
    %math = transform.param.constant "3xtf32" -> !transform.any_param
    %mma = transform.kgen.gemm_pipelined %matmul2
        tile = [%bm, %bn, %bk] thread = [%tm, %tn] warp = [%wm, %wn]
        stages = %s group_m = %g math = %math
        : (!transform.any_op, !transform.param<i64>, !transform.param<i64>,
           !transform.param<i64>, !transform.param<i64>, !transform.param<i64>,
           !transform.param<i64>, !transform.param<i64>, !transform.param<i64>,
           !transform.param<i64>, !transform.any_param) -> !transform.any_op
    ```

    #### Return modes

    Consumes the `target` handle and returns a handle to the `gpu.launch`
    ops created (one per target; with split-K two: the slices', then the
    combine's; then each packing launch). A definite failure when a
    parameter is not one integer (`math`, `pack`, `tma`: not one of their
    strings). A silenceable failure, leaving the payload unchanged,
    when a target is not a multiply-add op with two inputs and one output;
    when it has no M dimension (a depthwise convolution) or no reduction
    loop, is on tensors (bufferize first), inside a GPU kernel, has dynamic
    shapes, element types other than f32, a result map that is not a
    projected permutation, or a result whose innermost dimension is not N;
    when tensor cores are asked for where they are not legal (no nvvm
    sm_80+ target in scope, or for the warpgroup MMA no sm_90a; "tf32" and
    "tf32-wgmma" under the strict policy; "bf16" and "bf16-wgmma" under a
    policy other than bf16; "3xtf32" and "3xtf32-wgmma" under
    `emulation = none`: the message names the policy or the chip);
    and when the knobs do not fit: a tile that is not a multiple of
    the thread tile (SIMT) or the warp tile (tensor cores; a warp tile not
    made of 16 x 8 MMA tiles, a `block_k` not a multiple of the MMA's K:
    8, for "bf16" 16; for the
    warpgroup MMA a warp tile other than 64 x (8 to 256) or a `block_k`
    other than 32, or 64 for operands packed as BF16),
    `stages < 2`, more than 1024 threads, a negative knob, `split_k`
    above K's tiles or 65535,
    or more shared memory than the target's limit per block (48 KiB
    without a `kgen.target`).
  }];

  let arguments = (ins TransformHandleTypeInterface:$target,
                       TransformParamTypeInterface:$block_m,
                       TransformParamTypeInterface:$block_n,
                       TransformParamTypeInterface:$block_k,
                       TransformParamTypeInterface:$thread_m,
                       TransformParamTypeInterface:$thread_n,
                       Optional<TransformParamTypeInterface>:$warp_m,
                       Optional<TransformParamTypeInterface>:$warp_n,
                       TransformParamTypeInterface:$stages,
                       TransformParamTypeInterface:$group_m,
                       Optional<TransformParamTypeInterface>:$split_k,
                       Optional<TransformParamTypeInterface>:$math,
                       Optional<TransformParamTypeInterface>:$pack,
                       Optional<TransformParamTypeInterface>:$tma,
                       Optional<TransformParamTypeInterface>:$swap,
                       UnitAttr:$fuse_epilogue);
  let results = (outs TransformHandleTypeInterface:$launch);
  let assemblyFormat = [{
    $target `tile` `=` `[` $block_m `,` $block_n `,` $block_k `]`
    `thread` `=` `[` $thread_m `,` $thread_n `]`
    (`warp` `=` `[` $warp_m^ `,` $warp_n `]`)?
    `stages` `=` $stages `group_m` `=` $group_m
    (`split_k` `=` $split_k^)?
    (`math` `=` $math^)?
    (`pack` `=` $pack^)?
    (`tma` `=` $tma^)?
    (`swap` `=` $swap^)?
    attr-dict `:` functional-type(operands, results)
  }];
}

#endif // KGEN_GEMM_OPS_TD
