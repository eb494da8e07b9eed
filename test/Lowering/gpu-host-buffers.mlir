// RUN: kgen-opt %s --kgen-gpu-host-buffers | FileCheck %s

// Each buffer operation becomes the async GPU op on its own stream, waited
// for at once (the form gpu-to-llvm lowers to mgpuMemAlloc, mgpuMemcpy and
// mgpuMemFree).

memref.global "private" constant @table : memref<4xf32> = dense<[1.0, 2.0, 3.0, 4.0]>

// CHECK-LABEL: func.func @buffers
// CHECK-SAME: (%[[A:.*]]: memref<4xf32>, %[[B:.*]]: memref<4xf32>)
func.func @buffers(%a: memref<4xf32>, %b: memref<4xf32>) {
  // The temporaries of static size are allocated on the device at the
  // function's start (the host waits for them before any launch, not
  // between kernels) and freed before returning.
  // CHECK: %[[W0:.*]] = gpu.wait async
  // CHECK-NEXT: %[[U:.*]], %[[AU:.*]] = gpu.alloc async [%[[W0]]] () : memref<8xf32>
  // CHECK-NEXT: gpu.wait [%[[AU]]]
  // CHECK-NEXT: %[[W1:.*]] = gpu.wait async
  // CHECK-NEXT: %[[T:.*]], %[[AT:.*]] = gpu.alloc async [%[[W1]]] () : memref<4xf32>
  // CHECK-NEXT: gpu.wait [%[[AT]]]
  %t = memref.alloc() : memref<4xf32>
  // A constant is copied from the host global into device memory.
  // CHECK: %[[G:.*]] = memref.get_global @table
  // CHECK: %[[D:.*]], %{{.*}} = gpu.alloc async
  // CHECK: gpu.memcpy async [%{{.*}}] %[[D]], %[[G]]
  %g = memref.get_global @table : memref<4xf32>
  // Copies between device buffers.
  // CHECK: gpu.memcpy async [%{{.*}}] %[[T]], %[[D]]
  memref.copy %g, %t : memref<4xf32> to memref<4xf32>
  // CHECK: gpu.memcpy async [%{{.*}}] %[[B]], %[[T]]
  memref.copy %t, %b : memref<4xf32> to memref<4xf32>
  // The explicit dealloc of a hoisted buffer moves to the returns: each
  // temporary is freed once.
  %u = memref.alloc() : memref<8xf32>
  memref.dealloc %u : memref<8xf32>
  // CHECK-DAG: gpu.dealloc async [%{{.*}}] %[[U]] : memref<8xf32>
  // CHECK-DAG: gpu.dealloc async [%{{.*}}] %[[T]] : memref<4xf32>
  // CHECK-DAG: gpu.dealloc async [%{{.*}}] %[[D]] : memref<4xf32>
  // CHECK-NOT: gpu.dealloc
  // CHECK: return
  return
}

// A buffer of dynamic size stays where it is, and so does its dealloc.
// CHECK-LABEL: func.func @dynamic
// CHECK-SAME: (%[[N:.*]]: index, %[[B:.*]]: memref<?xf32>)
// CHECK: gpu.memcpy async
// CHECK: %[[V:.*]], %{{.*}} = gpu.alloc async [%{{.*}}] (%[[N]]) : memref<?xf32>
// CHECK: gpu.memcpy async [%{{.*}}] %[[V]], %[[B]]
// CHECK: gpu.dealloc async [%{{.*}}] %[[V]]
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
// CHECK: %[[R:.*]], %{{.*}} = gpu.alloc async
// CHECK-NOT: gpu.dealloc
// CHECK: return %[[R]]
func.func @returned() -> memref<4xf32> {
  %r = memref.alloc() : memref<4xf32>
  return %r : memref<4xf32>
}
