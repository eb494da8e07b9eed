// Wrong on purpose: the matmul of matmul.mlir that drops the last term of
// the reduction (K = 47 of 48).
func.func @mm(%a: tensor<33x48xf32>, %b: tensor<48x40xf32>) -> tensor<33x40xf32> {
  %zero = arith.constant 0.0 : f32
  %as = tensor.extract_slice %a[0, 0] [33, 47] [1, 1] : tensor<33x48xf32> to tensor<33x47xf32>
  %bs = tensor.extract_slice %b[0, 0] [47, 40] [1, 1] : tensor<48x40xf32> to tensor<47x40xf32>
  %e = tensor.empty() : tensor<33x40xf32>
  %fill = linalg.fill ins(%zero : f32) outs(%e : tensor<33x40xf32>) -> tensor<33x40xf32>
  %mm = linalg.matmul ins(%as, %bs : tensor<33x47xf32>, tensor<47x40xf32>) outs(%fill : tensor<33x40xf32>) -> tensor<33x40xf32>
  return %mm : tensor<33x40xf32>
}
