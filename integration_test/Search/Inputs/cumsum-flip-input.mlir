// A cumsum of a flipped row (only the input flipped; rows of 1000, a
// partial last tile at the automatic start).
#flip = affine_map<(d0, d1) -> (d0, -d1 + 999)>
#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @cumsum_flip_input(%x: tensor<9x1000xf32>) -> tensor<9x1000xf32> {
  %e0 = tensor.empty() : tensor<9x1000xf32>
  %f = linalg.generic {indexing_maps = [#flip, #id], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<9x1000xf32>) outs(%e0 : tensor<9x1000xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<9x1000xf32>
  %e1 = tensor.empty() : tensor<9x1000xf32>
  %s = kgen.cumsum ins(%f : tensor<9x1000xf32>) outs(%e1 : tensor<9x1000xf32>) dimension = 1
  return %s : tensor<9x1000xf32>
}
