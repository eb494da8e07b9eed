// row-variance.mlir in one pass, E[x^2] - E[x]^2: the two sums in one loop,
// right where the mean is small against the spread, cancellation where it
// is not (a mean of -1000, a spread of 1: E[x^2] is 1e6, the variance 1/3).
#row = affine_map<(i, j) -> (i, j)>
#red = affine_map<(i, j) -> (i)>
#id = affine_map<(i) -> (i)>
func.func @k(%a: tensor<64x100xf32>) -> tensor<64xf32> {
  %zero = arith.constant 0.0 : f32
  %n = arith.constant 100.0 : f32
  %init = tensor.empty() : tensor<64xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%init : tensor<64xf32>) -> tensor<64xf32>
  %sums:2 = linalg.generic {indexing_maps = [#row, #red, #red], iterator_types = ["parallel", "reduction"]} ins(%a : tensor<64x100xf32>) outs(%acc, %acc : tensor<64xf32>, tensor<64xf32>) {
  ^bb0(%x: f32, %s: f32, %s2: f32):
    %r = arith.addf %s, %x : f32
    %x2 = arith.mulf %x, %x : f32
    %r2 = arith.addf %s2, %x2 : f32
    linalg.yield %r, %r2 : f32, f32
  } -> (tensor<64xf32>, tensor<64xf32>)
  %0 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]} ins(%sums#0, %sums#1 : tensor<64xf32>, tensor<64xf32>) outs(%init : tensor<64xf32>) {
  ^bb0(%s: f32, %s2: f32, %o: f32):
    %m = arith.divf %s, %n : f32
    %m2 = arith.divf %s2, %n : f32
    %mm = arith.mulf %m, %m : f32
    %r = arith.subf %m2, %mm : f32
    linalg.yield %r : f32
  } -> tensor<64xf32>
  return %0 : tensor<64xf32>
}
