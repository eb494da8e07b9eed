#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d1)>
module {
  func.func @main_k0_matmul(%arg0: tensor<8192x8192xf32>, %arg1: tensor<1024x8192xf32>, %arg2: tensor<8192xf32>) -> tensor<1024x8192xf32> attributes {kgen.kernel} {
    %0 = tensor.empty() : tensor<8192x8192xf32>
    %transposed = linalg.transpose ins(%arg0 : tensor<8192x8192xf32>) outs(%0 : tensor<8192x8192xf32>) permutation = [1, 0] 
    %1 = tensor.empty() : tensor<1024x8192xf32>
    %cst = arith.constant 0.000000e+00 : f32
    %2 = linalg.fill ins(%cst : f32) outs(%1 : tensor<1024x8192xf32>) -> tensor<1024x8192xf32>
    %3 = linalg.matmul ins(%arg1, %transposed : tensor<1024x8192xf32>, tensor<8192x8192xf32>) outs(%2 : tensor<1024x8192xf32>) -> tensor<1024x8192xf32>
    %4 = tensor.empty() : tensor<1024x8192xf32>
    %5 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%3, %arg2 : tensor<1024x8192xf32>, tensor<8192xf32>) outs(%4 : tensor<1024x8192xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %18 = arith.addf %in, %in_0 : f32
      linalg.yield %18 : f32
    } -> tensor<1024x8192xf32>
    %6 = tensor.empty() : tensor<1024x8192xf32>
    %7 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%5 : tensor<1024x8192xf32>) outs(%6 : tensor<1024x8192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %18 = math.absf %in : f32
      %19 = arith.negf %18 : f32
      %20 = math.exp %19 : f32
      %21 = math.log1p %20 : f32
      %cst_0 = arith.constant 0.000000e+00 : f32
      %22 = arith.maximumf %in, %cst_0 : f32
      %23 = arith.addf %22, %21 : f32
      linalg.yield %23 : f32
    } -> tensor<1024x8192xf32>
    %8 = tensor.empty() : tensor<1024x8192xf32>
    %9 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%7 : tensor<1024x8192xf32>) outs(%8 : tensor<1024x8192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %18 = math.tanh %in : f32
      linalg.yield %18 : f32
    } -> tensor<1024x8192xf32>
    %10 = tensor.empty() : tensor<1024x8192xf32>
    %11 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%5, %9 : tensor<1024x8192xf32>, tensor<1024x8192xf32>) outs(%10 : tensor<1024x8192xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %18 = arith.mulf %in, %in_0 : f32
      linalg.yield %18 : f32
    } -> tensor<1024x8192xf32>
    %12 = tensor.empty() : tensor<1024x8192xf32>
    %13 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%11 : tensor<1024x8192xf32>) outs(%12 : tensor<1024x8192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %18 = math.absf %in : f32
      %19 = arith.negf %18 : f32
      %20 = math.exp %19 : f32
      %21 = math.log1p %20 : f32
      %cst_0 = arith.constant 0.000000e+00 : f32
      %22 = arith.maximumf %in, %cst_0 : f32
      %23 = arith.addf %22, %21 : f32
      linalg.yield %23 : f32
    } -> tensor<1024x8192xf32>
    %14 = tensor.empty() : tensor<1024x8192xf32>
    %15 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%13 : tensor<1024x8192xf32>) outs(%14 : tensor<1024x8192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %18 = math.tanh %in : f32
      linalg.yield %18 : f32
    } -> tensor<1024x8192xf32>
    %16 = tensor.empty() : tensor<1024x8192xf32>
    %17 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%11, %15 : tensor<1024x8192xf32>, tensor<1024x8192xf32>) outs(%16 : tensor<1024x8192xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %18 = arith.mulf %in, %in_0 : f32
      linalg.yield %18 : f32
    } -> tensor<1024x8192xf32>
    return %17 : tensor<1024x8192xf32>
  }
}
