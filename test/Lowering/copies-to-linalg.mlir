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
