// Softmax over the rows of a 1024x2048 input (16 MiB of operands): a small
// row-wise kernel for the tuner's throughput (issue #17).
func.func @softmax(%x: tensor<1024x2048xf32>) -> tensor<1024x2048xf32> {
  %init = tensor.empty() : tensor<1024x2048xf32>
  %r = linalg.softmax dimension(1) ins(%x : tensor<1024x2048xf32>) outs(%init : tensor<1024x2048xf32>) -> tensor<1024x2048xf32>
  return %r : tensor<1024x2048xf32>
}
