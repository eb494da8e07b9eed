// Row softmax on 4096x65536 f32 (issue #5 benchmark).
func.func @softmax(%x: tensor<4096x65536xf32>) -> tensor<4096x65536xf32> {
  %init = tensor.empty() : tensor<4096x65536xf32>
  %r = linalg.softmax dimension(1) ins(%x : tensor<4096x65536xf32>) outs(%init : tensor<4096x65536xf32>) -> tensor<4096x65536xf32>
  return %r : tensor<4096x65536xf32>
}
