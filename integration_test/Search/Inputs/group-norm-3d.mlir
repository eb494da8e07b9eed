// A group norm on tensor<2x24x4x6x6xf32>, 8 groups; the affine as per-channel consumers
// (torch's export of an affine GroupNorm).
module attributes {kgen.target = #kgen.target<nvvm, "sm_90">} {
  func.func @group_norm(%x: tensor<2x24x4x6x6xf32>, %cw: tensor<24xf32>, %cb: tensor<24xf32>) -> tensor<2x24x4x6x6xf32> {
    %ones = arith.constant dense<1.0> : tensor<24xf32>
    %zeros = arith.constant dense<0.0> : tensor<24xf32>
    %init = tensor.empty() : tensor<2x24x4x6x6xf32>
    %g = kgen.group_norm ins(%x, %ones, %zeros : tensor<2x24x4x6x6xf32>, tensor<24xf32>, tensor<24xf32>) outs(%init : tensor<2x24x4x6x6xf32>) groups = 8, epsilon = 1.0e-05
    %e1 = tensor.empty() : tensor<2x24x4x6x6xf32>
    %m = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d1)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%g, %cw : tensor<2x24x4x6x6xf32>, tensor<24xf32>) outs(%e1 : tensor<2x24x4x6x6xf32>) {
    ^bb0(%a: f32, %b: f32, %o: f32):
      %y = arith.mulf %a, %b : f32
      linalg.yield %y : f32
    } -> tensor<2x24x4x6x6xf32>
    %e2 = tensor.empty() : tensor<2x24x4x6x6xf32>
    %c = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d1)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%m, %cb : tensor<2x24x4x6x6xf32>, tensor<24xf32>) outs(%e2 : tensor<2x24x4x6x6xf32>) {
    ^bb0(%a: f32, %b: f32, %o: f32):
      %y = arith.addf %a, %b : f32
      linalg.yield %y : f32
    } -> tensor<2x24x4x6x6xf32>
    return %c : tensor<2x24x4x6x6xf32>
  }
}
