// A flipped reverse exclusive cumsum (only the output flipped; rows of
// 4100: full tiles and a partial one).
#flip = affine_map<(d0, d1) -> (d0, -d1 + 4099)>
#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @cumsum_flip_output_reverse(%x: tensor<3x4100xf32>) -> tensor<3x4100xf32> {
  %e1 = tensor.empty() : tensor<3x4100xf32>
  %s = kgen.cumsum ins(%x : tensor<3x4100xf32>) outs(%e1 : tensor<3x4100xf32>) dimension = 1 exclusive reverse
  %e2 = tensor.empty() : tensor<3x4100xf32>
  %r = linalg.generic {indexing_maps = [#flip, #id], iterator_types = ["parallel", "parallel"]} ins(%s : tensor<3x4100xf32>) outs(%e2 : tensor<3x4100xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<3x4100xf32>
  return %r : tensor<3x4100xf32>
}
