// KernelBench level1/95_CrossEntropyLoss's first kernel as kgen-partition
// wrote it (log_softmax of the 32768x4096 logits, then -logp[r, t[r]] with
// the ignore index -100): its i64 targets index 4096 columns. Before the
// validator generated indices, its float64 reference on the H200 died with
// CUDA_ERROR_ILLEGAL_ADDRESS on out-of-range targets.
#map = affine_map<(d0) -> (d0)>
module {
  func.func @main_k0_log_softmax(%arg0: tensor<32768x4096xf32>, %arg1: tensor<32768xi64>) -> tensor<32768xf32> {
    %0 = tensor.empty() : tensor<32768x4096xf32>
    %1 = kgen.log_softmax ins(%arg0 : tensor<32768x4096xf32>) outs(%0 : tensor<32768x4096xf32>) dimension = 1
    %2 = tensor.empty() : tensor<32768xf32>
    %3 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg1 : tensor<32768xi64>) outs(%2 : tensor<32768xf32>) {
    ^bb0(%in: i64, %out: f32):
      %4 = arith.index_cast %in : i64 to index
      %c-100_i64 = arith.constant -100 : i64
      %5 = arith.cmpi ne, %in, %c-100_i64 : i64
      %c0 = arith.constant 0 : index
      %6 = arith.select %5, %4, %c0 : index
      %cst = arith.constant 1.000000e+00 : f32
      %7 = linalg.index 0 : index
      %extracted = tensor.extract %1[%7, %6] : tensor<32768x4096xf32>
      %8 = arith.mulf %extracted, %cst : f32
      %9 = arith.negf %8 : f32
      %cst_0 = arith.constant 0.000000e+00 : f32
      %10 = arith.select %5, %9, %cst_0 : f32
      linalg.yield %10 : f32
    } -> tensor<32768xf32>
    return %3 : tensor<32768xf32>
  }
}
