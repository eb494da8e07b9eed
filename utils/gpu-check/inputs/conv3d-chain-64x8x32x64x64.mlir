#map = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>
#map1 = affine_map<(d0, d1, d2, d3, d4) -> (d1)>
#map2 = affine_map<(d0, d1, d2, d3, d4) -> ()>
module {
  func.func @main_k0_conv_3d_ncdhw_fcdhw(%arg0: tensor<64x8x32x64x64xf32>, %arg1: tensor<32x8x3x3x3xf32>, %arg2: tensor<32xf32>, %arg3: tensor<32xf32>) -> tensor<64x32x30x62x62xf32> attributes {kgen.kernel} {
    %cst = arith.constant dense<5.000000e-01> : tensor<f32>
    %cst_0 = arith.constant dense<1.000000e+00> : tensor<f32>
    %cst_1 = arith.constant dense<1.41421354> : tensor<f32>
    %0 = tensor.empty() : tensor<64x32x30x62x62xf32>
    %cst_2 = arith.constant 0.000000e+00 : f32
    %1 = linalg.fill ins(%cst_2 : f32) outs(%0 : tensor<64x32x30x62x62xf32>) -> tensor<64x32x30x62x62xf32>
    %2 = linalg.conv_3d_ncdhw_fcdhw {dilations = dense<1> : tensor<3xi64>, strides = dense<1> : tensor<3xi64>} ins(%arg0, %arg1 : tensor<64x8x32x64x64xf32>, tensor<32x8x3x3x3xf32>) outs(%1 : tensor<64x32x30x62x62xf32>) -> tensor<64x32x30x62x62xf32>
    %3 = tensor.empty() : tensor<64x32x30x62x62xf32>
    %4 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%2, %arg2 : tensor<64x32x30x62x62xf32>, tensor<32xf32>) outs(%3 : tensor<64x32x30x62x62xf32>) {
    ^bb0(%in: f32, %in_3: f32, %out: f32):
      %23 = arith.addf %in, %in_3 : f32
      linalg.yield %23 : f32
    } -> tensor<64x32x30x62x62xf32>
    %5 = tensor.empty() : tensor<64x32x30x62x62xf32>
    %6 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%4 : tensor<64x32x30x62x62xf32>) outs(%5 : tensor<64x32x30x62x62xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst_3 = arith.constant 0.000000e+00 : f32
      %23 = arith.maximumf %in, %cst_3 : f32
      linalg.yield %23 : f32
    } -> tensor<64x32x30x62x62xf32>
    %7 = tensor.empty() : tensor<64x32x30x62x62xf32>
    %8 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%6 : tensor<64x32x30x62x62xf32>) outs(%7 : tensor<64x32x30x62x62xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst_3 = arith.constant 0.00999999977 : f32
      %23 = arith.mulf %in, %cst_3 : f32
      %cst_4 = arith.constant 0.000000e+00 : f32
      %24 = arith.cmpf ogt, %in, %cst_4 : f32
      %25 = arith.select %24, %in, %23 : f32
      linalg.yield %25 : f32
    } -> tensor<64x32x30x62x62xf32>
    %9 = tensor.empty() : tensor<64x32x30x62x62xf32>
    %10 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%8, %cst_1 : tensor<64x32x30x62x62xf32>, tensor<f32>) outs(%9 : tensor<64x32x30x62x62xf32>) {
    ^bb0(%in: f32, %in_3: f32, %out: f32):
      %23 = arith.divf %in, %in_3 : f32
      linalg.yield %23 : f32
    } -> tensor<64x32x30x62x62xf32>
    %11 = tensor.empty() : tensor<64x32x30x62x62xf32>
    %12 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%10 : tensor<64x32x30x62x62xf32>) outs(%11 : tensor<64x32x30x62x62xf32>) {
    ^bb0(%in: f32, %out: f32):
      %23 = math.erf %in : f32
      linalg.yield %23 : f32
    } -> tensor<64x32x30x62x62xf32>
    %13 = tensor.empty() : tensor<64x32x30x62x62xf32>
    %14 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%12, %cst_0 : tensor<64x32x30x62x62xf32>, tensor<f32>) outs(%13 : tensor<64x32x30x62x62xf32>) {
    ^bb0(%in: f32, %in_3: f32, %out: f32):
      %23 = arith.addf %in, %in_3 : f32
      linalg.yield %23 : f32
    } -> tensor<64x32x30x62x62xf32>
    %15 = tensor.empty() : tensor<64x32x30x62x62xf32>
    %16 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%8, %14 : tensor<64x32x30x62x62xf32>, tensor<64x32x30x62x62xf32>) outs(%15 : tensor<64x32x30x62x62xf32>) {
    ^bb0(%in: f32, %in_3: f32, %out: f32):
      %23 = arith.mulf %in, %in_3 : f32
      linalg.yield %23 : f32
    } -> tensor<64x32x30x62x62xf32>
    %17 = tensor.empty() : tensor<64x32x30x62x62xf32>
    %18 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%16, %cst : tensor<64x32x30x62x62xf32>, tensor<f32>) outs(%17 : tensor<64x32x30x62x62xf32>) {
    ^bb0(%in: f32, %in_3: f32, %out: f32):
      %23 = arith.mulf %in, %in_3 : f32
      linalg.yield %23 : f32
    } -> tensor<64x32x30x62x62xf32>
    %19 = tensor.empty() : tensor<64x32x30x62x62xf32>
    %20 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%18 : tensor<64x32x30x62x62xf32>) outs(%19 : tensor<64x32x30x62x62xf32>) {
    ^bb0(%in: f32, %out: f32):
      %23 = arith.negf %in : f32
      %24 = math.exp %23 : f32
      %cst_3 = arith.constant 1.000000e+00 : f32
      %25 = arith.addf %cst_3, %24 : f32
      %cst_4 = arith.constant 1.000000e+00 : f32
      %26 = arith.divf %cst_4, %25 : f32
      linalg.yield %26 : f32
    } -> tensor<64x32x30x62x62xf32>
    %21 = tensor.empty() : tensor<64x32x30x62x62xf32>
    %22 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%20, %arg3 : tensor<64x32x30x62x62xf32>, tensor<32xf32>) outs(%21 : tensor<64x32x30x62x62xf32>) {
    ^bb0(%in: f32, %in_3: f32, %out: f32):
      %23 = arith.addf %in, %in_3 : f32
      linalg.yield %23 : f32
    } -> tensor<64x32x30x62x62xf32>
    return %22 : tensor<64x32x30x62x62xf32>
  }
}
