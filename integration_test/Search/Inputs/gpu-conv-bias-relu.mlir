// A 3x3 convolution with zero padding 1 (a tensor.pad producer), a bias add
// and a ReLU: linalg.conv_2d_nchw_fchw, input 2x16x32x32, filter
// 32x16x3x3, output 2x32x32x32.
func.func @conv_bias_relu(%x: tensor<2x16x32x32xf32>, %w: tensor<32x16x3x3xf32>, %b: tensor<32xf32>) -> tensor<2x32x32x32xf32> {
  %zero = arith.constant 0.0 : f32
  %p = tensor.pad %x low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%i: index, %j: index, %k: index, %l: index):
    tensor.yield %zero : f32
  } : tensor<2x16x32x32xf32> to tensor<2x16x34x34xf32>
  %init = tensor.empty() : tensor<2x32x32x32xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%init : tensor<2x32x32x32xf32>) -> tensor<2x32x32x32xf32>
  %0 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
         ins(%p, %w : tensor<2x16x34x34xf32>, tensor<32x16x3x3xf32>) outs(%acc : tensor<2x32x32x32xf32>) -> tensor<2x32x32x32xf32>
  %1 = linalg.generic {indexing_maps = [affine_map<(n, f, h, w) -> (n, f, h, w)>, affine_map<(n, f, h, w) -> (f)>, affine_map<(n, f, h, w) -> (n, f, h, w)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%0, %b : tensor<2x32x32x32xf32>, tensor<32xf32>) outs(%init : tensor<2x32x32x32xf32>) {
  ^bb0(%a: f32, %bb: f32, %o: f32):
    %s = arith.addf %a, %bb : f32
    %r = arith.maximumf %s, %zero : f32
    linalg.yield %r : f32
  } -> tensor<2x32x32x32xf32>
  return %1 : tensor<2x32x32x32xf32>
}
