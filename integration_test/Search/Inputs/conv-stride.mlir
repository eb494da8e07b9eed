// A strided 3x3 convolution without padding: linalg.conv_2d_nchw_fchw with
// strides 2, input 2x16x33x33, filter 32x16x3x3, output 2x32x16x16.
func.func @conv_stride(%x: tensor<2x16x33x33xf32>, %w: tensor<32x16x3x3xf32>) -> tensor<2x32x16x16xf32> {
  %zero = arith.constant 0.0 : f32
  %init = tensor.empty() : tensor<2x32x16x16xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%init : tensor<2x32x16x16xf32>) -> tensor<2x32x16x16xf32>
  %0 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
         ins(%x, %w : tensor<2x16x33x33xf32>, tensor<32x16x3x3xf32>) outs(%acc : tensor<2x32x16x16xf32>) -> tensor<2x32x16x16xf32>
  return %0 : tensor<2x32x16x16xf32>
}
