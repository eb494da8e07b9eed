// A matmul whose epilogue reads its position (torch.tril(A @ B), level1/15).
#map = affine_map<(d0, d1) -> (d0, d1)>
func.func @matmul_tril(%a: tensor<128x128xf32>, %b: tensor<128x128xf32>) -> tensor<128x128xf32> {
  %zero = arith.constant 0.0 : f32
  %init = tensor.empty() : tensor<128x128xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%init : tensor<128x128xf32>) -> tensor<128x128xf32>
  %mm = linalg.matmul ins(%a, %b : tensor<128x128xf32>, tensor<128x128xf32>) outs(%acc : tensor<128x128xf32>) -> tensor<128x128xf32>
  %out = tensor.empty() : tensor<128x128xf32>
  %tril = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%mm : tensor<128x128xf32>) outs(%out : tensor<128x128xf32>) {
  ^bb0(%in: f32, %o: f32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %keep = arith.cmpi sle, %j, %i : index
    %v = arith.select %keep, %in, %zero : f32
    linalg.yield %v : f32
  } -> tensor<128x128xf32>
  return %tril : tensor<128x128xf32>
}
