// RUN: kgen-opt %s --kgen-gpu-host-buffers | FileCheck %s

// Each buffer operation becomes the async GPU op on its own stream, waited
// for at once (the form gpu-to-llvm lowers to mgpuMemAlloc, mgpuMemcpy and
// mgpuMemFree).

memref.global "private" constant @table : memref<4xf32> = dense<[1.0, 2.0, 3.0, 4.0]>

// CHECK-LABEL: func.func @buffers
// CHECK-SAME: (%[[A:.*]]: memref<4xf32>, %[[B:.*]]: memref<4xf32>)
func.func @buffers(%a: memref<4xf32>, %b: memref<4xf32>) {
  // A temporary is allocated on the device and freed before returning.
  // CHECK: %[[W0:.*]] = gpu.wait async
  // CHECK-NEXT: %[[T:.*]], %[[AT:.*]] = gpu.alloc async [%[[W0]]] () : memref<4xf32>
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
  // An explicit dealloc becomes a device free, once.
  // CHECK: %[[U:.*]], %{{.*}} = gpu.alloc async [%{{.*}}] () : memref<8xf32>
  // CHECK: gpu.dealloc async [%{{.*}}] %[[U]]
  %u = memref.alloc() : memref<8xf32>
  memref.dealloc %u : memref<8xf32>
  // CHECK-DAG: gpu.dealloc async [%{{.*}}] %[[T]]
  // CHECK-DAG: gpu.dealloc async [%{{.*}}] %[[D]]
  // CHECK-NOT: gpu.dealloc
  // CHECK: return
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
