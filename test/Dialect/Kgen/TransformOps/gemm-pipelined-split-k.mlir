// RUN: kgen-opt %s --transform-interpreter --split-input-file --verify-diagnostics | FileCheck %s

// Split-K: a 40x72x4096 matmul with bias + relu, SIMT tiles of 32x32x16
// (2 x 3 tiles: edges in M and N; 64 threads of 4x4), split_k = 4. A workspace of 4 layers;
// the slices' grid has 4 layers in z, each block runs its slice's 64 K
// tiles (62 refilling, 2 draining: the static trip counts of one slice,
// its first tile block z * 64) from zero and stores its accumulators to
// its layer (guarded at the edges); then the combine, one thread per 4
// columns (40 x 18 = 720 threads, 3 blocks of 256): the fill's value, then
// layers 1 to 3 added to layer 0's in order, the bias and relu, one vector
// store; the workspace freed; the fill, the matmul, the epilogue and the
// intermediate buffer gone.
// CHECK-LABEL: func.func @split_k
// CHECK: %[[WS:.*]] = memref.alloc() : memref<4x1x40x72xf32>
// CHECK: gpu.launch blocks({{.*}}) in (%{{.*}} = %c6, %{{.*}} = %c1{{(_[0-9]+)?}}, %{{.*}} = %c4) threads({{.*}}) in (%{{.*}} = %c64,
// CHECK: %[[SLICE:.*]] = gpu.block_id  z
// CHECK: arith.muli %[[SLICE]], %c64
// CHECK: scf.for {{.*}} to %c62
// CHECK: scf.for {{.*}} = %c62{{.*}} to %c64
// CHECK-NOT: memref.load %arg2
// CHECK: scf.if
// CHECK: vector.store %{{.*}}, %[[WS]][%[[SLICE]], {{.*}}] : memref<4x1x40x72xf32>, vector<4xf32>
// CHECK: gpu.terminator
// CHECK: gpu.launch blocks({{.*}}) in (%{{.*}} = %c3, %{{.*}} = %c1{{(_[0-9]+)?}}, %{{.*}} = %c1{{(_[0-9]+)?}}) threads({{.*}}) in (%{{.*}} = %c256
// CHECK: vector.load %[[WS]][%c0
// CHECK: arith.addf %{{.*}}, %{{.*}} : vector<4xf32>
// CHECK: scf.for %{{.*}} = %c1{{.*}} to %c4
// CHECK:   vector.load %[[WS]]
// CHECK:   arith.addf
// CHECK: memref.load %arg2
// CHECK: arith.maximumf
// CHECK: vector.store %{{.*}}, %arg3[{{.*}}] : memref<40x72xf32>, vector<4xf32>
// CHECK: gpu.terminator
// CHECK: memref.dealloc %[[WS]]
// CHECK-NOT: linalg.
// CHECK: return
module attributes {transform.with_named_sequence} {
  func.func @split_k(%a: memref<40x4096xf32>, %b: memref<4096x72xf32>,
                     %bias: memref<72xf32>, %out: memref<40x72xf32>) {
    %zero = arith.constant 0.0 : f32
    %tmp = memref.alloc() : memref<40x72xf32>
    linalg.fill ins(%zero : f32) outs(%tmp : memref<40x72xf32>)
    linalg.matmul ins(%a, %b : memref<40x4096xf32>, memref<4096x72xf32>) outs(%tmp : memref<40x72xf32>)
    linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (j)>, affine_map<(i, j) -> (i, j)>],
                    iterator_types = ["parallel", "parallel"]}
        ins(%tmp, %bias : memref<40x72xf32>, memref<72xf32>) outs(%out : memref<40x72xf32>) {
    ^bb0(%x: f32, %y: f32, %o: f32):
      %s = arith.addf %x, %y : f32
      %r = arith.maximumf %s, %zero : f32
      linalg.yield %r : f32
    }
    memref.dealloc %tmp : memref<40x72xf32>
    return
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %mm = transform.structured.match ops{["linalg.matmul"]} in %root : (!transform.any_op) -> !transform.any_op
    %bm = transform.param.constant 32 : i64 -> !transform.param<i64>
    %bk = transform.param.constant 16 : i64 -> !transform.param<i64>
    %t = transform.param.constant 4 : i64 -> !transform.param<i64>
    %s = transform.param.constant 3 : i64 -> !transform.param<i64>
    %g = transform.param.constant 1 : i64 -> !transform.param<i64>
    %split = transform.param.constant 4 : i64 -> !transform.param<i64>
    %l = transform.kgen.gemm_pipelined %mm tile = [%bm, %bm, %bk] thread = [%t, %t] stages = %s group_m = %g split_k = %split {fuse_epilogue}
        : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>,
           !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.any_op
    %n = transform.num_associations %l : (!transform.any_op) -> !transform.param<i64>
    // expected-remark @below {{2}}
    transform.debug.emit_param_as_remark %n : !transform.param<i64>
    transform.yield
  }
}

// -----

// The automatic start on sm_90 (132 multiprocessors): a 256x256x65536
// matmul has 4 tiles of 128x128 (the first of the table; no padding), so K
// is split into 33 slices (132 blocks) of 63 K tiles of 32 (the last slice
// reaches past K: its copies are predicated), 3xTF32 on tensor cores.
// Accumulated onto C's contents (no fill): the combine adds C once.
// CHECK-LABEL: func.func @auto_split
// CHECK: memref.alloc() : memref<33x1x256x256xf32>
// CHECK: gpu.launch blocks({{.*}}) in (%{{.*}} = %c4, %{{.*}} = %c1{{(_[0-9]+)?}}, %{{.*}} = %c33)
// CHECK: nvgpu.mma.sync
// CHECK: kgen.gemm_config = array<i64: 128, 128, 32, 64, 32, 4, 1, 33>, kgen.gemm_math = "3xtf32"
// CHECK: gpu.launch
// CHECK: scf.for %{{.*}} = %c1{{.*}} to %c33
// CHECK: memref.load %arg2
// CHECK: vector.store %{{.*}}, %arg2
module attributes {transform.with_named_sequence, kgen.target = #kgen.target<nvvm, "sm_90">} {
  func.func @auto_split(%a: memref<256x65536xf32>, %b: memref<65536x256xf32>, %c: memref<256x256xf32>) {
    linalg.matmul ins(%a, %b : memref<256x65536xf32>, memref<65536x256xf32>) outs(%c : memref<256x256xf32>)
    return
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %mm = transform.structured.match ops{["linalg.matmul"]} in %root : (!transform.any_op) -> !transform.any_op
    %auto = transform.param.constant 0 : i64 -> !transform.param<i64>
    %l = transform.kgen.gemm_pipelined %mm tile = [%auto, %auto, %auto] thread = [%auto, %auto] stages = %auto group_m = %auto split_k = %auto
        : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>,
           !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.any_op
    transform.yield
  }
}

// -----

// A result of 192x320 has 15 tiles of 64x64 (the larger table tiles pad it
// by more than a quarter), each of four 32x32 warps: K is split until every
// multiprocessor has 8 warps, 2 blocks: 18 slices (270 blocks) of 114 K
// tiles of 32.
// CHECK-LABEL: func.func @auto_split_small_tiles
// CHECK: memref.alloc() : memref<18x1x192x320xf32>
// CHECK: gpu.launch blocks({{.*}}) in (%{{.*}} = %c15, %{{.*}} = %c1{{(_[0-9]+)?}}, %{{.*}} = %c18)
// CHECK: kgen.gemm_config = array<i64: 64, 64, 32, 32, 32, 4, 1, 18>, kgen.gemm_math = "3xtf32"
module attributes {transform.with_named_sequence, kgen.target = #kgen.target<nvvm, "sm_90">} {
  func.func @auto_split_small_tiles(%a: memref<192x65536xf32>, %b: memref<65536x320xf32>, %c: memref<192x320xf32>) {
    linalg.matmul ins(%a, %b : memref<192x65536xf32>, memref<65536x320xf32>) outs(%c : memref<192x320xf32>)
    return
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %mm = transform.structured.match ops{["linalg.matmul"]} in %root : (!transform.any_op) -> !transform.any_op
    %auto = transform.param.constant 0 : i64 -> !transform.param<i64>
    %l = transform.kgen.gemm_pipelined %mm tile = [%auto, %auto, %auto] thread = [%auto, %auto] stages = %auto group_m = %auto split_k = %auto
        : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>,
           !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.any_op
    transform.yield
  }
}

// -----

// Enough tiles for every multiprocessor: no split (a 2048^2 result has 256
// tiles of 128x128).
// CHECK-LABEL: func.func @no_split
// CHECK-NOT: memref.alloc
// CHECK: kgen.gemm_config = array<i64: 128, 128, 32, 64, 32, 4, 1, 1>
// CHECK-NOT: gpu.launch
// CHECK: return
module attributes {transform.with_named_sequence, kgen.target = #kgen.target<nvvm, "sm_90">} {
  func.func @no_split(%a: memref<2048x4096xf32>, %b: memref<4096x2048xf32>, %c: memref<2048x2048xf32>) {
    linalg.matmul ins(%a, %b : memref<2048x4096xf32>, memref<4096x2048xf32>) outs(%c : memref<2048x2048xf32>)
    return
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %mm = transform.structured.match ops{["linalg.matmul"]} in %root : (!transform.any_op) -> !transform.any_op
    %auto = transform.param.constant 0 : i64 -> !transform.param<i64>
    %l = transform.kgen.gemm_pipelined %mm tile = [%auto, %auto, %auto] thread = [%auto, %auto] stages = %auto group_m = %auto split_k = %auto
        : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>,
           !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.any_op
    transform.yield
  }
}

// -----

// More slices than K tiles: a silenceable failure naming both.
module attributes {transform.with_named_sequence} {
  func.func @too_many_slices(%a: memref<32x32xf32>, %b: memref<32x32xf32>, %c: memref<32x32xf32>) {
    linalg.matmul ins(%a, %b : memref<32x32xf32>, memref<32x32xf32>) outs(%c : memref<32x32xf32>)
    return
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %mm = transform.structured.match ops{["linalg.matmul"]} in %root : (!transform.any_op) -> !transform.any_op
    %bm = transform.param.constant 32 : i64 -> !transform.param<i64>
    %bk = transform.param.constant 16 : i64 -> !transform.param<i64>
    %t = transform.param.constant 4 : i64 -> !transform.param<i64>
    %s = transform.param.constant 2 : i64 -> !transform.param<i64>
    %g = transform.param.constant 1 : i64 -> !transform.param<i64>
    %split = transform.param.constant 3 : i64 -> !transform.param<i64>
    // expected-error @below {{knobs do not fit: split_k 3 exceeds K's 2 tiles of 16 (or the grid's 65535 layers)}}
    %l = transform.kgen.gemm_pipelined %mm tile = [%bm, %bm, %bk] thread = [%t, %t] stages = %s group_m = %g split_k = %split
        : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>,
           !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.any_op
    transform.yield
  }
}
