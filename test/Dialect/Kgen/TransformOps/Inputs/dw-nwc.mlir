// A depthwise 1-D NWC convolution, window 3, stride 2, dilation 2.
func.func @dw_nwc(%x: tensor<2x13x4xf32>, %w: tensor<3x4xf32>) -> tensor<2x5x4xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x5x4xf32>
  %init = linalg.fill ins(%zero : f32) outs(%e : tensor<2x5x4xf32>) -> tensor<2x5x4xf32>
  %r = linalg.depthwise_conv_1d_nwc_wc {strides = dense<2> : tensor<1xi64>, dilations = dense<2> : tensor<1xi64>}
         ins(%x, %w : tensor<2x13x4xf32>, tensor<3x4xf32>) outs(%init : tensor<2x5x4xf32>) -> tensor<2x5x4xf32>
  return %r : tensor<2x5x4xf32>
}
