// A contraction as a linalg.generic with a transposed left operand,
// C = A^T * B (A 256x128, B 256x96), plus a bias add consumer.
func.func @matmul_ta_bias(%a: tensor<256x128xf32>, %b: tensor<256x96xf32>, %bias: tensor<96xf32>) -> tensor<128x96xf32> {
  %zero = arith.constant 0.0 : f32
  %init = tensor.empty() : tensor<128x96xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%init : tensor<128x96xf32>) -> tensor<128x96xf32>
  %0 = linalg.generic {indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%a, %b : tensor<256x128xf32>, tensor<256x96xf32>) outs(%acc : tensor<128x96xf32>) {
  ^bb0(%x: f32, %y: f32, %c: f32):
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %c, %p : f32
    linalg.yield %s : f32
  } -> tensor<128x96xf32>
  %1 = linalg.generic {indexing_maps = [affine_map<(m, n) -> (m, n)>, affine_map<(m, n) -> (n)>, affine_map<(m, n) -> (m, n)>], iterator_types = ["parallel", "parallel"]} ins(%0, %bias : tensor<128x96xf32>, tensor<96xf32>) outs(%init : tensor<128x96xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %s = arith.addf %x, %y : f32
    linalg.yield %s : f32
  } -> tensor<128x96xf32>
  return %1 : tensor<128x96xf32>
}
