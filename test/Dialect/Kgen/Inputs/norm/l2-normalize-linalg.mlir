// x / ||x||_2 over rows of 7 x 1001 as kgen-import-onnx writes PyTorch's
// x / torch.norm(x, p=2, dim=1, keepdim=True) (ReduceL2, Div).
// (The arguments' kgen.name attributes load the kgen dialect, whose raising
// pattern --canonicalize collects.)
#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d0)>
#map2 = affine_map<(d0) -> (d0)>
#map3 = affine_map<(d0, d1) -> (d0, 0)>
module {
  func.func @main(%arg0: tensor<7x1001xf32> {kgen.name = "x"}) -> (tensor<7x1001xf32> {kgen.name = "2"}) {
    %0 = tensor.empty() : tensor<7xf32>
    %cst = arith.constant 0.000000e+00 : f32
    %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<7xf32>) -> tensor<7xf32>
    %2 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "reduction"]} ins(%arg0 : tensor<7x1001xf32>) outs(%1 : tensor<7xf32>) {
    ^bb0(%in: f32, %out: f32):
      %7 = arith.mulf %in, %in : f32
      %8 = arith.addf %7, %out : f32
      linalg.yield %8 : f32
    } -> tensor<7xf32>
    %3 = tensor.empty() : tensor<7xf32>
    %4 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%2 : tensor<7xf32>) outs(%3 : tensor<7xf32>) {
    ^bb0(%in: f32, %out: f32):
      %7 = math.sqrt %in : f32
      linalg.yield %7 : f32
    } -> tensor<7xf32>
    %expanded = tensor.expand_shape %4 [[0, 1]] output_shape [7, 1] : tensor<7xf32> into tensor<7x1xf32>
    %5 = tensor.empty() : tensor<7x1001xf32>
    %6 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0, %expanded : tensor<7x1001xf32>, tensor<7x1xf32>) outs(%5 : tensor<7x1001xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %7 = arith.divf %in, %in_0 : f32
      linalg.yield %7 : f32
    } -> tensor<7x1001xf32>
    return %6 : tensor<7x1001xf32>
  }
}

