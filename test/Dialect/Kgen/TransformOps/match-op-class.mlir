// RUN: kgen-opt %s --transform-interpreter --split-input-file --verify-diagnostics

// Each payload op is sent to the first matcher whose class list contains its
// class; the action names the class in a remark.

#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
#mk = affine_map<(d0, d1, d2) -> (d0, d2)>
#kn = affine_map<(d0, d1, d2) -> (d2, d1)>
#mn = affine_map<(d0, d1, d2) -> (d0, d1)>
#diag = affine_map<(d0) -> (d0, d0)>
#in1d = affine_map<(d0, d1) -> (d0 + d1)>
#win = affine_map<(d0, d1) -> (d1)>
#out1d = affine_map<(d0, d1) -> (d0)>

module attributes {transform.with_named_sequence} {
  func.func @payload(%a: tensor<8x16xf32>, %b: tensor<16x4xf32>,
                     %c: tensor<8x4xf32>, %r: tensor<8xf32>,
                     %e: tensor<8x16xf32>, %img: tensor<1x3x10x10xf32>,
                     %flt: tensor<5x3x3x3xf32>, %out: tensor<1x5x8x8xf32>,
                     %win: tensor<3x3xf32>, %pout: tensor<1x3x8x8xf32>,
                     %bm: tensor<2x8x16xf32>, %bn: tensor<2x16x4xf32>,
                     %bo: tensor<2x8x4xf32>, %v: tensor<8xf32>,
                     %sig: tensor<10xf32>, %w3: tensor<3xf32>,
                     %o8: tensor<8xf32>, %d: tensor<8x8xf32>,
                     %e2: tensor<16xf32>) {
    // expected-remark @below {{elementwise}}
    %0 = linalg.add ins(%a, %a : tensor<8x16xf32>, tensor<8x16xf32>)
                    outs(%e : tensor<8x16xf32>) -> tensor<8x16xf32>
    // A broadcast written as a generic is elementwise too.
    // expected-remark @below {{elementwise}}
    %1 = linalg.generic {indexing_maps = [#row, #id],
                         iterator_types = ["parallel", "parallel"]}
        ins(%r : tensor<8xf32>) outs(%e : tensor<8x16xf32>) {
      ^bb0(%x: f32, %y: f32):
        %s = math.exp %x : f32
        linalg.yield %s : f32
    } -> tensor<8x16xf32>
    // expected-remark @below {{reduction}}
    %2 = linalg.reduce ins(%a : tensor<8x16xf32>) outs(%r : tensor<8xf32>)
        dimensions = [1]
      (%x: f32, %acc: f32) {
        %m = arith.maximumf %x, %acc : f32
        linalg.yield %m : f32
      }
    // expected-remark @below {{reduction}}
    %3 = linalg.softmax dimension(1) ins(%a : tensor<8x16xf32>)
        outs(%e : tensor<8x16xf32>) -> tensor<8x16xf32>
    // expected-remark @below {{contraction}}
    %4 = linalg.matmul ins(%a, %b : tensor<8x16xf32>, tensor<16x4xf32>)
                       outs(%c : tensor<8x4xf32>) -> tensor<8x4xf32>
    // expected-remark @below {{contraction}}
    %5 = linalg.batch_matmul ins(%bm, %bn : tensor<2x8x16xf32>, tensor<2x16x4xf32>)
                             outs(%bo : tensor<2x8x4xf32>) -> tensor<2x8x4xf32>
    // A matmul written as a generic is a contraction.
    // expected-remark @below {{contraction}}
    %6 = linalg.generic {indexing_maps = [#mk, #kn, #mn],
                         iterator_types = ["parallel", "parallel", "reduction"]}
        ins(%a, %b : tensor<8x16xf32>, tensor<16x4xf32>)
        outs(%c : tensor<8x4xf32>) {
      ^bb0(%x: f32, %y: f32, %acc: f32):
        %p = arith.mulf %x, %y : f32
        %s = arith.addf %acc, %p : f32
        linalg.yield %s : f32
    } -> tensor<8x4xf32>
    // expected-remark @below {{contraction}}
    %7 = linalg.matvec ins(%a, %e2 : tensor<8x16xf32>, tensor<16xf32>)
                       outs(%v : tensor<8xf32>) -> tensor<8xf32>
    // expected-remark @below {{convolution}}
    %8 = linalg.conv_2d_nchw_fchw
        ins(%img, %flt : tensor<1x3x10x10xf32>, tensor<5x3x3x3xf32>)
        outs(%out : tensor<1x5x8x8xf32>) -> tensor<1x5x8x8xf32>
    // A 1-D convolution written as a generic.
    // expected-remark @below {{convolution}}
    %9 = linalg.generic {indexing_maps = [#in1d, #win, #out1d],
                         iterator_types = ["parallel", "reduction"]}
        ins(%sig, %w3 : tensor<10xf32>, tensor<3xf32>)
        outs(%o8 : tensor<8xf32>) {
      ^bb0(%x: f32, %w: f32, %acc: f32):
        %p = arith.mulf %x, %w : f32
        %s = arith.addf %acc, %p : f32
        linalg.yield %s : f32
    } -> tensor<8xf32>
    // expected-remark @below {{pooling}}
    %10 = linalg.pooling_nchw_max {dilations = dense<1> : tensor<2xi64>,
                                   strides = dense<1> : tensor<2xi64>}
        ins(%img, %win : tensor<1x3x10x10xf32>, tensor<3x3xf32>)
        outs(%pout : tensor<1x3x8x8xf32>) -> tensor<1x3x8x8xf32>
    // The same window shape, but the body ignores the window: pooling.
    // expected-remark @below {{pooling}}
    %11 = linalg.generic {indexing_maps = [#in1d, #win, #out1d],
                          iterator_types = ["parallel", "reduction"]}
        ins(%sig, %w3 : tensor<10xf32>, tensor<3xf32>)
        outs(%o8 : tensor<8xf32>) {
      ^bb0(%x: f32, %w: f32, %acc: f32):
        %s = arith.addf %acc, %x : f32
        linalg.yield %s : f32
    } -> tensor<8xf32>
    // Writes a diagonal: an output map that is not a projected permutation
    // fits no class, so no matcher fires.
    %12 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, #diag],
                          iterator_types = ["parallel"]}
        ins(%v : tensor<8xf32>) outs(%d : tensor<8x8xf32>) {
      ^bb0(%x: f32, %y: f32):
        linalg.yield %x : f32
    } -> tensor<8x8xf32>
    return
  }

  transform.named_sequence @is_elementwise(%op: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.kgen.match_op_class %op is [elementwise] : !transform.any_op
    transform.yield %op : !transform.any_op
  }
  transform.named_sequence @is_reduction(%op: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.kgen.match_op_class %op is [reduction] : !transform.any_op
    transform.yield %op : !transform.any_op
  }
  transform.named_sequence @is_contraction(%op: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.kgen.match_op_class %op is [contraction] : !transform.any_op
    transform.yield %op : !transform.any_op
  }
  transform.named_sequence @is_convolution(%op: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.kgen.match_op_class %op is [convolution] : !transform.any_op
    transform.yield %op : !transform.any_op
  }
  transform.named_sequence @is_pooling(%op: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.kgen.match_op_class %op is [pooling] : !transform.any_op
    transform.yield %op : !transform.any_op
  }
  transform.named_sequence @say_elementwise(%op: !transform.any_op {transform.readonly}) {
    transform.debug.emit_remark_at %op, "elementwise" : !transform.any_op
    transform.yield
  }
  transform.named_sequence @say_reduction(%op: !transform.any_op {transform.readonly}) {
    transform.debug.emit_remark_at %op, "reduction" : !transform.any_op
    transform.yield
  }
  transform.named_sequence @say_contraction(%op: !transform.any_op {transform.readonly}) {
    transform.debug.emit_remark_at %op, "contraction" : !transform.any_op
    transform.yield
  }
  transform.named_sequence @say_convolution(%op: !transform.any_op {transform.readonly}) {
    transform.debug.emit_remark_at %op, "convolution" : !transform.any_op
    transform.yield
  }
  transform.named_sequence @say_pooling(%op: !transform.any_op {transform.readonly}) {
    transform.debug.emit_remark_at %op, "pooling" : !transform.any_op
    transform.yield
  }

  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %root
        : (!transform.any_op) -> !transform.any_op
    transform.foreach_match in %f
        @is_elementwise -> @say_elementwise,
        @is_reduction -> @say_reduction,
        @is_contraction -> @say_contraction,
        @is_convolution -> @say_convolution,
        @is_pooling -> @say_pooling
        : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

// A list of several classes matches any of them.

module attributes {transform.with_named_sequence} {
  func.func @payload(%a: tensor<8x16xf32>, %r: tensor<8xf32>) {
    // expected-remark @below {{reduction or contraction}}
    %0 = linalg.reduce ins(%a : tensor<8x16xf32>) outs(%r : tensor<8xf32>)
        dimensions = [1]
      (%x: f32, %acc: f32) {
        %s = arith.addf %x, %acc : f32
        linalg.yield %s : f32
      }
    return
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %r = transform.structured.match ops{["linalg.reduce"]} in %root
        : (!transform.any_op) -> !transform.any_op
    transform.kgen.match_op_class %r is [contraction, reduction] : !transform.any_op
    transform.debug.emit_remark_at %r, "reduction or contraction" : !transform.any_op
    transform.yield
  }
}

// -----

// A class mismatch is a silenceable failure; at the top level it is reported.

module attributes {transform.with_named_sequence} {
  func.func @payload(%a: tensor<8x16xf32>, %b: tensor<16x4xf32>, %c: tensor<8x4xf32>) {
    // expected-note @below {{payload op}}
    %0 = linalg.matmul ins(%a, %b : tensor<8x16xf32>, tensor<16x4xf32>)
                       outs(%c : tensor<8x4xf32>) -> tensor<8x4xf32>
    return
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %m = transform.structured.match ops{["linalg.matmul"]} in %root
        : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{op class is 'contraction'}}
    transform.kgen.match_op_class %m is [reduction, pooling] : !transform.any_op
    transform.yield
  }
}

// -----

// A non-structured op fits no class.

module attributes {transform.with_named_sequence} {
  func.func @payload(%x: f32) -> f32 {
    // expected-note @below {{payload op}}
    %0 = arith.addf %x, %x : f32
    return %0 : f32
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %m = transform.structured.match ops{["arith.addf"]} in %root
        : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{'arith.addf' is not a structured op of any kgen op class}}
    transform.kgen.match_op_class %m is [elementwise] : !transform.any_op
    transform.yield
  }
}

// -----

// A handle to several payload ops is a definite failure.

module attributes {transform.with_named_sequence} {
  func.func @payload(%a: tensor<8xf32>) {
    %0 = linalg.add ins(%a, %a : tensor<8xf32>, tensor<8xf32>)
                    outs(%a : tensor<8xf32>) -> tensor<8xf32>
    %1 = linalg.add ins(%0, %0 : tensor<8xf32>, tensor<8xf32>)
                    outs(%a : tensor<8xf32>) -> tensor<8xf32>
    return
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %m = transform.structured.match ops{["linalg.add"]} in %root
        : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{requires the operand handle to point to a single payload op}}
    transform.kgen.match_op_class %m is [elementwise] : !transform.any_op
    transform.yield
  }
}
