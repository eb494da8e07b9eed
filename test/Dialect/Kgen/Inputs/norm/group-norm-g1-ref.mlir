// Generated for the norm validation tests: a hand-written linalg equivalent.
func.func @group_norm_g1(%x: tensor<2x6x5x7xf32>, %scale: tensor<6xf32>, %bias: tensor<6xf32>) -> tensor<2x6x5x7xf32> {
  %v1 = arith.constant 210.0 : f32
  %v2 = arith.constant 1.0e-05 : f32
  %v3 = tensor.empty() : tensor<6xf32>
  %v4 = arith.constant 0.0 : f32
  %v5 = tensor.empty() : tensor<2x1xf32>
  %v6 = linalg.fill ins(%v4 : f32) outs(%v5 : tensor<2x1xf32>) -> tensor<2x1xf32>
  %v7 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1 * 6 + d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d2)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%x, %v3 : tensor<2x6x5x7xf32>, tensor<6xf32>) outs(%v6 : tensor<2x1xf32>) {
  ^bb0(%a0: f32, %a1: f32, %out: f32):
    %s = arith.addf %a0, %out : f32
    linalg.yield %s : f32
  } -> tensor<2x1xf32>
  %v8 = tensor.empty() : tensor<2x1xf32>
  %v9 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%v7 : tensor<2x1xf32>) outs(%v8 : tensor<2x1xf32>) {
  ^bb0(%a0: f32, %out: f32):
    %m = arith.divf %a0, %v1 : f32
    linalg.yield %m : f32
  } -> tensor<2x1xf32>
  %v10 = arith.constant 0.0 : f32
  %v11 = tensor.empty() : tensor<2x1xf32>
  %v12 = linalg.fill ins(%v10 : f32) outs(%v11 : tensor<2x1xf32>) -> tensor<2x1xf32>
  %v13 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1 * 6 + d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d2)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%x, %v3, %v9 : tensor<2x6x5x7xf32>, tensor<6xf32>, tensor<2x1xf32>) outs(%v12 : tensor<2x1xf32>) {
  ^bb0(%a0: f32, %a1: f32, %a2: f32, %out: f32):
    %c = arith.subf %a0, %a2 : f32
    %p = arith.mulf %c, %c : f32
    %s = arith.addf %out, %p : f32
    linalg.yield %s : f32
  } -> tensor<2x1xf32>
  %v14 = tensor.empty() : tensor<2x1xf32>
  %v15 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%v13 : tensor<2x1xf32>) outs(%v14 : tensor<2x1xf32>) {
  ^bb0(%a0: f32, %out: f32):
    %v = arith.divf %a0, %v1 : f32
    %w = arith.addf %v, %v2 : f32
    %sq = math.sqrt %w : f32
    linalg.yield %sq : f32
  } -> tensor<2x1xf32>
  %v16 = tensor.empty() : tensor<2x6x5x7xf32>
  %v17 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1 floordiv 6)>, affine_map<(d0, d1, d2, d3) -> (d0, d1 floordiv 6)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%x, %v9, %v15, %scale, %bias : tensor<2x6x5x7xf32>, tensor<2x1xf32>, tensor<2x1xf32>, tensor<6xf32>, tensor<6xf32>) outs(%v16 : tensor<2x6x5x7xf32>) {
  ^bb0(%a0: f32, %a1: f32, %a2: f32, %a3: f32, %a4: f32, %out: f32):
    %c = arith.subf %a0, %a1 : f32
    %n = arith.divf %c, %a2 : f32
    %y = arith.mulf %n, %a3 : f32
    %z = arith.addf %y, %a4 : f32
    linalg.yield %z : f32
  } -> tensor<2x6x5x7xf32>
  return %v17 : tensor<2x6x5x7xf32>
}
