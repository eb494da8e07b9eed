// Integer inputs of every width (none used as an index) and an integer
// output beside a float one: out_i = a + b (i8 widened to i32), out_f =
// x * c (i64 to f32). The device checks' generator must produce the host's
// values for each type.
func.func @mix(%a: tensor<33x7xi8>, %b: tensor<33x7xi32>, %c: tensor<33x7xi64>, %x: tensor<33x7xf32>) -> (tensor<33x7xi32>, tensor<33x7xf32>) {
  %ii = tensor.empty() : tensor<33x7xi32>
  %fi = tensor.empty() : tensor<33x7xf32>
  %r:2 = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>],
                         iterator_types = ["parallel", "parallel"]}
      ins(%a, %b, %c, %x : tensor<33x7xi8>, tensor<33x7xi32>, tensor<33x7xi64>, tensor<33x7xf32>)
      outs(%ii, %fi : tensor<33x7xi32>, tensor<33x7xf32>) {
    ^bb0(%va: i8, %vb: i32, %vc: i64, %vx: f32, %o1: i32, %o2: f32):
      %wa = arith.extsi %va : i8 to i32
      %s = arith.addi %wa, %vb : i32
      %fc = arith.sitofp %vc : i64 to f32
      %p = arith.mulf %vx, %fc : f32
      linalg.yield %s, %p : i32, f32
  } -> (tensor<33x7xi32>, tensor<33x7xf32>)
  return %r#0, %r#1 : tensor<33x7xi32>, tensor<33x7xf32>
}
