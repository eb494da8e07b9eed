// level2/23's first kernel as the harness partitions it: Conv3d (3 -> 24 channels, 3x3x3) and its bias.
#map = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>
#map1 = affine_map<(d0, d1, d2, d3, d4) -> (d1)>
module attributes {kgen.target = #kgen.target<nvvm, "sm_90">} {
  func.func @conv(%arg0: tensor<128x3x24x32x32xf32>, %arg1: tensor<24x3x3x3x3xf32>, %arg2: tensor<24xf32>) -> tensor<128x24x22x30x30xf32> {
    %0 = tensor.empty() : tensor<128x24x22x30x30xf32>
    %cst = arith.constant 0.000000e+00 : f32
    %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<128x24x22x30x30xf32>) -> tensor<128x24x22x30x30xf32>
    %2 = linalg.conv_3d_ncdhw_fcdhw {dilations = dense<1> : tensor<3xi64>, strides = dense<1> : tensor<3xi64>} ins(%arg0, %arg1 : tensor<128x3x24x32x32xf32>, tensor<24x3x3x3x3xf32>) outs(%1 : tensor<128x24x22x30x30xf32>) -> tensor<128x24x22x30x30xf32>
    %3 = tensor.empty() : tensor<128x24x22x30x30xf32>
    %4 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%2, %arg2 : tensor<128x24x22x30x30xf32>, tensor<24xf32>) outs(%3 : tensor<128x24x22x30x30xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %5 = arith.addf %in, %in_0 : f32
      linalg.yield %5 : f32
    } -> tensor<128x24x22x30x30xf32>
    return %4 : tensor<128x24x22x30x30xf32>
  }
}
