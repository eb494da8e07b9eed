// Max pooling 3-D (torch's MaxPool3d(3, stride=2, padding=1, dilation=2) as
// kgen-import-onnx writes it: a pooling generic; the -inf padding only at
// the start of each spatial dimension, the end never reached).
#in = affine_map<(n, c, d, h, w, kd, kh, kw) -> (n, c, d * 2 + kd * 2, h * 2 + kh * 2, w * 2 + kw * 2)>
#win = affine_map<(n, c, d, h, w, kd, kh, kw) -> (kd, kh, kw)>
#out = affine_map<(n, c, d, h, w, kd, kh, kw) -> (n, c, d, h, w)>
func.func @maxpool_ncdhw_pad(%x: tensor<2x3x9x8x10xf32>) -> tensor<2x3x3x3x4xf32> {
  %ninf = arith.constant 0xFF800000 : f32
  %p = tensor.pad %x low[0, 0, 1, 1, 1] high[0, 0, 0, 0, 0] {
  ^bb0(%a: index, %b: index, %c: index, %d: index, %e: index):
    tensor.yield %ninf : f32
  } : tensor<2x3x9x8x10xf32> to tensor<2x3x10x9x11xf32>
  %e = tensor.empty() : tensor<2x3x3x3x4xf32>
  %init = linalg.fill ins(%ninf : f32) outs(%e : tensor<2x3x3x3x4xf32>) -> tensor<2x3x3x3x4xf32>
  %win = tensor.empty() : tensor<3x3x3xf32>
  %r = linalg.generic {indexing_maps = [#in, #win, #out],
                       iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]}
      ins(%p, %win : tensor<2x3x10x9x11xf32>, tensor<3x3x3xf32>) outs(%init : tensor<2x3x3x3x4xf32>) {
  ^bb0(%a: f32, %unused: f32, %acc: f32):
    %m = arith.maximumf %acc, %a : f32
    linalg.yield %m : f32
  } -> tensor<2x3x3x3x4xf32>
  return %r : tensor<2x3x3x3x4xf32>
}
