#map = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d2 * 2 + d5 * 3, d3 * 2 + d6 * 3, d4 * 2 + d7 * 3)>
#map1 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d5, d6, d7)>
#map2 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d2, d3, d4)>
module {
  func.func @main(%arg0: tensor<16x32x128x128x128xf32> {kgen.name = "x"}) -> (tensor<16x32x62x62x62xf32> {kgen.name = "y"}) {
    %cst = arith.constant 0xFF800000 : f32
    %padded = tensor.pad %arg0 low[0, 0, 1, 1, 1] high[0, 0, 0, 0, 0] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index, %arg5: index):
      tensor.yield %cst : f32
    } : tensor<16x32x128x128x128xf32> to tensor<16x32x129x129x129xf32>
    %0 = tensor.empty() : tensor<16x32x62x62x62xf32>
    %cst_0 = arith.constant 0xFF800000 : f32
    %1 = linalg.fill ins(%cst_0 : f32) outs(%0 : tensor<16x32x62x62x62xf32>) -> tensor<16x32x62x62x62xf32>
    %2 = tensor.empty() : tensor<3x3x3xf32>
    %3 = linalg.generic {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%padded, %2 : tensor<16x32x129x129x129xf32>, tensor<3x3x3xf32>) outs(%1 : tensor<16x32x62x62x62xf32>) {
    ^bb0(%in: f32, %in_1: f32, %out: f32):
      %4 = arith.maximumf %out, %in : f32
      linalg.yield %4 : f32
    } -> tensor<16x32x62x62x62xf32>
    return %3 : tensor<16x32x62x62x62xf32>
  }
}

