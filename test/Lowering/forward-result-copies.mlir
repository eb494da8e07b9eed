// RUN: kgen-opt %s --split-input-file --pass-pipeline='builtin.module(func.func(kgen-forward-result-copies))' | FileCheck %s

// A partitioned @main after buffer-results-to-out-params: the kernel writes
// the caller's out-parameter directly; no allocation, copy or free is left.
// CHECK-LABEL: func.func @main
// CHECK-SAME: (%[[A:.*]]: memref<8xf32>, %[[OUT:.*]]: memref<8xf32>)
// CHECK-NEXT: call @kernel(%[[A]], %[[OUT]])
// CHECK-NEXT: return
func.func private @kernel(%a: memref<8xf32>, %out: memref<8xf32>)
func.func @main(%a: memref<8xf32>, %out: memref<8xf32>) {
  %buf = memref.alloc() : memref<8xf32>
  call @kernel(%a, %buf) : (memref<8xf32>, memref<8xf32>) -> ()
  memref.copy %buf, %out : memref<8xf32> to memref<8xf32>
  memref.dealloc %buf : memref<8xf32>
  return
}

// -----

// Kept: the buffer is read after the copy.
// CHECK-LABEL: func.func @read_after
// CHECK: memref.alloc
// CHECK: memref.copy
func.func private @kernel(%a: memref<8xf32>, %out: memref<8xf32>)
func.func @read_after(%a: memref<8xf32>, %out: memref<8xf32>, %out2: memref<8xf32>) {
  %buf = memref.alloc() : memref<8xf32>
  call @kernel(%a, %buf) : (memref<8xf32>, memref<8xf32>) -> ()
  memref.copy %buf, %out : memref<8xf32> to memref<8xf32>
  call @kernel(%buf, %out2) : (memref<8xf32>, memref<8xf32>) -> ()
  return
}

// -----

// Kept: the out-parameter is written between the allocation and the copy
// (forwarding would let the second call see the first call's result).
// CHECK-LABEL: func.func @target_used
// CHECK: memref.alloc
// CHECK: memref.copy
func.func private @kernel(%a: memref<8xf32>, %out: memref<8xf32>)
func.func @target_used(%a: memref<8xf32>, %out: memref<8xf32>) {
  %buf = memref.alloc() : memref<8xf32>
  call @kernel(%a, %out) : (memref<8xf32>, memref<8xf32>) -> ()
  call @kernel(%out, %buf) : (memref<8xf32>, memref<8xf32>) -> ()
  memref.copy %buf, %out : memref<8xf32> to memref<8xf32>
  return
}

// -----

// Kept: the destination is not an argument (another local buffer).
// CHECK-LABEL: func.func @local_target
// CHECK: memref.copy
func.func private @kernel(%a: memref<8xf32>, %out: memref<8xf32>)
func.func @local_target(%a: memref<8xf32>) -> memref<8xf32> {
  %buf = memref.alloc() : memref<8xf32>
  %other = memref.alloc() : memref<8xf32>
  call @kernel(%a, %buf) : (memref<8xf32>, memref<8xf32>) -> ()
  memref.copy %buf, %other : memref<8xf32> to memref<8xf32>
  return %other : memref<8xf32>
}

// -----

// A result reshaped on its way out (a group norm's [N, G, C/G, H, W]
// normalization returned as [N, C, H, W]): the kernel writes straight into
// the expanded view of the out-parameter; no buffer, no copy.
// CHECK-LABEL: func.func @collapsed
// CHECK-SAME: (%[[A:.*]]: memref<2x4xf32>, %[[OUT:.*]]: memref<8xf32>)
// CHECK-NEXT: %[[V:.*]] = memref.expand_shape %[[OUT]] {{\[\[}}0, 1]] output_shape [2, 4] : memref<8xf32> into memref<2x4xf32>
// CHECK-NEXT: call @kernel(%[[A]], %[[V]])
// CHECK-NEXT: return
func.func private @kernel(%a: memref<2x4xf32>, %out: memref<2x4xf32>)
func.func @collapsed(%a: memref<2x4xf32>, %out: memref<8xf32>) {
  %buf = memref.alloc() : memref<2x4xf32>
  call @kernel(%a, %buf) : (memref<2x4xf32>, memref<2x4xf32>) -> ()
  %flat = memref.collapse_shape %buf [[0, 1]] : memref<2x4xf32> into memref<8xf32>
  memref.copy %flat, %out : memref<8xf32> to memref<8xf32>
  memref.dealloc %buf : memref<2x4xf32>
  return
}
