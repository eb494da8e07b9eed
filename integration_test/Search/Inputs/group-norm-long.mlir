// A group norm on tensor<2x6x30x30xf32>, 2 groups; the affine as per-channel consumers
// (torch's export of an affine GroupNorm); scale and bias as arguments.
module attributes {kgen.target = #kgen.target<nvvm, "sm_90">} {
  func.func @group_norm(%x: tensor<2x6x30x30xf32>, %w: tensor<6xf32>, %bias: tensor<6xf32>, %cw: tensor<6xf32>, %cb: tensor<6xf32>) -> tensor<2x6x30x30xf32> {
    %init = tensor.empty() : tensor<2x6x30x30xf32>
    %g = kgen.group_norm ins(%x, %w, %bias : tensor<2x6x30x30xf32>, tensor<6xf32>, tensor<6xf32>) outs(%init : tensor<2x6x30x30xf32>) groups = 2, epsilon = 1.0e-05
    %e1 = tensor.empty() : tensor<2x6x30x30xf32>
    %m = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%g, %cw : tensor<2x6x30x30xf32>, tensor<6xf32>) outs(%e1 : tensor<2x6x30x30xf32>) {
    ^bb0(%a: f32, %b: f32, %o: f32):
      %y = arith.mulf %a, %b : f32
      linalg.yield %y : f32
    } -> tensor<2x6x30x30xf32>
    %e2 = tensor.empty() : tensor<2x6x30x30xf32>
    %c = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%m, %cb : tensor<2x6x30x30xf32>, tensor<6xf32>) outs(%e2 : tensor<2x6x30x30xf32>) {
    ^bb0(%a: f32, %b: f32, %o: f32):
      %y = arith.addf %a, %b : f32
      linalg.yield %y : f32
    } -> tensor<2x6x30x30xf32>
    return %c : tensor<2x6x30x30xf32>
  }
}
