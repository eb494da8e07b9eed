// A pooling-shaped generic (the importer's form for layouts without a named
// op): 3D sum pooling, NCDHW, window 2x3x2, strides (2, 1, 3), dilations
// (1, 2, 1), then the average's divide.
#in = affine_map<(n, c, d, h, w, kd, kh, kw) -> (n, c, d * 2 + kd, h + kh * 2, w * 3 + kw)>
#win = affine_map<(n, c, d, h, w, kd, kh, kw) -> (kd, kh, kw)>
#out = affine_map<(n, c, d, h, w, kd, kh, kw) -> (n, c, d, h, w)>
#id = affine_map<(n, c, d, h, w) -> (n, c, d, h, w)>
func.func @pool_ncdhw(%x: tensor<1x2x7x8x8xf32>) -> tensor<1x2x3x4x3xf32> {
  %zero = arith.constant 0.0 : f32
  %win = tensor.empty() : tensor<2x3x2xf32>
  %e = tensor.empty() : tensor<1x2x3x4x3xf32>
  %init = linalg.fill ins(%zero : f32) outs(%e : tensor<1x2x3x4x3xf32>) -> tensor<1x2x3x4x3xf32>
  %s = linalg.generic {indexing_maps = [#in, #win, #out],
                       iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]}
      ins(%x, %win : tensor<1x2x7x8x8xf32>, tensor<2x3x2xf32>) outs(%init : tensor<1x2x3x4x3xf32>) {
  ^bb0(%a: f32, %unused: f32, %acc: f32):
    %sum = arith.addf %acc, %a : f32
    linalg.yield %sum : f32
  } -> tensor<1x2x3x4x3xf32>
  %twelve = arith.constant 12.0 : f32
  %e2 = tensor.empty() : tensor<1x2x3x4x3xf32>
  %avg = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%s : tensor<1x2x3x4x3xf32>) outs(%e2 : tensor<1x2x3x4x3xf32>) {
  ^bb0(%a: f32, %o: f32):
    %d = arith.divf %a, %twelve : f32
    linalg.yield %d : f32
  } -> tensor<1x2x3x4x3xf32>
  return %avg : tensor<1x2x3x4x3xf32>
}
