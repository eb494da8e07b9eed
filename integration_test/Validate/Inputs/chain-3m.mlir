// A 2-input elementwise chain on 2048x1536 f32 (3 M elements: several
// 2^20-element chunks of the validator's parallel loops).
func.func @chain(%a: tensor<2048x1536xf32>, %b: tensor<2048x1536xf32>) -> tensor<2048x1536xf32> {
  %init = tensor.empty() : tensor<2048x1536xf32>
  %0 = linalg.add ins(%a, %b : tensor<2048x1536xf32>, tensor<2048x1536xf32>) outs(%init : tensor<2048x1536xf32>) -> tensor<2048x1536xf32>
  %1 = linalg.mul ins(%0, %a : tensor<2048x1536xf32>, tensor<2048x1536xf32>) outs(%init : tensor<2048x1536xf32>) -> tensor<2048x1536xf32>
  %2 = linalg.max ins(%1, %b : tensor<2048x1536xf32>, tensor<2048x1536xf32>) outs(%init : tensor<2048x1536xf32>) -> tensor<2048x1536xf32>
  return %2 : tensor<2048x1536xf32>
}
