// level2/21's first kernel as the harness partitions it: Conv2d (8 -> 32 channels, 3x3), bias, add, scale, sigmoid.
#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d1)>
module attributes {kgen.target = #kgen.target<nvvm, "sm_90">} {
  func.func @conv(%arg0: tensor<128x8x256x256xf32>, %arg1: tensor<32x8x3x3xf32>, %arg2: tensor<32xf32>, %arg3: tensor<32xf32>, %arg4: tensor<32xf32>) -> tensor<128x32x254x254xf32> {
    %0 = tensor.empty() : tensor<128x32x254x254xf32>
    %cst = arith.constant 0.000000e+00 : f32
    %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<128x32x254x254xf32>) -> tensor<128x32x254x254xf32>
    %2 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%arg0, %arg1 : tensor<128x8x256x256xf32>, tensor<32x8x3x3xf32>) outs(%1 : tensor<128x32x254x254xf32>) -> tensor<128x32x254x254xf32>
    %3 = tensor.empty() : tensor<128x32x254x254xf32>
    %4 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2, %arg2 : tensor<128x32x254x254xf32>, tensor<32xf32>) outs(%3 : tensor<128x32x254x254xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %11 = arith.addf %in, %in_0 : f32
      linalg.yield %11 : f32
    } -> tensor<128x32x254x254xf32>
    %5 = tensor.empty() : tensor<128x32x254x254xf32>
    %6 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%4, %arg3 : tensor<128x32x254x254xf32>, tensor<32xf32>) outs(%5 : tensor<128x32x254x254xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %11 = arith.addf %in, %in_0 : f32
      linalg.yield %11 : f32
    } -> tensor<128x32x254x254xf32>
    %7 = tensor.empty() : tensor<128x32x254x254xf32>
    %8 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%6, %arg4 : tensor<128x32x254x254xf32>, tensor<32xf32>) outs(%7 : tensor<128x32x254x254xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %11 = arith.mulf %in, %in_0 : f32
      linalg.yield %11 : f32
    } -> tensor<128x32x254x254xf32>
    %9 = tensor.empty() : tensor<128x32x254x254xf32>
    %10 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%8 : tensor<128x32x254x254xf32>) outs(%9 : tensor<128x32x254x254xf32>) {
    ^bb0(%in: f32, %out: f32):
      %11 = arith.negf %in : f32
      %12 = math.exp %11 : f32
      %cst_0 = arith.constant 1.000000e+00 : f32
      %13 = arith.addf %cst_0, %12 : f32
      %cst_1 = arith.constant 1.000000e+00 : f32
      %14 = arith.divf %cst_1, %13 : f32
      linalg.yield %14 : f32
    } -> tensor<128x32x254x254xf32>
    return %10 : tensor<128x32x254x254xf32>
  }
}
