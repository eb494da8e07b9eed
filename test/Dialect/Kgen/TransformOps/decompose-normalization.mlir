// RUN: kgen-opt %s --transform-interpreter -split-input-file -verify-diagnostics | FileCheck %s

// Online softmax: one reduction with two outputs (running max, rescaled
// running sum), then one elementwise op that recomputes exp(x - max). The
// result handles hold these ops, which match_op_class classifies.
// CHECK-LABEL: func.func @softmax_online
// CHECK-NOT: linalg.softmax
// CHECK: %[[STATS:.+]]:2 = linalg.generic {{.*}} iterator_types = ["parallel", "reduction"]} ins(%arg0 : tensor<7x33xf32>) outs(%{{.+}}, %{{.+}} : tensor<7xf32>, tensor<7xf32>)
// CHECK: ^bb0(%[[X:.+]]: f32, %[[M:.+]]: f32, %[[S:.+]]: f32):
// CHECK: %[[NM:.+]] = arith.maxnumf %[[M]], %[[X]]
// CHECK: %[[D:.+]] = arith.subf %[[M]], %[[NM]]
// CHECK: %[[RESCALE:.+]] = math.exp %[[D]]
// CHECK: %[[XD:.+]] = arith.subf %[[X]], %[[NM]]
// CHECK: %[[E:.+]] = math.exp %[[XD]]
// CHECK: %[[SR:.+]] = arith.mulf %[[S]], %[[RESCALE]]
// CHECK: %[[NS:.+]] = arith.addf %[[SR]], %[[E]]
// CHECK: linalg.yield %[[NM]], %[[NS]]
// CHECK: linalg.generic {{.*}} iterator_types = ["parallel", "parallel"]} ins(%arg0, %[[STATS]]#0, %[[STATS]]#1 :
// CHECK: math.exp
// CHECK: arith.divf
func.func @softmax_online(%x: tensor<7x33xf32>) -> tensor<7x33xf32> {
  %init = tensor.empty() : tensor<7x33xf32>
  // expected-remark @below {{reduction}}
  // expected-remark @below {{elementwise}}
  %r = linalg.softmax dimension(1) ins(%x : tensor<7x33xf32>) outs(%init : tensor<7x33xf32>) -> tensor<7x33xf32>
  return %r : tensor<7x33xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %op = transform.structured.match ops{["linalg.softmax"]} in %root : (!transform.any_op) -> !transform.any_op
    %reductions, %last = transform.kgen.decompose_normalization %op form = "online" : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.kgen.match_op_class %reductions is [reduction] : !transform.any_op
    transform.kgen.match_op_class %last is [elementwise] : !transform.any_op
    transform.debug.emit_remark_at %reductions, "reduction" : !transform.any_op
    transform.debug.emit_remark_at %last, "elementwise" : !transform.any_op
    transform.yield
  }
}

// -----

// two_pass (the default): the max, then the sum of exp(x - max), each a
// reduction reading the input; no intermediate of the input's size.
// CHECK-LABEL: func.func @log_softmax_two_pass
// CHECK-NOT: kgen.log_softmax
// CHECK: %[[MAX:.+]] = linalg.generic {{.*}} ins(%arg0 : tensor<5x9xf32>) outs(%{{.+}} : tensor<9xf32>)
// CHECK: arith.maxnumf
// CHECK: %[[SUM:.+]] = linalg.generic {{.*}} ins(%arg0, %[[MAX]] : tensor<5x9xf32>, tensor<9xf32>) outs(%{{.+}} : tensor<9xf32>)
// CHECK: linalg.generic {{.*}} ins(%arg0, %[[MAX]], %[[SUM]] : tensor<5x9xf32>, tensor<9xf32>, tensor<9xf32>) outs(%{{.+}} : tensor<5x9xf32>)
// CHECK: math.log
func.func @log_softmax_two_pass(%x: tensor<5x9xf32>) -> tensor<5x9xf32> {
  %init = tensor.empty() : tensor<5x9xf32>
  // expected-remark @below {{first reduction}}
  // expected-remark @below {{second reduction}}
  // expected-remark @below {{elementwise}}
  %r = kgen.log_softmax ins(%x : tensor<5x9xf32>) outs(%init : tensor<5x9xf32>) dimension = 0
  return %r : tensor<5x9xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %op = transform.structured.match ops{["kgen.log_softmax"]} in %root : (!transform.any_op) -> !transform.any_op
    %reductions, %last = transform.kgen.decompose_normalization %op : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %max, %sum = transform.split_handle %reductions : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.kgen.match_op_class %max is [reduction] : !transform.any_op
    transform.kgen.match_op_class %sum is [reduction] : !transform.any_op
    transform.debug.emit_remark_at %max, "first reduction" : !transform.any_op
    transform.debug.emit_remark_at %sum, "second reduction" : !transform.any_op
    transform.debug.emit_remark_at %last, "elementwise" : !transform.any_op
    transform.yield
  }
}

// -----

// Welford on the [N, G, C/G, L] view, rows shifted by their first element:
// one reduction with three outputs (count, mean, sum of squared deviations).
// CHECK-LABEL: func.func @group_norm_online
// CHECK: %[[XV:.+]] = tensor.expand_shape %arg0
// CHECK: %[[K:.+]] = tensor.extract_slice %[[XV]][0, 0, 0, 0] [2, 3, 1, 1] [1, 1, 1, 1] : tensor<2x3x2x5xf32> to tensor<2x3xf32>
// CHECK: %[[W:.+]]:3 = linalg.generic {{.*}} iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%[[XV]], %[[K]] : tensor<2x3x2x5xf32>, tensor<2x3xf32>) outs({{.*}} : tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>)
// CHECK: ^bb0(%[[X:.+]]: f32, %[[KK:.+]]: f32, %[[C:.+]]: f32, %[[MEAN:.+]]: f32, %[[M2:.+]]: f32):
// CHECK: %[[Y:.+]] = arith.subf %[[X]], %[[KK]]
// CHECK: %[[ONE:.+]] = arith.constant 1.000000e+00
// CHECK: %[[NC:.+]] = arith.addf %[[C]], %[[ONE]]
// CHECK: %[[D:.+]] = arith.subf %[[Y]], %[[MEAN]]
// CHECK: %[[STEP:.+]] = arith.divf %[[D]], %[[NC]]
// CHECK: %[[NMEAN:.+]] = arith.addf %[[MEAN]], %[[STEP]]
// CHECK: %[[D2:.+]] = arith.subf %[[Y]], %[[NMEAN]]
// CHECK: %[[P:.+]] = arith.mulf %[[D]], %[[D2]]
// CHECK: %[[NM2:.+]] = arith.addf %[[M2]], %[[P]]
// CHECK: linalg.yield %[[NC]], %[[NMEAN]], %[[NM2]]
// CHECK: %[[OUT:.+]] = linalg.generic {{.*}} ins(%[[XV]], %[[K]], %[[W]]#1, %[[W]]#2,
// CHECK: tensor.collapse_shape %[[OUT]]
func.func @group_norm_online(%x: tensor<2x6x5xf32>, %s: tensor<6xf32>, %b: tensor<6xf32>) -> tensor<2x6x5xf32> {
  %init = tensor.empty() : tensor<2x6x5xf32>
  %r = kgen.group_norm ins(%x, %s, %b : tensor<2x6x5xf32>, tensor<6xf32>, tensor<6xf32>) outs(%init : tensor<2x6x5xf32>) groups = 3, epsilon = 1.0e-05
  return %r : tensor<2x6x5xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %op = transform.structured.match ops{["kgen.group_norm"]} in %root : (!transform.any_op) -> !transform.any_op
    %reductions, %last = transform.kgen.decompose_normalization %op form = "online" : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %n = transform.num_associations %reductions : (!transform.any_op) -> !transform.param<i64>
    // expected-remark @below {{1}}
    transform.debug.emit_param_as_remark %n : !transform.param<i64>
    transform.yield
  }
}

// -----

// Several payload ops: the handles hold the ops of each in turn (2 + 1
// reductions for two_pass layer norm and rms norm; rms norm has one
// statistic, in either form).
// CHECK-LABEL: func.func @two_ops
// CHECK-NOT: kgen.
// CHECK-COUNT-5: linalg.generic
// CHECK-NOT: linalg.generic
// CHECK: return
func.func @two_ops(%x: tensor<4x6xf32>, %s: tensor<6xf32>, %b: tensor<6xf32>) -> tensor<4x6xf32> {
  %init = tensor.empty() : tensor<4x6xf32>
  %0 = kgen.layer_norm ins(%x, %s, %b : tensor<4x6xf32>, tensor<6xf32>, tensor<6xf32>) outs(%init : tensor<4x6xf32>) axis = 1, epsilon = 1.0e-05
  %1 = kgen.rms_norm ins(%0, %s : tensor<4x6xf32>, tensor<6xf32>) outs(%init : tensor<4x6xf32>) axis = 1, epsilon = 1.0e-05
  return %1 : tensor<4x6xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %ops = transform.structured.match ops{["kgen.layer_norm", "kgen.rms_norm"]} in %root : (!transform.any_op) -> !transform.any_op
    %reductions, %last = transform.kgen.decompose_normalization %ops : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %n = transform.num_associations %reductions : (!transform.any_op) -> !transform.param<i64>
    %m = transform.num_associations %last : (!transform.any_op) -> !transform.param<i64>
    // expected-remark @below {{3}}
    transform.debug.emit_param_as_remark %n : !transform.param<i64>
    // expected-remark @below {{2}}
    transform.debug.emit_param_as_remark %m : !transform.param<i64>
    transform.yield
  }
}

// -----

// The fusable form at work: tile the last op by rows and fuse the online
// reduction into the loop (upstream fusion clones a multi-result producer
// once per fused use; CSE merges the clones): softmax in one loop nest, a
// row per iteration, the statistics never leaving the iteration.
// decompose-normalization-validate.test checks the result numerically.
// CHECK-LABEL: func.func @softmax_fused
// CHECK: scf.forall (%{{.+}}) in (7)
// CHECK-NOT: scf.forall.in_parallel
// CHECK: %[[STATS:.+]]:2 = linalg.generic {{.*}} iterator_types = ["parallel", "reduction"]} ins(%{{.+}} : tensor<1x33xf32>) outs(%{{.+}}, %{{.+}} : tensor<1xf32>, tensor<1xf32>)
// CHECK-NOT: linalg.generic {{.*}} "reduction"
// CHECK: linalg.generic {{.*}} iterator_types = ["parallel", "parallel"]} ins(%{{.+}}, %[[STATS]]#0, %[[STATS]]#1 : {{.*}}) outs(%{{.+}} : tensor<1x33xf32>)
// CHECK: scf.forall.in_parallel
// CHECK-NOT: linalg.generic
// CHECK: return
func.func @softmax_fused(%x: tensor<7x33xf32>) -> tensor<7x33xf32> {
  %init = tensor.empty() : tensor<7x33xf32>
  %r = linalg.softmax dimension(1) ins(%x : tensor<7x33xf32>) outs(%init : tensor<7x33xf32>) -> tensor<7x33xf32>
  return %r : tensor<7x33xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %op = transform.structured.match ops{["linalg.softmax"]} in %root : (!transform.any_op) -> !transform.any_op
    %reductions, %last = transform.kgen.decompose_normalization %op form = "online" : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %tiled, %forall = transform.structured.tile_using_forall %last tile_sizes [1] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %fused, %forall2 = transform.structured.fuse_into_containing_op %reductions into %forall : (!transform.any_op, !transform.any_op) -> (!transform.any_op, !transform.any_op)
    %func = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.apply_cse to %func : !transform.any_op
    transform.apply_dce to %func : !transform.any_op
    transform.yield
  }
}
