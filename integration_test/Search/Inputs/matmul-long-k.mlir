// Few outputs and a long K (48x200, K = 12288) with a bias and a ReLU: no
// tile gives every multiprocessor of an sm_90 a block, so gpu/matmul's
// start splits K.
#id = affine_map<(i, j) -> (i, j)>
#row = affine_map<(i, j) -> (j)>
func.func @matmul_long_k(%x: tensor<48x12288xf32>, %w: tensor<12288x200xf32>, %bias: tensor<200xf32>) -> tensor<48x200xf32> attributes {kgen.kernel} {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<48x200xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%e : tensor<48x200xf32>) -> tensor<48x200xf32>
  %mm = linalg.matmul ins(%x, %w : tensor<48x12288xf32>, tensor<12288x200xf32>) outs(%acc : tensor<48x200xf32>) -> tensor<48x200xf32>
  %e1 = tensor.empty() : tensor<48x200xf32>
  %out = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%mm, %bias : tensor<48x200xf32>, tensor<200xf32>) outs(%e1 : tensor<48x200xf32>) {
    ^bb0(%a: f32, %b: f32, %o: f32):
      %s = arith.addf %a, %b : f32
      %r = arith.maximumf %s, %zero : f32
      linalg.yield %r : f32
  } -> tensor<48x200xf32>
  return %out : tensor<48x200xf32>
}
