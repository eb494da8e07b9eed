// linalg.conv_1d_ncw_fcw, stride 3, dilation 2.
func.func @conv_ncw(%x: tensor<3x2x17xf32>, %w: tensor<4x2x3xf32>, %b: tensor<3x4x5xf32>) -> tensor<3x4x5xf32> {
  %e = tensor.empty() : tensor<3x4x5xf32>
  %init = linalg.copy ins(%b : tensor<3x4x5xf32>) outs(%e : tensor<3x4x5xf32>) -> tensor<3x4x5xf32>
  %r = linalg.conv_1d_ncw_fcw {strides = dense<3> : tensor<1xi64>, dilations = dense<2> : tensor<1xi64>}
         ins(%x, %w : tensor<3x2x17xf32>, tensor<4x2x3xf32>) outs(%init : tensor<3x4x5xf32>) -> tensor<3x4x5xf32>
  return %r : tensor<3x4x5xf32>
}
