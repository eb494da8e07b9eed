// x / sum(|x|) over rows of 5 x 999 as kgen-import-onnx writes PyTorch's
// x / x.abs().sum(dim=1, keepdim=True) (Abs, ReduceSum, Div).
// (The arguments' kgen.name attributes load the kgen dialect, whose raising
// pattern --canonicalize collects.)
#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d0)>
#map2 = affine_map<(d0, d1) -> (d0, 0)>
module {
  func.func @main(%arg0: tensor<5x999xf32> {kgen.name = "onnx::Abs_0"}) -> (tensor<5x999xf32> {kgen.name = "4"}) {
    %0 = tensor.empty() : tensor<5x999xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<5x999xf32>) outs(%0 : tensor<5x999xf32>) {
    ^bb0(%in: f32, %out: f32):
      %7 = math.absf %in : f32
      linalg.yield %7 : f32
    } -> tensor<5x999xf32>
    %2 = tensor.empty() : tensor<5xf32>
    %cst = arith.constant 0.000000e+00 : f32
    %3 = linalg.fill ins(%cst : f32) outs(%2 : tensor<5xf32>) -> tensor<5xf32>
    %4 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "reduction"]} ins(%1 : tensor<5x999xf32>) outs(%3 : tensor<5xf32>) {
    ^bb0(%in: f32, %out: f32):
      %7 = arith.addf %in, %out : f32
      linalg.yield %7 : f32
    } -> tensor<5xf32>
    %expanded = tensor.expand_shape %4 [[0, 1]] output_shape [5, 1] : tensor<5xf32> into tensor<5x1xf32>
    %5 = tensor.empty() : tensor<5x999xf32>
    %6 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0, %expanded : tensor<5x999xf32>, tensor<5x1xf32>) outs(%5 : tensor<5x999xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %7 = arith.divf %in, %in_0 : f32
      linalg.yield %7 : f32
    } -> tensor<5x999xf32>
    return %6 : tensor<5x999xf32>
  }
}

