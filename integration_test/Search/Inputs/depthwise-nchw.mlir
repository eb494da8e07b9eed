// A depthwise 2-D NCHW convolution (torch's Conv2d with groups = channels),
// 3x7 window, zero padding (1, 2), stride 1, as the importer writes it:
// 5 channels, 9 x 38 outputs (tiles of 64 columns and 16 rows are partial).
func.func @depthwise(%x: tensor<2x5x9x40xf32>, %w: tensor<5x3x7xf32>) -> tensor<2x5x9x38xf32> {
  %zero = arith.constant 0.0 : f32
  %p = tensor.pad %x low[0, 0, 1, 2] high[0, 0, 1, 2] {
  ^bb0(%a: index, %b: index, %c: index, %d: index):
    tensor.yield %zero : f32
  } : tensor<2x5x9x40xf32> to tensor<2x5x11x44xf32>
  %e = tensor.empty() : tensor<2x5x9x38xf32>
  %init = linalg.fill ins(%zero : f32) outs(%e : tensor<2x5x9x38xf32>) -> tensor<2x5x9x38xf32>
  %r = linalg.depthwise_conv_2d_nchw_chw {strides = dense<1> : tensor<2xi64>, dilations = dense<1> : tensor<2xi64>}
         ins(%p, %w : tensor<2x5x11x44xf32>, tensor<5x3x7xf32>) outs(%init : tensor<2x5x9x38xf32>) -> tensor<2x5x9x38xf32>
  return %r : tensor<2x5x9x38xf32>
}
