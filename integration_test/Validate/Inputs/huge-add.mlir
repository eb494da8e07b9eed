// 1e12 elements per operand: 4 TB each, more than any test machine has.
func.func @add(%a: tensor<1000000x1000000xf32>, %b: tensor<1000000x1000000xf32>) -> tensor<1000000x1000000xf32> {
  %init = tensor.empty() : tensor<1000000x1000000xf32>
  %0 = linalg.add ins(%a, %b : tensor<1000000x1000000xf32>, tensor<1000000x1000000xf32>) outs(%init : tensor<1000000x1000000xf32>) -> tensor<1000000x1000000xf32>
  return %0 : tensor<1000000x1000000xf32>
}
