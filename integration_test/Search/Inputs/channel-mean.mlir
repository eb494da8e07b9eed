// A batch norm's per-channel sum over N, H and W of [8, 16, 32, 32]: a
// reduction to few outputs over loops that are not adjacent in memory.
func.func @main(%x: tensor<8x16x32x32xf32> {kgen.name = "x"}) -> (tensor<16xf32> {kgen.name = "y"}) {
  %zero = arith.constant 0.0 : f32
  %init = tensor.empty() : tensor<16xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%init : tensor<16xf32>) -> tensor<16xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(n, c, h, w) -> (n, c, h, w)>, affine_map<(n, c, h, w) -> (c)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%x : tensor<8x16x32x32xf32>) outs(%acc : tensor<16xf32>) {
  ^bb0(%in: f32, %out: f32):
    %s = arith.addf %in, %out : f32
    linalg.yield %s : f32
  } -> tensor<16xf32>
  return %r : tensor<16xf32>
}
