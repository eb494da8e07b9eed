// RUN: kgen-opt %s -split-input-file -verify-diagnostics

func.func @rank(%x: tensor<2x3xf32>, %w: tensor<3x4xf32>, %init: tensor<2x4xf32>) -> tensor<2x4xf32> {
  // expected-error @+1 {{expects an input of rank 3, 4 or 5 ([N, C, 1 to 3 spatial dims]), got rank 2}}
  %r = kgen.conv_transpose ins(%x, %w : tensor<2x3xf32>, tensor<3x4xf32>) outs(%init : tensor<2x4xf32>) strides = [] dilations = [] pads_begin = [] groups = 1 : tensor<2x4xf32>
  return %r : tensor<2x4xf32>
}

// -----

func.func @weight_rank(%x: tensor<2x3x7xf32>, %w: tensor<3x4x3x3xf32>, %init: tensor<2x4x15xf32>) -> tensor<2x4x15xf32> {
  // expected-error @+1 {{expects a weight of rank 3 like the input ([C, OC/groups, K...]), got rank 4}}
  %r = kgen.conv_transpose ins(%x, %w : tensor<2x3x7xf32>, tensor<3x4x3x3xf32>) outs(%init : tensor<2x4x15xf32>) strides = [2] dilations = [1] pads_begin = [0] groups = 1 : tensor<2x4x15xf32>
  return %r : tensor<2x4x15xf32>
}

// -----

func.func @init_rank(%x: tensor<2x3x7xf32>, %w: tensor<3x4x3xf32>, %init: tensor<2x4x15x1xf32>) -> tensor<2x4x15x1xf32> {
  // expected-error @+1 {{expects an init of rank 3 like the input ([N, OC, O...]), got rank 4}}
  %r = kgen.conv_transpose ins(%x, %w : tensor<2x3x7xf32>, tensor<3x4x3xf32>) outs(%init : tensor<2x4x15x1xf32>) strides = [2] dilations = [1] pads_begin = [0] groups = 1 : tensor<2x4x15x1xf32>
  return %r : tensor<2x4x15x1xf32>
}

// -----

func.func @dynamic(%x: tensor<?x3x7xf32>, %w: tensor<3x4x3xf32>, %init: tensor<2x4x15xf32>) -> tensor<2x4x15xf32> {
  // expected-error @+1 {{expects a statically shaped input, got 'tensor<?x3x7xf32>'}}
  %r = kgen.conv_transpose ins(%x, %w : tensor<?x3x7xf32>, tensor<3x4x3xf32>) outs(%init : tensor<2x4x15xf32>) strides = [2] dilations = [1] pads_begin = [0] groups = 1 : tensor<2x4x15xf32>
  return %r : tensor<2x4x15xf32>
}

// -----

func.func @int(%x: tensor<2x3x7xi32>, %w: tensor<3x4x3xi32>, %init: tensor<2x4x15xi32>) -> tensor<2x4x15xi32> {
  // expected-error @+1 {{expects a floating-point element type, got 'i32'}}
  %r = kgen.conv_transpose ins(%x, %w : tensor<2x3x7xi32>, tensor<3x4x3xi32>) outs(%init : tensor<2x4x15xi32>) strides = [2] dilations = [1] pads_begin = [0] groups = 1 : tensor<2x4x15xi32>
  return %r : tensor<2x4x15xi32>
}

// -----

func.func @mixed(%x: tensor<2x3x7xf32>, %w: tensor<3x4x3xf16>, %init: tensor<2x4x15xf32>) -> tensor<2x4x15xf32> {
  // expected-error @+1 {{expects input, weight and init of one element type, got 'f32', 'f16' and 'f32'}}
  %r = kgen.conv_transpose ins(%x, %w : tensor<2x3x7xf32>, tensor<3x4x3xf16>) outs(%init : tensor<2x4x15xf32>) strides = [2] dilations = [1] pads_begin = [0] groups = 1 : tensor<2x4x15xf32>
  return %r : tensor<2x4x15xf32>
}

// -----

func.func @strides_len(%x: tensor<2x3x7xf32>, %w: tensor<3x4x3xf32>, %init: tensor<2x4x15xf32>) -> tensor<2x4x15xf32> {
  // expected-error @+1 {{expects 'strides' to have 1 entries (one per spatial dimension), got 2}}
  %r = kgen.conv_transpose ins(%x, %w : tensor<2x3x7xf32>, tensor<3x4x3xf32>) outs(%init : tensor<2x4x15xf32>) strides = [2, 2] dilations = [1] pads_begin = [0] groups = 1 : tensor<2x4x15xf32>
  return %r : tensor<2x4x15xf32>
}

// -----

func.func @dilations_len(%x: tensor<2x3x7xf32>, %w: tensor<3x4x3xf32>, %init: tensor<2x4x15xf32>) -> tensor<2x4x15xf32> {
  // expected-error @+1 {{expects 'dilations' to have 1 entries (one per spatial dimension), got 0}}
  %r = kgen.conv_transpose ins(%x, %w : tensor<2x3x7xf32>, tensor<3x4x3xf32>) outs(%init : tensor<2x4x15xf32>) strides = [2] dilations = [] pads_begin = [0] groups = 1 : tensor<2x4x15xf32>
  return %r : tensor<2x4x15xf32>
}

// -----

func.func @pads_len(%x: tensor<2x3x7xf32>, %w: tensor<3x4x3xf32>, %init: tensor<2x4x15xf32>) -> tensor<2x4x15xf32> {
  // expected-error @+1 {{expects 'pads_begin' to have 1 entries (one per spatial dimension), got 3}}
  %r = kgen.conv_transpose ins(%x, %w : tensor<2x3x7xf32>, tensor<3x4x3xf32>) outs(%init : tensor<2x4x15xf32>) strides = [2] dilations = [1] pads_begin = [0, 0, 0] groups = 1 : tensor<2x4x15xf32>
  return %r : tensor<2x4x15xf32>
}

// -----

func.func @stride_zero(%x: tensor<2x3x7xf32>, %w: tensor<3x4x3xf32>, %init: tensor<2x4x15xf32>) -> tensor<2x4x15xf32> {
  // expected-error @+1 {{expects positive 'strides', got 0}}
  %r = kgen.conv_transpose ins(%x, %w : tensor<2x3x7xf32>, tensor<3x4x3xf32>) outs(%init : tensor<2x4x15xf32>) strides = [0] dilations = [1] pads_begin = [0] groups = 1 : tensor<2x4x15xf32>
  return %r : tensor<2x4x15xf32>
}

// -----

func.func @dilation_neg(%x: tensor<2x3x7xf32>, %w: tensor<3x4x3xf32>, %init: tensor<2x4x15xf32>) -> tensor<2x4x15xf32> {
  // expected-error @+1 {{expects positive 'dilations', got -1}}
  %r = kgen.conv_transpose ins(%x, %w : tensor<2x3x7xf32>, tensor<3x4x3xf32>) outs(%init : tensor<2x4x15xf32>) strides = [2] dilations = [-1] pads_begin = [0] groups = 1 : tensor<2x4x15xf32>
  return %r : tensor<2x4x15xf32>
}

// -----

func.func @pad_neg(%x: tensor<2x3x7xf32>, %w: tensor<3x4x3xf32>, %init: tensor<2x4x15xf32>) -> tensor<2x4x15xf32> {
  // expected-error @+1 {{expects non-negative 'pads_begin', got -1}}
  %r = kgen.conv_transpose ins(%x, %w : tensor<2x3x7xf32>, tensor<3x4x3xf32>) outs(%init : tensor<2x4x15xf32>) strides = [2] dilations = [1] pads_begin = [-1] groups = 1 : tensor<2x4x15xf32>
  return %r : tensor<2x4x15xf32>
}

// -----

func.func @groups_zero(%x: tensor<2x3x7xf32>, %w: tensor<3x4x3xf32>, %init: tensor<2x4x15xf32>) -> tensor<2x4x15xf32> {
  // expected-error @+1 {{expects a positive 'groups', got 0}}
  %r = kgen.conv_transpose ins(%x, %w : tensor<2x3x7xf32>, tensor<3x4x3xf32>) outs(%init : tensor<2x4x15xf32>) strides = [2] dilations = [1] pads_begin = [0] groups = 0 : tensor<2x4x15xf32>
  return %r : tensor<2x4x15xf32>
}

// -----

func.func @groups_divide(%x: tensor<2x3x7xf32>, %w: tensor<3x4x3xf32>, %init: tensor<2x8x15xf32>) -> tensor<2x8x15xf32> {
  // expected-error @+1 {{expects the input channels (3) to be a multiple of 'groups' (2)}}
  %r = kgen.conv_transpose ins(%x, %w : tensor<2x3x7xf32>, tensor<3x4x3xf32>) outs(%init : tensor<2x8x15xf32>) strides = [2] dilations = [1] pads_begin = [0] groups = 2 : tensor<2x8x15xf32>
  return %r : tensor<2x8x15xf32>
}

// -----

func.func @weight_channels(%x: tensor<2x4x7xf32>, %w: tensor<3x4x3xf32>, %init: tensor<2x4x15xf32>) -> tensor<2x4x15xf32> {
  // expected-error @+1 {{expects weight dim 0 (3) to equal the input channels (4)}}
  %r = kgen.conv_transpose ins(%x, %w : tensor<2x4x7xf32>, tensor<3x4x3xf32>) outs(%init : tensor<2x4x15xf32>) strides = [2] dilations = [1] pads_begin = [0] groups = 1 : tensor<2x4x15xf32>
  return %r : tensor<2x4x15xf32>
}

// -----

func.func @batch(%x: tensor<2x3x7xf32>, %w: tensor<3x4x3xf32>, %init: tensor<1x4x15xf32>) -> tensor<1x4x15xf32> {
  // expected-error @+1 {{expects init dim 0 (1) to equal the input batch (2)}}
  %r = kgen.conv_transpose ins(%x, %w : tensor<2x3x7xf32>, tensor<3x4x3xf32>) outs(%init : tensor<1x4x15xf32>) strides = [2] dilations = [1] pads_begin = [0] groups = 1 : tensor<1x4x15xf32>
  return %r : tensor<1x4x15xf32>
}

// -----

func.func @out_channels(%x: tensor<2x4x7xf32>, %w: tensor<4x3x3xf32>, %init: tensor<2x3x15xf32>) -> tensor<2x3x15xf32> {
  // expected-error @+1 {{expects init dim 1 (3) to equal groups * weight dim 1 (2 * 3)}}
  %r = kgen.conv_transpose ins(%x, %w : tensor<2x4x7xf32>, tensor<4x3x3xf32>) outs(%init : tensor<2x3x15xf32>) strides = [2] dilations = [1] pads_begin = [0] groups = 2 : tensor<2x3x15xf32>
  return %r : tensor<2x3x15xf32>
}

// -----

// (7 - 1) * 2 + 1 * (3 - 1) + 1 - 0 + 1 = 16 is the largest result size.
func.func @too_large(%x: tensor<2x3x7xf32>, %w: tensor<3x4x3xf32>, %init: tensor<2x4x17xf32>) -> tensor<2x4x17xf32> {
  // expected-error @+1 {{expects result spatial dim 0 in [1, 16] ((I - 1) * stride + dilation * (K - 1) + 1 - pads_begin + max(stride, dilation) - 1 with I = 7, K = 3), got 17}}
  %r = kgen.conv_transpose ins(%x, %w : tensor<2x3x7xf32>, tensor<3x4x3xf32>) outs(%init : tensor<2x4x17xf32>) strides = [2] dilations = [1] pads_begin = [0] groups = 1 : tensor<2x4x17xf32>
  return %r : tensor<2x4x17xf32>
}

// -----

func.func @too_large_2d(%x: tensor<1x1x3x3xf32>, %w: tensor<1x1x2x2xf32>, %init: tensor<1x1x4x5xf32>) -> tensor<1x1x4x5xf32> {
  // expected-error @+1 {{expects result spatial dim 1 in [1, 3]}}
  %r = kgen.conv_transpose ins(%x, %w : tensor<1x1x3x3xf32>, tensor<1x1x2x2xf32>) outs(%init : tensor<1x1x4x5xf32>) strides = [1, 1] dilations = [1, 1] pads_begin = [0, 1] groups = 1 : tensor<1x1x4x5xf32>
  return %r : tensor<1x1x4x5xf32>
}

// -----

func.func @type_mismatch(%x: tensor<2x3x7xf32>, %w: tensor<3x4x3xf32>, %init: tensor<2x4x15xf32>) -> tensor<2x4x14xf32> {
  // expected-error @+1 {{failed to verify that all of {init, result} have same type}}
  %r = "kgen.conv_transpose"(%x, %w, %init) <{strides = array<i64: 2>, dilations = array<i64: 1>, pads_begin = array<i64: 0>, groups = 1 : i64}> : (tensor<2x3x7xf32>, tensor<3x4x3xf32>, tensor<2x4x15xf32>) -> tensor<2x4x14xf32>
  return %r : tensor<2x4x14xf32>
}
