// quantize.mlir rounding half away from zero (math.round) instead of to
// even: wrong on the ties alone (x / 0.0123 exactly k + 0.5 in float32,
// frequent where float32's spacing is 1/16 or coarser).
func.func @quantize(%x: tensor<64x1024xf32>) -> tensor<64x1024xi32> {
  %scale = arith.constant 0.0123 : f32
  %e = tensor.empty() : tensor<64x1024xi32>
  %q = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>],
                       iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<64x1024xf32>) outs(%e : tensor<64x1024xi32>) {
    ^bb0(%v: f32, %o: i32):
      %d = arith.divf %v, %scale : f32
      %r = math.round %d : f32
      %i = arith.fptosi %r : f32 to i32
      linalg.yield %i : i32
  } -> tensor<64x1024xi32>
  return %q : tensor<64x1024xi32>
}
