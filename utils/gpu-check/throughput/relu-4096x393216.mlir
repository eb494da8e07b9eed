// max(x, 0) on 4096x393216 (12.9 GB of operands): the naive validation the
// issue bounds at 5 s (issue #17).
func.func @relu(%x: tensor<4096x393216xf32>) -> tensor<4096x393216xf32> {
  %zero = arith.constant 0.0 : f32
  %init = tensor.empty() : tensor<4096x393216xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<4096x393216xf32>) outs(%init : tensor<4096x393216xf32>) {
    ^bb0(%in: f32, %out: f32):
      %m = arith.maximumf %in, %zero : f32
      linalg.yield %m : f32
  } -> tensor<4096x393216xf32>
  return %r : tensor<4096x393216xf32>
}
