// RUN: kgen-opt %s -split-input-file --kgen-partition | FileCheck %s
// RUN: kgen-opt %s -split-input-file --kgen-partition | kgen-opt -split-input-file --kgen-partition | FileCheck %s
// RUN: kgen-opt %s -split-input-file --kgen-annotate-fusion-groups | kgen-opt -split-input-file --kgen-outline-kernels | FileCheck %s

// Gemm + Relu: the matmul's accumulator fill joins it (cloned), the bias
// and the relu are its epilogue: one kernel.
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d1)>
func.func @main(%x: tensor<4x8xf32> {kgen.name = "x"}, %w: tensor<8x16xf32>, %b: tensor<16xf32>)
    -> (tensor<4x16xf32> {kgen.name = "y"}) {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4x16xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<4x16xf32>) -> tensor<4x16xf32>
  %mm = linalg.matmul ins(%x, %w : tensor<4x8xf32>, tensor<8x16xf32>) outs(%f : tensor<4x16xf32>) -> tensor<4x16xf32>
  %bias = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%mm, %b : tensor<4x16xf32>, tensor<16xf32>) outs(%e : tensor<4x16xf32>) {
    ^bb0(%a: f32, %c: f32, %o: f32):
      %s = arith.addf %a, %c : f32
      linalg.yield %s : f32
  } -> tensor<4x16xf32>
  %relu = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%bias : tensor<4x16xf32>) outs(%e : tensor<4x16xf32>) {
    ^bb0(%a: f32, %o: f32):
      %r = arith.maximumf %a, %zero : f32
      linalg.yield %r : f32
  } -> tensor<4x16xf32>
  return %relu : tensor<4x16xf32>
}

// CHECK-LABEL: func.func @main(
// CHECK-SAME: %[[X:.*]]: tensor<4x8xf32> {kgen.name = "x"}, %[[W:.*]]: tensor<8x16xf32>, %[[B:.*]]: tensor<16xf32>)
// CHECK-NEXT: %[[R:.*]] = call @main_k0_matmul(%[[X]], %[[W]], %[[B]]) : (tensor<4x8xf32>, tensor<8x16xf32>, tensor<16xf32>) -> tensor<4x16xf32>
// CHECK-NEXT: return %[[R]]
// CHECK-LABEL: func.func private @main_k0_matmul(
// CHECK-SAME: %{{.*}}: tensor<4x8xf32>, %{{.*}}: tensor<8x16xf32>, %{{.*}}: tensor<16xf32>) -> tensor<4x16xf32> attributes {kgen.kernel}
// CHECK-NOT: kgen.fusion_group
// CHECK: arith.constant 0.0
// CHECK: tensor.empty
// CHECK: linalg.fill
// CHECK: linalg.matmul
// CHECK: arith.addf
// CHECK: arith.maximumf
// CHECK: return
// CHECK-NOT: func.func

// -----

// Conv with its pad, bias and relu: the pad (copy-like) is cloned into the
// convolution's kernel; the bias + relu generic is its epilogue.
func.func @main(%x: tensor<1x2x6x6xf32>, %w: tensor<3x2x3x3xf32>, %b: tensor<3xf32>) -> tensor<1x3x6x6xf32> {
  %zero = arith.constant 0.0 : f32
  %padded = tensor.pad %x low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%i: index, %j: index, %k: index, %l: index):
      tensor.yield %zero : f32
  } : tensor<1x2x6x6xf32> to tensor<1x2x8x8xf32>
  %e = tensor.empty() : tensor<1x3x6x6xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<1x3x6x6xf32>) -> tensor<1x3x6x6xf32>
  %conv = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%padded, %w : tensor<1x2x8x8xf32>, tensor<3x2x3x3xf32>) outs(%f : tensor<1x3x6x6xf32>) -> tensor<1x3x6x6xf32>
  %y = linalg.generic {
      indexing_maps = [affine_map<(n, c, h, w) -> (n, c, h, w)>, affine_map<(n, c, h, w) -> (c)>,
                       affine_map<(n, c, h, w) -> (n, c, h, w)>],
      iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv, %b : tensor<1x3x6x6xf32>, tensor<3xf32>) outs(%e : tensor<1x3x6x6xf32>) {
    ^bb0(%a: f32, %c: f32, %o: f32):
      %s = arith.addf %a, %c : f32
      %r = arith.maximumf %s, %zero : f32
      linalg.yield %r : f32
  } -> tensor<1x3x6x6xf32>
  return %y : tensor<1x3x6x6xf32>
}

// CHECK-LABEL: func.func @main(
// CHECK-NEXT: %[[R:.*]] = call @main_k0_conv_2d_nchw_fchw(%arg0, %arg1, %arg2)
// CHECK-NEXT: return %[[R]]
// CHECK-LABEL: func.func private @main_k0_conv_2d_nchw_fchw(
// CHECK-SAME: attributes {kgen.kernel}
// CHECK: tensor.pad
// CHECK: linalg.fill
// CHECK: linalg.conv_2d_nchw_fchw
// CHECK: arith.maximumf
// CHECK: return
// CHECK-NOT: func.func

// -----

// Softmax between two elementwise chains: the chain in front is its
// prologue, the chain after it its epilogue.
#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @main(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %e = tensor.empty() : tensor<4x8xf32>
  %a = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) {
    ^bb0(%v: f32, %o: f32):
      %r = math.exp %v : f32
      linalg.yield %r : f32
  } -> tensor<4x8xf32>
  %b = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%a : tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) {
    ^bb0(%v: f32, %o: f32):
      %r = arith.negf %v : f32
      linalg.yield %r : f32
  } -> tensor<4x8xf32>
  %sm = linalg.softmax dimension(1) ins(%b : tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) -> tensor<4x8xf32>
  %c = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%sm : tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) {
    ^bb0(%v: f32, %o: f32):
      %r = math.sqrt %v : f32
      linalg.yield %r : f32
  } -> tensor<4x8xf32>
  %d = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%c : tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) {
    ^bb0(%v: f32, %o: f32):
      %r = math.absf %v : f32
      linalg.yield %r : f32
  } -> tensor<4x8xf32>
  return %d : tensor<4x8xf32>
}

// CHECK-LABEL: func.func @main(
// CHECK-NEXT: %[[R:.*]] = call @main_k0_softmax(%arg0) : (tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT: return %[[R]]
// CHECK-LABEL: func.func private @main_k0_softmax(
// CHECK: math.exp
// CHECK: arith.negf
// CHECK: linalg.softmax
// CHECK: math.sqrt
// CHECK: math.absf
// CHECK-NOT: func.func

// -----

// A reduction (ReduceMean: sum, then divide) keeps its elementwise
// consumers, including one that also reads the reduction's input.
#id = affine_map<(d0, d1) -> (d0, d1)>
#red = affine_map<(d0, d1) -> (d0)>
func.func @main(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %zero = arith.constant 0.0 : f32
  %eight = arith.constant 8.0 : f32
  %e = tensor.empty() : tensor<4xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %sum = linalg.generic {indexing_maps = [#id, #red], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<4x8xf32>) outs(%f : tensor<4xf32>) {
    ^bb0(%v: f32, %o: f32):
      %s = arith.addf %v, %o : f32
      linalg.yield %s : f32
  } -> tensor<4xf32>
  %mean = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>],
                          iterator_types = ["parallel"]}
      ins(%sum : tensor<4xf32>) outs(%e : tensor<4xf32>) {
    ^bb0(%v: f32, %o: f32):
      %d = arith.divf %v, %eight : f32
      linalg.yield %d : f32
  } -> tensor<4xf32>
  %e2 = tensor.empty() : tensor<4x8xf32>
  %centered = linalg.generic {indexing_maps = [#id, #red, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %mean : tensor<4x8xf32>, tensor<4xf32>) outs(%e2 : tensor<4x8xf32>) {
    ^bb0(%v: f32, %m: f32, %o: f32):
      %d = arith.subf %v, %m : f32
      linalg.yield %d : f32
  } -> tensor<4x8xf32>
  return %centered : tensor<4x8xf32>
}

// CHECK-LABEL: func.func @main(
// CHECK-NEXT: %[[R:.*]] = call @main_k0_reduction(%arg0) : (tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT: return %[[R]]
// CHECK-LABEL: func.func private @main_k0_reduction(
// CHECK: linalg.fill
// CHECK: iterator_types = ["parallel", "reduction"]
// CHECK: arith.divf
// CHECK: arith.subf
// CHECK-NOT: func.func

// -----

// A standalone elementwise chain: two branches from two inputs merge; one
// kernel without a root.
#id = affine_map<(d0) -> (d0)>
func.func @main(%x: tensor<16xf32>, %y: tensor<16xf32>) -> tensor<16xf32> {
  %e = tensor.empty() : tensor<16xf32>
  %a = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%x : tensor<16xf32>) outs(%e : tensor<16xf32>) {
    ^bb0(%v: f32, %o: f32):
      %r = math.exp %v : f32
      linalg.yield %r : f32
  } -> tensor<16xf32>
  %b = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%y : tensor<16xf32>) outs(%e : tensor<16xf32>) {
    ^bb0(%v: f32, %o: f32):
      %r = arith.negf %v : f32
      linalg.yield %r : f32
  } -> tensor<16xf32>
  %c = linalg.add ins(%a, %b : tensor<16xf32>, tensor<16xf32>) outs(%e : tensor<16xf32>) -> tensor<16xf32>
  return %c : tensor<16xf32>
}

// CHECK-LABEL: func.func @main(
// CHECK-NEXT: %[[R:.*]] = call @main_k0_elementwise(%arg0, %arg1) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
// CHECK-NEXT: return %[[R]]
// CHECK-LABEL: func.func private @main_k0_elementwise(
// CHECK: math.exp
// CHECK: arith.negf
// CHECK: linalg.add
// CHECK-NOT: func.func

// -----

// A norm's centering (x - mean: x read in full, the mean broadcast) feeds
// the variance's reduction and the normalization: it is recomputed in the
// kernel that uses it, not stored by the mean's kernel and read back. The
// mean's kernel returns the small sum only.
#id3 = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
func.func @main(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4x8xf32>
  %er = tensor.empty() : tensor<4xf32>
  %f = linalg.fill ins(%zero : f32) outs(%er : tensor<4xf32>) -> tensor<4xf32>
  %sum = linalg.generic {indexing_maps = [#id3, #row], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<4x8xf32>) outs(%f : tensor<4xf32>) {
    ^bb0(%v: f32, %acc: f32):
      %r = arith.addf %v, %acc : f32
      linalg.yield %r : f32
  } -> tensor<4xf32>
  %c = linalg.generic {indexing_maps = [#id3, #row, #id3], iterator_types = ["parallel", "parallel"]}
      ins(%x, %sum : tensor<4x8xf32>, tensor<4xf32>) outs(%e : tensor<4x8xf32>) {
    ^bb0(%v: f32, %s: f32, %o: f32):
      %r = arith.subf %v, %s : f32
      linalg.yield %r : f32
  } -> tensor<4x8xf32>
  %sq = linalg.generic {indexing_maps = [#id3, #row], iterator_types = ["parallel", "reduction"]}
      ins(%c : tensor<4x8xf32>) outs(%f : tensor<4xf32>) {
    ^bb0(%v: f32, %acc: f32):
      %m = arith.mulf %v, %v : f32
      %r = arith.addf %m, %acc : f32
      linalg.yield %r : f32
  } -> tensor<4xf32>
  %y = linalg.generic {indexing_maps = [#id3, #row, #id3], iterator_types = ["parallel", "parallel"]}
      ins(%c, %sq : tensor<4x8xf32>, tensor<4xf32>) outs(%e : tensor<4x8xf32>) {
    ^bb0(%v: f32, %s: f32, %o: f32):
      %r = arith.mulf %v, %s : f32
      linalg.yield %r : f32
  } -> tensor<4x8xf32>
  return %y : tensor<4x8xf32>
}

// CHECK-LABEL: func.func @main(
// CHECK-SAME: %[[X:[^:]*]]: tensor<4x8xf32>)
// CHECK-NEXT: %[[S:.*]] = call @main_k0_reduction(%[[X]]) : (tensor<4x8xf32>) -> tensor<4xf32>
// CHECK-NEXT: %[[Y:.*]] = call @main_k1_reduction(%[[X]], %[[S]]) : (tensor<4x8xf32>, tensor<4xf32>) -> tensor<4x8xf32>
// CHECK-NEXT: return %[[Y]]
// CHECK-LABEL: func.func private @main_k0_reduction(
// CHECK: arith.addf
// CHECK-NOT: arith.subf
// CHECK: return
// CHECK-LABEL: func.func private @main_k1_reduction(
// CHECK: arith.subf
// CHECK: arith.mulf
// CHECK: arith.addf
// CHECK: arith.mulf
// CHECK-NOT: func.func

// -----

// A producer shared by two roots is not duplicated: the tanh is a kernel
// of its own, both matmuls take its result. The broadcast of the bias
// (copy-like) is cloned into both matmul kernels.
#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @main(%x: tensor<4x8xf32>, %w1: tensor<8x8xf32>, %w2: tensor<8x8xf32>, %b: tensor<8xf32>)
    -> (tensor<4x8xf32>, tensor<4x8xf32>) {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4x8xf32>
  %t = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) {
    ^bb0(%v: f32, %o: f32):
      %r = math.tanh %v : f32
      linalg.yield %r : f32
  } -> tensor<4x8xf32>
  %bb = linalg.broadcast ins(%b : tensor<8xf32>) outs(%e : tensor<4x8xf32>) dimensions = [0]
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<4x8xf32>) -> tensor<4x8xf32>
  %m1 = linalg.matmul ins(%t, %w1 : tensor<4x8xf32>, tensor<8x8xf32>) outs(%f : tensor<4x8xf32>) -> tensor<4x8xf32>
  %r1 = linalg.add ins(%m1, %bb : tensor<4x8xf32>, tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) -> tensor<4x8xf32>
  %m2 = linalg.matmul ins(%t, %w2 : tensor<4x8xf32>, tensor<8x8xf32>) outs(%f : tensor<4x8xf32>) -> tensor<4x8xf32>
  %r2 = linalg.add ins(%m2, %bb : tensor<4x8xf32>, tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) -> tensor<4x8xf32>
  return %r1, %r2 : tensor<4x8xf32>, tensor<4x8xf32>
}

// CHECK-LABEL: func.func @main(
// CHECK-SAME: %[[X:[^:]*]]: tensor<4x8xf32>, %[[W1:[^:]*]]: tensor<8x8xf32>, %[[W2:[^:]*]]: tensor<8x8xf32>, %[[B:[^:]*]]: tensor<8xf32>)
// CHECK-NEXT: %[[T:.*]] = call @main_k0_elementwise(%[[X]])
// CHECK-NEXT: %[[R1:.*]] = call @main_k1_matmul(%[[B]], %[[T]], %[[W1]])
// CHECK-NEXT: %[[R2:.*]] = call @main_k2_matmul(%[[B]], %[[T]], %[[W2]])
// CHECK-NEXT: return %[[R1]], %[[R2]]
// CHECK-LABEL: func.func private @main_k0_elementwise(
// CHECK: math.tanh
// CHECK-NOT: linalg.matmul
// CHECK-LABEL: func.func private @main_k1_matmul(
// CHECK: linalg.broadcast
// CHECK: linalg.fill
// CHECK: linalg.matmul
// CHECK: linalg.add
// CHECK-LABEL: func.func private @main_k2_matmul(
// CHECK: linalg.broadcast
// CHECK: linalg.fill
// CHECK: linalg.matmul
// CHECK: linalg.add

// -----

// Reshapes are views and stay in @main: a kernel boundary. The matmul's
// result is reshaped and then scaled by a standalone chain; a collapse
// between two elementwise ops splits the chain.
#id = affine_map<(d0, d1) -> (d0, d1)>
#id3 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#id1 = affine_map<(d0) -> (d0)>
func.func @main(%x: tensor<4x8xf32>, %w: tensor<8x8xf32>) -> tensor<32xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4x8xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<4x8xf32>) -> tensor<4x8xf32>
  %m = linalg.matmul ins(%x, %w : tensor<4x8xf32>, tensor<8x8xf32>) outs(%f : tensor<4x8xf32>) -> tensor<4x8xf32>
  %r = tensor.expand_shape %m [[0], [1, 2]] output_shape [4, 2, 4] : tensor<4x8xf32> into tensor<4x2x4xf32>
  %e3 = tensor.empty() : tensor<4x2x4xf32>
  %s = linalg.generic {indexing_maps = [#id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%r : tensor<4x2x4xf32>) outs(%e3 : tensor<4x2x4xf32>) {
    ^bb0(%v: f32, %o: f32):
      %d = arith.mulf %v, %v : f32
      linalg.yield %d : f32
  } -> tensor<4x2x4xf32>
  %c = tensor.collapse_shape %s [[0, 1, 2]] : tensor<4x2x4xf32> into tensor<32xf32>
  %e1 = tensor.empty() : tensor<32xf32>
  %n = linalg.generic {indexing_maps = [#id1, #id1], iterator_types = ["parallel"]}
      ins(%c : tensor<32xf32>) outs(%e1 : tensor<32xf32>) {
    ^bb0(%v: f32, %o: f32):
      %d = arith.negf %v : f32
      linalg.yield %d : f32
  } -> tensor<32xf32>
  return %n : tensor<32xf32>
}

// CHECK-LABEL: func.func @main(
// CHECK-NEXT: %[[M:.*]] = call @main_k0_matmul(%arg0, %arg1) : (tensor<4x8xf32>, tensor<8x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT: %[[E:.*]] = tensor.expand_shape %[[M]]
// CHECK-NEXT: %[[S:.*]] = call @main_k1_elementwise(%[[E]]) : (tensor<4x2x4xf32>) -> tensor<4x2x4xf32>
// CHECK-NEXT: %[[C:.*]] = tensor.collapse_shape %[[S]]
// CHECK-NEXT: %[[N:.*]] = call @main_k2_elementwise(%[[C]]) : (tensor<32xf32>) -> tensor<32xf32>
// CHECK-NEXT: return %[[N]]
// CHECK-LABEL: func.func private @main_k0_matmul(
// CHECK-LABEL: func.func private @main_k1_elementwise(
// CHECK: arith.mulf
// CHECK-LABEL: func.func private @main_k2_elementwise(
// CHECK: arith.negf

// -----

// A residual connection: the add reads both matmuls; joining the first
// matmul's kernel would make the two kernels feed each other, so it joins
// the second. The first kernel returns the relu for both users.
#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @main(%x: tensor<4x8xf32>, %w1: tensor<8x8xf32>, %w2: tensor<8x8xf32>) -> tensor<4x8xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4x8xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<4x8xf32>) -> tensor<4x8xf32>
  %m1 = linalg.matmul ins(%x, %w1 : tensor<4x8xf32>, tensor<8x8xf32>) outs(%f : tensor<4x8xf32>) -> tensor<4x8xf32>
  %relu = linalg.max ins(%m1, %f : tensor<4x8xf32>, tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) -> tensor<4x8xf32>
  %m2 = linalg.matmul ins(%relu, %w2 : tensor<4x8xf32>, tensor<8x8xf32>) outs(%f : tensor<4x8xf32>) -> tensor<4x8xf32>
  %sum = linalg.add ins(%m2, %relu : tensor<4x8xf32>, tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) -> tensor<4x8xf32>
  return %sum : tensor<4x8xf32>
}

// CHECK-LABEL: func.func @main(
// CHECK-NEXT: %[[A:.*]] = call @main_k0_matmul(%arg0, %arg1)
// CHECK-NEXT: %[[B:.*]] = call @main_k1_matmul(%[[A]], %arg2)
// CHECK-NEXT: return %[[B]]
// CHECK-LABEL: func.func private @main_k0_matmul(
// CHECK: linalg.matmul
// CHECK: linalg.max
// CHECK-NOT: linalg.add
// CHECK-LABEL: func.func private @main_k1_matmul(
// CHECK: linalg.matmul
// CHECK: linalg.add

// -----

// Pooling: a pad read by two poolings is cloned into both; a non-splat
// constant stays in @main and is passed as an argument; a copy-like op
// that @main returns (the transpose) is grouped like an elementwise op.
func.func @main(%x: tensor<1x2x6x6xf32>) -> (tensor<1x2x3x3xf32>, tensor<1x2x5x5xf32>, tensor<1x2x6x6xf32>) {
  %ninf = arith.constant -3.0e+38 : f32
  %scale = arith.constant dense<[[[[2.0]], [[3.0]]]]> : tensor<1x2x1x1xf32>
  %p = tensor.pad %x low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%i: index, %j: index, %k: index, %l: index):
      tensor.yield %ninf : f32
  } : tensor<1x2x6x6xf32> to tensor<1x2x8x8xf32>
  %win = tensor.empty() : tensor<3x3xf32>
  %e1 = tensor.empty() : tensor<1x2x3x3xf32>
  %f1 = linalg.fill ins(%ninf : f32) outs(%e1 : tensor<1x2x3x3xf32>) -> tensor<1x2x3x3xf32>
  %m1 = linalg.pooling_nchw_max {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
      ins(%p, %win : tensor<1x2x8x8xf32>, tensor<3x3xf32>) outs(%f1 : tensor<1x2x3x3xf32>) -> tensor<1x2x3x3xf32>
  %win2 = tensor.empty() : tensor<4x4xf32>
  %e2 = tensor.empty() : tensor<1x2x5x5xf32>
  %f2 = linalg.fill ins(%ninf : f32) outs(%e2 : tensor<1x2x5x5xf32>) -> tensor<1x2x5x5xf32>
  %m2 = linalg.pooling_nchw_max {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%p, %win2 : tensor<1x2x8x8xf32>, tensor<4x4xf32>) outs(%f2 : tensor<1x2x5x5xf32>) -> tensor<1x2x5x5xf32>
  %e3 = tensor.empty() : tensor<1x2x6x6xf32>
  %t = linalg.transpose ins(%x : tensor<1x2x6x6xf32>) outs(%e3 : tensor<1x2x6x6xf32>) permutation = [0, 1, 3, 2]
  %s = linalg.generic {
      indexing_maps = [affine_map<(n, c, h, w) -> (n, c, h, w)>, affine_map<(n, c, h, w) -> (0, c, 0, 0)>,
                       affine_map<(n, c, h, w) -> (n, c, h, w)>],
      iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%m2, %scale : tensor<1x2x5x5xf32>, tensor<1x2x1x1xf32>) outs(%e2 : tensor<1x2x5x5xf32>) {
    ^bb0(%a: f32, %c: f32, %o: f32):
      %r = arith.mulf %a, %c : f32
      linalg.yield %r : f32
  } -> tensor<1x2x5x5xf32>
  return %m1, %s, %t : tensor<1x2x3x3xf32>, tensor<1x2x5x5xf32>, tensor<1x2x6x6xf32>
}

// CHECK-LABEL: func.func @main(
// CHECK-NEXT: %[[CST:.*]] = arith.constant dense<{{.*}}> : tensor<1x2x1x1xf32>
// CHECK-NEXT: %[[M1:.*]] = call @main_k0_pooling_nchw_max(%arg0)
// CHECK-NEXT: %[[M2:.*]] = call @main_k1_pooling_nchw_max(%arg0, %[[CST]])
// CHECK-NEXT: %[[T:.*]] = call @main_k2_elementwise(%arg0)
// CHECK-NEXT: return %[[M1]], %[[M2]], %[[T]]
// CHECK-LABEL: func.func private @main_k0_pooling_nchw_max(
// CHECK: tensor.pad
// CHECK: linalg.pooling_nchw_max
// CHECK-LABEL: func.func private @main_k1_pooling_nchw_max(
// CHECK: tensor.pad
// CHECK: linalg.pooling_nchw_max
// CHECK: arith.mulf
// CHECK-LABEL: func.func private @main_k2_elementwise(
// CHECK: linalg.transpose
