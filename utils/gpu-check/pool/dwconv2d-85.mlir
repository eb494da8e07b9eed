module {
  func.func @main(%x: tensor<32x128x128x256xf32> {kgen.name = "x"}, %w: tensor<128x3x7xf32> {kgen.name = "w"}) -> (tensor<32x128x126x250xf32> {kgen.name = "y"}) {
    %cst = arith.constant 0.0 : f32
    %0 = tensor.empty() : tensor<32x128x126x250xf32>
    %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<32x128x126x250xf32>) -> tensor<32x128x126x250xf32>
    %2 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%x, %w : tensor<32x128x128x256xf32>, tensor<128x3x7xf32>) outs(%1 : tensor<32x128x126x250xf32>) -> tensor<32x128x126x250xf32>
    return %2 : tensor<32x128x126x250xf32>
  }
}
