// Two kernels as kgen-partition outlines them (private, kgen.kernel), called
// from @main: a matmul and an elementwise chain on its result.
func.func private @main_k0_matmul(%a: tensor<128x128xf32>, %b: tensor<128x128xf32>) -> tensor<128x128xf32> attributes {kgen.kernel} {
  %zero = arith.constant 0.0 : f32
  %init = tensor.empty() : tensor<128x128xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%init : tensor<128x128xf32>) -> tensor<128x128xf32>
  %0 = linalg.matmul ins(%a, %b : tensor<128x128xf32>, tensor<128x128xf32>) outs(%acc : tensor<128x128xf32>) -> tensor<128x128xf32>
  return %0 : tensor<128x128xf32>
}
func.func private @main_k1_chain(%a: tensor<128x128xf32>, %b: tensor<128x128xf32>) -> tensor<128x128xf32> attributes {kgen.kernel} {
  %init = tensor.empty() : tensor<128x128xf32>
  %0 = linalg.add ins(%a, %b : tensor<128x128xf32>, tensor<128x128xf32>) outs(%init : tensor<128x128xf32>) -> tensor<128x128xf32>
  %1 = linalg.mul ins(%0, %a : tensor<128x128xf32>, tensor<128x128xf32>) outs(%init : tensor<128x128xf32>) -> tensor<128x128xf32>
  %2 = linalg.max ins(%1, %b : tensor<128x128xf32>, tensor<128x128xf32>) outs(%init : tensor<128x128xf32>) -> tensor<128x128xf32>
  return %2 : tensor<128x128xf32>
}
func.func @main(%x: tensor<128x128xf32>, %w: tensor<128x128xf32>, %c: tensor<128x128xf32>) -> tensor<128x128xf32> {
  %0 = call @main_k0_matmul(%x, %w) : (tensor<128x128xf32>, tensor<128x128xf32>) -> tensor<128x128xf32>
  %1 = call @main_k1_chain(%0, %c) : (tensor<128x128xf32>, tensor<128x128xf32>) -> tensor<128x128xf32>
  return %1 : tensor<128x128xf32>
}
