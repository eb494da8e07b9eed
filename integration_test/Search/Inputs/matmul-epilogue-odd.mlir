// Odd sizes (37x29 * 29x43): tiles never divide the shapes. Shaped like an imported nn.Linear + epilogue (one generic per ONNX node):
// broadcast bias add, swish (x * sigmoid(x): the biased value used twice),
// scale by a 0-d constant and clamp to [0, 1], residual add.
#id = affine_map<(i, j) -> (i, j)>
#row = affine_map<(i, j) -> (j)>
#scalar = affine_map<(i, j) -> ()>
func.func @matmul_epilogue_odd(%x: tensor<37x29xf32>, %w: tensor<29x43xf32>, %bias: tensor<43xf32>, %res: tensor<37x43xf32>) -> tensor<37x43xf32> attributes {kgen.kernel} {
  %zero = arith.constant 0.0 : f32
  %one = arith.constant 1.0 : f32
  %half = arith.constant dense<0.5> : tensor<f32>
  %e = tensor.empty() : tensor<37x43xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%e : tensor<37x43xf32>) -> tensor<37x43xf32>
  %mm = linalg.matmul ins(%x, %w : tensor<37x29xf32>, tensor<29x43xf32>) outs(%acc : tensor<37x43xf32>) -> tensor<37x43xf32>
  %e1 = tensor.empty() : tensor<37x43xf32>
  %biased = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%mm, %bias : tensor<37x43xf32>, tensor<43xf32>) outs(%e1 : tensor<37x43xf32>) {
    ^bb0(%a: f32, %b: f32, %o: f32):
      %s = arith.addf %a, %b : f32
      linalg.yield %s : f32
  } -> tensor<37x43xf32>
  %e2 = tensor.empty() : tensor<37x43xf32>
  %sig = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%biased : tensor<37x43xf32>) outs(%e2 : tensor<37x43xf32>) {
    ^bb0(%a: f32, %o: f32):
      %n = arith.negf %a : f32
      %x1 = math.exp %n : f32
      %d = arith.addf %x1, %one : f32
      %r = arith.divf %one, %d : f32
      linalg.yield %r : f32
  } -> tensor<37x43xf32>
  %e3 = tensor.empty() : tensor<37x43xf32>
  %swish = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%biased, %sig : tensor<37x43xf32>, tensor<37x43xf32>) outs(%e3 : tensor<37x43xf32>) {
    ^bb0(%a: f32, %b: f32, %o: f32):
      %m = arith.mulf %a, %b : f32
      linalg.yield %m : f32
  } -> tensor<37x43xf32>
  %e4 = tensor.empty() : tensor<37x43xf32>
  %scaled = linalg.generic {indexing_maps = [#id, #scalar, #id], iterator_types = ["parallel", "parallel"]}
      ins(%swish, %half : tensor<37x43xf32>, tensor<f32>) outs(%e4 : tensor<37x43xf32>) {
    ^bb0(%a: f32, %b: f32, %o: f32):
      %m = arith.mulf %a, %b : f32
      %lo = arith.maximumf %m, %zero : f32
      %hi = arith.minimumf %lo, %one : f32
      linalg.yield %hi : f32
  } -> tensor<37x43xf32>
  %e5 = tensor.empty() : tensor<37x43xf32>
  %out = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%scaled, %res : tensor<37x43xf32>, tensor<37x43xf32>) outs(%e5 : tensor<37x43xf32>) {
    ^bb0(%a: f32, %b: f32, %o: f32):
      %s = arith.addf %a, %b : f32
      linalg.yield %s : f32
  } -> tensor<37x43xf32>
  return %out : tensor<37x43xf32>
}
