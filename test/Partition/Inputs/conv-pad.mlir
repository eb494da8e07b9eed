// An imported-style convolution block: Conv (pad + conv + bias) + Relu,
// then MaxPool (pad + pooling) and AveragePool (sum pooling + divide).
// Partitioned and lowered to host code by test/Partition/validate.test.
module {
  func.func @main(%x: tensor<1x2x6x6xf32> {kgen.name = "x"},
                  %w: tensor<3x2x3x3xf32> {kgen.name = "w"},
                  %b: tensor<3xf32> {kgen.name = "b"})
      -> (tensor<1x3x3x3xf32> {kgen.name = "max"},
          tensor<1x3x5x5xf32> {kgen.name = "avg"}) {
    %zero = arith.constant 0.0 : f32
    %ninf = arith.constant -3.40282347E+38 : f32
    %padded = tensor.pad %x low[0, 0, 1, 1] high[0, 0, 1, 1] {
      ^bb0(%i: index, %j: index, %k: index, %l: index):
        tensor.yield %zero : f32
    } : tensor<1x2x6x6xf32> to tensor<1x2x8x8xf32>
    %e = tensor.empty() : tensor<1x3x6x6xf32>
    %f = linalg.fill ins(%zero : f32) outs(%e : tensor<1x3x6x6xf32>) -> tensor<1x3x6x6xf32>
    %conv = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
        ins(%padded, %w : tensor<1x2x8x8xf32>, tensor<3x2x3x3xf32>)
        outs(%f : tensor<1x3x6x6xf32>) -> tensor<1x3x6x6xf32>
    %biased = linalg.generic {
        indexing_maps = [affine_map<(n, c, h, w) -> (n, c, h, w)>, affine_map<(n, c, h, w) -> (c)>,
                         affine_map<(n, c, h, w) -> (n, c, h, w)>],
        iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
        ins(%conv, %b : tensor<1x3x6x6xf32>, tensor<3xf32>) outs(%e : tensor<1x3x6x6xf32>) {
      ^bb0(%a: f32, %c: f32, %o: f32):
        %s = arith.addf %a, %c : f32
        %r = arith.maximumf %s, %zero : f32
        linalg.yield %r : f32
    } -> tensor<1x3x6x6xf32>
    // MaxPool 2x2 stride 2 with a pad.
    %ppad = tensor.pad %biased low[0, 0, 0, 0] high[0, 0, 0, 0] {
      ^bb0(%i: index, %j: index, %k: index, %l: index):
        tensor.yield %ninf : f32
    } : tensor<1x3x6x6xf32> to tensor<1x3x6x6xf32>
    %win = tensor.empty() : tensor<2x2xf32>
    %em = tensor.empty() : tensor<1x3x3x3xf32>
    %fm = linalg.fill ins(%ninf : f32) outs(%em : tensor<1x3x3x3xf32>) -> tensor<1x3x3x3xf32>
    %max = linalg.pooling_nchw_max {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
        ins(%ppad, %win : tensor<1x3x6x6xf32>, tensor<2x2xf32>)
        outs(%fm : tensor<1x3x3x3xf32>) -> tensor<1x3x3x3xf32>
    // AveragePool 2x2 stride 1: sum pooling, then divide.
    %win2 = tensor.empty() : tensor<2x2xf32>
    %ea = tensor.empty() : tensor<1x3x5x5xf32>
    %fa = linalg.fill ins(%zero : f32) outs(%ea : tensor<1x3x5x5xf32>) -> tensor<1x3x5x5xf32>
    %sum = linalg.pooling_nchw_sum {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
        ins(%biased, %win2 : tensor<1x3x6x6xf32>, tensor<2x2xf32>)
        outs(%fa : tensor<1x3x5x5xf32>) -> tensor<1x3x5x5xf32>
    %four = arith.constant dense<4.0> : tensor<1x3x5x5xf32>
    %avg = linalg.div ins(%sum, %four : tensor<1x3x5x5xf32>, tensor<1x3x5x5xf32>)
                      outs(%ea : tensor<1x3x5x5xf32>) -> tensor<1x3x5x5xf32>
    return %max, %avg : tensor<1x3x3x3xf32>, tensor<1x3x5x5xf32>
  }
}
