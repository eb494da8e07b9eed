// Matchers that the strategies' cheap `@match` checks share, host and GPU
// alike (docs/search.md): named sequences a strategy declares (without a
// body) and calls with `transform.collect_matching`; the tuner links their
// definitions in with the rest of strategies/lib/ when it loads the
// strategy (lib/Search/Strategy.cpp).
module attributes {transform.with_named_sequence} {
  // A linalg op whose loops are all parallel: a kernel with a linalg op
  // outside this set has a reduction or a window.
  transform.named_sequence @kgen_match_parallel_linalg(%op: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.match.structured %op : !transform.any_op {
    ^bb0(%s: !transform.any_op):
      transform.match.structured.dim %s[all] {parallel} : !transform.any_op
      transform.match.structured.yield
    }
    transform.yield %op : !transform.any_op
  }
}
