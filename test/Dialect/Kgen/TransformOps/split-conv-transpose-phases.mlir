// RUN: kgen-opt %S/Inputs/conv-transpose-1d-phases.mlir --transform-preload-library=transform-library-paths=%S/Inputs/split-conv-transpose-phases.mlir --transform-interpreter | FileCheck %s
// RUN: kgen-opt %S/Inputs/conv-transpose-2d-phases.mlir --transform-preload-library=transform-library-paths=%S/Inputs/split-conv-transpose-phases.mlir --transform-interpreter | FileCheck %s --check-prefix=P2
// RUN: kgen-opt %s --transform-interpreter --verify-diagnostics | FileCheck %s --check-prefix=ONE

// Stride 3, dilation 3, pads_begin 4, kernel 4: only phase 2 has kernel
// positions (all four, dilation 1), from the input at q + 2 - t (its
// pads_begin 2); it writes outputs 2, 5, .., 20 of the copied init, the
// other phases' outputs keep the init's values.
// CHECK-LABEL: func.func @conv_transpose_1d_phases
// CHECK: %[[INIT:.+]] = linalg.copy
// CHECK: %[[O1:.+]] = tensor.extract_slice %[[INIT]][0, 0, 2] [2, 2, 7] [1, 1, 3]
// CHECK: %[[P1:.+]] = kgen.conv_transpose ins(%arg0, %arg1 : tensor<2x3x6xf32>, tensor<3x2x4xf32>) outs(%[[O1]] : tensor<2x2x7xf32>) strides = [1] dilations = [1] pads_begin = [2] groups = 1
// CHECK: tensor.insert_slice %[[P1]] into %[[INIT]][0, 0, 2] [2, 2, 7] [1, 1, 3]
// Stride 4, dilation 2, kernel 5: phase 0 takes kernel positions 0, 2, 4,
// phase 2 positions 1, 3 (weight slices of stride 2), phases 1 and 3 none:
// the fill of the result stays for their outputs, and the phases
// accumulate into it.
// CHECK: %[[F:.+]] = linalg.fill {{.+}} -> tensor<1x3x21xf32>
// CHECK: %[[W0:.+]] = tensor.extract_slice %arg4[0, 0, 0] [2, 3, 3] [1, 1, 2]
// CHECK: %[[O0:.+]] = tensor.extract_slice %[[F]][0, 0, 0] [1, 3, 6] [1, 1, 4]
// CHECK-NOT: linalg.fill
// CHECK: %[[Q0:.+]] = kgen.conv_transpose ins(%arg3, %[[W0]] : {{.+}}) outs(%[[O0]] : tensor<1x3x6xf32>) strides = [1] dilations = [1] pads_begin = [0]
// CHECK: %[[R0:.+]] = tensor.insert_slice %[[Q0]] into %[[F]][0, 0, 0] [1, 3, 6] [1, 1, 4]
// CHECK: %[[W2:.+]] = tensor.extract_slice %arg4[0, 0, 1] [2, 3, 2] [1, 1, 2]
// CHECK: %[[O2:.+]] = tensor.extract_slice %[[R0]][0, 0, 2] [1, 3, 5] [1, 1, 4]
// CHECK-NOT: linalg.fill
// CHECK: kgen.conv_transpose ins(%arg3, %[[W2]] : {{.+}}) outs(%[[O2]] : tensor<1x3x5xf32>)
// Stride 2 into a fill that both phases cover: each phase fills its own
// slice of the empty tensor, and the fill of the whole result is gone.
// CHECK: %[[E:.+]] = tensor.empty() : tensor<1x3x11xf32>
// CHECK-NOT: linalg.fill {{.+}} -> tensor<1x3x11xf32>
// CHECK: %[[S0:.+]] = tensor.extract_slice %[[E]][0, 0, 0] [1, 3, 6] [1, 1, 2]
// CHECK: %[[F0:.+]] = linalg.fill {{.+}} outs(%[[S0]] : tensor<1x3x6xf32>)
// CHECK: kgen.conv_transpose ins(%arg5, %{{.+}} : tensor<1x2x5xf32>, tensor<2x3x2xf32>) outs(%[[F0]] : tensor<1x3x6xf32>) strides = [1] dilations = [1] pads_begin = [0]
// CHECK: linalg.fill {{.+}} -> tensor<1x3x5xf32>
// CHECK: kgen.conv_transpose {{.+}} pads_begin = [1]

// Strides (5, 2), dilations (2, 3): three of the five phases along H have
// a kernel position (one each, dilation 2), both along W (two positions
// at stride 2 with dilation 3, or one): six phases, groups kept.
// P2-LABEL: func.func @conv_transpose_2d_phases
// P2-COUNT-6: kgen.conv_transpose {{.+}} strides = [1, 1] dilations = [2, 3] {{.+}} groups = 2
// P2-NOT: kgen.conv_transpose

// The handle holds the phases (two for stride 2), and a stride-1 op is
// its own phase, left as it is.
// ONE-LABEL: func.func @handle
// ONE: kgen.conv_transpose {{.+}} outs(%{{.+}} : tensor<1x3x5xf32>) strides = [1] dilations = [1] pads_begin = [0]
// ONE-NEXT: tensor.insert_slice
// ONE: kgen.conv_transpose {{.+}} outs(%{{.+}} : tensor<1x3x5xf32>) strides = [1] dilations = [1] pads_begin = [1]
// ONE-NEXT: tensor.insert_slice
// ONE: kgen.conv_transpose {{.+}} strides = [1] dilations = [2] pads_begin = [3]
// ONE-NOT: kgen.conv_transpose ins
func.func @handle(%x: tensor<1x2x5xf32>, %w: tensor<2x3x3xf32>, %init: tensor<1x3x10xf32>, %init1: tensor<1x3x7xf32>) -> (tensor<1x3x10xf32>, tensor<1x3x7xf32>) {
  %r = kgen.conv_transpose ins(%x, %w : tensor<1x2x5xf32>, tensor<2x3x3xf32>) outs(%init : tensor<1x3x10xf32>) strides = [2] dilations = [1] pads_begin = [1] groups = 1 : tensor<1x3x10xf32>
  %r1 = kgen.conv_transpose ins(%x, %w : tensor<1x2x5xf32>, tensor<2x3x3xf32>) outs(%init1 : tensor<1x3x7xf32>) strides = [1] dilations = [2] pads_begin = [3] groups = 1 : tensor<1x3x7xf32>
  return %r, %r1 : tensor<1x3x10xf32>, tensor<1x3x7xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %ct = transform.structured.match ops{["kgen.conv_transpose"]} in %root : (!transform.any_op) -> !transform.any_op
    %phases = transform.kgen.split_conv_transpose_phases %ct : (!transform.any_op) -> !transform.any_op
    %n = transform.num_associations %phases : (!transform.any_op) -> !transform.param<i64>
    // expected-remark @below {{3 : i64}}
    transform.debug.emit_param_as_remark %n : !transform.param<i64>
    transform.yield
  }
}
