// A softmax without the max subtraction: exp(x) / sum(exp(x)). Right for
// the problem's own inputs (uniform [0, 1)), Inf/Inf = NaN for the large
// ones: the harness must report it as a wrong answer.
#id = affine_map<(i, j) -> (i, j)>
#row = affine_map<(i, j) -> (i)>
func.func @main(%x: tensor<5x33xf32> {kgen.name = "x"})
    -> (tensor<5x33xf32> {kgen.name = "output_0"}) {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<5x33xf32>
  %ex = linalg.generic {indexing_maps = [#id, #id],
                        iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<5x33xf32>) outs(%e : tensor<5x33xf32>) {
  ^bb0(%a: f32, %o: f32):
    %v = math.exp %a : f32
    linalg.yield %v : f32
  } -> tensor<5x33xf32>
  %se = tensor.empty() : tensor<5xf32>
  %sf = linalg.fill ins(%zero : f32) outs(%se : tensor<5xf32>) -> tensor<5xf32>
  %sum = linalg.generic {indexing_maps = [#id, #row],
                         iterator_types = ["parallel", "reduction"]}
      ins(%ex : tensor<5x33xf32>) outs(%sf : tensor<5xf32>) {
  ^bb0(%a: f32, %o: f32):
    %v = arith.addf %a, %o : f32
    linalg.yield %v : f32
  } -> tensor<5xf32>
  %y = linalg.generic {indexing_maps = [#id, #row, #id],
                       iterator_types = ["parallel", "parallel"]}
      ins(%ex, %sum : tensor<5x33xf32>, tensor<5xf32>) outs(%e : tensor<5x33xf32>) {
  ^bb0(%a: f32, %s: f32, %o: f32):
    %v = arith.divf %a, %s : f32
    linalg.yield %v : f32
  } -> tensor<5x33xf32>
  return %y : tensor<5x33xf32>
}
