// Negative control: every element reads far outside the input (a segfault
// on the CPU, an illegal address on a GPU).
func.func @k(%a: tensor<64x100xf32>) -> tensor<64x100xf32> {
  %far = arith.constant 1099511627776 : index
  %c0 = arith.constant 0 : index
  %init = tensor.empty() : tensor<64x100xf32>
  %0 = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>],
                       iterator_types = ["parallel", "parallel"]}
      outs(%init : tensor<64x100xf32>) {
    ^bb0(%o: f32):
      %v = tensor.extract %a[%far, %c0] : tensor<64x100xf32>
      linalg.yield %v : f32
  } -> tensor<64x100xf32>
  return %0 : tensor<64x100xf32>
}
