// A group norm with more groups than a block takes: 16 samples of 4096
// channels in 512 groups of 8 (the blocks' second grid dimension).
func.func @group_norm_many_groups(%x: tensor<16x4096xf32>, %s: tensor<4096xf32>, %b: tensor<4096xf32>) -> tensor<16x4096xf32> {
  %e = tensor.empty() : tensor<16x4096xf32>
  %g = kgen.group_norm ins(%x, %s, %b : tensor<16x4096xf32>, tensor<4096xf32>, tensor<4096xf32>) outs(%e : tensor<16x4096xf32>) groups = 512, epsilon = 1.0e-05
  return %g : tensor<16x4096xf32>
}
