// Negative control: adds a buffer nobody initialized.
func.func @k(%a: tensor<64x100xf32>) -> tensor<64x100xf32> {
  %one = arith.constant 1.0 : f32
  %mone = arith.constant -1.0 : f32
  %init = tensor.empty() : tensor<64x100xf32>
  %garbage = tensor.empty() : tensor<64x100xf32>
  %0 = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>,
                                        affine_map<(i, j) -> (i, j)>],
                       iterator_types = ["parallel", "parallel"]}
      ins(%a, %garbage : tensor<64x100xf32>, tensor<64x100xf32>) outs(%init : tensor<64x100xf32>) {
    ^bb0(%x: f32, %g: f32, %o: f32):
      %l = arith.maximumf %x, %mone : f32
      %c = arith.minimumf %l, %one : f32
      %r = arith.addf %c, %g : f32
      linalg.yield %r : f32
  } -> tensor<64x100xf32>
  return %0 : tensor<64x100xf32>
}
