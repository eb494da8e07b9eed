// A normalization over the middle dimension of [B, R, C]: d = x - mean, read
// by the sum of squares over R and by the last op, d * rsqrt(ss / 32 + eps),
// which broadcasts the sums over R.
#m3 = affine_map<(b, r, c) -> (b, r, c)>
#mbc = affine_map<(b, r, c) -> (b, c)>
#m2 = affine_map<(b, c) -> (b, c)>
func.func @col_norm_3d(%x: tensor<4x32x48xf32>, %mean: tensor<4x48xf32>) -> tensor<4x32x48xf32> {
  %zero = arith.constant 0.0 : f32
  %e3 = tensor.empty() : tensor<4x32x48xf32>
  %d = linalg.generic {indexing_maps = [#m3, #mbc, #m3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%x, %mean : tensor<4x32x48xf32>, tensor<4x48xf32>) outs(%e3 : tensor<4x32x48xf32>) {
  ^bb0(%a: f32, %m: f32, %o: f32):
    %s = arith.subf %a, %m : f32
    linalg.yield %s : f32
  } -> tensor<4x32x48xf32>
  %e2 = tensor.empty() : tensor<4x48xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%e2 : tensor<4x48xf32>) -> tensor<4x48xf32>
  %v = linalg.generic {indexing_maps = [#m3, #mbc], iterator_types = ["parallel", "reduction", "parallel"]} ins(%d : tensor<4x32x48xf32>) outs(%acc : tensor<4x48xf32>) {
  ^bb0(%a: f32, %o: f32):
    %q = arith.mulf %a, %a : f32
    %s = arith.addf %q, %o : f32
    linalg.yield %s : f32
  } -> tensor<4x48xf32>
  %y = linalg.generic {indexing_maps = [#m3, #mbc, #m3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%d, %v : tensor<4x32x48xf32>, tensor<4x48xf32>) outs(%e3 : tensor<4x32x48xf32>) {
  ^bb0(%a: f32, %s: f32, %o: f32):
    %n = arith.constant 32.0 : f32
    %eps = arith.constant 1.0e-5 : f32
    %var = arith.divf %s, %n : f32
    %ve = arith.addf %var, %eps : f32
    %rs = math.rsqrt %ve : f32
    %r = arith.mulf %a, %rs : f32
    linalg.yield %r : f32
  } -> tensor<4x32x48xf32>
  return %y : tensor<4x32x48xf32>
}
