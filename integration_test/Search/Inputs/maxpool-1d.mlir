// 1-D max pooling (the importer's linalg.pooling_ncw_max): window 3,
// stride 2, dilation 2; 12 channels and 61 outputs do not fill the tiles.
func.func @maxpool_1d(%x: tensor<2x12x126xf32>) -> tensor<2x12x61xf32> {
  %ninf = arith.constant 0xFF800000 : f32
  %win = tensor.empty() : tensor<3xf32>
  %init = tensor.empty() : tensor<2x12x61xf32>
  %acc = linalg.fill ins(%ninf : f32) outs(%init : tensor<2x12x61xf32>) -> tensor<2x12x61xf32>
  %0 = linalg.pooling_ncw_max {dilations = dense<2> : tensor<1xi64>, strides = dense<2> : tensor<1xi64>}
         ins(%x, %win : tensor<2x12x126xf32>, tensor<3xf32>) outs(%acc : tensor<2x12x61xf32>) -> tensor<2x12x61xf32>
  return %0 : tensor<2x12x61xf32>
}
