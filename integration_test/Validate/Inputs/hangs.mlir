// Negative control: every element loops forever after computing its value
// (halving never yields NaN, so the loop never exits; the loop's result is
// the output, so no folding removes it). Runs on the CPU and on a GPU.
func.func @k(%a: tensor<64x100xf32>) -> tensor<64x100xf32> {
  %one = arith.constant 1.0 : f32
  %mone = arith.constant -1.0 : f32
  %half = arith.constant 0.5 : f32
  %init = tensor.empty() : tensor<64x100xf32>
  %0 = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>],
                       iterator_types = ["parallel", "parallel"]}
      ins(%a : tensor<64x100xf32>) outs(%init : tensor<64x100xf32>) {
    ^bb0(%x: f32, %o: f32):
      %l = arith.maximumf %x, %mone : f32
      %r = arith.minimumf %l, %one : f32
      %y = scf.while (%v = %r) : (f32) -> f32 {
        %go = arith.cmpf ord, %v, %v : f32
        scf.condition(%go) %v : f32
      } do {
      ^bb0(%w: f32):
        %next = arith.mulf %w, %half : f32
        scf.yield %next : f32
      }
      linalg.yield %y : f32
  } -> tensor<64x100xf32>
  return %0 : tensor<64x100xf32>
}
