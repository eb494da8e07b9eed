// 1-D transposed convolutions whose phases differ: stride 3 with dilation
// 3 (one phase takes every kernel position, two take none), padding 4 and
// output padding 2; stride 4 with dilation 2 (two phases of alternate
// kernel positions, two of none); stride 2 into a fill that the two
// phases cover (each phase fills its own slice).
func.func @conv_transpose_1d_phases(%x: tensor<2x3x6xf32>, %w: tensor<3x2x4xf32>, %b: tensor<2x2x23xf32>, %y: tensor<1x2x4xf32>, %v: tensor<2x3x5xf32>, %z: tensor<1x2x5xf32>, %u: tensor<2x3x4xf32>) -> (tensor<2x2x23xf32>, tensor<1x3x21xf32>, tensor<1x3x11xf32>) {
  %e = tensor.empty() : tensor<2x2x23xf32>
  %init = linalg.copy ins(%b : tensor<2x2x23xf32>) outs(%e : tensor<2x2x23xf32>) -> tensor<2x2x23xf32>
  %r = kgen.conv_transpose ins(%x, %w : tensor<2x3x6xf32>, tensor<3x2x4xf32>) outs(%init : tensor<2x2x23xf32>) strides = [3] dilations = [3] pads_begin = [4] groups = 1 : tensor<2x2x23xf32>
  %zero = arith.constant 0.0 : f32
  %e2 = tensor.empty() : tensor<1x3x21xf32>
  %init2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<1x3x21xf32>) -> tensor<1x3x21xf32>
  %r2 = kgen.conv_transpose ins(%y, %v : tensor<1x2x4xf32>, tensor<2x3x5xf32>) outs(%init2 : tensor<1x3x21xf32>) strides = [4] dilations = [2] pads_begin = [0] groups = 1 : tensor<1x3x21xf32>
  %e3 = tensor.empty() : tensor<1x3x11xf32>
  %init3 = linalg.fill ins(%zero : f32) outs(%e3 : tensor<1x3x11xf32>) -> tensor<1x3x11xf32>
  %r3 = kgen.conv_transpose ins(%z, %u : tensor<1x2x5xf32>, tensor<2x3x4xf32>) outs(%init3 : tensor<1x3x11xf32>) strides = [2] dilations = [1] pads_begin = [1] groups = 1 : tensor<1x3x11xf32>
  return %r, %r2, %r3 : tensor<2x2x23xf32>, tensor<1x3x21xf32>, tensor<1x3x11xf32>
}
