// Each row of 16x1099 divided by its own value (a broadcast operand): the
// rows are not a multiple of the 4-wide vectors nor of the block tile.
func.func @div_rows(%x: tensor<16x1099xf32>, %n: tensor<16x1xf32>) -> tensor<16x1099xf32> {
  %init = tensor.empty() : tensor<16x1099xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, 0)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} ins(%x, %n : tensor<16x1099xf32>, tensor<16x1xf32>) outs(%init : tensor<16x1099xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %d = arith.divf %a, %b : f32
    linalg.yield %d : f32
  } -> tensor<16x1099xf32>
  return %r : tensor<16x1099xf32>
}
