// A batched matmul, 8 x (64x128) * (128x64), with a broadcast bias add and
// swish (x * sigmoid(x): the biased value used twice).
#id = affine_map<(b, i, j) -> (b, i, j)>
#col = affine_map<(b, i, j) -> (j)>
func.func @batch_matmul_epilogue(%a: tensor<8x64x128xf32>, %b: tensor<8x128x64xf32>, %bias: tensor<64xf32>) -> tensor<8x64x64xf32> {
  %zero = arith.constant 0.0 : f32
  %one = arith.constant 1.0 : f32
  %init = tensor.empty() : tensor<8x64x64xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%init : tensor<8x64x64xf32>) -> tensor<8x64x64xf32>
  %0 = linalg.batch_matmul ins(%a, %b : tensor<8x64x128xf32>, tensor<8x128x64xf32>) outs(%acc : tensor<8x64x64xf32>) -> tensor<8x64x64xf32>
  %e1 = tensor.empty() : tensor<8x64x64xf32>
  %biased = linalg.generic {indexing_maps = [#id, #col, #id], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%0, %bias : tensor<8x64x64xf32>, tensor<64xf32>) outs(%e1 : tensor<8x64x64xf32>) {
    ^bb0(%x: f32, %y: f32, %o: f32):
      %s = arith.addf %x, %y : f32
      linalg.yield %s : f32
  } -> tensor<8x64x64xf32>
  %e2 = tensor.empty() : tensor<8x64x64xf32>
  %sig = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%biased : tensor<8x64x64xf32>) outs(%e2 : tensor<8x64x64xf32>) {
    ^bb0(%x: f32, %o: f32):
      %n = arith.negf %x : f32
      %x1 = math.exp %n : f32
      %d = arith.addf %x1, %one : f32
      %r = arith.divf %one, %d : f32
      linalg.yield %r : f32
  } -> tensor<8x64x64xf32>
  %e3 = tensor.empty() : tensor<8x64x64xf32>
  %swish = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%biased, %sig : tensor<8x64x64xf32>, tensor<8x64x64xf32>) outs(%e3 : tensor<8x64x64xf32>) {
    ^bb0(%x: f32, %y: f32, %o: f32):
      %m = arith.mulf %x, %y : f32
      linalg.yield %m : f32
  } -> tensor<8x64x64xf32>
  return %swish : tensor<8x64x64xf32>
}
