// RUN: kgen-opt %s -split-input-file -verify-diagnostics

func.func @f(%x: tensor<4x10xi32>, %init: tensor<4x10xi32>) -> tensor<4x10xi32> {
  // expected-error @+1 {{'kgen.log_softmax' op expects an input with a float element type, got 'tensor<4x10xi32>'}}
  %r = kgen.log_softmax ins(%x : tensor<4x10xi32>) outs(%init : tensor<4x10xi32>) dimension = 1
  return %r : tensor<4x10xi32>
}

// -----

func.func @f(%x: tensor<4x10xf32>, %init: tensor<4x10xf32>) -> tensor<4x10xf32> {
  // expected-error @+1 {{'kgen.log_softmax' op expects dimension in [0, 2) (the input's rank is 2), got 2}}
  %r = kgen.log_softmax ins(%x : tensor<4x10xf32>) outs(%init : tensor<4x10xf32>) dimension = 2
  return %r : tensor<4x10xf32>
}

// -----

func.func @f(%x: tensor<4x10xf32>, %init: tensor<4x10xf32>) -> tensor<4x10xf32> {
  // expected-error @+1 {{'kgen.log_softmax' op expects dimension in [0, 2) (the input's rank is 2), got -1}}
  %r = kgen.log_softmax ins(%x : tensor<4x10xf32>) outs(%init : tensor<4x10xf32>) dimension = -1
  return %r : tensor<4x10xf32>
}

// -----

func.func @f(%x: tensor<4x10xf32>, %init: tensor<4x9xf32>) -> tensor<4x9xf32> {
  // expected-error @+1 {{'kgen.log_softmax' op expects the init to have shape [4, 10] (the input's shape), got [4, 9]}}
  %r = kgen.log_softmax ins(%x : tensor<4x10xf32>) outs(%init : tensor<4x9xf32>) dimension = 1
  return %r : tensor<4x9xf32>
}

// -----

func.func @f(%x: tensor<4x10xf32>, %init: tensor<4x10xf16>) -> tensor<4x10xf16> {
  // expected-error @+1 {{'kgen.log_softmax' op expects the init to have the input's element type 'f32', got 'f16'}}
  %r = kgen.log_softmax ins(%x : tensor<4x10xf32>) outs(%init : tensor<4x10xf16>) dimension = 1
  return %r : tensor<4x10xf16>
}

// -----

func.func @f(%x: tensor<4x10xf32>, %init: tensor<4x10xf32>) -> tensor<4x10xf32> {
  // expected-error @+1 {{'kgen.logsumexp' op expects at least one dimension to reduce}}
  %r = kgen.logsumexp ins(%x : tensor<4x10xf32>) outs(%init : tensor<4x10xf32>) dimensions = []
  return %r : tensor<4x10xf32>
}

// -----

func.func @f(%x: tensor<4x10x6xf32>, %init: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'kgen.logsumexp' op expects strictly increasing dimensions, got [2, 1]}}
  %r = kgen.logsumexp ins(%x : tensor<4x10x6xf32>) outs(%init : tensor<4xf32>) dimensions = [2, 1]
  return %r : tensor<4xf32>
}

// -----

func.func @f(%x: tensor<4x10x6xf32>, %init: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'kgen.logsumexp' op expects dimensions in [0, 3) (the input's rank is 3), got 3}}
  %r = kgen.logsumexp ins(%x : tensor<4x10x6xf32>) outs(%init : tensor<4xf32>) dimensions = [1, 3]
  return %r : tensor<4xf32>
}

// -----

func.func @f(%x: tensor<4x10x6xf32>, %init: tensor<4x1x1xf32>) -> tensor<4x1x1xf32> {
  // expected-error @+1 {{'kgen.logsumexp' op expects an init of rank 1 (the input's rank minus the reduced dimensions), got rank 3}}
  %r = kgen.logsumexp ins(%x : tensor<4x10x6xf32>) outs(%init : tensor<4x1x1xf32>) dimensions = [1, 2]
  return %r : tensor<4x1x1xf32>
}

// -----

func.func @f(%x: tensor<4x10x6xf32>, %init: tensor<10xf32>) -> tensor<10xf32> {
  // expected-error @+1 {{'kgen.logsumexp' op expects the init to have shape [4] (the input's shape without the reduced dimensions), got [10]}}
  %r = kgen.logsumexp ins(%x : tensor<4x10x6xf32>) outs(%init : tensor<10xf32>) dimensions = [1, 2]
  return %r : tensor<10xf32>
}

// -----

func.func @f(%x: tensor<8x16xf32>, %s: tensor<16xf32>, %b: tensor<16xf32>, %init: tensor<8x16xf32>) -> tensor<8x16xf32> {
  // expected-error @+1 {{'kgen.layer_norm' op expects axis in [0, 2) (the input's rank is 2), got 2}}
  %r = kgen.layer_norm ins(%x, %s, %b : tensor<8x16xf32>, tensor<16xf32>, tensor<16xf32>) outs(%init : tensor<8x16xf32>) axis = 2, epsilon = 1.0e-05
  return %r : tensor<8x16xf32>
}

// -----

func.func @f(%x: tensor<8x16xf32>, %s: tensor<8x16xf32>, %b: tensor<16xf32>, %init: tensor<8x16xf32>) -> tensor<8x16xf32> {
  // expected-error @+1 {{'kgen.layer_norm' op expects the scale to have shape [16] (the input's dimensions [axis, rank)), got [8, 16]}}
  %r = kgen.layer_norm ins(%x, %s, %b : tensor<8x16xf32>, tensor<8x16xf32>, tensor<16xf32>) outs(%init : tensor<8x16xf32>) axis = 1, epsilon = 1.0e-05
  return %r : tensor<8x16xf32>
}

// -----

func.func @f(%x: tensor<8x16xf32>, %s: tensor<16xf32>, %b: tensor<15xf32>, %init: tensor<8x16xf32>) -> tensor<8x16xf32> {
  // expected-error @+1 {{'kgen.layer_norm' op expects the bias to have shape [16] (the input's dimensions [axis, rank)), got [15]}}
  %r = kgen.layer_norm ins(%x, %s, %b : tensor<8x16xf32>, tensor<16xf32>, tensor<15xf32>) outs(%init : tensor<8x16xf32>) axis = 1, epsilon = 1.0e-05
  return %r : tensor<8x16xf32>
}

// -----

func.func @f(%x: tensor<8x16xf32>, %s: tensor<16xf16>, %b: tensor<16xf32>, %init: tensor<8x16xf32>) -> tensor<8x16xf32> {
  // expected-error @+1 {{'kgen.layer_norm' op expects the scale to have the input's element type 'f32', got 'f16'}}
  %r = kgen.layer_norm ins(%x, %s, %b : tensor<8x16xf32>, tensor<16xf16>, tensor<16xf32>) outs(%init : tensor<8x16xf32>) axis = 1, epsilon = 1.0e-05
  return %r : tensor<8x16xf32>
}

// -----

func.func @f(%x: tensor<8x16xf32>, %s: tensor<16xf32>, %b: tensor<16xf32>, %init: tensor<8x16xf32>) -> tensor<8x16xf32> {
  // expected-error @+1 {{'kgen.layer_norm' op expects a positive finite epsilon, got 0}}
  %r = kgen.layer_norm ins(%x, %s, %b : tensor<8x16xf32>, tensor<16xf32>, tensor<16xf32>) outs(%init : tensor<8x16xf32>) axis = 1, epsilon = 0.0
  return %r : tensor<8x16xf32>
}

// -----

func.func @f(%x: tensor<8x16xf32>, %s: tensor<16xf32>, %b: tensor<16xf32>, %init: tensor<8x16xf32>) -> tensor<8x16xf32> {
  // expected-error @+1 {{'kgen.layer_norm' op expects a positive finite epsilon, got -5.000000e-01}}
  %r = kgen.layer_norm ins(%x, %s, %b : tensor<8x16xf32>, tensor<16xf32>, tensor<16xf32>) outs(%init : tensor<8x16xf32>) axis = 1, epsilon = -0.5
  return %r : tensor<8x16xf32>
}

// -----

func.func @f(%x: tensor<8xf32>, %s: tensor<8xf32>, %b: tensor<8xf32>, %init: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error @+1 {{'kgen.group_norm' op expects an input of shape [N, C, spatial...] (rank at least 2), got rank 1}}
  %r = kgen.group_norm ins(%x, %s, %b : tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) outs(%init : tensor<8xf32>) groups = 1, epsilon = 1.0e-05
  return %r : tensor<8xf32>
}

// -----

func.func @f(%x: tensor<2x6x5xf32>, %s: tensor<6xf32>, %b: tensor<6xf32>, %init: tensor<2x6x5xf32>) -> tensor<2x6x5xf32> {
  // expected-error @+1 {{'kgen.group_norm' op expects the number of groups (4) to divide the number of channels (6)}}
  %r = kgen.group_norm ins(%x, %s, %b : tensor<2x6x5xf32>, tensor<6xf32>, tensor<6xf32>) outs(%init : tensor<2x6x5xf32>) groups = 4, epsilon = 1.0e-05
  return %r : tensor<2x6x5xf32>
}

// -----

func.func @f(%x: tensor<2x6x5xf32>, %s: tensor<6xf32>, %b: tensor<6xf32>, %init: tensor<2x6x5xf32>) -> tensor<2x6x5xf32> {
  // expected-error @+1 {{'kgen.group_norm' op expects a positive number of groups, got 0}}
  %r = kgen.group_norm ins(%x, %s, %b : tensor<2x6x5xf32>, tensor<6xf32>, tensor<6xf32>) outs(%init : tensor<2x6x5xf32>) groups = 0, epsilon = 1.0e-05
  return %r : tensor<2x6x5xf32>
}

// -----

func.func @f(%x: tensor<2x?x5xf32>, %s: tensor<6xf32>, %b: tensor<6xf32>, %init: tensor<2x?x5xf32>) -> tensor<2x?x5xf32> {
  // expected-error @+1 {{'kgen.group_norm' op expects a static channel dimension (dimension 1 of the input)}}
  %r = kgen.group_norm ins(%x, %s, %b : tensor<2x?x5xf32>, tensor<6xf32>, tensor<6xf32>) outs(%init : tensor<2x?x5xf32>) groups = 2, epsilon = 1.0e-05
  return %r : tensor<2x?x5xf32>
}

// -----

func.func @f(%x: tensor<2x6x5xf32>, %s: tensor<5xf32>, %b: tensor<6xf32>, %init: tensor<2x6x5xf32>) -> tensor<2x6x5xf32> {
  // expected-error @+1 {{'kgen.group_norm' op expects the scale to have shape [6] (one value per channel), got [5]}}
  %r = kgen.group_norm ins(%x, %s, %b : tensor<2x6x5xf32>, tensor<5xf32>, tensor<6xf32>) outs(%init : tensor<2x6x5xf32>) groups = 2, epsilon = 1.0e-05
  return %r : tensor<2x6x5xf32>
}

// -----

func.func @f(%x: tensor<2x6x5xf32>, %s: tensor<6xf32>, %b: tensor<6xf32>, %init: tensor<2x6x5xf32>) -> tensor<2x6x5xf32> {
  // expected-error @+1 {{'kgen.group_norm' op expects a positive finite epsilon, got 0}}
  %r = kgen.group_norm ins(%x, %s, %b : tensor<2x6x5xf32>, tensor<6xf32>, tensor<6xf32>) outs(%init : tensor<2x6x5xf32>) groups = 2, epsilon = 0.0
  return %r : tensor<2x6x5xf32>
}

// -----

func.func @f(%x: tensor<8x16xf32>, %s: tensor<8xf32>, %init: tensor<8x16xf32>) -> tensor<8x16xf32> {
  // expected-error @+1 {{'kgen.rms_norm' op expects the scale to have shape [16] (the input's dimensions [axis, rank)), got [8]}}
  %r = kgen.rms_norm ins(%x, %s : tensor<8x16xf32>, tensor<8xf32>) outs(%init : tensor<8x16xf32>) axis = 1, epsilon = 1.0e-05
  return %r : tensor<8x16xf32>
}

// -----

func.func @f(%x: tensor<f32>, %s: tensor<f32>, %init: tensor<f32>) -> tensor<f32> {
  // expected-error @+1 {{'kgen.rms_norm' op expects an input of rank at least 1}}
  %r = kgen.rms_norm ins(%x, %s : tensor<f32>, tensor<f32>) outs(%init : tensor<f32>) axis = 0, epsilon = 1.0e-05
  return %r : tensor<f32>
}

// -----

func.func @f(%x: tensor<8x16xf32>, %s: tensor<16xf32>, %init: tensor<8x16xf32>) -> tensor<8x16xf32> {
  // expected-error @+1 {{'kgen.rms_norm' op expects axis in [0, 2) (the input's rank is 2), got -1}}
  %r = kgen.rms_norm ins(%x, %s : tensor<8x16xf32>, tensor<16xf32>) outs(%init : tensor<8x16xf32>) axis = -1, epsilon = 1.0e-05
  return %r : tensor<8x16xf32>
}

// -----

func.func @f(%x: tensor<8x16xf32>, %init: tensor<8x16xf32>) -> tensor<8x16xf32> {
  // expected-error @+1 {{'kgen.lp_normalize' op expects p = 1 or p = 2, got 3}}
  %r = kgen.lp_normalize ins(%x : tensor<8x16xf32>) outs(%init : tensor<8x16xf32>) dimension = 1, p = 3
  return %r : tensor<8x16xf32>
}

// -----

func.func @f(%x: tensor<8x16xf32>, %init: tensor<8x16xf32>) -> tensor<8x16xf32> {
  // expected-error @+1 {{'kgen.lp_normalize' op expects dimension in [0, 2) (the input's rank is 2), got 2}}
  %r = kgen.lp_normalize ins(%x : tensor<8x16xf32>) outs(%init : tensor<8x16xf32>) dimension = 2, p = 2
  return %r : tensor<8x16xf32>
}

// -----

func.func @f(%x: tensor<8x16xf32>, %init: tensor<8x15xf32>) -> tensor<8x15xf32> {
  // expected-error @+1 {{'kgen.lp_normalize' op expects the init to have shape [8, 16] (the input's shape), got [8, 15]}}
  %r = kgen.lp_normalize ins(%x : tensor<8x16xf32>) outs(%init : tensor<8x15xf32>) dimension = 1, p = 2
  return %r : tensor<8x15xf32>
}
