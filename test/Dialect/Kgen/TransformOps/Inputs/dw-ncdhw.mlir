// A depthwise 3-D NCDHW convolution, 2x3x2 window, stride 1.
func.func @dw_ncdhw(%x: tensor<1x3x4x5x6xf32>, %w: tensor<3x2x3x2xf32>) -> tensor<1x3x3x3x5xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x3x3x3x5xf32>
  %init = linalg.fill ins(%zero : f32) outs(%e : tensor<1x3x3x3x5xf32>) -> tensor<1x3x3x3x5xf32>
  %r = linalg.depthwise_conv_3d_ncdhw_cdhw {strides = dense<1> : tensor<3xi64>, dilations = dense<1> : tensor<3xi64>}
         ins(%x, %w : tensor<1x3x4x5x6xf32>, tensor<3x2x3x2xf32>) outs(%init : tensor<1x3x3x3x5xf32>) -> tensor<1x3x3x3x5xf32>
  return %r : tensor<1x3x3x3x5xf32>
}
