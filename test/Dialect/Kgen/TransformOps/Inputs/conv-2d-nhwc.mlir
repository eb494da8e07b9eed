// linalg.conv_2d_nhwc_hwcf, strides (1, 2), on a zero-padded input (pad
// written with linalg ops), from a zero init.
func.func @conv_nhwc(%x: tensor<1x6x7x3xf32>, %w: tensor<3x3x3x4xf32>) -> tensor<1x6x4x4xf32> {
  %zero = arith.constant 0.0 : f32
  %pe = tensor.empty() : tensor<1x8x9x3xf32>
  %pz = linalg.fill ins(%zero : f32) outs(%pe : tensor<1x8x9x3xf32>) -> tensor<1x8x9x3xf32>
  %ps = tensor.extract_slice %pz[0, 1, 1, 0] [1, 6, 7, 3] [1, 1, 1, 1] : tensor<1x8x9x3xf32> to tensor<1x6x7x3xf32>
  %pc = linalg.copy ins(%x : tensor<1x6x7x3xf32>) outs(%ps : tensor<1x6x7x3xf32>) -> tensor<1x6x7x3xf32>
  %p = tensor.insert_slice %pc into %pz[0, 1, 1, 0] [1, 6, 7, 3] [1, 1, 1, 1] : tensor<1x6x7x3xf32> into tensor<1x8x9x3xf32>
  %e = tensor.empty() : tensor<1x6x4x4xf32>
  %init = linalg.fill ins(%zero : f32) outs(%e : tensor<1x6x4x4xf32>) -> tensor<1x6x4x4xf32>
  %r = linalg.conv_2d_nhwc_hwcf {strides = dense<[1, 2]> : tensor<2xi64>, dilations = dense<1> : tensor<2xi64>}
         ins(%p, %w : tensor<1x8x9x3xf32>, tensor<3x3x3x4xf32>) outs(%init : tensor<1x6x4x4xf32>) -> tensor<1x6x4x4xf32>
  return %r : tensor<1x6x4x4xf32>
}
