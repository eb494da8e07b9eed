// RUN: kgen-opt %s -split-input-file -verify-diagnostics --kgen-outline-kernels

// The outliner needs a group on every root and elementwise op.
func.func @main(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %e = tensor.empty() : tensor<4x8xf32>
  %a = linalg.exp {kgen.fusion_group = 0 : i64} ins(%x : tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) -> tensor<4x8xf32>
  // expected-error @+1 {{'linalg.negf' has no kgen.fusion_group; run --kgen-annotate-fusion-groups first, or give it one}}
  %n = linalg.negf ins(%a : tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) -> tensor<4x8xf32>
  return %n : tensor<4x8xf32>
}
