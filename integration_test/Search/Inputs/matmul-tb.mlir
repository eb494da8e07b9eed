// A matmul with a transposed right operand, C = A * B^T (A 128x256,
// B 128x256), as linalg.matmul with indexing maps.
func.func @matmul_tb(%a: tensor<128x256xf32>, %b: tensor<128x256xf32>) -> tensor<128x128xf32> {
  %zero = arith.constant 0.0 : f32
  %init = tensor.empty() : tensor<128x128xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%init : tensor<128x128xf32>) -> tensor<128x128xf32>
  %0 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>]
         ins(%a, %b : tensor<128x256xf32>, tensor<128x256xf32>) outs(%acc : tensor<128x128xf32>) -> tensor<128x128xf32>
  return %0 : tensor<128x128xf32>
}
