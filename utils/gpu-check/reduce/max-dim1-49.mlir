// level1/49: torch.max(x, dim=1)[0] on [128, 4096, 4095], as kgen-import-onnx writes it.
func.func @main(%x: tensor<128x4096x4095xf32> {kgen.name = "x"}) -> (tensor<128x4095xf32> {kgen.name = "y"}) {
  %ninf = arith.constant 0xFF800000 : f32
  %init = tensor.empty() : tensor<128x4095xf32>
  %acc = linalg.fill ins(%ninf : f32) outs(%init : tensor<128x4095xf32>) -> tensor<128x4095xf32>
  %m = linalg.generic {indexing_maps = [affine_map<(b, r, c) -> (b, r, c)>, affine_map<(b, r, c) -> (b, c)>], iterator_types = ["parallel", "reduction", "parallel"]} ins(%x : tensor<128x4096x4095xf32>) outs(%acc : tensor<128x4095xf32>) {
  ^bb0(%a: f32, %o: f32):
    %s = arith.maximumf %a, %o : f32
    linalg.yield %s : f32
  } -> tensor<128x4095xf32>
  return %m : tensor<128x4095xf32>
}
