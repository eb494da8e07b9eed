// A 1x1 stride-1 convolution (NCHW): a plain matmul after a transpose.
func.func @conv_1x1(%x: tensor<2x3x5x7xf32>, %w: tensor<4x3x1x1xf32>, %b: tensor<2x4x5x7xf32>) -> tensor<2x4x5x7xf32> {
  %e = tensor.empty() : tensor<2x4x5x7xf32>
  %init = linalg.copy ins(%b : tensor<2x4x5x7xf32>) outs(%e : tensor<2x4x5x7xf32>) -> tensor<2x4x5x7xf32>
  %r = linalg.conv_2d_nchw_fchw {strides = dense<1> : tensor<2xi64>, dilations = dense<1> : tensor<2xi64>}
         ins(%x, %w : tensor<2x3x5x7xf32>, tensor<4x3x1x1xf32>) outs(%init : tensor<2x4x5x7xf32>) -> tensor<2x4x5x7xf32>
  return %r : tensor<2x4x5x7xf32>
}
