func.func @softmax(%x: tensor<7x33xf32>) -> tensor<7x33xf32> {
  %init = tensor.empty() : tensor<7x33xf32>
  %r = linalg.softmax dimension(1) ins(%x : tensor<7x33xf32>) outs(%init : tensor<7x33xf32>) -> tensor<7x33xf32>
  return %r : tensor<7x33xf32>
}
