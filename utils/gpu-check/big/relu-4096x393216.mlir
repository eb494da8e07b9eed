// KernelBench level1/19_ReLU's size: max(x, 0) on 4096x393216 f32 (6.4 GB
// in, 6.4 GB out).
func.func @relu(%x: tensor<4096x393216xf32>) -> tensor<4096x393216xf32> {
  %zero = arith.constant 0.0 : f32
  %init = tensor.empty() : tensor<4096x393216xf32>
  %0 = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<4096x393216xf32>) outs(%init : tensor<4096x393216xf32>) {
  ^bb0(%a: f32, %o: f32):
    %m = arith.maximumf %a, %zero : f32
    linalg.yield %m : f32
  } -> tensor<4096x393216xf32>
  return %0 : tensor<4096x393216xf32>
}
