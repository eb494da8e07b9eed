// A batch norm's per-channel sum over n, h, w (naive-vectors-gpu.test).
func.func @sum(%x: tensor<8x16x64x64xf32>) -> tensor<16xf32> {
  %e = tensor.empty() : tensor<16xf32>
  %z = arith.constant 0.0 : f32
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<16xf32>) -> tensor<16xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(a, b, c, d) -> (a, b, c, d)>, affine_map<(a, b, c, d) -> (b)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%x : tensor<8x16x64x64xf32>) outs(%f : tensor<16xf32>) {
  ^bb0(%in: f32, %o: f32):
    %s = arith.addf %in, %o : f32
    linalg.yield %s : f32
  } -> tensor<16xf32>
  return %r : tensor<16xf32>
}
