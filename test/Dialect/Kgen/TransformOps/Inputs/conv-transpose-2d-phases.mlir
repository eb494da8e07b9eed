// A 2-D transposed convolution whose phases differ: strides (5, 2) with
// dilations (2, 3) (phases without kernel positions, phases of one and of
// two), groups 2, begin padding, output padding along H and an end crop
// along W, into a non-zero init.
func.func @conv_transpose_2d_phases(%x: tensor<1x4x3x5xf32>, %w: tensor<4x2x3x3xf32>, %b: tensor<1x4x17x12xf32>) -> tensor<1x4x17x12xf32> {
  %e = tensor.empty() : tensor<1x4x17x12xf32>
  %init = linalg.copy ins(%b : tensor<1x4x17x12xf32>) outs(%e : tensor<1x4x17x12xf32>) -> tensor<1x4x17x12xf32>
  %r = kgen.conv_transpose ins(%x, %w : tensor<1x4x3x5xf32>, tensor<4x2x3x3xf32>) outs(%init : tensor<1x4x17x12xf32>) strides = [5, 2] dilations = [2, 3] pads_begin = [1, 2] groups = 2 : tensor<1x4x17x12xf32>
  return %r : tensor<1x4x17x12xf32>
}
