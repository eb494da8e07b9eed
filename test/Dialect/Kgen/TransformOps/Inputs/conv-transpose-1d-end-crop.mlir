// kgen.conv_transpose: input 1x2x5, weight 2x3x3, result 1x3x6, strides [2],
// dilations [1], pads_begin [0], groups 1; the init is a copy of %b.
func.func @conv_transpose_1d_end_crop(%x: tensor<1x2x5xf32>, %w: tensor<2x3x3xf32>, %b: tensor<1x3x6xf32>) -> tensor<1x3x6xf32> {
  %e = tensor.empty() : tensor<1x3x6xf32>
  %init = linalg.copy ins(%b : tensor<1x3x6xf32>) outs(%e : tensor<1x3x6xf32>) -> tensor<1x3x6xf32>
  %r = kgen.conv_transpose ins(%x, %w : tensor<1x2x5xf32>, tensor<2x3x3xf32>) outs(%init : tensor<1x3x6xf32>) strides = [2] dilations = [1] pads_begin = [0] groups = 1 : tensor<1x3x6xf32>
  return %r : tensor<1x3x6xf32>
}
