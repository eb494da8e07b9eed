// gather-targets.mlir computed as a one-hot reduction over the columns:
// out[r] = sum_c (c == t[r] ? -logp[r, c] : 0). Reads every element in
// bounds whatever the targets; equal to the gather for every target (one
// nonzero term, or none for -100 and for targets out of range).
func.func @gather(%logp: tensor<37x53xf32>, %t: tensor<37xi64>) -> tensor<37xf32> {
  %zero = arith.constant 0.0 : f32
  %empty = tensor.empty() : tensor<37xf32>
  %init = linalg.fill ins(%zero : f32) outs(%empty : tensor<37xf32>) -> tensor<37xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(i, c) -> (i, c)>, affine_map<(i, c) -> (i)>, affine_map<(i, c) -> (i)>],
                       iterator_types = ["parallel", "reduction"]}
      ins(%logp, %t : tensor<37x53xf32>, tensor<37xi64>) outs(%init : tensor<37xf32>) {
    ^bb0(%x: f32, %in: i64, %acc: f32):
      %c = linalg.index 1 : index
      %ci = arith.index_cast %c : index to i64
      %hit = arith.cmpi eq, %ci, %in : i64
      %neg = arith.negf %x : f32
      %term = arith.select %hit, %neg, %zero : f32
      %sum = arith.addf %acc, %term : f32
      linalg.yield %sum : f32
  } -> tensor<37xf32>
  return %r : tensor<37xf32>
}
