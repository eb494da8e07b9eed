module {
  func.func @main(%arg0: tensor<64x64x128x256xf32> {kgen.name = "x"}, %arg1: tensor<64x128x3x5xf32> {kgen.name = "conv_transpose2d.weight"}) -> (tensor<64x128x130x260xf32> {kgen.name = "2"}) {
    %0 = tensor.empty() : tensor<64x128x130x260xf32>
    %cst = arith.constant 0.000000e+00 : f32
    %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<64x128x130x260xf32>) -> tensor<64x128x130x260xf32>
    %2 = kgen.conv_transpose ins(%arg0, %arg1 : tensor<64x64x128x256xf32>, tensor<64x128x3x5xf32>) outs(%1 : tensor<64x128x130x260xf32>) strides = [1, 1] dilations = [1, 1] pads_begin = [0, 0] groups = 1 : tensor<64x128x130x260xf32>
    return %2 : tensor<64x128x130x260xf32>
  }
}

