// An elementwise add whose shape fits the vectorizing strategy
// (test/Lowering/Inputs/vectorize-elementwise.mlir).
func.func @add(%a: tensor<64x1024xf32>, %b: tensor<64x1024xf32>) -> tensor<64x1024xf32> {
  %init = tensor.empty() : tensor<64x1024xf32>
  %0 = linalg.add ins(%a, %b : tensor<64x1024xf32>, tensor<64x1024xf32>)
                  outs(%init : tensor<64x1024xf32>) -> tensor<64x1024xf32>
  return %0 : tensor<64x1024xf32>
}
