// Adversarial kernel (reference-isolation.test): every element with a
// nonzero input loops forever (i | 1 never reaches 0), so the kernel's own
// float64 reference never finishes.
func.func @loops(%t: tensor<64x100xi32>) -> tensor<64x100xi32> {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %init = tensor.empty() : tensor<64x100xi32>
  %0 = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>],
                       iterator_types = ["parallel", "parallel"]}
      ins(%t : tensor<64x100xi32>) outs(%init : tensor<64x100xi32>) {
    ^bb0(%v: i32, %o: i32):
      %y = scf.while (%i = %v) : (i32) -> i32 {
        %go = arith.cmpi ne, %i, %c0 : i32
        scf.condition(%go) %i : i32
      } do {
      ^bb0(%w: i32):
        %next = arith.ori %w, %c1 : i32
        scf.yield %next : i32
      }
      linalg.yield %y : i32
  } -> tensor<64x100xi32>
  return %0 : tensor<64x100xi32>
}
