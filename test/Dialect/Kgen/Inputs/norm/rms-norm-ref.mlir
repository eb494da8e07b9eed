// Generated for the norm validation tests: a hand-written linalg equivalent.
func.func @rms_norm(%x: tensor<5x7x33xf32>, %scale: tensor<33xf32>) -> tensor<5x7x33xf32> {
  %v1 = arith.constant 33.0 : f32
  %v2 = arith.constant 1.0e-06 : f32
  %v3 = arith.constant 1.0 : f32
  %v4 = arith.constant 0.0 : f32
  %v5 = tensor.empty() : tensor<5x7xf32>
  %v6 = linalg.fill ins(%v4 : f32) outs(%v5 : tensor<5x7xf32>) -> tensor<5x7xf32>
  %v7 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%x : tensor<5x7x33xf32>) outs(%v6 : tensor<5x7xf32>) {
  ^bb0(%a0: f32, %out: f32):
    %p = arith.mulf %a0, %a0 : f32
    %s = arith.addf %out, %p : f32
    linalg.yield %s : f32
  } -> tensor<5x7xf32>
  %v8 = tensor.empty() : tensor<5x7xf32>
  %v9 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%v7 : tensor<5x7xf32>) outs(%v8 : tensor<5x7xf32>) {
  ^bb0(%a0: f32, %out: f32):
    %v = arith.divf %a0, %v1 : f32
    %w = arith.addf %v, %v2 : f32
    %sq = math.sqrt %w : f32
    %r = arith.divf %v3, %sq : f32
    linalg.yield %r : f32
  } -> tensor<5x7xf32>
  %v10 = tensor.empty() : tensor<5x7x33xf32>
  %v11 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%x, %v9, %scale : tensor<5x7x33xf32>, tensor<5x7xf32>, tensor<33xf32>) outs(%v10 : tensor<5x7x33xf32>) {
  ^bb0(%a0: f32, %a1: f32, %a2: f32, %out: f32):
    %n = arith.mulf %a0, %a1 : f32
    %y = arith.mulf %n, %a2 : f32
    linalg.yield %y : f32
  } -> tensor<5x7x33xf32>
  return %v11 : tensor<5x7x33xf32>
}
