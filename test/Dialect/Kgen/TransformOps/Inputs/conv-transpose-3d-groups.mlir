// kgen.conv_transpose: input 1x2x3x4x3, weight 2x2x2x3x2, result 1x4x6x6x7, strides [2, 1, 2],
// dilations [1, 2, 2], pads_begin [0, 2, 1], groups 2; the init is a copy of %b.
func.func @conv_transpose_3d_groups(%x: tensor<1x2x3x4x3xf32>, %w: tensor<2x2x2x3x2xf32>, %b: tensor<1x4x6x6x7xf32>) -> tensor<1x4x6x6x7xf32> {
  %e = tensor.empty() : tensor<1x4x6x6x7xf32>
  %init = linalg.copy ins(%b : tensor<1x4x6x6x7xf32>) outs(%e : tensor<1x4x6x6x7xf32>) -> tensor<1x4x6x6x7xf32>
  %r = kgen.conv_transpose ins(%x, %w : tensor<1x2x3x4x3xf32>, tensor<2x2x2x3x2xf32>) outs(%init : tensor<1x4x6x6x7xf32>) strides = [2, 1, 2] dilations = [1, 2, 2] pads_begin = [0, 2, 1] groups = 2 : tensor<1x4x6x6x7xf32>
  return %r : tensor<1x4x6x6x7xf32>
}
