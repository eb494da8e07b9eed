// linalg.conv_3d_ncdhw_fcdhw, strides (1, 2, 1), dilations (2, 1, 1).
func.func @conv_ncdhw(%x: tensor<1x2x7x7x5xf32>, %w: tensor<3x2x2x3x2xf32>, %b: tensor<1x3x5x3x4xf32>) -> tensor<1x3x5x3x4xf32> {
  %e = tensor.empty() : tensor<1x3x5x3x4xf32>
  %init = linalg.copy ins(%b : tensor<1x3x5x3x4xf32>) outs(%e : tensor<1x3x5x3x4xf32>) -> tensor<1x3x5x3x4xf32>
  %r = linalg.conv_3d_ncdhw_fcdhw {strides = dense<[1, 2, 1]> : tensor<3xi64>, dilations = dense<[2, 1, 1]> : tensor<3xi64>}
         ins(%x, %w : tensor<1x2x7x7x5xf32>, tensor<3x2x2x3x2xf32>) outs(%init : tensor<1x3x5x3x4xf32>) -> tensor<1x3x5x3x4xf32>
  return %r : tensor<1x3x5x3x4xf32>
}
