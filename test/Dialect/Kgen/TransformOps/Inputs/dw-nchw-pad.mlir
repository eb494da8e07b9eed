// A depthwise 2-D NCHW convolution, 3x5 window, strides (2, 1), dilations
// (1, 2), on an input zero-padded by (1, 2) low and (0, 3) high (a constant
// tensor.pad: absorbed by the gather), accumulating into a non-zero init.
func.func @dw_nchw(%x: tensor<2x3x7x6xf32>, %w: tensor<3x3x5xf32>) -> tensor<2x3x3x3xf32> {
  %zero = arith.constant 0.0 : f32
  %half = arith.constant 0.5 : f32
  %p = tensor.pad %x low[0, 0, 1, 2] high[0, 0, 0, 3] {
  ^bb0(%a: index, %b: index, %c: index, %d: index):
    tensor.yield %zero : f32
  } : tensor<2x3x7x6xf32> to tensor<2x3x8x11xf32>
  %e = tensor.empty() : tensor<2x3x3x3xf32>
  %init = linalg.fill ins(%half : f32) outs(%e : tensor<2x3x3x3xf32>) -> tensor<2x3x3x3xf32>
  %r = linalg.depthwise_conv_2d_nchw_chw {strides = dense<[2, 1]> : tensor<2xi64>, dilations = dense<[1, 2]> : tensor<2xi64>}
         ins(%p, %w : tensor<2x3x8x11xf32>, tensor<3x3x5xf32>) outs(%init : tensor<2x3x3x3xf32>) -> tensor<2x3x3x3xf32>
  return %r : tensor<2x3x3x3xf32>
}
