// A group norm over [N, C] rows (no spatial dimensions): 256 samples of 512
// channels in 8 groups of 64, the per-channel affine after it.
#row = affine_map<(d0, d1) -> (d0, d1)>
#col = affine_map<(d0, d1) -> (d1)>
func.func @group_norm_rows(%x: tensor<256x512xf32>, %w: tensor<512xf32>, %b: tensor<512xf32>) -> tensor<256x512xf32> {
  %ones = arith.constant dense<1.0> : tensor<512xf32>
  %zeros = arith.constant dense<0.0> : tensor<512xf32>
  %e = tensor.empty() : tensor<256x512xf32>
  %g = kgen.group_norm ins(%x, %ones, %zeros : tensor<256x512xf32>, tensor<512xf32>, tensor<512xf32>) outs(%e : tensor<256x512xf32>) groups = 8, epsilon = 1.0e-05
  %e1 = tensor.empty() : tensor<256x512xf32>
  %m = linalg.generic {indexing_maps = [#row, #col, #row], iterator_types = ["parallel", "parallel"]} ins(%g, %w : tensor<256x512xf32>, tensor<512xf32>) outs(%e1 : tensor<256x512xf32>) {
  ^bb0(%a: f32, %c: f32, %o: f32):
    %r = arith.mulf %a, %c : f32
    linalg.yield %r : f32
  } -> tensor<256x512xf32>
  %e2 = tensor.empty() : tensor<256x512xf32>
  %y = linalg.generic {indexing_maps = [#row, #col, #row], iterator_types = ["parallel", "parallel"]} ins(%m, %b : tensor<256x512xf32>, tensor<512xf32>) outs(%e2 : tensor<256x512xf32>) {
  ^bb0(%a: f32, %c: f32, %o: f32):
    %r = arith.addf %a, %c : f32
    linalg.yield %r : f32
  } -> tensor<256x512xf32>
  return %y : tensor<256x512xf32>
}
