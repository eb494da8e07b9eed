// The control of square-counter.mlir: a constant global (a table of one
// factor, 1.0) is no state.
memref.global "private" constant @factor : memref<1xf32> = dense<1.0>
func.func @k(%a: tensor<64x100xf32>) -> tensor<64x100xf32> {
  %c0 = arith.constant 0 : index
  %table = memref.get_global @factor : memref<1xf32>
  %f = memref.load %table[%c0] : memref<1xf32>
  %init = tensor.empty() : tensor<64x100xf32>
  %0 = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>],
                       iterator_types = ["parallel", "parallel"]}
      ins(%a : tensor<64x100xf32>) outs(%init : tensor<64x100xf32>) {
    ^bb0(%x: f32, %o: f32):
      %s = arith.mulf %x, %x : f32
      %r = arith.mulf %s, %f : f32
      linalg.yield %r : f32
  } -> tensor<64x100xf32>
  return %0 : tensor<64x100xf32>
}
