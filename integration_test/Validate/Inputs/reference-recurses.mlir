// Adversarial kernel (reference-isolation.test): a func.call cycle without
// a base case (not a tail call: the float addition after it is not
// reassociated), so the kernel's own reference overflows its stack.
func.func private @rec(%x: f32) -> f32 {
  %r = func.call @rec(%x) : (f32) -> f32
  %s = arith.addf %r, %x : f32
  return %s : f32
}
func.func @recurses(%a: tensor<64x100xf32>) -> tensor<64x100xf32> {
  %init = tensor.empty() : tensor<64x100xf32>
  %0 = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>],
                       iterator_types = ["parallel", "parallel"]}
      ins(%a : tensor<64x100xf32>) outs(%init : tensor<64x100xf32>) {
    ^bb0(%x: f32, %o: f32):
      %y = func.call @rec(%x) : (f32) -> f32
      linalg.yield %y : f32
  } -> tensor<64x100xf32>
  return %0 : tensor<64x100xf32>
}
