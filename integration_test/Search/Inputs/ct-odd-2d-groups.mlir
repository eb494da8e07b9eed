// kgen.conv_transpose as level1/75 (2D, kernel 3x5, strides (2, 3),
// dilations (2, 1), padding (1, 2), 4 groups) with odd sizes: input
// 2x8x9x11 (2 channels a group), 3 output channels a group, result
// 2x12x19x31; a batch matmul of 4 x 1178x30 by 30x3.
func.func @ct_odd_2d_groups(%x: tensor<2x8x9x11xf32>, %w: tensor<8x3x3x5xf32>) -> tensor<2x12x19x31xf32> {
  %0 = tensor.empty() : tensor<2x12x19x31xf32>
  %cst = arith.constant 0.000000e+00 : f32
  %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<2x12x19x31xf32>) -> tensor<2x12x19x31xf32>
  %2 = kgen.conv_transpose ins(%x, %w : tensor<2x8x9x11xf32>, tensor<8x3x3x5xf32>) outs(%1 : tensor<2x12x19x31xf32>) strides = [2, 3] dilations = [2, 1] pads_begin = [1, 2] groups = 4 : tensor<2x12x19x31xf32>
  return %2 : tensor<2x12x19x31xf32>
}
