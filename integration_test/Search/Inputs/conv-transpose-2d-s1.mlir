// kgen.conv_transpose at stride 1 (as level1/57, 65, 69 and 71): input
// 2x5x13x10, weight 5x7x3x4, result 2x7x15x13 from a zero init: a
// convolution with flipped weights over the input padded by 2 and 3.
func.func @conv_transpose_s1(%x: tensor<2x5x13x10xf32>, %w: tensor<5x7x3x4xf32>) -> tensor<2x7x15x13xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x7x15x13xf32>
  %init = linalg.fill ins(%zero : f32) outs(%e : tensor<2x7x15x13xf32>) -> tensor<2x7x15x13xf32>
  %r = kgen.conv_transpose ins(%x, %w : tensor<2x5x13x10xf32>, tensor<5x7x3x4xf32>) outs(%init : tensor<2x7x15x13xf32>) strides = [1, 1] dilations = [1, 1] pads_begin = [0, 0] groups = 1 : tensor<2x7x15x13xf32>
  return %r : tensor<2x7x15x13xf32>
}
