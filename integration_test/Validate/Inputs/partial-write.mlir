// Negative control: computes clamp(x, -1, 1) for the first 32 rows only;
// the rest of the output is never written.
func.func @k(%a: tensor<64x100xf32>) -> tensor<64x100xf32> {
  %one = arith.constant 1.0 : f32
  %mone = arith.constant -1.0 : f32
  %init = tensor.empty() : tensor<64x100xf32>
  %half = tensor.extract_slice %a[0, 0] [32, 100] [1, 1] : tensor<64x100xf32> to tensor<32x100xf32>
  %hinit = tensor.empty() : tensor<32x100xf32>
  %c = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>],
                       iterator_types = ["parallel", "parallel"]}
      ins(%half : tensor<32x100xf32>) outs(%hinit : tensor<32x100xf32>) {
    ^bb0(%x: f32, %o: f32):
      %l = arith.maximumf %x, %mone : f32
      %r = arith.minimumf %l, %one : f32
      linalg.yield %r : f32
  } -> tensor<32x100xf32>
  %0 = tensor.insert_slice %c into %init[0, 0] [32, 100] [1, 1] : tensor<32x100xf32> into tensor<64x100xf32>
  return %0 : tensor<64x100xf32>
}
