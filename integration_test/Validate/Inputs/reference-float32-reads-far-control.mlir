// Control of reference-float32-reads-far.mlir: the same kernel with 1e10
// for 1e30, which overflows in neither precision (column 0 throughout).
func.func @float32_reads_in_range(%x: tensor<64x100xf32>) -> tensor<64x100xi32> {
  %big = arith.constant 1.0e10 : f32
  %inf = arith.constant 0x7F800000 : f32
  %c0 = arith.constant 0 : index
  %far = arith.constant 17179869184 : index
  %init = tensor.empty() : tensor<64x100xi32>
  %0 = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>],
                       iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<64x100xf32>) outs(%init : tensor<64x100xi32>) {
    ^bb0(%w: f32, %o: i32):
      %r = linalg.index 0 : index
      %p = arith.mulf %w, %big : f32
      %y = arith.mulf %p, %big : f32
      %over = arith.cmpf oeq, %y, %inf : f32
      %j = arith.select %over, %far, %c0 : index
      %e = tensor.extract %x[%r, %j] : tensor<64x100xf32>
      %q = arith.fptosi %e : f32 to i32
      linalg.yield %q : i32
  } -> tensor<64x100xi32>
  return %0 : tensor<64x100xi32>
}
