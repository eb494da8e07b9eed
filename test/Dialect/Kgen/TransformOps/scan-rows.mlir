// RUN: kgen-opt %s --transform-interpreter --split-input-file --verify-diagnostics | FileCheck %s

// A reverse cumsum over 64 rows of 4096 at 8 elements per thread (the
// automatic 256 threads): the op on tensors becomes a launch of one block
// per row on buffers (the input through to_buffer, a new allocation
// returned through to_tensor); two full tiles of 2048. The thread's 8
// elements of a tile, two 128-bit loads starting at 4088 - (tile * 2048 +
// thread * 8) (from the end of the row), are loaded one iteration ahead:
// tile 0's before the loop, and each iteration loads tile min(t + 1, 1)
// before it scans the elements it was given: added from the last one
// down, the warp scan (shuffles up by 1 .. 16) and the exclusive one (up
// by 1), the last lane's store of the warp total into the tile's half of
// shared memory, one barrier, the 8 warp totals read back, two 128-bit
// stores.
// CHECK-LABEL: func.func @reverse
// CHECK-NOT: kgen.cumsum
// CHECK: %[[IN:.+]] = bufferization.to_buffer %arg0 read_only : tensor<64x4096xf32> to memref<64x4096xf32>
// CHECK: %[[OUT:.+]] = memref.alloc() : memref<64x4096xf32>
// CHECK: gpu.launch blocks(%[[ROW:.+]], %{{.+}}, %{{.+}}) in (%{{.+}} = %c64, %{{.+}} = %c1, %{{.+}} = %c1) threads(%[[TID:.+]], %{{.+}}, %{{.+}}) in (%{{.+}} = %c256, %{{.+}} = %c1, %{{.+}} = %c1)
// CHECK: %[[SHARED:.+]] = memref.alloc() : memref<2x8xf32, #gpu.address_space<workgroup>>
// CHECK: arith.subi %c4088
// CHECK: vector.load %[[IN]][%[[ROW]], %{{.+}}] {alignment = 16 : i64} : memref<64x4096xf32>, vector<4xf32>
// CHECK: vector.load %[[IN]][%[[ROW]], %{{.+}}] {alignment = 16 : i64} : memref<64x4096xf32>, vector<4xf32>
// CHECK: scf.for %[[TILE:.+]] = %{{.+}} to %c2 step %{{.+}} iter_args(%[[CARRY:.+]] = %{{.+}}, %{{.+}}) -> (f32, f32, f32, f32, f32, f32, f32, f32, f32)
// CHECK:   %[[NEXT:.+]] = arith.minui %{{.+}}, %c1{{.*}} : index
// CHECK:   arith.muli %[[NEXT]], %c2048
// CHECK:   arith.subi %c4088
// CHECK:   %[[N0:.+]] = vector.load %[[IN]][%[[ROW]], %{{.+}}] {alignment = 16 : i64} : memref<64x4096xf32>, vector<4xf32>
// CHECK:   %[[N1:.+]] = vector.load %[[IN]][%[[ROW]], %{{.+}}] {alignment = 16 : i64} : memref<64x4096xf32>, vector<4xf32>
// CHECK-NOT: vector.load
// CHECK:   %[[HALF:.+]] = arith.remui %[[TILE]], %{{.+}}
// CHECK-COUNT-7: arith.addf
// CHECK:   gpu.shuffle  up %{{.+}}, %c1_i32, %c32_i32 : f32
// CHECK:   gpu.shuffle  up %{{.+}}, %c2_i32
// CHECK:   gpu.shuffle  up %{{.+}}, %c4_i32
// CHECK:   gpu.shuffle  up %{{.+}}, %c8_i32
// CHECK:   gpu.shuffle  up %{{.+}}, %c16_i32
// CHECK:   gpu.shuffle  up %{{.+}}, %c1_i32
// CHECK:   scf.if
// CHECK-NEXT: memref.store %{{.+}}, %[[SHARED]][%[[HALF]], %{{.+}}]
// CHECK:   gpu.barrier
// CHECK-COUNT-8: memref.load %[[SHARED]][%[[HALF]], %{{.+}}]
// CHECK-NOT: gpu.barrier
// CHECK:   vector.store %{{.+}}, %[[OUT]][%[[ROW]], %{{.+}}] {alignment = 16 : i64} : memref<64x4096xf32>, vector<4xf32>
// CHECK:   vector.store %{{.+}}, %[[OUT]][%[[ROW]], %{{.+}}] {alignment = 16 : i64} : memref<64x4096xf32>, vector<4xf32>
// CHECK:   scf.yield %{{.+}}, %{{.+}} : f32, f32, f32, f32, f32, f32, f32, f32, f32
// CHECK: gpu.terminator
// CHECK: %[[R:.+]] = bufferization.to_tensor %[[OUT]] restrict writable : memref<64x4096xf32> to tensor<64x4096xf32>
// CHECK: return %[[R]]
module attributes {transform.with_named_sequence} {
  func.func @reverse(%x: tensor<64x4096xf32>) -> tensor<64x4096xf32> {
    %init = tensor.empty() : tensor<64x4096xf32>
    %r = kgen.cumsum ins(%x : tensor<64x4096xf32>) outs(%init : tensor<64x4096xf32>) dimension = 1 reverse
    return %r : tensor<64x4096xf32>
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %s = transform.structured.match ops{["kgen.cumsum"]} in %root : (!transform.any_op) -> !transform.any_op
    %c0 = transform.param.constant 0 : i64 -> !transform.param<i64>
    %c8 = transform.param.constant 8 : i64 -> !transform.param<i64>
    %l = transform.kgen.scan_rows %s threads = %c0 vector = %c8 : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> !transform.any_op
    transform.yield
  }
}

// -----

// Rows of 1001 (3 x 7 leading dimensions collapsed into 21 rows): no full
// tile of 64 x 16 elements, so only the partial one, with 32-bit clamped
// loads (position min(q, 1000)), 0 outside the row, exclusive sums and
// stores guarded by the position.
// CHECK-LABEL: func.func @partial
// CHECK: memref.collapse_shape %{{.+}} {{\[\[}}0, 1], [2]] : memref<3x7x1001xf32> into memref<21x1001xf32>
// CHECK: memref.collapse_shape %{{.+}} {{\[\[}}0, 1], [2]] : memref<3x7x1001xf32> into memref<21x1001xf32>
// CHECK: gpu.launch blocks({{.*}}) in (%{{.+}} = %c21, {{.*}} threads({{.*}}) in (%{{.+}} = %c64,
// CHECK-NOT: scf.for
// CHECK-NOT: vector.load
// CHECK: %[[VALID:.+]] = arith.cmpi ult, %[[Q:.+]], %c1001{{.*}} : index
// CHECK: %[[CLAMPED:.+]] = arith.minui %[[Q]], %c1000{{.*}} : index
// CHECK: %[[V:.+]] = memref.load %{{.+}}[%{{.+}}, %[[CLAMPED]]] : memref<21x1001xf32>
// CHECK: arith.select %[[VALID]], %[[V]], %cst
// CHECK: gpu.barrier
// CHECK: scf.if %[[VALID]] {
// CHECK-NEXT: memref.store %{{.+}}, %{{.+}}[%{{.+}}, %[[CLAMPED]]] : memref<21x1001xf32>
// CHECK-NOT: vector.store
module attributes {transform.with_named_sequence} {
  func.func @partial(%x: tensor<3x7x1001xf32>) -> tensor<3x7x1001xf32> {
    %init = tensor.empty() : tensor<3x7x1001xf32>
    %r = kgen.cumsum ins(%x : tensor<3x7x1001xf32>) outs(%init : tensor<3x7x1001xf32>) dimension = 2 exclusive
    return %r : tensor<3x7x1001xf32>
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %s = transform.structured.match ops{["kgen.cumsum"]} in %root : (!transform.any_op) -> !transform.any_op
    %c64 = transform.param.constant 64 : i64 -> !transform.param<i64>
    %c16 = transform.param.constant 16 : i64 -> !transform.param<i64>
    %l = transform.kgen.scan_rows %s threads = %c64 vector = %c16 : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> !transform.any_op
    transform.yield
  }
}

// -----

// What the op does not take: silenceable failures naming the reason.
module attributes {transform.with_named_sequence} {
  func.func @not_innermost(%x: tensor<64x32xf32>) -> tensor<64x32xf32> {
    %init = tensor.empty() : tensor<64x32xf32>
    %r = kgen.cumsum ins(%x : tensor<64x32xf32>) outs(%init : tensor<64x32xf32>) dimension = 0
    return %r : tensor<64x32xf32>
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %s = transform.structured.match ops{["kgen.cumsum"]} in %root : (!transform.any_op) -> !transform.any_op
    %c0 = transform.param.constant 0 : i64 -> !transform.param<i64>
    // expected-error @below {{scans dimension 0, not the innermost one (1)}}
    %l = transform.kgen.scan_rows %s threads = %c0 vector = %c0 : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> !transform.any_op
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  func.func @f64(%x: tensor<64x32xf64>) -> tensor<64x32xf64> {
    %init = tensor.empty() : tensor<64x32xf64>
    %r = kgen.cumsum ins(%x : tensor<64x32xf64>) outs(%init : tensor<64x32xf64>) dimension = 1
    return %r : tensor<64x32xf64>
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %s = transform.structured.match ops{["kgen.cumsum"]} in %root : (!transform.any_op) -> !transform.any_op
    %c0 = transform.param.constant 0 : i64 -> !transform.param<i64>
    // expected-error @below {{expects f32 elements, got 'f64'}}
    %l = transform.kgen.scan_rows %s threads = %c0 vector = %c0 : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> !transform.any_op
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  func.func @dynamic(%x: tensor<?x32xf32>, %init: tensor<?x32xf32>) -> tensor<?x32xf32> {
    %r = kgen.cumsum ins(%x : tensor<?x32xf32>) outs(%init : tensor<?x32xf32>) dimension = 1
    return %r : tensor<?x32xf32>
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %s = transform.structured.match ops{["kgen.cumsum"]} in %root : (!transform.any_op) -> !transform.any_op
    %c0 = transform.param.constant 0 : i64 -> !transform.param<i64>
    // expected-error @below {{expects a static shape, got 'tensor<?x32xf32>'}}
    %l = transform.kgen.scan_rows %s threads = %c0 vector = %c0 : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> !transform.any_op
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  func.func @knobs(%x: tensor<64x32xf32>) -> tensor<64x32xf32> {
    %init = tensor.empty() : tensor<64x32xf32>
    %r = kgen.cumsum ins(%x : tensor<64x32xf32>) outs(%init : tensor<64x32xf32>) dimension = 1
    return %r : tensor<64x32xf32>
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %s = transform.structured.match ops{["kgen.cumsum"]} in %root : (!transform.any_op) -> !transform.any_op
    %c0 = transform.param.constant 0 : i64 -> !transform.param<i64>
    %c48 = transform.param.constant 48 : i64 -> !transform.param<i64>
    // expected-error @below {{knobs do not fit: threads = 48 is not a multiple of 32 from 32 to 1024}}
    %l = transform.kgen.scan_rows %s threads = %c48 vector = %c0 : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> !transform.any_op
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  func.func @vector(%x: tensor<64x32xf32>) -> tensor<64x32xf32> {
    %init = tensor.empty() : tensor<64x32xf32>
    %r = kgen.cumsum ins(%x : tensor<64x32xf32>) outs(%init : tensor<64x32xf32>) dimension = 1
    return %r : tensor<64x32xf32>
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %s = transform.structured.match ops{["kgen.cumsum"]} in %root : (!transform.any_op) -> !transform.any_op
    %c0 = transform.param.constant 0 : i64 -> !transform.param<i64>
    %c3 = transform.param.constant 3 : i64 -> !transform.param<i64>
    // expected-error @below {{knobs do not fit: vector = 3 is not one of 1, 2, 4, 8, 16}}
    %m = transform.kgen.scan_rows %s threads = %c0 vector = %c3 : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> !transform.any_op
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  func.func @not_a_scan(%x: tensor<64x32xf32>) -> tensor<64x32xf32> {
    return %x : tensor<64x32xf32>
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    %c0 = transform.param.constant 0 : i64 -> !transform.param<i64>
    // expected-error @below {{expects a kgen.cumsum, got 'func.func'}}
    %l = transform.kgen.scan_rows %f threads = %c0 vector = %c0 : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> !transform.any_op
    transform.yield
  }
}
