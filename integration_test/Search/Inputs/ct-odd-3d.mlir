// kgen.conv_transpose as level1/77 (3D, kernel 3, stride 2, padding 1,
// dilation 2) with odd, unequal sizes: input 2x4x3x5x4, 6 output channels,
// result 2x6x7x11x9; the im2col matmul is 1386x108 by 108x6.
func.func @ct_odd_3d(%x: tensor<2x4x3x5x4xf32>, %w: tensor<4x6x3x3x3xf32>) -> tensor<2x6x7x11x9xf32> {
  %0 = tensor.empty() : tensor<2x6x7x11x9xf32>
  %cst = arith.constant 0.000000e+00 : f32
  %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<2x6x7x11x9xf32>) -> tensor<2x6x7x11x9xf32>
  %2 = kgen.conv_transpose ins(%x, %w : tensor<2x4x3x5x4xf32>, tensor<4x6x3x3x3xf32>) outs(%1 : tensor<2x6x7x11x9xf32>) strides = [2, 2, 2] dilations = [2, 2, 2] pads_begin = [1, 1, 1] groups = 1 : tensor<2x6x7x11x9xf32>
  return %2 : tensor<2x6x7x11x9xf32>
}
