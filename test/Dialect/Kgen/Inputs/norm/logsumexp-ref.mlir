// Generated for the norm validation tests: a hand-written linalg equivalent.
func.func @logsumexp(%x: tensor<5x7x9xf32>) -> tensor<7xf32> {
  %v1 = arith.constant 0xFF800000 : f32
  %v2 = tensor.empty() : tensor<7xf32>
  %v3 = linalg.fill ins(%v1 : f32) outs(%v2 : tensor<7xf32>) -> tensor<7xf32>
  %v4 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction"]} ins(%x : tensor<5x7x9xf32>) outs(%v3 : tensor<7xf32>) {
  ^bb0(%a0: f32, %out: f32):
    %m = arith.maximumf %a0, %out : f32
    linalg.yield %m : f32
  } -> tensor<7xf32>
  %v5 = tensor.empty() : tensor<5x7x9xf32>
  %v6 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%x, %v4 : tensor<5x7x9xf32>, tensor<7xf32>) outs(%v5 : tensor<5x7x9xf32>) {
  ^bb0(%a0: f32, %a1: f32, %out: f32):
    %s = arith.subf %a0, %a1 : f32
    linalg.yield %s : f32
  } -> tensor<5x7x9xf32>
  %v7 = tensor.empty() : tensor<5x7x9xf32>
  %v8 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%v6 : tensor<5x7x9xf32>) outs(%v7 : tensor<5x7x9xf32>) {
  ^bb0(%a0: f32, %out: f32):
    %s = math.exp %a0 : f32
    linalg.yield %s : f32
  } -> tensor<5x7x9xf32>
  %v9 = arith.constant 0.0 : f32
  %v10 = tensor.empty() : tensor<7xf32>
  %v11 = linalg.fill ins(%v9 : f32) outs(%v10 : tensor<7xf32>) -> tensor<7xf32>
  %v12 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction"]} ins(%v8 : tensor<5x7x9xf32>) outs(%v11 : tensor<7xf32>) {
  ^bb0(%a0: f32, %out: f32):
    %s = arith.addf %out, %a0 : f32
    linalg.yield %s : f32
  } -> tensor<7xf32>
  %v13 = tensor.empty() : tensor<7xf32>
  %v14 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%v12 : tensor<7xf32>) outs(%v13 : tensor<7xf32>) {
  ^bb0(%a0: f32, %out: f32):
    %l = math.log %a0 : f32
    linalg.yield %l : f32
  } -> tensor<7xf32>
  %v15 = tensor.empty() : tensor<7xf32>
  %v16 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%v4, %v14 : tensor<7xf32>, tensor<7xf32>) outs(%v15 : tensor<7xf32>) {
  ^bb0(%a0: f32, %a1: f32, %out: f32):
    %r = arith.addf %a0, %a1 : f32
    linalg.yield %r : f32
  } -> tensor<7xf32>
  return %v16 : tensor<7xf32>
}
