// 2^66 elements per operand: the size overflows 64 bits.
func.func @add(%a: tensor<4294967296x4294967296x4xf32>, %b: tensor<4294967296x4294967296x4xf32>) -> tensor<4294967296x4294967296x4xf32> {
  %init = tensor.empty() : tensor<4294967296x4294967296x4xf32>
  %0 = linalg.add ins(%a, %b : tensor<4294967296x4294967296x4xf32>, tensor<4294967296x4294967296x4xf32>) outs(%init : tensor<4294967296x4294967296x4xf32>) -> tensor<4294967296x4294967296x4xf32>
  return %0 : tensor<4294967296x4294967296x4xf32>
}
