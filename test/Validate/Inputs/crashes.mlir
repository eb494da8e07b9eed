// Negative control: reads far outside its input.
func.func @k(%a: tensor<64x100xf32>) -> tensor<64x100xf32> {
  %far = arith.constant 1099511627776 : index
  %c0 = arith.constant 0 : index
  %v = tensor.extract %a[%far, %c0] : tensor<64x100xf32>
  %init = tensor.empty() : tensor<64x100xf32>
  %0 = linalg.fill ins(%v : f32) outs(%init : tensor<64x100xf32>) -> tensor<64x100xf32>
  return %0 : tensor<64x100xf32>
}
