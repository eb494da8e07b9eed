// A candidate for integration_test/Search/Inputs/matmul.mlir with an extra argument.
func.func @matmul(%a: tensor<256x256xf32>, %b: tensor<256x256xf32>, %c: tensor<256x256xf32>) -> tensor<256x256xf32> {
  return %c : tensor<256x256xf32>
}
