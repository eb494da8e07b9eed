// RUN: kgen-opt %s --transform-interpreter --split-input-file --verify-diagnostics | FileCheck %s

// A 256x512x1024 matmul with bias + relu on buffers: one launch of 8 x 2
// tiles of 128x128 (group_m = 2: blocks 0-3 cover tile rows 0-1), 256
// threads of 8x8; the stages in dynamic shared memory (2 views); A (K
// contiguous) staged transposed by 4-byte copies into padded
// [stage][k][m] rows, B by 16-byte copies; 3 tiles of the 4-stage pipeline
// in flight before the loop; each of the 61 steady-state iterations waits
// for all but 2 groups, synchronizes, refills one stage (no predicate),
// then runs 8 K steps of 2 + 2 vector loads and 16 vector FMAs each; the
// last 3 tiles wait for all groups and only compute; the epilogue on the accumulators, one vector
// store per 4 columns; the fill, the matmul, the epilogue and the
// intermediate buffer are gone.
// CHECK-LABEL: func.func @matmul_bias_relu
// CHECK-NOT: memref.alloc
// CHECK: gpu.launch blocks({{.*}}) in (%{{.*}} = %c16, %{{.*}} = %c1{{(_0)?}}, %{{.*}} = %c1{{(_0)?}}) threads({{.*}}) in (%{{.*}} = %c256, %{{.*}} = %c1{{(_0)?}}, %{{.*}} = %c1{{(_0)?}}) dynamic_shared_memory_size %c33280_i32
// CHECK: %[[DYN:.*]] = gpu.dynamic_shared_memory
// CHECK: %[[SA:.*]] = memref.view %[[DYN]][%c0{{.*}}][] : {{.*}} to memref<4x8x132xf32, #gpu.address_space<workgroup>>
// CHECK: %[[SB:.*]] = memref.view %[[DYN]][%c16896][] : {{.*}} to memref<4x8x128xf32, #gpu.address_space<workgroup>>
// CHECK-COUNT-3: nvgpu.device_async_create_group
// CHECK: scf.for {{.*}} to %c61 {{.*}} iter_args({{.*}}) -> (vector<4xf32>, {{.*}}, !nvgpu.device.async.token)
// CHECK:   nvgpu.device_async_wait %{{.*}} {numGroups = 2 : i32}
// CHECK:   gpu.barrier
// CHECK-COUNT-4: nvgpu.device_async_copy %arg0[{{.*}}], %[[SA]][{{.*}}], 1 :
// CHECK:   nvgpu.device_async_copy %arg1[{{.*}}], %[[SB]][{{.*}}], 4 {bypassL1}
// CHECK:   nvgpu.device_async_create_group
// CHECK-COUNT-2: vector.load %[[SA]]
// CHECK-COUNT-2: vector.load %[[SB]]
// CHECK-COUNT-16: vector.fma
// CHECK:   scf.yield
// The last 3 tiles: wait for every group, no refill.
// CHECK: scf.for {{.*}} = %c61{{.*}} to %c64
// CHECK:   nvgpu.device_async_wait %{{.*}} {numGroups = 0 : i32}
// CHECK:   gpu.barrier
// CHECK-NOT: nvgpu.device_async_copy
// CHECK-NOT: nvgpu.device_async_create_group
// CHECK-COUNT-16: vector.fma
// CHECK: memref.load %arg2
// CHECK: arith.maximumf
// CHECK: vector.store %{{.*}}, %arg3[{{.*}}] : memref<256x1024xf32>, vector<4xf32>
// CHECK: gpu.terminator
// CHECK-NOT: linalg.{{[a-z]+}} ins
// CHECK: return
module attributes {transform.with_named_sequence} {
  func.func @matmul_bias_relu(%a: memref<256x512xf32>, %b: memref<512x1024xf32>,
                              %bias: memref<1024xf32>, %out: memref<256x1024xf32>) {
    %zero = arith.constant 0.0 : f32
    %tmp = memref.alloc() : memref<256x1024xf32>
    linalg.fill ins(%zero : f32) outs(%tmp : memref<256x1024xf32>)
    linalg.matmul ins(%a, %b : memref<256x512xf32>, memref<512x1024xf32>) outs(%tmp : memref<256x1024xf32>)
    linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (j)>, affine_map<(i, j) -> (i, j)>],
                    iterator_types = ["parallel", "parallel"]}
        ins(%tmp, %bias : memref<256x1024xf32>, memref<1024xf32>) outs(%out : memref<256x1024xf32>) {
    ^bb0(%x: f32, %y: f32, %o: f32):
      %s = arith.addf %x, %y : f32
      %r = arith.maximumf %s, %zero : f32
      linalg.yield %r : f32
    }
    memref.dealloc %tmp : memref<256x1024xf32>
    return
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %mm = transform.structured.match ops{["linalg.matmul"]} in %root : (!transform.any_op) -> !transform.any_op
    %bm = transform.param.constant 128 : i64 -> !transform.param<i64>
    %bk = transform.param.constant 8 : i64 -> !transform.param<i64>
    %s = transform.param.constant 4 : i64 -> !transform.param<i64>
    %g = transform.param.constant 2 : i64 -> !transform.param<i64>
    %l = transform.kgen.gemm_pipelined %mm tile = [%bm, %bm, %bk] thread = [%bk, %bk] stages = %s group_m = %g {fuse_epilogue}
        : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>,
           !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.any_op
    transform.yield
  }
}

// -----

// Edge tiles and a batch: 3 x 100 x 60 x 37 (tiles of 64 x 32 x 16), B
// transposed. Batches on block y; every copy predicated by its bounds
// (cp.async zero-fill from a clamped address); A and B are both K
// contiguous, so both are copied one element at a time; no fill before the
// op: the result's old contents are added; stores guarded by row and
// column, 2-wide vectors (the thread tile is 2 wide).
// CHECK-LABEL: func.func @batched_edges
// CHECK: gpu.launch blocks({{.*}}) in (%{{.*}} = %c4, %{{.*}} = %c3, %{{.*}} = %c1) threads({{.*}}) in (%{{.*}} = %c256,
// CHECK-SAME: dynamic_shared_memory_size %c19968_i32
// CHECK: memref.view {{.*}} to memref<3x16x68xf32, #gpu.address_space<workgroup>>
// CHECK: memref.view {{.*}} to memref<3x16x36xf32, #gpu.address_space<workgroup>>
// CHECK: gpu.block_id y
// CHECK: scf.for
// CHECK: arith.select
// CHECK: nvgpu.device_async_copy {{.*}}, 1, %{{.*}} : memref<3x100x37xf32>
// CHECK: nvgpu.device_async_copy {{.*}}, 1, %{{.*}} : memref<3x60x37xf32>
// CHECK: scf.yield
// CHECK: scf.if
// CHECK: memref.load %arg2
// CHECK: arith.addf
// CHECK: vector.store {{.*}} : memref<3x100x60xf32>, vector<2xf32>
module attributes {transform.with_named_sequence} {
  func.func @batched_edges(%a: memref<3x100x37xf32>, %b: memref<3x60x37xf32>, %c: memref<3x100x60xf32>) {
    linalg.generic {indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, n, k)>,
                                     affine_map<(b, m, n, k) -> (b, m, n)>],
                    iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
        ins(%a, %b : memref<3x100x37xf32>, memref<3x60x37xf32>) outs(%c : memref<3x100x60xf32>) {
    ^bb0(%x: f32, %y: f32, %o: f32):
      %p = arith.mulf %x, %y : f32
      %s = arith.addf %o, %p : f32
      linalg.yield %s : f32
    }
    return
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %mm = transform.structured.match ops{["linalg.generic"]} in %root : (!transform.any_op) -> !transform.any_op
    %bm = transform.param.constant 64 : i64 -> !transform.param<i64>
    %bn = transform.param.constant 32 : i64 -> !transform.param<i64>
    %bk = transform.param.constant 16 : i64 -> !transform.param<i64>
    %tm = transform.param.constant 4 : i64 -> !transform.param<i64>
    %tn = transform.param.constant 2 : i64 -> !transform.param<i64>
    %s = transform.param.constant 3 : i64 -> !transform.param<i64>
    %g = transform.param.constant 1 : i64 -> !transform.param<i64>
    %l = transform.kgen.gemm_pipelined %mm tile = [%bm, %bn, %bk] thread = [%tm, %tn] stages = %s group_m = %g
        : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>,
           !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.any_op
    transform.yield
  }
}

// -----

// nn.Linear as imported (a Gemm with transB: W transposed into a buffer,
// then a matmul): the contraction reads W in place through the composed
// map (K contiguous: 4-byte transposing copies), the transpose and its
// buffer are gone. All knobs automatic: 1024 x 256 on the default target
// (132 multiprocessors) takes 32x32 tiles (64x32 gives 128 blocks, fewer
// than the multiprocessors), recorded on the launch.
// CHECK-LABEL: func.func @linear
// CHECK-NOT: memref.alloc
// CHECK-NOT: linalg.transpose
// CHECK: gpu.launch
// CHECK: nvgpu.device_async_copy %arg1[{{.*}}], {{.*}}, 1 : memref<256x512xf32>
// CHECK: kgen.gemm_config = array<i64: 32, 32, 16, 2, 4, 4, 1, 1>
// CHECK-NOT: linalg.{{[a-z]+}} ins
// CHECK: return
module attributes {transform.with_named_sequence} {
  func.func @linear(%x: memref<1024x512xf32>, %w: memref<256x512xf32>, %out: memref<1024x256xf32>) {
    %zero = arith.constant 0.0 : f32
    %wt = memref.alloc() : memref<512x256xf32>
    linalg.transpose ins(%w : memref<256x512xf32>) outs(%wt : memref<512x256xf32>) permutation = [1, 0]
    linalg.fill ins(%zero : f32) outs(%out : memref<1024x256xf32>)
    linalg.matmul ins(%x, %wt : memref<1024x512xf32>, memref<512x256xf32>) outs(%out : memref<1024x256xf32>)
    memref.dealloc %wt : memref<512x256xf32>
    return
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %mm = transform.structured.match ops{["linalg.matmul"]} in %root : (!transform.any_op) -> !transform.any_op
    %auto = transform.param.constant 0 : i64 -> !transform.param<i64>
    %l = transform.kgen.gemm_pipelined %mm tile = [%auto, %auto, %auto] thread = [%auto, %auto] stages = %auto group_m = %auto
        : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>,
           !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.any_op
    transform.yield
  }
}

// -----

// A fill whose result something reads before the contraction stays where it
// is (moving it into the kernel would change what the copy sees): the
// kernel accumulates onto C's contents instead.
// CHECK-LABEL: func.func @fill_read
// CHECK: linalg.fill
// CHECK: linalg.copy
// CHECK: gpu.launch
// CHECK: scf.yield
// CHECK: memref.load %arg2
// CHECK: arith.addf
module attributes {transform.with_named_sequence} {
  func.func @fill_read(%a: memref<64x64xf32>, %b: memref<64x64xf32>, %c: memref<64x64xf32>, %seen: memref<64x64xf32>) {
    %zero = arith.constant 0.0 : f32
    linalg.fill ins(%zero : f32) outs(%c : memref<64x64xf32>)
    linalg.copy ins(%c : memref<64x64xf32>) outs(%seen : memref<64x64xf32>)
    linalg.matmul ins(%a, %b : memref<64x64xf32>, memref<64x64xf32>) outs(%c : memref<64x64xf32>)
    return
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %mm = transform.structured.match ops{["linalg.matmul"]} in %root : (!transform.any_op) -> !transform.any_op
    %auto = transform.param.constant 0 : i64 -> !transform.param<i64>
    %l = transform.kgen.gemm_pipelined %mm tile = [%auto, %auto, %auto] thread = [%auto, %auto] stages = %auto group_m = %auto
        : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>,
           !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.any_op
    transform.yield
  }
}

// -----

// Knobs that do not fit, and targets that are not GEMMs: silenceable
// failures that name the reason.
module attributes {transform.with_named_sequence} {
  func.func @knobs(%a: memref<64x64xf32>, %b: memref<64x64xf32>, %c: memref<64x64xf32>) {
    linalg.matmul ins(%a, %b : memref<64x64xf32>, memref<64x64xf32>) outs(%c : memref<64x64xf32>)
    return
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %mm = transform.structured.match ops{["linalg.matmul"]} in %root : (!transform.any_op) -> !transform.any_op
    %c64 = transform.param.constant 64 : i64 -> !transform.param<i64>
    %c8 = transform.param.constant 8 : i64 -> !transform.param<i64>
    %c3 = transform.param.constant 3 : i64 -> !transform.param<i64>
    %c1 = transform.param.constant 1 : i64 -> !transform.param<i64>
    // expected-error @below {{knobs do not fit: tile [64, 64] is not a multiple of thread tile [3, 8]}}
    %l = transform.kgen.gemm_pipelined %mm tile = [%c64, %c64, %c8] thread = [%c3, %c8] stages = %c3 group_m = %c1
        : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>,
           !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.any_op
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  func.func @stages(%a: memref<64x64xf32>, %b: memref<64x64xf32>, %c: memref<64x64xf32>) {
    linalg.matmul ins(%a, %b : memref<64x64xf32>, memref<64x64xf32>) outs(%c : memref<64x64xf32>)
    return
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %mm = transform.structured.match ops{["linalg.matmul"]} in %root : (!transform.any_op) -> !transform.any_op
    %c256 = transform.param.constant 256 : i64 -> !transform.param<i64>
    %c32 = transform.param.constant 32 : i64 -> !transform.param<i64>
    %c8 = transform.param.constant 8 : i64 -> !transform.param<i64>
    %c4 = transform.param.constant 4 : i64 -> !transform.param<i64>
    %c1 = transform.param.constant 1 : i64 -> !transform.param<i64>
    // expected-error @below {{knobs do not fit: stages must be at least 2, got 1}}
    %l = transform.kgen.gemm_pipelined %mm tile = [%c32, %c32, %c8] thread = [%c4, %c4] stages = %c1 group_m = %c1
        : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>,
           !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.any_op
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  func.func @threads(%a: memref<64x64xf32>, %b: memref<64x64xf32>, %c: memref<64x64xf32>) {
    linalg.matmul ins(%a, %b : memref<64x64xf32>, memref<64x64xf32>) outs(%c : memref<64x64xf32>)
    return
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %mm = transform.structured.match ops{["linalg.matmul"]} in %root : (!transform.any_op) -> !transform.any_op
    %c256 = transform.param.constant 256 : i64 -> !transform.param<i64>
    %c32 = transform.param.constant 32 : i64 -> !transform.param<i64>
    %c8 = transform.param.constant 8 : i64 -> !transform.param<i64>
    %c4 = transform.param.constant 4 : i64 -> !transform.param<i64>
    %c1 = transform.param.constant 1 : i64 -> !transform.param<i64>
    // expected-error @below {{knobs do not fit: 2048 threads per block (at most 1024)}}
    %l = transform.kgen.gemm_pipelined %mm tile = [%c256, %c32, %c8] thread = [%c4, %c1] stages = %c4 group_m = %c1
        : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>,
           !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.any_op
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  func.func @smem(%a: memref<64x64xf32>, %b: memref<64x64xf32>, %c: memref<64x64xf32>) {
    linalg.matmul ins(%a, %b : memref<64x64xf32>, memref<64x64xf32>) outs(%c : memref<64x64xf32>)
    return
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %mm = transform.structured.match ops{["linalg.matmul"]} in %root : (!transform.any_op) -> !transform.any_op
    %c256 = transform.param.constant 256 : i64 -> !transform.param<i64>
    %c32 = transform.param.constant 32 : i64 -> !transform.param<i64>
    %c8 = transform.param.constant 8 : i64 -> !transform.param<i64>
    %c4 = transform.param.constant 4 : i64 -> !transform.param<i64>
    %c1 = transform.param.constant 1 : i64 -> !transform.param<i64>
    // expected-error @below {{knobs do not fit: 264192 bytes of shared memory (at most 49152)}}
    %l = transform.kgen.gemm_pipelined %mm tile = [%c256, %c256, %c32] thread = [%c8, %c8] stages = %c4 group_m = %c1
        : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>,
           !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.any_op
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  func.func @on_tensors(%a: tensor<64x64xf32>, %b: tensor<64x64xf32>, %c: tensor<64x64xf32>) -> tensor<64x64xf32> {
    // expected-note @below {{target op}}
    %r = linalg.matmul ins(%a, %b : tensor<64x64xf32>, tensor<64x64xf32>) outs(%c : tensor<64x64xf32>) -> tensor<64x64xf32>
    return %r : tensor<64x64xf32>
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %t = transform.structured.match ops{["linalg.matmul"]} in %root : (!transform.any_op) -> !transform.any_op
    %c32 = transform.param.constant 32 : i64 -> !transform.param<i64>
    %c8 = transform.param.constant 8 : i64 -> !transform.param<i64>
    %c4 = transform.param.constant 4 : i64 -> !transform.param<i64>
    %c2 = transform.param.constant 2 : i64 -> !transform.param<i64>
    // expected-error @below {{target is on tensors: bufferize first}}
    %l = transform.kgen.gemm_pipelined %t tile = [%c32, %c32, %c8] thread = [%c4, %c4] stages = %c2 group_m = %c2
        : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>,
           !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.any_op
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  func.func @not_f32(%a: memref<64x64xf16>, %b: memref<64x64xf16>, %c: memref<64x64xf32>) {
    // expected-note @below {{target op}}
    linalg.matmul ins(%a, %b : memref<64x64xf16>, memref<64x64xf16>) outs(%c : memref<64x64xf32>)
    return
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %t = transform.structured.match ops{["linalg.matmul"]} in %root : (!transform.any_op) -> !transform.any_op
    %c32 = transform.param.constant 32 : i64 -> !transform.param<i64>
    %c8 = transform.param.constant 8 : i64 -> !transform.param<i64>
    %c4 = transform.param.constant 4 : i64 -> !transform.param<i64>
    %c2 = transform.param.constant 2 : i64 -> !transform.param<i64>
    // expected-error @below {{target has element types other than f32}}
    %l = transform.kgen.gemm_pipelined %t tile = [%c32, %c32, %c8] thread = [%c4, %c4] stages = %c2 group_m = %c2
        : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>,
           !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.any_op
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  func.func @not_gemm(%a: memref<64x64xf32>, %c: memref<64x64xf32>) {
    // expected-note @below {{target op}}
    linalg.copy ins(%a : memref<64x64xf32>) outs(%c : memref<64x64xf32>)
    return
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %t = transform.structured.match ops{["linalg.copy"]} in %root : (!transform.any_op) -> !transform.any_op
    %c32 = transform.param.constant 32 : i64 -> !transform.param<i64>
    %c8 = transform.param.constant 8 : i64 -> !transform.param<i64>
    %c4 = transform.param.constant 4 : i64 -> !transform.param<i64>
    %c2 = transform.param.constant 2 : i64 -> !transform.param<i64>
    // expected-error @below {{target is not a multiply-add contraction with two inputs and one output}}
    %l = transform.kgen.gemm_pipelined %t tile = [%c32, %c32, %c8] thread = [%c4, %c4] stages = %c2 group_m = %c2
        : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>,
           !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.any_op
    transform.yield
  }
}

// -----

// Implicit GEMM: a 3x3 convolution (NCHW, 2 x 8 x 30 x 30 input, zero
// padding 1 as a bufferized tensor.pad, 20 filters) with bias + relu. M is
// the 20 filters (A = the filter, contiguous along K), N the 30 x 30 output
// pixels of an image (B = the input, gathered: the pixel and the tap
// delinearized, their sum the input row and column), K the 8 x 3 x 3 taps,
// the images on block y. The padded copy is folded: B's copies read the
// input in place, zero-filling where the row or column minus the padding
// leaves it; the zero fill, the window and the copy are gone, with the
// convolution, the epilogue and both intermediate buffers. The stores are
// per element (30 columns are not a multiple of 4).
// CHECK-LABEL: func.func @conv_pad_bias_relu
// CHECK-NOT: memref.alloc
// CHECK-NOT: memref.copy
// CHECK: gpu.launch blocks({{.*}}) in (%{{.*}} = %c{{[0-9]+}}, %{{.*}} = %c2{{(_0)?}}, %{{.*}} = %c1{{(_[0-9])?}})
// CHECK: gpu.block_id y
// CHECK: nvgpu.device_async_copy %arg1[{{.*}}], {{.*}}, 1, %{{.*}} : memref<20x8x3x3xf32>
// CHECK: arith.remui %{{.*}}, %c30
// CHECK: arith.divui %{{.*}}, %c30
// CHECK: arith.remui %{{.*}}, %c3
// CHECK: arith.addi
// CHECK: arith.subi %{{.*}}, %c1
// CHECK: arith.cmpi ult, %{{.*}}, %c30
// CHECK: arith.select
// CHECK: nvgpu.device_async_copy %arg0[{{.*}}], {{.*}}, 1, %{{.*}} : memref<2x8x30x30xf32>
// CHECK: scf.for
// CHECK: vector.fma
// CHECK: memref.load %arg2
// CHECK: arith.maximumf
// CHECK: memref.store %{{.*}}, %arg3[{{.*}}] : memref<2x20x30x30xf32>
// CHECK: gpu.terminator
// CHECK-NOT: linalg.{{[a-z_0-9]+}}
// CHECK: return
module attributes {transform.with_named_sequence} {
  func.func @conv_pad_bias_relu(%x: memref<2x8x30x30xf32>, %w: memref<20x8x3x3xf32>,
                                %bias: memref<20xf32>, %out: memref<2x20x30x30xf32>) {
    %zero = arith.constant 0.0 : f32
    %padded = memref.alloc() : memref<2x8x32x32xf32>
    linalg.map outs(%padded : memref<2x8x32x32xf32>)
      (%init: f32) {
        linalg.yield %zero : f32
      }
    %window = memref.subview %padded[0, 0, 1, 1] [2, 8, 30, 30] [1, 1, 1, 1] : memref<2x8x32x32xf32> to memref<2x8x30x30xf32, strided<[8192, 1024, 32, 1], offset: 33>>
    memref.copy %x, %window : memref<2x8x30x30xf32> to memref<2x8x30x30xf32, strided<[8192, 1024, 32, 1], offset: 33>>
    %tmp = memref.alloc() : memref<2x20x30x30xf32>
    linalg.fill ins(%zero : f32) outs(%tmp : memref<2x20x30x30xf32>)
    linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
       ins(%padded, %w : memref<2x8x32x32xf32>, memref<20x8x3x3xf32>) outs(%tmp : memref<2x20x30x30xf32>)
    linalg.generic {indexing_maps = [affine_map<(n, f, h, w) -> (n, f, h, w)>, affine_map<(n, f, h, w) -> (f)>, affine_map<(n, f, h, w) -> (n, f, h, w)>],
                    iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
        ins(%tmp, %bias : memref<2x20x30x30xf32>, memref<20xf32>) outs(%out : memref<2x20x30x30xf32>) {
    ^bb0(%a: f32, %b: f32, %o: f32):
      %s = arith.addf %a, %b : f32
      %r = arith.maximumf %s, %zero : f32
      linalg.yield %r : f32
    }
    memref.dealloc %tmp : memref<2x20x30x30xf32>
    memref.dealloc %padded : memref<2x8x32x32xf32>
    return
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %conv = transform.structured.match ops{["linalg.conv_2d_nchw_fchw"]} in %root : (!transform.any_op) -> !transform.any_op
    %auto = transform.param.constant 0 : i64 -> !transform.param<i64>
    %l = transform.kgen.gemm_pipelined %conv tile = [%auto, %auto, %auto] thread = [%auto, %auto] stages = %auto group_m = %auto {fuse_epilogue}
        : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>,
           !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.any_op
    transform.yield
  }
}

// -----

// Implicit GEMM over K = (kernel row, kernel column, channel), the channel
// innermost (rewrite_conv_transpose_as_conv channels_innermost makes this
// form) and 32 channels, a multiple of block_k: a K tile stays within one
// kernel position, so each tile's first K index is delinearized once (by
// 32, then 3) and the input's copies of the tile add their row in the tile
// to the channel; no copy divides by the channel or kernel sizes.
// CHECK-LABEL: func.func @conv_channels_innermost
// CHECK: gpu.launch
// CHECK: arith.remui %{{.*}}, %c32_i32
// CHECK: arith.divui %{{.*}}, %c32_i32
// CHECK: arith.remui %{{.*}}, %c3_i32
// CHECK: arith.divui %{{.*}}, %c3_i32
// CHECK: nvgpu.device_async_copy %arg1
// CHECK: nvgpu.device_async_copy %arg0
// CHECK-NOT: arith.{{divui|remui}} %{{.*}}, %c{{3|32}}_i32
// CHECK: nvgpu.device_async_copy %arg0
module attributes {transform.with_named_sequence} {
  func.func @conv_channels_innermost(%x: memref<2x32x10x10xf32>, %w: memref<16x3x3x32xf32>, %out: memref<2x16x8x8xf32>) {
    %zero = arith.constant 0.0 : f32
    linalg.fill ins(%zero : f32) outs(%out : memref<2x16x8x8xf32>)
    linalg.generic {indexing_maps = [affine_map<(n, f, h, w, kh, kw, c) -> (n, c, h + kh, w + kw)>,
                                     affine_map<(n, f, h, w, kh, kw, c) -> (f, kh, kw, c)>,
                                     affine_map<(n, f, h, w, kh, kw, c) -> (n, f, h, w)>],
                    iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]}
        ins(%x, %w : memref<2x32x10x10xf32>, memref<16x3x3x32xf32>) outs(%out : memref<2x16x8x8xf32>) {
    ^bb0(%a: f32, %b: f32, %o: f32):
      %p = arith.mulf %a, %b : f32
      %s = arith.addf %o, %p : f32
      linalg.yield %s : f32
    }
    return
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %conv = transform.structured.match ops{["linalg.generic"]} in %root : (!transform.any_op) -> !transform.any_op
    %auto = transform.param.constant 0 : i64 -> !transform.param<i64>
    %l = transform.kgen.gemm_pipelined %conv tile = [%auto, %auto, %auto] thread = [%auto, %auto] stages = %auto group_m = %auto
        : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>,
           !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.any_op
    transform.yield
  }
}

// -----

// A depthwise convolution has no M dimension (every parallel loop but the
// output pixels is in both operands): not a GEMM.
module attributes {transform.with_named_sequence} {
  func.func @depthwise(%x: memref<1x4x10x10xf32>, %w: memref<4x3x3xf32>, %out: memref<1x4x8x8xf32>) {
    // expected-note @below {{target op}}
    linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
       ins(%x, %w : memref<1x4x10x10xf32>, memref<4x3x3xf32>) outs(%out : memref<1x4x8x8xf32>)
    return
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %conv = transform.structured.match ops{["linalg.depthwise_conv_2d_nchw_chw"]} in %root : (!transform.any_op) -> !transform.any_op
    %auto = transform.param.constant 0 : i64 -> !transform.param<i64>
    // expected-error @below {{target has no M dimension (a parallel loop of the other input only)}}
    %l = transform.kgen.gemm_pipelined %conv tile = [%auto, %auto, %auto] thread = [%auto, %auto] stages = %auto group_m = %auto
        : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>,
           !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.any_op
    transform.yield
  }
}

// -----

// Hazards the folds must not create. In place: the padded input's source is
// the result itself (x += conv(pad(x))): the pad stays a copy, read by the
// kernel, and the kernel does not read the buffer it writes.
// CHECK-LABEL: func.func @conv_in_place
// CHECK: linalg.map
// CHECK: memref.copy
// CHECK: gpu.launch
// CHECK: nvgpu.device_async_copy %{{.*}}[{{.*}}], {{.*}} : memref<1x4x10x10xf32>
module attributes {transform.with_named_sequence} {
  func.func @conv_in_place(%x: memref<1x4x8x8xf32>, %w: memref<4x4x3x3xf32>) {
    %zero = arith.constant 0.0 : f32
    %p = memref.alloc() : memref<1x4x10x10xf32>
    linalg.map outs(%p : memref<1x4x10x10xf32>)
      (%init: f32) {
        linalg.yield %zero : f32
      }
    %window = memref.subview %p[0, 0, 1, 1] [1, 4, 8, 8] [1, 1, 1, 1] : memref<1x4x10x10xf32> to memref<1x4x8x8xf32, strided<[400, 100, 10, 1], offset: 11>>
    memref.copy %x, %window : memref<1x4x8x8xf32> to memref<1x4x8x8xf32, strided<[400, 100, 10, 1], offset: 11>>
    linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
       ins(%p, %w : memref<1x4x10x10xf32>, memref<4x4x3x3xf32>) outs(%x : memref<1x4x8x8xf32>)
    return
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %conv = transform.structured.match ops{["linalg.conv_2d_nchw_fchw"]} in %root : (!transform.any_op) -> !transform.any_op
    %auto = transform.param.constant 0 : i64 -> !transform.param<i64>
    %l = transform.kgen.gemm_pipelined %conv tile = [%auto, %auto, %auto] thread = [%auto, %auto] stages = %auto group_m = %auto
        : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>,
           !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.any_op
    transform.yield
  }
}

// -----

// A fill whose buffer something reads through another view before the
// contraction stays where it is (the kernel adds to what it left).
// CHECK-LABEL: func.func @fill_read_through_view
// CHECK: linalg.fill
// CHECK: linalg.copy
// CHECK: gpu.launch
// CHECK: memref.load %{{.*}}[{{.*}}] : memref<64x64xf32>
module attributes {transform.with_named_sequence} {
  func.func @fill_read_through_view(%a: memref<64x64xf32>, %b: memref<64x64xf32>, %c: memref<64x64xf32>, %d: memref<64x64xf32>) {
    %zero = arith.constant 0.0 : f32
    %view = memref.cast %c : memref<64x64xf32> to memref<64x64xf32, strided<[64, 1]>>
    linalg.fill ins(%zero : f32) outs(%c : memref<64x64xf32>)
    linalg.copy ins(%view : memref<64x64xf32, strided<[64, 1]>>) outs(%d : memref<64x64xf32>)
    linalg.matmul ins(%a, %b : memref<64x64xf32>, memref<64x64xf32>) outs(%c : memref<64x64xf32>)
    return
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %mm = transform.structured.match ops{["linalg.matmul"]} in %root : (!transform.any_op) -> !transform.any_op
    %auto = transform.param.constant 0 : i64 -> !transform.param<i64>
    %l = transform.kgen.gemm_pipelined %mm tile = [%auto, %auto, %auto] thread = [%auto, %auto] stages = %auto group_m = %auto
        : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>,
           !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.any_op
    transform.yield
  }
}

// -----

// A skewed operand (B[k + n, n]): its innermost index is N's loop, but
// another index moves with it too, so it is copied element by element.
// CHECK-LABEL: func.func @skewed
// CHECK: gpu.launch
// CHECK-NOT: nvgpu.device_async_copy {{.*}}, 4 {bypassL1}
// CHECK: nvgpu.device_async_copy %arg1[{{.*}}], {{.*}}, 1
// CHECK-NOT: nvgpu.device_async_copy {{.*}}, 4 {bypassL1}
// CHECK: gpu.terminator
module attributes {transform.with_named_sequence} {
  func.func @skewed(%a: memref<64x32xf32>, %b: memref<96x64xf32>, %c: memref<64x64xf32>) {
    linalg.generic {indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k + n, n)>, affine_map<(m, n, k) -> (m, n)>],
                    iterator_types = ["parallel", "parallel", "reduction"]}
        ins(%a, %b : memref<64x32xf32>, memref<96x64xf32>) outs(%c : memref<64x64xf32>) {
    ^bb0(%x: f32, %y: f32, %o: f32):
      %p = arith.mulf %x, %y : f32
      %s = arith.addf %o, %p : f32
      linalg.yield %s : f32
    }
    return
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %g = transform.structured.match ops{["linalg.generic"]} in %root : (!transform.any_op) -> !transform.any_op
    %auto = transform.param.constant 0 : i64 -> !transform.param<i64>
    %l = transform.kgen.gemm_pipelined %g tile = [%auto, %auto, %auto] thread = [%auto, %auto] stages = %auto group_m = %auto
        : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>,
           !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.any_op
    transform.yield
  }
}

// -----

// The same padded allocation as both inputs: read as it is (folding it
// twice erased its producers twice).
// CHECK-LABEL: func.func @same_padded_twice
// CHECK: memref.copy
// CHECK: gpu.launch
module attributes {transform.with_named_sequence} {
  func.func @same_padded_twice(%x: memref<30x30xf32>, %c: memref<32x32xf32>) {
    %zero = arith.constant 0.0 : f32
    %p = memref.alloc() : memref<32x32xf32>
    linalg.fill ins(%zero : f32) outs(%p : memref<32x32xf32>)
    %window = memref.subview %p[1, 1] [30, 30] [1, 1] : memref<32x32xf32> to memref<30x30xf32, strided<[32, 1], offset: 33>>
    memref.copy %x, %window : memref<30x30xf32> to memref<30x30xf32, strided<[32, 1], offset: 33>>
    linalg.matmul ins(%p, %p : memref<32x32xf32>, memref<32x32xf32>) outs(%c : memref<32x32xf32>)
    return
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %mm = transform.structured.match ops{["linalg.matmul"]} in %root : (!transform.any_op) -> !transform.any_op
    %auto = transform.param.constant 0 : i64 -> !transform.param<i64>
    %l = transform.kgen.gemm_pipelined %mm tile = [%auto, %auto, %auto] thread = [%auto, %auto] stages = %auto group_m = %auto
        : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>,
           !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.any_op
    transform.yield
  }
}
