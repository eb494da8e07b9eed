module {
  func.func @main(%x: tensor<128x4096x4095xf32> {kgen.name = "x"}) -> (tensor<128x4095xf32> {kgen.name = "output_0"}) {
    %e = tensor.expand_shape %x [[0], [1, 2], [3]] output_shape [128, 256, 16, 4095] : tensor<128x4096x4095xf32> into tensor<128x256x16x4095xf32>
    %zero = arith.constant 0.0 : f32
    %p0 = tensor.empty() : tensor<16x128x4095xf32>
    %p1 = linalg.fill ins(%zero : f32) outs(%p0 : tensor<16x128x4095xf32>) -> tensor<16x128x4095xf32>
    %p = linalg.generic {indexing_maps = [affine_map<(b, f, kk, j) -> (b, kk, f, j)>, affine_map<(b, f, kk, j) -> (f, b, j)>], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%e : tensor<128x256x16x4095xf32>) outs(%p1 : tensor<16x128x4095xf32>) {
    ^bb0(%in: f32, %acc: f32):
      %s = arith.addf %in, %acc : f32
      linalg.yield %s : f32
    } -> tensor<16x128x4095xf32>
    %o0 = tensor.empty() : tensor<128x4095xf32>
    %o1 = linalg.fill ins(%zero : f32) outs(%o0 : tensor<128x4095xf32>) -> tensor<128x4095xf32>
    %o = linalg.generic {indexing_maps = [affine_map<(b, j, f) -> (f, b, j)>, affine_map<(b, j, f) -> (b, j)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%p : tensor<16x128x4095xf32>) outs(%o1 : tensor<128x4095xf32>) {
    ^bb0(%in: f32, %acc: f32):
      %s = arith.addf %in, %acc : f32
      linalg.yield %s : f32
    } -> tensor<128x4095xf32>
    return %o : tensor<128x4095xf32>
  }
}
