// Negative control: computes clamp(x, -1, 1) in place, in the input's
// buffer (a bufferized candidate that writes into its argument and returns
// it; kgen's own bufferization copies an argument before writing into it).
func.func @k(%a: memref<64x100xf32>) -> memref<64x100xf32> {
  %one = arith.constant 1.0 : f32
  %mone = arith.constant -1.0 : f32
  linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>],
                  iterator_types = ["parallel", "parallel"]}
      outs(%a : memref<64x100xf32>) {
    ^bb0(%x: f32):
      %l = arith.maximumf %x, %mone : f32
      %r = arith.minimumf %l, %one : f32
      linalg.yield %r : f32
  }
  return %a : memref<64x100xf32>
}
