// A row sum over rows of 100 elements (64x100): vector widths that do not
// divide the row length leave partial tiles.
func.func @row_sum_odd(%x: tensor<64x100xf32>) -> tensor<64xf32> {
  %zero = arith.constant 0.0 : f32
  %init = tensor.empty() : tensor<64xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%init : tensor<64xf32>) -> tensor<64xf32>
  %r = linalg.reduce ins(%x : tensor<64x100xf32>) outs(%acc : tensor<64xf32>) dimensions = [1]
    (%a: f32, %o: f32) {
      %s = arith.addf %a, %o : f32
      linalg.yield %s : f32
    }
  return %r : tensor<64xf32>
}
