// RUN: kgen-opt %s --transform-interpreter --split-input-file --verify-diagnostics | FileCheck %s

// A row sum over 96 elements split by 8: a 37x8 partial sum of chunks of 12
// (filled with the neutral element 0), then a combine over the 8.
// CHECK-LABEL: func.func @row_sum
// CHECK: %[[X:.*]] = tensor.expand_shape %{{.*}} {{\[}}[0], [1, 2]] output_shape [37, 8, 12] : tensor<37x96xf32> into tensor<37x8x12xf32>
// CHECK: %[[FILL:.*]] = linalg.fill ins(%{{.*}} : f32) outs(%{{.*}} : tensor<8x37xf32>)
// CHECK: %[[PART:.*]] = linalg.generic {{.*}} iterator_types = ["parallel", "parallel", "reduction"]} ins(%[[X]] : tensor<37x8x12xf32>) outs(%[[FILL]] : tensor<8x37xf32>)
// CHECK: linalg.generic {{.*}} iterator_types = ["reduction", "parallel"]} ins(%[[PART]] : tensor<8x37xf32>) outs(%{{.*}} : tensor<37xf32>)
func.func @row_sum(%x: tensor<37x96xf32>, %init: tensor<37xf32>) -> tensor<37xf32> {
  %r = linalg.generic {indexing_maps = [affine_map<(i, k) -> (i, k)>, affine_map<(i, k) -> (i)>], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<37x96xf32>) outs(%init : tensor<37xf32>) {
    ^bb0(%a: f32, %o: f32):
      %s = arith.addf %a, %o : f32
      linalg.yield %s : f32
  } -> tensor<37xf32>
  return %r : tensor<37xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %g = transform.structured.match ops{["linalg.generic"]} in %root : (!transform.any_op) -> !transform.any_op
    %fill, %split, %combine = transform.kgen.split_reduction %g {split_factor = 8} : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

// Split-K matmul with the factor from a tune knob, interleaved chunks
// (inner_parallel) and the new dimension last: the matmul becomes a
// 19x23x4 partial product and a combine over the last dimension.
// CHECK-LABEL: func.func @split_k
// CHECK: tensor.expand_shape %{{.*}} {{\[}}[0], [1, 2]] output_shape [19, 21, 4] : tensor<19x84xf32> into tensor<19x21x4xf32>
// CHECK: tensor.expand_shape %{{.*}} {{\[}}[0, 1], [2]] output_shape [21, 4, 23] : tensor<84x23xf32> into tensor<21x4x23xf32>
// CHECK: linalg.fill {{.*}} -> tensor<19x23x4xf32>
// CHECK: linalg.generic {{.*}} iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%{{.*}}, %{{.*}} : tensor<19x21x4xf32>, tensor<21x4x23xf32>) outs(%{{.*}} : tensor<19x23x4xf32>)
// CHECK: arith.mulf
// CHECK: arith.addf
// CHECK: linalg.generic {{.*}} ins(%{{.*}} : tensor<19x23x4xf32>) outs(%{{.*}} : tensor<19x23xf32>)
func.func @split_k(%a: tensor<19x84xf32>, %b: tensor<84x23xf32>, %c: tensor<19x23xf32>) -> tensor<19x23xf32> {
  %r = linalg.matmul ins(%a, %b : tensor<19x84xf32>, tensor<84x23xf32>) outs(%c : tensor<19x23xf32>) -> tensor<19x23xf32>
  return %r : tensor<19x23xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %mm = transform.structured.match ops{["linalg.matmul"]} in %root : (!transform.any_op) -> !transform.any_op
    %f = transform.tune.knob<"split_k"> = 4 : i64 from options = [2, 4, 7] -> !transform.param<i64>
    %fill, %split, %combine = transform.kgen.split_reduction %mm by %f {inner_parallel, insert_split_dimension = 2}
        : (!transform.any_op, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

func.func @not_divisible(%x: tensor<37x100xf32>, %init: tensor<37xf32>) -> tensor<37xf32> {
  // expected-note @below {{target op}}
  %r = linalg.generic {indexing_maps = [affine_map<(i, k) -> (i, k)>, affine_map<(i, k) -> (i)>], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<37x100xf32>) outs(%init : tensor<37xf32>) {
    ^bb0(%a: f32, %o: f32):
      %s = arith.addf %a, %o : f32
      linalg.yield %s : f32
  } -> tensor<37xf32>
  return %r : tensor<37xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %g = transform.structured.match ops{["linalg.generic"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{the reduction size 100 (d1) of 'linalg.generic' (op class reduction) is not divisible by the split factor 8}}
    %fill, %split, %combine = transform.kgen.split_reduction %g {split_factor = 8} : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

func.func @two_reductions(%x: tensor<8x16x16xf32>, %init: tensor<8xf32>) -> tensor<8xf32> {
  // expected-note @below {{target op}}
  %r = linalg.generic {indexing_maps = [affine_map<(i, j, k) -> (i, j, k)>, affine_map<(i, j, k) -> (i)>], iterator_types = ["parallel", "reduction", "reduction"]}
      ins(%x : tensor<8x16x16xf32>) outs(%init : tensor<8xf32>) {
    ^bb0(%a: f32, %o: f32):
      %s = arith.addf %a, %o : f32
      linalg.yield %s : f32
  } -> tensor<8xf32>
  return %r : tensor<8xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %g = transform.structured.match ops{["linalg.generic"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{'linalg.generic' (op class reduction) has 2 reduction dimensions; split_reduction splits ops with exactly one (collapse them first)}}
    %fill, %split, %combine = transform.kgen.split_reduction %g {split_factor = 2} : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

func.func @no_reduction(%x: tensor<16xf32>) -> tensor<16xf32> {
  // expected-note @below {{target op}}
  %r = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>], iterator_types = ["parallel"]}
      outs(%x : tensor<16xf32>) {
    ^bb0(%o: f32):
      %s = arith.negf %o : f32
      linalg.yield %s : f32
  } -> tensor<16xf32>
  return %r : tensor<16xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %g = transform.structured.match ops{["linalg.generic"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{'linalg.generic' (op class elementwise) has no reduction dimension}}
    %fill, %split, %combine = transform.kgen.split_reduction %g {split_factor = 2} : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

// A reduction whose combiner has no neutral element (a sum of squares
// accumulated as o*o + a is not a single combiner).
func.func @no_combiner(%x: tensor<8x16xf32>, %init: tensor<8xf32>) -> tensor<8xf32> {
  // expected-note @below {{target op}}
  %r = linalg.generic {indexing_maps = [affine_map<(i, k) -> (i, k)>, affine_map<(i, k) -> (i)>], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<8x16xf32>) outs(%init : tensor<8xf32>) {
    ^bb0(%a: f32, %o: f32):
      %s = arith.subf %o, %a : f32
      linalg.yield %s : f32
  } -> tensor<8xf32>
  return %r : tensor<8xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %g = transform.structured.match ops{["linalg.generic"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{does not reduce with a single combiner that has a neutral element}}
    %fill, %split, %combine = transform.kgen.split_reduction %g {split_factor = 2} : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

func.func @bad_param(%x: tensor<8x16xf32>, %init: tensor<8xf32>) -> tensor<8xf32> {
  %r = linalg.generic {indexing_maps = [affine_map<(i, k) -> (i, k)>, affine_map<(i, k) -> (i)>], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<8x16xf32>) outs(%init : tensor<8xf32>) {
    ^bb0(%a: f32, %o: f32):
      %s = arith.addf %a, %o : f32
      linalg.yield %s : f32
  } -> tensor<8xf32>
  return %r : tensor<8xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %g = transform.structured.match ops{["linalg.generic"]} in %root : (!transform.any_op) -> !transform.any_op
    %one = transform.param.constant 1 : i64 -> !transform.param<i64>
    // expected-error @below {{split factor must be greater than 1, got 1}}
    %fill, %split, %combine = transform.kgen.split_reduction %g by %one : (!transform.any_op, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @verifier(%g: !transform.any_op {transform.consumed}) {
    // expected-error @below {{split factor must be greater than 1, got 1}}
    %fill, %split, %combine = transform.kgen.split_reduction %g {split_factor = 1} : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @verifier(%g: !transform.any_op {transform.consumed}) {
    // expected-error @below {{expects a split factor: a 'split_factor' attribute or 'by %param'}}
    %fill, %split, %combine = transform.kgen.split_reduction %g : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @verifier(%g: !transform.any_op {transform.consumed}, %p: !transform.param<i64> {transform.readonly}) {
    // expected-error @below {{expects the split factor either as the 'split_factor' attribute or as a parameter, not both}}
    %fill, %split, %combine = transform.kgen.split_reduction %g by %p {split_factor = 4} : (!transform.any_op, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    transform.yield
  }
}
