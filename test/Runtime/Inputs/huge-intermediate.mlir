// Square (integration_test/Validate/Inputs/square.mlir), through a 2.56 TB intermediate
// (64x100x100000000 floats) whose allocation fails on any device, and on
// test/Runtime's fake CUDA driver (above 1 TiB).
func.func @k(%a: tensor<64x100xf32>) -> tensor<64x100xf32> {
  %zero = arith.constant 0.0 : f32
  %bigInit = tensor.empty() : tensor<64x100x100000000xf32>
  %big = linalg.generic {indexing_maps = [affine_map<(i, j, k) -> (i, j)>, affine_map<(i, j, k) -> (i, j, k)>],
                       iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%a : tensor<64x100xf32>) outs(%bigInit : tensor<64x100x100000000xf32>) {
    ^bb0(%x: f32, %o: f32):
      %r = arith.mulf %x, %x : f32
      linalg.yield %r : f32
  } -> tensor<64x100x100000000xf32>
  %init = tensor.empty() : tensor<64x100xf32>
  %fill = linalg.fill ins(%zero : f32) outs(%init : tensor<64x100xf32>) -> tensor<64x100xf32>
  %0 = linalg.generic {indexing_maps = [affine_map<(i, j, k) -> (i, j, k)>, affine_map<(i, j, k) -> (i, j)>],
                       iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%big : tensor<64x100x100000000xf32>) outs(%fill : tensor<64x100xf32>) {
    ^bb0(%x: f32, %o: f32):
      %r = arith.maxnumf %x, %o : f32
      linalg.yield %r : f32
  } -> tensor<64x100xf32>
  return %0 : tensor<64x100xf32>
}
