// RUN: kgen-opt %s --transform-interpreter --split-input-file --verify-diagnostics --canonicalize | FileCheck %s

// Inferred block dimensions: the thread forall's extents, x = 32, y = 4.
// CHECK-LABEL: func.func @inferred
// CHECK-DAG: %[[C32:.*]] = arith.constant 32 : index
// CHECK-DAG: %[[C4:.*]] = arith.constant 4 : index
// CHECK: gpu.launch {{.*}} threads(%{{.*}}, %{{.*}}, %{{.*}}) in (%{{.*}} = %[[C32]], %{{.*}} = %[[C4]], %{{.*}} = %{{.*}})
// CHECK-NOT: scf.forall
// CHECK: gpu.thread_id
// CHECK: memref.store
func.func @inferred(%a: memref<4x32xf32>, %v: f32) {
  %c1 = arith.constant 1 : index
  gpu.launch blocks(%bx, %by, %bz) in (%x = %c1, %y = %c1, %z = %c1)
             threads(%tx, %ty, %tz) in (%u = %c1, %w = %c1, %q = %c1) {
    scf.forall (%i, %j) in (4, 32) {
      memref.store %v, %a[%i, %j] : memref<4x32xf32>
    } {mapping = [#gpu.thread<y>, #gpu.thread<x>]}
    gpu.terminator
  }
  return
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %l = transform.structured.match ops{["gpu.launch"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.kgen.map_nested_forall_to_threads %l : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

// Block dimensions from parameters (tune knobs): more threads than the
// forall needs; the extra ones are masked.
// CHECK-LABEL: func.func @from_knobs
// CHECK-DAG: %[[C64:.*]] = arith.constant 64 : index
// CHECK-DAG: %[[C2:.*]] = arith.constant 2 : index
// CHECK: gpu.launch {{.*}} threads(%{{.*}}, %{{.*}}, %{{.*}}) in (%{{.*}} = %[[C64]], %{{.*}} = %[[C2]], %{{.*}} = %{{.*}})
// CHECK: scf.if
func.func @from_knobs(%a: memref<2x32xf32>, %v: f32) {
  %c1 = arith.constant 1 : index
  gpu.launch blocks(%bx, %by, %bz) in (%x = %c1, %y = %c1, %z = %c1)
             threads(%tx, %ty, %tz) in (%u = %c1, %w = %c1, %q = %c1) {
    scf.forall (%i, %j) in (2, 32) {
      memref.store %v, %a[%i, %j] : memref<2x32xf32>
    } {mapping = [#gpu.thread<y>, #gpu.thread<x>]}
    gpu.terminator
  }
  return
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %l = transform.structured.match ops{["gpu.launch"]} in %root : (!transform.any_op) -> !transform.any_op
    %tx = transform.tune.knob<"threads_x"> = 64 : i64 from options = [32, 64] -> !transform.param<i64>
    %ty = transform.param.constant 2 : i64 -> !transform.param<i64>
    %one = transform.param.constant 1 : i64 -> !transform.param<i64>
    transform.kgen.map_nested_forall_to_threads %l block_dims = [%tx, %ty, %one]
        : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.any_op
    transform.yield
  }
}

// -----

// A forall over an edge tile (an affine.min of the tile, 128, and what is
// left of 1000 after the block's offset): its extent is dynamic but at most
// 128, so it runs 128 threads and each checks it is inside the tile.
// CHECK-LABEL: func.func @bounded_dynamic
// CHECK-DAG: %[[C128:.*]] = arith.constant 128 : index
// CHECK: gpu.launch {{.*}} threads(%{{.*}}, %{{.*}}, %{{.*}}) in (%{{.*}} = %[[C128]], %{{.*}} = %{{.*}}, %{{.*}} = %{{.*}})
// CHECK: %[[N:.*]] = affine.min
// CHECK: %[[IN:.*]] = arith.cmpi slt, %{{.*}}, %[[N]] : index
// CHECK: scf.if %[[IN]]
// CHECK: memref.store
func.func @bounded_dynamic(%a: memref<1000xf32>, %v: f32) {
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  gpu.launch blocks(%bx, %by, %bz) in (%x = %c8, %y = %c1, %z = %c1)
             threads(%tx, %ty, %tz) in (%u = %c1, %w = %c1, %q = %c1) {
    %off = affine.apply affine_map<(d0) -> (d0 * 128)>(%bx)
    %n = affine.min affine_map<(d0) -> (128, -d0 + 1000)>(%off)
    scf.forall (%i) in (%n) {
      %e = arith.addi %off, %i : index
      memref.store %v, %a[%e] : memref<1000xf32>
    } {mapping = [#gpu.thread<x>]}
    gpu.terminator
  }
  return
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %l = transform.structured.match ops{["gpu.launch"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.kgen.map_nested_forall_to_threads %l : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

// An extent with no bound: the block dimensions cannot be inferred.
func.func @unbounded_dynamic(%a: memref<?xf32>, %v: f32, %n: index) {
  %c1 = arith.constant 1 : index
  gpu.launch blocks(%bx, %by, %bz) in (%x = %c1, %y = %c1, %z = %c1)
             threads(%tx, %ty, %tz) in (%u = %c1, %w = %c1, %q = %c1) {
    scf.forall (%i) in (%n) {
      memref.store %v, %a[%i] : memref<?xf32>
    } {mapping = [#gpu.thread<x>]}
    gpu.terminator
  }
  return
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %l = transform.structured.match ops{["gpu.launch"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{cannot infer the block dimensions: a thread-mapped forall has a dynamic extent or maps beyond z}}
    transform.kgen.map_nested_forall_to_threads %l : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

func.func @not_a_launch() {
  // expected-note @below {{target op}}
  return
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %r = transform.structured.match ops{["func.return"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{target is not a gpu.launch}}
    transform.kgen.map_nested_forall_to_threads %r : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

func.func @zero_dim() {
  %c1 = arith.constant 1 : index
  gpu.launch blocks(%bx, %by, %bz) in (%x = %c1, %y = %c1, %z = %c1)
             threads(%tx, %ty, %tz) in (%u = %c1, %w = %c1, %q = %c1) {
    gpu.terminator
  }
  return
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %l = transform.structured.match ops{["gpu.launch"]} in %root : (!transform.any_op) -> !transform.any_op
    %zero = transform.param.constant 0 : i64 -> !transform.param<i64>
    // expected-error @below {{block dimension 0 is 0; it must be positive}}
    transform.kgen.map_nested_forall_to_threads %l block_dims = [%zero, %zero, %zero]
        : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.any_op
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.consumed}) {
    %one = transform.param.constant 1 : i64 -> !transform.param<i64>
    // expected-error @below {{expects 3 block dimensions (x, y, z) or none, got 1}}
    transform.kgen.map_nested_forall_to_threads %root block_dims = [%one]
        : (!transform.any_op, !transform.param<i64>) -> !transform.any_op
    transform.yield
  }
}
