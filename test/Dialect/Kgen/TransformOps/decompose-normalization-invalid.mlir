// RUN: kgen-opt %s --transform-interpreter -split-input-file -verify-diagnostics

func.func @matmul(%a: tensor<4x8xf32>, %b: tensor<8x4xf32>, %c: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-note @below {{payload op}}
  %r = linalg.matmul ins(%a, %b : tensor<4x8xf32>, tensor<8x4xf32>) outs(%c : tensor<4x4xf32>) -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %op = transform.structured.match ops{["linalg.matmul"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{'linalg.matmul' is not linalg.softmax or a kgen normalization op (kgen.log_softmax, kgen.logsumexp, kgen.layer_norm, kgen.group_norm, kgen.rms_norm, kgen.lp_normalize)}}
    %reductions, %last = transform.kgen.decompose_normalization %op : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

func.func @softmax_buffers(%x: memref<4x8xf32>, %y: memref<4x8xf32>) {
  // expected-note @below {{payload op}}
  linalg.softmax dimension(1) ins(%x : memref<4x8xf32>) outs(%y : memref<4x8xf32>)
  return
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %op = transform.structured.match ops{["linalg.softmax"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{'linalg.softmax' on buffers cannot be decomposed (it needs tensor semantics)}}
    %reductions, %last = transform.kgen.decompose_normalization %op form = "online" : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

// A handle mixing matching and non-matching ops: the failure names the
// op that does not match (all ops are checked before any is rewritten).
func.func @mixed(%x: tensor<4x4xf32>, %c: tensor<4x4xf32>) -> tensor<4x4xf32> {
  %init = tensor.empty() : tensor<4x4xf32>
  %0 = kgen.log_softmax ins(%x : tensor<4x4xf32>) outs(%init : tensor<4x4xf32>) dimension = 1
  // expected-note @below {{payload op}}
  %1 = linalg.matmul ins(%0, %x : tensor<4x4xf32>, tensor<4x4xf32>) outs(%c : tensor<4x4xf32>) -> tensor<4x4xf32>
  return %1 : tensor<4x4xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %ops = transform.structured.match ops{["kgen.log_softmax", "linalg.matmul"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{'linalg.matmul' is not linalg.softmax}}
    %reductions, %last = transform.kgen.decompose_normalization %ops : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

// A silenceable failure: inside a sequence that suppresses failures, the
// sequence goes on and the payload is unchanged.
// expected-remark @below {{still here}}
func.func @suppressed(%a: tensor<4x8xf32>, %b: tensor<8x4xf32>, %c: tensor<4x4xf32>) -> tensor<4x4xf32> {
  %r = linalg.matmul ins(%a, %b : tensor<4x8xf32>, tensor<8x4xf32>) outs(%c : tensor<4x4xf32>) -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    transform.sequence %root : !transform.any_op failures(suppress) {
    ^bb0(%arg: !transform.any_op):
      %op = transform.structured.match ops{["linalg.matmul"]} in %arg : (!transform.any_op) -> !transform.any_op
      %reductions, %last = transform.kgen.decompose_normalization %op : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    }
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.debug.emit_remark_at %f, "still here" : !transform.any_op
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %op = transform.structured.match ops{["linalg.softmax"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{'transform.kgen.decompose_normalization' op unknown form 'welford' (expected two_pass, online or shifted_sums)}}
    %reductions, %last = transform.kgen.decompose_normalization %op form = "welford" : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}
