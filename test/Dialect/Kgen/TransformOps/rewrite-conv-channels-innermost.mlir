// RUN: kgen-opt %s --transform-interpreter --split-input-file --verify-diagnostics | FileCheck %s

// NCHW, strides (2, 1), dilations (1, 2): the filter copied from
// [F, C, KH, KW] to [F, KH, KW, C] (a generic, not a linalg.transpose that
// gemm_pipelined would fold back), the convolution a generic over
// (n, f, oh, ow, kh, kw, c) with the same strides and dilations.
// CHECK-DAG: #[[GATHER:.+]] = affine_map<(d0, d1, d2, d3) -> (d0, d3, d1, d2)>
// CHECK-DAG: #[[IN:.+]] = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d6, d2 * 2 + d4, d3 + d5 * 2)>
// CHECK-DAG: #[[W:.+]] = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d1, d4, d5, d6)>
// CHECK-DAG: #[[OUT:.+]] = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3)>
// CHECK-LABEL: func.func @nchw
// CHECK-NOT: linalg.conv_2d_nchw_fchw
// CHECK: %[[F:.+]] = linalg.generic {indexing_maps = [#[[GATHER]], {{.+}}]} ins(%arg1 : tensor<8x16x3x5xf32>) outs(%{{.+}} : tensor<8x3x5x16xf32>)
// CHECK: linalg.generic {indexing_maps = [#[[IN]], #[[W]], #[[OUT]]], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%arg0, %[[F]] : tensor<2x16x10x12xf32>, tensor<8x3x5x16xf32>) outs(%arg2
// CHECK: arith.mulf
// CHECK: arith.addf
func.func @nchw(%x: tensor<2x16x10x12xf32>, %w: tensor<8x16x3x5xf32>, %init: tensor<2x8x4x4xf32>) -> tensor<2x8x4x4xf32> {
  // expected-remark @below {{conv}}
  %r = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 2]> : tensor<2xi64>, strides = dense<[2, 1]> : tensor<2xi64>}
     ins(%x, %w : tensor<2x16x10x12xf32>, tensor<8x16x3x5xf32>) outs(%init : tensor<2x8x4x4xf32>) -> tensor<2x8x4x4xf32>
  return %r : tensor<2x8x4x4xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %c = transform.structured.match ops{["linalg.conv_2d_nchw_fchw"]} in %root : (!transform.any_op) -> !transform.any_op
    %r = transform.kgen.rewrite_conv_channels_innermost %c {min_channels = 16} : (!transform.any_op) -> !transform.any_op
    transform.debug.emit_remark_at %r, "conv" : !transform.any_op
    transform.yield
  }
}

// -----

// 12 input channels are not a multiple of min_channels = 8.
func.func @few_channels(%x: tensor<1x12x6x6xf32>, %w: tensor<4x12x3x3xf32>, %init: tensor<1x4x4x4xf32>) -> tensor<1x4x4x4xf32> {
  // expected-note @below {{payload op}}
  %r = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
     ins(%x, %w : tensor<1x12x6x6xf32>, tensor<4x12x3x3xf32>) outs(%init : tensor<1x4x4x4xf32>) -> tensor<1x4x4x4xf32>
  return %r : tensor<1x4x4x4xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %c = transform.structured.match ops{["linalg.conv_2d_nchw_fchw"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{'linalg.conv_2d_nchw_fchw' has 12 input channels, not a multiple of 8}}
    %r = transform.kgen.rewrite_conv_channels_innermost %c {min_channels = 8} : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

// A 1x1 convolution: no filter loop to move the channel past.
func.func @pointwise(%x: tensor<1x8x6x6xf32>, %w: tensor<4x8x1x1xf32>, %init: tensor<1x4x6x6xf32>) -> tensor<1x4x6x6xf32> {
  // expected-note @below {{payload op}}
  %r = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
     ins(%x, %w : tensor<1x8x6x6xf32>, tensor<4x8x1x1xf32>) outs(%init : tensor<1x4x6x6xf32>) -> tensor<1x4x6x6xf32>
  return %r : tensor<1x4x6x6xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %c = transform.structured.match ops{["linalg.conv_2d_nchw_fchw"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{'linalg.conv_2d_nchw_fchw' has no filter loop of more than one position}}
    %r = transform.kgen.rewrite_conv_channels_innermost %c : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

// A matmul is not a convolution.
func.func @matmul(%a: tensor<4x8xf32>, %b: tensor<8x4xf32>, %init: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-note @below {{payload op}}
  %r = linalg.matmul ins(%a, %b : tensor<4x8xf32>, tensor<8x4xf32>) outs(%init : tensor<4x4xf32>) -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %c = transform.structured.match ops{["linalg.matmul"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{'linalg.matmul' is not a convolution with an input channel}}
    %r = transform.kgen.rewrite_conv_channels_innermost %c : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

// Already (n, f, oh, ow, kh, kw, c) with the filter [F, KH, KW, C].
#in = affine_map<(n, f, h, w, kh, kw, c) -> (n, c, h + kh, w + kw)>
#flt = affine_map<(n, f, h, w, kh, kw, c) -> (f, kh, kw, c)>
#out = affine_map<(n, f, h, w, kh, kw, c) -> (n, f, h, w)>
func.func @already(%x: tensor<1x8x6x6xf32>, %w: tensor<4x3x3x8xf32>, %init: tensor<1x4x4x4xf32>) -> tensor<1x4x4x4xf32> {
  // expected-note @below {{payload op}}
  %r = linalg.generic {indexing_maps = [#in, #flt, #out], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]}
      ins(%x, %w : tensor<1x8x6x6xf32>, tensor<4x3x3x8xf32>) outs(%init : tensor<1x4x4x4xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %p = arith.mulf %a, %b : f32
    %s = arith.addf %o, %p : f32
    linalg.yield %s : f32
  } -> tensor<1x4x4x4xf32>
  return %r : tensor<1x4x4x4xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %c = transform.structured.match ops{["linalg.generic"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{'linalg.generic' already has its input channel innermost}}
    %r = transform.kgen.rewrite_conv_channels_innermost %c : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}
