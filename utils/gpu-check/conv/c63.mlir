// Level-1 63's convolution (stride 1, no padding, no bias) as the importer
// writes it: a named linalg convolution into a zero fill.
module {
  func.func @main(%x: tensor<16x16x1024x1024xf32> {kgen.name = "x"}, %w: tensor<128x16x3x3xf32> {kgen.name = "weight"}) -> (tensor<16x128x1022x1022xf32> {kgen.name = "y"}) {
    %0 = tensor.empty() : tensor<16x128x1022x1022xf32>
    %cst = arith.constant 0.000000e+00 : f32
    %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<16x128x1022x1022xf32>) -> tensor<16x128x1022x1022xf32>
    %2 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%x, %w : tensor<16x16x1024x1024xf32>, tensor<128x16x3x3xf32>) outs(%1 : tensor<16x128x1022x1022xf32>) -> tensor<16x128x1022x1022xf32>
    return %2 : tensor<16x128x1022x1022xf32>
  }
}
