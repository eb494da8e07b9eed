// kgen.conv_transpose: input 1x4x5x4, weight 4x3x3x2, result 1x6x11x13, strides [2, 3],
// dilations [2, 1], pads_begin [1, 0], groups 2; the init is a copy of %b.
func.func @conv_transpose_2d_groups(%x: tensor<1x4x5x4xf32>, %w: tensor<4x3x3x2xf32>, %b: tensor<1x6x11x13xf32>) -> tensor<1x6x11x13xf32> {
  %e = tensor.empty() : tensor<1x6x11x13xf32>
  %init = linalg.copy ins(%b : tensor<1x6x11x13xf32>) outs(%e : tensor<1x6x11x13xf32>) -> tensor<1x6x11x13xf32>
  %r = kgen.conv_transpose ins(%x, %w : tensor<1x4x5x4xf32>, tensor<4x3x3x2xf32>) outs(%init : tensor<1x6x11x13xf32>) strides = [2, 3] dilations = [2, 1] pads_begin = [1, 0] groups = 2 : tensor<1x6x11x13xf32>
  return %r : tensor<1x6x11x13xf32>
}
