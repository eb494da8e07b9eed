// Odd sizes with a long K (33x65, K = 4099), accumulated onto an input
// (no fill): C + A B. Split K, the combine must add C once.
func.func @matmul_long_k_acc(%a: tensor<33x4099xf32>, %b: tensor<4099x65xf32>, %c: tensor<33x65xf32>) -> tensor<33x65xf32> attributes {kgen.kernel} {
  %mm = linalg.matmul ins(%a, %b : tensor<33x4099xf32>, tensor<4099x65xf32>) outs(%c : tensor<33x65xf32>) -> tensor<33x65xf32>
  return %mm : tensor<33x65xf32>
}
