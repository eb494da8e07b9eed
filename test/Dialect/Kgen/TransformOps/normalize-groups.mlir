// RUN: kgen-opt %s --transform-interpreter --canonicalize --split-input-file --verify-diagnostics | FileCheck %s

// A group norm on 2x8x30x30 (2 groups: runs of 4 x 900 = 3600 elements,
// 4 blocks) with splat scale and bias and a per-channel multiply after it,
// at 128 threads x 8 elements (two 128-bit chunks 512 apart per thread and
// tile of 1024): the op on tensors becomes one launch on buffers (the input
// through to_buffer and a 1-D view, a new allocation returned through
// to_tensor); the consumer is computed in the kernel. Statistics: 3 full
// tiles in a loop carrying (count, mean, m2), each tile's 8 elements
// summed as a tree and divided by 8, their squared deviations, Chan's
// update; the edge tile (3072..3599: clamped loads, selects); five
// shuffle-xor rounds of the three moments; lane 0 stores the warp's into
// shared memory, one barrier, the 4 warps' read back. Output: the edge
// tile first (guarded stores), then the full tiles from the last (2 - i),
// each chunk's channel from its offset (/ 900, + 4 x group), the scale and
// bias as constants (no loads), the multiplier read per channel.
// CHECK-LABEL: func.func @affine
// CHECK-DAG: %[[ONE:.+]] = arith.constant 1.000000e+00 : f32
// CHECK-DAG: %[[EIGHT:.+]] = arith.constant 8.000000e+00 : f32
// CHECK-NOT: kgen.group_norm
// CHECK-NOT: linalg.generic
// CHECK: %[[IN:.+]] = bufferization.to_buffer %arg0 read_only : tensor<2x8x30x30xf32> to memref<2x8x30x30xf32>
// CHECK: %[[FLAT:.+]] = memref.collapse_shape %[[IN]] {{\[\[}}0, 1, 2, 3]] : memref<2x8x30x30xf32> into memref<14400xf32>
// CHECK: %[[OUT:.+]] = memref.alloc() : memref<2x8x30x30xf32>
// CHECK: %[[FLATOUT:.+]] = memref.collapse_shape %[[OUT]]
// CHECK: gpu.launch blocks(%[[BLK:.+]], %{{.+}}, %{{.+}}) in (%{{.+}} = %c4, %{{.+}} = %c1, %{{.+}} = %c1) threads(%[[TID:.+]], %{{.+}}, %{{.+}}) in (%{{.+}} = %c128, %{{.+}} = %c1, %{{.+}} = %c1)
// CHECK: %[[BASE:.+]] = arith.muli %[[BLK]], %c3600
// CHECK: %[[SHARED:.+]] = memref.alloc() : memref<3x4xf32, #gpu.address_space<workgroup>>
// CHECK: scf.for %{{.+}} = %c0 to %c3 step %c1 iter_args(%[[N:.+]] = %{{.+}}, %[[M:.+]] = %{{.+}}, %[[Q:.+]] = %{{.+}}) -> (f32, f32, f32)
// CHECK-COUNT-2: vector.load %[[FLAT]][%{{.+}}] {alignment = 16 : i64} : memref<14400xf32>, vector<4xf32>
// CHECK-NOT: vector.load
// CHECK-COUNT-7: arith.addf
// CHECK: arith.divf %{{.+}}, %[[EIGHT]] : f32
// CHECK: arith.addf %[[N]], %[[EIGHT]]
// CHECK: scf.yield
// CHECK: arith.cmpi ult, %{{.+}}, %c3600
// CHECK: arith.minui %{{.+}}, %c3596
// CHECK: gpu.shuffle  xor %{{.+}}, %c16_i32, %c32_i32 : f32
// CHECK-COUNT-2: gpu.shuffle  xor %{{.+}}, %c16_i32
// CHECK-COUNT-3: gpu.shuffle  xor %{{.+}}, %c8_i32
// CHECK-COUNT-3: gpu.shuffle  xor %{{.+}}, %c4_i32
// CHECK-COUNT-3: gpu.shuffle  xor %{{.+}}, %c2_i32
// CHECK-COUNT-3: gpu.shuffle  xor %{{.+}}, %c1_i32
// CHECK: scf.if
// CHECK-COUNT-3: memref.store %{{.+}}, %[[SHARED]]
// CHECK: gpu.barrier
// CHECK-COUNT-12: memref.load %[[SHARED]]
// CHECK-NOT: gpu.barrier
// CHECK: %[[SQRT:.+]] = math.sqrt
// CHECK: arith.divf %[[ONE]], %[[SQRT]]
// CHECK: arith.divui %{{.+}}, %c900
// CHECK: tensor.extract %arg1
// CHECK: scf.if
// CHECK-NEXT: vector.from_elements
// CHECK-NEXT: vector.store %{{.+}}, %[[FLATOUT]][%{{.+}}] {alignment = 16 : i64}
// CHECK: scf.for %[[I:.+]] = %c0 to %c3 step %c1 {
// CHECK: arith.subi %c2, %[[I]]
// CHECK: vector.load %[[FLAT]]
// CHECK: vector.store %{{.+}}, %[[FLATOUT]]
// CHECK: gpu.terminator
// CHECK: %[[R:.+]] = bufferization.to_tensor %[[OUT]] restrict writable : memref<2x8x30x30xf32> to tensor<2x8x30x30xf32>
// CHECK: return %[[R]]
#id = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#ch = affine_map<(d0, d1, d2, d3) -> (d1)>
module attributes {transform.with_named_sequence} {
  func.func @affine(%x: tensor<2x8x30x30xf32>, %w: tensor<8xf32>) -> tensor<2x8x30x30xf32> {
    %ones = arith.constant dense<1.0> : tensor<8xf32>
    %zeros = arith.constant dense<0.0> : tensor<8xf32>
    %init = tensor.empty() : tensor<2x8x30x30xf32>
    %g = kgen.group_norm ins(%x, %ones, %zeros : tensor<2x8x30x30xf32>, tensor<8xf32>, tensor<8xf32>) outs(%init : tensor<2x8x30x30xf32>) groups = 2, epsilon = 1.0e-05
    %e = tensor.empty() : tensor<2x8x30x30xf32>
    %m = linalg.generic {indexing_maps = [#id, #ch, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%g, %w : tensor<2x8x30x30xf32>, tensor<8xf32>) outs(%e : tensor<2x8x30x30xf32>) {
    ^bb0(%a: f32, %b: f32, %o: f32):
      %y = arith.mulf %a, %b : f32
      linalg.yield %y : f32
    } -> tensor<2x8x30x30xf32>
    return %m : tensor<2x8x30x30xf32>
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %n = transform.structured.match ops{["kgen.group_norm"]} in %root : (!transform.any_op) -> !transform.any_op
    %t = transform.param.constant 128 : i64 -> !transform.param<i64>
    %v = transform.param.constant 8 : i64 -> !transform.param<i64>
    %l = transform.kgen.normalize_groups %n threads = %t vector = %v : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> !transform.any_op
    transform.yield
  }
}

// -----

// Without spatial dimensions: refused (gpu/rowwise-grouped's case).
module attributes {transform.with_named_sequence} {
  func.func @f(%x: tensor<4x8xf32>, %w: tensor<8xf32>, %b: tensor<8xf32>) -> tensor<4x8xf32> {
    %init = tensor.empty() : tensor<4x8xf32>
    %g = kgen.group_norm ins(%x, %w, %b : tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>) outs(%init : tensor<4x8xf32>) groups = 2, epsilon = 1.0e-05
    return %g : tensor<4x8xf32>
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %n = transform.structured.match ops{["kgen.group_norm"]} in %root : (!transform.any_op) -> !transform.any_op
    %t = transform.param.constant 0 : i64 -> !transform.param<i64>
    %v = transform.param.constant 0 : i64 -> !transform.param<i64>
    // expected-error @below {{expects spatial dimensions ([N, C, D1, ...]), got 'tensor<4x8xf32>': a group is too short for a block}}
    %l = transform.kgen.normalize_groups %n threads = %t vector = %v : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> !transform.any_op
    transform.yield
  }
}

// -----

// f64: refused.
module attributes {transform.with_named_sequence} {
  func.func @f(%x: tensor<2x8x4x4xf64>, %w: tensor<8xf64>, %b: tensor<8xf64>) -> tensor<2x8x4x4xf64> {
    %init = tensor.empty() : tensor<2x8x4x4xf64>
    %g = kgen.group_norm ins(%x, %w, %b : tensor<2x8x4x4xf64>, tensor<8xf64>, tensor<8xf64>) outs(%init : tensor<2x8x4x4xf64>) groups = 2, epsilon = 1.0e-05
    return %g : tensor<2x8x4x4xf64>
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %n = transform.structured.match ops{["kgen.group_norm"]} in %root : (!transform.any_op) -> !transform.any_op
    %t = transform.param.constant 0 : i64 -> !transform.param<i64>
    %v = transform.param.constant 0 : i64 -> !transform.param<i64>
    // expected-error @below {{expects f32 elements}}
    %l = transform.kgen.normalize_groups %n threads = %t vector = %v : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> !transform.any_op
    transform.yield
  }
}

// -----

// A dynamic shape: refused.
module attributes {transform.with_named_sequence} {
  func.func @f(%x: tensor<?x8x4x4xf32>, %w: tensor<8xf32>, %b: tensor<8xf32>) -> tensor<?x8x4x4xf32> {
    %c0 = arith.constant 0 : index
    %n = tensor.dim %x, %c0 : tensor<?x8x4x4xf32>
    %init = tensor.empty(%n) : tensor<?x8x4x4xf32>
    %g = kgen.group_norm ins(%x, %w, %b : tensor<?x8x4x4xf32>, tensor<8xf32>, tensor<8xf32>) outs(%init : tensor<?x8x4x4xf32>) groups = 2, epsilon = 1.0e-05
    return %g : tensor<?x8x4x4xf32>
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %n = transform.structured.match ops{["kgen.group_norm"]} in %root : (!transform.any_op) -> !transform.any_op
    %t = transform.param.constant 0 : i64 -> !transform.param<i64>
    %v = transform.param.constant 0 : i64 -> !transform.param<i64>
    // expected-error @below {{expects a static shape, got 'tensor<?x8x4x4xf32>'}}
    %l = transform.kgen.normalize_groups %n threads = %t vector = %v : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> !transform.any_op
    transform.yield
  }
}

// -----

// Not a group norm.
module attributes {transform.with_named_sequence} {
  func.func @f(%x: tensor<8xf32>) -> tensor<8xf32> {
    %e = tensor.empty() : tensor<8xf32>
    %c = linalg.copy ins(%x : tensor<8xf32>) outs(%e : tensor<8xf32>) -> tensor<8xf32>
    return %c : tensor<8xf32>
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %n = transform.structured.match ops{["linalg.copy"]} in %root : (!transform.any_op) -> !transform.any_op
    %t = transform.param.constant 0 : i64 -> !transform.param<i64>
    %v = transform.param.constant 0 : i64 -> !transform.param<i64>
    // expected-error @below {{expects a kgen.group_norm, got 'linalg.copy'}}
    %l = transform.kgen.normalize_groups %n threads = %t vector = %v : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> !transform.any_op
    transform.yield
  }
}

// -----

// Threads not a multiple of 32.
module attributes {transform.with_named_sequence} {
  func.func @f(%x: tensor<2x8x4x4xf32>, %w: tensor<8xf32>, %b: tensor<8xf32>) -> tensor<2x8x4x4xf32> {
    %init = tensor.empty() : tensor<2x8x4x4xf32>
    %g = kgen.group_norm ins(%x, %w, %b : tensor<2x8x4x4xf32>, tensor<8xf32>, tensor<8xf32>) outs(%init : tensor<2x8x4x4xf32>) groups = 2, epsilon = 1.0e-05
    return %g : tensor<2x8x4x4xf32>
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %n = transform.structured.match ops{["kgen.group_norm"]} in %root : (!transform.any_op) -> !transform.any_op
    %t = transform.param.constant 48 : i64 -> !transform.param<i64>
    %v = transform.param.constant 0 : i64 -> !transform.param<i64>
    // expected-error @below {{knobs do not fit: threads = 48 is not a multiple of 32 from 32 to 1024}}
    %l = transform.kgen.normalize_groups %n threads = %t vector = %v : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> !transform.any_op
    transform.yield
  }
}

// -----

// A vector that is not a multiple of the chunk (4: 16 positions per channel).
module attributes {transform.with_named_sequence} {
  func.func @f(%x: tensor<2x8x4x4xf32>, %w: tensor<8xf32>, %b: tensor<8xf32>) -> tensor<2x8x4x4xf32> {
    %init = tensor.empty() : tensor<2x8x4x4xf32>
    %g = kgen.group_norm ins(%x, %w, %b : tensor<2x8x4x4xf32>, tensor<8xf32>, tensor<8xf32>) outs(%init : tensor<2x8x4x4xf32>) groups = 2, epsilon = 1.0e-05
    return %g : tensor<2x8x4x4xf32>
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %n = transform.structured.match ops{["kgen.group_norm"]} in %root : (!transform.any_op) -> !transform.any_op
    %t = transform.param.constant 0 : i64 -> !transform.param<i64>
    %v = transform.param.constant 6 : i64 -> !transform.param<i64>
    // expected-error @below {{knobs do not fit: vector = 6 is not a multiple of the chunk (4) from 1 to 16}}
    %l = transform.kgen.normalize_groups %n threads = %t vector = %v : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> !transform.any_op
    transform.yield
  }
}

// -----

// What is computed in the kernel and what is not: the producer (a
// per-channel add and an exp, used only by the norm) is: its inputs are
// read, its body runs per element, it is erased. The norm's result has two
// users, so neither is: both read the kernel's output. The scale and bias
// are read per channel (arguments, not splats).
// CHECK-LABEL: func.func @uses
// CHECK-NOT: kgen.group_norm
// CHECK-NOT: linalg.generic
// CHECK: gpu.launch
// CHECK: math.exp
// CHECK-DAG: tensor.extract %arg2
// CHECK-DAG: tensor.extract %arg3
// CHECK: gpu.terminator
// CHECK: %[[R:.+]] = bufferization.to_tensor
// CHECK: linalg.generic {{.+}} ins(%[[R]]
// CHECK: linalg.generic {{.+}} ins(%[[R]]
#id = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#ch = affine_map<(d0, d1, d2) -> (d1)>
module attributes {transform.with_named_sequence} {
  func.func @uses(%x: tensor<2x6x10xf32>, %pb: tensor<6xf32>, %w: tensor<6xf32>, %b: tensor<6xf32>) -> (tensor<2x6x10xf32>, tensor<2x6x10xf32>) {
    %pe = tensor.empty() : tensor<2x6x10xf32>
    %p = linalg.generic {indexing_maps = [#id, #ch, #id], iterator_types = ["parallel", "parallel", "parallel"]} ins(%x, %pb : tensor<2x6x10xf32>, tensor<6xf32>) outs(%pe : tensor<2x6x10xf32>) {
    ^bb0(%a: f32, %c: f32, %o: f32):
      %s = arith.addf %a, %c : f32
      %e = math.exp %s : f32
      linalg.yield %e : f32
    } -> tensor<2x6x10xf32>
    %init = tensor.empty() : tensor<2x6x10xf32>
    %g = kgen.group_norm ins(%p, %w, %b : tensor<2x6x10xf32>, tensor<6xf32>, tensor<6xf32>) outs(%init : tensor<2x6x10xf32>) groups = 3, epsilon = 1.0e-05
    %e1 = tensor.empty() : tensor<2x6x10xf32>
    %n1 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel"]} ins(%g : tensor<2x6x10xf32>) outs(%e1 : tensor<2x6x10xf32>) {
    ^bb0(%a: f32, %o: f32):
      %y = arith.negf %a : f32
      linalg.yield %y : f32
    } -> tensor<2x6x10xf32>
    %e2 = tensor.empty() : tensor<2x6x10xf32>
    %n2 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel"]} ins(%g : tensor<2x6x10xf32>) outs(%e2 : tensor<2x6x10xf32>) {
    ^bb0(%a: f32, %o: f32):
      %y = math.absf %a : f32
      linalg.yield %y : f32
    } -> tensor<2x6x10xf32>
    return %n1, %n2 : tensor<2x6x10xf32>, tensor<2x6x10xf32>
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %n = transform.structured.match ops{["kgen.group_norm"]} in %root : (!transform.any_op) -> !transform.any_op
    %t = transform.param.constant 0 : i64 -> !transform.param<i64>
    %v = transform.param.constant 0 : i64 -> !transform.param<i64>
    %l = transform.kgen.normalize_groups %n threads = %t vector = %v : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> !transform.any_op
    transform.yield
  }
}
