//===- KgenFusionRewriteOps.td - transform.kgen rewrites -----*- tablegen -*-===//
//
// Part of kgen. Included from KgenTransformOps.td: epilogue fusion,
// elementwise chains fused, split reductions, tensor cores.
//
//===----------------------------------------------------------------------===//

#ifndef KGEN_FUSION_REWRITE_OPS_TD
#define KGEN_FUSION_REWRITE_OPS_TD

//===----------------------------------------------------------------------===//
// ApplyFuseElementwiseChainsPatternsOp
//===----------------------------------------------------------------------===//

def ApplyFuseElementwiseChainsPatternsOp : Op<Transform_Dialect,
    "apply_patterns.kgen.fuse_elementwise_chains",
    [DeclareOpInterfaceMethods<PatternDescriptorOpInterface>]> {
  let summary = "Fuses chains of elementwise linalg ops on tensors into one "
                "generic.";
  let description = [{
    Upstream's elementwise fusion of linalg ops on tensors
    (`linalg::populateElementwiseOpsFusionPatterns`), restricted to a
    producer and a consumer that are both all-parallel and to a producer
    whose every use is in that consumer: a chain of activations, scalings
    and bias adds becomes one generic (one pass over memory instead of one
    per op), nothing is computed twice, and no elementwise op is folded
    into a contraction or a convolution (whose kernels read their operands
    from memory).

    ```mlir
    transform.apply_patterns to %func {
      transform.apply_patterns.kgen.fuse_elementwise_chains
    } : !transform.any_op
    ```
  }];
  let assemblyFormat = "attr-dict";
}

//===----------------------------------------------------------------------===//
// FuseEpilogueOp
//===----------------------------------------------------------------------===//

def KgenFuseEpilogueOp : Op<Transform_Dialect, "kgen.fuse_epilogue",
    [DeclareOpInterfaceMethods<MemoryEffectsOpInterface>,
     DeclareOpInterfaceMethods<TransformOpInterface>]> {
  let summary = "Fuses the elementwise epilogue of a contraction or convolution into its tile loop.";
  let description = [{
    Fuses the chain of elementwise consumers of a tiled contraction or
    convolution (bias add, activation, scaling, clamps, residual adds: any
    all-parallel linalg op of the `elementwise` op class, with any number of
    extra operands) into the `scf.forall` tile loop that computes it, so that
    each tile of the final result is computed and written once, right after
    the tile's reduction completes.

    `target` is either the contraction or convolution (a `linalg.matmul`,
    `linalg.batch_matmul`, named convolution, or a `linalg.generic` of class
    `contraction` or `convolution`, see `transform.kgen.match_op_class`)
    inside the loop made by `transform.structured.tile_using_forall`, or
    that `scf.forall` itself. The epilogue is every linalg op reachable
    from the loop's result for the contraction through linalg users; each
    must be an elementwise linalg op on tensors, and it ends at values whose
    users are not linalg ops (a `func.return`, a reshape). A chain (every
    value used once) is fused op by op, in order, with upstream consumer
    fusion (`scf::tileAndFuseConsumer`). An epilogue that branches and
    joins (`x * sigmoid(x)`, GELU's `x * (1 + erf(x / sqrt(2)))`: a value
    used by several of its ops) is first merged into one `linalg.generic`
    (the bodies inlined in order, external operands such as a broadcast
    bias keeping their indexing maps), which is then fused. Producers of the consumers' other operands that sit between
    the loop and the consumer (typically the consumer's `tensor.empty`) are
    moved before the loop. Loop results that are no longer used (the
    contraction's own result) are dropped, so the intermediate values never
    leave the tile.

    ```mlir
    %tiled, %loop = transform.structured.tile_using_forall %mm tile_sizes [32, 32]
        : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %fused, %new_loop = transform.kgen.fuse_epilogue %tiled
        : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    ```

    #### Return modes

    Consumes the `target` handle. Returns `fused`, the tiled consumers inside
    the loop in chain order (for all targets), and `new_loop`, the tile
    loops after fusion (one per target).

    Produces a silenceable failure, and leaves the payload unchanged, when a
    target is neither an `scf.forall` nor a contraction or convolution; when
    the contraction is not inside an `scf.forall`, or the loop contains no
    contraction or convolution, or more than one; when the first value of the
    epilogue has no linalg consumer; when a value of the epilogue is used by
    linalg ops and by other ops (it would be written anyway), or by a linalg
    op that is not elementwise on tensors, has several results or lies in
    another block; when a branching epilogue has several results that leave
    it, or an op that cannot be merged (another iteration space, a
    non-identity result map, an intermediate value read through a
    non-identity map); or when a consumer's other operands are defined after
    the loop by producers that cannot be moved before it (moves made before
    a later failure preserve semantics). Produces a silenceable failure (the payload
    may have been partly fused) when upstream consumer fusion fails.
  }];

  let arguments = (ins TransformHandleTypeInterface:$target);
  let results = (outs TransformHandleTypeInterface:$fused,
                      TransformHandleTypeInterface:$new_loop);
  let assemblyFormat = [{
    $target attr-dict `:` functional-type(operands, results)
  }];
}

//===----------------------------------------------------------------------===//
// SplitReductionOp
//===----------------------------------------------------------------------===//

def KgenSplitReductionOp : Op<Transform_Dialect, "kgen.split_reduction",
    [DeclareOpInterfaceMethods<MemoryEffectsOpInterface>,
     DeclareOpInterfaceMethods<TransformOpInterface>]> {
  let summary = "Splits a reduction into two stages (partial reductions, then a combine).";
  let description = [{
    Rewrites a linalg op with one reduction dimension of static size `R`
    (a row or column reduction, a matmul: split-K) into two stages with
    upstream `linalg::splitReduction`: the reduction dimension is split into
    `F x R/F` (`F` = the split factor), a first op reduces the `R/F`
    elements of each of the `F` chunks into a new parallel dimension of an
    intermediate tensor (filled with the combiner's neutral element), and a
    combining op reduces the `F` partial results into the original output.
    The first stage has `F` times more parallel work, which is what long
    rows and columns need on a GPU.

    The factor is either the static attribute `split_factor` or a transform
    parameter (`by %param`, one integer for all targets or one per target),
    so that a `transform.tune.knob` can choose it. `inner_parallel` makes the
    chunks interleaved (`k = kk * F + f`, the new parallel dimension
    innermost in the input) instead of contiguous (`k = f * R/F + kk`).
    `insert_split_dimension` is the position of the new parallel dimension
    in the intermediate tensor (default 0).

    ```mlir
    %fill, %split, %combine = transform.kgen.split_reduction %red
        {split_factor = 8, inner_parallel}
        : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %f = transform.tune.knob<"split"> = 4 : i64 from options = [2, 4, 8] -> !transform.param<i64>
    %fill2, %split2, %combine2 = transform.kgen.split_reduction %mm by %f
        : (!transform.any_op, !transform.param<i64>)
          -> (!transform.any_op, !transform.any_op, !transform.any_op)
    ```

    #### Return modes

    Consumes the `target` handle and only reads the parameter. Returns
    handles to the `linalg.fill` of the intermediate tensor, the split
    (first-stage) op and the combining op, one of each per target.

    The verifier rejects a static factor of 1 or less, and a factor given
    both ways or not at all. Produces a definite failure when the parameter
    is not one integer (or one per target) or is 1 or less. Produces a
    silenceable failure, leaving the payload unchanged, when a target is not
    a linalg op with one result; has no reduction dimension or more than one
    (upstream splits one); has a dynamic reduction size or one the factor
    does not divide; has a body whose reduction is not a single combiner with
    a neutral element (add, mul, min, max, and, or, xor); or when
    `insert_split_dimension` exceeds the result rank.
  }];

  let arguments = (ins TransformHandleTypeInterface:$target,
                       Optional<TransformParamTypeInterface>:$split_factor_param,
                       OptionalAttr<I64Attr>:$split_factor,
                       UnitAttr:$inner_parallel,
                       DefaultValuedAttr<I64Attr, "0">:$insert_split_dimension);
  let results = (outs TransformHandleTypeInterface:$fill,
                      TransformHandleTypeInterface:$split_op,
                      TransformHandleTypeInterface:$combining_op);
  let assemblyFormat = [{
    $target (`by` $split_factor_param^)? attr-dict
    `:` functional-type(operands, results)
  }];
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// UseTensorCoresOp
//===----------------------------------------------------------------------===//

def KgenUseTensorCoresOp : Op<Transform_Dialect, "kgen.use_tensor_cores",
    [DeclareOpInterfaceMethods<MemoryEffectsOpInterface>,
     DeclareOpInterfaceMethods<TransformOpInterface>]> {
  let summary = "Rewrites a matmul-like op on buffers to warp-level tensor-core mma.sync, where the precision policy and target allow it.";
  let description = [{
    Rewrites a matmul-like op (`linalg.matmul`, `linalg.batch_matmul`,
    transposed variants, or a `linalg.generic` of class `contraction` with
    one M, one N and one K dimension and any batch dimensions) on buffers
    into NVIDIA tensor-core `nvgpu.mma.sync` operations, after checking that
    the rewrite is legal:

    * the precision policy in scope (the `kgen.precision` attribute of the
      nearest enclosing op that has one, usually the func or the module;
      none means `strict`) allows the input precision the instruction
      needs: f16 operands run as they are under any policy; f32 operands
      need TF32 inputs (`m16n8k8`, fp32 accumulation), which `tf32` allows
      and `bf16` allows too (TF32 keeps more bits than the bf16 rounding it
      permits); `strict` forbids it;
    * the target (the `device` option, else the `kgen.target` attribute in
      scope) is `nvvm` with a chip `sm_80` or newer. Warpgroup MMA
      (`sm_90a`) and AMD MFMA (`gfx90a`, `gfx942`) are not implemented:
      those targets get the `mma.sync` path (sm_90a) or a failure (rocdl).

    The op must run once per warp: it must be inside a `gpu.launch` or
    `gpu.func` whose block size (when constant) is a multiple of 32, and not
    inside a thread-mapped `scf.forall` (a `#gpu.warp`-mapped one is fine);
    every lane of the warp executes the rewritten code. The rewrite tiles
    the iteration space into `16 x 8 x k` MMA tiles (`k` = 8 for tf32, 16 for
    f16), loads each lane's fragment elements with the lane layout of the
    PTX `mma` fragments (`nvgpu` MMA utilities), keeps the accumulator
    fragment in registers across the K loop and stores it once per tile.
    Operand indices go through the op's indexing maps, so transposed
    operands and batch dimensions are supported. `nvgpu.mma.sync` lowers to
    `mma.sync.aligned` PTX under `--kgen-lower-to-nvvm`.

    ```mlir
    module attributes {kgen.precision = #kgen.precision<tf32>,
                       kgen.target = #kgen.target<nvvm, "sm_90">} { ... }
    %mma = transform.kgen.use_tensor_cores %matmul
        : (!transform.any_op) -> !transform.any_op
    %mma2 = transform.kgen.use_tensor_cores %matmul2
        {device = #kgen.target<nvvm, "sm_80">}
        : (!transform.any_op) -> !transform.any_op
    ```

    #### Return modes

    Consumes the `target` handle and returns a handle to the
    `nvgpu.mma.sync` ops created (one per MMA-tile loop body per target).
    Produces a silenceable failure, leaving the payload unchanged, when a
    target is not a matmul-like contraction; when the precision policy
    forbids the operand precision (the message names the policy and where
    it came from); when no target is in scope, or the target is not nvvm
    sm_80 or newer; when the element types have no `mma.sync` form here
    (A and B must both be f16 or both f32, the result f16/f32 or f32); when
    a size is dynamic or not a multiple of the MMA tile; when the op is on
    tensors (bufferize first); or when it does not run once per warp (not
    in a GPU kernel, a block size that is not a multiple of 32, or inside a
    thread-mapped `scf.forall`).
  }];

  let arguments = (ins TransformHandleTypeInterface:$target,
                       OptionalAttr<Kgen_TargetAttr>:$device);
  let results = (outs TransformHandleTypeInterface:$mma);
  let assemblyFormat = [{
    $target attr-dict `:` functional-type(operands, results)
  }];
}

#endif // KGEN_FUSION_REWRITE_OPS_TD
