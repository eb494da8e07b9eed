// Softmax over the rows of a 256x1024 input (upstream linalg.softmax).
func.func @softmax(%x: tensor<256x1024xf32>) -> tensor<256x1024xf32> {
  %init = tensor.empty() : tensor<256x1024xf32>
  %r = linalg.softmax dimension(1) ins(%x : tensor<256x1024xf32>) outs(%init : tensor<256x1024xf32>) -> tensor<256x1024xf32>
  return %r : tensor<256x1024xf32>
}
