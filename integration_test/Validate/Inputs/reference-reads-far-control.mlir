// Control of reference-reads-far.mlir: the column is t mod 100, made
// nonnegative, inside x.
func.func @reads_in_range(%x: tensor<64x100xf32>, %t: tensor<64x100xi32>) -> tensor<64x100xf32> {
  %c100 = arith.constant 100 : index
  %init = tensor.empty() : tensor<64x100xf32>
  %0 = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>],
                       iterator_types = ["parallel", "parallel"]}
      ins(%t : tensor<64x100xi32>) outs(%init : tensor<64x100xf32>) {
    ^bb0(%v: i32, %o: f32):
      %r = linalg.index 0 : index
      %i = arith.index_cast %v : i32 to index
      %m = arith.remsi %i, %c100 : index
      %p = arith.addi %m, %c100 : index
      %j = arith.remsi %p, %c100 : index
      %e = tensor.extract %x[%r, %j] : tensor<64x100xf32>
      linalg.yield %e : f32
  } -> tensor<64x100xf32>
  return %0 : tensor<64x100xf32>
}
