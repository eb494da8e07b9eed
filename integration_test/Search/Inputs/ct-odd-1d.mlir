// kgen.conv_transpose as level1/79 (1D, stride 2, padding 1, dilation 2,
// kernel 3) with odd sizes: input 2x6x37, 10 output channels, result
// 2x10x75; the im2col matmul is 150x18 by 18x10 (no tile divides it).
func.func @ct_odd_1d(%x: tensor<2x6x37xf32>, %w: tensor<6x10x3xf32>) -> tensor<2x10x75xf32> {
  %0 = tensor.empty() : tensor<2x10x75xf32>
  %cst = arith.constant 0.000000e+00 : f32
  %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<2x10x75xf32>) -> tensor<2x10x75xf32>
  %2 = kgen.conv_transpose ins(%x, %w : tensor<2x6x37xf32>, tensor<6x10x3xf32>) outs(%1 : tensor<2x10x75xf32>) strides = [2] dilations = [2] pads_begin = [1] groups = 1 : tensor<2x10x75xf32>
  return %2 : tensor<2x10x75xf32>
}
