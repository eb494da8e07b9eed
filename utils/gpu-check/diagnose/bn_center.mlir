func.func @center(%x: tensor<8x16x64x64xf32>, %m: tensor<16xf32>) -> tensor<8x16x64x64xf32> {
  %e = tensor.empty() : tensor<8x16x64x64xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(a, b, c, d) -> (a, b, c, d)>, affine_map<(a, b, c, d) -> (b)>, affine_map<(a, b, c, d) -> (a, b, c, d)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%x, %m : tensor<8x16x64x64xf32>, tensor<16xf32>) outs(%e : tensor<8x16x64x64xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %s = arith.subf %a, %b : f32
    linalg.yield %s : f32
  } -> tensor<8x16x64x64xf32>
  return %r : tensor<8x16x64x64xf32>
}
