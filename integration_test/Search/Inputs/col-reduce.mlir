// A column reduction with an elementwise consumer: the mean of each column,
// out[j] = (sum_i x[i, j]) / 512, over a 512x256 input.
func.func @col_mean(%x: tensor<512x256xf32>) -> tensor<256xf32> {
  %zero = arith.constant 0.0 : f32
  %n = arith.constant 512.0 : f32
  %init = tensor.empty() : tensor<256xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%init : tensor<256xf32>) -> tensor<256xf32>
  %sum = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (j)>], iterator_types = ["reduction", "parallel"]} ins(%x : tensor<512x256xf32>) outs(%acc : tensor<256xf32>) {
  ^bb0(%a: f32, %o: f32):
    %s = arith.addf %a, %o : f32
    linalg.yield %s : f32
  } -> tensor<256xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(j) -> (j)>, affine_map<(j) -> (j)>], iterator_types = ["parallel"]} ins(%sum : tensor<256xf32>) outs(%init : tensor<256xf32>) {
  ^bb0(%a: f32, %o: f32):
    %d = arith.divf %a, %n : f32
    linalg.yield %d : f32
  } -> tensor<256xf32>
  return %r : tensor<256xf32>
}
