// A plain matmul with odd sizes: C = A x B.
func.func @mm(%a: tensor<33x48xf32>, %b: tensor<48x40xf32>) -> tensor<33x40xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<33x40xf32>
  %fill = linalg.fill ins(%zero : f32) outs(%e : tensor<33x40xf32>) -> tensor<33x40xf32>
  %mm = linalg.matmul ins(%a, %b : tensor<33x48xf32>, tensor<48x40xf32>) outs(%fill : tensor<33x40xf32>) -> tensor<33x40xf32>
  return %mm : tensor<33x40xf32>
}
