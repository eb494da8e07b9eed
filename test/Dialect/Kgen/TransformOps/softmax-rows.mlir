// RUN: kgen-opt %s --transform-interpreter --canonicalize --split-input-file --verify-diagnostics | FileCheck %s

// A softmax on 4 rows of 2048 with an sm_90 target, at 128 threads x 8
// elements x a cluster of 2, in registers (stage 1): one launch on buffers (the input through
// to_buffer and a 1-D view, a new allocation returned through to_tensor)
// of 8 blocks in clusters of 2; block b takes row b / 2, its half b % 2
// (1024 elements); each thread two 128-bit loads 512 apart. The thread's
// (max, sum of exp) pair (8 maxima, 8 exps), five shuffle-xor rounds of
// both, lane 0 stores the warp's pair, one barrier, the 4 warps' read back;
// thread 0 stores the block's pair in the row's scratch line (32 floats),
// the cluster barrier, the 2 blocks' pairs read back; the output from the
// registers (exp(x - max) * (1 / sum)), two 128-bit stores; the scratch
// freed after the launch.
// CHECK-LABEL: func.func @cluster
// CHECK-NOT: linalg.softmax
// CHECK: %[[IN:.+]] = bufferization.to_buffer %arg0 read_only : tensor<4x2048xf32> to memref<4x2048xf32>
// CHECK: %[[FLAT:.+]] = memref.collapse_shape %[[IN]] {{\[\[}}0, 1]] : memref<4x2048xf32> into memref<8192xf32>
// CHECK: %[[OUT:.+]] = memref.alloc() : memref<4x2048xf32>
// CHECK: %[[SCRATCH:.+]] = memref.alloc() : memref<128xf32>
// CHECK: %[[FLATOUT:.+]] = memref.collapse_shape %[[OUT]]
// CHECK: gpu.launch clusters(%{{.+}}, %{{.+}}, %{{.+}}) in (%{{.+}} = %c2, %{{.+}} = %c1, %{{.+}} = %c1) blocks(%[[BLK:.+]], %{{.+}}, %{{.+}}) in (%{{.+}} = %c8, %{{.+}} = %c1, %{{.+}} = %c1) threads(%[[TID:.+]], %{{.+}}, %{{.+}}) in (%{{.+}} = %c128, %{{.+}} = %c1, %{{.+}} = %c1)
// CHECK: %[[ROW:.+]] = arith.divui %[[BLK]], %c2
// CHECK: %[[RANK:.+]] = arith.remui %[[BLK]], %c2
// CHECK: %[[BASE:.+]] = arith.muli %[[ROW]], %c2048
// CHECK: arith.muli %[[RANK]], %c1024
// CHECK-COUNT-2: vector.load %[[FLAT]][%{{.+}}] {alignment = 16 : i64} : memref<8192xf32>, vector<4xf32>
// CHECK-NOT: vector.load
// CHECK-COUNT-7: arith.maximumf
// CHECK-COUNT-8: math.exp
// CHECK-COUNT-10: gpu.shuffle  xor
// CHECK: %[[SHARED:.+]] = memref.alloc() : memref<2x4xf32, #gpu.address_space<workgroup>>
// CHECK: scf.if
// CHECK-COUNT-2: memref.store %{{.+}}, %[[SHARED]]
// CHECK: gpu.barrier
// CHECK-COUNT-8: memref.load %[[SHARED]]
// CHECK: %[[LINE:.+]] = arith.muli %[[ROW]], %c32
// CHECK: %[[TID0:.+]] = arith.cmpi eq, %[[TID]], %c0
// CHECK: scf.if %[[TID0]]
// CHECK-COUNT-2: memref.store %{{.+}}, %[[SCRATCH]]
// CHECK: nvvm.cluster.arrive {aligned}
// CHECK-NEXT: nvvm.cluster.wait {aligned}
// CHECK-COUNT-4: memref.load %[[SCRATCH]]
// CHECK: %[[INV:.+]] = arith.divf %cst, %{{.+}} : f32
// CHECK: math.exp
// CHECK: arith.mulf %{{.+}}, %[[INV]]
// CHECK-COUNT-2: vector.store %{{.+}}, %[[FLATOUT]][%{{.+}}] {alignment = 16 : i64} : memref<8192xf32>, vector<4xf32>
// CHECK: gpu.terminator
// CHECK: memref.dealloc %[[SCRATCH]]
// CHECK: %[[RES:.+]] = bufferization.to_tensor %[[OUT]] restrict writable
// CHECK: return %[[RES]]
module attributes {transform.with_named_sequence, kgen.target = #kgen.target<nvvm, "sm_90">} {
  func.func @cluster(%x: tensor<4x2048xf32>) -> tensor<4x2048xf32> {
    %init = tensor.empty() : tensor<4x2048xf32>
    %r = linalg.softmax dimension(1) ins(%x : tensor<4x2048xf32>) outs(%init : tensor<4x2048xf32>) -> tensor<4x2048xf32>
    return %r : tensor<4x2048xf32>
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %z = transform.param.constant 0 : i64 -> !transform.param<i64>
    %s = transform.structured.match ops{["linalg.softmax"]} in %root : (!transform.any_op) -> !transform.any_op
    %t = transform.param.constant 128 : i64 -> !transform.param<i64>
    %v = transform.param.constant 8 : i64 -> !transform.param<i64>
    %c = transform.param.constant 2 : i64 -> !transform.param<i64>
    %r1 = transform.param.constant 1 : i64 -> !transform.param<i64>
    %l = transform.kgen.softmax_rows %s threads = %t vector = %v cluster = %c stage = %r1 : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.any_op
    transform.yield
  }
}

// -----

// A log-softmax on 3 x 5 x 7 (15 rows of an odd 7) without a target, at
// the automatic choice: one warp per row (32 threads, 1 element each), no
// cluster; 32-bit loads at clamped positions (min 6), -inf past the end;
// the output (x - max) - log(sum), stored only inside the row.
// CHECK-LABEL: func.func @odd
// CHECK-NOT: kgen.log_softmax
// CHECK: memref.collapse_shape %{{.+}} {{\[\[}}0, 1, 2]] : memref<3x5x7xf32> into memref<105xf32>
// CHECK: gpu.launch blocks(%[[BLK:.+]], %{{.+}}, %{{.+}}) in (%{{.+}} = %c15, %{{.+}} = %c1, %{{.+}} = %c1) threads(%[[TID:.+]], %{{.+}}, %{{.+}}) in (%{{.+}} = %c32, %{{.+}} = %c1, %{{.+}} = %c1)
// CHECK: %[[INSIDE:.+]] = arith.cmpi ult, %[[TID]], %c7
// CHECK: %[[CLAMPED:.+]] = arith.minui %[[TID]], %c6
// CHECK: %[[X:.+]] = memref.load
// CHECK: arith.select %[[INSIDE]], %[[X]], %cst
// CHECK-COUNT-10: gpu.shuffle  xor
// CHECK-NOT: gpu.barrier
// CHECK-NOT: nvvm.cluster
// CHECK: %[[LOG:.+]] = math.log
// CHECK: arith.subf %{{.+}}, %[[LOG]]
// CHECK: scf.if %[[INSIDE]]
// CHECK-NEXT: memref.store
// CHECK-NOT: memref.dealloc
module attributes {transform.with_named_sequence} {
  func.func @odd(%x: tensor<3x5x7xf32>) -> tensor<3x5x7xf32> {
    %init = tensor.empty() : tensor<3x5x7xf32>
    %r = kgen.log_softmax ins(%x : tensor<3x5x7xf32>) outs(%init : tensor<3x5x7xf32>) dimension = 2
    return %r : tensor<3x5x7xf32>
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %s = transform.structured.match ops{["kgen.log_softmax"]} in %root : (!transform.any_op) -> !transform.any_op
    %z = transform.param.constant 0 : i64 -> !transform.param<i64>
    %l = transform.kgen.softmax_rows %s threads = %z vector = %z cluster = %z stage = %z : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.any_op
    transform.yield
  }
}

// -----

// Not the innermost dimension: refused.
module attributes {transform.with_named_sequence} {
  func.func @f(%x: tensor<8x16xf32>) -> tensor<8x16xf32> {
    %init = tensor.empty() : tensor<8x16xf32>
    %r = linalg.softmax dimension(0) ins(%x : tensor<8x16xf32>) outs(%init : tensor<8x16xf32>) -> tensor<8x16xf32>
    return %r : tensor<8x16xf32>
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %s = transform.structured.match ops{["linalg.softmax"]} in %root : (!transform.any_op) -> !transform.any_op
    %z = transform.param.constant 0 : i64 -> !transform.param<i64>
    // expected-error @below {{expects the innermost dimension, got dimension 0 of 'tensor<8x16xf32>'}}
    %l = transform.kgen.softmax_rows %s threads = %z vector = %z cluster = %z stage = %z : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.any_op
    transform.yield
  }
}

// -----

// f16: refused.
module attributes {transform.with_named_sequence} {
  func.func @f(%x: tensor<8x16xf16>) -> tensor<8x16xf16> {
    %init = tensor.empty() : tensor<8x16xf16>
    %r = linalg.softmax dimension(1) ins(%x : tensor<8x16xf16>) outs(%init : tensor<8x16xf16>) -> tensor<8x16xf16>
    return %r : tensor<8x16xf16>
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %s = transform.structured.match ops{["linalg.softmax"]} in %root : (!transform.any_op) -> !transform.any_op
    %z = transform.param.constant 0 : i64 -> !transform.param<i64>
    // expected-error @below {{expects f32 elements}}
    %l = transform.kgen.softmax_rows %s threads = %z vector = %z cluster = %z stage = %z : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.any_op
    transform.yield
  }
}

// -----

// A dynamic shape: refused.
module attributes {transform.with_named_sequence} {
  func.func @f(%x: tensor<?x16xf32>) -> tensor<?x16xf32> {
    %c0 = arith.constant 0 : index
    %n = tensor.dim %x, %c0 : tensor<?x16xf32>
    %init = tensor.empty(%n) : tensor<?x16xf32>
    %r = linalg.softmax dimension(1) ins(%x : tensor<?x16xf32>) outs(%init : tensor<?x16xf32>) -> tensor<?x16xf32>
    return %r : tensor<?x16xf32>
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %s = transform.structured.match ops{["linalg.softmax"]} in %root : (!transform.any_op) -> !transform.any_op
    %z = transform.param.constant 0 : i64 -> !transform.param<i64>
    // expected-error @below {{expects a static shape, got 'tensor<?x16xf32>'}}
    %l = transform.kgen.softmax_rows %s threads = %z vector = %z cluster = %z stage = %z : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.any_op
    transform.yield
  }
}

// -----

// Not a softmax: refused.
module attributes {transform.with_named_sequence} {
  func.func @f(%x: tensor<8x16xf32>, %y: tensor<8x16xf32>) -> tensor<8x16xf32> {
    %r = linalg.copy ins(%x : tensor<8x16xf32>) outs(%y : tensor<8x16xf32>) -> tensor<8x16xf32>
    return %r : tensor<8x16xf32>
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %s = transform.structured.match ops{["linalg.copy"]} in %root : (!transform.any_op) -> !transform.any_op
    %z = transform.param.constant 0 : i64 -> !transform.param<i64>
    // expected-error @below {{expects a linalg.softmax, kgen.log_softmax or kgen.lp_normalize, got 'linalg.copy'}}
    %l = transform.kgen.softmax_rows %s threads = %z vector = %z cluster = %z stage = %z : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.any_op
    transform.yield
  }
}

// -----

// A cluster without a target that has them: refused, naming the target.
module attributes {transform.with_named_sequence, kgen.target = #kgen.target<nvvm, "sm_80">} {
  func.func @f(%x: tensor<8x4096xf32>) -> tensor<8x4096xf32> {
    %init = tensor.empty() : tensor<8x4096xf32>
    %r = linalg.softmax dimension(1) ins(%x : tensor<8x4096xf32>) outs(%init : tensor<8x4096xf32>) -> tensor<8x4096xf32>
    return %r : tensor<8x4096xf32>
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %s = transform.structured.match ops{["linalg.softmax"]} in %root : (!transform.any_op) -> !transform.any_op
    %z = transform.param.constant 0 : i64 -> !transform.param<i64>
    %c = transform.param.constant 2 : i64 -> !transform.param<i64>
    // expected-error @below {{cluster = 2: target chip 'sm_80' (kgen.target on 'builtin.module') has no thread-block clusters; they need nvvm sm_90 or newer}}
    %l = transform.kgen.softmax_rows %s threads = %z vector = %z cluster = %c stage = %z : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.any_op
    transform.yield
  }
}

// -----

// A row too long for one block without clusters (1024 threads x 64
// elements at most): refused.
module attributes {transform.with_named_sequence} {
  func.func @f(%x: tensor<2x131072xf32>) -> tensor<2x131072xf32> {
    %init = tensor.empty() : tensor<2x131072xf32>
    %r = linalg.softmax dimension(1) ins(%x : tensor<2x131072xf32>) outs(%init : tensor<2x131072xf32>) -> tensor<2x131072xf32>
    return %r : tensor<2x131072xf32>
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %s = transform.structured.match ops{["linalg.softmax"]} in %root : (!transform.any_op) -> !transform.any_op
    %z = transform.param.constant 0 : i64 -> !transform.param<i64>
    // expected-error @below {{knobs do not fit: vector = 128 must be a multiple of the chunk (4) from 4 to 64 (a row of 131072 elements on 1 block(s) of 1024 threads)}}
    %l = transform.kgen.softmax_rows %s threads = %z vector = %z cluster = %z stage = %z : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.any_op
    transform.yield
  }
}

// -----

// Knobs whose blocks do not cover the row: refused.
module attributes {transform.with_named_sequence} {
  func.func @f(%x: tensor<2x4096xf32>) -> tensor<2x4096xf32> {
    %init = tensor.empty() : tensor<2x4096xf32>
    %r = linalg.softmax dimension(1) ins(%x : tensor<2x4096xf32>) outs(%init : tensor<2x4096xf32>) -> tensor<2x4096xf32>
    return %r : tensor<2x4096xf32>
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %z = transform.param.constant 0 : i64 -> !transform.param<i64>
    %s = transform.structured.match ops{["linalg.softmax"]} in %root : (!transform.any_op) -> !transform.any_op
    %t = transform.param.constant 128 : i64 -> !transform.param<i64>
    %v = transform.param.constant 8 : i64 -> !transform.param<i64>
    %c = transform.param.constant 1 : i64 -> !transform.param<i64>
    // expected-error @below {{knobs do not fit: cluster x threads x vector = 1 x 128 x 8 covers less than the row's 4096 elements}}
    %l = transform.kgen.softmax_rows %s threads = %t vector = %v cluster = %c stage = %z : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.any_op
    transform.yield
  }
}

// -----

// A knob that is not one integer: a definite failure.
module attributes {transform.with_named_sequence} {
  func.func @f(%x: tensor<2x64xf32>) -> tensor<2x64xf32> {
    %init = tensor.empty() : tensor<2x64xf32>
    %r = linalg.softmax dimension(1) ins(%x : tensor<2x64xf32>) outs(%init : tensor<2x64xf32>) -> tensor<2x64xf32>
    return %r : tensor<2x64xf32>
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %s = transform.structured.match ops{["linalg.softmax"]} in %root : (!transform.any_op) -> !transform.any_op
    %z = transform.param.constant 0 : i64 -> !transform.param<i64>
    %f = transform.param.constant "two" -> !transform.any_param
    // expected-error @below {{expects each knob to be one integer parameter}}
    %l = transform.kgen.softmax_rows %s threads = %z vector = %z cluster = %f stage = %z : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.any_param, !transform.param<i64>) -> !transform.any_op
    transform.yield
  }
}

// -----

// A stage that is neither registers nor shared memory: refused.
module attributes {transform.with_named_sequence} {
  func.func @f(%x: tensor<2x64xf32>) -> tensor<2x64xf32> {
    %init = tensor.empty() : tensor<2x64xf32>
    %r = linalg.softmax dimension(1) ins(%x : tensor<2x64xf32>) outs(%init : tensor<2x64xf32>) -> tensor<2x64xf32>
    return %r : tensor<2x64xf32>
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %s = transform.structured.match ops{["linalg.softmax"]} in %root : (!transform.any_op) -> !transform.any_op
    %z = transform.param.constant 0 : i64 -> !transform.param<i64>
    %st = transform.param.constant 3 : i64 -> !transform.param<i64>
    // expected-error @below {{knobs do not fit: stage = 3 is not 0 (automatic), 1 (registers) or 2 (shared memory)}}
    %l = transform.kgen.softmax_rows %s threads = %z vector = %z cluster = %z stage = %st : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.any_op
    transform.yield
  }
}

// -----

// A stage larger than the target's shared memory per block (48 KiB without
// a target): refused.
module attributes {transform.with_named_sequence} {
  func.func @f(%x: tensor<2x16384xf32>) -> tensor<2x16384xf32> {
    %init = tensor.empty() : tensor<2x16384xf32>
    %r = linalg.softmax dimension(1) ins(%x : tensor<2x16384xf32>) outs(%init : tensor<2x16384xf32>) -> tensor<2x16384xf32>
    return %r : tensor<2x16384xf32>
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %s = transform.structured.match ops{["linalg.softmax"]} in %root : (!transform.any_op) -> !transform.any_op
    %z = transform.param.constant 0 : i64 -> !transform.param<i64>
    %t = transform.param.constant 512 : i64 -> !transform.param<i64>
    %v = transform.param.constant 32 : i64 -> !transform.param<i64>
    %st = transform.param.constant 2 : i64 -> !transform.param<i64>
    // expected-error @below {{knobs do not fit: stage = 2 needs 65664 bytes of shared memory per block (threads x vector x 4 and the warps' pairs), more than the target's 49152}}
    %l = transform.kgen.softmax_rows %s threads = %t vector = %v cluster = %z stage = %st : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.any_op
    transform.yield
  }
}

// -----

// Staged in shared memory (stage 2): 2 rows of 1024 at 32 threads x 32
// elements: 4104 bytes of dynamic shared memory (1024 floats of stage,
// then the warps' pair); a loop of 2 groups of 4 runs carrying the running pair, each run loaded as
// 128 bits and stored to the stage at its block offset; after the
// combination (no block barrier: one warp), a second loop of 2 groups
// reads the runs back from the stage and writes the output.
// CHECK-LABEL: func.func @staged
// CHECK: gpu.launch blocks({{.+}}) in (%{{.+}} = %c2, %{{.+}} = %c1, %{{.+}} = %c1) threads({{.+}}) in (%{{.+}} = %c32, %{{.+}} = %c1, %{{.+}} = %c1) dynamic_shared_memory_size %c4104_i32
// CHECK: %[[DYN:.+]] = gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>
// CHECK: %[[STAGE:.+]] = memref.view %[[DYN]][%c0][] : memref<?xi8, #gpu.address_space<workgroup>> to memref<1024xf32, #gpu.address_space<workgroup>>
// CHECK: scf.for %{{.+}} = %c0 to %c2 step %c1 iter_args(%{{.+}} = %cst{{.*}}, %{{.+}} = %cst{{.*}}) -> (f32, f32)
// CHECK-COUNT-4: vector.store %{{.+}}, %[[STAGE]][%{{.+}}] {alignment = 16 : i64}
// CHECK: scf.yield
// CHECK-COUNT-10: gpu.shuffle  xor
// CHECK-NOT: gpu.barrier
// CHECK: scf.for %{{.+}} = %c0 to %c2 step %c1 {
// CHECK-COUNT-4: vector.load %[[STAGE]][%{{.+}}] {alignment = 16 : i64}
// CHECK: gpu.terminator
module attributes {transform.with_named_sequence} {
  func.func @staged(%x: tensor<2x1024xf32>) -> tensor<2x1024xf32> {
    %init = tensor.empty() : tensor<2x1024xf32>
    %r = linalg.softmax dimension(1) ins(%x : tensor<2x1024xf32>) outs(%init : tensor<2x1024xf32>) -> tensor<2x1024xf32>
    return %r : tensor<2x1024xf32>
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %s = transform.structured.match ops{["linalg.softmax"]} in %root : (!transform.any_op) -> !transform.any_op
    %z = transform.param.constant 0 : i64 -> !transform.param<i64>
    %t = transform.param.constant 32 : i64 -> !transform.param<i64>
    %v = transform.param.constant 32 : i64 -> !transform.param<i64>
    %st = transform.param.constant 2 : i64 -> !transform.param<i64>
    %l = transform.kgen.softmax_rows %s threads = %t vector = %v cluster = %z stage = %st : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.any_op
    transform.yield
  }
}
