// Two kernels in the module order a partition may give: a cheap
// elementwise chain first, then the matmul that dominates the module's
// time (1.2 MFLOP against 4.2 MFLOP, the same operand bytes).
func.func private @main_k0_chain(%a: tensor<128x128xf32>, %b: tensor<128x128xf32>) -> tensor<128x128xf32> attributes {kgen.kernel} {
  %init = tensor.empty() : tensor<128x128xf32>
  %0 = linalg.add ins(%a, %b : tensor<128x128xf32>, tensor<128x128xf32>) outs(%init : tensor<128x128xf32>) -> tensor<128x128xf32>
  %1 = linalg.mul ins(%0, %a : tensor<128x128xf32>, tensor<128x128xf32>) outs(%init : tensor<128x128xf32>) -> tensor<128x128xf32>
  return %1 : tensor<128x128xf32>
}
func.func private @main_k1_matmul(%a: tensor<128x128xf32>, %b: tensor<128x128xf32>) -> tensor<128x128xf32> attributes {kgen.kernel} {
  %zero = arith.constant 0.0 : f32
  %init = tensor.empty() : tensor<128x128xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%init : tensor<128x128xf32>) -> tensor<128x128xf32>
  %0 = linalg.matmul ins(%a, %b : tensor<128x128xf32>, tensor<128x128xf32>) outs(%acc : tensor<128x128xf32>) -> tensor<128x128xf32>
  return %0 : tensor<128x128xf32>
}
func.func @main(%x: tensor<128x128xf32>, %w: tensor<128x128xf32>, %c: tensor<128x128xf32>) -> tensor<128x128xf32> {
  %0 = call @main_k0_chain(%x, %c) : (tensor<128x128xf32>, tensor<128x128xf32>) -> tensor<128x128xf32>
  %1 = call @main_k1_matmul(%0, %w) : (tensor<128x128xf32>, tensor<128x128xf32>) -> tensor<128x128xf32>
  return %1 : tensor<128x128xf32>
}
