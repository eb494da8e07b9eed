// KernelBench level2/37's group norm: 32768 samples of 4096 channels in 64
// groups of 64, the per-channel affine after it (512 MB in, 512 MB out).
#row = affine_map<(d0, d1) -> (d0, d1)>
#col = affine_map<(d0, d1) -> (d1)>
func.func @gn37(%x: tensor<32768x4096xf32>, %w: tensor<4096xf32>, %b: tensor<4096xf32>) -> tensor<32768x4096xf32> {
  %ones = arith.constant dense<1.0> : tensor<4096xf32>
  %zeros = arith.constant dense<0.0> : tensor<4096xf32>
  %e = tensor.empty() : tensor<32768x4096xf32>
  %g = kgen.group_norm ins(%x, %ones, %zeros : tensor<32768x4096xf32>, tensor<4096xf32>, tensor<4096xf32>) outs(%e : tensor<32768x4096xf32>) groups = 64, epsilon = 1.0e-05
  %e1 = tensor.empty() : tensor<32768x4096xf32>
  %y = linalg.generic {indexing_maps = [#row, #col, #col, #row], iterator_types = ["parallel", "parallel"]} ins(%g, %w, %b : tensor<32768x4096xf32>, tensor<4096xf32>, tensor<4096xf32>) outs(%e1 : tensor<32768x4096xf32>) {
  ^bb0(%a: f32, %c: f32, %d: f32, %o: f32):
    %r = arith.mulf %a, %c : f32
    %s = arith.addf %r, %d : f32
    linalg.yield %s : f32
  } -> tensor<32768x4096xf32>
  return %y : tensor<32768x4096xf32>
}
