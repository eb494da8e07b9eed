// The variance of each row in two passes: the mean, then the mean of the
// squared deviations from it.
#row = affine_map<(i, j) -> (i, j)>
#red = affine_map<(i, j) -> (i)>
func.func @k(%a: tensor<64x100xf32>) -> tensor<64xf32> {
  %zero = arith.constant 0.0 : f32
  %n = arith.constant 100.0 : f32
  %init = tensor.empty() : tensor<64xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%init : tensor<64xf32>) -> tensor<64xf32>
  %sum = linalg.generic {indexing_maps = [#row, #red], iterator_types = ["parallel", "reduction"]} ins(%a : tensor<64x100xf32>) outs(%acc : tensor<64xf32>) {
  ^bb0(%x: f32, %s: f32):
    %r = arith.addf %s, %x : f32
    linalg.yield %r : f32
  } -> tensor<64xf32>
  %sq = linalg.generic {indexing_maps = [#row, #red, #red], iterator_types = ["parallel", "reduction"]} ins(%a, %sum : tensor<64x100xf32>, tensor<64xf32>) outs(%acc : tensor<64xf32>) {
  ^bb0(%x: f32, %s: f32, %d: f32):
    %m = arith.divf %s, %n : f32
    %c = arith.subf %x, %m : f32
    %c2 = arith.mulf %c, %c : f32
    %r = arith.addf %d, %c2 : f32
    linalg.yield %r : f32
  } -> tensor<64xf32>
  %0 = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = ["parallel"]} ins(%sq : tensor<64xf32>) outs(%init : tensor<64xf32>) {
  ^bb0(%d: f32, %o: f32):
    %r = arith.divf %d, %n : f32
    linalg.yield %r : f32
  } -> tensor<64xf32>
  return %0 : tensor<64xf32>
}
