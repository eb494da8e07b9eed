#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d1)>
#map2 = affine_map<(d0) -> (d0)>
module {
  func.func @main(%arg0: tensor<64x64x512x512xf32> {kgen.name = "x"}, %arg1: tensor<64xf32> {kgen.name = "bn.weight"}, %arg2: tensor<64xf32> {kgen.name = "bn.bias"}) -> (tensor<64x64x512x512xf32> {kgen.name = "output_0"}) {
    %0 = call @main_k0_reduction(%arg0) : (tensor<64x64x512x512xf32>) -> tensor<64xf32>
    %1 = call @main_k1_reduction(%0, %arg0, %arg1, %arg2) : (tensor<64xf32>, tensor<64x64x512x512xf32>, tensor<64xf32>, tensor<64xf32>) -> tensor<64x64x512x512xf32>
    return %1 : tensor<64x64x512x512xf32>
  }
  func.func private @main_k0_reduction(%arg0: tensor<64x64x512x512xf32>) -> tensor<64xf32> attributes {kgen.kernel} {
    %0 = tensor.empty() : tensor<64xf32>
    %cst = arith.constant 0.000000e+00 : f32
    %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<64xf32>) -> tensor<64xf32>
    %2 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%arg0 : tensor<64x64x512x512xf32>) outs(%1 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %3 = arith.addf %in, %out : f32
      linalg.yield %3 : f32
    } -> tensor<64xf32>
    return %2 : tensor<64xf32>
  }
  func.func private @main_k1_reduction(%arg0: tensor<64xf32>, %arg1: tensor<64x64x512x512xf32>, %arg2: tensor<64xf32>, %arg3: tensor<64xf32>) -> tensor<64x64x512x512xf32> attributes {kgen.kernel} {
    %0 = tensor.empty() : tensor<64xf32>
    %1 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg0 : tensor<64xf32>) outs(%0 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst_0 = arith.constant 0x4B800000 : f32
      %13 = arith.divf %in, %cst_0 : f32
      linalg.yield %13 : f32
    } -> tensor<64xf32>
    %2 = tensor.empty() : tensor<64x64x512x512xf32>
    %3 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg1, %1 : tensor<64x64x512x512xf32>, tensor<64xf32>) outs(%2 : tensor<64x64x512x512xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %13 = arith.subf %in, %in_0 : f32
      linalg.yield %13 : f32
    } -> tensor<64x64x512x512xf32>
    %4 = tensor.empty() : tensor<64xf32>
    %cst = arith.constant 0.000000e+00 : f32
    %5 = linalg.fill ins(%cst : f32) outs(%4 : tensor<64xf32>) -> tensor<64xf32>
    %6 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%3 : tensor<64x64x512x512xf32>) outs(%5 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %13 = arith.mulf %in, %in : f32
      %14 = arith.addf %13, %out : f32
      linalg.yield %14 : f32
    } -> tensor<64xf32>
    %7 = tensor.empty() : tensor<64xf32>
    %8 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%6 : tensor<64xf32>) outs(%7 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst_0 = arith.constant 0x4B800000 : f32
      %13 = arith.divf %in, %cst_0 : f32
      %cst_1 = arith.constant 9.99999974E-6 : f32
      %14 = arith.addf %13, %cst_1 : f32
      %15 = math.rsqrt %14 : f32
      linalg.yield %15 : f32
    } -> tensor<64xf32>
    %9 = tensor.empty() : tensor<64x64x512x512xf32>
    %10 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%3, %8 : tensor<64x64x512x512xf32>, tensor<64xf32>) outs(%9 : tensor<64x64x512x512xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %13 = arith.mulf %in, %in_0 : f32
      linalg.yield %13 : f32
    } -> tensor<64x64x512x512xf32>
    %11 = tensor.empty() : tensor<64x64x512x512xf32>
    %12 = linalg.generic {indexing_maps = [#map, #map1, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%10, %arg2, %arg3 : tensor<64x64x512x512xf32>, tensor<64xf32>, tensor<64xf32>) outs(%11 : tensor<64x64x512x512xf32>) {
    ^bb0(%in: f32, %in_0: f32, %in_1: f32, %out: f32):
      %13 = arith.mulf %in, %in_0 : f32
      %14 = arith.addf %13, %in_1 : f32
      linalg.yield %14 : f32
    } -> tensor<64x64x512x512xf32>
    return %12 : tensor<64x64x512x512xf32>
  }
}

