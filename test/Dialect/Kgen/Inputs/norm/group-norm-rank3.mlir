// Generated for the norm validation tests: the kgen op.
func.func @group_norm_rank3(%x: tensor<3x4x11xf32>, %scale: tensor<4xf32>, %bias: tensor<4xf32>) -> tensor<3x4x11xf32> {
  %init = tensor.empty() : tensor<3x4x11xf32>
  %r = kgen.group_norm ins(%x, %scale, %bias : tensor<3x4x11xf32>, tensor<4xf32>, tensor<4xf32>) outs(%init : tensor<3x4x11xf32>) groups = 2, epsilon = 1.0e-03
  return %r : tensor<3x4x11xf32>
}
