// Generated for the norm validation tests: the kgen op.
func.func @layer_norm(%x: tensor<3x5x37xf32>, %scale: tensor<5x37xf32>, %bias: tensor<5x37xf32>) -> tensor<3x5x37xf32> {
  %init = tensor.empty() : tensor<3x5x37xf32>
  %r = kgen.layer_norm ins(%x, %scale, %bias : tensor<3x5x37xf32>, tensor<5x37xf32>, tensor<5x37xf32>) outs(%init : tensor<3x5x37xf32>) axis = 1, epsilon = 1.0e-05
  return %r : tensor<3x5x37xf32>
}
