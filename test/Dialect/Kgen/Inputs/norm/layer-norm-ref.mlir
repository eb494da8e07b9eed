// Generated for the norm validation tests: a hand-written linalg equivalent.
func.func @layer_norm(%x: tensor<3x5x37xf32>, %scale: tensor<5x37xf32>, %bias: tensor<5x37xf32>) -> tensor<3x5x37xf32> {
  %v1 = arith.constant 185.0 : f32
  %v2 = arith.constant 1.0e-05 : f32
  %v3 = arith.constant 1.0 : f32
  %v4 = arith.constant 0.0 : f32
  %v5 = tensor.empty() : tensor<3xf32>
  %v6 = linalg.fill ins(%v4 : f32) outs(%v5 : tensor<3xf32>) -> tensor<3xf32>
  %v7 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0)>], iterator_types = ["parallel", "reduction", "reduction"]} ins(%x : tensor<3x5x37xf32>) outs(%v6 : tensor<3xf32>) {
  ^bb0(%a0: f32, %out: f32):
    %s = arith.addf %a0, %out : f32
    linalg.yield %s : f32
  } -> tensor<3xf32>
  %v8 = tensor.empty() : tensor<3xf32>
  %v9 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%v7 : tensor<3xf32>) outs(%v8 : tensor<3xf32>) {
  ^bb0(%a0: f32, %out: f32):
    %m = arith.divf %a0, %v1 : f32
    linalg.yield %m : f32
  } -> tensor<3xf32>
  %v10 = tensor.empty() : tensor<3x5x37xf32>
  %v11 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%x, %v9 : tensor<3x5x37xf32>, tensor<3xf32>) outs(%v10 : tensor<3x5x37xf32>) {
  ^bb0(%a0: f32, %a1: f32, %out: f32):
    %c = arith.subf %a0, %a1 : f32
    linalg.yield %c : f32
  } -> tensor<3x5x37xf32>
  %v12 = arith.constant 0.0 : f32
  %v13 = tensor.empty() : tensor<3xf32>
  %v14 = linalg.fill ins(%v12 : f32) outs(%v13 : tensor<3xf32>) -> tensor<3xf32>
  %v15 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0)>], iterator_types = ["parallel", "reduction", "reduction"]} ins(%v11 : tensor<3x5x37xf32>) outs(%v14 : tensor<3xf32>) {
  ^bb0(%a0: f32, %out: f32):
    %p = arith.mulf %a0, %a0 : f32
    %s = arith.addf %out, %p : f32
    linalg.yield %s : f32
  } -> tensor<3xf32>
  %v16 = tensor.empty() : tensor<3xf32>
  %v17 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%v15 : tensor<3xf32>) outs(%v16 : tensor<3xf32>) {
  ^bb0(%a0: f32, %out: f32):
    %v = arith.divf %a0, %v1 : f32
    %w = arith.addf %v, %v2 : f32
    %sq = math.sqrt %w : f32
    %r = arith.divf %v3, %sq : f32
    linalg.yield %r : f32
  } -> tensor<3xf32>
  %v18 = tensor.empty() : tensor<3x5x37xf32>
  %v19 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%v11, %v17, %scale, %bias : tensor<3x5x37xf32>, tensor<3xf32>, tensor<5x37xf32>, tensor<5x37xf32>) outs(%v18 : tensor<3x5x37xf32>) {
  ^bb0(%a0: f32, %a1: f32, %a2: f32, %a3: f32, %out: f32):
    %n = arith.mulf %a0, %a1 : f32
    %y = arith.mulf %n, %a2 : f32
    %z = arith.addf %y, %a3 : f32
    linalg.yield %z : f32
  } -> tensor<3x5x37xf32>
  return %v19 : tensor<3x5x37xf32>
}
