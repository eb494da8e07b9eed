//===- KgenNormOps.td - kgen normalization payload ops -----*- tablegen -*-===//
//
// Part of kgen. Included from KgenOps.td. The normalization family: log-softmax,
// log-sum-exp, layer, group and RMS normalization, and the division by an
// L1 or L2 norm. Each op is destination
// style on ranked float tensors and decomposes (AggregatedOpInterface) into
// upstream linalg.fill / linalg.generic / tensor ops; the decomposition is in
// KgenNormOps.cpp and is shared with transform.kgen.decompose_normalization.
//
//===----------------------------------------------------------------------===//

#ifndef KGEN_NORM_OPS_TD
#define KGEN_NORM_OPS_TD

class Kgen_NormOp<string mnemonic, list<Trait> traits = []>
    : Kgen_Op<mnemonic, !listconcat([
        Pure,
        DestinationStyleOpInterface,
        AllTypesMatch<["init", "result"]>,
        DeclareOpInterfaceMethods<AggregatedOpInterface,
                                  ["decomposeOperation"]>], traits)> {
  let results = (outs AnyRankedTensor:$result);
  let hasVerifier = 1;
  let extraClassDeclaration = [{
    ::mlir::MutableOperandRange getDpsInitsMutable() {
      return getInitMutable();
    }
  }];
}

def Kgen_LogSoftmaxOp : Kgen_NormOp<"log_softmax"> {
  let summary = "Log-softmax along one dimension.";
  let description = [{
    Computes `x - max - log(sum(exp(x - max)))` along `dimension`, where
    `max` and `sum` are taken over that dimension (ONNX `LogSoftmax`,
    `torch.log_softmax`). `input` and `init` are ranked float tensors of the
    same type; the result has the init's type.

    ```mlir
    %r = kgen.log_softmax ins(%x : tensor<4x10xf32>)
           outs(%init : tensor<4x10xf32>) dimension = 1
    ```

    The default decomposition (`kgen-decompose-aggregates`) is a max
    reduction, a reduction of `exp(x - max)` and one elementwise op; a row
    that holds only infinities gives NaN, as the decomposition of
    `linalg.softmax` does.

    Canonicalization: a log-softmax whose result is only read by
    `tensor.extract` (a loss that picks one class per row) becomes a
    `kgen.logsumexp` over `dimension` and `x - lse` at each extract, so
    that the kernel reads the input once and writes a row's scalar instead
    of the whole result. An extract in a `linalg.generic` body whose other
    indices are that generic's `linalg.index` values reads the log-sum-exp
    as a new input of the generic (a producer that fusion can follow).
  }];
  let arguments = (ins AnyRankedTensor:$input, AnyRankedTensor:$init,
                       I64Attr:$dimension);
  let hasCanonicalizer = 1;
  let assemblyFormat = [{
    `ins` `(` $input `:` type($input) `)`
    `outs` `(` $init `:` type($init) `)`
    `dimension` `=` $dimension attr-dict
  }];
}

def Kgen_LogSumExpOp : Kgen_NormOp<"logsumexp"> {
  let summary = "Log of the sum of exponentials over some dimensions.";
  let description = [{
    Computes `max + log(sum(exp(x - max)))` over the listed `dimensions`
    (strictly increasing, at least one), where `max` is taken over the same
    dimensions (ONNX `ReduceLogSumExp` with keepdims = 0,
    `torch.logsumexp`). The result drops the reduced dimensions: its rank is
    the input's rank minus the number of reduced dimensions, and its shape
    the input's shape without them.

    ```mlir
    %r = kgen.logsumexp ins(%x : tensor<4x10x6xf32>)
           outs(%init : tensor<4xf32>) dimensions = [1, 2]
    ```
  }];
  let arguments = (ins AnyRankedTensor:$input, AnyRankedTensor:$init,
                       DenseI64ArrayAttr:$dimensions);
  let assemblyFormat = [{
    `ins` `(` $input `:` type($input) `)`
    `outs` `(` $init `:` type($init) `)`
    `dimensions` `=` $dimensions attr-dict
  }];
}

def Kgen_LayerNormOp : Kgen_NormOp<"layer_norm"> {
  let summary = "Layer normalization over the trailing dimensions.";
  let description = [{
    Normalizes `input` over the dimensions `[axis, rank)`:
    `(x - mean) / sqrt(var + epsilon) * scale + bias`, with `mean` and the
    biased (population) variance `var = mean((x - mean)^2)` taken over those
    dimensions (ONNX `LayerNormalization`, `torch.nn.functional.layer_norm`).
    `scale` and `bias` have the shape of the normalized dimensions
    (`input.shape[axis:]`); `init` has the input's type; `epsilon` must be
    positive.

    ```mlir
    %r = kgen.layer_norm ins(%x, %scale, %bias
           : tensor<8x16x32xf32>, tensor<32xf32>, tensor<32xf32>)
           outs(%init : tensor<8x16x32xf32>) axis = 2, epsilon = 1.0e-05
    ```

    The default decomposition makes two passes over the rows shifted by
    their first element `k` (for precision when the rows have a large
    common offset): `s = sum(x - k)`, then `q = sum((x - k - s/n)^2)`
    (`mean = k + s/n`, `var = q/n`), then one elementwise op.
  }];
  let arguments = (ins AnyRankedTensor:$input, AnyRankedTensor:$scale,
                       AnyRankedTensor:$bias, AnyRankedTensor:$init,
                       I64Attr:$axis, F64Attr:$epsilon);
  let builders = [
    OpBuilder<(ins "::mlir::Value":$input, "::mlir::Value":$scale,
                   "::mlir::Value":$bias, "::mlir::Value":$init,
                   "int64_t":$axis, "double":$epsilon), [{
      build($_builder, $_state, init.getType(), input, scale, bias, init,
            $_builder.getI64IntegerAttr(axis),
            $_builder.getF64FloatAttr(epsilon));
    }]>
  ];
  let assemblyFormat = [{
    `ins` `(` $input `,` $scale `,` $bias `:` type($input) `,` type($scale)
      `,` type($bias) `)`
    `outs` `(` $init `:` type($init) `)`
    `axis` `=` $axis `,` `epsilon` `=` $epsilon attr-dict
  }];
}

def Kgen_GroupNormOp : Kgen_NormOp<"group_norm"> {
  let summary = "Group normalization of an [N, C, spatial...] tensor.";
  let description = [{
    Splits the `C` channels of `input` (`[N, C, D1, ..., Dk]`, k >= 0) into
    `groups` groups of `C / groups` consecutive channels and normalizes each
    (sample, group) over its channels and spatial positions:
    `(x - mean) / sqrt(var + epsilon) * scale[c] + bias[c]` with the biased
    variance (ONNX `GroupNormalization` (opset 21), `InstanceNormalization`
    with `groups = C`, `torch.nn.functional.group_norm`). `scale` and `bias`
    are per channel (`[C]`); `groups` must divide `C`; `epsilon` must be
    positive.

    ```mlir
    %r = kgen.group_norm ins(%x, %scale, %bias
           : tensor<2x6x5x5xf32>, tensor<6xf32>, tensor<6xf32>)
           outs(%init : tensor<2x6x5x5xf32>) groups = 3, epsilon = 1.0e-05
    ```

    The default decomposition views the input as `[N, G, C/G, D...]`
    (`tensor.expand_shape`), makes the two passes of `kgen.layer_norm` over
    the last dimensions of that view and collapses the result back.
  }];
  let arguments = (ins AnyRankedTensor:$input, AnyRankedTensor:$scale,
                       AnyRankedTensor:$bias, AnyRankedTensor:$init,
                       I64Attr:$groups, F64Attr:$epsilon);
  let builders = [
    OpBuilder<(ins "::mlir::Value":$input, "::mlir::Value":$scale,
                   "::mlir::Value":$bias, "::mlir::Value":$init,
                   "int64_t":$groups, "double":$epsilon), [{
      build($_builder, $_state, init.getType(), input, scale, bias, init,
            $_builder.getI64IntegerAttr(groups),
            $_builder.getF64FloatAttr(epsilon));
    }]>
  ];
  let assemblyFormat = [{
    `ins` `(` $input `,` $scale `,` $bias `:` type($input) `,` type($scale)
      `,` type($bias) `)`
    `outs` `(` $init `:` type($init) `)`
    `groups` `=` $groups `,` `epsilon` `=` $epsilon attr-dict
  }];
}

def Kgen_RmsNormOp : Kgen_NormOp<"rms_norm"> {
  let summary = "Root-mean-square normalization over the trailing dimensions.";
  let description = [{
    Computes `x / sqrt(mean(x^2) + epsilon) * scale` with the mean taken over
    the dimensions `[axis, rank)` (ONNX `RMSNormalization`,
    `torch.nn.functional.rms_norm`). `scale` has the shape of the normalized
    dimensions; `init` has the input's type; `epsilon` must be positive.

    ```mlir
    %r = kgen.rms_norm ins(%x, %scale : tensor<8x64xf32>, tensor<64xf32>)
           outs(%init : tensor<8x64xf32>) axis = 1, epsilon = 1.0e-06
    ```

    The decomposition is one reduction (the sum of squares) and one
    elementwise op.
  }];
  let arguments = (ins AnyRankedTensor:$input, AnyRankedTensor:$scale,
                       AnyRankedTensor:$init, I64Attr:$axis,
                       F64Attr:$epsilon);
  let builders = [
    OpBuilder<(ins "::mlir::Value":$input, "::mlir::Value":$scale,
                   "::mlir::Value":$init, "int64_t":$axis,
                   "double":$epsilon), [{
      build($_builder, $_state, init.getType(), input, scale, init,
            $_builder.getI64IntegerAttr(axis),
            $_builder.getF64FloatAttr(epsilon));
    }]>
  ];
  let assemblyFormat = [{
    `ins` `(` $input `,` $scale `:` type($input) `,` type($scale) `)`
    `outs` `(` $init `:` type($init) `)`
    `axis` `=` $axis `,` `epsilon` `=` $epsilon attr-dict
  }];
}

def Kgen_LpNormalizeOp : Kgen_NormOp<"lp_normalize"> {
  let summary = "Division by the L1 or L2 norm along one dimension.";
  let description = [{
    Computes `x / norm` with `norm = sum(|x|)` (`p = 1`) or
    `norm = sqrt(sum(x^2))` (`p = 2`) taken over `dimension` (ONNX
    `LpNormalization`; PyTorch's `x / torch.norm(x, p, dim, keepdim=True)`
    and `x / x.abs().sum(dim, keepdim=True)` through ONNX). `input` and
    `init` are ranked float tensors of the same shape. A row of zeros gives
    NaN (0 / 0), as the expression it stands for.

    ```mlir
    %r = kgen.lp_normalize ins(%x : tensor<16x1024xf32>)
           outs(%init : tensor<16x1024xf32>) dimension = 1, p = 2
    ```

    The decomposition is one reduction (the sum of `|x|` or `x * x`) and one
    elementwise op (`x / sum` or `x / sqrt(sum)`).

    Canonicalization (raising): an all-parallel `linalg.generic` whose body
    is `x / n`, with `x` read through the identity and `n` the per-row
    norm of that same `x` along its innermost dimension, broadcast over it
    (through a `tensor.expand_shape` to a unit dimension or directly), where
    the norm is what the ONNX importer writes for `ReduceL2` (a sum of
    `x * x` from a zero fill, then `math.sqrt`) or for `Abs` then
    `ReduceSum`, each intermediate used once, becomes a
    `kgen.lp_normalize`: one op, so that the partitioner makes one kernel of
    it and a kernel generator can read each row once.
  }];
  let arguments = (ins AnyRankedTensor:$input, AnyRankedTensor:$init,
                       I64Attr:$dimension, I64Attr:$p);
  let hasCanonicalizer = 1;
  let assemblyFormat = [{
    `ins` `(` $input `:` type($input) `)`
    `outs` `(` $init `:` type($init) `)`
    `dimension` `=` $dimension `,` `p` `=` $p attr-dict
  }];
}

#endif // KGEN_NORM_OPS_TD
