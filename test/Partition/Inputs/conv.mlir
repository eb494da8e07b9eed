// An imported-style convolution block without padding (kgen-validate's JIT
// cannot run tensor.pad on the host yet: see docs/partition.md): Conv
// (conv + bias) + Relu, then MaxPool and AveragePool (sum pooling, then a
// divide), and a second convolution reading the same relu.
module {
  func.func @main(%x: tensor<1x2x8x8xf32> {kgen.name = "x"},
                  %w: tensor<3x2x3x3xf32> {kgen.name = "w"},
                  %b: tensor<3xf32> {kgen.name = "b"},
                  %w2: tensor<2x3x1x1xf32> {kgen.name = "w2"})
      -> (tensor<1x3x3x3xf32> {kgen.name = "max"},
          tensor<1x3x5x5xf32> {kgen.name = "avg"},
          tensor<1x2x6x6xf32> {kgen.name = "proj"}) {
    %zero = arith.constant 0.0 : f32
    %ninf = arith.constant -3.40282347E+38 : f32
    %e = tensor.empty() : tensor<1x3x6x6xf32>
    %f = linalg.fill ins(%zero : f32) outs(%e : tensor<1x3x6x6xf32>) -> tensor<1x3x6x6xf32>
    %conv = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
        ins(%x, %w : tensor<1x2x8x8xf32>, tensor<3x2x3x3xf32>)
        outs(%f : tensor<1x3x6x6xf32>) -> tensor<1x3x6x6xf32>
    %relu = linalg.generic {
        indexing_maps = [affine_map<(n, c, h, w) -> (n, c, h, w)>, affine_map<(n, c, h, w) -> (c)>,
                         affine_map<(n, c, h, w) -> (n, c, h, w)>],
        iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
        ins(%conv, %b : tensor<1x3x6x6xf32>, tensor<3xf32>) outs(%e : tensor<1x3x6x6xf32>) {
      ^bb0(%a: f32, %c: f32, %o: f32):
        %s = arith.addf %a, %c : f32
        %r = arith.maximumf %s, %zero : f32
        linalg.yield %r : f32
    } -> tensor<1x3x6x6xf32>
    // MaxPool 2x2 stride 2.
    %win = tensor.empty() : tensor<2x2xf32>
    %em = tensor.empty() : tensor<1x3x3x3xf32>
    %fm = linalg.fill ins(%ninf : f32) outs(%em : tensor<1x3x3x3xf32>) -> tensor<1x3x3x3xf32>
    %max = linalg.pooling_nchw_max {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
        ins(%relu, %win : tensor<1x3x6x6xf32>, tensor<2x2xf32>)
        outs(%fm : tensor<1x3x3x3xf32>) -> tensor<1x3x3x3xf32>
    // AveragePool 2x2 stride 1: sum pooling, then divide.
    %ea = tensor.empty() : tensor<1x3x5x5xf32>
    %fa = linalg.fill ins(%zero : f32) outs(%ea : tensor<1x3x5x5xf32>) -> tensor<1x3x5x5xf32>
    %sum = linalg.pooling_nchw_sum {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
        ins(%relu, %win : tensor<1x3x6x6xf32>, tensor<2x2xf32>)
        outs(%fa : tensor<1x3x5x5xf32>) -> tensor<1x3x5x5xf32>
    %four = arith.constant dense<4.0> : tensor<1x3x5x5xf32>
    %avg = linalg.div ins(%sum, %four : tensor<1x3x5x5xf32>, tensor<1x3x5x5xf32>)
                      outs(%ea : tensor<1x3x5x5xf32>) -> tensor<1x3x5x5xf32>
    // A 1x1 convolution of the same relu.
    %ep = tensor.empty() : tensor<1x2x6x6xf32>
    %fp = linalg.fill ins(%zero : f32) outs(%ep : tensor<1x2x6x6xf32>) -> tensor<1x2x6x6xf32>
    %proj = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
        ins(%relu, %w2 : tensor<1x3x6x6xf32>, tensor<2x3x1x1xf32>)
        outs(%fp : tensor<1x2x6x6xf32>) -> tensor<1x2x6x6xf32>
    return %max, %avg, %proj : tensor<1x3x3x3xf32>, tensor<1x3x5x5xf32>, tensor<1x2x6x6xf32>
  }
}
