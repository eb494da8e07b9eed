// Grouped convolution: linalg.conv_2d_ngchw_fgchw, 3 groups, stride 2.
func.func @conv_ngchw(%x: tensor<2x3x2x7x6xf32>, %w: tensor<4x3x2x3x3xf32>, %b: tensor<2x3x4x3x2xf32>) -> tensor<2x3x4x3x2xf32> {
  %e = tensor.empty() : tensor<2x3x4x3x2xf32>
  %init = linalg.copy ins(%b : tensor<2x3x4x3x2xf32>) outs(%e : tensor<2x3x4x3x2xf32>) -> tensor<2x3x4x3x2xf32>
  %r = linalg.conv_2d_ngchw_fgchw {strides = dense<2> : tensor<2xi64>, dilations = dense<1> : tensor<2xi64>}
         ins(%x, %w : tensor<2x3x2x7x6xf32>, tensor<4x3x2x3x3xf32>) outs(%init : tensor<2x3x4x3x2xf32>) -> tensor<2x3x4x3x2xf32>
  return %r : tensor<2x3x4x3x2xf32>
}
