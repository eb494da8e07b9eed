// RUN: kgen-opt %s --transform-interpreter --verify-diagnostics | FileCheck %s

// (The im2col gathers' maps, printed first: the convolutions' own input
// maps over [G, B, OI, IC, FL] loops.)
// CHECK-DAG: #[[NCHW:.+]] = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d3, d1 * 2 + d4, d2 + d5 * 2)>
// CHECK-DAG: #[[NGCHW:.+]] = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d1, d0, d4, d2 * 2 + d5, d3 * 2 + d6)>

// NCHW, strides (2, 1), dilations (1, 2): im2col [N, OH, OW, C, KH, KW]
// collapsed to [M, K] = [2*4*6, 3*3*2], filter [F, C, KH, KW] transposed to
// [C, KH, KW, F] and collapsed to [K, N], the accumulator transposed to
// [N, OH, OW, F]; a linalg.matmul, then back to NCHW.
// CHECK-LABEL: func.func @conv_nchw
// CHECK: %[[COL:.+]] = linalg.generic {indexing_maps = [#[[NCHW]], {{.+}}], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg0 : tensor<2x3x9x8xf32>) outs(%{{.+}} : tensor<2x4x6x3x3x2xf32>)
// CHECK: %[[LHS:.+]] = tensor.collapse_shape %[[COL]] {{\[\[}}0, 1, 2], [3, 4, 5]] : tensor<2x4x6x3x3x2xf32> into tensor<48x18xf32>
// CHECK: %[[WT:.+]] = linalg.transpose ins(%arg1 : tensor<5x3x3x2xf32>) outs(%{{.+}} : tensor<3x3x2x5xf32>) permutation = [1, 2, 3, 0]
// CHECK: %[[RHS:.+]] = tensor.collapse_shape %[[WT]] {{.+}} into tensor<18x5xf32>
// CHECK: %[[AT:.+]] = linalg.transpose ins(%arg2 : tensor<2x5x4x6xf32>) outs(%{{.+}} : tensor<2x4x6x5xf32>) permutation = [0, 2, 3, 1]
// CHECK: %[[ACC:.+]] = tensor.collapse_shape %[[AT]] {{.+}} into tensor<48x5xf32>
// CHECK: %[[MM:.+]] = linalg.matmul ins(%[[LHS]], %[[RHS]] : tensor<48x18xf32>, tensor<18x5xf32>) outs(%[[ACC]] : tensor<48x5xf32>)
// CHECK: %[[E:.+]] = tensor.expand_shape %[[MM]] {{.+}} into tensor<2x4x6x5xf32>
// CHECK: %[[R:.+]] = linalg.transpose ins(%[[E]] : tensor<2x4x6x5xf32>) outs(%{{.+}} : tensor<2x5x4x6xf32>) permutation = [0, 3, 1, 2]
// CHECK: return %[[R]]
func.func @conv_nchw(%x: tensor<2x3x9x8xf32>, %w: tensor<5x3x3x2xf32>, %init: tensor<2x5x4x6xf32>) -> tensor<2x5x4x6xf32> {
  // expected-remark @+2 {{im2col}}
  // expected-remark @+1 {{matmul}}
  %r = linalg.conv_2d_nchw_fchw {strides = dense<[2, 1]> : tensor<2xi64>, dilations = dense<[1, 2]> : tensor<2xi64>}
         ins(%x, %w : tensor<2x3x9x8xf32>, tensor<5x3x3x2xf32>) outs(%init : tensor<2x5x4x6xf32>) -> tensor<2x5x4x6xf32>
  return %r : tensor<2x5x4x6xf32>
}

// NHWC / HWCF: no transposes at all (the layouts already are [M, K],
// [K, N] and [M, N]).
// CHECK-LABEL: func.func @conv_nhwc
// CHECK-NOT: linalg.transpose
// CHECK: linalg.matmul ins(%{{.+}}, %{{.+}} : tensor<24x27xf32>, tensor<27x4xf32>) outs(%{{.+}} : tensor<24x4xf32>)
// CHECK-NOT: linalg.transpose
// CHECK: return
func.func @conv_nhwc(%x: tensor<1x8x9x3xf32>, %w: tensor<3x3x3x4xf32>, %init: tensor<1x6x4x4xf32>) -> tensor<1x6x4x4xf32> {
  // expected-remark @+2 {{im2col}}
  // expected-remark @+1 {{matmul}}
  %r = linalg.conv_2d_nhwc_hwcf {strides = dense<[1, 2]> : tensor<2xi64>, dilations = dense<1> : tensor<2xi64>}
         ins(%x, %w : tensor<1x8x9x3xf32>, tensor<3x3x3x4xf32>) outs(%init : tensor<1x6x4x4xf32>) -> tensor<1x6x4x4xf32>
  return %r : tensor<1x6x4x4xf32>
}

// Groups: a batch matmul over the group dimension.
// CHECK-LABEL: func.func @conv_ngchw
// CHECK: linalg.generic {indexing_maps = [#[[NGCHW]], {{.+}}]{{.*}} outs(%{{.+}} : tensor<3x2x3x2x2x3x3xf32>)
// CHECK: linalg.batch_matmul ins(%{{.+}}, %{{.+}} : tensor<3x12x18xf32>, tensor<3x18x4xf32>) outs(%{{.+}} : tensor<3x12x4xf32>)
func.func @conv_ngchw(%x: tensor<2x3x2x7x6xf32>, %w: tensor<4x3x2x3x3xf32>, %init: tensor<2x3x4x3x2xf32>) -> tensor<2x3x4x3x2xf32> {
  // expected-remark @+2 {{im2col}}
  // expected-remark @+1 {{matmul}}
  %r = linalg.conv_2d_ngchw_fgchw {strides = dense<2> : tensor<2xi64>, dilations = dense<1> : tensor<2xi64>}
         ins(%x, %w : tensor<2x3x2x7x6xf32>, tensor<4x3x2x3x3xf32>) outs(%init : tensor<2x3x4x3x2xf32>) -> tensor<2x3x4x3x2xf32>
  return %r : tensor<2x3x4x3x2xf32>
}

// 1x1, stride 1: no im2col, the image transposed to [N, H, W, C] and
// collapsed (the first handle is that reshape).
// CHECK-LABEL: func.func @conv_1x1
// CHECK-NOT: linalg.generic
// CHECK: %[[T:.+]] = linalg.transpose ins(%arg0 : tensor<2x3x5x7xf32>) outs(%{{.+}} : tensor<2x5x7x3xf32>) permutation = [0, 2, 3, 1]
// CHECK: %[[L:.+]] = tensor.collapse_shape %[[T]] {{\[\[}}0, 1, 2], [3]] : tensor<2x5x7x3xf32> into tensor<70x3xf32>
// CHECK: linalg.matmul ins(%[[L]], %{{.+}} : tensor<70x3xf32>, tensor<3x4xf32>)
func.func @conv_1x1(%x: tensor<2x3x5x7xf32>, %w: tensor<4x3x1x1xf32>, %init: tensor<2x4x5x7xf32>) -> tensor<2x4x5x7xf32> {
  // expected-remark @+2 {{im2col}}
  // expected-remark @+1 {{matmul}}
  %r = linalg.conv_2d_nchw_fchw {strides = dense<1> : tensor<2xi64>, dilations = dense<1> : tensor<2xi64>}
         ins(%x, %w : tensor<2x3x5x7xf32>, tensor<4x3x1x1xf32>) outs(%init : tensor<2x4x5x7xf32>) -> tensor<2x4x5x7xf32>
  return %r : tensor<2x4x5x7xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %convs = transform.structured.match ops{["linalg.conv_2d_nchw_fchw", "linalg.conv_2d_nhwc_hwcf", "linalg.conv_2d_ngchw_fgchw"]} in %root : (!transform.any_op) -> !transform.any_op
    %im2col, %mm = transform.kgen.rewrite_conv_as_matmul %convs : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.debug.emit_remark_at %im2col, "im2col" : !transform.any_op
    transform.debug.emit_remark_at %mm, "matmul" : !transform.any_op
    transform.yield
  }
}
