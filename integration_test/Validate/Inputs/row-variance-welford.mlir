// A correct candidate for row-variance.mlir: the deviations from the row's
// first element, in one pass (shifted sums: sum(d) and sum(d^2), d = x -
// x[r, 0]; the variance is E[d^2] - E[d]^2 with d of the spread's size).
#row = affine_map<(i, j) -> (i, j)>
#red = affine_map<(i, j) -> (i)>
#first = affine_map<(i, j) -> (i, 0)>
#id = affine_map<(i) -> (i)>
func.func @k(%a: tensor<64x100xf32>) -> tensor<64xf32> {
  %zero = arith.constant 0.0 : f32
  %n = arith.constant 100.0 : f32
  %init = tensor.empty() : tensor<64xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%init : tensor<64xf32>) -> tensor<64xf32>
  %sums:2 = linalg.generic {indexing_maps = [#row, #first, #red, #red], iterator_types = ["parallel", "reduction"]} ins(%a, %a : tensor<64x100xf32>, tensor<64x100xf32>) outs(%acc, %acc : tensor<64xf32>, tensor<64xf32>) {
  ^bb0(%x: f32, %x0: f32, %s: f32, %s2: f32):
    %d = arith.subf %x, %x0 : f32
    %r = arith.addf %s, %d : f32
    %d2 = arith.mulf %d, %d : f32
    %r2 = arith.addf %s2, %d2 : f32
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
