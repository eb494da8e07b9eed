// @row_sum_long's function (row sums of a 32x65536 tensor) with each row's
// reduction inside a loop over the rows: kgen-split-long-reductions leaves
// ops inside loops alone (a strategy's tiles), so each row is one
// sequential float32 sum of 65536 terms.
func.func @row_sum_long(%x: tensor<32x65536xf32>) -> tensor<32xf32> {
  %zero = arith.constant 0.0 : f32
  %init = tensor.empty() : tensor<32xf32>
  %r = scf.forall (%i) in (32) shared_outs(%out = %init) -> tensor<32xf32> {
    %row = tensor.extract_slice %x[%i, 0] [1, 65536] [1, 1] : tensor<32x65536xf32> to tensor<1x65536xf32>
    %e = tensor.empty() : tensor<1xf32>
    %f = linalg.fill ins(%zero : f32) outs(%e : tensor<1xf32>) -> tensor<1xf32>
    %s = linalg.reduce ins(%row : tensor<1x65536xf32>) outs(%f : tensor<1xf32>) dimensions = [1]
      (%a: f32, %o: f32) {
        %t = arith.addf %a, %o : f32
        linalg.yield %t : f32
      }
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %out[%i] [1] [1] : tensor<1xf32> into tensor<32xf32>
    }
  }
  return %r : tensor<32xf32>
}
