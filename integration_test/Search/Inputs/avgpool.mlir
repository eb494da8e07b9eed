// 2x2 average pooling with stride 2: linalg.pooling_nchw_sum, then a divide
// by the window size; input 1x32x64x64, output 1x32x32x32.
func.func @avgpool(%x: tensor<1x32x64x64xf32>) -> tensor<1x32x32x32xf32> {
  %zero = arith.constant 0.0 : f32
  %four = arith.constant 4.0 : f32
  %win = tensor.empty() : tensor<2x2xf32>
  %init = tensor.empty() : tensor<1x32x32x32xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%init : tensor<1x32x32x32xf32>) -> tensor<1x32x32x32xf32>
  %0 = linalg.pooling_nchw_sum {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
         ins(%x, %win : tensor<1x32x64x64xf32>, tensor<2x2xf32>) outs(%acc : tensor<1x32x32x32xf32>) -> tensor<1x32x32x32xf32>
  %1 = linalg.generic {indexing_maps = [affine_map<(n, c, h, w) -> (n, c, h, w)>, affine_map<(n, c, h, w) -> (n, c, h, w)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%0 : tensor<1x32x32x32xf32>) outs(%init : tensor<1x32x32x32xf32>) {
  ^bb0(%a: f32, %o: f32):
    %d = arith.divf %a, %four : f32
    linalg.yield %d : f32
  } -> tensor<1x32x32x32xf32>
  return %1 : tensor<1x32x32x32xf32>
}
