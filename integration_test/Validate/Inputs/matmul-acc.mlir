// C + A B, accumulated onto an input (no fill): the kernel must leave the
// caller's C as it was.
func.func @matmul_acc(%a: tensor<33x67xf32>, %b: tensor<67x65xf32>, %c: tensor<33x65xf32>) -> tensor<33x65xf32> {
  %mm = linalg.matmul ins(%a, %b : tensor<33x67xf32>, tensor<67x65xf32>) outs(%c : tensor<33x65xf32>) -> tensor<33x65xf32>
  return %mm : tensor<33x65xf32>
}
