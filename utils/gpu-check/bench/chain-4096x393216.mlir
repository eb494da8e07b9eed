// A 3-op elementwise chain on 4096x393216 f32: max((a + b) * a, b).
func.func @chain(%a: tensor<4096x393216xf32>, %b: tensor<4096x393216xf32>) -> tensor<4096x393216xf32> {
  %init = tensor.empty() : tensor<4096x393216xf32>
  %0 = linalg.add ins(%a, %b : tensor<4096x393216xf32>, tensor<4096x393216xf32>) outs(%init : tensor<4096x393216xf32>) -> tensor<4096x393216xf32>
  %1 = linalg.mul ins(%0, %a : tensor<4096x393216xf32>, tensor<4096x393216xf32>) outs(%init : tensor<4096x393216xf32>) -> tensor<4096x393216xf32>
  %2 = linalg.max ins(%1, %b : tensor<4096x393216xf32>, tensor<4096x393216xf32>) outs(%init : tensor<4096x393216xf32>) -> tensor<4096x393216xf32>
  return %2 : tensor<4096x393216xf32>
}
