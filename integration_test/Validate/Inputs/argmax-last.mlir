// Negative control for argmax: keeps the last maximum instead of the first
// (right whenever the maximum is unique; ties come with the "special" trial).
func.func @argmax(%a: tensor<32x100xf32>) -> tensor<32xi64> {
  %ninf = arith.constant 0xFF800000 : f32
  %zero = arith.constant 0 : i64
  %vinit = tensor.empty() : tensor<32xf32>
  %iinit = tensor.empty() : tensor<32xi64>
  %v0 = linalg.fill ins(%ninf : f32) outs(%vinit : tensor<32xf32>) -> tensor<32xf32>
  %i0 = linalg.fill ins(%zero : i64) outs(%iinit : tensor<32xi64>) -> tensor<32xi64>
  %r:2 = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>, affine_map<(i, j) -> (i)>],
                         iterator_types = ["parallel", "reduction"]}
      ins(%a : tensor<32x100xf32>) outs(%v0, %i0 : tensor<32xf32>, tensor<32xi64>) {
    ^bb0(%x: f32, %best: f32, %idx: i64):
      %j = linalg.index 1 : index
      %jj = arith.index_cast %j : index to i64
      %gt = arith.cmpf oge, %x, %best : f32
      %nb = arith.select %gt, %x, %best : f32
      %ni = arith.select %gt, %jj, %idx : i64
      linalg.yield %nb, %ni : f32, i64
  } -> (tensor<32xf32>, tensor<32xi64>)
  return %r#1 : tensor<32xi64>
}
