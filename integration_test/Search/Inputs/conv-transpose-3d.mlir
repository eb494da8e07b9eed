// kgen.conv_transpose: input 2x3x3x2x3, weight 3x2x2x2x3, result 2x2x5x3x7, strides [2, 1, 3],
// dilations [1, 1, 1], pads_begin [1, 0, 1], groups 1; the init is a copy of %b.
func.func @conv_transpose_3d(%x: tensor<2x3x3x2x3xf32>, %w: tensor<3x2x2x2x3xf32>, %b: tensor<2x2x5x3x7xf32>) -> tensor<2x2x5x3x7xf32> {
  %e = tensor.empty() : tensor<2x2x5x3x7xf32>
  %init = linalg.copy ins(%b : tensor<2x2x5x3x7xf32>) outs(%e : tensor<2x2x5x3x7xf32>) -> tensor<2x2x5x3x7xf32>
  %r = kgen.conv_transpose ins(%x, %w : tensor<2x3x3x2x3xf32>, tensor<3x2x2x2x3xf32>) outs(%init : tensor<2x2x5x3x7xf32>) strides = [2, 1, 3] dilations = [1, 1, 1] pads_begin = [1, 0, 1] groups = 1 : tensor<2x2x5x3x7xf32>
  return %r : tensor<2x2x5x3x7xf32>
}
