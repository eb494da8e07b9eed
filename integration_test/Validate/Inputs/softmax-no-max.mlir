// Wrong on purpose: softmax.mlir without subtracting the row maximum,
// exp(x) / sum(exp(x)), which overflows for large inputs.
#id = affine_map<(i, j) -> (i, j)>
#row = affine_map<(i, j) -> (i)>
func.func @softmax(%x: tensor<7x33xf32>) -> tensor<7x33xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<7xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<7xf32>) -> tensor<7xf32>
  %sum = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<7x33xf32>) outs(%f : tensor<7xf32>) {
    ^bb0(%a: f32, %acc: f32):
      %ex = math.exp %a : f32
      %s = arith.addf %acc, %ex : f32
      linalg.yield %s : f32
  } -> tensor<7xf32>
  %e2 = tensor.empty() : tensor<7x33xf32>
  %r = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %sum : tensor<7x33xf32>, tensor<7xf32>) outs(%e2 : tensor<7x33xf32>) {
    ^bb0(%a: f32, %s: f32, %o: f32):
      %ex = math.exp %a : f32
      %d = arith.divf %ex, %s : f32
      linalg.yield %d : f32
  } -> tensor<7x33xf32>
  return %r : tensor<7x33xf32>
}
