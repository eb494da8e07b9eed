// A convolution-shaped generic (the importer's form for a grouped 3D
// convolution): NCDHW viewed as [N, G, Cg, D, H, W], filter [G, F, Cg, K...],
// 2 groups, strides (2, 1, 1), dilations (1, 1, 2).
#in = affine_map<(n, g, f, d, h, w, c, kd, kh, kw) -> (n, g, c, d * 2 + kd, h + kh, w + kw * 2)>
#flt = affine_map<(n, g, f, d, h, w, c, kd, kh, kw) -> (g, f, c, kd, kh, kw)>
#out = affine_map<(n, g, f, d, h, w, c, kd, kh, kw) -> (n, g, f, d, h, w)>
func.func @conv_grouped_3d(%x: tensor<1x2x3x7x4x6xf32>, %w: tensor<2x2x3x3x2x2xf32>, %b: tensor<1x2x2x3x3x4xf32>) -> tensor<1x2x2x3x3x4xf32> {
  %e = tensor.empty() : tensor<1x2x2x3x3x4xf32>
  %init = linalg.copy ins(%b : tensor<1x2x2x3x3x4xf32>) outs(%e : tensor<1x2x2x3x3x4xf32>) -> tensor<1x2x2x3x3x4xf32>
  %r = linalg.generic {indexing_maps = [#in, #flt, #out],
                       iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction", "reduction"]}
      ins(%x, %w : tensor<1x2x3x7x4x6xf32>, tensor<2x2x3x3x2x2xf32>) outs(%init : tensor<1x2x2x3x3x4xf32>) {
  ^bb0(%a: f32, %f: f32, %acc: f32):
    %m = arith.mulf %a, %f : f32
    %s = arith.addf %acc, %m : f32
    linalg.yield %s : f32
  } -> tensor<1x2x2x3x3x4xf32>
  return %r : tensor<1x2x2x3x3x4xf32>
}
