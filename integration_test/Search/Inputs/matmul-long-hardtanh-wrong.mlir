// A wrong candidate of matmul-long-hardtanh.mlir: the scale is 17, not 16.
// KernelBench's Gemm_Scaling_Hardtanh: hardtanh(16 * (A B)) = clamp(16 s, -1, 1).
func.func @mm_hardtanh(%a: tensor<128x8192xf32>, %b: tensor<8192x128xf32>) -> tensor<128x128xf32> {
  %zero = arith.constant 0.0 : f32
  %scale = arith.constant 17.0 : f32
  %lo = arith.constant -1.0 : f32
  %hi = arith.constant 1.0 : f32
  %init = tensor.empty() : tensor<128x128xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%init : tensor<128x128xf32>) -> tensor<128x128xf32>
  %mm = linalg.matmul ins(%a, %b : tensor<128x8192xf32>, tensor<8192x128xf32>) outs(%acc : tensor<128x128xf32>) -> tensor<128x128xf32>
  %e = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} ins(%mm : tensor<128x128xf32>) outs(%init : tensor<128x128xf32>) {
  ^bb0(%x: f32, %o: f32):
    %s = arith.mulf %x, %scale : f32
    %c0 = arith.maximumf %s, %lo : f32
    %c1 = arith.minimumf %c0, %hi : f32
    linalg.yield %c1 : f32
  } -> tensor<128x128xf32>
  return %e : tensor<128x128xf32>
}
