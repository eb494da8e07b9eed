// quantize.mlir multiplying by the inverse of the scale (81.3008118,
// rounded to float32) instead of dividing: another float32 rounding of
// x / 0.0123, which crosses half-integers where neither the float64
// nor the kernel's float32 evaluation does.
func.func @quantize(%x: tensor<64x1024xf32>) -> tensor<64x1024xi32> {
  %inverse = arith.constant 81.3008118 : f32
  %e = tensor.empty() : tensor<64x1024xi32>
  %q = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>],
                       iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<64x1024xf32>) outs(%e : tensor<64x1024xi32>) {
    ^bb0(%v: f32, %o: i32):
      %d = arith.mulf %v, %inverse : f32
      %r = math.roundeven %d : f32
      %i = arith.fptosi %r : f32 to i32
      linalg.yield %i : i32
  } -> tensor<64x1024xi32>
  return %q : tensor<64x1024xi32>
}
