// Negative control: computes clamp(x, -1, 1) in place, in the input's
// buffer (bufferization writes into the writable function argument).
func.func @k(%a: tensor<64x100xf32>) -> tensor<64x100xf32> {
  %one = arith.constant 1.0 : f32
  %mone = arith.constant -1.0 : f32
  %0 = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>],
                       iterator_types = ["parallel", "parallel"]}
      outs(%a : tensor<64x100xf32>) {
    ^bb0(%x: f32):
      %l = arith.maximumf %x, %mone : f32
      %r = arith.minimumf %l, %one : f32
      linalg.yield %r : f32
  } -> tensor<64x100xf32>
  return %0 : tensor<64x100xf32>
}
