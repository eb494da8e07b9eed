// A Gemm as the partitioner outlines it: matmul, bias broadcast along rows,
// ReLU (the epilogue gpu/matmul and host/matmul fuse into the tiles).
#map = affine_map<(d0, d1) -> (d0, d1)>
#bias = affine_map<(d0, d1) -> (d1)>
func.func @gemm(%a: tensor<256x384xf32>, %b: tensor<384x512xf32>, %bias: tensor<512xf32>) -> tensor<256x512xf32> {
  %zero = arith.constant 0.0 : f32
  %init = tensor.empty() : tensor<256x512xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%init : tensor<256x512xf32>) -> tensor<256x512xf32>
  %mm = linalg.matmul ins(%a, %b : tensor<256x384xf32>, tensor<384x512xf32>) outs(%acc : tensor<256x512xf32>) -> tensor<256x512xf32>
  %out = tensor.empty() : tensor<256x512xf32>
  %r = linalg.generic {indexing_maps = [#map, #bias, #map], iterator_types = ["parallel", "parallel"]} ins(%mm, %bias : tensor<256x512xf32>, tensor<512xf32>) outs(%out : tensor<256x512xf32>) {
  ^bb0(%x: f32, %c: f32, %o: f32):
    %s = arith.addf %x, %c : f32
    %m = arith.maximumf %s, %zero : f32
    linalg.yield %m : f32
  } -> tensor<256x512xf32>
  return %r : tensor<256x512xf32>
}
