// An imported-style model: an elementwise chain, Softmax and a chain after
// it; Gemm (matmul + bias) + Relu; a scaled copy of the relu (a producer
// shared by two matmuls); a Reshape between a matmul and its consumer;
// ReduceMean with consumers. Nonlinear ops come before the matmuls, so the
// model stays well conditioned on kgen-validate's adversarial inputs.
// Partitioned and validated against itself by test/Partition/validate.test.
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d1)>
#red = affine_map<(d0, d1) -> (d0)>
module {
  func.func @main(%x: tensor<4x8xf32> {kgen.name = "x"},
                  %w1: tensor<8x16xf32> {kgen.name = "w1"},
                  %b1: tensor<16xf32> {kgen.name = "b1"},
                  %w2: tensor<16x8xf32> {kgen.name = "w2"},
                  %w3: tensor<16x8xf32> {kgen.name = "w3"})
      -> (tensor<4x8xf32> {kgen.name = "probs"},
          tensor<32xf32> {kgen.name = "flat"},
          tensor<4xf32> {kgen.name = "mean"}) {
    %zero = arith.constant 0.0 : f32
    %two = arith.constant dense<2.0> : tensor<4x8xf32>
    %scale = arith.constant dense<[1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0]> : tensor<8xf32>
    %e8 = tensor.empty() : tensor<4x8xf32>
    // An elementwise chain before softmax, a chain after it.
    %pre = linalg.generic {indexing_maps = [#id, #id, #row, #id], iterator_types = ["parallel", "parallel"]}
        ins(%x, %two, %scale : tensor<4x8xf32>, tensor<4x8xf32>, tensor<8xf32>) outs(%e8 : tensor<4x8xf32>) {
      ^bb0(%a: f32, %b: f32, %c: f32, %o: f32):
        %m = arith.mulf %a, %b : f32
        %t = math.tanh %m : f32
        %n = arith.addf %t, %c : f32
        linalg.yield %n : f32
    } -> tensor<4x8xf32>
    %sm = linalg.softmax dimension(1) ins(%pre : tensor<4x8xf32>) outs(%e8 : tensor<4x8xf32>) -> tensor<4x8xf32>
    %sq = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
        ins(%sm : tensor<4x8xf32>) outs(%e8 : tensor<4x8xf32>) {
      ^bb0(%a: f32, %o: f32):
        %m = arith.mulf %a, %a : f32
        linalg.yield %m : f32
    } -> tensor<4x8xf32>
    // Gemm + Relu.
    %e16 = tensor.empty() : tensor<4x16xf32>
    %f16 = linalg.fill ins(%zero : f32) outs(%e16 : tensor<4x16xf32>) -> tensor<4x16xf32>
    %mm = linalg.matmul ins(%sq, %w1 : tensor<4x8xf32>, tensor<8x16xf32>)
                        outs(%f16 : tensor<4x16xf32>) -> tensor<4x16xf32>
    %bias = linalg.generic {indexing_maps = [#id, #row, #id],
                            iterator_types = ["parallel", "parallel"]}
        ins(%mm, %b1 : tensor<4x16xf32>, tensor<16xf32>) outs(%e16 : tensor<4x16xf32>) {
      ^bb0(%a: f32, %b: f32, %o: f32):
        %s = arith.addf %a, %b : f32
        linalg.yield %s : f32
    } -> tensor<4x16xf32>
    %relu = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
        ins(%bias : tensor<4x16xf32>) outs(%e16 : tensor<4x16xf32>) {
      ^bb0(%a: f32, %o: f32):
        %r = arith.maximumf %a, %zero : f32
        linalg.yield %r : f32
    } -> tensor<4x16xf32>
    // A shared producer (half the relu) feeding two matmuls.
    %half = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
        ins(%relu : tensor<4x16xf32>) outs(%e16 : tensor<4x16xf32>) {
      ^bb0(%a: f32, %o: f32):
        %c = arith.constant 0.5 : f32
        %h = arith.mulf %a, %c : f32
        linalg.yield %h : f32
    } -> tensor<4x16xf32>
    %f8 = linalg.fill ins(%zero : f32) outs(%e8 : tensor<4x8xf32>) -> tensor<4x8xf32>
    %mm2 = linalg.matmul ins(%half, %w2 : tensor<4x16xf32>, tensor<16x8xf32>)
                         outs(%f8 : tensor<4x8xf32>) -> tensor<4x8xf32>
    %mm3 = linalg.matmul ins(%half, %w3 : tensor<4x16xf32>, tensor<16x8xf32>)
                         outs(%f8 : tensor<4x8xf32>) -> tensor<4x8xf32>
    // A reshape (a view) between the third matmul and its consumer.
    %flat = tensor.collapse_shape %mm3 [[0, 1]] : tensor<4x8xf32> into tensor<32xf32>
    %e32 = tensor.empty() : tensor<32xf32>
    %neg = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>],
                           iterator_types = ["parallel"]}
        ins(%flat : tensor<32xf32>) outs(%e32 : tensor<32xf32>) {
      ^bb0(%a: f32, %o: f32):
        %n = arith.negf %a : f32
        linalg.yield %n : f32
    } -> tensor<32xf32>
    // ReduceMean of the second matmul, then a consumer.
    %e4 = tensor.empty() : tensor<4xf32>
    %f4 = linalg.fill ins(%zero : f32) outs(%e4 : tensor<4xf32>) -> tensor<4xf32>
    %red = linalg.generic {indexing_maps = [#id, #red], iterator_types = ["parallel", "reduction"]}
        ins(%mm2 : tensor<4x8xf32>) outs(%f4 : tensor<4xf32>) {
      ^bb0(%a: f32, %o: f32):
        %s = arith.addf %a, %o : f32
        linalg.yield %s : f32
    } -> tensor<4xf32>
    %mean = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>],
                            iterator_types = ["parallel"]}
        ins(%red : tensor<4xf32>) outs(%e4 : tensor<4xf32>) {
      ^bb0(%a: f32, %o: f32):
        %c8 = arith.constant 8.0 : f32
        %d = arith.divf %a, %c8 : f32
        linalg.yield %d : f32
    } -> tensor<4xf32>
    return %sq, %neg, %mean : tensor<4x8xf32>, tensor<32xf32>, tensor<4xf32>
  }
}
