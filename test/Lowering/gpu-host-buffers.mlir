// RUN: kgen-opt %s --kgen-gpu-host-buffers | FileCheck %s

memref.global "private" constant @table : memref<4xf32> = dense<[1.0, 2.0, 3.0, 4.0]>

// CHECK-LABEL: func.func @buffers
// CHECK-SAME: (%[[A:.*]]: memref<4xf32>, %[[B:.*]]: memref<4xf32>)
func.func @buffers(%a: memref<4xf32>, %b: memref<4xf32>) {
  // A temporary is allocated on the device and freed before returning.
  // CHECK: %[[T:.*]] = gpu.alloc () : memref<4xf32>
  %t = memref.alloc() : memref<4xf32>
  // A constant is copied from the host global into device memory.
  // CHECK: %[[G:.*]] = memref.get_global @table
  // CHECK: %[[D:.*]] = gpu.alloc () : memref<4xf32>
  // CHECK: gpu.memcpy %[[D]], %[[G]]
  %g = memref.get_global @table : memref<4xf32>
  // Copies between device buffers.
  // CHECK: gpu.memcpy %[[T]], %[[D]]
  memref.copy %g, %t : memref<4xf32> to memref<4xf32>
  // CHECK: gpu.memcpy %[[B]], %[[T]]
  memref.copy %t, %b : memref<4xf32> to memref<4xf32>
  // An explicit dealloc becomes a device free, once.
  // CHECK: %[[U:.*]] = gpu.alloc () : memref<8xf32>
  // CHECK: gpu.dealloc %[[U]]
  %u = memref.alloc() : memref<8xf32>
  memref.dealloc %u : memref<8xf32>
  // CHECK-DAG: gpu.dealloc %[[T]]
  // CHECK-DAG: gpu.dealloc %[[D]]
  // CHECK-NOT: gpu.dealloc
  // CHECK: return
  return
}

// A buffer that is returned is not freed.
// CHECK-LABEL: func.func @returned
// CHECK: %[[R:.*]] = gpu.alloc
// CHECK-NOT: gpu.dealloc
// CHECK: return %[[R]]
func.func @returned() -> memref<4xf32> {
  %r = memref.alloc() : memref<4xf32>
  return %r : memref<4xf32>
}
