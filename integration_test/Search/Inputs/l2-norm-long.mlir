// Division by the L2 norm over 64 rows of 65535 (kgen.lp_normalize, p = 2;
// level1/39's row length): clusters of 8 blocks per row at the automatic
// start, 32-bit accesses (the length is odd).
func.func @l2_norm_long(%x: tensor<64x65535xf32>) -> tensor<64x65535xf32> {
  %init = tensor.empty() : tensor<64x65535xf32>
  %r = kgen.lp_normalize ins(%x : tensor<64x65535xf32>) outs(%init : tensor<64x65535xf32>) dimension = 1, p = 2
  return %r : tensor<64x65535xf32>
}
