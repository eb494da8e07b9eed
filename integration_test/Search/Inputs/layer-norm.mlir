// Layer normalization over the rows of a 128x768 input, written out as
// linalg ops (what a normalization op decomposes into): mean, centered
// input, biased variance, (x - mean) / sqrt(var + 1e-5) * scale + bias.
#row = affine_map<(i, j) -> (i, j)>
#red = affine_map<(i, j) -> (i)>
#col = affine_map<(i, j) -> (j)>
func.func @layer_norm(%x: tensor<128x768xf32>, %scale: tensor<768xf32>, %bias: tensor<768xf32>) -> tensor<128x768xf32> {
  %zero = arith.constant 0.0 : f32
  %n = arith.constant 768.0 : f32
  %eps = arith.constant 1.0e-5 : f32
  %vinit = tensor.empty() : tensor<128xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%vinit : tensor<128xf32>) -> tensor<128xf32>
  %sum = linalg.generic {indexing_maps = [#row, #red], iterator_types = ["parallel", "reduction"]} ins(%x : tensor<128x768xf32>) outs(%acc : tensor<128xf32>) {
  ^bb0(%a: f32, %o: f32):
    %s = arith.addf %a, %o : f32
    linalg.yield %s : f32
  } -> tensor<128xf32>
  %minit = tensor.empty() : tensor<128x768xf32>
  %centered = linalg.generic {indexing_maps = [#row, #red, #row], iterator_types = ["parallel", "parallel"]} ins(%x, %sum : tensor<128x768xf32>, tensor<128xf32>) outs(%minit : tensor<128x768xf32>) {
  ^bb0(%a: f32, %s: f32, %o: f32):
    %mean = arith.divf %s, %n : f32
    %c = arith.subf %a, %mean : f32
    linalg.yield %c : f32
  } -> tensor<128x768xf32>
  %sq = linalg.generic {indexing_maps = [#row, #red], iterator_types = ["parallel", "reduction"]} ins(%centered : tensor<128x768xf32>) outs(%acc : tensor<128xf32>) {
  ^bb0(%c: f32, %o: f32):
    %c2 = arith.mulf %c, %c : f32
    %s = arith.addf %c2, %o : f32
    linalg.yield %s : f32
  } -> tensor<128xf32>
  %out = linalg.generic {indexing_maps = [#row, #red, #col, #col, #row], iterator_types = ["parallel", "parallel"]} ins(%centered, %sq, %scale, %bias : tensor<128x768xf32>, tensor<128xf32>, tensor<768xf32>, tensor<768xf32>) outs(%minit : tensor<128x768xf32>) {
  ^bb0(%c: f32, %v: f32, %g: f32, %b: f32, %o: f32):
    %var = arith.divf %v, %n : f32
    %ve = arith.addf %var, %eps : f32
    %rs = math.rsqrt %ve : f32
    %y = arith.mulf %c, %rs : f32
    %ys = arith.mulf %y, %g : f32
    %yb = arith.addf %ys, %b : f32
    linalg.yield %yb : f32
  } -> tensor<128x768xf32>
  return %out : tensor<128x768xf32>
}
