// RUN: kgen-opt %s -split-input-file -verify-diagnostics --kgen-annotate-fusion-groups
// RUN: kgen-opt %s -split-input-file -verify-diagnostics --kgen-outline-kernels

// expected-error @+1 {{the module has no function @main to partition (the pass option 'entry' names it)}}
module {
  func.func @model(%x: tensor<4xf32>) -> tensor<4xf32> {
    return %x : tensor<4xf32>
  }
}

// -----

module {
  // expected-error @+1 {{@main is a declaration; there is nothing to partition}}
  func.func private @main(tensor<4xf32>) -> tensor<4xf32>
}

// -----

module {
  // expected-error @+1 {{@main has 2 blocks; partitioning needs a single-block body}}
  func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
    cf.br ^bb1
  ^bb1:
    return %x : tensor<4xf32>
  }
}

// -----

// Two roots given one group.
func.func @main(%x: tensor<4x8xf32>, %w: tensor<8x8xf32>) -> tensor<4x8xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4x8xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<4x8xf32>) -> tensor<4x8xf32>
  // expected-note @+1 {{the group's first root is here}}
  %m1 = linalg.matmul {kgen.fusion_group = 2 : i64} ins(%x, %w : tensor<4x8xf32>, tensor<8x8xf32>) outs(%f : tensor<4x8xf32>) -> tensor<4x8xf32>
  // expected-error @+1 {{kgen.fusion_group 2 holds a second root; a kernel has one root}}
  %m2 = linalg.matmul {kgen.fusion_group = 2 : i64} ins(%m1, %w : tensor<4x8xf32>, tensor<8x8xf32>) outs(%f : tensor<4x8xf32>) -> tensor<4x8xf32>
  return %m2 : tensor<4x8xf32>
}

// -----

// Two groups that feed each other.
func.func @main(%x: tensor<4x8xf32>, %w: tensor<8x8xf32>) -> tensor<4x8xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4x8xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<4x8xf32>) -> tensor<4x8xf32>
  // expected-error @+1 {{kgen.fusion_group 0 cannot be outlined: its results come back into it through kgen.fusion_group 1}}
  %a = linalg.exp {kgen.fusion_group = 0 : i64} ins(%x : tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) -> tensor<4x8xf32>
  // expected-note @+1 {{the op outside the group}}
  %m = linalg.matmul {kgen.fusion_group = 1 : i64} ins(%a, %w : tensor<4x8xf32>, tensor<8x8xf32>) outs(%f : tensor<4x8xf32>) -> tensor<4x8xf32>
  %n = linalg.negf {kgen.fusion_group = 0 : i64} ins(%m : tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) -> tensor<4x8xf32>
  return %n : tensor<4x8xf32>
}

// -----

// A group that feeds itself back through a reshape of @main.
func.func @main(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %e = tensor.empty() : tensor<4x8xf32>
  // expected-error @+1 {{kgen.fusion_group 5 cannot be outlined: its results come back into it through 'tensor.expand_shape', which is outside the group}}
  %a = linalg.exp {kgen.fusion_group = 5 : i64} ins(%x : tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) -> tensor<4x8xf32>
  %c = tensor.collapse_shape %a [[0, 1]] : tensor<4x8xf32> into tensor<32xf32>
  // expected-note @+1 {{the op outside the group}}
  %r = tensor.expand_shape %c [[0, 1]] output_shape [4, 8] : tensor<32xf32> into tensor<4x8xf32>
  %n = linalg.negf {kgen.fusion_group = 5 : i64} ins(%r : tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) -> tensor<4x8xf32>
  return %n : tensor<4x8xf32>
}
