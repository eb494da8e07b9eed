// The mean of each row after its mean is subtracted, plus 1e-9 x[r, 0]: the
// float64 reference is about 1e-9 (cancellation noise and the small term),
// the float32 naive lowering's error about 1e-8 (the float32 mean's
// rounding), so that the naive lowering fails the strict bounds alone and
// calibrates the candidate (the group-norm mean over a normalized tensor).
#row = affine_map<(i, j) -> (i, j)>
#red = affine_map<(i, j) -> (i)>
#first = affine_map<(i) -> (i, 0)>
#id = affine_map<(i) -> (i)>
func.func @k(%a: tensor<64x100xf32>) -> tensor<64xf32> {
  %zero = arith.constant 0.0 : f32
  %n = arith.constant 100.0 : f32
  %tiny = arith.constant 1.0e-9 : f32
  %init = tensor.empty() : tensor<64xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%init : tensor<64xf32>) -> tensor<64xf32>
  %sum = linalg.generic {indexing_maps = [#row, #red], iterator_types = ["parallel", "reduction"]} ins(%a : tensor<64x100xf32>) outs(%acc : tensor<64xf32>) {
  ^bb0(%x: f32, %s: f32):
    %r = arith.addf %s, %x : f32
    linalg.yield %r : f32
  } -> tensor<64xf32>
  %dev = linalg.generic {indexing_maps = [#row, #red, #red], iterator_types = ["parallel", "reduction"]} ins(%a, %sum : tensor<64x100xf32>, tensor<64xf32>) outs(%acc : tensor<64xf32>) {
  ^bb0(%x: f32, %s: f32, %d: f32):
    %m = arith.divf %s, %n : f32
    %c = arith.subf %x, %m : f32
    %r = arith.addf %d, %c : f32
    linalg.yield %r : f32
  } -> tensor<64xf32>
  %0 = linalg.generic {indexing_maps = [#id, #first, #id], iterator_types = ["parallel"]} ins(%dev, %a : tensor<64xf32>, tensor<64x100xf32>) outs(%init : tensor<64xf32>) {
  ^bb0(%d: f32, %x: f32, %o: f32):
    %m = arith.divf %d, %n : f32
    %t = arith.mulf %x, %tiny : f32
    %r = arith.addf %m, %t : f32
    linalg.yield %r : f32
  } -> tensor<64xf32>
  return %0 : tensor<64xf32>
}
