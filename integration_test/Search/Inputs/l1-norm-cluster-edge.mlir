// Division by the L1 norm over 16 rows of 100002 (kgen.lp_normalize,
// p = 1): at 1024 threads x 16 elements a row takes 7 blocks (a cluster of
// 7 on sm_90), the last one partly past the row's end; 64-bit accesses.
func.func @l1_norm_cluster_edge(%x: tensor<16x100002xf32>) -> tensor<16x100002xf32> {
  %init = tensor.empty() : tensor<16x100002xf32>
  %r = kgen.lp_normalize ins(%x : tensor<16x100002xf32>) outs(%init : tensor<16x100002xf32>) dimension = 1, p = 1
  return %r : tensor<16x100002xf32>
}
