// level1/79 at its size (16x32x131072 input, 64 output channels, result
// 16x64x262145): the im2col matmul has 4194320 rows, 65537 blocks of 64.
// Compiled only (never run by the tests).
func.func @ct_79_full(%x: tensor<16x32x131072xf32>, %w: tensor<32x64x3xf32>) -> tensor<16x64x262145xf32> {
  %0 = tensor.empty() : tensor<16x64x262145xf32>
  %cst = arith.constant 0.000000e+00 : f32
  %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<16x64x262145xf32>) -> tensor<16x64x262145xf32>
  %2 = kgen.conv_transpose ins(%x, %w : tensor<16x32x131072xf32>, tensor<32x64x3xf32>) outs(%1 : tensor<16x64x262145xf32>) strides = [2] dilations = [2] pads_begin = [1] groups = 1 : tensor<16x64x262145xf32>
  return %2 : tensor<16x64x262145xf32>
}
