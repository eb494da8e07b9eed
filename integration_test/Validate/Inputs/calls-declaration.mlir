// A kernel that calls a function without a body.
func.func private @ext(tensor<4xf32>) -> tensor<4xf32>
func.func @main(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = call @ext(%a) : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
