// A group norm on tensor<3x16x8x8xf32>, 4 groups; a per-channel add + sigmoid producer; scale and bias as arguments.
module attributes {kgen.target = #kgen.target<nvvm, "sm_90">} {
  func.func @group_norm(%x: tensor<3x16x8x8xf32>, %pb: tensor<16xf32>, %w: tensor<16xf32>, %bias: tensor<16xf32>) -> tensor<3x16x8x8xf32> {
    %pe = tensor.empty() : tensor<3x16x8x8xf32>
    %p = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%x, %pb : tensor<3x16x8x8xf32>, tensor<16xf32>) outs(%pe : tensor<3x16x8x8xf32>) {
    ^bb0(%a: f32, %b: f32, %o: f32):
      %s = arith.addf %a, %b : f32
      %n = arith.negf %s : f32
      %e = math.exp %n : f32
      %one = arith.constant 1.0 : f32
      %d = arith.addf %one, %e : f32
      %y = arith.divf %one, %d : f32
      linalg.yield %y : f32
    } -> tensor<3x16x8x8xf32>
    %init = tensor.empty() : tensor<3x16x8x8xf32>
    %g = kgen.group_norm ins(%p, %w, %bias : tensor<3x16x8x8xf32>, tensor<16xf32>, tensor<16xf32>) outs(%init : tensor<3x16x8x8xf32>) groups = 4, epsilon = 1.0e-05
    return %g : tensor<3x16x8x8xf32>
  }
}
