// A correct candidate for near-constant.mlir: 1000 + 0.005 tanh(x) with the
// operands of its multiplication and addition swapped.
func.func @k(%a: tensor<64x100xf32>) -> tensor<64x100xf32> {
  %init = tensor.empty() : tensor<64x100xf32>
  %0 = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<64x100xf32>) outs(%init : tensor<64x100xf32>) {
  ^bb0(%x: f32, %o: f32):
    %c = arith.constant 5.0e-3 : f32
    %b = arith.constant 1.0e3 : f32
    %t = math.tanh %x : f32
    %s = arith.mulf %c, %t : f32
    %r = arith.addf %b, %s : f32
    linalg.yield %r : f32
  } -> tensor<64x100xf32>
  return %0 : tensor<64x100xf32>
}
