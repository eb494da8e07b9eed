// RUN: kgen-opt %s --pass-pipeline="builtin.module(func.func(kgen-decompose-aggregates{normalization-form=two_pass}))" | FileCheck %s

// The two-pass decompositions (the transform op's default form and the
// validator's reference; the lowering pipelines use shifted sums:
// norm-decompose-shifted-sums.mlir). Numerical checks:
// norm-validate.test.

// max over the dimension, then sum(exp(x - max)), then x - max - log(sum).
// CHECK-DAG: #[[ID2:.+]] = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-DAG: #[[COL:.+]] = affine_map<(d0, d1) -> (d1)>
// (group_norm's maps)
// CHECK-DAG: #[[X4:.+]] = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
// CHECK-DAG: #[[STAT4:.+]] = affine_map<(d0, d1, d2, d3) -> (d0, d1)>
// CHECK-DAG: #[[PARAM4:.+]] = affine_map<(d0, d1, d2, d3) -> (d1, d2)>
// CHECK-LABEL: func.func @log_softmax
// CHECK-NOT: kgen.
// CHECK: %[[NINF:.+]] = arith.constant 0xFF800000 : f32
// CHECK: %[[MAXINIT:.+]] = linalg.fill ins(%[[NINF]] : f32) {{.*}} -> tensor<7xf32>
// CHECK: %[[MAX:.+]] = linalg.generic {indexing_maps = [#[[ID2]], #[[COL]]], iterator_types = ["reduction", "parallel"]} ins(%arg0 : tensor<4x7xf32>) outs(%[[MAXINIT]]
// CHECK: arith.maxnumf
// CHECK: %[[SUM:.+]] = linalg.generic {{.*}} iterator_types = ["reduction", "parallel"]} ins(%arg0, %[[MAX]] : tensor<4x7xf32>, tensor<7xf32>)
// CHECK: arith.subf
// CHECK-NEXT: math.exp
// CHECK-NEXT: arith.addf
// CHECK: %[[R:.+]] = linalg.generic {{.*}} iterator_types = ["parallel", "parallel"]} ins(%arg0, %[[MAX]], %[[SUM]] :
// CHECK: %[[SH:.+]] = arith.subf
// CHECK-NEXT: %[[LOG:.+]] = math.log
// CHECK-NEXT: arith.subf %[[SH]], %[[LOG]]
// CHECK: return %[[R]]
func.func @log_softmax(%x: tensor<4x7xf32>) -> tensor<4x7xf32> {
  %init = tensor.empty() : tensor<4x7xf32>
  %r = kgen.log_softmax ins(%x : tensor<4x7xf32>) outs(%init : tensor<4x7xf32>) dimension = 0
  return %r : tensor<4x7xf32>
}

// The last op works in the result's (reduced) space: max + log(sum).
// CHECK-LABEL: func.func @logsumexp
// CHECK: %[[MAX:.+]] = linalg.generic {{.*}} iterator_types = ["reduction", "parallel", "reduction"]} ins(%arg0 : tensor<4x7x5xf32>) outs(%{{.+}} : tensor<7xf32>)
// CHECK: %[[SUM:.+]] = linalg.generic {{.*}} iterator_types = ["reduction", "parallel", "reduction"]} ins(%arg0, %[[MAX]] : tensor<4x7x5xf32>, tensor<7xf32>) outs(%{{.+}} : tensor<7xf32>)
// CHECK: linalg.generic {{.*}} iterator_types = ["parallel"]} ins(%[[MAX]], %[[SUM]] : tensor<7xf32>, tensor<7xf32>)
// CHECK: math.log
// CHECK-NEXT: arith.addf
func.func @logsumexp(%x: tensor<4x7x5xf32>) -> tensor<7xf32> {
  %init = tensor.empty() : tensor<7xf32>
  %r = kgen.logsumexp ins(%x : tensor<4x7x5xf32>) outs(%init : tensor<7xf32>) dimensions = [0, 2]
  return %r : tensor<7xf32>
}

// Rows shifted by their first element k: s = sum(x - k), then
// q = sum((x - k - s/n)^2), then the normalization with n = 5 * 7.
// CHECK-LABEL: func.func @layer_norm
// CHECK: %[[K:.+]] = tensor.extract_slice %arg0[0, 0, 0] [3, 1, 1] [1, 1, 1] : tensor<3x5x7xf32> to tensor<3xf32>
// CHECK: %[[S:.+]] = linalg.generic {{.*}} iterator_types = ["parallel", "reduction", "reduction"]} ins(%arg0, %[[K]] :
// CHECK: %[[Q:.+]] = linalg.generic {{.*}} iterator_types = ["parallel", "reduction", "reduction"]} ins(%arg0, %[[K]], %[[S]] :
// CHECK: arith.constant 3.500000e+01 : f32
// CHECK: arith.mulf
// CHECK: linalg.generic {{.*}} iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %[[K]], %[[S]], %[[Q]], %arg1, %arg2 :
// CHECK: %[[SD:.+]] = math.sqrt
// CHECK: %[[INV:.+]] = arith.divf %{{.+}}, %[[SD]] : f32
// CHECK: arith.mulf %{{.+}}, %[[INV]] : f32
func.func @layer_norm(%x: tensor<3x5x7xf32>, %s: tensor<5x7xf32>, %b: tensor<5x7xf32>) -> tensor<3x5x7xf32> {
  %init = tensor.empty() : tensor<3x5x7xf32>
  %r = kgen.layer_norm ins(%x, %s, %b : tensor<3x5x7xf32>, tensor<5x7xf32>, tensor<5x7xf32>) outs(%init : tensor<3x5x7xf32>) axis = 1, epsilon = 1.0e-05
  return %r : tensor<3x5x7xf32>
}

// [N, C, L] viewed as [N, G, C/G, L]; scale and bias as [G, C/G].
// CHECK-LABEL: func.func @group_norm
// CHECK: %[[XV:.+]] = tensor.expand_shape %arg0 {{\[}}[0], [1, 2], [3]] output_shape [2, 3, 2, 5] : tensor<2x6x5xf32> into tensor<2x3x2x5xf32>
// CHECK: %[[SV:.+]] = tensor.expand_shape %arg1 {{\[}}[0, 1]] output_shape [3, 2] : tensor<6xf32> into tensor<3x2xf32>
// CHECK: %[[BV:.+]] = tensor.expand_shape %arg2 {{\[}}[0, 1]] output_shape [3, 2]
// CHECK: %[[OV:.+]] = tensor.expand_shape
// CHECK: linalg.generic {{.*}} iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%[[XV]],
// CHECK: linalg.generic {{.*}} iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%[[XV]],
// CHECK: arith.constant 1.000000e+01 : f32
// CHECK: %[[Y:.+]] = linalg.generic {indexing_maps = [#[[X4]], #[[STAT4]], #[[STAT4]], #[[STAT4]], #[[PARAM4]], #[[PARAM4]], #[[X4]]], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%[[XV]], {{.*}}, %[[SV]], %[[BV]] : {{.*}}) outs(%[[OV]] :
// CHECK: %[[R:.+]] = tensor.collapse_shape %[[Y]] {{\[}}[0], [1, 2], [3]] : tensor<2x3x2x5xf32> into tensor<2x6x5xf32>
// CHECK: return %[[R]]
func.func @group_norm(%x: tensor<2x6x5xf32>, %s: tensor<6xf32>, %b: tensor<6xf32>) -> tensor<2x6x5xf32> {
  %init = tensor.empty() : tensor<2x6x5xf32>
  %r = kgen.group_norm ins(%x, %s, %b : tensor<2x6x5xf32>, tensor<6xf32>, tensor<6xf32>) outs(%init : tensor<2x6x5xf32>) groups = 3, epsilon = 1.0e-05
  return %r : tensor<2x6x5xf32>
}

// One reduction (the sum of squares); dynamic sizes: the count comes from
// tensor.dim.
// CHECK-LABEL: func.func @rms_norm_dynamic
// CHECK: %[[DIM:.+]] = tensor.dim %arg0, %{{.+}} : tensor<?x?xf32>
// CHECK: %[[N:.+]] = arith.muli %{{.+}}, %[[DIM]] : index
// CHECK: %[[NI:.+]] = arith.index_cast %[[N]] : index to i64
// CHECK: %[[NF:.+]] = arith.uitofp %[[NI]] : i64 to f32
// CHECK: %[[Q:.+]] = linalg.generic {{.*}} iterator_types = ["parallel", "reduction"]} ins(%arg0 : tensor<?x?xf32>) outs(%{{.+}} : tensor<?xf32>)
// CHECK: arith.mulf
// CHECK-NEXT: arith.addf
// CHECK: linalg.generic {{.*}} iterator_types = ["parallel", "parallel"]} ins(%arg0, %[[Q]], %arg1 : {{.*}}) outs(%arg2 : tensor<?x?xf32>)
// CHECK: arith.divf %{{.+}}, %[[NF]] : f32
// CHECK-NOT: linalg.generic
// CHECK: return
func.func @rms_norm_dynamic(%x: tensor<?x?xf32>, %s: tensor<?xf32>, %init: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %r = kgen.rms_norm ins(%x, %s : tensor<?x?xf32>, tensor<?xf32>) outs(%init : tensor<?x?xf32>) axis = 1, epsilon = 1.0e-06
  return %r : tensor<?x?xf32>
}

// Dynamic layer norm: the shift is a dynamic slice.
// CHECK-LABEL: func.func @layer_norm_dynamic
// CHECK: tensor.extract_slice %arg0[0, 0] [%{{.+}}, 1] [1, 1] : tensor<?x?xf32> to tensor<?xf32>
// CHECK-COUNT-3: linalg.generic
// CHECK-NOT: kgen.layer_norm
func.func @layer_norm_dynamic(%x: tensor<?x?xf32>, %s: tensor<?xf32>, %b: tensor<?xf32>, %init: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %r = kgen.layer_norm ins(%x, %s, %b : tensor<?x?xf32>, tensor<?xf32>, tensor<?xf32>) outs(%init : tensor<?x?xf32>) axis = 1, epsilon = 1.0e-05
  return %r : tensor<?x?xf32>
}
