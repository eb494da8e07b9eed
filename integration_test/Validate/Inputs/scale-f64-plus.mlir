// Wrong: plus instead of times; a matrix times a float64 scalar argument, truncated to float32 first (how
// PyTorch exports `A * s` for a Python float s: KernelBench
// level1/5_Matrix_scalar_multiplication).
func.func @scale(%a: tensor<64x100xf32>, %s: tensor<f64>) -> tensor<64x100xf32> {
  %e = tensor.empty() : tensor<f32>
  %t = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%s : tensor<f64>) outs(%e : tensor<f32>) {
  ^bb0(%in: f64, %out: f32):
    %v = arith.truncf %in : f64 to f32
    linalg.yield %v : f32
  } -> tensor<f32>
  %init = tensor.empty() : tensor<64x100xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> ()>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} ins(%a, %t : tensor<64x100xf32>, tensor<f32>) outs(%init : tensor<64x100xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %m = arith.addf %x, %y : f32
    linalg.yield %m : f32
  } -> tensor<64x100xf32>
  return %r : tensor<64x100xf32>
}
