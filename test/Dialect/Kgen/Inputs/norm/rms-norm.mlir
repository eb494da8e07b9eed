// Generated for the norm validation tests: the kgen op.
func.func @rms_norm(%x: tensor<5x7x33xf32>, %scale: tensor<33xf32>) -> tensor<5x7x33xf32> {
  %init = tensor.empty() : tensor<5x7x33xf32>
  %r = kgen.rms_norm ins(%x, %scale : tensor<5x7x33xf32>, tensor<33xf32>) outs(%init : tensor<5x7x33xf32>) axis = 2, epsilon = 1.0e-06
  return %r : tensor<5x7x33xf32>
}
