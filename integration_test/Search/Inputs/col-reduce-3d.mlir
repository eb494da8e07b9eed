// A reduction over the middle dimension of [B, R, C]: torch.sum(x, dim=1,
// keepdim=True) (the result through a tensor.expand_shape) on 3 x 50 x 37.
func.func @sum_dim1(%x: tensor<3x50x37xf32>) -> tensor<3x1x37xf32> {
  %zero = arith.constant 0.0 : f32
  %init = tensor.empty() : tensor<3x37xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%init : tensor<3x37xf32>) -> tensor<3x37xf32>
  %sum = linalg.generic {indexing_maps = [affine_map<(b, r, c) -> (b, r, c)>, affine_map<(b, r, c) -> (b, c)>], iterator_types = ["parallel", "reduction", "parallel"]} ins(%x : tensor<3x50x37xf32>) outs(%acc : tensor<3x37xf32>) {
  ^bb0(%a: f32, %o: f32):
    %s = arith.addf %a, %o : f32
    linalg.yield %s : f32
  } -> tensor<3x37xf32>
  %r = tensor.expand_shape %sum [[0, 1], [2]] output_shape [3, 1, 37] : tensor<3x37xf32> into tensor<3x1x37xf32>
  return %r : tensor<3x1x37xf32>
}
