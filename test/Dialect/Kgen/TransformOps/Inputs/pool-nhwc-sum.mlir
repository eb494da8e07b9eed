// Sum pooling, NHWC, 2x3 window, strides (1, 2), accumulated into a copy of
// %b.
func.func @pool_nhwc(%x: tensor<1x5x9x3xf32>, %b: tensor<1x4x4x3xf32>) -> tensor<1x4x4x3xf32> {
  %win = tensor.empty() : tensor<2x3xf32>
  %e = tensor.empty() : tensor<1x4x4x3xf32>
  %init = linalg.copy ins(%b : tensor<1x4x4x3xf32>) outs(%e : tensor<1x4x4x3xf32>) -> tensor<1x4x4x3xf32>
  %r = linalg.pooling_nhwc_sum {strides = dense<[1, 2]> : tensor<2xi64>, dilations = dense<1> : tensor<2xi64>}
         ins(%x, %win : tensor<1x5x9x3xf32>, tensor<2x3xf32>) outs(%init : tensor<1x4x4x3xf32>) -> tensor<1x4x4x3xf32>
  return %r : tensor<1x4x4x3xf32>
}
