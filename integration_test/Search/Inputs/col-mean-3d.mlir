// torch.mean(x, dim=1) on [3, 50, 37]: the sum over the middle dimension,
// then a divide.
func.func @mean_dim1(%x: tensor<3x50x37xf32>) -> tensor<3x37xf32> {
  %zero = arith.constant 0.0 : f32
  %n = arith.constant 50.0 : f32
  %init = tensor.empty() : tensor<3x37xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%init : tensor<3x37xf32>) -> tensor<3x37xf32>
  %sum = linalg.generic {indexing_maps = [affine_map<(b, r, c) -> (b, r, c)>, affine_map<(b, r, c) -> (b, c)>], iterator_types = ["parallel", "reduction", "parallel"]} ins(%x : tensor<3x50x37xf32>) outs(%acc : tensor<3x37xf32>) {
  ^bb0(%a: f32, %o: f32):
    %s = arith.addf %a, %o : f32
    linalg.yield %s : f32
  } -> tensor<3x37xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(b, c) -> (b, c)>, affine_map<(b, c) -> (b, c)>], iterator_types = ["parallel", "parallel"]} ins(%sum : tensor<3x37xf32>) outs(%init : tensor<3x37xf32>) {
  ^bb0(%a: f32, %o: f32):
    %d = arith.divf %a, %n : f32
    linalg.yield %d : f32
  } -> tensor<3x37xf32>
  return %r : tensor<3x37xf32>
}
