// Softmax over long rows: 256 rows of 32768 (upstream linalg.softmax).
// Its exp needs libdevice on NVIDIA GPUs.
func.func @softmax_long(%x: tensor<256x32768xf32>) -> tensor<256x32768xf32> {
  %init = tensor.empty() : tensor<256x32768xf32>
  %r = linalg.softmax dimension(1) ins(%x : tensor<256x32768xf32>) outs(%init : tensor<256x32768xf32>) -> tensor<256x32768xf32>
  return %r : tensor<256x32768xf32>
}
