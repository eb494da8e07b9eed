// The second kernel of a training-mode batch norm after a Gemm and a scale
// (KernelBench level 2, problem 33, at 64x256 instead of 1024x8192; what
// kgen-partition makes of the exported model): x - mean, with
// x = (gemm + bias) * scale, is read by the variance (a column reduction
// over the 64 rows) and by the normalization, which broadcasts the
// statistics over the rows and is the kernel's last op.
#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d1)>
#map2 = affine_map<(d0) -> (d0)>
module {
  func.func @batch_norm_var_normalize(%arg0: tensor<64x256xf32>, %arg1: tensor<256xf32>, %arg2: tensor<256xf32>, %arg3: tensor<256xf32>, %arg4: tensor<256xf32>, %arg5: tensor<256xf32>) -> tensor<64x256xf32> {
    %0 = tensor.empty() : tensor<64x256xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1 : tensor<64x256xf32>, tensor<256xf32>) outs(%0 : tensor<64x256xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %17 = arith.addf %in, %in_0 : f32
      linalg.yield %17 : f32
    } -> tensor<64x256xf32>
    %2 = tensor.empty() : tensor<64x256xf32>
    %3 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%1, %arg2 : tensor<64x256xf32>, tensor<256xf32>) outs(%2 : tensor<64x256xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %17 = arith.mulf %in, %in_0 : f32
      linalg.yield %17 : f32
    } -> tensor<64x256xf32>
    %4 = tensor.empty() : tensor<256xf32>
    %5 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg3 : tensor<256xf32>) outs(%4 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst_0 = arith.constant 6.400000e+01 : f32
      %17 = arith.divf %in, %cst_0 : f32
      linalg.yield %17 : f32
    } -> tensor<256xf32>
    %6 = tensor.empty() : tensor<64x256xf32>
    %7 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%3, %5 : tensor<64x256xf32>, tensor<256xf32>) outs(%6 : tensor<64x256xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %17 = arith.subf %in, %in_0 : f32
      linalg.yield %17 : f32
    } -> tensor<64x256xf32>
    %8 = tensor.empty() : tensor<256xf32>
    %cst = arith.constant 0.000000e+00 : f32
    %9 = linalg.fill ins(%cst : f32) outs(%8 : tensor<256xf32>) -> tensor<256xf32>
    %10 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel"]} ins(%7 : tensor<64x256xf32>) outs(%9 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %17 = arith.mulf %in, %in : f32
      %18 = arith.addf %17, %out : f32
      linalg.yield %18 : f32
    } -> tensor<256xf32>
    %11 = tensor.empty() : tensor<256xf32>
    %12 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%10 : tensor<256xf32>) outs(%11 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst_0 = arith.constant 6.400000e+01 : f32
      %17 = arith.divf %in, %cst_0 : f32
      %cst_1 = arith.constant 9.99999974E-6 : f32
      %18 = arith.addf %17, %cst_1 : f32
      %19 = math.rsqrt %18 : f32
      linalg.yield %19 : f32
    } -> tensor<256xf32>
    %13 = tensor.empty() : tensor<64x256xf32>
    %14 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%7, %12 : tensor<64x256xf32>, tensor<256xf32>) outs(%13 : tensor<64x256xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %17 = arith.mulf %in, %in_0 : f32
      linalg.yield %17 : f32
    } -> tensor<64x256xf32>
    %15 = tensor.empty() : tensor<64x256xf32>
    %16 = linalg.generic {indexing_maps = [#map, #map1, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%14, %arg4, %arg5 : tensor<64x256xf32>, tensor<256xf32>, tensor<256xf32>) outs(%15 : tensor<64x256xf32>) {
    ^bb0(%in: f32, %in_0: f32, %in_1: f32, %out: f32):
      %17 = arith.mulf %in, %in_0 : f32
      %18 = arith.addf %17, %in_1 : f32
      linalg.yield %18 : f32
    } -> tensor<64x256xf32>
    return %16 : tensor<64x256xf32>
  }
}
