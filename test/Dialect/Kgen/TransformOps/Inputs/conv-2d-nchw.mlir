// linalg.conv_2d_nchw_fchw, strides (2, 1), dilations (1, 2), odd sizes,
// accumulated into a copy of %b.
func.func @conv_nchw(%x: tensor<2x3x9x8xf32>, %w: tensor<5x3x3x2xf32>, %b: tensor<2x5x4x6xf32>) -> tensor<2x5x4x6xf32> {
  %e = tensor.empty() : tensor<2x5x4x6xf32>
  %init = linalg.copy ins(%b : tensor<2x5x4x6xf32>) outs(%e : tensor<2x5x4x6xf32>) -> tensor<2x5x4x6xf32>
  %r = linalg.conv_2d_nchw_fchw {strides = dense<[2, 1]> : tensor<2xi64>, dilations = dense<[1, 2]> : tensor<2xi64>}
         ins(%x, %w : tensor<2x3x9x8xf32>, tensor<5x3x3x2xf32>) outs(%init : tensor<2x5x4x6xf32>) -> tensor<2x5x4x6xf32>
  return %r : tensor<2x5x4x6xf32>
}
