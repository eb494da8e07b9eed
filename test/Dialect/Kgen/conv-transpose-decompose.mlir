// RUN: kgen-opt %s --pass-pipeline='builtin.module(func.func(kgen-decompose-aggregates))' | FileCheck %s
// The decomposition lowers on both paths (compile only).
// RUN: kgen-opt %s --kgen-lower-to-host | FileCheck %s --check-prefix=HOST
// RUN: rm -rf %t && kgen-opt %s --kgen-lower-to-nvvm="chip=sm_90 format=isa artifacts-dir=%t" | FileCheck %s --check-prefix=NVVM
// RUN: cat %t/*.ptx | FileCheck %s --check-prefix=PTX

// HOST: llvm.func @conv_transpose_2d
// NVVM: gpu.binary
// PTX: .entry
// PTX: mul.rn.f32
// PTX: add.rn.f32

// CHECK-DAG: #[[W:.+]] = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d1, d5, d2, d6, d7)>
// CHECK-DAG: #[[O:.+]] = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d2, d3, d4)>
// CHECK-LABEL: func.func @conv_transpose_2d
// CHECK-SAME: (%[[X:.+]]: tensor<1x4x5x5xf32>, %[[WT:.+]]: tensor<4x3x3x3xf32>, %[[INIT:.+]]: tensor<1x6x10x9xf32>)
// CHECK-NOT: kgen.conv_transpose
// CHECK: %[[WE:.+]] = tensor.expand_shape %[[WT]] {{\[\[}}0, 1], [2], [3], [4]] output_shape [2, 2, 3, 3, 3]
// CHECK: %[[IE:.+]] = tensor.expand_shape %[[INIT]] {{\[\[}}0], [1, 2], [3], [4]] output_shape [1, 2, 3, 10, 9]
// CHECK: %[[G:.+]] = linalg.generic {indexing_maps = [#[[W]], #[[O]]], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]}
// CHECK-SAME: ins(%[[WE]] : tensor<2x2x3x3x3xf32>) outs(%[[IE]] : tensor<1x2x3x10x9xf32>)
// CHECK: ^bb0(%[[WV:.+]]: f32, %[[ACC:.+]]: f32):
// Stride 2 in dim 0: divisibility and quotient; stride 1 in dim 1: neither.
// CHECK: arith.remui
// CHECK: arith.divui
// CHECK-NOT: arith.remui
// CHECK: %[[XV:.+]] = tensor.extract %[[X]]
// CHECK: %[[MUL:.+]] = arith.mulf %[[XV]], %[[WV]]
// CHECK: %[[SUM:.+]] = arith.addf %[[ACC]], %[[MUL]]
// CHECK: %[[SEL:.+]] = arith.select %{{.+}}, %[[SUM]], %[[ACC]]
// CHECK: linalg.yield %[[SEL]]
// CHECK: tensor.collapse_shape %[[G]] {{\[\[}}0], [1, 2], [3], [4]] : tensor<1x2x3x10x9xf32> into tensor<1x6x10x9xf32>
func.func @conv_transpose_2d(%x: tensor<1x4x5x5xf32>, %w: tensor<4x3x3x3xf32>, %init: tensor<1x6x10x9xf32>) -> tensor<1x6x10x9xf32> {
  %r = kgen.conv_transpose ins(%x, %w : tensor<1x4x5x5xf32>, tensor<4x3x3x3xf32>) outs(%init : tensor<1x6x10x9xf32>) strides = [2, 1] dilations = [1, 2] pads_begin = [1, 0] groups = 2 : tensor<1x6x10x9xf32>
  return %r : tensor<1x6x10x9xf32>
}
