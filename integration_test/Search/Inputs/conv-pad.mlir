// A 3x3 convolution with zero padding 1 (a tensor.pad producer):
// linalg.conv_2d_nchw_fchw, input 1x8x32x32, filter 16x8x3x3.
func.func @conv_pad(%x: tensor<1x8x32x32xf32>, %w: tensor<16x8x3x3xf32>) -> tensor<1x16x32x32xf32> {
  %zero = arith.constant 0.0 : f32
  %p = tensor.pad %x low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%i: index, %j: index, %k: index, %l: index):
    tensor.yield %zero : f32
  } : tensor<1x8x32x32xf32> to tensor<1x8x34x34xf32>
  %init = tensor.empty() : tensor<1x16x32x32xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%init : tensor<1x16x32x32xf32>) -> tensor<1x16x32x32xf32>
  %0 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
         ins(%p, %w : tensor<1x8x34x34xf32>, tensor<16x8x3x3xf32>) outs(%acc : tensor<1x16x32x32xf32>) -> tensor<1x16x32x32xf32>
  return %0 : tensor<1x16x32x32xf32>
}
