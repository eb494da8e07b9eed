// Generated for the norm validation tests: the kgen op.
func.func @log_softmax(%x: tensor<5x7x9xf32>) -> tensor<5x7x9xf32> {
  %init = tensor.empty() : tensor<5x7x9xf32>
  %r = kgen.log_softmax ins(%x : tensor<5x7x9xf32>) outs(%init : tensor<5x7x9xf32>) dimension = 1
  return %r : tensor<5x7x9xf32>
}
