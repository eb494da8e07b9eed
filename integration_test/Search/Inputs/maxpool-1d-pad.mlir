// Max pooling 1-D (torch's MaxPool1d(5, stride=2, padding=2, dilation=2) as
// kgen-import-onnx writes it): a tensor.pad of -inf on both sides of the
// sequence, windows that reach into the padding at both ends.
func.func @maxpool_ncw_pad(%x: tensor<2x3x17xf32>) -> tensor<2x3x7xf32> {
  %ninf = arith.constant 0xFF800000 : f32
  %p = tensor.pad %x low[0, 0, 2] high[0, 0, 2] {
  ^bb0(%a: index, %b: index, %c: index):
    tensor.yield %ninf : f32
  } : tensor<2x3x17xf32> to tensor<2x3x21xf32>
  %e = tensor.empty() : tensor<2x3x7xf32>
  %init = linalg.fill ins(%ninf : f32) outs(%e : tensor<2x3x7xf32>) -> tensor<2x3x7xf32>
  %win = tensor.empty() : tensor<5xf32>
  %r = linalg.pooling_ncw_max {dilations = dense<2> : tensor<1xi64>, strides = dense<2> : tensor<1xi64>}
         ins(%p, %win : tensor<2x3x21xf32>, tensor<5xf32>) outs(%init : tensor<2x3x7xf32>) -> tensor<2x3x7xf32>
  return %r : tensor<2x3x7xf32>
}
