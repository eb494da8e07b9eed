// Sum pooling (AveragePool's numerator), NCHW, 3x2 window, strides (2, 1),
// dilations (1, 2), on an input zero-padded by (1, 0, 2, 1): the window
// overlaps the padding at the edges.
func.func @pool_nchw(%x: tensor<2x3x7x6xf32>) -> tensor<2x3x3x7xf32> {
  %zero = arith.constant 0.0 : f32
  // The zero padding (1, 0, 2, 1) of a tensor.pad, written with linalg ops
  // (the host pipeline cannot run a strided memref.copy).
  %pe = tensor.empty() : tensor<2x3x8x9xf32>
  %pz = linalg.fill ins(%zero : f32) outs(%pe : tensor<2x3x8x9xf32>) -> tensor<2x3x8x9xf32>
  %ps = tensor.extract_slice %pz[0, 0, 1, 2] [2, 3, 7, 6] [1, 1, 1, 1] : tensor<2x3x8x9xf32> to tensor<2x3x7x6xf32>
  %pc = linalg.copy ins(%x : tensor<2x3x7x6xf32>) outs(%ps : tensor<2x3x7x6xf32>) -> tensor<2x3x7x6xf32>
  %p = tensor.insert_slice %pc into %pz[0, 0, 1, 2] [2, 3, 7, 6] [1, 1, 1, 1] : tensor<2x3x7x6xf32> into tensor<2x3x8x9xf32>
  %win = tensor.empty() : tensor<3x2xf32>
  %e = tensor.empty() : tensor<2x3x3x7xf32>
  %init = linalg.fill ins(%zero : f32) outs(%e : tensor<2x3x3x7xf32>) -> tensor<2x3x3x7xf32>
  %r = linalg.pooling_nchw_sum {strides = dense<[2, 1]> : tensor<2xi64>, dilations = dense<[1, 2]> : tensor<2xi64>}
         ins(%p, %win : tensor<2x3x8x9xf32>, tensor<3x2xf32>) outs(%init : tensor<2x3x3x7xf32>) -> tensor<2x3x3x7xf32>
  return %r : tensor<2x3x3x7xf32>
}
