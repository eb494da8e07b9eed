// A 3x3 convolution whose sizes no power-of-two tile divides:
// linalg.conv_2d_nchw_fchw, input 2x5x13x17, filter 7x5x3x3, output
// 2x7x11x15. As im2col + matmul: M = 2*11*15 = 330 rows, N = 7 output
// channels, K = 5*3*3 = 45.
func.func @conv_odd(%x: tensor<2x5x13x17xf32>, %w: tensor<7x5x3x3xf32>) -> tensor<2x7x11x15xf32> {
  %zero = arith.constant 0.0 : f32
  %init = tensor.empty() : tensor<2x7x11x15xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%init : tensor<2x7x11x15xf32>) -> tensor<2x7x11x15xf32>
  %0 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
         ins(%x, %w : tensor<2x5x13x17xf32>, tensor<7x5x3x3xf32>) outs(%acc : tensor<2x7x11x15xf32>) -> tensor<2x7x11x15xf32>
  return %0 : tensor<2x7x11x15xf32>
}
