// RUN: kgen-opt %s --pass-pipeline="builtin.module(func.func(kgen-split-long-reductions{partials=1}))" -verify-diagnostics
// RUN: kgen-opt %s --pass-pipeline="builtin.module(func.func(kgen-split-long-reductions{min-extent=1}))" -verify-diagnostics

// Option values that cannot mean anything are errors that name them.
// expected-error @+1 {{kgen-split-long-reductions: min-extent must be at least 2 and partials 0 (automatic) or at least 2}}
func.func @sum(%x: tensor<8192xf32>) -> tensor<f32> {
  %zero = arith.constant 0.0 : f32
  %init = tensor.empty() : tensor<f32>
  %acc = linalg.fill ins(%zero : f32) outs(%init : tensor<f32>) -> tensor<f32>
  %r = linalg.reduce ins(%x : tensor<8192xf32>) outs(%acc : tensor<f32>) dimensions = [0]
    (%a: f32, %o: f32) {
      %s = arith.addf %a, %o : f32
      linalg.yield %s : f32
    }
  return %r : tensor<f32>
}
