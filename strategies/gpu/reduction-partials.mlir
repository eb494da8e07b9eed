// Strategy: reductions of any shape on NVIDIA GPUs, as the naive lowering
// runs them, with its choices as knobs: the reductions to few outputs (a
// full sum, a batch norm's per-channel mean over N, H and W, a loss's final
// sum) and over a middle dimension that the row and column strategies do
// not take, or take worse.
// The pipeline's own preparation (aggregates decomposed, cheap producers
// recomputed per use, elementwise chains fused), then every long reduction
// split into partial reductions and a combine (kgen-split-long-reductions
// with `partials` per output, interleaved or contiguous chunks: docs/
// lowering.md), bufferized, and every op mapped with one thread per output
// element (kgen-gpu-map-naive with `threads` per block and the reduction
// loops unrolled by `unroll`: that many loads in flight per thread).
// Knobs: partials (0 = the pass's automatic choice), chunks (alternatives,
// labels interleaved | contiguous), unroll, threads. The start is the naive
// lowering's own choice, so the search only improves on it.
// Priority -10 (kgen.strategy_priority): searched after every other
// strategy that applies; where none does, the reductions still have a
// strategy (a tuned split).
// Applies to: kernels with a linalg op that has a loop that is not
// parallel.
module attributes {transform.with_named_sequence, kgen.strategy_priority = -10 : i64, kgen.strategy_needs = "a linalg op with a reduction loop"} {
  // The shared lowering tail (strategies/lib/gpu.mlir).
  transform.named_sequence private @kgen_gpu_bufferize(%root: !transform.any_op {transform.consumed}) -> !transform.any_op
  // The matchers shared by the strategies' @match (strategies/lib/match.mlir).
  transform.named_sequence private @kgen_match_parallel_linalg(%op: !transform.any_op {transform.readonly}) -> !transform.any_op
  // The cheap, read-only applicability check (docs/search.md): some linalg
  // op has a loop that is not parallel.
  transform.named_sequence @match(%root: !transform.any_op {transform.readonly}) {
    %linalg = transform.structured.match interface{LinalgOp} in %root : (!transform.any_op) -> !transform.any_op
    %parallel = transform.collect_matching @kgen_match_parallel_linalg in %root : (!transform.any_op) -> !transform.any_op
    %nlinalg = transform.num_associations %linalg : (!transform.any_op) -> !transform.param<i64>
    %nparallel = transform.num_associations %parallel : (!transform.any_op) -> !transform.param<i64>
    transform.match.param.cmpi gt %nlinalg, %nparallel : !transform.param<i64>
    transform.yield
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.consumed}) {
    transform.include @match failures(propagate) (%root) : (!transform.any_op) -> ()
    %f0 = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    %f1 = transform.apply_registered_pass "kgen-decompose-aggregates" to %f0 : (!transform.any_op) -> !transform.any_op
    %f2 = transform.apply_registered_pass "kgen-recompute-elementwise" to %f1 : (!transform.any_op) -> !transform.any_op
    %f3 = transform.apply_registered_pass "linalg-fuse-elementwise-ops" to %f2 : (!transform.any_op) -> !transform.any_op
    %p = transform.tune.knob<"partials"> = 0 : i64 from options = [0, 8, 16, 32, 64, 128, 256] -> !transform.param<i64>
    %f4 = transform.tune.alternatives<"chunks"> selected_region = 0 attributes {labels = ["interleaved", "contiguous"]} -> !transform.any_op {
      %s = transform.apply_registered_pass "kgen-split-long-reductions" with options = { "partials" = %p } to %f3 : (!transform.any_op, !transform.param<i64>) -> !transform.any_op
      transform.yield %s : !transform.any_op
    }, {
      %s = transform.apply_registered_pass "kgen-split-long-reductions" with options = { "partials" = %p, "contiguous" = true } to %f3 : (!transform.any_op, !transform.param<i64>) -> !transform.any_op
      transform.yield %s : !transform.any_op
    }
    %fb = transform.include @kgen_gpu_bufferize failures(propagate) (%root) : (!transform.any_op) -> !transform.any_op
    %u = transform.tune.knob<"unroll"> = 8 : i64 from options = [1, 4, 8, 16] -> !transform.param<i64>
    %t = transform.tune.knob<"threads"> = 256 : i64 from options = [128, 256, 512] -> !transform.param<i64>
    %fm = transform.apply_registered_pass "kgen-gpu-map-naive" with options = { "reduction-unroll" = %u, "threads-per-block" = %t } to %fb : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> !transform.any_op
    transform.yield
  }
}
