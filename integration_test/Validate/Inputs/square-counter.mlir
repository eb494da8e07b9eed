// Negative control (state across calls): squares correctly, and counts its
// calls in a mutable global. The validator refuses any kernel that writes a
// global: the checked calls could be right and the later ones skip the work.
memref.global "private" @calls : memref<i64> = dense<0>
func.func @k(%a: tensor<64x100xf32>) -> tensor<64x100xf32> {
  %one = arith.constant 1 : i64
  %counter = memref.get_global @calls : memref<i64>
  %n = memref.load %counter[] : memref<i64>
  %m = arith.addi %n, %one : i64
  memref.store %m, %counter[] : memref<i64>
  %init = tensor.empty() : tensor<64x100xf32>
  %0 = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>],
                       iterator_types = ["parallel", "parallel"]}
      ins(%a : tensor<64x100xf32>) outs(%init : tensor<64x100xf32>) {
    ^bb0(%x: f32, %o: f32):
      %r = arith.mulf %x, %x : f32
      linalg.yield %r : f32
  } -> tensor<64x100xf32>
  return %0 : tensor<64x100xf32>
}
