// Untransformed kernels for the hardware check of the lowering
// (utils/gpu-check/README.md): each runs through kgen-gpu-map-naive.
module attributes {kgen.target = #kgen.target<nvvm, "sm_90">} {
  // Elementwise: out = relu(a + b).
  func.func @add_relu(%a: tensor<4096x4096xf32>, %b: tensor<4096x4096xf32>)
      -> tensor<4096x4096xf32> attributes {llvm.emit_c_interface} {
    %zero = arith.constant 0.0 : f32
    %init = tensor.empty() : tensor<4096x4096xf32>
    %0 = linalg.generic {
        indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>,
                         affine_map<(i, j) -> (i, j)>],
        iterator_types = ["parallel", "parallel"]}
        ins(%a, %b : tensor<4096x4096xf32>, tensor<4096x4096xf32>)
        outs(%init : tensor<4096x4096xf32>) {
      ^bb0(%x: f32, %y: f32, %o: f32):
        %s = arith.addf %x, %y : f32
        %r = arith.maximumf %s, %zero : f32
        linalg.yield %r : f32
    } -> tensor<4096x4096xf32>
    return %0 : tensor<4096x4096xf32>
  }

  // Reduction: out[i] = sum_j a[i, j].
  func.func @row_sum(%a: tensor<4096x4096xf32>) -> tensor<4096xf32>
      attributes {llvm.emit_c_interface} {
    %zero = arith.constant 0.0 : f32
    %init = tensor.empty() : tensor<4096xf32>
    %acc = linalg.fill ins(%zero : f32) outs(%init : tensor<4096xf32>) -> tensor<4096xf32>
    %0 = linalg.reduce ins(%a : tensor<4096x4096xf32>) outs(%acc : tensor<4096xf32>)
        dimensions = [1]
      (%x: f32, %s: f32) {
        %r = arith.addf %x, %s : f32
        linalg.yield %r : f32
      }
    return %0 : tensor<4096xf32>
  }

  // Contraction: c = a * b.
  func.func @matmul(%a: tensor<1024x1024xf32>, %b: tensor<1024x1024xf32>)
      -> tensor<1024x1024xf32> attributes {llvm.emit_c_interface} {
    %zero = arith.constant 0.0 : f32
    %init = tensor.empty() : tensor<1024x1024xf32>
    %acc = linalg.fill ins(%zero : f32) outs(%init : tensor<1024x1024xf32>)
        -> tensor<1024x1024xf32>
    %0 = linalg.matmul ins(%a, %b : tensor<1024x1024xf32>, tensor<1024x1024xf32>)
                       outs(%acc : tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
    return %0 : tensor<1024x1024xf32>
  }
}
