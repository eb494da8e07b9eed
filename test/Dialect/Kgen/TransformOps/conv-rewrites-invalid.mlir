// RUN: kgen-opt %s --transform-interpreter --split-input-file --verify-diagnostics

func.func @max_pool(%x: tensor<1x2x6x6xf32>, %init: tensor<1x2x5x5xf32>) -> tensor<1x2x5x5xf32> {
  %win = tensor.empty() : tensor<2x2xf32>
  // expected-note @below {{payload op}}
  %r = linalg.pooling_nchw_max {strides = dense<1> : tensor<2xi64>, dilations = dense<1> : tensor<2xi64>}
         ins(%x, %win : tensor<1x2x6x6xf32>, tensor<2x2xf32>) outs(%init : tensor<1x2x5x5xf32>) -> tensor<1x2x5x5xf32>
  return %r : tensor<1x2x5x5xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %op = transform.structured.match ops{["linalg.pooling_nchw_max"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{pooling op 'linalg.pooling_nchw_max' is a max/min pooling (its body combines with 'arith.maximumf'); only a sum pooling is a convolution with a weight of ones}}
    %c = transform.kgen.rewrite_pool_as_conv %op : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

func.func @not_pool(%a: tensor<4x8xf32>, %b: tensor<8x4xf32>, %c: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-note @below {{payload op}}
  %r = linalg.matmul ins(%a, %b : tensor<4x8xf32>, tensor<8x4xf32>) outs(%c : tensor<4x4xf32>) -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %op = transform.structured.match ops{["linalg.matmul"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{pooling op 'linalg.matmul' has a body other than 'out + in'}}
    %c = transform.kgen.rewrite_pool_as_conv %op : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

// Channel between the spatial dims (N, H, C, W): no depthwise layout.
#in = affine_map<(n, h, c, w, kh, kw) -> (n, h + kh, c, w + kw)>
#win = affine_map<(n, h, c, w, kh, kw) -> (kh, kw)>
#out = affine_map<(n, h, c, w, kh, kw) -> (n, h, c, w)>
func.func @pool_nhcw(%x: tensor<1x5x2x5xf32>, %init: tensor<1x4x2x4xf32>) -> tensor<1x4x2x4xf32> {
  %win = tensor.empty() : tensor<2x2xf32>
  // expected-note @below {{payload op}}
  %s = linalg.generic {indexing_maps = [#in, #win, #out],
                       iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction"]}
      ins(%x, %win : tensor<1x5x2x5xf32>, tensor<2x2xf32>) outs(%init : tensor<1x4x2x4xf32>) {
  ^bb0(%a: f32, %unused: f32, %acc: f32):
    %sum = arith.addf %acc, %a : f32
    linalg.yield %sum : f32
  } -> tensor<1x4x2x4xf32>
  return %s : tensor<1x4x2x4xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %op = transform.structured.match ops{["linalg.generic"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{'linalg.generic' has an unsupported layout (the channel is neither right after the batch nor last)}}
    %c = transform.kgen.rewrite_pool_as_conv %op : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

func.func @pool_not_conv(%x: tensor<1x2x6x6xf32>, %init: tensor<1x2x5x5xf32>) -> tensor<1x2x5x5xf32> {
  %win = tensor.empty() : tensor<2x2xf32>
  // expected-note @below {{payload op}}
  %r = linalg.pooling_nchw_sum {strides = dense<1> : tensor<2xi64>, dilations = dense<1> : tensor<2xi64>}
         ins(%x, %win : tensor<1x2x6x6xf32>, tensor<2x2xf32>) outs(%init : tensor<1x2x5x5xf32>) -> tensor<1x2x5x5xf32>
  return %r : tensor<1x2x5x5xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %op = transform.structured.match ops{["linalg.pooling_nchw_sum"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{'linalg.pooling_nchw_sum' does not have a multiply-accumulate body}}
    %a, %b = transform.kgen.rewrite_conv_as_matmul %op : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

func.func @depthwise(%x: tensor<1x2x6x6xf32>, %w: tensor<2x3x3xf32>, %init: tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32> {
  // expected-note @below {{payload op}}
  %r = linalg.depthwise_conv_2d_nchw_chw {strides = dense<1> : tensor<2xi64>, dilations = dense<1> : tensor<2xi64>}
         ins(%x, %w : tensor<1x2x6x6xf32>, tensor<2x3x3xf32>) outs(%init : tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32>
  return %r : tensor<1x2x4x4xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %op = transform.structured.match ops{["linalg.depthwise_conv_2d_nchw_chw"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{'linalg.depthwise_conv_2d_nchw_chw' is a depthwise convolution without an output-channel dimension (a batched matrix-vector product): not supported}}
    %a, %b = transform.kgen.rewrite_conv_as_matmul %op : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

func.func @matmul(%a: tensor<4x8xf32>, %b: tensor<8x4xf32>, %c: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-note @below {{payload op}}
  %r = linalg.matmul ins(%a, %b : tensor<4x8xf32>, tensor<8x4xf32>) outs(%c : tensor<4x4xf32>) -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %op = transform.structured.match ops{["linalg.matmul"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{'linalg.matmul' is not convolution-shaped}}
    %a, %b = transform.kgen.rewrite_conv_as_matmul %op : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

func.func @conv_i32(%x: tensor<1x2x6x6xi32>, %w: tensor<3x2x3x3xi32>, %init: tensor<1x3x4x4xi32>) -> tensor<1x3x4x4xi32> {
  // expected-note @below {{payload op}}
  %r = linalg.conv_2d_nchw_fchw ins(%x, %w : tensor<1x2x6x6xi32>, tensor<3x2x3x3xi32>) outs(%init : tensor<1x3x4x4xi32>) -> tensor<1x3x4x4xi32>
  return %r : tensor<1x3x4x4xi32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %op = transform.structured.match ops{["linalg.conv_2d_nchw_fchw"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{convolution 'linalg.conv_2d_nchw_fchw' has operand #0 of type tensor<1x2x6x6xi32> (expected a statically shaped tensor of floats)}}
    %a, %b = transform.kgen.rewrite_conv_as_matmul %op : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

func.func @not_conv_transpose(%x: tensor<1x2x6x6xf32>, %w: tensor<3x2x3x3xf32>, %init: tensor<1x3x4x4xf32>) -> tensor<1x3x4x4xf32> {
  // expected-note @below {{payload op}}
  %r = linalg.conv_2d_nchw_fchw ins(%x, %w : tensor<1x2x6x6xf32>, tensor<3x2x3x3xf32>) outs(%init : tensor<1x3x4x4xf32>) -> tensor<1x3x4x4xf32>
  return %r : tensor<1x3x4x4xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %op = transform.structured.match ops{["linalg.conv_2d_nchw_fchw"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{expected a 'kgen.conv_transpose', got 'linalg.conv_2d_nchw_fchw'}}
    %c = transform.kgen.rewrite_conv_transpose_as_conv %op : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

func.func @not_conv_transpose_phases(%x: tensor<1x2x6x6xf32>, %w: tensor<3x2x3x3xf32>, %init: tensor<1x3x4x4xf32>) -> tensor<1x3x4x4xf32> {
  // expected-note @below {{payload op}}
  %r = linalg.conv_2d_nchw_fchw ins(%x, %w : tensor<1x2x6x6xf32>, tensor<3x2x3x3xf32>) outs(%init : tensor<1x3x4x4xf32>) -> tensor<1x3x4x4xf32>
  return %r : tensor<1x3x4x4xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %op = transform.structured.match ops{["linalg.conv_2d_nchw_fchw"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{expected a 'kgen.conv_transpose', got 'linalg.conv_2d_nchw_fchw'}}
    %p = transform.kgen.split_conv_transpose_phases %op : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

// Silenceable: a suppressed failure leaves the payload as it is.
// expected-remark @below {{unchanged}}
func.func @suppressed(%a: tensor<4x8xf32>, %b: tensor<8x4xf32>, %c: tensor<4x4xf32>) -> tensor<4x4xf32> {
  %r = linalg.matmul ins(%a, %b : tensor<4x8xf32>, tensor<8x4xf32>) outs(%c : tensor<4x4xf32>) -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %op = transform.structured.match ops{["linalg.matmul"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.sequence %root : !transform.any_op failures(suppress) {
    ^bb0(%r: !transform.any_op):
      %a, %b = transform.kgen.rewrite_conv_as_matmul %op : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    }
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    %mm = transform.structured.match ops{["linalg.matmul"]} in %f : (!transform.any_op) -> !transform.any_op
    %p = transform.get_parent_op %mm {op_name = "func.func"} : (!transform.any_op) -> !transform.any_op
    transform.debug.emit_remark_at %p, "unchanged" : !transform.any_op
    transform.yield
  }
}

// -----

func.func @gather_three_inputs(%a: tensor<4x8xf32>, %b: tensor<8x4xf32>, %c: tensor<4x4xf32>, %d: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-note @below {{payload op}}
  %r = linalg.generic {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a, %b, %c : tensor<4x8xf32>, tensor<8x4xf32>, tensor<4x4xf32>) outs(%d : tensor<4x4xf32>) {
  ^bb0(%x: f32, %y: f32, %z: f32, %o: f32):
    linalg.yield %x : f32
  } -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %op = transform.structured.match ops{["linalg.generic"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{pooling op 'linalg.generic' has 3 inputs and 1 outputs (expected 2 and 1)}}
    %g = transform.kgen.gather_pool_input %op : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

func.func @gather_window_not_permutation(%x: tensor<1x2x9xf32>, %init: tensor<1x2x3xf32>) -> tensor<1x2x3xf32> {
  %win = tensor.empty() : tensor<5x1xf32>
  // expected-note @below {{payload op}}
  %r = linalg.generic {indexing_maps = [affine_map<(n, c, w, k) -> (n, c, w * 2 + k)>, affine_map<(n, c, w, k) -> (k, 0)>, affine_map<(n, c, w, k) -> (n, c, w)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%x, %win : tensor<1x2x9xf32>, tensor<5x1xf32>) outs(%init : tensor<1x2x3xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %m = arith.maximumf %o, %a : f32
    linalg.yield %m : f32
  } -> tensor<1x2x3xf32>
  return %r : tensor<1x2x3xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %op = transform.structured.match ops{["linalg.generic"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{pooling op 'linalg.generic' has a window or output indexing map that is not a projected permutation}}
    %g = transform.kgen.gather_pool_input %op : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

func.func @gather_not_linalg(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-note @below {{payload op}}
  %e = tensor.empty() : tensor<4xf32>
  return %e : tensor<4xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %op = transform.structured.match ops{["tensor.empty"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{'tensor.empty' is not a linalg pooling op}}
    %g = transform.kgen.gather_pool_input %op : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

func.func @collapse_reduction_first(%x: tensor<8x4x4x4xf32>, %init: tensor<4x4x4xf32>) -> tensor<4x4x4xf32> {
  // expected-note @below {{payload op}}
  %r = linalg.generic {indexing_maps = [affine_map<(k, a, b, c) -> (k, a, b, c)>, affine_map<(k, a, b, c) -> (a, b, c)>], iterator_types = ["reduction", "parallel", "parallel", "parallel"]}
      ins(%x : tensor<8x4x4x4xf32>) outs(%init : tensor<4x4x4xf32>) {
  ^bb0(%a: f32, %o: f32):
    %s = arith.addf %o, %a : f32
    linalg.yield %s : f32
  } -> tensor<4x4x4xf32>
  return %r : tensor<4x4x4xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %op = transform.structured.match ops{["linalg.generic"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{'linalg.generic' has a reduction loop (#0) among its first 2 loops}}
    %c = transform.kgen.collapse_parallel_prefix %op keep = 1 : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

func.func @collapse_too_few(%x: tensor<4x4xf32>, %init: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-note @below {{payload op}}
  %r = linalg.copy ins(%x : tensor<4x4xf32>) outs(%init : tensor<4x4xf32>) -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %op = transform.structured.match ops{["linalg.copy"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{'linalg.copy' has 2 parallel loops (expected at least 3)}}
    %c = transform.kgen.collapse_parallel_prefix %op keep = 3 : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

func.func @collapse_not_contiguous(%x: tensor<4x5x6xf32>, %init: tensor<5x4x6xf32>) -> tensor<5x4x6xf32> {
  // expected-note @below {{payload op}}
  %r = linalg.generic {indexing_maps = [affine_map<(a, b, c) -> (a, b, c)>, affine_map<(a, b, c) -> (b, a, c)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%x : tensor<4x5x6xf32>) outs(%init : tensor<5x4x6xf32>) {
  ^bb0(%a: f32, %o: f32):
    linalg.yield %a : f32
  } -> tensor<5x4x6xf32>
  return %r : tensor<5x4x6xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %op = transform.structured.match ops{["linalg.generic"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{'linalg.generic' has an operand whose indexing map does not keep loops 0-1 contiguous}}
    %c = transform.kgen.collapse_parallel_prefix %op keep = 1 : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

func.func @gather_loop_only_in_image(%x: tensor<4x8xf32>, %w: tensor<4xf32>, %init: tensor<4xf32>) -> tensor<4xf32> {
  // expected-note @below {{payload op}}
  %r = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>, affine_map<(i, j) -> (i)>], iterator_types = ["parallel", "reduction"]}
      ins(%x, %w : tensor<4x8xf32>, tensor<4xf32>) outs(%init : tensor<4xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %s = arith.addf %o, %a : f32
    linalg.yield %s : f32
  } -> tensor<4xf32>
  return %r : tensor<4xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %op = transform.structured.match ops{["linalg.generic"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{pooling op 'linalg.generic' has a loop that neither the window nor the output operand indexes}}
    %g = transform.kgen.gather_pool_input %op : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}
