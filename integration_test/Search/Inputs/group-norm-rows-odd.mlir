// A group norm over [N, C] rows whose groups the vectors do not fill: 33
// samples of 90 channels in 5 groups of 18, learned scale and bias in the
// op, a clamp after it.
func.func @group_norm_rows_odd(%x: tensor<33x90xf32>, %s: tensor<90xf32>, %b: tensor<90xf32>) -> tensor<33x90xf32> {
  %e = tensor.empty() : tensor<33x90xf32>
  %g = kgen.group_norm ins(%x, %s, %b : tensor<33x90xf32>, tensor<90xf32>, tensor<90xf32>) outs(%e : tensor<33x90xf32>) groups = 5, epsilon = 1.0e-03
  %lo = arith.constant -1.0 : f32
  %hi = arith.constant 1.0 : f32
  %e1 = tensor.empty() : tensor<33x90xf32>
  %y = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%g : tensor<33x90xf32>) outs(%e1 : tensor<33x90xf32>) {
  ^bb0(%a: f32, %o: f32):
    %c = arith.maximumf %a, %lo : f32
    %d = arith.minimumf %c, %hi : f32
    linalg.yield %d : f32
  } -> tensor<33x90xf32>
  return %y : tensor<33x90xf32>
}
