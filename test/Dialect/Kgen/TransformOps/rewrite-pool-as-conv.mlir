// RUN: kgen-opt %s --transform-interpreter --verify-diagnostics | FileCheck %s

// (The maps of the generic in @pool_ncdhw, printed first.)
// CHECK-DAG: #[[IN:.+]] = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d2 * 2 + d5, d3 + d6 * 2, d4 * 3 + d7)>
// CHECK-DAG: #[[W:.+]] = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d1, d5, d6, d7)>

// Named NCHW sum pooling: the named depthwise convolution of that layout
// with a weight of ones [C, KH, KW], the pooling's strides and dilations,
// the tensor.pad producer untouched.
// CHECK-LABEL: func.func @pool_nchw
// CHECK: %[[P:.+]] = tensor.pad
// CHECK: %[[ONES:.+]] = arith.constant dense<1.000000e+00> : tensor<3x3x2xf32>
// CHECK: linalg.depthwise_conv_2d_nchw_chw {dilations = dense<[1, 2]> : tensor<2xi64>, strides = dense<[2, 1]> : tensor<2xi64>} ins(%[[P]], %[[ONES]] : tensor<2x3x8x9xf32>, tensor<3x3x2xf32>)
// CHECK-NOT: linalg.pooling_nchw_sum
func.func @pool_nchw(%x: tensor<2x3x7x6xf32>) -> tensor<2x3x3x7xf32> {
  %zero = arith.constant 0.0 : f32
  %p = tensor.pad %x low[0, 0, 1, 2] high[0, 0, 0, 1] {
  ^bb0(%a: index, %b: index, %c: index, %d: index):
    tensor.yield %zero : f32
  } : tensor<2x3x7x6xf32> to tensor<2x3x8x9xf32>
  %win = tensor.empty() : tensor<3x2xf32>
  %e = tensor.empty() : tensor<2x3x3x7xf32>
  %init = linalg.fill ins(%zero : f32) outs(%e : tensor<2x3x3x7xf32>) -> tensor<2x3x3x7xf32>
  // expected-remark @below {{conv}}
  %r = linalg.pooling_nchw_sum {strides = dense<[2, 1]> : tensor<2xi64>, dilations = dense<[1, 2]> : tensor<2xi64>}
         ins(%p, %win : tensor<2x3x8x9xf32>, tensor<3x2xf32>) outs(%init : tensor<2x3x3x7xf32>) -> tensor<2x3x3x7xf32>
  return %r : tensor<2x3x3x7xf32>
}

// Named NHWC sum pooling: depthwise_conv_2d_nhwc_hwc, weight [KH, KW, C].
// CHECK-LABEL: func.func @pool_nhwc
// CHECK: %[[ONES:.+]] = arith.constant dense<1.000000e+00> : tensor<2x3x3xf32>
// CHECK: linalg.depthwise_conv_2d_nhwc_hwc {dilations = dense<1> : tensor<2xi64>, strides = dense<[1, 2]> : tensor<2xi64>} ins(%{{.+}}, %[[ONES]] : tensor<1x5x9x3xf32>, tensor<2x3x3xf32>)
func.func @pool_nhwc(%x: tensor<1x5x9x3xf32>, %init: tensor<1x4x4x3xf32>) -> tensor<1x4x4x3xf32> {
  %win = tensor.empty() : tensor<2x3xf32>
  // expected-remark @below {{conv}}
  %r = linalg.pooling_nhwc_sum {strides = dense<[1, 2]> : tensor<2xi64>, dilations = dense<1> : tensor<2xi64>}
         ins(%x, %win : tensor<1x5x9x3xf32>, tensor<2x3xf32>) outs(%init : tensor<1x4x4x3xf32>) -> tensor<1x4x4x3xf32>
  return %r : tensor<1x4x4x3xf32>
}

// A pooling-shaped generic (NCDHW, no named op): a depthwise-convolution
// generic with the same input map, a weight of ones [C, KD, KH, KW] and a
// multiply-accumulate body.
// CHECK-LABEL: func.func @pool_ncdhw
// CHECK: %[[ONES:.+]] = arith.constant dense<1.000000e+00> : tensor<2x2x3x2xf32>
// CHECK: linalg.generic {indexing_maps = [#[[IN]], #[[W]], {{.+}}]{{.*}} ins(%{{.+}}, %[[ONES]] : tensor<1x2x7x8x8xf32>, tensor<2x2x3x2xf32>)
// CHECK: %[[M:.+]] = arith.mulf
// CHECK: arith.addf %{{.+}}, %[[M]]
#in = affine_map<(n, c, d, h, w, kd, kh, kw) -> (n, c, d * 2 + kd, h + kh * 2, w * 3 + kw)>
#win = affine_map<(n, c, d, h, w, kd, kh, kw) -> (kd, kh, kw)>
#out = affine_map<(n, c, d, h, w, kd, kh, kw) -> (n, c, d, h, w)>
func.func @pool_ncdhw(%x: tensor<1x2x7x8x8xf32>, %init: tensor<1x2x3x4x3xf32>) -> tensor<1x2x3x4x3xf32> {
  %win = tensor.empty() : tensor<2x3x2xf32>
  // expected-remark @below {{conv}}
  %s = linalg.generic {indexing_maps = [#in, #win, #out],
                       iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]}
      ins(%x, %win : tensor<1x2x7x8x8xf32>, tensor<2x3x2xf32>) outs(%init : tensor<1x2x3x4x3xf32>) {
  ^bb0(%a: f32, %unused: f32, %acc: f32):
    %sum = arith.addf %acc, %a : f32
    linalg.yield %sum : f32
  } -> tensor<1x2x3x4x3xf32>
  return %s : tensor<1x2x3x4x3xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %pools = transform.structured.match ops{["linalg.pooling_nchw_sum", "linalg.pooling_nhwc_sum", "linalg.generic"]} in %root : (!transform.any_op) -> !transform.any_op
    %conv = transform.kgen.rewrite_pool_as_conv %pools : (!transform.any_op) -> !transform.any_op
    transform.debug.emit_remark_at %conv, "conv" : !transform.any_op
    transform.yield
  }
}
