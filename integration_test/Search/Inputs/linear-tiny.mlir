// A Linear layer smaller than host/matmul's default tiles (8 x 16) in both
// output dimensions: 6 x 10, K = 12, the weight transposed, a bias.
#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d1)>
func.func @k(%arg0: tensor<10x12xf32>, %arg1: tensor<6x12xf32>, %arg2: tensor<10xf32>) -> tensor<6x10xf32> {
    %0 = tensor.empty() : tensor<12x10xf32>
    %transposed = linalg.transpose ins(%arg0 : tensor<10x12xf32>) outs(%0 : tensor<12x10xf32>) permutation = [1, 0] 
    %1 = tensor.empty() : tensor<6x10xf32>
    %cst = arith.constant 0.000000e+00 : f32
    %2 = linalg.fill ins(%cst : f32) outs(%1 : tensor<6x10xf32>) -> tensor<6x10xf32>
    %3 = linalg.matmul ins(%arg1, %transposed : tensor<6x12xf32>, tensor<12x10xf32>) outs(%2 : tensor<6x10xf32>) -> tensor<6x10xf32>
    %4 = tensor.empty() : tensor<6x10xf32>
    %5 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%3, %arg2 : tensor<6x10xf32>, tensor<10xf32>) outs(%4 : tensor<6x10xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %8 = arith.addf %in, %in_0 : f32
      linalg.yield %8 : f32
    } -> tensor<6x10xf32>
    return %5 : tensor<6x10xf32>
}
