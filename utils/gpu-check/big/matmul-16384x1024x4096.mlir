// KernelBench level2/45's second GEMM: 16384x4096 times 4096x1024 f32
// (137 GFLOP; 64 MB out). Its float64 reference on the naive mapping is
// what a tune of that problem waits for on every trial.
func.func @matmul(%a: tensor<16384x4096xf32>, %b: tensor<4096x1024xf32>) -> tensor<16384x1024xf32> {
  %zero = arith.constant 0.0 : f32
  %init = tensor.empty() : tensor<16384x1024xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%init : tensor<16384x1024xf32>) -> tensor<16384x1024xf32>
  %0 = linalg.matmul ins(%a, %b : tensor<16384x4096xf32>, tensor<4096x1024xf32>) outs(%acc : tensor<16384x1024xf32>) -> tensor<16384x1024xf32>
  return %0 : tensor<16384x1024xf32>
}
