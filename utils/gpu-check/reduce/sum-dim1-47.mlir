// level1/47: torch.sum(x, dim=1, keepdim=True) on [128, 4096, 4095], as kgen-import-onnx writes it.
func.func @main(%x: tensor<128x4096x4095xf32> {kgen.name = "x"}) -> (tensor<128x1x4095xf32> {kgen.name = "y"}) {
  %zero = arith.constant 0.0 : f32
  %init = tensor.empty() : tensor<128x4095xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%init : tensor<128x4095xf32>) -> tensor<128x4095xf32>
  %sum = linalg.generic {indexing_maps = [affine_map<(b, r, c) -> (b, r, c)>, affine_map<(b, r, c) -> (b, c)>], iterator_types = ["parallel", "reduction", "parallel"]} ins(%x : tensor<128x4096x4095xf32>) outs(%acc : tensor<128x4095xf32>) {
  ^bb0(%a: f32, %o: f32):
    %s = arith.addf %a, %o : f32
    linalg.yield %s : f32
  } -> tensor<128x4095xf32>
  %r = tensor.expand_shape %sum [[0, 1], [2]] output_shape [128, 1, 4095] : tensor<128x4095xf32> into tensor<128x1x4095xf32>
  return %r : tensor<128x1x4095xf32>
}
