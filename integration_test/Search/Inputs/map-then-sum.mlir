// A rank-1 map (1.0 where a label is valid, else 0.0) and the sum of the
// result: after elementwise fusion a reduction generic is left, which the
// elementwise strategies must refuse (a loss's count of valid targets).
func.func @map_then_sum(%labels: tensor<4096xi64>) -> tensor<f32> {
  %e = tensor.empty() : tensor<4096xf32>
  %m = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = ["parallel"]}
      ins(%labels : tensor<4096xi64>) outs(%e : tensor<4096xf32>) {
    ^bb0(%l: i64, %o: f32):
      %ignore = arith.constant -100 : i64
      %valid = arith.cmpi ne, %l, %ignore : i64
      %one = arith.constant 1.0 : f32
      %zero = arith.constant 0.0 : f32
      %v = arith.select %valid, %one, %zero : f32
      linalg.yield %v : f32
  } -> tensor<4096xf32>
  %z = arith.constant 0.0 : f32
  %s0 = tensor.empty() : tensor<f32>
  %s1 = linalg.fill ins(%z : f32) outs(%s0 : tensor<f32>) -> tensor<f32>
  %r = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> ()>], iterator_types = ["reduction"]}
      ins(%m : tensor<4096xf32>) outs(%s1 : tensor<f32>) {
    ^bb0(%x: f32, %acc: f32):
      %a = arith.addf %x, %acc : f32
      linalg.yield %a : f32
  } -> tensor<f32>
  return %r : tensor<f32>
}
