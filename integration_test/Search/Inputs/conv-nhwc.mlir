// A 3x3 NHWC convolution: linalg.conv_2d_nhwc_hwcf, input 2x12x12x12,
// filter 3x3x12x24 ([kh][kw][c][f]: contiguous along the filters), output
// 2x10x10x24. As an implicit GEMM: M = 2*10*10 = 200 output pixels, N = 24
// filters, K = 3*3*12 = 108; the filter is B, contiguous along N (12 channels:
// not rewritten channels-innermost, which wants a multiple of 16).
func.func @conv_nhwc(%x: tensor<2x12x12x12xf32>, %w: tensor<3x3x12x24xf32>) -> tensor<2x10x10x24xf32> {
  %zero = arith.constant 0.0 : f32
  %init = tensor.empty() : tensor<2x10x10x24xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%init : tensor<2x10x10x24xf32>) -> tensor<2x10x10x24xf32>
  %0 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
         ins(%x, %w : tensor<2x12x12x12xf32>, tensor<3x3x12x24xf32>) outs(%acc : tensor<2x10x10x24xf32>) -> tensor<2x10x10x24xf32>
  return %0 : tensor<2x10x10x24xf32>
}
