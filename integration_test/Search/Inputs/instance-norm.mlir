// A group norm on tensor<2x8x6x10xf32>, 8 groups; scale and bias as arguments.
module attributes {kgen.target = #kgen.target<nvvm, "sm_90">} {
  func.func @group_norm(%x: tensor<2x8x6x10xf32>, %w: tensor<8xf32>, %bias: tensor<8xf32>) -> tensor<2x8x6x10xf32> {
    %init = tensor.empty() : tensor<2x8x6x10xf32>
    %g = kgen.group_norm ins(%x, %w, %bias : tensor<2x8x6x10xf32>, tensor<8xf32>, tensor<8xf32>) outs(%init : tensor<2x8x6x10xf32>) groups = 8, epsilon = 1.0e-05
    return %g : tensor<2x8x6x10xf32>
  }
}
