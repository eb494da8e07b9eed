// A batch norm's second kernel (session 8, level1/33_BatchNorm at 8x16x64x64):
// the sum of squares of the centered input per channel, then the scale
// and the affine (naive-vectors-gpu.test).
#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d1)>
#map2 = affine_map<(d0) -> (d0)>
module {
  func.func @main_k1_reduction(%arg0: tensor<8x16x64x64xf32>, %arg1: tensor<16xf32>, %arg2: tensor<16xf32>) -> tensor<8x16x64x64xf32> {
    %0 = tensor.empty() : tensor<16xf32>
    %cst = arith.constant 0.000000e+00 : f32
    %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<16xf32>) -> tensor<16xf32>
    %2 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%arg0 : tensor<8x16x64x64xf32>) outs(%1 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %9 = arith.mulf %in, %in : f32
      %10 = arith.addf %9, %out : f32
      linalg.yield %10 : f32
    } -> tensor<16xf32>
    %3 = tensor.empty() : tensor<16xf32>
    %4 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%2 : tensor<16xf32>) outs(%3 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst_0 = arith.constant 3.276800e+04 : f32
      %9 = arith.divf %in, %cst_0 : f32
      %cst_1 = arith.constant 9.99999974E-6 : f32
      %10 = arith.addf %9, %cst_1 : f32
      %11 = math.rsqrt %10 : f32
      linalg.yield %11 : f32
    } -> tensor<16xf32>
    %5 = tensor.empty() : tensor<8x16x64x64xf32>
    %6 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg0, %4 : tensor<8x16x64x64xf32>, tensor<16xf32>) outs(%5 : tensor<8x16x64x64xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %9 = arith.mulf %in, %in_0 : f32
      linalg.yield %9 : f32
    } -> tensor<8x16x64x64xf32>
    %7 = tensor.empty() : tensor<8x16x64x64xf32>
    %8 = linalg.generic {indexing_maps = [#map, #map1, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%6, %arg1, %arg2 : tensor<8x16x64x64xf32>, tensor<16xf32>, tensor<16xf32>) outs(%7 : tensor<8x16x64x64xf32>) {
    ^bb0(%in: f32, %in_0: f32, %in_1: f32, %out: f32):
      %9 = arith.mulf %in, %in_0 : f32
      %10 = arith.addf %9, %in_1 : f32
      linalg.yield %10 : f32
    } -> tensor<8x16x64x64xf32>
    return %8 : tensor<8x16x64x64xf32>
  }
}
