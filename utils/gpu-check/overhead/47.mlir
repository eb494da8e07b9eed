#map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d2)>
module {
  func.func @main(%arg0: tensor<128x4096x4095xf32> {kgen.name = "x"}) -> (tensor<128x1x4095xf32> {kgen.name = "output_0"}) {
    %0 = call @main_k0_reduction(%arg0) : (tensor<128x4096x4095xf32>) -> tensor<128x4095xf32>
    %collapsed = tensor.collapse_shape %0 [[0, 1]] : tensor<128x4095xf32> into tensor<524160xf32>
    %expanded = tensor.expand_shape %collapsed [[0, 1, 2]] output_shape [128, 1, 4095] : tensor<524160xf32> into tensor<128x1x4095xf32>
    return %expanded : tensor<128x1x4095xf32>
  }
  func.func private @main_k0_reduction(%arg0: tensor<128x4096x4095xf32>) -> tensor<128x4095xf32> attributes {kgen.kernel} {
    %0 = tensor.empty() : tensor<128x4095xf32>
    %cst = arith.constant 0.000000e+00 : f32
    %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<128x4095xf32>) -> tensor<128x4095xf32>
    %2 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "reduction", "parallel"]} ins(%arg0 : tensor<128x4096x4095xf32>) outs(%1 : tensor<128x4095xf32>) {
    ^bb0(%in: f32, %out: f32):
      %3 = arith.addf %in, %out : f32
      linalg.yield %3 : f32
    } -> tensor<128x4095xf32>
    return %2 : tensor<128x4095xf32>
  }
}

