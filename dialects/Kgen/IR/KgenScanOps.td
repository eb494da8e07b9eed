//===- KgenScanOps.td - kgen scan payload ops --------------*- tablegen -*-===//
//
// Part of kgen. Included from KgenOps.td. Scans (prefix sums) along one
// dimension: linalg has no scan iterator, so a scan written in linalg is a
// masked reduction whose work grows with the square of the scanned extent.
// The op keeps the scan recognizable for a kernel generator
// (transform.kgen.scan_rows) and decomposes (AggregatedOpInterface) into a
// blocked masked form for every other path; the decomposition is in
// KgenScanOps.cpp.
//
//===----------------------------------------------------------------------===//

#ifndef KGEN_SCAN_OPS_TD
#define KGEN_SCAN_OPS_TD

def Kgen_CumSumOp : Kgen_Op<"cumsum", [
    Pure,
    DestinationStyleOpInterface,
    AllTypesMatch<["input", "init", "result"]>,
    DeclareOpInterfaceMethods<AggregatedOpInterface, ["decomposeOperation"]>]> {
  let summary = "Cumulative sum along one dimension.";
  let description = [{
    `result[.., i, ..]` is the sum of `input[.., j, ..]` over the `j` before
    and including `i` along `dimension` (ONNX `CumSum`, `torch.cumsum`).
    With `exclusive`, `i` itself is left out (the first element is 0); with
    `reverse`, the sum runs from the end: over the `j` after (and, unless
    `exclusive`, including) `i`. `input`, `init` and the result have the
    same ranked tensor type with an integer or float element type; `init`'s
    values are not read.

    ```mlir
    %r = kgen.cumsum ins(%x : tensor<4x1024xf32>)
           outs(%init : tensor<4x1024xf32>) dimension = 1 reverse
    ```

    The default decomposition (`kgen-decompose-aggregates`) splits a static
    extent `n >= 1024` into `B` blocks of `C` (`n = B x C`, `C` minimizing
    `n C + B^2`): a masked sum within each block, the blocks' totals, the
    exclusive masked sum of the totals and their sum; other extents are one
    masked sum over the whole dimension. Every term is added in the
    element type.
  }];
  let arguments = (ins AnyRankedTensor:$input, AnyRankedTensor:$init,
                       I64Attr:$dimension, UnitAttr:$exclusive,
                       UnitAttr:$reverse);
  let results = (outs AnyRankedTensor:$result);
  let assemblyFormat = [{
    `ins` `(` $input `:` type($input) `)`
    `outs` `(` $init `:` type($init) `)`
    `dimension` `=` $dimension (`exclusive` $exclusive^)? (`reverse` $reverse^)?
    attr-dict
  }];
  let hasVerifier = 1;
  let extraClassDeclaration = [{
    ::mlir::MutableOperandRange getDpsInitsMutable() {
      return getInitMutable();
    }
  }];
}

#endif // KGEN_SCAN_OPS_TD
