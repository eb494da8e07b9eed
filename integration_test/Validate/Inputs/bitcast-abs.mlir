// |x| through the sign bit: a bitcast, which kgen-promote-to-f64 cannot
// widen (f64 to i32), so there is no float64 reference.
func.func @k(%a: tensor<16xf32>) -> tensor<16xf32> {
  %mask = arith.constant 2147483647 : i32
  %init = tensor.empty() : tensor<16xf32>
  %0 = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>],
                       iterator_types = ["parallel"]}
      ins(%a : tensor<16xf32>) outs(%init : tensor<16xf32>) {
    ^bb0(%x: f32, %o: f32):
      %b = arith.bitcast %x : f32 to i32
      %m = arith.andi %b, %mask : i32
      %r = arith.bitcast %m : i32 to f32
      linalg.yield %r : f32
  } -> tensor<16xf32>
  return %0 : tensor<16xf32>
}
