// Exact zeros for the centered mean: within the calibrated floors.
func.func @k(%a: tensor<64x100xf32>) -> tensor<64xf32> {
  %zero = arith.constant 0.0 : f32
  %init = tensor.empty() : tensor<64xf32>
  %0 = linalg.fill ins(%zero : f32) outs(%init : tensor<64xf32>) -> tensor<64xf32>
  return %0 : tensor<64xf32>
}
