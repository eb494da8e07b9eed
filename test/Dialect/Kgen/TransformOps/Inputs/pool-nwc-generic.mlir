// A pooling-shaped generic in NWC layout (channel last), 1D window 3,
// stride 2, dilation 2.
#in = affine_map<(n, w, c, k) -> (n, w * 2 + k * 2, c)>
#win = affine_map<(n, w, c, k) -> (k)>
#out = affine_map<(n, w, c, k) -> (n, w, c)>
func.func @pool_nwc(%x: tensor<3x13x5xf32>) -> tensor<3x5x5xf32> {
  %zero = arith.constant 0.0 : f32
  %win = tensor.empty() : tensor<3xf32>
  %e = tensor.empty() : tensor<3x5x5xf32>
  %init = linalg.fill ins(%zero : f32) outs(%e : tensor<3x5x5xf32>) -> tensor<3x5x5xf32>
  %s = linalg.generic {indexing_maps = [#in, #win, #out],
                       iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%x, %win : tensor<3x13x5xf32>, tensor<3xf32>) outs(%init : tensor<3x5x5xf32>) {
  ^bb0(%a: f32, %unused: f32, %acc: f32):
    %sum = arith.addf %a, %acc : f32
    linalg.yield %sum : f32
  } -> tensor<3x5x5xf32>
  return %s : tensor<3x5x5xf32>
}
