// A masked exclusive cumsum over rows of 2052 elements (a multiple of 4
// that the tiles do not divide): the multiply (an elementwise producer)
// computed in the scan kernel from x and the mask.
func.func @cumsum_exclusive_masked(%x: tensor<5x2052xf32>, %m: tensor<5x2052xi1>) -> tensor<5x2052xf32> {
  %e = tensor.empty() : tensor<5x2052xf32>
  %p = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} ins(%x, %m : tensor<5x2052xf32>, tensor<5x2052xi1>) outs(%e : tensor<5x2052xf32>) {
  ^bb0(%a: f32, %b: i1, %o: f32):
    %f = arith.uitofp %b : i1 to f32
    %y = arith.mulf %a, %f : f32
    linalg.yield %y : f32
  } -> tensor<5x2052xf32>
  %init = tensor.empty() : tensor<5x2052xf32>
  %r = kgen.cumsum ins(%p : tensor<5x2052xf32>) outs(%init : tensor<5x2052xf32>) dimension = 1 exclusive
  return %r : tensor<5x2052xf32>
}
