// Generated for the norm validation tests: the kgen op.
func.func @logsumexp(%x: tensor<5x7x9xf32>) -> tensor<7xf32> {
  %init = tensor.empty() : tensor<7xf32>
  %r = kgen.logsumexp ins(%x : tensor<5x7x9xf32>) outs(%init : tensor<7xf32>) dimensions = [0, 2]
  return %r : tensor<7xf32>
}
