// Adversarial kernel (reference-isolation.test): an integer division by
// the second input, which the generated inputs make zero (integers are the
// trial's values scaled by 100 and rounded: about 1% zeros), so the
// kernel's own reference raises SIGFPE on the CPU.
func.func @divides(%a: tensor<64x100xi32>, %b: tensor<64x100xi32>) -> tensor<64x100xi32> {
  %init = tensor.empty() : tensor<64x100xi32>
  %0 = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>],
                       iterator_types = ["parallel", "parallel"]}
      ins(%a, %b : tensor<64x100xi32>, tensor<64x100xi32>) outs(%init : tensor<64x100xi32>) {
    ^bb0(%x: i32, %y: i32, %o: i32):
      %q = arith.divsi %x, %y : i32
      linalg.yield %q : i32
  } -> tensor<64x100xi32>
  return %0 : tensor<64x100xi32>
}
