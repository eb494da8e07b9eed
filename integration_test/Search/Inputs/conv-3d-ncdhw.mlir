// A named 3-D NCDHW convolution with odd sizes: input 2x3x6x9x11, filter
// 5x3x2x3x3, output 2x5x5x7x9.
func.func @conv_3d(%x: tensor<2x3x6x9x11xf32>, %w: tensor<5x3x2x3x3xf32>) -> tensor<2x5x5x7x9xf32> {
  %zero = arith.constant 0.0 : f32
  %init = tensor.empty() : tensor<2x5x5x7x9xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%init : tensor<2x5x5x7x9xf32>) -> tensor<2x5x5x7x9xf32>
  %0 = linalg.conv_3d_ncdhw_fcdhw {dilations = dense<1> : tensor<3xi64>, strides = dense<1> : tensor<3xi64>}
         ins(%x, %w : tensor<2x3x6x9x11xf32>, tensor<5x3x2x3x3xf32>) outs(%acc : tensor<2x5x5x7x9xf32>) -> tensor<2x5x5x7x9xf32>
  return %0 : tensor<2x5x5x7x9xf32>
}
