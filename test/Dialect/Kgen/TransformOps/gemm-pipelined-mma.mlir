// RUN: kgen-opt %s --transform-interpreter --split-input-file --verify-diagnostics | FileCheck %s

// transform.kgen.gemm_pipelined on tensor cores (math = "3xtf32"): a
// 256x512x1024 matmul with bias + relu, 128x128x16 block tiles of 2 x 2
// warps of 64x64 (128 threads), 3 stages. A is contiguous along K, so it
// keeps its layout ([stage][m][k] rows of 16 + 4) and is copied 16 bytes at
// a time like B ([stage][k][n] rows of 128 + 8): no transposing copies.
// Each K tile is 2 K steps of 8. Its 2 x 8 B fragments (vector<2x1xf32>)
// of single shared loads first, each split into its TF32 part (the low 13
// mantissa bits cleared) and the TF32 part of the remainder; then per row
// of MMA tiles its 2 A fragments (vector<4x1xf32>, one ldmatrix each from
// the [m][k] rows), split the same way,
// and for each group of 4 tiles, per K step, 4 x (small x big, big x small,
// big x big) mma.sync chained from zero; the 4 sums are added to the
// accumulator fragments (vector<2x2xf32>) by fp32 adds. The epilogue runs
// on the fragments' rows: 8-byte stores of 2 columns.
// CHECK-LABEL: func.func @matmul_bias_relu
// CHECK: gpu.launch blocks({{.*}}) in (%{{.*}} = %c16, {{.*}}) threads({{.*}}) in (%{{.*}} = %c128, {{.*}}) dynamic_shared_memory_size %c56832_i32
// CHECK: %[[SA:.*]] = memref.view {{.*}} to memref<3x128x20xf32, #gpu.address_space<workgroup>>
// CHECK: %[[SB:.*]] = memref.view {{.*}} to memref<3x16x136xf32, #gpu.address_space<workgroup>>
// CHECK: nvgpu.device_async_copy %arg0[{{.*}}], %[[SA]][{{.*}}], 4 {bypassL1}
// CHECK: nvgpu.device_async_copy %arg1[{{.*}}], %[[SB]][{{.*}}], 4 {bypassL1}
// CHECK: scf.for {{.*}} to %c30 {{.*}} -> (vector<2x2xf32>,
// CHECK:   nvgpu.device_async_wait %{{.*}} {numGroups = 1 : i32}
// CHECK:   gpu.barrier
// CHECK-COUNT-4: nvgpu.device_async_copy %arg0[{{.*}}], %[[SA]][{{.*}}], 4 {bypassL1}
// CHECK-COUNT-4: nvgpu.device_async_copy %arg1[{{.*}}], %[[SB]][{{.*}}], 4 {bypassL1}
// CHECK: nvgpu.device_async_create_group
// CHECK-COUNT-2: memref.load %[[SB]]
// CHECK-NEXT: %[[FB:.*]] = vector.from_elements {{.*}} : vector<2x1xf32>
// CHECK-NEXT: %[[MASK:.*]] = arith.constant dense<-8192> : vector<2x1xi32>
// CHECK-NEXT: %[[BITS:.*]] = arith.bitcast %[[FB]] : vector<2x1xf32> to vector<2x1xi32>
// CHECK-NEXT: %[[HIGH:.*]] = arith.andi %[[BITS]], %[[MASK]] : vector<2x1xi32>
// CHECK-NEXT: %[[BIGB:.*]] = arith.bitcast %[[HIGH]] : vector<2x1xi32> to vector<2x1xf32>
// CHECK-NEXT: %[[REST:.*]] = arith.subf %[[FB]], %[[BIGB]] : vector<2x1xf32>
// CHECK-NEXT: arith.constant dense<-8192>
// CHECK-NEXT: %[[RBITS:.*]] = arith.bitcast %[[REST]]
// CHECK-NEXT: %[[RHIGH:.*]] = arith.andi %[[RBITS]]
// CHECK-NEXT: %[[SMALLB:.*]] = arith.bitcast %[[RHIGH]] : vector<2x1xi32> to vector<2x1xf32>
// CHECK-COUNT-15: vector.from_elements {{.*}} : vector<2x1xf32>
// CHECK: %[[ZERO:.*]] = arith.constant dense<0.000000e+00> : vector<2x2xf32>
// CHECK: nvgpu.ldmatrix %[[SA]][{{.*}}] {numTiles = 4 : i32, transpose = false} : memref<3x128x20xf32, #gpu.address_space<workgroup>> -> vector<4x1xf32>
// CHECK: %[[BIGA:.*]] = arith.bitcast {{.*}} to vector<4x1xf32>
// CHECK: arith.subf
// CHECK: %[[SMALLA:.*]] = arith.bitcast {{.*}} to vector<4x1xf32>
// CHECK: nvgpu.ldmatrix %[[SA]]
// CHECK: arith.subf
// CHECK: %[[SMALLA1:.*]] = arith.bitcast {{.*}} to vector<4x1xf32>
// CHECK-NEXT: %[[P:.*]] = nvgpu.mma.sync(%[[SMALLA]], %[[BIGB]], %[[ZERO]]) {mmaShape = [16, 8, 8], tf32Enabled} : (vector<4x1xf32>, vector<2x1xf32>, vector<2x2xf32>) -> vector<2x2xf32>
// CHECK-COUNT-3: nvgpu.mma.sync(%[[SMALLA]], %{{.*}}, %[[ZERO]])
// CHECK-NEXT: %[[Q:.*]] = nvgpu.mma.sync(%[[BIGA]], %[[SMALLB]], %[[P]])
// CHECK-COUNT-3: nvgpu.mma.sync(%[[BIGA]]
// CHECK-NEXT: %[[R:.*]] = nvgpu.mma.sync(%[[BIGA]], %[[BIGB]], %[[Q]])
// CHECK-COUNT-3: nvgpu.mma.sync(%[[BIGA]]
// CHECK-NEXT: nvgpu.mma.sync(%[[SMALLA1]], %{{.*}}, %[[R]])
// CHECK-COUNT-11: nvgpu.mma.sync
// CHECK-NEXT: arith.addf %{{.*}}, %{{.*}} : vector<2x2xf32>
// CHECK-COUNT-3: arith.addf {{.*}} : vector<2x2xf32>
// CHECK-COUNT-168: nvgpu.mma.sync
// CHECK-NOT: nvgpu.mma.sync
// CHECK: scf.yield
// CHECK: scf.for {{.*}} = %c30{{.*}} to %c32
// CHECK-COUNT-192: nvgpu.mma.sync
// CHECK: vector.extract %{{.*}}[0] : vector<2xf32> from vector<2x2xf32>
// CHECK: memref.load %arg2
// CHECK: arith.maximumf
// CHECK: vector.store %{{.*}}, %arg3[{{.*}}] : memref<256x1024xf32>, vector<2xf32>
// CHECK: gpu.terminator
// CHECK-NEXT: } {kgen.gemm_config = array<i64: 128, 128, 16, 64, 64, 3, 1, 1>, kgen.gemm_math = "3xtf32"}
// CHECK-NOT: linalg.{{[a-z]+}} ins
module attributes {transform.with_named_sequence, kgen.target = #kgen.target<nvvm, "sm_90">} {
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
    %bk = transform.param.constant 16 : i64 -> !transform.param<i64>
    %w = transform.param.constant 64 : i64 -> !transform.param<i64>
    %auto = transform.param.constant 0 : i64 -> !transform.param<i64>
    %s = transform.param.constant 3 : i64 -> !transform.param<i64>
    %g = transform.param.constant 1 : i64 -> !transform.param<i64>
    %math = transform.param.constant "3xtf32" -> !transform.any_param
    %l = transform.kgen.gemm_pipelined %mm tile = [%bm, %bm, %bk] thread = [%auto, %auto] warp = [%w, %w] stages = %s group_m = %g math = %math {fuse_epilogue}
        : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>,
           !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.any_param) -> !transform.any_op
    transform.yield
  }
}

// -----

// nn.Linear's form under the tf32 policy (math = "tf32"): B is [N][K],
// contiguous along K, so both tiles are [stage][x][k] rows copied 16 bytes
// at a time and read by ldmatrix; each element is rounded to the nearest
// TF32 value (0x1000 added to its bits, the 13 low mantissa bits cleared:
// cvt.rna's rounding) and goes to mma.sync once (no split: one product per
// MMA tile and K step). Edge tiles: 100 x 60 in 32 x 32 tiles
// of 16 x 16 warps (4 warps), the copies predicated, the stores guarded.
// CHECK-LABEL: func.func @linear_tf32
// CHECK: gpu.launch blocks({{.*}}) in (%{{.*}} = %c8, {{.*}}) threads({{.*}}) in (%{{.*}} = %c128,
// CHECK: %[[SA:.*]] = memref.view {{.*}} to memref<2x32x20xf32, #gpu.address_space<workgroup>>
// CHECK: %[[SB:.*]] = memref.view {{.*}} to memref<2x32x20xf32, #gpu.address_space<workgroup>>
// CHECK: nvgpu.device_async_copy %arg0[{{.*}}], %[[SA]][{{.*}}], 4, %{{.*}} {bypassL1}
// CHECK: nvgpu.device_async_copy %arg1[{{.*}}], %[[SB]][{{.*}}], 4, %{{.*}} {bypassL1}
// CHECK: %[[FB:.*]] = nvgpu.ldmatrix %[[SB]][{{.*}}] {numTiles = 2 : i32, transpose = false} : {{.*}} -> vector<2x1xf32>
// CHECK-NEXT: %[[HALF:.*]] = arith.constant dense<4096> : vector<2x1xi32>
// CHECK-NEXT: %[[BITS:.*]] = arith.bitcast %[[FB]] : vector<2x1xf32> to vector<2x1xi32>
// CHECK-NEXT: %[[UP:.*]] = arith.addi %[[BITS]], %[[HALF]] : vector<2x1xi32>
// CHECK-NEXT: %[[UPF:.*]] = arith.bitcast %[[UP]]
// CHECK-NEXT: arith.constant dense<-8192> : vector<2x1xi32>
// CHECK-NEXT: %[[UPB:.*]] = arith.bitcast %[[UPF]]
// CHECK-NEXT: arith.andi %[[UPB]]
// CHECK: nvgpu.ldmatrix %[[SA]][{{.*}}] {numTiles = 4 : i32, transpose = false} : {{.*}} -> vector<4x1xf32>
// CHECK-NOT: arith.subf
// CHECK-COUNT-8: nvgpu.mma.sync
// CHECK-NOT: nvgpu.mma.sync
// CHECK: scf.yield
// CHECK: scf.if
// CHECK: vector.store %{{.*}}, %arg2[{{.*}}] : memref<100x60xf32>, vector<2xf32>
// CHECK: kgen.gemm_math = "tf32"
module attributes {transform.with_named_sequence, kgen.target = #kgen.target<nvvm, "sm_80">,
                   kgen.precision = #kgen.precision<tf32>} {
  func.func @linear_tf32(%x: memref<100x64xf32>, %w: memref<60x64xf32>, %out: memref<100x60xf32>) {
    %zero = arith.constant 0.0 : f32
    linalg.fill ins(%zero : f32) outs(%out : memref<100x60xf32>)
    linalg.generic {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (j, k)>, affine_map<(i, j, k) -> (i, j)>],
                    iterator_types = ["parallel", "parallel", "reduction"]}
        ins(%x, %w : memref<100x64xf32>, memref<60x64xf32>) outs(%out : memref<100x60xf32>) {
    ^bb0(%p: f32, %q: f32, %o: f32):
      %m = arith.mulf %p, %q : f32
      %s = arith.addf %o, %m : f32
      linalg.yield %s : f32
    }
    return
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %mm = transform.structured.match ops{["linalg.generic"]} in %root : (!transform.any_op) -> !transform.any_op
    %bm = transform.param.constant 32 : i64 -> !transform.param<i64>
    %bk = transform.param.constant 16 : i64 -> !transform.param<i64>
    %auto = transform.param.constant 0 : i64 -> !transform.param<i64>
    %s = transform.param.constant 2 : i64 -> !transform.param<i64>
    %g = transform.param.constant 1 : i64 -> !transform.param<i64>
    %math = transform.param.constant "tf32" -> !transform.any_param
    %l = transform.kgen.gemm_pipelined %mm tile = [%bm, %bm, %bk] thread = [%auto, %auto] warp = [%bk, %bk] stages = %s group_m = %g math = %math
        : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>,
           !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.any_param) -> !transform.any_op
    transform.yield
  }
}

// -----

// nn.Linear's form under the bf16 policy (math = "bf16"): the tiles and
// copies of "tf32" above; per K tile of 16 one m16n8k16 BF16 MMA step whose
// fragments are the m16n8k8 ones of K steps 0 and 1 (the same ldmatrix):
// B's two-register fragments of each step concatenated, A's interleaved
// (a0 a2, a1 a3 of step 0, then of step 1: the pairs of one row), rounded
// to BF16 (arith.truncf: round to nearest even) and packed two to a
// register; one nvvm.mma.sync per MMA tile onto the fp32 accumulators.
// CHECK-LABEL: func.func @linear_bf16
// CHECK: %[[SA:.*]] = memref.view {{.*}} to memref<2x32x20xf32, #gpu.address_space<workgroup>>
// CHECK: %[[SB:.*]] = memref.view {{.*}} to memref<2x32x20xf32, #gpu.address_space<workgroup>>
// CHECK: scf.for
// CHECK: %[[B0:.*]] = nvgpu.ldmatrix %[[SB]][{{.*}}] {numTiles = 2 : i32, transpose = false} : {{.*}} -> vector<2x1xf32>
// CHECK: %[[B1:.*]] = nvgpu.ldmatrix %[[SB]][{{.*}}] {numTiles = 2 : i32, transpose = false} : {{.*}} -> vector<2x1xf32>
// CHECK-NEXT: %[[B0F:.*]] = vector.shape_cast %[[B0]] : vector<2x1xf32> to vector<2xf32>
// CHECK-NEXT: %[[B1F:.*]] = vector.shape_cast %[[B1]] : vector<2x1xf32> to vector<2xf32>
// CHECK-NEXT: %[[BP:.*]] = vector.shuffle %[[B0F]], %[[B1F]] [0, 1, 2, 3] : vector<2xf32>, vector<2xf32>
// CHECK-NEXT: %[[BR:.*]] = arith.truncf %[[BP]] : vector<4xf32> to vector<4xbf16>
// CHECK-NEXT: %[[BW:.*]] = vector.bitcast %[[BR]] : vector<4xbf16> to vector<2xi32>
// CHECK-NEXT: %[[BW0:.*]] = vector.extract %[[BW]][0] : i32 from vector<2xi32>
// CHECK-NEXT: %[[BW1:.*]] = vector.extract %[[BW]][1] : i32 from vector<2xi32>
// CHECK: %[[A0:.*]] = nvgpu.ldmatrix %[[SA]][{{.*}}] {numTiles = 4 : i32, transpose = false} : {{.*}} -> vector<4x1xf32>
// CHECK: %[[A1:.*]] = nvgpu.ldmatrix %[[SA]][{{.*}}] {numTiles = 4 : i32, transpose = false} : {{.*}} -> vector<4x1xf32>
// CHECK-NEXT: %[[A0F:.*]] = vector.shape_cast %[[A0]]
// CHECK-NEXT: %[[A1F:.*]] = vector.shape_cast %[[A1]]
// CHECK-NEXT: %[[AP:.*]] = vector.shuffle %[[A0F]], %[[A1F]] [0, 2, 1, 3, 4, 6, 5, 7] : vector<4xf32>, vector<4xf32>
// CHECK-NEXT: %[[AR:.*]] = arith.truncf %[[AP]] : vector<8xf32> to vector<8xbf16>
// CHECK-NEXT: %[[AW:.*]] = vector.bitcast %[[AR]] : vector<8xbf16> to vector<4xi32>
// CHECK-COUNT-4: vector.extract %[[AW]]
// CHECK-COUNT-4: vector.extract %{{.*}}[{{[01]}}, {{[01]}}] : f32 from vector<2x2xf32>
// CHECK-NEXT: nvvm.mma.sync A[{{.*}}] B[%[[BW0]], %[[BW1]]] C[{{.*}}] {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<bf16>, multiplicandBPtxType = #nvvm.mma_type<bf16>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
// CHECK-COUNT-1: nvvm.mma.sync
// CHECK-NOT: nvvm.mma.sync
// CHECK: scf.yield
// CHECK: kgen.gemm_config = array<i64: 32, 32, 16, 16, 16, 2, 1, 1>, kgen.gemm_math = "bf16"
module attributes {transform.with_named_sequence, kgen.target = #kgen.target<nvvm, "sm_80">,
                   kgen.precision = #kgen.precision<bf16>} {
  func.func @linear_bf16(%x: memref<100x64xf32>, %w: memref<60x64xf32>, %out: memref<100x60xf32>) {
    %zero = arith.constant 0.0 : f32
    linalg.fill ins(%zero : f32) outs(%out : memref<100x60xf32>)
    linalg.generic {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (j, k)>, affine_map<(i, j, k) -> (i, j)>],
                    iterator_types = ["parallel", "parallel", "reduction"]}
        ins(%x, %w : memref<100x64xf32>, memref<60x64xf32>) outs(%out : memref<100x60xf32>) {
    ^bb0(%p: f32, %q: f32, %o: f32):
      %m = arith.mulf %p, %q : f32
      %s = arith.addf %o, %m : f32
      linalg.yield %s : f32
    }
    return
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %mm = transform.structured.match ops{["linalg.generic"]} in %root : (!transform.any_op) -> !transform.any_op
    %bm = transform.param.constant 32 : i64 -> !transform.param<i64>
    %bk = transform.param.constant 16 : i64 -> !transform.param<i64>
    %auto = transform.param.constant 0 : i64 -> !transform.param<i64>
    %s = transform.param.constant 2 : i64 -> !transform.param<i64>
    %g = transform.param.constant 1 : i64 -> !transform.param<i64>
    %math = transform.param.constant "bf16" -> !transform.any_param
    %l = transform.kgen.gemm_pipelined %mm tile = [%bm, %bm, %bk] thread = [%auto, %auto] warp = [%bk, %bk] stages = %s group_m = %g math = %math
        : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>,
           !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.any_param) -> !transform.any_op
    transform.yield
  }
}

// -----

// BF16 under the tf32 policy: refused, naming the policy (TF32 keeps 10
// mantissa bits, BF16 7).
module attributes {transform.with_named_sequence, kgen.target = #kgen.target<nvvm, "sm_90">,
                   kgen.precision = #kgen.precision<tf32>} {
  func.func @tf32_bf16(%a: memref<64x64xf32>, %b: memref<64x64xf32>, %c: memref<64x64xf32>) {
    // expected-note @below {{target op}}
    linalg.matmul ins(%a, %b : memref<64x64xf32>, memref<64x64xf32>) outs(%c : memref<64x64xf32>)
    return
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %mm = transform.structured.match ops{["linalg.matmul"]} in %root : (!transform.any_op) -> !transform.any_op
    %auto = transform.param.constant 0 : i64 -> !transform.param<i64>
    %math = transform.param.constant "bf16" -> !transform.any_param
    // expected-error @below {{math "bf16": the precision policy #kgen.precision<tf32> (on 'builtin.module') forbids BF16 tensor cores for f32 operands (f32 x f32 -> f32); set kgen.precision to #kgen.precision<bf16> to allow it}}
    %l = transform.kgen.gemm_pipelined %mm tile = [%auto, %auto, %auto] thread = [%auto, %auto] stages = %auto group_m = %auto math = %math
        : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>,
           !transform.param<i64>, !transform.param<i64>, !transform.any_param) -> !transform.any_op
    transform.yield
  }
}

// -----

// BF16's MMA takes K steps of 16: a block_k of 8 does not fit.
module attributes {transform.with_named_sequence, kgen.target = #kgen.target<nvvm, "sm_90">,
                   kgen.precision = #kgen.precision<bf16>} {
  func.func @bf16_block_k(%a: memref<64x64xf32>, %b: memref<64x64xf32>, %c: memref<64x64xf32>) {
    linalg.matmul ins(%a, %b : memref<64x64xf32>, memref<64x64xf32>) outs(%c : memref<64x64xf32>)
    return
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %mm = transform.structured.match ops{["linalg.matmul"]} in %root : (!transform.any_op) -> !transform.any_op
    %auto = transform.param.constant 0 : i64 -> !transform.param<i64>
    %bk = transform.param.constant 8 : i64 -> !transform.param<i64>
    %math = transform.param.constant "bf16" -> !transform.any_param
    // expected-error @below {{knobs do not fit: block_k 8 is not a multiple of the MMA's K of 16}}
    %l = transform.kgen.gemm_pipelined %mm tile = [%auto, %auto, %bk] thread = [%auto, %auto] stages = %auto group_m = %auto math = %math
        : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>,
           !transform.param<i64>, !transform.param<i64>, !transform.any_param) -> !transform.any_op
    transform.yield
  }
}

// -----

// Plain TF32 under the strict policy: refused, naming the policy.
module attributes {transform.with_named_sequence, kgen.target = #kgen.target<nvvm, "sm_90">} {
  func.func @strict_tf32(%a: memref<64x64xf32>, %b: memref<64x64xf32>, %c: memref<64x64xf32>) {
    // expected-note @below {{target op}}
    linalg.matmul ins(%a, %b : memref<64x64xf32>, memref<64x64xf32>) outs(%c : memref<64x64xf32>)
    return
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %mm = transform.structured.match ops{["linalg.matmul"]} in %root : (!transform.any_op) -> !transform.any_op
    %auto = transform.param.constant 0 : i64 -> !transform.param<i64>
    %math = transform.param.constant "tf32" -> !transform.any_param
    // expected-error @below {{math "tf32": the precision policy strict (no kgen.precision attribute in scope) forbids TF32 tensor cores for f32 operands (f32 x f32 -> f32); set kgen.precision to #kgen.precision<tf32> or #kgen.precision<bf16> to allow it}}
    %l = transform.kgen.gemm_pipelined %mm tile = [%auto, %auto, %auto] thread = [%auto, %auto] stages = %auto group_m = %auto math = %math
        : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>,
           !transform.param<i64>, !transform.param<i64>, !transform.any_param) -> !transform.any_op
    transform.yield
  }
}

// -----

// 3xTF32 on a chip without mma.sync: refused, naming the chip.
module attributes {transform.with_named_sequence, kgen.target = #kgen.target<rocdl, "gfx942">} {
  func.func @old_chip(%a: memref<64x64xf32>, %b: memref<64x64xf32>, %c: memref<64x64xf32>) {
    // expected-note @below {{target op}}
    linalg.matmul ins(%a, %b : memref<64x64xf32>, memref<64x64xf32>) outs(%c : memref<64x64xf32>)
    return
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %mm = transform.structured.match ops{["linalg.matmul"]} in %root : (!transform.any_op) -> !transform.any_op
    %auto = transform.param.constant 0 : i64 -> !transform.param<i64>
    %math = transform.param.constant "3xtf32" -> !transform.any_param
    // expected-error @below {{math "3xtf32": target chip 'gfx942' (kgen.target on 'builtin.module') is an AMD GPU; the amdgpu MFMA path is not implemented (tensor cores need nvvm sm_80 or newer)}}
    %l = transform.kgen.gemm_pipelined %mm tile = [%auto, %auto, %auto] thread = [%auto, %auto] stages = %auto group_m = %auto math = %math
        : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>,
           !transform.param<i64>, !transform.param<i64>, !transform.any_param) -> !transform.any_op
    transform.yield
  }
}

// -----

// A warp tile that is not made of 16 x 8 MMA tiles.
module attributes {transform.with_named_sequence, kgen.target = #kgen.target<nvvm, "sm_90">} {
  func.func @warp_tile(%a: memref<64x64xf32>, %b: memref<64x64xf32>, %c: memref<64x64xf32>) {
    linalg.matmul ins(%a, %b : memref<64x64xf32>, memref<64x64xf32>) outs(%c : memref<64x64xf32>)
    return
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %mm = transform.structured.match ops{["linalg.matmul"]} in %root : (!transform.any_op) -> !transform.any_op
    %auto = transform.param.constant 0 : i64 -> !transform.param<i64>
    %w = transform.param.constant 24 : i64 -> !transform.param<i64>
    %math = transform.param.constant "3xtf32" -> !transform.any_param
    // expected-error @below {{knobs do not fit: warp tile [24, 24] is not a multiple of the 16 x 8 MMA tile}}
    %l = transform.kgen.gemm_pipelined %mm tile = [%auto, %auto, %auto] thread = [%auto, %auto] warp = [%w, %w] stages = %auto group_m = %auto math = %math
        : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>,
           !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.any_param) -> !transform.any_op
    transform.yield
  }
}

// -----

// A K tile that is not made of the MMA's K steps of 8.
module attributes {transform.with_named_sequence, kgen.target = #kgen.target<nvvm, "sm_90">} {
  func.func @k_tile(%a: memref<64x64xf32>, %b: memref<64x64xf32>, %c: memref<64x64xf32>) {
    linalg.matmul ins(%a, %b : memref<64x64xf32>, memref<64x64xf32>) outs(%c : memref<64x64xf32>)
    return
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %mm = transform.structured.match ops{["linalg.matmul"]} in %root : (!transform.any_op) -> !transform.any_op
    %auto = transform.param.constant 0 : i64 -> !transform.param<i64>
    %k = transform.param.constant 12 : i64 -> !transform.param<i64>
    %math = transform.param.constant "3xtf32" -> !transform.any_param
    // expected-error @below {{knobs do not fit: block_k 12 is not a multiple of the MMA's K of 8}}
    %l = transform.kgen.gemm_pipelined %mm tile = [%auto, %auto, %k] thread = [%auto, %auto] stages = %auto group_m = %auto math = %math
        : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>,
           !transform.param<i64>, !transform.param<i64>, !transform.any_param) -> !transform.any_op
    transform.yield
  }
}

// -----

// A math that does not exist.
module attributes {transform.with_named_sequence} {
  func.func @bad_math(%a: memref<64x64xf32>, %b: memref<64x64xf32>, %c: memref<64x64xf32>) {
    linalg.matmul ins(%a, %b : memref<64x64xf32>, memref<64x64xf32>) outs(%c : memref<64x64xf32>)
    return
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %mm = transform.structured.match ops{["linalg.matmul"]} in %root : (!transform.any_op) -> !transform.any_op
    %auto = transform.param.constant 0 : i64 -> !transform.param<i64>
    %math = transform.param.constant "fp64" -> !transform.any_param
    // expected-error @below {{expects math to be one string parameter: "auto", "fma", "3xtf32", "tf32", "3xtf32-wgmma", "tf32-wgmma", "bf16" or "bf16-wgmma"}}
    %l = transform.kgen.gemm_pipelined %mm tile = [%auto, %auto, %auto] thread = [%auto, %auto] stages = %auto group_m = %auto math = %math
        : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>,
           !transform.param<i64>, !transform.param<i64>, !transform.any_param) -> !transform.any_op
    transform.yield
  }
}

// -----

// math = "auto": 3xTF32 where the target has mma.sync and the policy allows
// emulation (a 1024^2 result: the table's largest tile that gives the 132
// multiprocessors a block each, 64x64 of 4 warps of 32x32, K tiles of 32);
// SIMT FMA without a target. M at most 32 (a convolution's 24 filters):
// 32 x 128 tiles of four 32 x 32 warps where N gives them a block per
// multiprocessor (65536 / 128 = 512 blocks; K = 81: K tiles of 16, 4
// stages), else 32 x 32 (N = 2048: 16 blocks of 32 x 128, 64 of 32 x 32).
// CHECK-LABEL: func.func @auto_sm90
// CHECK: kgen.gemm_config = array<i64: 64, 64, 32, 32, 32, 4, 1, 1>, kgen.gemm_math = "3xtf32"
// CHECK-LABEL: func.func @auto_narrow_m
// CHECK: kgen.gemm_config = array<i64: 32, 128, 16, 32, 32, 4, 1, 1>, kgen.gemm_math = "3xtf32"
// CHECK-LABEL: func.func @auto_narrow_m_few_columns
// CHECK: kgen.gemm_config = array<i64: 32, 32, 16, 16, 16, 4, 1, 1>, kgen.gemm_math = "3xtf32"
// CHECK-LABEL: func.func @auto_no_target
// CHECK: kgen.gemm_math = "fma"
module attributes {transform.with_named_sequence} {
  module attributes {kgen.target = #kgen.target<nvvm, "sm_90">} {
    func.func @auto_sm90(%a: memref<1024x1024xf32>, %b: memref<1024x1024xf32>, %c: memref<1024x1024xf32>) {
      linalg.matmul ins(%a, %b : memref<1024x1024xf32>, memref<1024x1024xf32>) outs(%c : memref<1024x1024xf32>)
      return
    }
    func.func @auto_narrow_m(%a: memref<24x81xf32>, %b: memref<81x65536xf32>, %c: memref<24x65536xf32>) {
      linalg.matmul ins(%a, %b : memref<24x81xf32>, memref<81x65536xf32>) outs(%c : memref<24x65536xf32>)
      return
    }
    func.func @auto_narrow_m_few_columns(%a: memref<24x81xf32>, %b: memref<81x2048xf32>, %c: memref<24x2048xf32>) {
      linalg.matmul ins(%a, %b : memref<24x81xf32>, memref<81x2048xf32>) outs(%c : memref<24x2048xf32>)
      return
    }
  }
  module {
    func.func @auto_no_target(%a: memref<1024x1024xf32>, %b: memref<1024x1024xf32>, %c: memref<1024x1024xf32>) {
      linalg.matmul ins(%a, %b : memref<1024x1024xf32>, memref<1024x1024xf32>) outs(%c : memref<1024x1024xf32>)
      return
    }
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

// math = "auto" under the tf32 policy: plain TF32 (one product per K step).
// CHECK-LABEL: func.func @auto_tf32
// CHECK-NOT: arith.subf
// CHECK: kgen.gemm_math = "tf32"
module attributes {transform.with_named_sequence, kgen.target = #kgen.target<nvvm, "sm_90">,
                   kgen.precision = #kgen.precision<tf32>} {
  func.func @auto_tf32(%a: memref<64x64xf32>, %b: memref<64x64xf32>, %c: memref<64x64xf32>) {
    linalg.matmul ins(%a, %b : memref<64x64xf32>, memref<64x64xf32>) outs(%c : memref<64x64xf32>)
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

// math = "auto" under the bf16 policy: BF16 (m16n8k16, K tiles of 16 or 32).
// CHECK-LABEL: func.func @auto_bf16
// CHECK-NOT: nvgpu.mma.sync
// CHECK: nvvm.mma.sync
// CHECK: kgen.gemm_math = "bf16"
module attributes {transform.with_named_sequence, kgen.target = #kgen.target<nvvm, "sm_90">,
                   kgen.precision = #kgen.precision<bf16>} {
  func.func @auto_bf16(%a: memref<64x64xf32>, %b: memref<64x64xf32>, %c: memref<64x64xf32>) {
    linalg.matmul ins(%a, %b : memref<64x64xf32>, memref<64x64xf32>) outs(%c : memref<64x64xf32>)
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

// #kgen.precision<strict, emulation = none>: "auto" stays SIMT, and an
// explicit 3xTF32 is refused naming the policy.
// CHECK-LABEL: func.func @no_emulation_auto
// CHECK: kgen.gemm_math = "fma"
module attributes {transform.with_named_sequence, kgen.target = #kgen.target<nvvm, "sm_90">,
                   kgen.precision = #kgen.precision<strict, emulation = none>} {
  func.func @no_emulation_auto(%a: memref<64x64xf32>, %b: memref<64x64xf32>, %c: memref<64x64xf32>) {
    linalg.matmul ins(%a, %b : memref<64x64xf32>, memref<64x64xf32>) outs(%c : memref<64x64xf32>)
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

module attributes {transform.with_named_sequence, kgen.target = #kgen.target<nvvm, "sm_90">,
                   kgen.precision = #kgen.precision<strict, emulation = none>} {
  func.func @no_emulation(%a: memref<64x64xf32>, %b: memref<64x64xf32>, %c: memref<64x64xf32>) {
    // expected-note @below {{target op}}
    linalg.matmul ins(%a, %b : memref<64x64xf32>, memref<64x64xf32>) outs(%c : memref<64x64xf32>)
    return
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %mm = transform.structured.match ops{["linalg.matmul"]} in %root : (!transform.any_op) -> !transform.any_op
    %auto = transform.param.constant 0 : i64 -> !transform.param<i64>
    %math = transform.param.constant "3xtf32" -> !transform.any_param
    // expected-error @below {{math "3xtf32": the precision policy #kgen.precision<strict, emulation = none> (on 'builtin.module') forbids 3xTF32 emulation of fp32 products on tensor cores}}
    %l = transform.kgen.gemm_pipelined %mm tile = [%auto, %auto, %auto] thread = [%auto, %auto] stages = %auto group_m = %auto math = %math
        : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>,
           !transform.param<i64>, !transform.param<i64>, !transform.any_param) -> !transform.any_op
    transform.yield
  }
}

// -----

// An M (96) that is a multiple of block_k but not of block_m (64), A
// contiguous along K (its tiles are [m][k] rows): the copies of the
// second M tile's rows 96-127 are predicated off (zero-filled) instead of
// reading past A.
// CHECK-LABEL: func.func @edge_m
// CHECK: %[[IN:.*]] = arith.cmpi ult, %{{.*}}, %c96 : index
// CHECK: %[[N:.*]] = arith.select %[[IN]], %c4{{.*}}, %c0{{.*}} : index
// CHECK-NEXT: nvgpu.device_async_copy %arg0[{{.*}}], %{{.*}}[{{.*}}], 4, %[[N]] {bypassL1} : memref<96x64xf32>
module attributes {transform.with_named_sequence, kgen.target = #kgen.target<nvvm, "sm_90">} {
  func.func @edge_m(%a: memref<96x64xf32>, %b: memref<64x128xf32>, %c: memref<96x128xf32>) {
    %zero = arith.constant 0.0 : f32
    linalg.fill ins(%zero : f32) outs(%c : memref<96x128xf32>)
    linalg.matmul ins(%a, %b : memref<96x64xf32>, memref<64x128xf32>) outs(%c : memref<96x128xf32>)
    return
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %mm = transform.structured.match ops{["linalg.matmul"]} in %root : (!transform.any_op) -> !transform.any_op
    %bm = transform.param.constant 64 : i64 -> !transform.param<i64>
    %bk = transform.param.constant 32 : i64 -> !transform.param<i64>
    %auto = transform.param.constant 0 : i64 -> !transform.param<i64>
    %s = transform.param.constant 2 : i64 -> !transform.param<i64>
    %g = transform.param.constant 1 : i64 -> !transform.param<i64>
    %math = transform.param.constant "3xtf32" -> !transform.any_param
    %l = transform.kgen.gemm_pipelined %mm tile = [%bm, %bm, %bk] thread = [%auto, %auto] stages = %s group_m = %g math = %math
        : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>,
           !transform.param<i64>, !transform.param<i64>, !transform.any_param) -> !transform.any_op
    transform.yield
  }
}
