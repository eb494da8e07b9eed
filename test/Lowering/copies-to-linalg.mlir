// RUN: kgen-opt %s --pass-pipeline='builtin.module(func.func(kgen-copies-to-linalg))' | FileCheck %s
// RUN: kgen-opt %s --kgen-lower-to-host | FileCheck %s --check-prefix=HOST

// CHECK-LABEL: func.func @strided
// CHECK-NOT: memref.copy
// CHECK: linalg.copy ins(%{{.*}} : memref<4x4xf32>) outs(%{{.*}} : memref<4x4xf32, strided<[6, 1], offset: 7>>)
// The host code has loops, no call to the memrefCopy runtime function.
// HOST-NOT: memrefCopy
func.func @strided(%a: memref<4x4xf32>, %b: memref<6x6xf32>) {
  %v = memref.subview %b[1, 1] [4, 4] [1, 1] : memref<6x6xf32> to memref<4x4xf32, strided<[6, 1], offset: 7>>
  memref.copy %a, %v : memref<4x4xf32> to memref<4x4xf32, strided<[6, 1], offset: 7>>
  return
}

// With in-launches, only the copies inside gpu.launch bodies (a thread's
// private accumulator written to its output) become linalg.copy; the copy
// in host code stays.
// RUN: kgen-opt %s --pass-pipeline='builtin.module(func.func(kgen-copies-to-linalg{in-launches=true}))' | FileCheck %s --check-prefix=LAUNCH
// LAUNCH-LABEL: func.func @in_launch
// LAUNCH: memref.copy %{{.*}}, %{{.*}} : memref<4xf32> to memref<4xf32>
// LAUNCH: gpu.launch
// LAUNCH-NOT: memref.copy
// LAUNCH: linalg.copy ins(%{{.*}} : memref<1xf32>) outs(%{{.*}} : memref<1xf32, strided<[1], offset: ?>>)
// LAUNCH: gpu.terminator
func.func @in_launch(%a: memref<4xf32>, %b: memref<4xf32>) {
  memref.copy %a, %b : memref<4xf32> to memref<4xf32>
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1) threads(%tx, %ty, %tz) in (%sx = %c4, %sy = %c1, %sz = %c1) {
    %acc = memref.alloca() : memref<1xf32>
    %v = memref.subview %b[%tx] [1] [1] : memref<4xf32> to memref<1xf32, strided<[1], offset: ?>>
    memref.copy %acc, %v : memref<1xf32> to memref<1xf32, strided<[1], offset: ?>>
    gpu.terminator
  }
  return
}
