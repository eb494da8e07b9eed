// chain-3m.mlir, but its last row (the last 2^20-element chunk) is off by 1.
#map = affine_map<(d0, d1) -> (d0, d1)>
func.func @chain(%a: tensor<2048x1536xf32>, %b: tensor<2048x1536xf32>) -> tensor<2048x1536xf32> {
  %init = tensor.empty() : tensor<2048x1536xf32>
  %r = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]}
      ins(%a, %b : tensor<2048x1536xf32>, tensor<2048x1536xf32>) outs(%init : tensor<2048x1536xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %s = arith.addf %x, %y : f32
    %m = arith.mulf %s, %x : f32
    %v = arith.maximumf %m, %y : f32
    %i = linalg.index 0 : index
    %last = arith.constant 2047 : index
    %one = arith.constant 1.0 : f32
    %isLast = arith.cmpi eq, %i, %last : index
    %off = arith.addf %v, %one : f32
    %res = arith.select %isLast, %off, %v : f32
    linalg.yield %res : f32
  } -> tensor<2048x1536xf32>
  return %r : tensor<2048x1536xf32>
}
