// A small kernel: C = relu(A * B + bias), on tensors, for an H100-class GPU.
// utils/demo.sh classifies its ops and applies examples/strategy-by-class.mlir.
module attributes {kgen.target = #kgen.target<nvvm, "sm_90">,
                   kgen.precision = #kgen.precision<strict>} {
  func.func @matmul_bias_relu(%a: tensor<256x512xf32>, %b: tensor<512x1024xf32>,
                              %bias: tensor<1024xf32>) -> tensor<256x1024xf32> {
    %zero = arith.constant 0.0 : f32
    %init = tensor.empty() : tensor<256x1024xf32>
    %acc = linalg.fill ins(%zero : f32) outs(%init : tensor<256x1024xf32>)
        -> tensor<256x1024xf32>
    %mm = linalg.matmul ins(%a, %b : tensor<256x512xf32>, tensor<512x1024xf32>)
                        outs(%acc : tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %biased = linalg.generic {
        indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (j)>,
                         affine_map<(i, j) -> (i, j)>],
        iterator_types = ["parallel", "parallel"]}
        ins(%mm, %bias : tensor<256x1024xf32>, tensor<1024xf32>)
        outs(%init : tensor<256x1024xf32>) {
      ^bb0(%x: f32, %y: f32, %out: f32):
        %s = arith.addf %x, %y : f32
        %r = arith.maximumf %s, %zero : f32
        linalg.yield %r : f32
    } -> tensor<256x1024xf32>
    return %biased : tensor<256x1024xf32>
  }
}
