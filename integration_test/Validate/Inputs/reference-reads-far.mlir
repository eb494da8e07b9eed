// Adversarial kernel (reference-isolation.test): reads x at a column
// computed from an integer input by arithmetic the index analysis does not
// follow (t * 2^34), so t gets the ordinary integer values and the kernel's
// own reference reads far outside x (SIGSEGV).
func.func @reads_far(%x: tensor<64x100xf32>, %t: tensor<64x100xi32>) -> tensor<64x100xf32> {
  %far = arith.constant 17179869184 : index
  %init = tensor.empty() : tensor<64x100xf32>
  %0 = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>],
                       iterator_types = ["parallel", "parallel"]}
      ins(%t : tensor<64x100xi32>) outs(%init : tensor<64x100xf32>) {
    ^bb0(%v: i32, %o: f32):
      %r = linalg.index 0 : index
      %i = arith.index_cast %v : i32 to index
      %j = arith.muli %i, %far : index
      %e = tensor.extract %x[%r, %j] : tensor<64x100xf32>
      linalg.yield %e : f32
  } -> tensor<64x100xf32>
  return %0 : tensor<64x100xf32>
}
