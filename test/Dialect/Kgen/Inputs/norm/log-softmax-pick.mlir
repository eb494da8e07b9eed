// A log-softmax read at one class per row (row i picks class (7 i + 3) mod
// 13), negated: a loss's per-row term. norm-validate.test checks its
// canonicalized form (the rows' log-sum-exp) against it.
func.func @log_softmax_pick(%x: tensor<37x13xf32>) -> tensor<37xf32> {
  %i0 = tensor.empty() : tensor<37x13xf32>
  %ls = kgen.log_softmax ins(%x : tensor<37x13xf32>) outs(%i0 : tensor<37x13xf32>) dimension = 1
  %e = tensor.empty() : tensor<37xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      outs(%e : tensor<37xf32>) {
  ^bb0(%o: f32):
    %i = linalg.index 0 : index
    %c7 = arith.constant 7 : index
    %c3 = arith.constant 3 : index
    %c13 = arith.constant 13 : index
    %m = arith.muli %i, %c7 : index
    %a = arith.addi %m, %c3 : index
    %c = arith.remui %a, %c13 : index
    %v = tensor.extract %ls[%i, %c] : tensor<37x13xf32>
    %n = arith.negf %v : f32
    linalg.yield %n : f32
  } -> tensor<37xf32>
  return %r : tensor<37xf32>
}
