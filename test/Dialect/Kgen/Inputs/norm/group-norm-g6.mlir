// Generated for the norm validation tests: the kgen op.
func.func @group_norm_g6(%x: tensor<2x6x5x7xf32>, %scale: tensor<6xf32>, %bias: tensor<6xf32>) -> tensor<2x6x5x7xf32> {
  %init = tensor.empty() : tensor<2x6x5x7xf32>
  %r = kgen.group_norm ins(%x, %scale, %bias : tensor<2x6x5x7xf32>, tensor<6xf32>, tensor<6xf32>) outs(%init : tensor<2x6x5x7xf32>) groups = 6, epsilon = 1.0e-05
  return %r : tensor<2x6x5x7xf32>
}
