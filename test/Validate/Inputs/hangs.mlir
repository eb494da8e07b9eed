// Negative control: computes the right answer, then loops forever; the
// loop's result is used, so no folding removes it.
func.func @k(%a: tensor<64x100xf32>) -> tensor<64x100xf32> {
  %one = arith.constant 1.0 : f32
  %mone = arith.constant -1.0 : f32
  %c0 = arith.constant 0 : index
  %init = tensor.empty() : tensor<64x100xf32>
  %0 = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>],
                       iterator_types = ["parallel", "parallel"]}
      ins(%a : tensor<64x100xf32>) outs(%init : tensor<64x100xf32>) {
    ^bb0(%x: f32, %o: f32):
      %l = arith.maximumf %x, %mone : f32
      %r = arith.minimumf %l, %one : f32
      linalg.yield %r : f32
  } -> tensor<64x100xf32>
  %half = arith.constant 0.5 : f32
  %start = tensor.extract %0[%c0, %c0] : tensor<64x100xf32>
  // Halving never yields NaN, so the loop never exits.
  %y = scf.while (%v = %start) : (f32) -> f32 {
    %go = arith.cmpf ord, %v, %v : f32
    scf.condition(%go) %v : f32
  } do {
  ^bb0(%w: f32):
    %next = arith.mulf %w, %half : f32
    scf.yield %next : f32
  }
  %1 = tensor.insert %y into %0[%c0, %c0] : tensor<64x100xf32>
  return %1 : tensor<64x100xf32>
}
