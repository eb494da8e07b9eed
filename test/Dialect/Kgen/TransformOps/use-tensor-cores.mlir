// RUN: kgen-opt %s --transform-interpreter --split-input-file --verify-diagnostics | FileCheck %s

// f32 under the tf32 policy on sm_90: m16n8k8 TF32 mma.sync; each lane
// loads its fragments (A: 4 elements, B: 2, C: 4), the accumulator stays in
// registers across the K loop and is stored once per 16x8 tile.
// CHECK-LABEL: func.func @tf32
// CHECK: gpu.launch
// CHECK:   %[[LANE:.*]] = gpu.lane_id
// CHECK:   scf.for %{{.*}} = %{{.*}} to %{{.*}} step %[[C16:.*]] {
// CHECK:     scf.for %{{.*}} = %{{.*}} to %{{.*}} step %[[C8:.*]] {
// CHECK-COUNT-4: memref.load %{{.*}} : memref<32x16xf32>
// CHECK:       %[[ACC:.*]] = scf.for {{.*}} iter_args(%[[C:.*]] = %{{.*}}) -> (vector<2x2xf32>) {
// CHECK-COUNT-4: memref.load %{{.*}} : memref<32x24xf32>
// CHECK-COUNT-2: memref.load %{{.*}} : memref<24x16xf32>
// CHECK:         %[[D:.*]] = nvgpu.mma.sync(%{{.*}}, %{{.*}}, %[[C]]) {mmaShape = [16, 8, 8], tf32Enabled} : (vector<4x1xf32>, vector<2x1xf32>, vector<2x2xf32>) -> vector<2x2xf32>
// CHECK:         scf.yield %[[D]]
// CHECK-COUNT-4: memref.store %{{.*}} : memref<32x16xf32>
// CHECK-NOT: linalg.matmul ins
module attributes {kgen.precision = #kgen.precision<tf32>, kgen.target = #kgen.target<nvvm, "sm_90">,
                   transform.with_named_sequence} {
  func.func @tf32(%a: memref<32x24xf32>, %b: memref<24x16xf32>, %c: memref<32x16xf32>) {
    %c1 = arith.constant 1 : index
    %c32 = arith.constant 32 : index
    gpu.launch blocks(%bx, %by, %bz) in (%x = %c1, %y = %c1, %z = %c1)
               threads(%tx, %ty, %tz) in (%u = %c32, %v = %c1, %w = %c1) {
      linalg.matmul ins(%a, %b : memref<32x24xf32>, memref<24x16xf32>) outs(%c : memref<32x16xf32>)
      gpu.terminator
    }
    return
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %mm = transform.structured.match ops{["linalg.matmul"]} in %root : (!transform.any_op) -> !transform.any_op
    %mma = transform.kgen.use_tensor_cores %mm : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

// f16 is already low precision: allowed under the default (strict) policy,
// with the target given as an option; a transposed B (matmul_transpose_b
// as a generic) is read through the indexing map.
// CHECK-LABEL: func.func @f16_transposed
// CHECK: memref.load %{{.*}} : memref<16x32xf16>
// CHECK: nvgpu.mma.sync({{.*}}) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
module attributes {transform.with_named_sequence} {
  func.func @f16_transposed(%a: memref<16x32xf16>, %bt: memref<8x32xf16>, %c: memref<16x8xf32>) {
    %c1 = arith.constant 1 : index
    %c64 = arith.constant 64 : index
    gpu.launch blocks(%bx, %by, %bz) in (%x = %c1, %y = %c1, %z = %c1)
               threads(%tx, %ty, %tz) in (%u = %c64, %v = %c1, %w = %c1) {
      linalg.generic {indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>],
                      iterator_types = ["parallel", "parallel", "reduction"]}
          ins(%a, %bt : memref<16x32xf16>, memref<8x32xf16>) outs(%c : memref<16x8xf32>) {
        ^bb0(%ea: f16, %eb: f16, %o: f32):
          %xe = arith.extf %ea : f16 to f32
          %ye = arith.extf %eb : f16 to f32
          %p = arith.mulf %xe, %ye : f32
          %s = arith.addf %o, %p : f32
          linalg.yield %s : f32
      }
      gpu.terminator
    }
    return
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %mm = transform.structured.match ops{["linalg.generic"]} in %root : (!transform.any_op) -> !transform.any_op
    %mma = transform.kgen.use_tensor_cores %mm {device = #kgen.target<nvvm, "sm_80">} : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

// Strict policy on the func: f32 operands may not be rounded to TF32.
module attributes {kgen.target = #kgen.target<nvvm, "sm_90">, transform.with_named_sequence} {
  func.func @strict(%a: memref<16x8xf32>, %b: memref<8x8xf32>, %c: memref<16x8xf32>) attributes {kgen.precision = #kgen.precision<strict>} {
    %c1 = arith.constant 1 : index
    %c32 = arith.constant 32 : index
    gpu.launch blocks(%bx, %by, %bz) in (%x = %c1, %y = %c1, %z = %c1)
               threads(%tx, %ty, %tz) in (%u = %c32, %v = %c1, %w = %c1) {
      // expected-note @below {{target op}}
      linalg.matmul ins(%a, %b : memref<16x8xf32>, memref<8x8xf32>) outs(%c : memref<16x8xf32>)
      gpu.terminator
    }
    return
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %mm = transform.structured.match ops{["linalg.matmul"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{the precision policy #kgen.precision<strict> (on 'func.func' @strict) forbids TF32 tensor cores for f32 operands (f32 x f32 -> f32); set kgen.precision to #kgen.precision<tf32> or #kgen.precision<bf16> to allow it}}
    %mma = transform.kgen.use_tensor_cores %mm : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

// No policy at all means strict.
module attributes {kgen.target = #kgen.target<nvvm, "sm_90">, transform.with_named_sequence} {
  func.func @no_policy(%a: memref<16x8xf32>, %b: memref<8x8xf32>, %c: memref<16x8xf32>) {
    %c1 = arith.constant 1 : index
    %c32 = arith.constant 32 : index
    gpu.launch blocks(%bx, %by, %bz) in (%x = %c1, %y = %c1, %z = %c1)
               threads(%tx, %ty, %tz) in (%u = %c32, %v = %c1, %w = %c1) {
      // expected-note @below {{target op}}
      linalg.matmul ins(%a, %b : memref<16x8xf32>, memref<8x8xf32>) outs(%c : memref<16x8xf32>)
      gpu.terminator
    }
    return
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %mm = transform.structured.match ops{["linalg.matmul"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{the precision policy strict (no kgen.precision attribute in scope) forbids TF32 tensor cores for f32 operands}}
    %mma = transform.kgen.use_tensor_cores %mm : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

// The host target has no tensor cores.
module attributes {kgen.precision = #kgen.precision<tf32>, kgen.target = #kgen.target<host, "host">, transform.with_named_sequence} {
  func.func @host(%a: memref<16x8xf32>, %b: memref<8x8xf32>, %c: memref<16x8xf32>) {
    // expected-note @below {{target op}}
    linalg.matmul ins(%a, %b : memref<16x8xf32>, memref<8x8xf32>) outs(%c : memref<16x8xf32>)
    return
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %mm = transform.structured.match ops{["linalg.matmul"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{target chip 'host' (kgen.target on 'builtin.module') has no mma.sync tensor-core path; it needs nvvm sm_80 or newer}}
    %mma = transform.kgen.use_tensor_cores %mm : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

// AMD: not implemented, said so.
module attributes {kgen.precision = #kgen.precision<tf32>, transform.with_named_sequence} {
  func.func @amd(%a: memref<16x8xf32>, %b: memref<8x8xf32>, %c: memref<16x8xf32>) {
    // expected-note @below {{target op}}
    linalg.matmul ins(%a, %b : memref<16x8xf32>, memref<8x8xf32>) outs(%c : memref<16x8xf32>)
    return
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %mm = transform.structured.match ops{["linalg.matmul"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{target chip 'gfx942' (the 'device' option) is an AMD GPU; the amdgpu MFMA path is not implemented (tensor cores need nvvm sm_80 or newer)}}
    %mma = transform.kgen.use_tensor_cores %mm {device = #kgen.target<rocdl, "gfx942">} : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

// No target anywhere.
module attributes {kgen.precision = #kgen.precision<tf32>, transform.with_named_sequence} {
  func.func @no_target(%a: memref<16x8xf32>, %b: memref<8x8xf32>, %c: memref<16x8xf32>) {
    // expected-note @below {{target op}}
    linalg.matmul ins(%a, %b : memref<16x8xf32>, memref<8x8xf32>) outs(%c : memref<16x8xf32>)
    return
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %mm = transform.structured.match ops{["linalg.matmul"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{no #kgen.target in scope (no kgen.target attribute on an enclosing op) and no 'device' option: cannot tell whether the chip has tensor cores}}
    %mma = transform.kgen.use_tensor_cores %mm : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

// Not a matmul.
module attributes {kgen.precision = #kgen.precision<tf32>, kgen.target = #kgen.target<nvvm, "sm_80">, transform.with_named_sequence} {
  func.func @elementwise(%a: memref<16x8xf32>, %c: memref<16x8xf32>) {
    // expected-note @below {{target op}}
    linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
        ins(%a : memref<16x8xf32>) outs(%c : memref<16x8xf32>) {
      ^bb0(%x: f32, %o: f32):
        %y = arith.negf %x : f32
        linalg.yield %y : f32
    }
    return
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %g = transform.structured.match ops{["linalg.generic"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{target 'linalg.generic' (op class elementwise) is not a matmul-like contraction}}
    %mma = transform.kgen.use_tensor_cores %g : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

// On tensors, and sizes that the MMA tile does not divide.
module attributes {kgen.precision = #kgen.precision<tf32>, kgen.target = #kgen.target<nvvm, "sm_80">, transform.with_named_sequence} {
  func.func @tensors(%a: tensor<16x8xf32>, %b: tensor<8x8xf32>, %c: tensor<16x8xf32>) -> tensor<16x8xf32> {
    // expected-note @below {{target op}}
    %r = linalg.matmul ins(%a, %b : tensor<16x8xf32>, tensor<8x8xf32>) outs(%c : tensor<16x8xf32>) -> tensor<16x8xf32>
    return %r : tensor<16x8xf32>
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %mm = transform.structured.match ops{["linalg.matmul"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{target 'linalg.matmul' (op class contraction) is on tensors; use_tensor_cores loads fragments lane by lane from memory: bufferize first}}
    %mma = transform.kgen.use_tensor_cores %mm : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

module attributes {kgen.precision = #kgen.precision<tf32>, kgen.target = #kgen.target<nvvm, "sm_80">, transform.with_named_sequence} {
  func.func @odd(%a: memref<20x8xf32>, %b: memref<8x8xf32>, %c: memref<20x8xf32>) {
    // expected-note @below {{target op}}
    linalg.matmul ins(%a, %b : memref<20x8xf32>, memref<8x8xf32>) outs(%c : memref<20x8xf32>)
    return
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %mm = transform.structured.match ops{["linalg.matmul"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{the M size (20) of 'linalg.matmul' (op class contraction) is not a multiple of 16, the MMA tile m16n8k8 (tile the op to multiples first)}}
    %mma = transform.kgen.use_tensor_cores %mm : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

// Outside a GPU kernel, and in a kernel whose block is not whole warps.
module attributes {kgen.precision = #kgen.precision<tf32>, kgen.target = #kgen.target<nvvm, "sm_80">, transform.with_named_sequence} {
  func.func @host_side(%a: memref<16x8xf32>, %b: memref<8x8xf32>, %c: memref<16x8xf32>) {
    // expected-note @below {{target op}}
    linalg.matmul ins(%a, %b : memref<16x8xf32>, memref<8x8xf32>) outs(%c : memref<16x8xf32>)
    return
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %mm = transform.structured.match ops{["linalg.matmul"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{target 'linalg.matmul' (op class contraction) cannot use mma.sync: it is not inside a gpu.launch or gpu.func; mma.sync is a warp instruction (map the loops to the GPU first)}}
    %mma = transform.kgen.use_tensor_cores %mm : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

module attributes {kgen.precision = #kgen.precision<tf32>, kgen.target = #kgen.target<nvvm, "sm_80">, transform.with_named_sequence} {
  func.func @partial_warp(%a: memref<16x8xf32>, %b: memref<8x8xf32>, %c: memref<16x8xf32>) {
    %c1 = arith.constant 1 : index
    %c48 = arith.constant 48 : index
    gpu.launch blocks(%bx, %by, %bz) in (%x = %c1, %y = %c1, %z = %c1)
               threads(%tx, %ty, %tz) in (%u = %c48, %v = %c1, %w = %c1) {
      // expected-note @below {{target op}}
      linalg.matmul ins(%a, %b : memref<16x8xf32>, memref<8x8xf32>) outs(%c : memref<16x8xf32>)
      gpu.terminator
    }
    return
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %mm = transform.structured.match ops{["linalg.matmul"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{cannot use mma.sync: its gpu.launch has 48 threads per block, not a multiple of the warp size 32}}
    %mma = transform.kgen.use_tensor_cores %mm : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

module attributes {kgen.precision = #kgen.precision<bf16>, kgen.target = #kgen.target<nvvm, "sm_80">, transform.with_named_sequence} {
  func.func @thread_mapped(%a: memref<2x16x8xf32>, %b: memref<2x8x8xf32>, %c: memref<2x16x8xf32>) {
    %c1 = arith.constant 1 : index
    %c32 = arith.constant 32 : index
    gpu.launch blocks(%bx, %by, %bz) in (%x = %c1, %y = %c1, %z = %c1)
               threads(%tx, %ty, %tz) in (%u = %c32, %v = %c1, %w = %c1) {
      scf.forall (%i) in (2) {
        %sa = memref.subview %a[%i, 0, 0] [1, 16, 8] [1, 1, 1] : memref<2x16x8xf32> to memref<16x8xf32, strided<[8, 1], offset: ?>>
        %sb = memref.subview %b[%i, 0, 0] [1, 8, 8] [1, 1, 1] : memref<2x8x8xf32> to memref<8x8xf32, strided<[8, 1], offset: ?>>
        %sc = memref.subview %c[%i, 0, 0] [1, 16, 8] [1, 1, 1] : memref<2x16x8xf32> to memref<16x8xf32, strided<[8, 1], offset: ?>>
        // expected-note @below {{target op}}
        linalg.matmul ins(%sa, %sb : memref<16x8xf32, strided<[8, 1], offset: ?>>, memref<8x8xf32, strided<[8, 1], offset: ?>>)
                      outs(%sc : memref<16x8xf32, strided<[8, 1], offset: ?>>)
      } {mapping = [#gpu.thread<x>]}
      gpu.terminator
    }
    return
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %mm = transform.structured.match ops{["linalg.matmul"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{cannot use mma.sync: it is inside a thread-mapped scf.forall, so the lanes of a warp would run different tiles; mma.sync needs the whole warp (map the tile to #gpu.warp instead)}}
    %mma = transform.kgen.use_tensor_cores %mm : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}
