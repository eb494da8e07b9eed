// Masked scale: an i1 input.
func.func @masked(%a: tensor<64x64xf32>, %m: tensor<64x64xi1>) -> tensor<64x64xf32> {
  %zero = arith.constant 0.0 : f32
  %init = tensor.empty() : tensor<64x64xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>],
                       iterator_types = ["parallel", "parallel"]}
      ins(%a, %m : tensor<64x64xf32>, tensor<64x64xi1>) outs(%init : tensor<64x64xf32>) {
    ^bb0(%x: f32, %k: i1, %o: f32):
      %v = arith.select %k, %x, %zero : f32
      linalg.yield %v : f32
  } -> tensor<64x64xf32>
  return %r : tensor<64x64xf32>
}
