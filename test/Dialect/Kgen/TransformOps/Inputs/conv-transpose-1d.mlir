// kgen.conv_transpose: input 2x3x7, weight 3x4x3, result 2x4x14, strides [2],
// dilations [1], pads_begin [1], groups 1; the init is a copy of %b.
func.func @conv_transpose_1d(%x: tensor<2x3x7xf32>, %w: tensor<3x4x3xf32>, %b: tensor<2x4x14xf32>) -> tensor<2x4x14xf32> {
  %e = tensor.empty() : tensor<2x4x14xf32>
  %init = linalg.copy ins(%b : tensor<2x4x14xf32>) outs(%e : tensor<2x4x14xf32>) -> tensor<2x4x14xf32>
  %r = kgen.conv_transpose ins(%x, %w : tensor<2x3x7xf32>, tensor<3x4x3xf32>) outs(%init : tensor<2x4x14xf32>) strides = [2] dilations = [1] pads_begin = [1] groups = 1 : tensor<2x4x14xf32>
  return %r : tensor<2x4x14xf32>
}
