//===- KgenNormRewriteOps.td - transform.kgen rewrites -----*- tablegen -*-===//
//
// Part of kgen. Included from KgenTransformOps.td: decompositions of the normalization family.
//
//===----------------------------------------------------------------------===//

#ifndef KGEN_NORM_REWRITE_OPS_TD
#define KGEN_NORM_REWRITE_OPS_TD

def DecomposeNormalizationOp : Op<Transform_Dialect,
    "kgen.decompose_normalization",
    [FunctionalStyleTransformOpTrait,
     DeclareOpInterfaceMethods<MemoryEffectsOpInterface>,
     DeclareOpInterfaceMethods<TransformOpInterface>]> {
  let summary = "Decomposes softmax and the kgen normalization ops into fusable reductions and one elementwise op.";
  let description = [{
    Rewrites each payload op associated with `target` (`linalg.softmax` on
    tensors, `kgen.log_softmax`, `kgen.logsumexp`, `kgen.layer_norm`,
    `kgen.group_norm`, `kgen.rms_norm`, `kgen.lp_normalize`) into
    `linalg.fill` / `linalg.generic` ops on tensors in a fusable form: one
    or two reduction generics that each read the input and write per-row
    statistics, then one all-parallel generic that reads the input and the
    statistics and writes the result. No intermediate of the input's size is materialized (softmax
    recomputes `exp(x - max)` in the last op), so a strategy can tile the
    last op and fuse the reductions into the tile loop.

    `form` chooses how the statistics are computed:

    * `two_pass` (default; the same IR as the ops' `AggregatedOpInterface`
      decomposition and as `kgen-decompose-aggregates{normalization-form=two_pass}`,
      the validator's reference): softmax family: the max, then the sum
      of `exp(x - max)`; layer and group norm: the sum (mean = sum / n), then
      the sum of `(x - mean)^2`.
    * `online`: one reduction generic with several outputs. Softmax family:
      the running max `m` and the running sum `s`, rescaled when the max
      grows (`m' = max(m, x)`, `s' = s * exp(m - m') + exp(x - m')`).
      Layer and group norm: Welford's running count, mean and sum of squared
      deviations of `y = x - k` (`n' = n + 1`, `d = y - mean`,
      `mean' = mean + d / n'`, `m2' = m2 + d * (y - mean')`). The body is a recurrence, not an
      associative combiner: tiling the reduction loop sequentially keeps it
      exact, splitting it across threads needs a merge the IR does not carry.
    * `shifted_sums` (the form `kgen-decompose-aggregates` uses by default
      in the lowering pipelines): layer and group norm: one reduction
      generic with two outputs, `s = sum(x - k)` and `t = sum((x - k)^2)`,
      `k` the mean of each row's first 32 elements (`buildRowShift`), and
      `var = max(t - s^2 / n, 0) / n`; both combiners are additions, so the
      reduction splits across threads like a sum. Softmax family: as
      `two_pass`.
    * `kgen.rms_norm` has one statistic (the sum of squares): both forms are
      the same single reduction.

    `kgen.group_norm` works on the views `[N, G, C/G, spatial...]` of its
    input and init (`tensor.expand_shape`) and `[G, C/G]` of scale and bias;
    the result is collapsed back.

    ```mlir
    %reductions, %last = transform.kgen.decompose_normalization %softmax
        form = "online" : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    ```

    #### Return modes

    Consumes the `target` handle. Produces `reductions`, the reduction
    generics (for each payload op in turn: the max then the sum, the sum then
    the sum of squares, or the single online or RMS reduction), and
    `elementwise`, the last generic of each payload op. Produces a
    silenceable failure, rewriting nothing, when a payload op is not one of
    the ops above (naming it), or is a `linalg.softmax` on buffers. The op
    verifier rejects a `form` other than `two_pass`, `online` and
    `shifted_sums`.
  }];

  let arguments = (ins TransformHandleTypeInterface:$target,
                       DefaultValuedStrAttr<StrAttr, "two_pass">:$form);
  let results = (outs TransformHandleTypeInterface:$reductions,
                      TransformHandleTypeInterface:$elementwise);
  let assemblyFormat = [{
    $target (`form` `=` $form^)? attr-dict `:` functional-type(operands, results)
  }];
  let hasVerifier = 1;
}

#endif // KGEN_NORM_REWRITE_OPS_TD
