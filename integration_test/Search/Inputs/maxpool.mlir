// 3x3 max pooling with stride 2: linalg.pooling_nchw_max, input
// 2x16x65x65, output 2x16x32x32.
func.func @maxpool(%x: tensor<2x16x65x65xf32>) -> tensor<2x16x32x32xf32> {
  %ninf = arith.constant 0xFF800000 : f32
  %win = tensor.empty() : tensor<3x3xf32>
  %init = tensor.empty() : tensor<2x16x32x32xf32>
  %acc = linalg.fill ins(%ninf : f32) outs(%init : tensor<2x16x32x32xf32>) -> tensor<2x16x32x32xf32>
  %0 = linalg.pooling_nchw_max {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
         ins(%x, %win : tensor<2x16x65x65xf32>, tensor<3x3xf32>) outs(%acc : tensor<2x16x32x32xf32>) -> tensor<2x16x32x32xf32>
  return %0 : tensor<2x16x32x32xf32>
}
