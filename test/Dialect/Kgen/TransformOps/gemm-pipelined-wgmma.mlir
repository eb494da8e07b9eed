// RUN: kgen-opt %s --transform-interpreter --split-input-file --verify-diagnostics | FileCheck %s

// transform.kgen.gemm_pipelined on Hopper's warpgroup MMA (math =
// "tf32-wgmma" under the tf32 policy, sm_90a): nn.Linear's form (B is
// [N][K]: both operands contiguous along K), 128x64 block tiles of two
// warpgroups of 64x64 (256 threads), block_k 32, 2 stages. The tiles start
// at the first 1024-byte boundary of the dynamic shared memory (2 stages x
// (128 + 64) rows x 128 bytes, and 1024 bytes of room to align), as
// [stage][x][k] rows of 32 elements with the 128-byte swizzle: the 16-byte
// copies put chunk k / 4 of row x at chunk (k / 4) ^ (x % 8). Each K tile:
// the copies' writes made visible to the async proxy, a barrier, then per
// K step of 8 one wgmma m64n64k8 on descriptors of the warpgroup's rows
// (start address >> 4, stride 1024 bytes between 8-row groups, 128-byte
// swizzle), 32 bytes further each step; committed and waited for before
// the next barrier. The accumulators are one struct of 32 registers,
// passed through an empty asm with side effects before the wgmma.fence and
// after the wait (no write of them may sink below the fence, no read rise
// above the wait); the epilogue stores 2 columns at a time.
// CHECK-LABEL: func.func @linear_tf32
// CHECK: gpu.launch {{.*}} threads({{.*}}) in (%{{.*}} = %c256, {{.*}}) dynamic_shared_memory_size %c50176_i32
// CHECK: %[[DYN:.*]] = gpu.dynamic_shared_memory
// CHECK-NEXT: %[[ADDR:.*]] = memref.extract_aligned_pointer_as_index %[[DYN]]
// CHECK: arith.remui %[[ADDR]], %c1024
// CHECK: %[[SA:.*]] = memref.view %[[DYN]]{{.*}} to memref<2x128x32xf32, #gpu.address_space<workgroup>>
// CHECK: %[[SB:.*]] = memref.view %[[DYN]]{{.*}} to memref<2x64x32xf32, #gpu.address_space<workgroup>>
// CHECK: %[[SWZ:.*]] = arith.xori %{{.*}}, %{{.*}} : index
// CHECK-NEXT: nvgpu.device_async_copy %arg0[{{.*}}], %[[SA]][%{{.*}}, %{{.*}}, %[[SWZ]]], 4 {bypassL1}
// CHECK-COUNT-3: nvgpu.device_async_copy %arg0[{{.*}}], %[[SA]][{{.*}}], 4 {bypassL1}
// CHECK-COUNT-2: nvgpu.device_async_copy %arg1[{{.*}}], %[[SB]][{{.*}}], 4 {bypassL1}
// CHECK: scf.for {{.*}} -> (!llvm.struct<(f32, f32, {{.*}})>, !nvgpu.device.async.token)
// CHECK: nvgpu.device_async_wait
// CHECK-NEXT: nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
// CHECK-NEXT: gpu.barrier
// CHECK: arith.index_castui %{{.*}} : index to i64
// CHECK: arith.andi %{{.*}}, %c262143_i64{{.*}} : i64
// CHECK-NEXT: arith.shrui %{{.*}}, %c4_i64{{.*}} : i64
// CHECK: %[[DA:.*]] = arith.ori %{{.*}}, %c4611686293305360384_i64{{.*}} : i64
// CHECK: %[[DB:.*]] = arith.ori %{{.*}}, %c4611686293305360384_i64{{.*}} : i64
// CHECK-COUNT-32: llvm.extractvalue
// CHECK-NEXT: %[[FENCED:.*]] = llvm.inline_asm has_side_effects "", "=f,=f,
// CHECK-NEXT: nvvm.wgmma.fence.aligned
// CHECK-NEXT: nvvm.wgmma.mma_async %[[DA]], %[[DB]], %[[FENCED]], <m = 64, n = 64, k = 8>, D[<f32>, <one>], A[<tf32>, <one>, <row>], B[<tf32>, <one>, <col>]
// CHECK: arith.addi %[[DA]], %c2_i64
// CHECK: arith.addi %[[DB]], %c2_i64
// CHECK-NEXT: nvvm.wgmma.mma_async
// CHECK: arith.addi %[[DA]], %c6_i64
// CHECK: nvvm.wgmma.mma_async
// CHECK-NEXT: nvvm.wgmma.commit.group.sync.aligned
// CHECK-NEXT: nvvm.wgmma.wait.group.sync.aligned 0
// CHECK-COUNT-32: llvm.extractvalue
// CHECK-NEXT: %[[OUT:.*]] = llvm.inline_asm has_side_effects "", "=f,=f,
// CHECK-NEXT: scf.yield %[[OUT]]
// CHECK: scf.for
// CHECK-COUNT-16: vector.store %{{.*}}, %arg2[{{.*}}] : memref<256x128xf32>, vector<2xf32>
// CHECK-NOT: vector.store

module attributes {transform.with_named_sequence, kgen.target = #kgen.target<nvvm, "sm_90a">,
                   kgen.precision = #kgen.precision<tf32>} {
  func.func @linear_tf32(%x: memref<256x64xf32>, %w: memref<128x64xf32>, %out: memref<256x128xf32>) {
    %zero = arith.constant 0.0 : f32
    linalg.fill ins(%zero : f32) outs(%out : memref<256x128xf32>)
    linalg.generic {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (j, k)>, affine_map<(i, j, k) -> (i, j)>],
                    iterator_types = ["parallel", "parallel", "reduction"]}
        ins(%x, %w : memref<256x64xf32>, memref<128x64xf32>) outs(%out : memref<256x128xf32>) {
    ^bb0(%p: f32, %q: f32, %o: f32):
      %m = arith.mulf %p, %q : f32
      %s = arith.addf %o, %m : f32
      linalg.yield %s : f32
    }
    return
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %mm = transform.structured.match ops{["linalg.generic"]} in %root : (!transform.any_op) -> !transform.any_op
    %bm = transform.param.constant 128 : i64 -> !transform.param<i64>
    %bn = transform.param.constant 64 : i64 -> !transform.param<i64>
    %auto = transform.param.constant 0 : i64 -> !transform.param<i64>
    %s = transform.param.constant 2 : i64 -> !transform.param<i64>
    %g = transform.param.constant 1 : i64 -> !transform.param<i64>
    %math = transform.param.constant "tf32-wgmma" -> !transform.any_param
    %l = transform.kgen.gemm_pipelined %mm tile = [%bm, %bn, %auto] thread = [%auto, %auto] stages = %s group_m = %g math = %math
        : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>,
           !transform.param<i64>, !transform.param<i64>, !transform.any_param) -> !transform.any_op
    transform.yield
  }
}

// -----

// 3xTF32 on the warpgroup MMA (math = "3xtf32-wgmma", the strict policy):
// a row-major B (contiguous along N) is transposed by 4-byte copies into
// the swizzled [n][k] rows (wgmma reads TF32 operands K-major only), the
// threads along N. 128x128 tiles of two warpgroups of 64x128, 3 stages and
// two remainder tiles per operand (3 x 32 KiB + 2 x 32 KiB + 1 KiB).
// Splitting tile k: the block's threads replace each element x of its
// stage by big = x with the 13 low mantissa bits cleared, in 16-byte
// chunks, and write the TF32 part of x - big to remainder tile k % 2 at
// the same place, then a proxy fence. Tile 0 is split before the loop.
// Each iteration k then issues tile k's products (per K step small x big,
// from zero at the first step, big x small, big x big) and commits them
// without waiting; refills the stage of tile k - 1; waits for tile k + 1
// and splits it while the products run; only then waits for them: an
// empty asm with side effects passes the 64 products' registers (so no
// add moves above the wait), and fp32 adds join them to the accumulators
// before the barrier that publishes the split. The last tile's products
// come after the loops.
// CHECK-LABEL: func.func @matmul_3xtf32
// CHECK: dynamic_shared_memory_size %c164864_i32
// CHECK: %[[SA:.*]] = memref.view {{.*}} to memref<3x128x32xf32, #gpu.address_space<workgroup>>
// CHECK: %[[SB:.*]] = memref.view {{.*}} to memref<3x128x32xf32, #gpu.address_space<workgroup>>
// CHECK: %[[RA:.*]] = memref.view {{.*}} to memref<2x128x32xf32, #gpu.address_space<workgroup>>
// CHECK: %[[RB:.*]] = memref.view {{.*}} to memref<2x128x32xf32, #gpu.address_space<workgroup>>
// CHECK-COUNT-4: nvgpu.device_async_copy %arg0[{{.*}}], %[[SA]][{{.*}}], 4 {bypassL1}
// CHECK-COUNT-16: nvgpu.device_async_copy %arg1[{{.*}}], %[[SB]][{{.*}}], 1 :
// CHECK-NOT: scf.for
// CHECK: nvgpu.device_async_wait %{{.*}} {numGroups = 1 : i32}
// CHECK-NEXT: gpu.barrier
// CHECK-NOT: scf.for
// CHECK: %[[X:.*]] = vector.load %[[SA]][%[[STAGE:.*]], %[[R:.*]], %[[C:.*]]] : memref<3x128x32xf32, #gpu.address_space<workgroup>>, vector<4xf32>
// CHECK-NEXT: %[[MASK:.*]] = arith.constant dense<-8192> : vector<4xi32>
// CHECK-NEXT: %[[XB:.*]] = arith.bitcast %[[X]] : vector<4xf32> to vector<4xi32>
// CHECK-NEXT: %[[HB:.*]] = arith.andi %[[XB]], %[[MASK]] : vector<4xi32>
// CHECK-NEXT: %[[BIG:.*]] = arith.bitcast %[[HB]] : vector<4xi32> to vector<4xf32>
// CHECK-NEXT: vector.store %[[BIG]], %[[SA]][%[[STAGE]], %[[R]], %[[C]]]
// CHECK: %[[REST:.*]] = arith.subf %[[X]], %[[BIG]] : vector<4xf32>
// CHECK-NEXT: %[[MASK2:.*]] = arith.constant dense<-8192> : vector<4xi32>
// CHECK-NEXT: arith.bitcast %[[REST]]
// CHECK-NEXT: arith.andi %{{.*}}, %[[MASK2]]
// CHECK-NEXT: %[[SMALL:.*]] = arith.bitcast
// CHECK-NEXT: vector.store %[[SMALL]], %[[RA]][%{{.*}}, %[[R]], %[[C]]]
// CHECK-COUNT-3: vector.store %{{.*}}, %[[RA]]
// CHECK-COUNT-4: vector.store %{{.*}}, %[[RB]]
// CHECK-NEXT: nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
// CHECK-NEXT: gpu.barrier
// CHECK-NOT: nvvm.wgmma
// CHECK: scf.for %[[K:.*]] = %{{.*}} to %c14 step
// CHECK: %[[U:.*]] = llvm.mlir.undef
// CHECK-NEXT: nvvm.wgmma.fence.aligned
// CHECK-NEXT: %[[P0:.*]] = nvvm.wgmma.mma_async %{{.*}}, %{{.*}}, %[[U]], <m = 64, n = 128, k = 8>, D[<f32>, <zero>]
// CHECK-NEXT: %[[P1:.*]] = nvvm.wgmma.mma_async %{{.*}}, %{{.*}}, %[[P0]], <m = 64, n = 128, k = 8>, D[<f32>, <one>]
// CHECK-NEXT: nvvm.wgmma.mma_async %{{.*}}, %{{.*}}, %[[P1]], <m = 64, n = 128, k = 8>, D[<f32>, <one>]
// CHECK-COUNT-9: nvvm.wgmma.mma_async {{.*}} D[<f32>, <one>]
// CHECK-NEXT: nvvm.wgmma.commit.group.sync.aligned
// CHECK-NOT: nvvm.wgmma.wait
// CHECK: nvgpu.device_async_create_group
// CHECK-NEXT: nvgpu.device_async_wait %{{.*}} {numGroups = 1 : i32}
// CHECK-NEXT: gpu.barrier
// CHECK-NEXT: %[[NEXT:.*]] = arith.addi %[[K]], %c1
// CHECK: %[[NR:.*]] = arith.remui %[[NEXT]], %{{.*}} : index
// CHECK-NOT: nvvm.wgmma
// CHECK: vector.store %{{.*}}, %[[RA]][%[[NR]],
// CHECK-COUNT-3: vector.store %{{.*}}, %[[RA]][%[[NR]],
// CHECK-COUNT-4: vector.store %{{.*}}, %[[RB]][%[[NR]],
// CHECK-NEXT: nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
// CHECK-NEXT: nvvm.wgmma.wait.group.sync.aligned 0
// CHECK-COUNT-64: llvm.extractvalue
// CHECK-NEXT: %[[F:.*]] = llvm.inline_asm has_side_effects "", "=f,=f,
// CHECK-NEXT: %[[P00:.*]] = llvm.extractvalue %[[F]][0]
// CHECK-NEXT: %[[ACC0:.*]] = llvm.extractvalue %{{.*}}[0]
// CHECK-NEXT: %[[SUM:.*]] = arith.addf %[[ACC0]], %[[P00]] : f32
// CHECK-NEXT: llvm.insertvalue %[[SUM]]
// CHECK: gpu.barrier
// CHECK-NEXT: scf.yield
// CHECK: scf.for %{{.*}} = %c14{{.*}} to %c15 step
// CHECK: scf.yield
// CHECK-NOT: gpu.barrier
// CHECK: nvvm.wgmma.fence.aligned
// CHECK-COUNT-12: nvvm.wgmma.mma_async
// CHECK-NEXT: nvvm.wgmma.commit.group.sync.aligned
// CHECK-NEXT: nvvm.wgmma.wait.group.sync.aligned 0

module attributes {transform.with_named_sequence, kgen.target = #kgen.target<nvvm, "sm_90a">} {
  func.func @matmul_3xtf32(%a: memref<256x512xf32>, %b: memref<512x256xf32>, %c: memref<256x256xf32>) {
    %zero = arith.constant 0.0 : f32
    linalg.fill ins(%zero : f32) outs(%c : memref<256x256xf32>)
    linalg.matmul ins(%a, %b : memref<256x512xf32>, memref<512x256xf32>) outs(%c : memref<256x256xf32>)
    return
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %mm = transform.structured.match ops{["linalg.matmul"]} in %root : (!transform.any_op) -> !transform.any_op
    %bm = transform.param.constant 128 : i64 -> !transform.param<i64>
    %auto = transform.param.constant 0 : i64 -> !transform.param<i64>
    %s = transform.param.constant 3 : i64 -> !transform.param<i64>
    %g = transform.param.constant 1 : i64 -> !transform.param<i64>
    %math = transform.param.constant "3xtf32-wgmma" -> !transform.any_param
    %l = transform.kgen.gemm_pipelined %mm tile = [%bm, %bm, %auto] thread = [%auto, %auto] stages = %s group_m = %g math = %math
        : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>,
           !transform.param<i64>, !transform.param<i64>, !transform.any_param) -> !transform.any_op
    transform.yield
  }
}

// -----

// The warpgroup MMA on sm_90 (without the arch-specific features):
// refused, naming the chip.
module attributes {transform.with_named_sequence, kgen.target = #kgen.target<nvvm, "sm_90">} {
  func.func @plain_sm90(%a: memref<256x256xf32>, %b: memref<256x256xf32>, %c: memref<256x256xf32>) {
    // expected-note @below {{target op}}
    linalg.matmul ins(%a, %b : memref<256x256xf32>, memref<256x256xf32>) outs(%c : memref<256x256xf32>)
    return
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %mm = transform.structured.match ops{["linalg.matmul"]} in %root : (!transform.any_op) -> !transform.any_op
    %auto = transform.param.constant 0 : i64 -> !transform.param<i64>
    %bk = transform.param.constant 0 : i64 -> !transform.param<i64>
    %wm = transform.param.constant 0 : i64 -> !transform.param<i64>
    %wn = transform.param.constant 0 : i64 -> !transform.param<i64>
    %math = transform.param.constant "3xtf32-wgmma" -> !transform.any_param
    // expected-error @below {{math "3xtf32-wgmma": target chip 'sm_90' (kgen.target on 'builtin.module') has no warpgroup MMA (wgmma needs sm_90a, the arch-specific Hopper target)}}
    %l = transform.kgen.gemm_pipelined %mm tile = [%auto, %auto, %bk] thread = [%auto, %auto] warp = [%wm, %wn] stages = %auto group_m = %auto math = %math
        : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>,
           !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.any_param) -> !transform.any_op
    transform.yield
  }
}

// -----

// TF32 on the warpgroup MMA under the strict policy: refused, naming the
// policy.
module attributes {transform.with_named_sequence, kgen.target = #kgen.target<nvvm, "sm_90a">} {
  func.func @strict_tf32(%a: memref<256x256xf32>, %b: memref<256x256xf32>, %c: memref<256x256xf32>) {
    // expected-note @below {{target op}}
    linalg.matmul ins(%a, %b : memref<256x256xf32>, memref<256x256xf32>) outs(%c : memref<256x256xf32>)
    return
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %mm = transform.structured.match ops{["linalg.matmul"]} in %root : (!transform.any_op) -> !transform.any_op
    %auto = transform.param.constant 0 : i64 -> !transform.param<i64>
    %bk = transform.param.constant 0 : i64 -> !transform.param<i64>
    %wm = transform.param.constant 0 : i64 -> !transform.param<i64>
    %wn = transform.param.constant 0 : i64 -> !transform.param<i64>
    %math = transform.param.constant "tf32-wgmma" -> !transform.any_param
    // expected-error @below {{math "tf32-wgmma": the precision policy strict (no kgen.precision attribute in scope) forbids TF32 tensor cores for f32 operands (f32 x f32 -> f32); set kgen.precision to #kgen.precision<tf32> or #kgen.precision<bf16> to allow it}}
    %l = transform.kgen.gemm_pipelined %mm tile = [%auto, %auto, %bk] thread = [%auto, %auto] warp = [%wm, %wn] stages = %auto group_m = %auto math = %math
        : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>,
           !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.any_param) -> !transform.any_op
    transform.yield
  }
}

// -----

// 3xTF32 on the warpgroup MMA where the policy forbids emulation.
module attributes {transform.with_named_sequence, kgen.target = #kgen.target<nvvm, "sm_90a">, kgen.precision = #kgen.precision<strict, emulation = none>} {
  func.func @no_emulation(%a: memref<256x256xf32>, %b: memref<256x256xf32>, %c: memref<256x256xf32>) {
    // expected-note @below {{target op}}
    linalg.matmul ins(%a, %b : memref<256x256xf32>, memref<256x256xf32>) outs(%c : memref<256x256xf32>)
    return
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %mm = transform.structured.match ops{["linalg.matmul"]} in %root : (!transform.any_op) -> !transform.any_op
    %auto = transform.param.constant 0 : i64 -> !transform.param<i64>
    %bk = transform.param.constant 0 : i64 -> !transform.param<i64>
    %wm = transform.param.constant 0 : i64 -> !transform.param<i64>
    %wn = transform.param.constant 0 : i64 -> !transform.param<i64>
    %math = transform.param.constant "3xtf32-wgmma" -> !transform.any_param
    // expected-error @below {{math "3xtf32-wgmma": the precision policy #kgen.precision<strict, emulation = none> (on 'builtin.module') forbids 3xTF32 emulation of fp32 products on tensor cores}}
    %l = transform.kgen.gemm_pipelined %mm tile = [%auto, %auto, %bk] thread = [%auto, %auto] warp = [%wm, %wn] stages = %auto group_m = %auto math = %math
        : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>,
           !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.any_param) -> !transform.any_op
    transform.yield
  }
}

// -----

// A warp tile that is not a warpgroup's 64 rows.
module attributes {transform.with_named_sequence, kgen.target = #kgen.target<nvvm, "sm_90a">} {
  func.func @warpgroup_tile(%a: memref<256x256xf32>, %b: memref<256x256xf32>, %c: memref<256x256xf32>) {
    linalg.matmul ins(%a, %b : memref<256x256xf32>, memref<256x256xf32>) outs(%c : memref<256x256xf32>)
    return
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %mm = transform.structured.match ops{["linalg.matmul"]} in %root : (!transform.any_op) -> !transform.any_op
    %auto = transform.param.constant 0 : i64 -> !transform.param<i64>
    %bk = transform.param.constant 0 : i64 -> !transform.param<i64>
    %wm = transform.param.constant 32 : i64 -> !transform.param<i64>
    %wn = transform.param.constant 64 : i64 -> !transform.param<i64>
    %math = transform.param.constant "3xtf32-wgmma" -> !transform.any_param
    // expected-error @below {{knobs do not fit: warp tile [32, 64] is not a warpgroup MMA tile (64 x 8 to 64 x 256, N a multiple of 8)}}
    %l = transform.kgen.gemm_pipelined %mm tile = [%auto, %auto, %bk] thread = [%auto, %auto] warp = [%wm, %wn] stages = %auto group_m = %auto math = %math
        : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>,
           !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.any_param) -> !transform.any_op
    transform.yield
  }
}

// -----

// A K tile other than one 128-byte swizzled row of 32 elements.
module attributes {transform.with_named_sequence, kgen.target = #kgen.target<nvvm, "sm_90a">} {
  func.func @warpgroup_k(%a: memref<256x256xf32>, %b: memref<256x256xf32>, %c: memref<256x256xf32>) {
    linalg.matmul ins(%a, %b : memref<256x256xf32>, memref<256x256xf32>) outs(%c : memref<256x256xf32>)
    return
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %mm = transform.structured.match ops{["linalg.matmul"]} in %root : (!transform.any_op) -> !transform.any_op
    %auto = transform.param.constant 0 : i64 -> !transform.param<i64>
    %bk = transform.param.constant 16 : i64 -> !transform.param<i64>
    %wm = transform.param.constant 0 : i64 -> !transform.param<i64>
    %wn = transform.param.constant 0 : i64 -> !transform.param<i64>
    %math = transform.param.constant "3xtf32-wgmma" -> !transform.any_param
    // expected-error @below {{knobs do not fit: block_k 16 is not the warpgroup MMA's K tile of 32 (one 128-byte swizzled row; 64 for operands packed as BF16)}}
    %l = transform.kgen.gemm_pipelined %mm tile = [%auto, %auto, %bk] thread = [%auto, %auto] warp = [%wm, %wn] stages = %auto group_m = %auto math = %math
        : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>,
           !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.any_param) -> !transform.any_op
    transform.yield
  }
}

// -----

// "bf16-wgmma" under the bf16 policy, the form of @linear_tf32: the f32
// stages as there, then two BF16 tiles per operand ([2][x][32] bf16: rows
// of 64 bytes; 2 x (128 + 64) x 64 bytes more shared memory). Tile 0 is
// converted before the loop, tile k + 1 while tile k's wgmma run: each
// thread reads 16-byte chunks of the stage, whose K is the chunk's column
// with the 128-byte swizzle undone (xor 4 (x % 8)), rounds them to BF16
// and stores the 8 bytes at that K with the 64-byte swizzle (xor
// 8 ((x / 2) % 4)); the writes are fenced to the async proxy before the
// barrier. The wgmma m64n64k16 (two per K tile of 32) read only the BF16
// tiles, on descriptors with 512 bytes between 8-row groups and the
// 64-byte swizzle, accumulating onto the accumulators.
// CHECK-LABEL: func.func @linear_bf16
// CHECK: dynamic_shared_memory_size %c74752_i32
// CHECK: %[[SA:.*]] = memref.view {{.*}} to memref<2x128x32xf32, #gpu.address_space<workgroup>>
// CHECK: memref.view {{.*}} to memref<2x64x32xf32, #gpu.address_space<workgroup>>
// CHECK: %[[HA:.*]] = memref.view {{.*}} to memref<2x128x32xbf16, #gpu.address_space<workgroup>>
// CHECK: %[[HB:.*]] = memref.view {{.*}} to memref<2x64x32xbf16, #gpu.address_space<workgroup>>
// CHECK: nvgpu.device_async_wait
// CHECK-NEXT: gpu.barrier
// CHECK: %[[ROW:.*]] = arith.divui %{{.*}}, %c8
// CHECK: %[[COL:.*]] = arith.muli %{{.*}}, %c4
// CHECK-NEXT: %[[X:.*]] = vector.load %[[SA]][%{{.*}}, %[[ROW]], %[[COL]]] : memref<2x128x32xf32, #gpu.address_space<workgroup>>, vector<4xf32>
// CHECK: %[[K:.*]] = arith.xori %[[COL]], %{{.*}} : index
// CHECK-NEXT: %[[H:.*]] = arith.truncf %[[X]] : vector<4xf32> to vector<4xbf16>
// CHECK: arith.divui %[[ROW]], %c2
// CHECK: %[[TO:.*]] = arith.xori %[[K]], %{{.*}} : index
// CHECK-NEXT: vector.store %[[H]], %[[HA]][%{{.*}}, %[[ROW]], %[[TO]]] : memref<2x128x32xbf16, #gpu.address_space<workgroup>>, vector<4xbf16>
// CHECK-COUNT-5: vector.store %{{.*}} : memref<2x{{128|64}}x32xbf16, #gpu.address_space<workgroup>>, vector<4xbf16>
// CHECK-NEXT: nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
// CHECK-NEXT: gpu.barrier
// CHECK: scf.for
// CHECK: %[[DA:.*]] = arith.ori %{{.*}}, %c-9223371899415756800_i64{{.*}} : i64
// CHECK: %[[DB:.*]] = arith.ori %{{.*}}, %c-9223371899415756800_i64{{.*}} : i64
// CHECK: nvvm.wgmma.fence.aligned
// CHECK-NEXT: nvvm.wgmma.mma_async %[[DA]], %[[DB]], %{{.*}}, <m = 64, n = 64, k = 16>, D[<f32>, <one>], A[<bf16>, <one>, <row>], B[<bf16>, <one>, <col>]
// CHECK: arith.addi %[[DA]], %c2_i64
// CHECK: arith.addi %[[DB]], %c2_i64
// CHECK-NEXT: nvvm.wgmma.mma_async
// CHECK-NEXT: nvvm.wgmma.commit.group.sync.aligned
// CHECK: gpu.barrier
// CHECK: vector.store %{{.*}} : memref<2x128x32xbf16
// CHECK: nvvm.wgmma.wait.group.sync.aligned 0
// CHECK: gpu.barrier
// CHECK: scf.yield
// CHECK: kgen.gemm_math = "bf16-wgmma"

module attributes {transform.with_named_sequence, kgen.target = #kgen.target<nvvm, "sm_90a">,
                   kgen.precision = #kgen.precision<bf16>} {
  func.func @linear_bf16(%x: memref<256x64xf32>, %w: memref<128x64xf32>, %out: memref<256x128xf32>) {
    %zero = arith.constant 0.0 : f32
    linalg.fill ins(%zero : f32) outs(%out : memref<256x128xf32>)
    linalg.generic {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (j, k)>, affine_map<(i, j, k) -> (i, j)>],
                    iterator_types = ["parallel", "parallel", "reduction"]}
        ins(%x, %w : memref<256x64xf32>, memref<128x64xf32>) outs(%out : memref<256x128xf32>) {
    ^bb0(%p: f32, %q: f32, %o: f32):
      %m = arith.mulf %p, %q : f32
      %s = arith.addf %o, %m : f32
      linalg.yield %s : f32
    }
    return
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %mm = transform.structured.match ops{["linalg.generic"]} in %root : (!transform.any_op) -> !transform.any_op
    %bm = transform.param.constant 128 : i64 -> !transform.param<i64>
    %bn = transform.param.constant 64 : i64 -> !transform.param<i64>
    %auto = transform.param.constant 0 : i64 -> !transform.param<i64>
    %s = transform.param.constant 2 : i64 -> !transform.param<i64>
    %g = transform.param.constant 1 : i64 -> !transform.param<i64>
    %math = transform.param.constant "bf16-wgmma" -> !transform.any_param
    %l = transform.kgen.gemm_pipelined %mm tile = [%bm, %bn, %auto] thread = [%auto, %auto] stages = %s group_m = %g math = %math
        : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>,
           !transform.param<i64>, !transform.param<i64>, !transform.any_param) -> !transform.any_op
    transform.yield
  }
}

// -----

// TF32 on the warpgroup MMA with a row-major B (contiguous along N): B is
// restaged, copied 16 bytes at a time into [stage][k][n] rows, then
// transposed in shared memory into one of two K-major swizzled tiles of
// its own while the previous tile's wgmma run: each thread reads a 4x4
// block of the stage as four rows of 4 N (a warp's 32 blocks: 32 N by 16
// K) and writes each N's 4 K at the swizzled place (16-byte chunk k / 4 of
// row n at (k / 4) ^ (n % 8)). A stays in its stage (read in place, no
// rewrite). 128x128 tiles, 3 stages: 3 x 32 KiB + 2 x 16 KiB + 1 KiB.
// CHECK-LABEL: func.func @matmul_tf32_restaged
// CHECK: dynamic_shared_memory_size %c132096_i32
// CHECK: %[[SA:.*]] = memref.view {{.*}} to memref<3x128x32xf32, #gpu.address_space<workgroup>>
// CHECK: %[[SB:.*]] = memref.view {{.*}} to memref<3x32x128xf32, #gpu.address_space<workgroup>>
// CHECK: %[[TB:.*]] = memref.view {{.*}} to memref<2x128x32xf32, #gpu.address_space<workgroup>>
// CHECK-NOT: memref.view
// CHECK-COUNT-4: nvgpu.device_async_copy %arg0[{{.*}}], %[[SA]][{{.*}}], 4 {bypassL1}
// CHECK-COUNT-4: nvgpu.device_async_copy %arg1[{{.*}}], %[[SB]][{{.*}}], 4 {bypassL1}
// CHECK: gpu.barrier
// CHECK-NOT: vector.load %[[SA]]
// CHECK: %[[B0:.*]] = vector.load %[[SB]][%[[STAGE:.*]], %{{.*}}, %[[N0:.*]]] : memref<3x32x128xf32
// CHECK: %[[B1:.*]] = vector.load %[[SB]][%[[STAGE]], %{{.*}}, %[[N0]]]
// CHECK: %[[B2:.*]] = vector.load %[[SB]][%[[STAGE]], %{{.*}}, %[[N0]]]
// CHECK: %[[B3:.*]] = vector.load %[[SB]][%[[STAGE]], %{{.*}}, %[[N0]]]
// CHECK-NEXT: %[[E0:.*]] = vector.extract %[[B0]][0]
// CHECK-NEXT: %[[E1:.*]] = vector.extract %[[B1]][0]
// CHECK-NEXT: %[[E2:.*]] = vector.extract %[[B2]][0]
// CHECK-NEXT: %[[E3:.*]] = vector.extract %[[B3]][0]
// CHECK-NEXT: %[[COL:.*]] = vector.from_elements %[[E0]], %[[E1]], %[[E2]], %[[E3]] : vector<4xf32>
// CHECK: %[[N:.*]] = arith.addi %[[N0]], %c0
// CHECK: %[[N8:.*]] = arith.remui %[[N]], %c8
// CHECK: %[[N4:.*]] = arith.muli %[[N8]], %c4
// CHECK-NEXT: %[[SWZB:.*]] = arith.xori %{{.*}}, %[[N4]] : index
// CHECK-NEXT: vector.store %[[COL]], %[[TB]][%{{.*}}, %[[N]], %[[SWZB]]]
// CHECK-COUNT-3: vector.store %{{.*}}, %[[TB]]
// CHECK-NEXT: nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
// CHECK-NEXT: gpu.barrier
// CHECK: scf.for
// CHECK: nvvm.wgmma.fence.aligned
// CHECK-COUNT-4: nvvm.wgmma.mma_async {{.*}} <m = 64, n = 128, k = 8>, D[<f32>, <one>], A[<tf32>
// CHECK-NEXT: nvvm.wgmma.commit.group.sync.aligned
// CHECK-NOT: nvvm.wgmma.wait
// CHECK: nvgpu.device_async_wait
// CHECK-NEXT: gpu.barrier
// CHECK-COUNT-4: vector.store %{{.*}}, %[[TB]]
// CHECK-NEXT: nvvm.fence.proxy
// CHECK-NEXT: nvvm.wgmma.wait.group.sync.aligned 0

module attributes {transform.with_named_sequence, kgen.target = #kgen.target<nvvm, "sm_90a">,
                   kgen.precision = #kgen.precision<tf32>} {
  func.func @matmul_tf32_restaged(%a: memref<256x512xf32>, %b: memref<512x256xf32>, %c: memref<256x256xf32>) {
    %zero = arith.constant 0.0 : f32
    linalg.fill ins(%zero : f32) outs(%c : memref<256x256xf32>)
    linalg.matmul ins(%a, %b : memref<256x512xf32>, memref<512x256xf32>) outs(%c : memref<256x256xf32>)
    return
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %mm = transform.structured.match ops{["linalg.matmul"]} in %root : (!transform.any_op) -> !transform.any_op
    %bm = transform.param.constant 128 : i64 -> !transform.param<i64>
    %auto = transform.param.constant 0 : i64 -> !transform.param<i64>
    %s = transform.param.constant 3 : i64 -> !transform.param<i64>
    %g = transform.param.constant 1 : i64 -> !transform.param<i64>
    %math = transform.param.constant "tf32-wgmma" -> !transform.any_param
    %l = transform.kgen.gemm_pipelined %mm tile = [%bm, %bm, %auto] thread = [%auto, %auto] stages = %s group_m = %g math = %math
        : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>,
           !transform.param<i64>, !transform.param<i64>, !transform.any_param) -> !transform.any_op
    transform.yield
  }
}

// -----

// `pack` "on": B of a batched matmul is contiguous along N, so it is
// copied before the kernel into a K-contiguous workspace [batch][n][k] by
// a launch of its own (32 x 32 tiles through shared memory, 256 threads: a
// warp reads 32 consecutive N of one K row and, after the barrier, writes
// 32 consecutive K of one N row; rows past N = 200 read as zeros and are
// not written), then the kernel reads the workspace with 16-byte copies
// into swizzled [stage][n][k] rows instead of transposing B one element
// at a time; the workspace is freed after the kernel. A is contiguous
// along K already: read in place.
// CHECK-LABEL: func.func @batch_packed
// CHECK: %[[WS:.*]] = memref.alloc() : memref<4x200x64xf32>
// CHECK: gpu.launch blocks({{.*}}) in (%{{.*}} = %c14, %{{.*}} = %c4, %{{.*}} = %c1{{.*}}) threads({{.*}}) in (%{{.*}} = %c256, {{.*}}) dynamic_shared_memory_size %c4224_i32
// CHECK: %[[TILE:.*]] = memref.view {{.*}} to memref<32x33xf32, #gpu.address_space<workgroup>>
// CHECK: %[[INN:.*]] = arith.cmpi ult, %{{.*}}, %c200
// CHECK: %[[V:.*]] = memref.load %arg1[%{{.*}}, %{{.*}}, %{{.*}}] : memref<4x64x200xf32>
// CHECK-NEXT: %[[Z:.*]] = arith.select %[[INN]], %[[V]], %{{.*}} : f32
// CHECK-NEXT: memref.store %[[Z]], %[[TILE]]
// CHECK-COUNT-3: memref.load %arg1
// CHECK: gpu.barrier
// CHECK: memref.load %[[TILE]]
// CHECK: scf.if
// CHECK-NEXT: memref.store %{{.*}}, %[[WS]][%{{.*}}, %{{.*}}, %{{.*}}] : memref<4x200x64xf32>
// CHECK-COUNT-3: memref.store %{{.*}}, %[[WS]]
// CHECK: gpu.terminator
// CHECK: gpu.launch {{.*}} dynamic_shared_memory_size %c66560_i32
// CHECK-NOT: memref.load %arg1
// CHECK: nvgpu.device_async_copy %arg0[{{.*}}], %{{.*}}[{{.*}}], 4
// CHECK: nvgpu.device_async_copy %[[WS]][{{.*}}], %{{.*}}[{{.*}}], 4
// CHECK-NOT: {{%arg1\[}}
// CHECK: gpu.terminator
// CHECK-NEXT: }
// CHECK-NEXT: memref.dealloc %[[WS]]

module attributes {transform.with_named_sequence, kgen.target = #kgen.target<nvvm, "sm_90a">} {
  func.func @batch_packed(%a: memref<4x96x64xf32>, %b: memref<4x64x200xf32>, %c: memref<4x96x200xf32>) {
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
    %pack = transform.param.constant "on" -> !transform.any_param
    %l = transform.kgen.gemm_pipelined %mm tile = [%bm, %bm, %auto] thread = [%auto, %auto] stages = %s group_m = %g math = %math pack = %pack
        : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>,
           !transform.param<i64>, !transform.param<i64>, !transform.any_param, !transform.any_param) -> !transform.any_op
    transform.yield
  }
}

// -----

// `pack` "auto" (the knob left out): 3xTF32 packs B contiguous along N
// where M (the rows that reuse it) is at least 2048; "off" keeps the
// transposing copies.
// CHECK-LABEL: func.func @auto_packed
// CHECK: memref.alloc() : memref<128x64xf32>
// CHECK: gpu.launch
// CHECK: gpu.launch
// CHECK: memref.dealloc
// CHECK-LABEL: func.func @small_m
// CHECK-NOT: memref.alloc
// CHECK: gpu.launch
// CHECK-NOT: gpu.launch
// CHECK: nvgpu.device_async_copy %arg1[{{.*}}], %{{.*}}[{{.*}}], 1
// CHECK-LABEL: func.func @pack_off
// CHECK-NOT: memref.alloc
// CHECK: gpu.launch
// CHECK-NOT: gpu.launch
// CHECK: nvgpu.device_async_copy %arg1[{{.*}}], %{{.*}}[{{.*}}], 1

module attributes {transform.with_named_sequence, kgen.target = #kgen.target<nvvm, "sm_90a">} {
  func.func @auto_packed(%a: memref<2048x64xf32>, %b: memref<64x128xf32>, %c: memref<2048x128xf32>) {
    linalg.matmul ins(%a, %b : memref<2048x64xf32>, memref<64x128xf32>) outs(%c : memref<2048x128xf32>)
    return
  }
  func.func @small_m(%a: memref<1024x64xf32>, %b: memref<64x128xf32>, %c: memref<1024x128xf32>) {
    linalg.matmul ins(%a, %b : memref<1024x64xf32>, memref<64x128xf32>) outs(%c : memref<1024x128xf32>)
    return
  }
  func.func @pack_off(%a: memref<1024x64xf32>, %b: memref<64x128xf32>, %c: memref<1024x128xf32>) {
    linalg.matmul ins(%a, %b : memref<1024x64xf32>, memref<64x128xf32>) outs(%c : memref<1024x128xf32>)
    return
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    %auto_f, %small_f, %off_f = transform.split_handle %f : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %bm = transform.param.constant 128 : i64 -> !transform.param<i64>
    %auto = transform.param.constant 0 : i64 -> !transform.param<i64>
    %s = transform.param.constant 2 : i64 -> !transform.param<i64>
    %g = transform.param.constant 1 : i64 -> !transform.param<i64>
    %math = transform.param.constant "3xtf32-wgmma" -> !transform.any_param
    %off = transform.param.constant "off" -> !transform.any_param
    %m1 = transform.structured.match ops{["linalg.matmul"]} in %auto_f : (!transform.any_op) -> !transform.any_op
    %l1 = transform.kgen.gemm_pipelined %m1 tile = [%bm, %bm, %auto] thread = [%auto, %auto] stages = %s group_m = %g math = %math
        : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>,
           !transform.param<i64>, !transform.param<i64>, !transform.any_param) -> !transform.any_op
    %m2 = transform.structured.match ops{["linalg.matmul"]} in %small_f : (!transform.any_op) -> !transform.any_op
    %l2 = transform.kgen.gemm_pipelined %m2 tile = [%bm, %bm, %auto] thread = [%auto, %auto] stages = %s group_m = %g math = %math
        : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>,
           !transform.param<i64>, !transform.param<i64>, !transform.any_param) -> !transform.any_op
    %m3 = transform.structured.match ops{["linalg.matmul"]} in %off_f : (!transform.any_op) -> !transform.any_op
    %l3 = transform.kgen.gemm_pipelined %m3 tile = [%bm, %bm, %auto] thread = [%auto, %auto] stages = %s group_m = %g math = %math pack = %off
        : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>,
           !transform.param<i64>, !transform.param<i64>, !transform.any_param, !transform.any_param) -> !transform.any_op
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence, kgen.target = #kgen.target<nvvm, "sm_90a">} {
  func.func @bad_pack(%a: memref<256x256xf32>, %b: memref<256x256xf32>, %c: memref<256x256xf32>) {
    linalg.matmul ins(%a, %b : memref<256x256xf32>, memref<256x256xf32>) outs(%c : memref<256x256xf32>)
    return
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %mm = transform.structured.match ops{["linalg.matmul"]} in %root : (!transform.any_op) -> !transform.any_op
    %auto = transform.param.constant 0 : i64 -> !transform.param<i64>
    %g = transform.param.constant 1 : i64 -> !transform.param<i64>
    %pack = transform.param.constant "sideways" -> !transform.any_param
    // expected-error @below {{expects pack to be one string parameter: "auto", "off" or "on"}}
    %l = transform.kgen.gemm_pipelined %mm tile = [%auto, %auto, %auto] thread = [%auto, %auto] stages = %auto group_m = %g pack = %pack
        : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>,
           !transform.param<i64>, !transform.param<i64>, !transform.any_param) -> !transform.any_op
    transform.yield
  }
}

// -----

// `pack` "on" under BF16: both operands are packed, rounded to BF16 (A
// contiguous along K is read along K, B along N; both written along K),
// so the kernel's stages are the BF16 tiles the wgmma reads: 16-byte
// copies of 8 bf16 into [stage][x][k] rows of 32 bf16 (64 bytes) at the
// 64-byte swizzle (chunk k / 8 of row x at (k / 8) ^ ((x / 2) % 4)),
// descriptors with the 64-byte swizzle (mode 2) and 512 bytes between
// 8-row groups; no conversion in the kernel, and with 3 stages each tile's
// wgmma stays in flight through the next tile.
// CHECK-LABEL: func.func @matmul_bf16_packed
// CHECK: %[[WA:.*]] = memref.alloc() : memref<128x64xbf16>
// CHECK: gpu.launch
// CHECK: memref.load %arg0
// CHECK: arith.truncf %{{.*}} : f32 to bf16
// CHECK: memref.store %{{.*}}, %[[WA]]
// CHECK: %[[WB:.*]] = memref.alloc() : memref<128x64xbf16>
// CHECK: gpu.launch
// CHECK: memref.load %arg1
// CHECK: arith.truncf %{{.*}} : f32 to bf16
// CHECK: memref.store %{{.*}}, %[[WB]]
// CHECK: gpu.launch
// CHECK: %[[SA:.*]] = memref.view {{.*}} to memref<3x128x32xbf16, #gpu.address_space<workgroup>>
// CHECK: %[[SB:.*]] = memref.view {{.*}} to memref<3x128x32xbf16, #gpu.address_space<workgroup>>
// CHECK-NOT: memref.view
// CHECK: %[[H:.*]] = arith.divui %{{.*}}, %c2
// CHECK: %[[Q:.*]] = arith.remui %[[H]], %c4
// CHECK: %[[C:.*]] = arith.muli %[[Q]], %c8
// CHECK-NEXT: %[[SWZ:.*]] = arith.xori %{{.*}}, %[[C]] : index
// CHECK-NEXT: nvgpu.device_async_copy %[[WA]][{{.*}}], %[[SA]][%{{.*}}, %{{.*}}, %[[SWZ]]], 8 {bypassL1}
// CHECK: nvgpu.device_async_copy %[[WB]][{{.*}}], %[[SB]][{{.*}}], 8 {bypassL1}
// CHECK: scf.for
// CHECK-NOT: arith.truncf
// CHECK: arith.ori %{{.*}}, %c-9223371899415756800_i64
// CHECK: nvvm.wgmma.fence.aligned
// CHECK-NEXT: nvvm.wgmma.mma_async {{.*}} <m = 64, n = 128, k = 16>, D[<f32>, <one>], A[<bf16>, <one>, <row>], B[<bf16>, <one>, <col>]
// CHECK: nvvm.wgmma.mma_async
// CHECK-NEXT: nvvm.wgmma.commit.group.sync.aligned
// CHECK-NEXT: nvvm.wgmma.wait.group.sync.aligned 1
// CHECK: memref.dealloc %[[WA]]
// CHECK-NEXT: memref.dealloc %[[WB]]

module attributes {transform.with_named_sequence, kgen.target = #kgen.target<nvvm, "sm_90a">,
                   kgen.precision = #kgen.precision<bf16>} {
  func.func @matmul_bf16_packed(%a: memref<128x64xf32>, %b: memref<64x128xf32>, %c: memref<128x128xf32>) {
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
    %pack = transform.param.constant "on" -> !transform.any_param
    %l = transform.kgen.gemm_pipelined %mm tile = [%bm, %bm, %auto] thread = [%auto, %auto] stages = %s group_m = %g math = %math pack = %pack
        : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>,
           !transform.param<i64>, !transform.param<i64>, !transform.any_param, !transform.any_param) -> !transform.any_op
    transform.yield
  }
}

// -----

// `pack` "on" leaves an operand whose K ends with a loop that is not a
// multiple of 4 as it is (its packed copy would be read 4 bytes at a
// time): a 1x1 convolution's K ends with the filter's one column. Its
// input (B, contiguous along N) is restaged as without packing.
// CHECK-LABEL: func.func @conv_1x1
// CHECK-NOT: memref.alloc
// CHECK: gpu.launch
// CHECK-NOT: gpu.launch
// CHECK: nvgpu.device_async_copy %arg0[{{.*}}], %{{.*}}[{{.*}}], 4 {bypassL1}

module attributes {transform.with_named_sequence, kgen.target = #kgen.target<nvvm, "sm_90a">,
                   kgen.precision = #kgen.precision<tf32>} {
  func.func @conv_1x1(%i: memref<2x64x16x16xf32>, %f: memref<128x64x1x1xf32>, %o: memref<2x128x16x16xf32>) {
    linalg.conv_2d_nchw_fchw ins(%i, %f : memref<2x64x16x16xf32>, memref<128x64x1x1xf32>) outs(%o : memref<2x128x16x16xf32>)
    return
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %mm = transform.structured.match ops{["linalg.conv_2d_nchw_fchw"]} in %root : (!transform.any_op) -> !transform.any_op
    %bm = transform.param.constant 128 : i64 -> !transform.param<i64>
    %auto = transform.param.constant 0 : i64 -> !transform.param<i64>
    %s = transform.param.constant 3 : i64 -> !transform.param<i64>
    %g = transform.param.constant 1 : i64 -> !transform.param<i64>
    %math = transform.param.constant "tf32-wgmma" -> !transform.any_param
    %pack = transform.param.constant "on" -> !transform.any_param
    %l = transform.kgen.gemm_pipelined %mm tile = [%bm, %bm, %auto] thread = [%auto, %auto] stages = %s group_m = %g math = %math pack = %pack
        : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>,
           !transform.param<i64>, !transform.param<i64>, !transform.any_param, !transform.any_param) -> !transform.any_op
    transform.yield
  }
}

// -----

// An NHWC convolution's filter ([kh][kw][c][f]) is B, contiguous along N
// (the filters): under 3xTF32, with M (the 2048 output pixels) reusing it,
// "auto" packs it to [f][kh][kw][c] (K = the kernel position and the
// channel, each element's indices delinearized), read by 16-byte copies;
// the input's gathered window (A) has no packed form and is read in place.
// CHECK-LABEL: func.func @conv_nhwc_packed
// CHECK: %[[WS:.*]] = memref.alloc() : memref<64x3x3x32xf32>
// CHECK: gpu.launch
// CHECK: memref.load %arg1[%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}] : memref<3x3x32x64xf32>
// CHECK: memref.store %{{.*}}, %[[WS]][%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}] : memref<64x3x3x32xf32>
// CHECK: gpu.launch
// CHECK: nvgpu.device_async_copy %arg0[
// CHECK: nvgpu.device_async_copy %[[WS]][{{.*}}], %{{.*}}[{{.*}}], 4 {bypassL1} : memref<64x3x3x32xf32>
// CHECK: memref.dealloc %[[WS]]

module attributes {transform.with_named_sequence, kgen.target = #kgen.target<nvvm, "sm_90a">} {
  func.func @conv_nhwc_packed(%i: memref<8x18x18x32xf32>, %f: memref<3x3x32x64xf32>, %o: memref<8x16x16x64xf32>) {
    linalg.conv_2d_nhwc_hwcf ins(%i, %f : memref<8x18x18x32xf32>, memref<3x3x32x64xf32>) outs(%o : memref<8x16x16x64xf32>)
    return
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %mm = transform.structured.match ops{["linalg.conv_2d_nhwc_hwcf"]} in %root : (!transform.any_op) -> !transform.any_op
    %auto = transform.param.constant 0 : i64 -> !transform.param<i64>
    %g = transform.param.constant 1 : i64 -> !transform.param<i64>
    %math = transform.param.constant "3xtf32-wgmma" -> !transform.any_param
    %l = transform.kgen.gemm_pipelined %mm tile = [%auto, %auto, %auto] thread = [%auto, %auto] stages = %auto group_m = %g math = %math
        : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>,
           !transform.param<i64>, !transform.param<i64>, !transform.any_param) -> !transform.any_op
    transform.yield
  }
}

// -----

// The automatic start at 4096^3 where each tile's wgmma stays in flight
// (TF32 with B packed, BF16 with both operands packed): 128 x 256 tiles of
// two warpgroups of 64 x 256, 4 stages, group_m 8 (K tiles of 32 f32, 64
// bf16); 3xTF32 keeps 128 x 128 tiles at 3 stages.
// CHECK-LABEL: func.func @auto_wide_tf32
// CHECK: kgen.gemm_config = array<i64: 128, 256, 32, 64, 256, 4, 8, 1>, kgen.gemm_math = "tf32-wgmma"

module attributes {transform.with_named_sequence, kgen.target = #kgen.target<nvvm, "sm_90a">,
                   kgen.precision = #kgen.precision<tf32>} {
  func.func @auto_wide_tf32(%a: memref<4096x4096xf32>, %b: memref<4096x4096xf32>, %c: memref<4096x4096xf32>) {
    linalg.matmul ins(%a, %b : memref<4096x4096xf32>, memref<4096x4096xf32>) outs(%c : memref<4096x4096xf32>)
    return
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %mm = transform.structured.match ops{["linalg.matmul"]} in %root : (!transform.any_op) -> !transform.any_op
    %auto = transform.param.constant 0 : i64 -> !transform.param<i64>
    %l = transform.kgen.gemm_pipelined %mm tile = [%auto, %auto, %auto] thread = [%auto, %auto] stages = %auto group_m = %auto
        : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>,
           !transform.param<i64>, !transform.param<i64>) -> !transform.any_op
    transform.yield
  }
}

// -----

// CHECK-LABEL: func.func @auto_wide_bf16
// CHECK: kgen.gemm_config = array<i64: 128, 256, 64, 64, 256, 4, 8, 1>, kgen.gemm_math = "bf16-wgmma"
// CHECK-LABEL: func.func @auto_3xtf32
// CHECK: kgen.gemm_config = array<i64: 128, 128, 32, 64, 128, 3, 8, 1>, kgen.gemm_math = "3xtf32-wgmma"

module attributes {transform.with_named_sequence, kgen.target = #kgen.target<nvvm, "sm_90a">,
                   kgen.precision = #kgen.precision<bf16>} {
  func.func @auto_wide_bf16(%a: memref<4096x4096xf32>, %b: memref<4096x4096xf32>, %c: memref<4096x4096xf32>) {
    linalg.matmul ins(%a, %b : memref<4096x4096xf32>, memref<4096x4096xf32>) outs(%c : memref<4096x4096xf32>)
    return
  }
  func.func @auto_3xtf32(%a: memref<4096x4096xf32>, %b: memref<4096x4096xf32>, %c: memref<4096x4096xf32>) {
    linalg.matmul ins(%a, %b : memref<4096x4096xf32>, memref<4096x4096xf32>) outs(%c : memref<4096x4096xf32>)
    return
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    %f1, %f2 = transform.split_handle %f : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %m1 = transform.structured.match ops{["linalg.matmul"]} in %f1 : (!transform.any_op) -> !transform.any_op
    %m2 = transform.structured.match ops{["linalg.matmul"]} in %f2 : (!transform.any_op) -> !transform.any_op
    %auto = transform.param.constant 0 : i64 -> !transform.param<i64>
    %emulate = transform.param.constant "3xtf32-wgmma" -> !transform.any_param
    %l1 = transform.kgen.gemm_pipelined %m1 tile = [%auto, %auto, %auto] thread = [%auto, %auto] stages = %auto group_m = %auto
        : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>,
           !transform.param<i64>, !transform.param<i64>) -> !transform.any_op
    %l2 = transform.kgen.gemm_pipelined %m2 tile = [%auto, %auto, %auto] thread = [%auto, %auto] stages = %auto group_m = %auto math = %emulate
        : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>,
           !transform.param<i64>, !transform.param<i64>, !transform.any_param) -> !transform.any_op
    transform.yield
  }
}

// -----

// `math` "auto" on sm_90a under strict: 3xTF32 on the warpgroup MMA where
// the knobs given leave room for it, mma.sync's 3xTF32 where they rule it
// out (block_m 32: the warpgroup's tile is 64 rows; block_k 8: its K tile
// is 32), not a failure.
// CHECK-LABEL: func.func @auto_fits
// CHECK: kgen.gemm_math = "3xtf32-wgmma"
// CHECK-LABEL: func.func @auto_rows
// CHECK: kgen.gemm_math = "3xtf32"
// CHECK-LABEL: func.func @auto_k
// CHECK: kgen.gemm_math = "3xtf32"
module attributes {transform.with_named_sequence, kgen.target = #kgen.target<nvvm, "sm_90a">} {
  func.func @auto_fits(%a: memref<256x256xf32>, %b: memref<256x256xf32>, %c: memref<256x256xf32>) {
    linalg.matmul ins(%a, %b : memref<256x256xf32>, memref<256x256xf32>) outs(%c : memref<256x256xf32>)
    return
  }
  func.func @auto_rows(%a: memref<256x256xf32>, %b: memref<256x256xf32>, %c: memref<256x256xf32>) {
    linalg.matmul ins(%a, %b : memref<256x256xf32>, memref<256x256xf32>) outs(%c : memref<256x256xf32>)
    return
  }
  func.func @auto_k(%a: memref<256x256xf32>, %b: memref<256x256xf32>, %c: memref<256x256xf32>) {
    linalg.matmul ins(%a, %b : memref<256x256xf32>, memref<256x256xf32>) outs(%c : memref<256x256xf32>)
    return
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %mm = transform.structured.match ops{["linalg.matmul"]} in %root : (!transform.any_op) -> !transform.any_op
    %fits, %rows, %k = transform.split_handle %mm : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %auto = transform.param.constant 0 : i64 -> !transform.param<i64>
    %b32 = transform.param.constant 32 : i64 -> !transform.param<i64>
    %b8 = transform.param.constant 8 : i64 -> !transform.param<i64>
    %l1 = transform.kgen.gemm_pipelined %fits tile = [%auto, %auto, %auto] thread = [%auto, %auto] stages = %auto group_m = %auto
        : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>,
           !transform.param<i64>, !transform.param<i64>) -> !transform.any_op
    %l2 = transform.kgen.gemm_pipelined %rows tile = [%b32, %auto, %auto] thread = [%auto, %auto] stages = %auto group_m = %auto
        : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>,
           !transform.param<i64>, !transform.param<i64>) -> !transform.any_op
    %l3 = transform.kgen.gemm_pipelined %k tile = [%auto, %auto, %b8] thread = [%auto, %auto] stages = %auto group_m = %auto
        : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>,
           !transform.param<i64>, !transform.param<i64>) -> !transform.any_op
    transform.yield
  }
}

// -----

// The automatic start where every warpgroup tile is beyond M (32 rows: a
// convolution's 32 filters): the tile with the least padding, 64 x 128
// (half of it padding), not a default 128 x 128 (three quarters). Where
// the block's width is given, the least padding among its tiles.
// CHECK-LABEL: func.func @auto_few_rows
// CHECK: kgen.gemm_config = array<i64: 64, 128, 32, 64, 128, 3, 8, 1>, kgen.gemm_math = "3xtf32-wgmma"
// CHECK-LABEL: func.func @auto_few_rows_wide
// CHECK: kgen.gemm_config = array<i64: 64, 64, 32, 64, 64, 3, 8, 1>, kgen.gemm_math = "3xtf32-wgmma"
module attributes {transform.with_named_sequence, kgen.target = #kgen.target<nvvm, "sm_90a">} {
  func.func @auto_few_rows(%a: memref<32x256xf32>, %b: memref<256x4096xf32>, %c: memref<32x4096xf32>) {
    linalg.matmul ins(%a, %b : memref<32x256xf32>, memref<256x4096xf32>) outs(%c : memref<32x4096xf32>)
    return
  }
  func.func @auto_few_rows_wide(%a: memref<32x256xf32>, %b: memref<256x4096xf32>, %c: memref<32x4096xf32>) {
    linalg.matmul ins(%a, %b : memref<32x256xf32>, memref<256x4096xf32>) outs(%c : memref<32x4096xf32>)
    return
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %mm = transform.structured.match ops{["linalg.matmul"]} in %root : (!transform.any_op) -> !transform.any_op
    %m1, %m2 = transform.split_handle %mm : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %auto = transform.param.constant 0 : i64 -> !transform.param<i64>
    %b64 = transform.param.constant 64 : i64 -> !transform.param<i64>
    %l1 = transform.kgen.gemm_pipelined %m1 tile = [%auto, %auto, %auto] thread = [%auto, %auto] stages = %auto group_m = %auto
        : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>,
           !transform.param<i64>, !transform.param<i64>) -> !transform.any_op
    %l2 = transform.kgen.gemm_pipelined %m2 tile = [%auto, %b64, %auto] thread = [%auto, %auto] stages = %auto group_m = %auto
        : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>,
           !transform.param<i64>, !transform.param<i64>) -> !transform.any_op
    transform.yield
  }
}
