// A kernel file written for the H200 (kgen.target sm_90), tuned for the host
// in integration_test/Search/tuned-target.test.
module attributes {kgen.target = #kgen.target<nvvm, "sm_90">, kgen.precision = #kgen.precision<strict>} {
func.func @mm(%a: tensor<64x64xf32>, %b: tensor<64x64xf32>) -> tensor<64x64xf32> attributes {kgen.kernel} {
  %zero = arith.constant 0.0 : f32
  %init = tensor.empty() : tensor<64x64xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%init : tensor<64x64xf32>) -> tensor<64x64xf32>
  %0 = linalg.matmul ins(%a, %b : tensor<64x64xf32>, tensor<64x64xf32>) outs(%acc : tensor<64x64xf32>) -> tensor<64x64xf32>
  return %0 : tensor<64x64xf32>
}
}
