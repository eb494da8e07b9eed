// RUN: kgen-opt %s --split-input-file --kgen-gpu-workgroup-allocs --verify-diagnostics | FileCheck %s

// CHECK-LABEL: func.func @promote
// CHECK: gpu.launch
// CHECK-SAME: workgroup(%[[TILE:.*]] : memref<16x16xf32, #gpu.address_space<workgroup>>)
// CHECK-NOT: memref.alloc
// CHECK-NOT: memref.dealloc
// CHECK: memref.store %{{.*}}, %[[TILE]]
// The global allocation stays.
// CHECK: memref.alloc() : memref<4xf32>
func.func @promote(%v: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  gpu.launch blocks(%bx, %by, %bz) in (%x = %c1, %y = %c1, %z = %c1)
             threads(%tx, %ty, %tz) in (%u = %c1, %w = %c1, %q = %c1) {
    %tile = memref.alloc() : memref<16x16xf32, #gpu.address_space<workgroup>>
    memref.store %v, %tile[%c0, %c0] : memref<16x16xf32, #gpu.address_space<workgroup>>
    memref.dealloc %tile : memref<16x16xf32, #gpu.address_space<workgroup>>
    gpu.terminator
  }
  %g = memref.alloc() : memref<4xf32>
  return
}

// -----

func.func @dynamic(%n: index) {
  %c1 = arith.constant 1 : index
  gpu.launch blocks(%bx, %by, %bz) in (%x = %c1, %y = %c1, %z = %c1)
             threads(%tx, %ty, %tz) in (%u = %c1, %w = %c1, %q = %c1) {
    // expected-error @below {{workgroup memory must have a static shape and an identity layout to become shared memory, got 'memref<?xf32, #gpu.address_space<workgroup>>'}}
    %tile = memref.alloc(%n) : memref<?xf32, #gpu.address_space<workgroup>>
    gpu.terminator
  }
  return
}

// -----

// A thread's small temporary goes on its stack, at the top of the launch
// body (not inside the loop); a large one stays a device allocation.
// CHECK-LABEL: func.func @private
// CHECK: gpu.launch
// CHECK-NEXT: memref.alloca() : memref<8xf32>
// CHECK: scf.for
// CHECK-NOT: memref.dealloc %{{.*}} : memref<8xf32>
// CHECK: memref.alloc() : memref<2048xf32>
func.func @private(%v: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  gpu.launch blocks(%bx, %by, %bz) in (%x = %c1, %y = %c1, %z = %c1)
             threads(%tx, %ty, %tz) in (%u = %c1, %w = %c1, %q = %c1) {
    scf.for %i = %c0 to %c4 step %c1 {
      %t = memref.alloc() : memref<8xf32>
      memref.store %v, %t[%i] : memref<8xf32>
      memref.dealloc %t : memref<8xf32>
    }
    %big = memref.alloc() : memref<2048xf32>
    memref.store %v, %big[%c0] : memref<2048xf32>
    memref.dealloc %big : memref<2048xf32>
    gpu.terminator
  }
  return
}

// -----

// A buffer that outlives its iteration (yielded to the next one) stays an
// allocation: one stack buffer would be shared by every iteration.
// CHECK-LABEL: func.func @escapes
// CHECK: scf.for
// CHECK: memref.alloc() : memref<8xf32>
// CHECK-NOT: memref.alloca
func.func @escapes(%v: f32, %init: memref<8xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  gpu.launch blocks(%bx, %by, %bz) in (%x = %c1, %y = %c1, %z = %c1)
             threads(%tx, %ty, %tz) in (%u = %c1, %w = %c1, %q = %c1) {
    %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%b = %init) -> (memref<8xf32>) {
      %t = memref.alloc() : memref<8xf32>
      %old = memref.load %b[%i] : memref<8xf32>
      memref.store %old, %t[%i] : memref<8xf32>
      scf.yield %t : memref<8xf32>
    }
    gpu.terminator
  }
  return
}
