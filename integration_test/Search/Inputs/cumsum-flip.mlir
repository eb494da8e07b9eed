// torch.cumsum(x.flip(1), 1).flip(1) as exported (a reverse cumsum): a
// copy flipping the row, the cumsum, a copy flipping it back; rows of 3000.
#flip = affine_map<(d0, d1) -> (d0, -d1 + 2999)>
#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @cumsum_flip(%x: tensor<6x3000xf32>) -> tensor<6x3000xf32> {
  %e0 = tensor.empty() : tensor<6x3000xf32>
  %f = linalg.generic {indexing_maps = [#flip, #id], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<6x3000xf32>) outs(%e0 : tensor<6x3000xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<6x3000xf32>
  %e1 = tensor.empty() : tensor<6x3000xf32>
  %s = kgen.cumsum ins(%f : tensor<6x3000xf32>) outs(%e1 : tensor<6x3000xf32>) dimension = 1
  %e2 = tensor.empty() : tensor<6x3000xf32>
  %r = linalg.generic {indexing_maps = [#flip, #id], iterator_types = ["parallel", "parallel"]} ins(%s : tensor<6x3000xf32>) outs(%e2 : tensor<6x3000xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<6x3000xf32>
  return %r : tensor<6x3000xf32>
}
