// A cross-entropy loss's per-row term as --kgen-partition leaves it: the
// rows' log-sum-exp (the log-softmax re-expressed) and a generic that picks
// each row's target class (ignore index -100) and subtracts it.
func.func @cross_entropy_rows(%arg0: tensor<64x4096xf32>, %arg1: tensor<64xi64>) -> tensor<64xf32> attributes {kgen.kernel} {
  %e = tensor.empty() : tensor<64xf32>
  %lse = kgen.logsumexp ins(%arg0 : tensor<64x4096xf32>) outs(%e : tensor<64xf32>) dimensions = [1]
  %2 = tensor.empty() : tensor<64xf32>
  %3 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg1, %lse : tensor<64xi64>, tensor<64xf32>) outs(%2 : tensor<64xf32>) {
  ^bb0(%in: i64, %l: f32, %out: f32):
    %4 = arith.index_cast %in : i64 to index
    %c-100_i64 = arith.constant -100 : i64
    %5 = arith.cmpi ne, %in, %c-100_i64 : i64
    %c0 = arith.constant 0 : index
    %6 = arith.select %5, %4, %c0 : index
    %7 = linalg.index 0 : index
    %x = tensor.extract %arg0[%7, %6] : tensor<64x4096xf32>
    %d = arith.subf %x, %l : f32
    %9 = arith.negf %d : f32
    %cst_0 = arith.constant 0.000000e+00 : f32
    %10 = arith.select %5, %9, %cst_0 : f32
    linalg.yield %10 : f32
  } -> tensor<64xf32>
  return %3 : tensor<64xf32>
}
