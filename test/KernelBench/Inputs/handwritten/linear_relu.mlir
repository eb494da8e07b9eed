// problems/linear_relu.py written by hand the way kgen-import-onnx writes
// it (ONNX Gemm with transB = 1, then Relu): graph input, then initializers.
#x = affine_map<(m, n, k) -> (m, k)>
#w = affine_map<(m, n, k) -> (n, k)>
#o = affine_map<(m, n, k) -> (m, n)>
#id = affine_map<(m, n) -> (m, n)>
#b = affine_map<(m, n) -> (n)>
func.func @main(%x: tensor<6x12xf32> {kgen.name = "x"},
                %w: tensor<10x12xf32> {kgen.name = "fc.weight"},
                %bias: tensor<10xf32> {kgen.name = "fc.bias"})
    -> (tensor<6x10xf32> {kgen.name = "output_0"}) {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<6x10xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<6x10xf32>) -> tensor<6x10xf32>
  %mm = linalg.generic {indexing_maps = [#x, #w, #o],
                        iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%x, %w : tensor<6x12xf32>, tensor<10x12xf32>) outs(%f : tensor<6x10xf32>) {
  ^bb0(%a: f32, %c: f32, %acc: f32):
    %p = arith.mulf %a, %c : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  } -> tensor<6x10xf32>
  %y = linalg.generic {indexing_maps = [#id, #b, #id],
                       iterator_types = ["parallel", "parallel"]}
      ins(%mm, %bias : tensor<6x10xf32>, tensor<10xf32>) outs(%e : tensor<6x10xf32>) {
  ^bb0(%a: f32, %c: f32, %out: f32):
    %s = arith.addf %a, %c : f32
    %r = arith.maximumf %s, %zero : f32
    linalg.yield %r : f32
  } -> tensor<6x10xf32>
  return %y : tensor<6x10xf32>
}
