// Few long rows: the sum of each row of a 32x65536 input (a linalg.reduce;
// 32 rows are too few for a row per thread: gpu/rowwise-block's case).
func.func @row_sum_long(%x: tensor<32x65536xf32>) -> tensor<32xf32> {
  %zero = arith.constant 0.0 : f32
  %init = tensor.empty() : tensor<32xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%init : tensor<32xf32>) -> tensor<32xf32>
  %r = linalg.reduce ins(%x : tensor<32x65536xf32>) outs(%acc : tensor<32xf32>) dimensions = [1]
    (%a: f32, %o: f32) {
      %s = arith.addf %a, %o : f32
      linalg.yield %s : f32
    }
  return %r : tensor<32xf32>
}
