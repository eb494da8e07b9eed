// Log-softmax over 256 rows of 32768 (kgen.log_softmax), the reference
// for gpu-softmax-rows-cuda.test's negative control: a softmax kernel
// must not pass for it.
func.func @softmax_long(%x: tensor<256x32768xf32>) -> tensor<256x32768xf32> {
  %init = tensor.empty() : tensor<256x32768xf32>
  %r = kgen.log_softmax ins(%x : tensor<256x32768xf32>) outs(%init : tensor<256x32768xf32>) dimension = 1
  return %r : tensor<256x32768xf32>
}
