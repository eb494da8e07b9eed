// 3x3 average pooling with stride 3 whose sizes no power-of-two tile
// divides: linalg.pooling_nchw_sum then a divide by the window size;
// input 2x12x20x23, output 2x12x6x7 (12 channels, 6 rows, 7 columns).
func.func @avgpool_odd(%x: tensor<2x12x20x23xf32>) -> tensor<2x12x6x7xf32> {
  %zero = arith.constant 0.0 : f32
  %nine = arith.constant 9.0 : f32
  %win = tensor.empty() : tensor<3x3xf32>
  %init = tensor.empty() : tensor<2x12x6x7xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%init : tensor<2x12x6x7xf32>) -> tensor<2x12x6x7xf32>
  %0 = linalg.pooling_nchw_sum {dilations = dense<1> : tensor<2xi64>, strides = dense<3> : tensor<2xi64>}
         ins(%x, %win : tensor<2x12x20x23xf32>, tensor<3x3xf32>) outs(%acc : tensor<2x12x6x7xf32>) -> tensor<2x12x6x7xf32>
  %1 = linalg.generic {indexing_maps = [affine_map<(n, c, h, w) -> (n, c, h, w)>, affine_map<(n, c, h, w) -> (n, c, h, w)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%0 : tensor<2x12x6x7xf32>) outs(%init : tensor<2x12x6x7xf32>) {
  ^bb0(%a: f32, %o: f32):
    %d = arith.divf %a, %nine : f32
    linalg.yield %d : f32
  } -> tensor<2x12x6x7xf32>
  return %1 : tensor<2x12x6x7xf32>
}
