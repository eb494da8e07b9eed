// A reverse cumsum over rows of 1001 elements (3x7x1001: the leading
// dimensions are rows; the row length is no multiple of 2, so every access
// is 32-bit, and the tiles end in a partial one).
func.func @cumsum_reverse_odd(%x: tensor<3x7x1001xf32>) -> tensor<3x7x1001xf32> {
  %init = tensor.empty() : tensor<3x7x1001xf32>
  %r = kgen.cumsum ins(%x : tensor<3x7x1001xf32>) outs(%init : tensor<3x7x1001xf32>) dimension = 2 reverse
  return %r : tensor<3x7x1001xf32>
}
