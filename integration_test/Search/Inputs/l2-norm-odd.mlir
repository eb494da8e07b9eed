// Division by the L2 norm over the innermost dimension of a 12 x 3 x 1001
// input (kgen.lp_normalize, p = 2): rows of an odd length (32-bit accesses,
// the last run past the row's end).
func.func @l2_norm_odd(%x: tensor<12x3x1001xf32>) -> tensor<12x3x1001xf32> {
  %init = tensor.empty() : tensor<12x3x1001xf32>
  %r = kgen.lp_normalize ins(%x : tensor<12x3x1001xf32>) outs(%init : tensor<12x3x1001xf32>) dimension = 2, p = 2
  return %r : tensor<12x3x1001xf32>
}
