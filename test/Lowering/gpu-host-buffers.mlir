// RUN: kgen-opt %s --kgen-gpu-host-buffers | FileCheck %s

// Each buffer operation becomes the synchronous GPU op, with no token and
// no wait: gpu-async-region, which the pipelines run next, puts them on
// the function's stream with its launches (host-launch-chain.mlir).

memref.global "private" constant @table : memref<4xf32> = dense<[1.0, 2.0, 3.0, 4.0]>

// CHECK-LABEL: func.func @buffers
// CHECK-SAME: (%[[A:.*]]: memref<4xf32>, %[[B:.*]]: memref<4xf32>)
func.func @buffers(%a: memref<4xf32>, %b: memref<4xf32>) {
  // The temporaries of static size are allocated on the device at the
  // function's start and freed before returning.
  // CHECK-NOT: gpu.wait
  // CHECK: %[[U:.*]] = gpu.alloc () : memref<8xf32>
  // CHECK-NEXT: %[[T:.*]] = gpu.alloc () : memref<4xf32>
  %t = memref.alloc() : memref<4xf32>
  // A constant is copied from the host global into device memory.
  // CHECK: %[[G:.*]] = memref.get_global @table
  // CHECK-NEXT: %[[D:.*]] = gpu.alloc () : memref<4xf32>
  // CHECK-NEXT: gpu.memcpy %[[D]], %[[G]]
  %g = memref.get_global @table : memref<4xf32>
  // Copies between device buffers.
  // CHECK-NEXT: gpu.memcpy %[[T]], %[[D]]
  memref.copy %g, %t : memref<4xf32> to memref<4xf32>
  // CHECK-NEXT: gpu.memcpy %[[B]], %[[T]]
  memref.copy %t, %b : memref<4xf32> to memref<4xf32>
  // The explicit dealloc of a hoisted buffer moves to the returns: each
  // temporary is freed once.
  %u = memref.alloc() : memref<8xf32>
  memref.dealloc %u : memref<8xf32>
  // CHECK-DAG: gpu.dealloc %[[U]] : memref<8xf32>
  // CHECK-DAG: gpu.dealloc %[[T]] : memref<4xf32>
  // CHECK-DAG: gpu.dealloc %[[D]] : memref<4xf32>
  // CHECK-NOT: gpu.dealloc
  // CHECK-NOT: gpu.wait
  // CHECK: return
  return
}

// A buffer of dynamic size stays where it is, and so does its dealloc.
// CHECK-LABEL: func.func @dynamic
// CHECK-SAME: (%[[N:.*]]: index, %[[B:.*]]: memref<?xf32>)
// CHECK-NEXT: gpu.memcpy %[[B]], %[[B]]
// CHECK-NEXT: %[[V:.*]] = gpu.alloc (%[[N]]) : memref<?xf32>
// CHECK-NEXT: gpu.memcpy %[[V]], %[[B]]
// CHECK-NEXT: gpu.dealloc %[[V]]
// CHECK-NOT: gpu.dealloc
// CHECK: return
func.func @dynamic(%n: index, %b: memref<?xf32>) {
  memref.copy %b, %b : memref<?xf32> to memref<?xf32>
  %v = memref.alloc(%n) : memref<?xf32>
  memref.copy %b, %v : memref<?xf32> to memref<?xf32>
  memref.dealloc %v : memref<?xf32>
  return
}

// A buffer that is returned is not freed.
// CHECK-LABEL: func.func @returned
// CHECK: %[[R:.*]] = gpu.alloc ()
// CHECK-NOT: gpu.dealloc
// CHECK: return %[[R]]
func.func @returned() -> memref<4xf32> {
  %r = memref.alloc() : memref<4xf32>
  return %r : memref<4xf32>
}
