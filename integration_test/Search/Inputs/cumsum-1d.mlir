// A cumsum of a vector of 100000 elements (rank 1: one row).
func.func @cumsum_1d(%x: tensor<100000xf32>) -> tensor<100000xf32> {
  %init = tensor.empty() : tensor<100000xf32>
  %r = kgen.cumsum ins(%x : tensor<100000xf32>) outs(%init : tensor<100000xf32>) dimension = 0
  return %r : tensor<100000xf32>
}
