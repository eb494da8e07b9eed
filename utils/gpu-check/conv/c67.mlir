// Level-1 67's convolution (stride 1, no padding, no bias) as the importer
// writes it: a named linalg convolution into a zero fill.
module {
  func.func @main(%x: tensor<32x64x131072xf32> {kgen.name = "x"}, %w: tensor<128x64x3xf32> {kgen.name = "weight"}) -> (tensor<32x128x131070xf32> {kgen.name = "y"}) {
    %0 = tensor.empty() : tensor<32x128x131070xf32>
    %cst = arith.constant 0.000000e+00 : f32
    %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<32x128x131070xf32>) -> tensor<32x128x131070xf32>
    %2 = linalg.conv_1d_ncw_fcw {dilations = dense<1> : tensor<1xi64>, strides = dense<1> : tensor<1xi64>} ins(%x, %w : tensor<32x64x131072xf32>, tensor<128x64x3xf32>) outs(%1 : tensor<32x128x131070xf32>) -> tensor<32x128x131070xf32>
    return %2 : tensor<32x128x131070xf32>
  }
}
