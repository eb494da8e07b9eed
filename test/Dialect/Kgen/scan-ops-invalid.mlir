// RUN: kgen-opt %s -split-input-file -verify-diagnostics

func.func @f(%x: tensor<4x10xf32>, %init: tensor<4x10xf32>) -> tensor<4x10xf32> {
  // expected-error @+1 {{'kgen.cumsum' op dimension 2 is out of range for an input of rank 2}}
  %r = kgen.cumsum ins(%x : tensor<4x10xf32>) outs(%init : tensor<4x10xf32>) dimension = 2
  return %r : tensor<4x10xf32>
}

// -----

func.func @f(%x: tensor<4x10xf32>, %init: tensor<4x10xf32>) -> tensor<4x10xf32> {
  // expected-error @+1 {{'kgen.cumsum' op dimension -1 is out of range for an input of rank 2}}
  %r = kgen.cumsum ins(%x : tensor<4x10xf32>) outs(%init : tensor<4x10xf32>) dimension = -1
  return %r : tensor<4x10xf32>
}

// -----

func.func @f(%x: tensor<4x10xf32>, %init: tensor<4x11xf32>) -> tensor<4x11xf32> {
  // expected-error @+1 {{'kgen.cumsum' op failed to verify that all of {input, init, result} have same type}}
  %r = kgen.cumsum ins(%x : tensor<4x10xf32>) outs(%init : tensor<4x11xf32>) dimension = 1
  return %r : tensor<4x11xf32>
}

// -----

func.func @f(%x: tensor<4x10xcomplex<f32>>, %init: tensor<4x10xcomplex<f32>>) -> tensor<4x10xcomplex<f32>> {
  // expected-error @+1 {{'kgen.cumsum' op expects an integer or float element type, got 'complex<f32>'}}
  %r = kgen.cumsum ins(%x : tensor<4x10xcomplex<f32>>) outs(%init : tensor<4x10xcomplex<f32>>) dimension = 1
  return %r : tensor<4x10xcomplex<f32>>
}
