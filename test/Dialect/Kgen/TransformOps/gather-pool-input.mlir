// RUN: kgen-opt %s --transform-interpreter --verify-diagnostics --canonicalize | FileCheck %s

// A 1-D max pooling on a -inf-padded input: the pad is gone; the body reads
// the unpadded input at out * 2 + k * 2 - 2, clamped into it, and selects
// -inf outside; the window operand is the only input. Three parallel
// loops: nothing to collapse.
// CHECK-DAG: #[[IDX:.+]] = affine_map<()[s0, s1] -> (s0 * 2 + s1 * 2 - 2)>
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

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %pools = transform.structured.match ops{["linalg.pooling_ncw_max", "linalg.generic"]} in %root : (!transform.any_op) -> !transform.any_op
    %g = transform.kgen.gather_pool_input %pools : (!transform.any_op) -> !transform.any_op
    transform.debug.emit_remark_at %g, "gathered" : !transform.any_op
    %c = transform.kgen.collapse_parallel_prefix %g keep = 2 : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}
