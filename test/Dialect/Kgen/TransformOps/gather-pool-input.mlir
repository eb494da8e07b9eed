// RUN: kgen-opt %s --transform-interpreter --verify-diagnostics --canonicalize | FileCheck %s

// A 1-D max pooling on a -inf-padded input: the pad is gone; the body reads
// the unpadded input at out * 2 + k * 2 - 2, clamped into it, and selects
// -inf outside; the window operand is the only input. Three parallel
// loops: nothing to collapse.
// CHECK-DAG: #[[IDX:.+]] = affine_map<()[s0, s1] -> (s0 * 2 + s1 * 2 - 2)>
// CHECK-DAG: #[[DWWIN:.+]] = affine_map<(d0, d1, d2, d3, d4) -> (d3, d4)>
// CHECK-DAG: #[[DWOUT:.+]] = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2)>
// CHECK-LABEL: func.func @maxpool_ncw_pad
// CHECK-SAME: (%[[X:.+]]: tensor<2x3x17xf32>)
// CHECK-NOT: tensor.pad
// CHECK: %[[G:.+]] = linalg.generic {{.*}} iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%{{.+}} : tensor<5xf32>) outs(%{{.+}} : tensor<2x3x7xf32>)
// CHECK: %[[I:.+]] = affine.apply #[[IDX]]()
// CHECK: %[[LO:.+]] = arith.cmpi sge, %[[I]], %c0
// CHECK: %[[HI:.+]] = arith.cmpi slt, %[[I]], %c17
// CHECK: %[[IN:.+]] = arith.andi %[[LO]], %[[HI]]
// CHECK: %[[C:.+]] = arith.select %[[IN]], %[[I]], %c0
// CHECK: %[[E:.+]] = tensor.extract %[[X]][%{{.+}}, %{{.+}}, %[[C]]] : tensor<2x3x17xf32>
// CHECK: %[[V:.+]] = arith.select %[[IN]], %[[E]], %cst
// CHECK: arith.maximumf %{{.+}}, %[[V]]
// CHECK-NOT: tensor.expand_shape
// CHECK: return %[[G]]
func.func @maxpool_ncw_pad(%x: tensor<2x3x17xf32>) -> tensor<2x3x7xf32> {
  %ninf = arith.constant 0xFF800000 : f32
  %p = tensor.pad %x low[0, 0, 2] high[0, 0, 2] {
  ^bb0(%a: index, %b: index, %c: index):
    tensor.yield %ninf : f32
  } : tensor<2x3x17xf32> to tensor<2x3x21xf32>
  %e = tensor.empty() : tensor<2x3x7xf32>
  %init = linalg.fill ins(%ninf : f32) outs(%e : tensor<2x3x7xf32>) -> tensor<2x3x7xf32>
  %win = tensor.empty() : tensor<5xf32>
  // expected-remark @below {{gathered}}
  %r = linalg.pooling_ncw_max {dilations = dense<2> : tensor<1xi64>, strides = dense<2> : tensor<1xi64>}
         ins(%p, %win : tensor<2x3x21xf32>, tensor<5xf32>) outs(%init : tensor<2x3x7xf32>) -> tensor<2x3x7xf32>
  return %r : tensor<2x3x7xf32>
}

// A 3-D sum pooling generic without padding: no bounds checks; N, C and D
// collapsed into one loop (the init through a collapse_shape, the result
// through an expand_shape), whose index is delinearized in the body.
// CHECK-LABEL: func.func @pool_ncdhw
// CHECK: %[[INIT:.+]] = tensor.collapse_shape %{{.+}} {{\[}}[0, 1, 2], [3], [4]] : tensor<1x2x3x4x3xf32> into tensor<6x4x3xf32>
// CHECK: %[[G:.+]] = linalg.generic {{.*}} iterator_types = ["parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%{{.+}} : tensor<2x3x2xf32>) outs(%[[INIT]] : tensor<6x4x3xf32>)
// CHECK-NOT: arith.cmpi
// CHECK: tensor.extract %{{.+}} : tensor<1x2x7x8x8xf32>
// CHECK: arith.addf
// CHECK: tensor.expand_shape %[[G]] {{\[}}[0, 1, 2], [3], [4]] output_shape [1, 2, 3, 4, 3]
#in = affine_map<(n, c, d, h, w, kd, kh, kw) -> (n, c, d * 2 + kd, h + kh * 2, w * 3 + kw)>
#win = affine_map<(n, c, d, h, w, kd, kh, kw) -> (kd, kh, kw)>
#out = affine_map<(n, c, d, h, w, kd, kh, kw) -> (n, c, d, h, w)>
func.func @pool_ncdhw(%x: tensor<1x2x7x8x8xf32>, %init: tensor<1x2x3x4x3xf32>) -> tensor<1x2x3x4x3xf32> {
  %win = tensor.empty() : tensor<2x3x2xf32>
  // expected-remark @below {{gathered}}
  %s = linalg.generic {indexing_maps = [#in, #win, #out],
                       iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]}
      ins(%x, %win : tensor<1x2x7x8x8xf32>, tensor<2x3x2xf32>) outs(%init : tensor<1x2x3x4x3xf32>) {
  ^bb0(%a: f32, %unused: f32, %acc: f32):
    %sum = arith.addf %acc, %a : f32
    linalg.yield %sum : f32
  } -> tensor<1x2x3x4x3xf32>
  return %s : tensor<1x2x3x4x3xf32>
}

// A named depthwise 2-D NCHW convolution (loops n, oh, ow, c, kh, kw): the
// filter is read in the body at (c, kh, kw), an empty 3x7 tensor indexed by
// the window loops takes its place, and the loops follow the output
// (n, c, oh, ow, kh, kw), so N and C collapse into one loop; the body
// reads x at (n, c, oh + kh, ow * 2 + kw) with n and c recovered from it.
// CHECK-LABEL: func.func @depthwise_nchw
// CHECK-SAME: (%[[X:.+]]: tensor<2x3x9x20xf32>, %[[W:.+]]: tensor<3x3x7xf32>, %[[INIT:.+]]: tensor<2x3x7x7xf32>)
// CHECK: %[[WIN:.+]] = tensor.empty() : tensor<3x7xf32>
// CHECK: %[[CI:.+]] = tensor.collapse_shape %[[INIT]] {{\[}}[0, 1], [2], [3]] : tensor<2x3x7x7xf32> into tensor<6x7x7xf32>
// CHECK: linalg.generic {indexing_maps = [#[[DWWIN]], #[[DWOUT]]], iterator_types = ["parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%[[WIN]] : tensor<3x7xf32>) outs(%[[CI]] : tensor<6x7x7xf32>)
// CHECK: %[[NC:.+]] = linalg.index 0 : index
// CHECK: %[[C:.+]] = arith.remsi %[[NC]], %c3
// CHECK: %[[N:.+]] = arith.divsi %[[NC]], %c3
// CHECK: %[[E:.+]] = tensor.extract %[[X]][%[[N]], %[[C]], %{{.+}}, %{{.+}}] : tensor<2x3x9x20xf32>
// CHECK: %[[F:.+]] = tensor.extract %[[W]][%[[C]], %{{.+}}, %{{.+}}] : tensor<3x3x7xf32>
// CHECK: %[[M:.+]] = arith.mulf %[[E]], %[[F]]
// CHECK: arith.addf %{{.+}}, %[[M]]
func.func @depthwise_nchw(%x: tensor<2x3x9x20xf32>, %w: tensor<3x3x7xf32>, %init: tensor<2x3x7x7xf32>) -> tensor<2x3x7x7xf32> {
  // expected-remark @below {{gathered}}
  %r = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : tensor<2xi64>, strides = dense<[1, 2]> : tensor<2xi64>}
         ins(%x, %w : tensor<2x3x9x20xf32>, tensor<3x3x7xf32>) outs(%init : tensor<2x3x7x7xf32>) -> tensor<2x3x7x7xf32>
  return %r : tensor<2x3x7x7xf32>
}

// The NHWC form (loops n, oh, ow, c, kh, kw already in the output's order):
// the filter is read at (kh, kw, c); N and OH collapse.
// CHECK-LABEL: func.func @depthwise_nhwc
// CHECK: tensor.empty() : tensor<3x3xf32>
// CHECK: tensor.collapse_shape %{{.+}} {{\[}}[0, 1], [2], [3]] : tensor<2x4x4x5xf32> into tensor<8x4x5xf32>
// CHECK: linalg.generic {{.*}} ins(%{{.+}} : tensor<3x3xf32>) outs(%{{.+}} : tensor<8x4x5xf32>)
// CHECK: tensor.extract %{{.+}} : tensor<2x6x6x5xf32>
// CHECK: tensor.extract %{{.+}} : tensor<3x3x5xf32>
// CHECK: arith.mulf
func.func @depthwise_nhwc(%x: tensor<2x6x6x5xf32>, %w: tensor<3x3x5xf32>, %init: tensor<2x4x4x5xf32>) -> tensor<2x4x4x5xf32> {
  // expected-remark @below {{gathered}}
  %r = linalg.depthwise_conv_2d_nhwc_hwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
         ins(%x, %w : tensor<2x6x6x5xf32>, tensor<3x3x5xf32>) outs(%init : tensor<2x4x4x5xf32>) -> tensor<2x4x4x5xf32>
  return %r : tensor<2x4x4x5xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %pools = transform.structured.match ops{["linalg.pooling_ncw_max", "linalg.generic", "linalg.depthwise_conv_2d_nchw_chw", "linalg.depthwise_conv_2d_nhwc_hwc"]} in %root : (!transform.any_op) -> !transform.any_op
    %g = transform.kgen.gather_pool_input %pools : (!transform.any_op) -> !transform.any_op
    transform.debug.emit_remark_at %g, "gathered" : !transform.any_op
    %c = transform.kgen.collapse_parallel_prefix %g keep = 2 : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}
