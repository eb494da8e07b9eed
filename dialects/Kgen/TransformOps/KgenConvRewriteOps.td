//===- KgenConvRewriteOps.td - transform.kgen rewrites -----*- tablegen -*-===//
//
// Part of kgen. Included from KgenTransformOps.td: pooling as convolution,
// pooling with its input read in the body, collapsed parallel loops,
// convolution as matmul, transposed convolution as convolution and as
// stride-1 phases.
//
//===----------------------------------------------------------------------===//

#ifndef KGEN_CONV_REWRITE_OPS_TD
#define KGEN_CONV_REWRITE_OPS_TD

class KgenConvRewriteOp<string mnemonic, list<Trait> traits = []>
    : Op<Transform_Dialect, mnemonic,
         !listconcat([FunctionalStyleTransformOpTrait, MemoryEffectsOpInterface,
                      TransformOpInterface, TransformEachOpTrait,
                      ReportTrackingListenerFailuresOpTrait], traits)> {
  let extraClassDeclaration = [{
    ::mlir::DiagnosedSilenceableFailure applyToOne(
        ::mlir::transform::TransformRewriter &rewriter,
        ::mlir::Operation *target,
        ::mlir::transform::ApplyToEachResultList &results,
        ::mlir::transform::TransformState &state);
  }];
}

def RewritePoolAsConvOp : KgenConvRewriteOp<"kgen.rewrite_pool_as_conv"> {
  let summary = "Rewrites sum pooling as a depthwise convolution with a "
                "weight of ones.";
  let description = [{
    Rewrites a sum-pooling op (the numerator of an average pooling) as the
    depthwise convolution of its input with a constant weight of ones
    (`arith.constant dense<1.0>`), so that the convolution strategies (and
    `transform.kgen.rewrite_conv_as_matmul`) apply to it:

    ```mlir
    %conv = transform.kgen.rewrite_pool_as_conv %pool
        : (!transform.any_op) -> !transform.any_op
    ```

    Accepted payload: the named `linalg.pooling_*_sum` ops and
    pooling-shaped `linalg.generic`s (two inputs, the second a window
    operand the body ignores, one output, the body `out + in`) with 1, 2 or
    3 window dimensions, one batch and one channel dimension in `NC...`
    (channel right after the batch in the output) or `N...C` (channel last)
    layout, any strides and dilations. The result is a
    `linalg.depthwise_conv_{1,2,3}d_{ncw_cw,nchw_chw,ncdhw_cdhw,nwc_wc,
    nhwc_hwc,ndhwc_dhwc}` named op with the pooling's strides and dilations
    when the input and output are in one of these layouts, and an equivalent
    depthwise-convolution-shaped `linalg.generic` otherwise (weight
    `[C, K...]` in `NC...` layouts, `[K..., C]` in `N...C` layouts). Padding
    is a `tensor.pad` producer of the input and stays as it is; the division
    of an average pooling is a separate elementwise op and stays too.

    #### Return modes

    Consumes the `target` handle and returns a handle to the convolution
    that replaces each payload op. Produces a silenceable failure, leaving
    the payload unchanged, when a payload op is not a pooling op (not a
    linalg op, not pooling-shaped), is a max or min pooling (the body is not
    an add), has an unsupported shape (no window dimension, more than 3,
    other than one batch and one channel dimension, a layout other than
    `NC...` or `N...C`, non-float or mixed element types) or is not on
    tensors.
  }];
  let arguments = (ins TransformHandleTypeInterface:$target);
  let results = (outs TransformHandleTypeInterface:$conv);
  let assemblyFormat = "$target attr-dict `:` functional-type(operands, results)";
}

def GatherPoolInputOp : KgenConvRewriteOp<"kgen.gather_pool_input"> {
  let summary = "Reads a pooling op's or a depthwise convolution's input "
                "inside its body, absorbing a constant tensor.pad.";
  let description = [{
    Rewrites a pooling op into a `linalg.generic` with the same loops that
    reads its input image with `tensor.extract` at the indices the image's
    indexing map computes from `linalg.index`, instead of through an
    operand:

    ```mlir
    %gather = transform.kgen.gather_pool_input %pool
        : (!transform.any_op) -> !transform.any_op
    ```

    Where the image is a `tensor.pad` with a constant padding value and
    static padding, the body reads the pad's source: a read outside the
    source yields the padding value (`arith.select` on the bounds; the load
    itself is clamped into the source), so the padded tensor is never
    formed (the pad is erased when nothing else reads it). Any other image
    is read as it is. Where the body reads the window operand's value (a
    depthwise convolution's filter, indexed by the channel and the window
    loops), that operand is read in the body too, and an empty tensor
    indexed by the window loops alone takes its place (it only gives those
    loops their sizes). The result has that window operand as its only
    input and the op's init as its output, and its loops are the output's
    dimensions in the output's order followed by the window loops (named
    depthwise convolutions iterate the channel after the image), so
    tiling it slices only the output, and its leading parallel loops are
    the output's leading dimensions (see `kgen.collapse_parallel_prefix`):
    a GPU thread that owns one output element reads exactly the input
    (and filter) elements of its window.

    Accepted payload: linalg ops on statically shaped float tensors with two
    inputs (the image and a window operand) and one output, whose window
    and output indexing maps are projected permutations that together name
    every loop (named `linalg.pooling_*` ops, named
    `linalg.depthwise_conv_*` ops with one filter per channel, and
    pooling- or depthwise-shaped `linalg.generic`s; max, min and sum pools
    and multiply-add convolutions alike).

    #### Return modes

    Consumes the `target` handle and returns a handle to the generic that
    replaces each payload op. Produces a silenceable failure, leaving the
    payload unchanged, when a payload op is not a linalg op, does not have
    that operand structure, or has an image indexing map with symbols.
  }];
  let arguments = (ins TransformHandleTypeInterface:$target);
  let results = (outs TransformHandleTypeInterface:$gather);
  let assemblyFormat = "$target attr-dict `:` functional-type(operands, results)";
}

def CollapseParallelPrefixOp : KgenConvRewriteOp<"kgen.collapse_parallel_prefix"> {
  let summary = "Collapses a linalg op's leading parallel loops into one.";
  let description = [{
    Collapses the leading parallel loops of a linalg op, all but the last
    `keep` of its parallel loops, into one loop (upstream
    `linalg::collapseOpIterationDims`; the operands are reshaped with
    `tensor.collapse_shape` and the result with `tensor.expand_shape`):

    ```mlir
    %c = transform.kgen.collapse_parallel_prefix %op keep = 2
        : (!transform.any_op) -> !transform.any_op
    ```

    A pool over `N x C x D x H x W` outputs with `keep = 2` iterates
    `(N*C*D) x H x W` afterwards, so that three `#gpu.block` dimensions
    tile any rank. With fewer than two loops to collapse, the op is
    returned unchanged.

    #### Return modes

    Consumes the `target` handle and returns a handle to the collapsed op
    (or the unchanged one). Produces a silenceable failure, leaving the
    payload unchanged, when a payload op is not a linalg op on tensors, has
    fewer than `keep` parallel loops, has a reduction loop before one of
    the loops to collapse, or an operand whose indexing map does not keep
    the collapsed loops contiguous (upstream's `areDimSequencesPreserved`).
  }];
  let arguments = (ins TransformHandleTypeInterface:$target,
                       ConfinedAttr<I64Attr, [IntNonNegative]>:$keep);
  let results = (outs TransformHandleTypeInterface:$collapsed);
  let assemblyFormat = "$target `keep` `=` $keep attr-dict `:` functional-type(operands, results)";
}

def RewriteConvAsMatmulOp : KgenConvRewriteOp<"kgen.rewrite_conv_as_matmul"> {
  let summary = "Rewrites a convolution as im2col followed by a matmul.";
  let description = [{
    Rewrites a 1-D, 2-D or 3-D convolution as an im2col gather followed by a
    matrix multiplication:

    ```mlir
    %im2col, %matmul = transform.kgen.rewrite_conv_as_matmul %conv
        : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    ```

    Accepted payload: linalg named convolutions (`linalg.conv_1d_nwc_wcf`,
    `conv_1d_ncw_fcw`, `conv_2d_nhwc_hwcf`, `conv_2d_nchw_fchw`,
    `conv_2d_nhwc_fhwc`, `conv_2d_ngchw_fgchw`, `conv_3d_ndhwc_dhwcf`,
    `conv_3d_ncdhw_fcdhw`, ...) and convolution-shaped `linalg.generic`s:
    two inputs (image, filter) and one output on tensors of one float type,
    a multiply-accumulate body, loops that
    `linalg::inferConvolutionDims` classifies as batch, output image,
    output channel, filter, input channel and depth (groups) dimensions,
    in any layout (NCHW-like and NHWC-like alike), with any strides and
    dilations. Padding is a `tensor.pad` producer of the image and is left
    alone.

    The rewrite is layout-generic:

    * the im2col op is a `linalg.generic` that gathers the image into
      `[G..., M..., K...]` with the convolution's own image indexing map (an
      affine gather, no `tensor.extract`), where the group dims `G` and
      `M` = batch + output-image dims are in the output's order and `K` =
      input-channel + filter dims in the filter's order; it is collapsed to
      `[G, M, K]` (`[M, K]` without groups);
    * the filter is transposed to `[G..., K..., N...]` (N = output-channel
      dims) and collapsed to `[G, K, N]`, the output (the accumulator) to
      `[G..., M..., N...]` and `[G, M, N]`; a transpose that is the identity
      (e.g. NHWC / HWCF operands) is not emitted;
    * a `linalg.batch_matmul` (groups) or `linalg.matmul` (no groups)
      computes `[G, M, N]`, which is expanded and transposed back to the
      output's layout.

    A convolution whose filter dimensions all have size 1, whose strides
    are 1 and whose image has exactly the output's spatial sizes (a 1x1
    convolution) needs no im2col: the image is only transposed
    (`linalg.transpose`, when it is not already in `[G, M, K]` order) and
    collapsed; the first result then is that `tensor.collapse_shape`.

    #### Return modes

    Consumes the `target` handle and returns two handles: the im2col
    `linalg.generic` of each payload op (the image's `tensor.collapse_shape`
    for 1x1 convolutions) and the
    `linalg.matmul` / `linalg.batch_matmul`. Produces a silenceable
    failure, leaving the payload unchanged, when a payload op is not a
    convolution (not a linalg op, loops that do not form a convolution, a
    pooling or other body that is not a multiply-accumulate), is a
    depthwise convolution without an output-channel dimension (it is a
    batched matrix-vector product; not supported), is not on statically
    shaped tensors of one float type, or has a filter or output indexing
    map that is not a projected permutation.
  }];
  let arguments = (ins TransformHandleTypeInterface:$target);
  let results = (outs TransformHandleTypeInterface:$im2col,
                      TransformHandleTypeInterface:$matmul);
  let assemblyFormat = "$target attr-dict `:` functional-type(operands, results)";
}

def RewriteConvTransposeAsConvOp
    : KgenConvRewriteOp<"kgen.rewrite_conv_transpose_as_conv"> {
  let summary = "Rewrites kgen.conv_transpose as a direct convolution over "
                "the zero-inserted, padded input.";
  let description = [{
    Rewrites a `kgen.conv_transpose` as a stride-1 convolution over the
    input with `strides - 1` zeros inserted between elements and padded,
    with spatially flipped, channel-transposed weights:

    ```mlir
    %conv = transform.kgen.rewrite_conv_transpose_as_conv %ct
        : (!transform.any_op) -> !transform.any_op
    ```

    With `P_j = dilations_j * (K_j - 1) - pads_begin_j`, the result is
    `result[n, g, oc, o] = init + sum over ic, k of
    z[n, g, ic, o_j + k_j * dilations_j] * w'[g, oc, ic, k]` where `z` is a
    zero-filled tensor of spatial sizes `O_j + dilations_j * (K_j - 1)` into
    which the input is inserted (`tensor.insert_slice`) at offset `P_j` with
    stride `strides_j` (input positions that land outside `z`, when
    `P_j < 0` or the result is cropped at the end, are sliced off first),
    and `w'[g, oc, ic, k] = weight[g * Cg + ic, oc, K - 1 - k]` (a
    `linalg.generic`). This is exact for any groups, strides, dilations,
    `pads_begin` and result sizes (end padding and `output_padding` come
    from the init). The convolution is `linalg.conv_{1d_ncw_fcw,
    2d_nchw_fchw,3d_ncdhw_fcdhw}` (with its dilations) when `groups` is 1,
    and a grouped-convolution `linalg.generic` on `[N, G, Cg, ...]` views
    otherwise.

    With `channels_innermost`, the input channel is the innermost reduction
    loop instead: the weights are flipped into `w'[g, oc, k, ic]` and the
    convolution is a `linalg.generic` over loops `(n, [g,] oc, o..., k...,
    ic)` (groups 1 included). An implicit GEMM
    (`transform.kgen.gemm_pipelined`) then walks K with the channel fastest:
    a K tile within one kernel position reads one input window per output
    column, and the flipped weights are contiguous along K.

    ```mlir
    %conv = transform.kgen.rewrite_conv_transpose_as_conv %ct channels_innermost
        : (!transform.any_op) -> !transform.any_op
    ```

    #### Return modes

    Consumes the `target` handle and returns a handle to the convolution of
    each payload op. Produces a silenceable failure, leaving the payload
    unchanged, when a payload op is not a `kgen.conv_transpose`.
  }];
  let arguments = (ins TransformHandleTypeInterface:$target,
                       UnitAttr:$channels_innermost);
  let results = (outs TransformHandleTypeInterface:$conv);
  let assemblyFormat = "$target (`channels_innermost` $channels_innermost^)? attr-dict `:` functional-type(operands, results)";
}

def RewriteConvChannelsInnermostOp
    : KgenConvRewriteOp<"kgen.rewrite_conv_channels_innermost"> {
  let summary = "Reorders a convolution's reductions so that the input "
                "channel is the innermost, the filter copied to match.";
  let description = [{
    Rewrites a convolution (a linalg named convolution or a
    convolution-shaped `linalg.generic`: loops that
    `linalg::inferConvolutionDims` classifies, a multiply-accumulate body,
    on tensors) as a `linalg.generic` whose loops are the parallel loops in
    their order, then the filter loops, then the input-channel loops, and
    whose filter is a copy laid out in that order (a `linalg.generic`
    gather, e.g. `[F, C, KH, KW]` to `[F, KH, KW, C]`):

    ```mlir
    %conv2 = transform.kgen.rewrite_conv_channels_innermost %conv {min_channels = 16}
        : (!transform.any_op) -> !transform.any_op
    ```

    The products and their sums are the same; only their order changes.
    An implicit GEMM (`transform.kgen.gemm_pipelined`) then walks K with
    the channel fastest: a K tile within one kernel position reads one
    input window per output column, and the filter is contiguous along K.

    #### Return modes

    Consumes the `target` handle and returns a handle to the new
    convolution. Produces a silenceable failure, leaving the payload
    unchanged, when the payload is not such a convolution, has no filter
    loop of more than one position, already has the channel innermost, or
    when the innermost input channel's extent is not a multiple of
    `min_channels` (default 1).
  }];
  let arguments = (ins TransformHandleTypeInterface:$target,
                       DefaultValuedAttr<I64Attr, "1">:$min_channels);
  let results = (outs TransformHandleTypeInterface:$conv);
  let assemblyFormat = "$target attr-dict `:` functional-type(operands, results)";
}

def SplitConvTransposePhasesOp
    : Op<Transform_Dialect, "kgen.split_conv_transpose_phases",
         [FunctionalStyleTransformOpTrait, MemoryEffectsOpInterface,
          DeclareOpInterfaceMethods<TransformOpInterface>,
          ReportTrackingListenerFailuresOpTrait]> {
  let summary = "Splits a strided kgen.conv_transpose into stride-1 "
                "transposed convolutions, one per output phase.";
  let description = [{
    Rewrites a `kgen.conv_transpose` with strides `s_j` as one stride-1
    `kgen.conv_transpose` per output phase (`r_j` in `[0, s_j)`): the
    outputs `o_j = r_j + s_j * q_j` receive the products of the kernel
    positions `k_j` with `(r_j + pads_begin_j - k_j * d_j) mod s_j = 0`
    only, `k_j = k0_j + t * m_j` with `m_j = s_j / gcd(s_j, d_j)`, from the
    input at `i_j = q_j + c_j - t * d_j / gcd(s_j, d_j)`,
    `c_j = (r_j + pads_begin_j - k0_j * d_j) / s_j`:

    ```mlir
    %phases = transform.kgen.split_conv_transpose_phases %ct
        : (!transform.any_op) -> !transform.any_op
    ```

    Each phase reads the weight's strided slice (offsets `k0_j`, strides
    `m_j`) with dilations `d_j / gcd(s_j, d_j)`, and accumulates into the
    strided slice of the result (offsets `r_j + s_j * q0_j`, strides `s_j`)
    that it reaches: its first `q0_j = max(0, -c_j)` outputs and those
    after the last input's reach receive no product and keep the init's
    values, so its `pads_begin_j = max(c_j, 0)`. A phase without kernel
    positions or reachable outputs is dropped. The slices are disjoint, so
    the phases chain through `tensor.extract_slice` and
    `tensor.insert_slice` on the result. The zeros a strided transposed
    convolution's lowering (`rewrite_conv_transpose_as_conv`) would insert
    between input elements, `1 - 1 / prod(s_j)` of its multiply-adds, are
    never read.

    #### Return modes

    Consumes the `target` handle and returns a handle to the stride-1
    transposed convolutions: the payload op itself when its strides are
    all 1. Produces a silenceable failure, leaving the payload unchanged,
    when a payload op is not a `kgen.conv_transpose`.
  }];
  let arguments = (ins TransformHandleTypeInterface:$target);
  let results = (outs TransformHandleTypeInterface:$phases);
  let assemblyFormat = "$target attr-dict `:` functional-type(operands, results)";
}

#endif // KGEN_CONV_REWRITE_OPS_TD
