// KernelBench level1/39_L2Norm's reduction: the sum of squares of each row
// of 32768x65535 f32 (8.6 GB in, 128 KB out).
func.func @sumsq_rows(%x: tensor<32768x65535xf32>) -> tensor<32768xf32> {
  %zero = arith.constant 0.0 : f32
  %init = tensor.empty() : tensor<32768xf32>
  %fill = linalg.fill ins(%zero : f32) outs(%init : tensor<32768xf32>) -> tensor<32768xf32>
  %0 = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>], iterator_types = ["parallel", "reduction"]} ins(%x : tensor<32768x65535xf32>) outs(%fill : tensor<32768xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %sq = arith.mulf %a, %a : f32
    %s = arith.addf %sq, %acc : f32
    linalg.yield %s : f32
  } -> tensor<32768xf32>
  return %0 : tensor<32768xf32>
}
