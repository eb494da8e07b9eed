// RUN: kgen-opt %s --transform-interpreter --cse --split-input-file --verify-diagnostics | FileCheck %s

// transform.kgen.gemm_pipelined with `tma` "on" (operands packed as BF16,
// 3 stages, sm_90a): the host builds each workspace's tensor map (the
// workspace viewed as [batch][x][k], a box of one stage tile, 1 x 128 x 32
// bf16: rows of 64 bytes, the 64-byte swizzle the stages have; zeros
// outside it). In the kernel thread 0 initializes one mbarrier per stage
// (an arrival count of one) before a barrier. For each K tile thread 0
// arms the stage's mbarrier with both tiles' bytes (2 x 128 x 32 x 2) and
// issues the two TMA copies at coordinates (k, x, batch), innermost
// first; every thread then waits on the stage's mbarrier for phase
// (k / 3) mod 2. No thread issues a cp.async copy.
// CHECK-LABEL: func.func @matmul_bf16_tma
// CHECK: %[[WA:.*]] = memref.alloc() : memref<128x64xbf16>
// CHECK: %[[WB:.*]] = memref.alloc() : memref<128x64xbf16>
// CHECK: %[[FA:.*]] = memref.reinterpret_cast %[[WA]] to offset: [0], sizes: [1, 128, 64], strides: [8192, 64, 1]
// CHECK-NEXT: %[[UA:.*]] = memref.cast %[[FA]] : memref<1x128x64xbf16> to memref<*xbf16>
// CHECK: %[[TA:.*]] = nvgpu.tma.create.descriptor %[[UA]] box[%c1, %c128, %c32] : memref<*xbf16> -> <tensor = memref<1x128x32xbf16, #gpu.address_space<workgroup>>, swizzle = swizzle_64b, l2promo = l2promo_256b, oob = zero, interleave = none>
// CHECK: %[[TB:.*]] = nvgpu.tma.create.descriptor
// CHECK: gpu.launch
// CHECK: %[[SA:.*]] = memref.view {{.*}} to memref<3x128x32xbf16, #gpu.address_space<workgroup>>
// CHECK: %[[SB:.*]] = memref.view {{.*}} to memref<3x128x32xbf16, #gpu.address_space<workgroup>>
// CHECK: %[[BAR:.*]] = nvgpu.mbarrier.create
// CHECK: scf.if
// CHECK-NEXT: nvgpu.mbarrier.init %[[BAR]][%c0], %c1
// CHECK-NEXT: nvgpu.mbarrier.init %[[BAR]][%c1], %c1
// CHECK-NEXT: %c2{{.*}} = arith.constant 2
// CHECK-NEXT: nvgpu.mbarrier.init %[[BAR]][%c2{{.*}}], %c1
// CHECK-NEXT: nvvm.fence.proxy
// CHECK: gpu.barrier
// CHECK-NOT: nvgpu.device_async_copy
// CHECK: nvgpu.mbarrier.arrive.expect_tx %[[BAR]][%c0], %c16384
// CHECK: %[[K0:.*]] = arith.muli %c0, %c32
// CHECK-NEXT: %[[DA:.*]] = memref.subview %[[SA]][%c0, 0, 0] [1, 128, 32] [1, 1, 1]
// CHECK-NEXT: nvgpu.tma.async.load %[[TA]][%[[K0]], %{{.*}}, %c0], %[[BAR]][%c0] to %[[DA]]
// CHECK: %[[DB:.*]] = memref.subview %[[SB]][%c0, 0, 0] [1, 128, 32] [1, 1, 1]
// CHECK-NEXT: nvgpu.tma.async.load %[[TB]][%[[K0]], %{{.*}}, %c0], %[[BAR]][%c0] to %[[DB]]
// CHECK: scf.for %[[K:.*]] = %c0 to
// CHECK-NOT: nvgpu.device_async_copy
// CHECK: %[[USE:.*]] = arith.divui %[[K]], %c3
// CHECK: %[[ODD:.*]] = arith.remui %[[USE]], %c2
// CHECK-NEXT: %[[PAR:.*]] = arith.index_castui %[[ODD]] : index to i1
// CHECK-NEXT: %[[ST:.*]] = arith.remui %[[K]], %c3
// CHECK: nvgpu.mbarrier.try_wait.parity %[[BAR]][%[[ST]]], %[[PAR]]
// CHECK-NEXT: gpu.barrier
// CHECK: nvgpu.tma.async.load %[[TA]]
// CHECK: nvvm.wgmma.mma_async
// CHECK: memref.dealloc %[[WA]]
// CHECK-NEXT: memref.dealloc %[[WB]]
// (test/Lowering/gemm-tma-ptx.mlir lowers this kernel to PTX.)

module attributes {transform.with_named_sequence, kgen.target = #kgen.target<nvvm, "sm_90a">,
                   kgen.precision = #kgen.precision<bf16>} {
  func.func @matmul_bf16_tma(%a: memref<128x64xf32>, %b: memref<64x128xf32>, %c: memref<128x128xf32>) {
    %zero = arith.constant 0.0 : f32
    linalg.fill ins(%zero : f32) outs(%c : memref<128x128xf32>)
    linalg.matmul ins(%a, %b : memref<128x64xf32>, memref<64x128xf32>) outs(%c : memref<128x128xf32>)
    return
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %mm = transform.structured.match ops{["linalg.matmul"]} in %root : (!transform.any_op) -> !transform.any_op
    %bm = transform.param.constant 128 : i64 -> !transform.param<i64>
    %auto = transform.param.constant 0 : i64 -> !transform.param<i64>
    %s = transform.param.constant 3 : i64 -> !transform.param<i64>
    %g = transform.param.constant 1 : i64 -> !transform.param<i64>
    %math = transform.param.constant "bf16-wgmma" -> !transform.any_param
    %on = transform.param.constant "on" -> !transform.any_param
    %l = transform.kgen.gemm_pipelined %mm tile = [%bm, %bm, %auto] thread = [%auto, %auto] stages = %s group_m = %g math = %math pack = %on tma = %on
        : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>,
           !transform.param<i64>, !transform.param<i64>, !transform.any_param, !transform.any_param, !transform.any_param) -> !transform.any_op
    transform.yield
  }
}

// -----

// 3xTF32 with B packed (contiguous along N) and A already in the packed
// layout ([batch][m][k], contiguous): both by TMA, A's read in place (a
// tensor map of %arg0), B's from the workspace [4][200][64] f32; boxes of
// 1 x 64 x 32 (128-byte rows, the 128-byte swizzle); the batch coordinate
// is block y's batch index; no cp.async. Each K tile waits on its
// mbarrier: tile 0 before the loop, tile k + 1 in iteration k (3xTF32
// splits the next tile while the current one's wgmma run).
// CHECK-LABEL: func.func @batch_3xtf32_tma
// CHECK: %[[WS:.*]] = memref.alloc() : memref<4x200x64xf32>
// CHECK: %[[FA:.*]] = memref.reinterpret_cast %arg0 to offset: [0], sizes: [4, 96, 64], strides: [6144, 64, 1]
// CHECK: %[[TA:.*]] = nvgpu.tma.create.descriptor %{{.*}} box[%c1, %c64, %c32] : memref<*xf32> -> <tensor = memref<1x64x32xf32, #gpu.address_space<workgroup>>, swizzle = swizzle_128b
// CHECK: %[[FB:.*]] = memref.reinterpret_cast %[[WS]] to offset: [0], sizes: [4, 200, 64], strides: [12800, 64, 1]
// CHECK: %[[TB:.*]] = nvgpu.tma.create.descriptor %{{.*}} box[%c1, %c64, %c32] : memref<*xf32> -> <tensor = memref<1x64x32xf32, #gpu.address_space<workgroup>>, swizzle = swizzle_128b
// CHECK: gpu.launch
// CHECK-NOT: nvgpu.device_async_copy
// CHECK: %[[BY:.*]] = gpu.block_id  y
// CHECK: %[[BI:.*]] = arith.remui %[[BY]], %c4
// CHECK: nvgpu.mbarrier.create
// CHECK: nvgpu.mbarrier.arrive.expect_tx %{{.*}}[%c0], %c16384
// CHECK: nvgpu.tma.async.load %[[TA]][%{{.*}}, %{{.*}}, %[[BI]]]
// CHECK: nvgpu.tma.async.load %[[TB]][%{{.*}}, %{{.*}}, %[[BI]]]
// CHECK: nvgpu.mbarrier.try_wait.parity
// CHECK: scf.for
// CHECK: nvgpu.mbarrier.try_wait.parity
// CHECK-NOT: nvgpu.device_async_copy
// CHECK: gpu.terminator

module attributes {transform.with_named_sequence, kgen.target = #kgen.target<nvvm, "sm_90a">} {
  func.func @batch_3xtf32_tma(%a: memref<4x96x64xf32>, %b: memref<4x64x200xf32>, %c: memref<4x96x200xf32>) {
    %zero = arith.constant 0.0 : f32
    linalg.fill ins(%zero : f32) outs(%c : memref<4x96x200xf32>)
    linalg.batch_matmul ins(%a, %b : memref<4x96x64xf32>, memref<4x64x200xf32>) outs(%c : memref<4x96x200xf32>)
    return
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %mm = transform.structured.match ops{["linalg.batch_matmul"]} in %root : (!transform.any_op) -> !transform.any_op
    %bm = transform.param.constant 64 : i64 -> !transform.param<i64>
    %auto = transform.param.constant 0 : i64 -> !transform.param<i64>
    %s = transform.param.constant 2 : i64 -> !transform.param<i64>
    %g = transform.param.constant 1 : i64 -> !transform.param<i64>
    %math = transform.param.constant "3xtf32-wgmma" -> !transform.any_param
    %on = transform.param.constant "on" -> !transform.any_param
    %l = transform.kgen.gemm_pipelined %mm tile = [%bm, %bm, %auto] thread = [%auto, %auto] stages = %s group_m = %g math = %math pack = %on tma = %on
        : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>,
           !transform.param<i64>, !transform.param<i64>, !transform.any_param, !transform.any_param, !transform.any_param) -> !transform.any_op
    transform.yield
  }
}

// -----

// `tma` "on" with `pack` "off": A (row-major: already [m][k]) is read in
// place by TMA, B (contiguous along N) keeps its transposing cp.async
// copies; each K tile waits for both. "auto" (the knob left out) is off.
// CHECK-LABEL: func.func @tma_unpacked
// CHECK: memref.reinterpret_cast %arg0 to offset: [0], sizes: [1, 256, 256], strides: [65536, 256, 1]
// CHECK: %[[TA:.*]] = nvgpu.tma.create.descriptor
// CHECK-NOT: nvgpu.tma.create.descriptor
// CHECK: gpu.launch
// CHECK: nvgpu.device_async_copy %arg1
// CHECK: nvgpu.tma.async.load %[[TA]]
// CHECK-NOT: nvgpu.tma.async.load
// CHECK: nvgpu.device_async_wait
// CHECK: nvgpu.mbarrier.try_wait.parity
// CHECK-LABEL: func.func @tma_auto
// CHECK-NOT: nvgpu.tma
// CHECK: nvgpu.device_async_copy
// CHECK-NOT: nvgpu.tma
// CHECK: return

module attributes {transform.with_named_sequence, kgen.target = #kgen.target<nvvm, "sm_90a">} {
  func.func @tma_unpacked(%a: memref<256x256xf32>, %b: memref<256x256xf32>, %c: memref<256x256xf32>) {
    linalg.matmul ins(%a, %b : memref<256x256xf32>, memref<256x256xf32>) outs(%c : memref<256x256xf32>)
    return
  }
  func.func @tma_auto(%a: memref<2048x64xf32>, %b: memref<64x128xf32>, %c: memref<2048x128xf32>) {
    linalg.matmul ins(%a, %b : memref<2048x64xf32>, memref<64x128xf32>) outs(%c : memref<2048x128xf32>)
    return
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    %f1, %f2 = transform.split_handle %f : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %m1 = transform.structured.match ops{["linalg.matmul"]} in %f1 : (!transform.any_op) -> !transform.any_op
    %m2 = transform.structured.match ops{["linalg.matmul"]} in %f2 : (!transform.any_op) -> !transform.any_op
    %bm = transform.param.constant 64 : i64 -> !transform.param<i64>
    %auto = transform.param.constant 0 : i64 -> !transform.param<i64>
    %s = transform.param.constant 2 : i64 -> !transform.param<i64>
    %g = transform.param.constant 1 : i64 -> !transform.param<i64>
    %math = transform.param.constant "3xtf32-wgmma" -> !transform.any_param
    %on = transform.param.constant "on" -> !transform.any_param
    %off = transform.param.constant "off" -> !transform.any_param
    %l1 = transform.kgen.gemm_pipelined %m1 tile = [%bm, %bm, %auto] thread = [%auto, %auto] stages = %s group_m = %g math = %math pack = %off tma = %on
        : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>,
           !transform.param<i64>, !transform.param<i64>, !transform.any_param, !transform.any_param, !transform.any_param) -> !transform.any_op
    %l2 = transform.kgen.gemm_pipelined %m2 tile = [%bm, %bm, %auto] thread = [%auto, %auto] stages = %s group_m = %g math = %math
        : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>,
           !transform.param<i64>, !transform.param<i64>, !transform.any_param) -> !transform.any_op
    transform.yield
  }
}

// -----

// An operand in the packed layout whose rows are not 16-byte aligned (K =
// 29 f32: 116 bytes) has no tensor map (TMA needs 16-byte strides): A
// keeps its cp.async copies; nothing here uses TMA.
// CHECK-LABEL: func.func @tma_unaligned
// CHECK-NOT: nvgpu.tma
// CHECK: nvgpu.device_async_copy %arg0
// CHECK-NOT: nvgpu.tma
// CHECK: return

module attributes {transform.with_named_sequence, kgen.target = #kgen.target<nvvm, "sm_90a">} {
  func.func @tma_unaligned(%a: memref<37x29xf32>, %b: memref<29x45xf32>, %c: memref<37x45xf32>) {
    linalg.matmul ins(%a, %b : memref<37x29xf32>, memref<29x45xf32>) outs(%c : memref<37x45xf32>)
    return
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %mm = transform.structured.match ops{["linalg.matmul"]} in %root : (!transform.any_op) -> !transform.any_op
    %bm = transform.param.constant 64 : i64 -> !transform.param<i64>
    %auto = transform.param.constant 0 : i64 -> !transform.param<i64>
    %s = transform.param.constant 2 : i64 -> !transform.param<i64>
    %g = transform.param.constant 1 : i64 -> !transform.param<i64>
    %math = transform.param.constant "3xtf32-wgmma" -> !transform.any_param
    %on = transform.param.constant "on" -> !transform.any_param
    %l = transform.kgen.gemm_pipelined %mm tile = [%bm, %bm, %auto] thread = [%auto, %auto] stages = %s group_m = %g math = %math pack = %on tma = %on
        : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>,
           !transform.param<i64>, !transform.param<i64>, !transform.any_param, !transform.any_param, !transform.any_param) -> !transform.any_op
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence, kgen.target = #kgen.target<nvvm, "sm_90a">} {
  func.func @bad_tma(%a: memref<256x256xf32>, %b: memref<256x256xf32>, %c: memref<256x256xf32>) {
    linalg.matmul ins(%a, %b : memref<256x256xf32>, memref<256x256xf32>) outs(%c : memref<256x256xf32>)
    return
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %mm = transform.structured.match ops{["linalg.matmul"]} in %root : (!transform.any_op) -> !transform.any_op
    %auto = transform.param.constant 0 : i64 -> !transform.param<i64>
    %g = transform.param.constant 1 : i64 -> !transform.param<i64>
    %tma = transform.param.constant "always" -> !transform.any_param
    // expected-error @below {{expects tma to be one string parameter: "auto", "off" or "on"}}
    %l = transform.kgen.gemm_pipelined %mm tile = [%auto, %auto, %auto] thread = [%auto, %auto] stages = %auto group_m = %g tma = %tma
        : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>,
           !transform.param<i64>, !transform.param<i64>, !transform.any_param) -> !transform.any_op
    transform.yield
  }
}
