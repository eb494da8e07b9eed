// A batched matmul, 8 x (64x128) * (128x64), with its accumulator fill.
func.func @batch_matmul(%a: tensor<8x64x128xf32>, %b: tensor<8x128x64xf32>) -> tensor<8x64x64xf32> {
  %zero = arith.constant 0.0 : f32
  %init = tensor.empty() : tensor<8x64x64xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%init : tensor<8x64x64xf32>) -> tensor<8x64x64xf32>
  %0 = linalg.batch_matmul ins(%a, %b : tensor<8x64x128xf32>, tensor<8x128x64xf32>) outs(%acc : tensor<8x64x64xf32>) -> tensor<8x64x64xf32>
  return %0 : tensor<8x64x64xf32>
}
