// A batch norm in training mode as kgen-import-onnx writes it (PyTorch's
// BatchNorm2d(16) on 8x16x64x64, exported by kgen_kernelbench.export): the
// sum over N, H and W, the mean, the centered input, its sum of squares,
// the normalization and the affine.
#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d1)>
#map2 = affine_map<(d0) -> (d0)>
module {
  func.func @main(%arg0: tensor<8x16x64x64xf32> {kgen.name = "x"}, %arg1: tensor<16xf32> {kgen.name = "bn.weight"}, %arg2: tensor<16xf32> {kgen.name = "bn.bias"}) -> (tensor<8x16x64x64xf32> {kgen.name = "output_0"}) {
    %0 = tensor.empty() : tensor<16xf32>
    %cst = arith.constant 0.000000e+00 : f32
    %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<16xf32>) -> tensor<16xf32>
    %2 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%arg0 : tensor<8x16x64x64xf32>) outs(%1 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %16 = arith.addf %in, %out : f32
      linalg.yield %16 : f32
    } -> tensor<16xf32>
    %3 = tensor.empty() : tensor<16xf32>
    %4 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%2 : tensor<16xf32>) outs(%3 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst_1 = arith.constant 3.276800e+04 : f32
      %16 = arith.divf %in, %cst_1 : f32
      linalg.yield %16 : f32
    } -> tensor<16xf32>
    %5 = tensor.empty() : tensor<8x16x64x64xf32>
    %6 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg0, %4 : tensor<8x16x64x64xf32>, tensor<16xf32>) outs(%5 : tensor<8x16x64x64xf32>) {
    ^bb0(%in: f32, %in_1: f32, %out: f32):
      %16 = arith.subf %in, %in_1 : f32
      linalg.yield %16 : f32
    } -> tensor<8x16x64x64xf32>
    %7 = tensor.empty() : tensor<16xf32>
    %cst_0 = arith.constant 0.000000e+00 : f32
    %8 = linalg.fill ins(%cst_0 : f32) outs(%7 : tensor<16xf32>) -> tensor<16xf32>
    %9 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%6 : tensor<8x16x64x64xf32>) outs(%8 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %16 = arith.mulf %in, %in : f32
      %17 = arith.addf %16, %out : f32
      linalg.yield %17 : f32
    } -> tensor<16xf32>
    %10 = tensor.empty() : tensor<16xf32>
    %11 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%9 : tensor<16xf32>) outs(%10 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst_1 = arith.constant 3.276800e+04 : f32
      %16 = arith.divf %in, %cst_1 : f32
      %cst_2 = arith.constant 9.99999974E-6 : f32
      %17 = arith.addf %16, %cst_2 : f32
      %18 = math.rsqrt %17 : f32
      linalg.yield %18 : f32
    } -> tensor<16xf32>
    %12 = tensor.empty() : tensor<8x16x64x64xf32>
    %13 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%6, %11 : tensor<8x16x64x64xf32>, tensor<16xf32>) outs(%12 : tensor<8x16x64x64xf32>) {
    ^bb0(%in: f32, %in_1: f32, %out: f32):
      %16 = arith.mulf %in, %in_1 : f32
      linalg.yield %16 : f32
    } -> tensor<8x16x64x64xf32>
    %14 = tensor.empty() : tensor<8x16x64x64xf32>
    %15 = linalg.generic {indexing_maps = [#map, #map1, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%13, %arg1, %arg2 : tensor<8x16x64x64xf32>, tensor<16xf32>, tensor<16xf32>) outs(%14 : tensor<8x16x64x64xf32>) {
    ^bb0(%in: f32, %in_1: f32, %in_2: f32, %out: f32):
      %16 = arith.mulf %in, %in_1 : f32
      %17 = arith.addf %16, %in_2 : f32
      linalg.yield %17 : f32
    } -> tensor<8x16x64x64xf32>
    return %15 : tensor<8x16x64x64xf32>
  }
}

