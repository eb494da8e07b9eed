// kgen-gpu-map-naive, step 0 and 6b: a fill of a fresh buffer whose next
// user is a linalg op with that buffer as its init is not a kernel of its
// own: the fill's value is the accumulator's initial value, so the buffer
// is not written by the fill and read back by the reduction (a split
// reduction's partials: twice their bytes). A fill the kernel would still
// read in its loop is put back; a fill of an argument stays.
// RUN: kgen-opt %s --pass-pipeline="builtin.module(func.func(kgen-gpu-map-naive{reduction-unroll=1}),canonicalize)" | FileCheck %s

#in = affine_map<(d0, d1) -> (d0, d1)>
#out = affine_map<(d0, d1) -> (d1)>

// CHECK-LABEL: func.func @colsum(
// CHECK: %[[ZERO:.*]] = arith.constant 0.000000e+00 : f32
// CHECK: %[[ACC:.*]] = memref.alloc() : memref<128xf32>
// CHECK-NEXT: gpu.launch
// CHECK-NOT: memref.load %[[ACC]]
// CHECK: scf.for {{.*}} iter_args(%{{.*}} = %[[ZERO]]) -> (f32)
// CHECK-NOT: memref.load %[[ACC]]
// CHECK: memref.store %{{.*}}, %[[ACC]]
// CHECK: gpu.terminator
// Then the copy to %arg1: two launches in all.
// CHECK-COUNT-1: gpu.launch
// CHECK-NOT: gpu.launch
// CHECK: return
func.func @colsum(%x: memref<64x128xf32>, %y: memref<128xf32>) {
  %zero = arith.constant 0.0 : f32
  %acc = memref.alloc() : memref<128xf32>
  linalg.fill ins(%zero : f32) outs(%acc : memref<128xf32>)
  linalg.generic {indexing_maps = [#in, #out], iterator_types = ["reduction", "parallel"]}
      ins(%x : memref<64x128xf32>) outs(%acc : memref<128xf32>) {
  ^bb0(%v: f32, %a: f32):
    %s = arith.addf %v, %a : f32
    linalg.yield %s : f32
  }
  memref.copy %acc, %y : memref<128xf32> to memref<128xf32>
  memref.dealloc %acc : memref<128xf32>
  return
}

// The body has a memory effect (a printf), so the accumulator stays in
// memory across the loop: the fill is put back, before the reduction.
// CHECK-LABEL: func.func @printing(
// CHECK: %[[ACC:.*]] = memref.alloc() : memref<128xf32>
// CHECK-NEXT: gpu.launch
// CHECK: vector.store %{{.*}}, %[[ACC]]
// CHECK: gpu.terminator
// CHECK: gpu.launch
// CHECK: scf.for
// CHECK: memref.load %[[ACC]]
// CHECK: gpu.printf
func.func @printing(%x: memref<64x128xf32>, %y: memref<128xf32>) {
  %zero = arith.constant 0.0 : f32
  %acc = memref.alloc() : memref<128xf32>
  linalg.fill ins(%zero : f32) outs(%acc : memref<128xf32>)
  linalg.generic {indexing_maps = [#in, #out], iterator_types = ["reduction", "parallel"]}
      ins(%x : memref<64x128xf32>) outs(%acc : memref<128xf32>) {
  ^bb0(%v: f32, %a: f32):
    gpu.printf "%f", %v : f32
    %s = arith.addf %v, %a : f32
    linalg.yield %s : f32
  }
  memref.copy %acc, %y : memref<128xf32> to memref<128xf32>
  memref.dealloc %acc : memref<128xf32>
  return
}

// The caller's buffer: its fill stays (another argument may alias it).
// CHECK-LABEL: func.func @argument(
// CHECK: gpu.launch
// CHECK: vector.store %{{.*}}, %arg1
// CHECK: gpu.launch
// CHECK: memref.load %arg1
// CHECK: scf.for
func.func @argument(%x: memref<64x128xf32>, %y: memref<128xf32>) {
  %zero = arith.constant 0.0 : f32
  linalg.fill ins(%zero : f32) outs(%y : memref<128xf32>)
  linalg.generic {indexing_maps = [#in, #out], iterator_types = ["reduction", "parallel"]}
      ins(%x : memref<64x128xf32>) outs(%y : memref<128xf32>) {
  ^bb0(%v: f32, %a: f32):
    %s = arith.addf %v, %a : f32
    linalg.yield %s : f32
  }
  return
}
