// A cross-entropy-style gather: out[r] = -logp[r, t[r]] where t[r] is not
// the ignore index -100, else 0 (the importer's form of
// torch.nn.functional.nll_loss(reduction="none")). The targets are i64
// class indices into the 53 columns: only t in [0, 53) (or -100) is in the
// kernel's domain; anything else reads out of bounds.
func.func @gather(%logp: tensor<37x53xf32>, %t: tensor<37xi64>) -> tensor<37xf32> {
  %init = tensor.empty() : tensor<37xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>],
                       iterator_types = ["parallel"]}
      ins(%t : tensor<37xi64>) outs(%init : tensor<37xf32>) {
    ^bb0(%in: i64, %out: f32):
      %idx = arith.index_cast %in : i64 to index
      %ignore = arith.constant -100 : i64
      %ne = arith.cmpi ne, %in, %ignore : i64
      %c0 = arith.constant 0 : index
      %col = arith.select %ne, %idx, %c0 : index
      %row = linalg.index 0 : index
      %x = tensor.extract %logp[%row, %col] : tensor<37x53xf32>
      %neg = arith.negf %x : f32
      %zero = arith.constant 0.0 : f32
      %v = arith.select %ne, %neg, %zero : f32
      linalg.yield %v : f32
  } -> tensor<37xf32>
  return %r : tensor<37xf32>
}
