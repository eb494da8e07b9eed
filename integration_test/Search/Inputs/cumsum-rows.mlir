// A cumsum along the rows of a 64x4096 input (KernelBench's cumsum at a
// small size): full tiles only at the automatic start.
func.func @cumsum_rows(%x: tensor<64x4096xf32>) -> tensor<64x4096xf32> {
  %init = tensor.empty() : tensor<64x4096xf32>
  %r = kgen.cumsum ins(%x : tensor<64x4096xf32>) outs(%init : tensor<64x4096xf32>) dimension = 1
  return %r : tensor<64x4096xf32>
}
