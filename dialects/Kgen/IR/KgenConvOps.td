//===- KgenConvOps.td - kgen convolution payload ops -------*- tablegen -*-===//
//
// Part of kgen. Included from KgenOps.td.
//
//===----------------------------------------------------------------------===//

#ifndef KGEN_CONV_OPS_TD
#define KGEN_CONV_OPS_TD

def Kgen_ConvTransposeOp : Kgen_Op<"conv_transpose", [
    Pure,
    DestinationStyleOpInterface,
    AllTypesMatch<["init", "result"]>,
    DeclareOpInterfaceMethods<AggregatedOpInterface, ["decomposeOperation"]>]> {
  let summary = "N-D transposed (fractionally strided) convolution";
  let description = [{
    The transposed convolution of ONNX `ConvTranspose` and PyTorch
    `conv_transpose{1,2,3}d`, on tensors, in destination style:

    ```mlir
    %r = kgen.conv_transpose ins(%x, %w : tensor<1x4x5x5xf32>, tensor<4x3x3x3xf32>)
           outs(%init : tensor<1x6x10x10xf32>)
           strides = [2, 2] dilations = [1, 1] pads_begin = [1, 1] groups = 2
           : tensor<1x6x10x10xf32>
    ```

    With `k` spatial dimensions (1, 2 or 3): the input is `[N, C, I1..Ik]`,
    the weight `[C, OCg, K1..Kk]` (ONNX/PyTorch layout, `C = groups * Cg`)
    and the init and result `[N, groups * OCg, O1..Ok]`. The result is the
    init plus, for every group `g`, input channel `ic < Cg`, input position
    `i` and kernel position `k`, the product
    `input[n, g*Cg + ic, i] * weight[g*Cg + ic, oc, k]` accumulated into
    `result[n, g*OCg + oc, o]` where `o_j = i_j * strides_j +
    k_j * dilations_j - pads_begin_j`; contributions that fall outside the
    result are dropped. The result's spatial sizes are those of the init, so
    the end padding and ONNX's `output_padding` are implied by it. A bias is
    a separate elementwise add.

    The verifier requires static shapes, positive strides and dilations,
    non-negative `pads_begin`, `groups` dividing `C`, and result sizes that
    the input can reach: `1 <= O_j <= (I_j - 1) * s_j + d_j * (K_j - 1) + 1
    - pads_begin_j + (max(s_j, d_j) - 1)`, i.e. the full (unpadded) output
    size minus the begin padding plus at most the largest `output_padding`
    PyTorch and ONNX accept (`output_padding < max(stride, dilation)`).

    The default decomposition (`linalg::AggregatedOpInterface`, used by
    `kgen-decompose-aggregates`) is output-stationary and exact: one
    `linalg.generic` over `[n, g, oc, o..., ic, k...]` (parallel over the
    result, reduction over input channels and kernel positions) on the
    weight and init expanded to `[groups, Cg, OCg, K...]` and
    `[N, groups, OCg, O...]`. Its body reads the input with a guarded
    `tensor.extract` at `i_j = (o_j + pads_begin_j - k_j * d_j) / s_j`,
    accumulating only when the numerator is non-negative, divisible by
    `s_j` and the quotient is below `I_j`.
    `transform.kgen.rewrite_conv_transpose_as_conv` offers a direct
    convolution instead.
  }];

  let arguments = (ins
    AnyRankedTensor:$input,
    AnyRankedTensor:$weight,
    AnyRankedTensor:$init,
    DenseI64ArrayAttr:$strides,
    DenseI64ArrayAttr:$dilations,
    DenseI64ArrayAttr:$pads_begin,
    I64Attr:$groups);
  let results = (outs AnyRankedTensor:$result);

  let assemblyFormat = [{
    `ins` `(` $input `,` $weight `:` type($input) `,` type($weight) `)`
    `outs` `(` $init `:` type($init) `)`
    `strides` `=` $strides `dilations` `=` $dilations
    `pads_begin` `=` $pads_begin `groups` `=` $groups
    attr-dict `:` type($result)
  }];

  let builders = [
    OpBuilder<(ins "Value":$input, "Value":$weight, "Value":$init,
                   "ArrayRef<int64_t>":$strides,
                   "ArrayRef<int64_t>":$dilations,
                   "ArrayRef<int64_t>":$padsBegin, "int64_t":$groups)>
  ];
  let skipDefaultBuilders = 0;
  let hasVerifier = 1;

  let extraClassDeclaration = [{
    MutableOperandRange getDpsInitsMutable() { return getInitMutable(); }
    /// Number of spatial dimensions (1, 2 or 3).
    int64_t getNumSpatialDims() {
      return getInput().getType().getRank() - 2;
    }
  }];
}

#endif // KGEN_CONV_OPS_TD
