// matmul (odd sizes) + bias (broadcast over rows) + relu + residual add:
// the kernel that fuse-epilogue.test fuses.
#id = affine_map<(i, j) -> (i, j)>
#row = affine_map<(i, j) -> (j)>
func.func @k(%a: tensor<37x29xf32>, %b: tensor<29x43xf32>, %bias: tensor<43xf32>,
             %res: tensor<37x43xf32>) -> tensor<37x43xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<37x43xf32>
  %fill = linalg.fill ins(%zero : f32) outs(%e : tensor<37x43xf32>) -> tensor<37x43xf32>
  %mm = linalg.matmul ins(%a, %b : tensor<37x29xf32>, tensor<29x43xf32>) outs(%fill : tensor<37x43xf32>) -> tensor<37x43xf32>
  %e1 = tensor.empty() : tensor<37x43xf32>
  %biased = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%mm, %bias : tensor<37x43xf32>, tensor<43xf32>) outs(%e1 : tensor<37x43xf32>) {
    ^bb0(%x: f32, %y: f32, %o: f32):
      %s = arith.addf %x, %y : f32
      linalg.yield %s : f32
  } -> tensor<37x43xf32>
  %e2 = tensor.empty() : tensor<37x43xf32>
  %relu = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%biased : tensor<37x43xf32>) outs(%e2 : tensor<37x43xf32>) {
    ^bb0(%x: f32, %o: f32):
      %m = arith.maximumf %x, %zero : f32
      linalg.yield %m : f32
  } -> tensor<37x43xf32>
  %e3 = tensor.empty() : tensor<37x43xf32>
  %sum = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%relu, %res : tensor<37x43xf32>, tensor<37x43xf32>) outs(%e3 : tensor<37x43xf32>) {
    ^bb0(%x: f32, %y: f32, %o: f32):
      %s = arith.addf %x, %y : f32
      linalg.yield %s : f32
  } -> tensor<37x43xf32>
  return %sum : tensor<37x43xf32>
}
