// A 3-op elementwise chain: max((a + b) * a, b).
func.func @chain(%a: tensor<256x1024xf32>, %b: tensor<256x1024xf32>) -> tensor<256x1024xf32> {
  %init = tensor.empty() : tensor<256x1024xf32>
  %0 = linalg.add ins(%a, %b : tensor<256x1024xf32>, tensor<256x1024xf32>) outs(%init : tensor<256x1024xf32>) -> tensor<256x1024xf32>
  %1 = linalg.mul ins(%0, %a : tensor<256x1024xf32>, tensor<256x1024xf32>) outs(%init : tensor<256x1024xf32>) -> tensor<256x1024xf32>
  %2 = linalg.max ins(%1, %b : tensor<256x1024xf32>, tensor<256x1024xf32>) outs(%init : tensor<256x1024xf32>) -> tensor<256x1024xf32>
  return %2 : tensor<256x1024xf32>
}
