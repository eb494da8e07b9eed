// RUN: kgen-opt %S/Inputs/conv-transpose-1d.mlir --transform-preload-library=transform-library-paths=%S/Inputs/rewrite-conv-transpose.mlir --transform-interpreter | FileCheck %s --check-prefix=G1
// RUN: kgen-opt %S/Inputs/conv-transpose-2d-groups.mlir --transform-preload-library=transform-library-paths=%S/Inputs/rewrite-conv-transpose.mlir --transform-interpreter | FileCheck %s --check-prefix=G2
// RUN: kgen-opt %S/Inputs/conv-transpose-1d-crop.mlir --transform-preload-library=transform-library-paths=%S/Inputs/rewrite-conv-transpose.mlir --transform-interpreter | FileCheck %s --check-prefix=CROP
// RUN: kgen-opt %S/Inputs/conv-transpose-1d.mlir --transform-preload-library=transform-library-paths=%S/Inputs/rewrite-conv-transpose-ci.mlir --transform-interpreter | FileCheck %s --check-prefix=CI1
// RUN: kgen-opt %S/Inputs/conv-transpose-2d-groups.mlir --transform-preload-library=transform-library-paths=%S/Inputs/rewrite-conv-transpose-ci.mlir --transform-interpreter | FileCheck %s --check-prefix=CI2
// RUN: kgen-opt %s --transform-interpreter --verify-diagnostics | FileCheck %s --check-prefix=HANDLE

// groups = 1, stride 2, pads_begin 1, K = 3: the input goes to positions
// 1 + 2i of a zero tensor of 14 + 2 = 16, the flipped weight is [OC, C, K],
// and a stride-1 linalg.conv_1d_ncw_fcw accumulates into the init.
// G1: #[[FLIP:.+]] = affine_map<(d0, d1, d2) -> (d1, d0, -d2 + 2)>
// G1-LABEL: func.func @conv_transpose_1d
// G1-NOT: kgen.conv_transpose
// G1: %[[Z:.+]] = linalg.fill ins(%{{.+}} : f32) outs(%{{.+}} : tensor<2x3x16xf32>)
// G1: %[[S:.+]] = tensor.extract_slice %[[Z]][0, 0, 1] [2, 3, 7] [1, 1, 2]
// G1: %[[C:.+]] = linalg.copy ins(%{{.+}} : tensor<2x3x7xf32>) outs(%[[S]] :
// G1: %[[ZI:.+]] = tensor.insert_slice %[[C]] into %[[Z]][0, 0, 1] [2, 3, 7] [1, 1, 2]
// G1: %[[W:.+]] = linalg.generic {indexing_maps = [#[[FLIP]], {{.+}}]} ins(%{{.+}} : tensor<3x4x3xf32>) outs(%{{.+}} : tensor<4x3x3xf32>)
// G1: linalg.conv_1d_ncw_fcw {dilations = dense<1> : tensor<1xi64>, strides = dense<1> : tensor<1xi64>} ins(%[[ZI]], %[[W]] : tensor<2x3x16xf32>, tensor<4x3x3xf32>)

// groups = 2: a grouped-convolution generic on [N, G, Cg, ...] views, the
// weight regrouped and flipped to [G, OCg, Cg, K...], dilation (2, 1) kept.
// G2-DAG: #[[WFLIP:.+]] = affine_map<(d0, d1, d2, d3, d4) -> (d0 * 2 + d2, d1, -d3 + 2, -d4 + 1)>
// G2-DAG: #[[IN:.+]] = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d5, d3 + d6 * 2, d4 + d7)>
// G2-LABEL: func.func @conv_transpose_2d_groups
// G2: tensor.insert_slice %{{.+}} into %{{.+}}[0, 0, 3, 1] [1, 4, 5, 4] [1, 1, 2, 3] : tensor<1x4x5x4xf32> into tensor<1x4x15x14xf32>
// G2: linalg.generic {indexing_maps = [#[[WFLIP]], {{.+}}]} {{.+}} outs(%{{.+}} : tensor<2x3x2x3x2xf32>)
// G2: tensor.expand_shape %{{.+}} {{\[\[}}0], [1, 2], [3], [4]] output_shape [1, 2, 2, 15, 14]
// G2: %[[CONV:.+]] = linalg.generic {indexing_maps = [#[[IN]], {{.+}}], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]}
// G2: arith.mulf
// G2: arith.addf
// G2: tensor.collapse_shape %[[CONV]] {{\[\[}}0], [1, 2], [3], [4]] : tensor<1x2x3x11x13xf32> into tensor<1x6x11x13xf32>

// pads_begin (2) beyond dilation * (K - 1) (0): the first input element
// would land before the zero tensor and is sliced off (stride 3: element 1
// lands at 3 * 1 - 2 = 1).
// CROP-LABEL: func.func @conv_transpose_1d_crop
// CROP: %[[X:.+]] = tensor.extract_slice %arg0[0, 0, 1] [1, 2, 4] [1, 1, 1] : tensor<1x2x5xf32> to tensor<1x2x4xf32>
// CROP: tensor.extract_slice %{{.+}}[0, 0, 1] [1, 2, 4] [1, 1, 3] : tensor<1x2x11xf32>
// CROP: linalg.copy ins(%[[X]]

// channels_innermost, groups = 1: the weight flipped into [OC, K, C], and
// a generic over (n, oc, o, k, ic) instead of the named convolution.
// CI1-DAG: #[[FLIP:.+]] = affine_map<(d0, d1, d2) -> (d2, d0, -d1 + 2)>
// CI1-DAG: #[[IN:.+]] = affine_map<(d0, d1, d2, d3, d4) -> (d0, d4, d2 + d3)>
// CI1-DAG: #[[W:.+]] = affine_map<(d0, d1, d2, d3, d4) -> (d1, d3, d4)>
// CI1-DAG: #[[OUT:.+]] = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2)>
// CI1-LABEL: func.func @conv_transpose_1d
// CI1: %[[WF:.+]] = linalg.generic {indexing_maps = [#[[FLIP]], {{.+}}]} ins(%{{.+}} : tensor<3x4x3xf32>) outs(%{{.+}} : tensor<4x3x3xf32>)
// CI1: linalg.generic {indexing_maps = [#[[IN]], #[[W]], #[[OUT]]], iterator_types = ["parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%{{.+}}, %[[WF]] : tensor<2x3x16xf32>, tensor<4x3x3xf32>)
// CI1-NOT: linalg.conv_1d_ncw_fcw

// channels_innermost, groups = 2: the weight as [G, OCg, K..., Cg], the
// channel loop after the kernel's.
// CI2-DAG: #[[WFLIP:.+]] = affine_map<(d0, d1, d2, d3, d4) -> (d0 * 2 + d4, d1, -d2 + 2, -d3 + 1)>
// CI2-DAG: #[[IN:.+]] = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d7, d3 + d5 * 2, d4 + d6)>
// CI2-DAG: #[[W:.+]] = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d1, d2, d5, d6, d7)>
// CI2-LABEL: func.func @conv_transpose_2d_groups
// CI2: linalg.generic {indexing_maps = [#[[WFLIP]], {{.+}}]} {{.+}} outs(%{{.+}} : tensor<2x3x3x2x2xf32>)
// CI2: %[[CONV:.+]] = linalg.generic {indexing_maps = [#[[IN]], #[[W]], {{.+}}], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]}
// CI2: tensor.collapse_shape %[[CONV]]

// The returned handle is the convolution.
// HANDLE-LABEL: func.func @handle
func.func @handle(%x: tensor<1x2x3x3xf32>, %w: tensor<2x2x2x2xf32>, %init: tensor<1x2x6x6xf32>) -> tensor<1x2x6x6xf32> {
  // expected-remark @below {{conv}}
  %r = kgen.conv_transpose ins(%x, %w : tensor<1x2x3x3xf32>, tensor<2x2x2x2xf32>) outs(%init : tensor<1x2x6x6xf32>) strides = [2, 2] dilations = [1, 1] pads_begin = [0, 0] groups = 1 : tensor<1x2x6x6xf32>
  // HANDLE: linalg.conv_2d_nchw_fchw
  return %r : tensor<1x2x6x6xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %ct = transform.structured.match ops{["kgen.conv_transpose"]} in %root : (!transform.any_op) -> !transform.any_op
    %conv = transform.kgen.rewrite_conv_transpose_as_conv %ct : (!transform.any_op) -> !transform.any_op
    transform.debug.emit_remark_at %conv, "conv" : !transform.any_op
    transform.yield
  }
}
