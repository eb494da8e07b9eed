// relu(x @ w + b) and its row sums: a hand-written module with kgen.name
// attributes, as kgen-import-onnx writes them, for the AOT tests.
#id2 = affine_map<(d0, d1) -> (d0, d1)>
#bias = affine_map<(d0, d1) -> (d1)>
#row = affine_map<(d0, d1) -> (d0)>
func.func @main(%x: tensor<4x8xf32> {kgen.name = "x"},
                %w: tensor<8x3xf32> {kgen.name = "fc.weight"},
                %b: tensor<3xf32> {kgen.name = "fc.bias"})
    -> (tensor<4x3xf32> {kgen.name = "y"}, tensor<4xf32> {kgen.name = "s"}) {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4x3xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<4x3xf32>) -> tensor<4x3xf32>
  %m = linalg.matmul ins(%x, %w : tensor<4x8xf32>, tensor<8x3xf32>)
                     outs(%f : tensor<4x3xf32>) -> tensor<4x3xf32>
  %y = linalg.generic {indexing_maps = [#id2, #bias, #id2],
                       iterator_types = ["parallel", "parallel"]}
      ins(%m, %b : tensor<4x3xf32>, tensor<3xf32>) outs(%e : tensor<4x3xf32>) {
  ^bb0(%a: f32, %c: f32, %o: f32):
    %s = arith.addf %a, %c : f32
    %r = arith.maximumf %s, %zero : f32
    linalg.yield %r : f32
  } -> tensor<4x3xf32>
  %se = tensor.empty() : tensor<4xf32>
  %sf = linalg.fill ins(%zero : f32) outs(%se : tensor<4xf32>) -> tensor<4xf32>
  %sum = linalg.generic {indexing_maps = [#id2, #row],
                         iterator_types = ["parallel", "reduction"]}
      ins(%y : tensor<4x3xf32>) outs(%sf : tensor<4xf32>) {
  ^bb0(%a: f32, %o: f32):
    %s = arith.addf %a, %o : f32
    linalg.yield %s : f32
  } -> tensor<4xf32>
  return %y, %sum : tensor<4x3xf32>, tensor<4xf32>
}
