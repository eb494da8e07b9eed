// The cheat of near-constant.mlir: the constant 1000 for 1000 + 0.005
// tanh(x), within the strict bounds of every trial (|error| <= 0.005, the
// elementwise bound about 0.11, the normwise error about 3e-6).
func.func @k(%a: tensor<64x100xf32>) -> tensor<64x100xf32> {
  %b = arith.constant 1.0e3 : f32
  %init = tensor.empty() : tensor<64x100xf32>
  %0 = linalg.fill ins(%b : f32) outs(%init : tensor<64x100xf32>) -> tensor<64x100xf32>
  return %0 : tensor<64x100xf32>
}
