// A long row sum (37x105) and a matmul with a long K (19x84 by 84x23):
// the kernel that split-reduction.test splits.
func.func @k(%x: tensor<37x105xf32>, %a: tensor<19x84xf32>, %b: tensor<84x23xf32>)
    -> (tensor<37xf32>, tensor<19x23xf32>) {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<37xf32>
  %init = linalg.fill ins(%zero : f32) outs(%e : tensor<37xf32>) -> tensor<37xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(i, k) -> (i, k)>, affine_map<(i, k) -> (i)>], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<37x105xf32>) outs(%init : tensor<37xf32>) {
    ^bb0(%v: f32, %o: f32):
      %s = arith.addf %v, %o : f32
      linalg.yield %s : f32
  } -> tensor<37xf32>
  %e2 = tensor.empty() : tensor<19x23xf32>
  %c = linalg.fill ins(%zero : f32) outs(%e2 : tensor<19x23xf32>) -> tensor<19x23xf32>
  %mm = linalg.matmul ins(%a, %b : tensor<19x84xf32>, tensor<84x23xf32>) outs(%c : tensor<19x23xf32>) -> tensor<19x23xf32>
  return %r, %mm : tensor<37xf32>, tensor<19x23xf32>
}
