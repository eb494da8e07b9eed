// Softmax over 16 rows of 100002 (linalg.softmax): at 1024 threads x 16
// elements a row takes 7 blocks (a cluster of 7 on sm_90), the last one
// partly past the row's end; 64-bit accesses (the length is even, not a
// multiple of 4).
func.func @softmax_cluster_edge(%x: tensor<16x100002xf32>) -> tensor<16x100002xf32> {
  %init = tensor.empty() : tensor<16x100002xf32>
  %r = linalg.softmax dimension(1) ins(%x : tensor<16x100002xf32>) outs(%init : tensor<16x100002xf32>) -> tensor<16x100002xf32>
  return %r : tensor<16x100002xf32>
}
