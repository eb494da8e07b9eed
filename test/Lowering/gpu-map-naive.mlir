// RUN: kgen-opt %s --split-input-file --pass-pipeline="builtin.module(func.func(kgen-gpu-map-naive),canonicalize)" | FileCheck %s
// RUN: kgen-opt %s --split-input-file --pass-pipeline="builtin.module(func.func(kgen-gpu-map-naive{threads-per-block=64}),canonicalize)" | FileCheck %s --check-prefix=T64
// RUN: kgen-opt %s --split-input-file --pass-pipeline="builtin.module(func.func(kgen-gpu-map-naive{reduction-unroll=1}),canonicalize)" | FileCheck %s --check-prefix=ROLLED

// Elementwise 2-D: the innermost loop (300) is a multiple of 4, so each
// thread moves 4 elements as one vector per operand (128-bit accesses):
// 1000 x 75 vectors collapsed into 75000, 256 threads per block,
// ceil(75000/256) = 293 blocks; each thread checks its bound and
// delinearizes its index.
// CHECK-LABEL: func.func @elementwise
// CHECK-DAG: %[[ONE:.*]] = arith.constant 1 : index
// CHECK-DAG: %[[C75:.*]] = arith.constant 75 : index
// CHECK-DAG: %[[N:.*]] = arith.constant 75000 : index
// CHECK-DAG: %[[C256:.*]] = arith.constant 256 : index
// CHECK-DAG: %[[GRID:.*]] = arith.constant 293 : index
// CHECK: gpu.launch blocks(%{{.*}}, %{{.*}}, %{{.*}}) in (%{{.*}} = %[[GRID]], %{{.*}} = %[[ONE]], %{{.*}} = %[[ONE]]) threads(%{{.*}}, %{{.*}}, %{{.*}}) in (%{{.*}} = %[[C256]], %{{.*}} = %[[ONE]], %{{.*}} = %[[ONE]])
// CHECK: arith.cmpi ult, %{{.*}}, %[[N]]
// CHECK: scf.if
// CHECK-DAG: arith.remsi %{{.*}}, %[[C75]]
// CHECK-DAG: arith.divsi %{{.*}}, %[[C75]]
// CHECK: %[[A:.*]] = vector.load %arg0[%{{.*}}, %{{.*}}] : memref<1000x300xf32>, vector<4xf32>
// CHECK: %[[B:.*]] = vector.load %arg1[%{{.*}}, %{{.*}}] : memref<1000x300xf32>, vector<4xf32>
// CHECK: %[[S:.*]] = arith.addf %[[A]], %[[B]] : vector<4xf32>
// CHECK: vector.store %[[S]], %arg2[%{{.*}}, %{{.*}}] : memref<1000x300xf32>, vector<4xf32>
// CHECK: gpu.terminator
// CHECK-NOT: linalg.
// T64-LABEL: func.func @elementwise
// T64-DAG: arith.constant 64 : index
// T64-DAG: arith.constant 1172 : index
func.func @elementwise(%a: memref<1000x300xf32>, %b: memref<1000x300xf32>,
                       %c: memref<1000x300xf32>) {
  linalg.add ins(%a, %b : memref<1000x300xf32>, memref<1000x300xf32>)
             outs(%c : memref<1000x300xf32>)
  return
}

// -----

// An innermost loop of 301 is no multiple of 4: one thread per element,
// scalar accesses.
// CHECK-LABEL: func.func @elementwise_odd
// CHECK-DAG: arith.constant 301000 : index
// CHECK: gpu.launch
// CHECK-NOT: vector.
// CHECK: memref.load
// CHECK: memref.load
// CHECK: arith.addf
// CHECK: memref.store
func.func @elementwise_odd(%a: memref<1000x301xf32>, %b: memref<1000x301xf32>,
                           %c: memref<1000x301xf32>) {
  linalg.add ins(%a, %b : memref<1000x301xf32>, memref<1000x301xf32>)
             outs(%c : memref<1000x301xf32>)
  return
}

// -----

// A per-channel operand (a batch norm's mean) does not use the innermost
// loop: one load of it per thread, splat to the vector.
// CHECK-LABEL: func.func @channel_broadcast
// CHECK: gpu.launch
// CHECK: %[[X:.*]] = vector.load %arg0[%{{.*}}, %{{.*}}, %{{.*}}] : memref<2x4x16xf32>, vector<4xf32>
// CHECK: %[[M:.*]] = vector.load %arg1[%{{.*}}] : memref<4xf32>, vector<1xf32>
// CHECK: %[[MB:.*]] = vector.broadcast %[[M]] : vector<1xf32> to vector<4xf32>
// CHECK: %[[D:.*]] = arith.subf %[[X]], %[[MB]] : vector<4xf32>
// CHECK: vector.store %[[D]], %arg2[%{{.*}}, %{{.*}}, %{{.*}}] : memref<2x4x16xf32>, vector<4xf32>
func.func @channel_broadcast(%x: memref<2x4x16xf32>, %m: memref<4xf32>,
                             %o: memref<2x4x16xf32>) {
  linalg.generic {indexing_maps = [affine_map<(a, b, c) -> (a, b, c)>,
                                   affine_map<(a, b, c) -> (b)>,
                                   affine_map<(a, b, c) -> (a, b, c)>],
                  iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%x, %m : memref<2x4x16xf32>, memref<4xf32>) outs(%o : memref<2x4x16xf32>) {
  ^bb0(%in: f32, %mean: f32, %out: f32):
    %d = arith.subf %in, %mean : f32
    linalg.yield %d : f32
  }
  return
}

// -----

// A transposed operand (its innermost dimension is not the innermost
// loop) keeps the scalar mapping.
// CHECK-LABEL: func.func @transposed
// CHECK: gpu.launch
// CHECK-NOT: vector.
// CHECK: memref.load
// CHECK: memref.store
func.func @transposed(%x: memref<8x16xf32>, %o: memref<16x8xf32>) {
  linalg.transpose ins(%x : memref<8x16xf32>) outs(%o : memref<16x8xf32>) permutation = [1, 0]
  return
}

// -----

// A matmul: one thread per output element, the reduction stays a
// sequential loop inside the kernel, its accumulator in a register (one
// load of C before the loop, one store after).
// CHECK-LABEL: func.func @matmul
// CHECK: gpu.launch
// CHECK: %[[INIT:.*]] = memref.load %arg2[%[[I:.*]], %[[J:.*]]] : memref<128x96xf32>
// CHECK: %[[SUM:.*]] = scf.for {{.*}} iter_args(%[[ACC:.*]] = %[[INIT]]) -> (f32)
// CHECK-NOT: memref.store
// CHECK: arith.mulf
// CHECK: arith.addf %[[ACC]]
// CHECK: scf.yield
// CHECK: memref.store %[[SUM]], %arg2[%[[I]], %[[J]]]
// CHECK: gpu.terminator
func.func @matmul(%a: memref<128x64xf32>, %b: memref<64x96xf32>,
                  %c: memref<128x96xf32>) {
  linalg.matmul ins(%a, %b : memref<128x64xf32>, memref<64x96xf32>)
                outs(%c : memref<128x96xf32>)
  return
}

// -----

// A full reduction has no parallel dimension: it runs on a single thread.
// CHECK-LABEL: func.func @full_reduction
// CHECK: %[[C1:.*]] = arith.constant 1 : index
// CHECK: gpu.launch blocks(%{{.*}}, %{{.*}}, %{{.*}}) in (%{{.*}} = %[[C1]], %{{.*}} = %[[C1]], %{{.*}} = %[[C1]])
// CHECK: arith.cmpi ult, %{{.*}}, %[[C1]]
// CHECK: scf.for
// CHECK: arith.addf
func.func @full_reduction(%a: memref<1024xf32>, %r: memref<f32>) {
  linalg.reduce ins(%a : memref<1024xf32>) outs(%r : memref<f32>) dimensions = [0]
    (%x: f32, %acc: f32) {
      %s = arith.addf %x, %acc : f32
      linalg.yield %s : f32
    }
  return
}

// -----

// Host copies become kernels too (here with vectors: 8 is a multiple of 4).
// CHECK-LABEL: func.func @copy
// CHECK-NOT: memref.copy
// CHECK: gpu.launch
// CHECK: vector.load
// CHECK: vector.store
func.func @copy(%a: memref<4x8xf32>, %b: memref<4x8xf32>) {
  memref.copy %a, %b : memref<4x8xf32> to memref<4x8xf32>
  return
}

// -----

// Ops already in a launch are left alone.
// CHECK-LABEL: func.func @already_mapped
// CHECK: gpu.launch
// CHECK-NEXT: linalg.fill
func.func @already_mapped(%a: memref<4xf32>, %v: f32) {
  %c1 = arith.constant 1 : index
  gpu.launch blocks(%bx, %by, %bz) in (%x = %c1, %y = %c1, %z = %c1)
             threads(%tx, %ty, %tz) in (%u = %c1, %v1 = %c1, %w = %c1) {
    linalg.fill ins(%v : f32) outs(%a : memref<4xf32>)
    gpu.terminator
  }
  return
}

// -----

// A reduction between parallel dimensions (a min over the channels of an
// NCHW tensor): the parallel loops are moved outermost, so all of them map
// to threads and the reduction runs inside each thread; nothing is left on
// the host. 8 * 14 * 14 = 1568 outputs: 7 blocks of 256 threads.
// CHECK-LABEL: func.func @middle_reduction
// CHECK: %[[C7:.*]] = arith.constant 7 : index
// CHECK: gpu.launch blocks({{.*}}) in ({{.*}} = %[[C7]],
// CHECK: scf.for
// CHECK: memref.load
// CHECK: arith.minimumf
// CHECK: gpu.terminator
// CHECK-NOT: memref.load
// CHECK: return
#in = affine_map<(n, c, h, w) -> (n, c, h, w)>
#out = affine_map<(n, c, h, w) -> (n, h, w)>
func.func @middle_reduction(%x: memref<8x8x14x14xf32>, %y: memref<8x14x14xf32>) {
  linalg.generic {indexing_maps = [#in, #out], iterator_types = ["parallel", "reduction", "parallel", "parallel"]} ins(%x : memref<8x8x14x14xf32>) outs(%y : memref<8x14x14xf32>) {
  ^bb0(%a: f32, %b: f32):
    %m = arith.minimumf %a, %b : f32
    linalg.yield %m : f32
  }
  return
}

// -----

// An argmax over the middle dimension: both accumulators (the value and the
// index) stay in registers, and the reduction loop of 64 is unrolled by 8
// (step 8, eight loads of the input per iteration, in the rolled loop's
// order); with reduction-unroll=1 it is not.
// CHECK-LABEL: func.func @argmax_middle
// CHECK: scf.for %{{.*}} = %{{.*}} to %{{.*}} step %c8{{.*}} iter_args(%{{.*}} = %{{.*}}, %{{.*}} = %{{.*}}) -> (f32, i64)
// CHECK-COUNT-8: memref.load %arg0
// CHECK-NOT: memref.load
// CHECK: scf.yield
// CHECK: memref.store
// CHECK: memref.store
// ROLLED-LABEL: func.func @argmax_middle
// ROLLED: scf.for %{{.*}} = %{{.*}} to %{{.*}} step %c1{{.*}} iter_args(%{{.*}} = %{{.*}}, %{{.*}} = %{{.*}}) -> (f32, i64)
// ROLLED-COUNT-1: memref.load %arg0
// ROLLED-NOT: memref.load
func.func @argmax_middle(%x: memref<8x64x33xf32>, %v: memref<8x33xf32>, %i: memref<8x33xi64>) {
  linalg.generic {indexing_maps = [affine_map<(b, k, n) -> (b, k, n)>, affine_map<(b, k, n) -> (b, n)>, affine_map<(b, k, n) -> (b, n)>], iterator_types = ["parallel", "reduction", "parallel"]} ins(%x : memref<8x64x33xf32>) outs(%v, %i : memref<8x33xf32>, memref<8x33xi64>) {
  ^bb0(%a: f32, %best: f32, %bi: i64):
    %k = linalg.index 1 : index
    %ki = arith.index_cast %k : index to i64
    %gt = arith.cmpf ogt, %a, %best : f32
    %nv = arith.select %gt, %a, %best : f32
    %ni = arith.select %gt, %ki, %bi : i64
    linalg.yield %nv, %ni : f32, i64
  }
  return
}

// -----

// A [C, 1, 1] bias read as (d1, 0, 0) is read through a [C] view (its map
// then a projected permutation; the view folds back into the access), one
// load per vector, splat; the op is vectorized like the others.
// CHECK-LABEL: func.func @bias_unit_dims
// CHECK: gpu.launch
// CHECK: %[[X:.*]] = vector.load %arg0[%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}] : memref<2x4x3x8xf32>, vector<4xf32>
// CHECK: %[[S:.*]] = vector.load %arg1[%{{.*}}, %c0, %c0] : memref<4x1x1xf32>, vector<1xf32>
// CHECK: vector.broadcast %[[S]] : vector<1xf32> to vector<4xf32>
// CHECK: arith.addf
// CHECK: vector.store
func.func @bias_unit_dims(%x: memref<2x4x3x8xf32>, %b: memref<4x1x1xf32>,
                          %o: memref<2x4x3x8xf32>) {
  linalg.generic {indexing_maps = [affine_map<(n, c, h, w) -> (n, c, h, w)>,
                                   affine_map<(n, c, h, w) -> (c, 0, 0)>,
                                   affine_map<(n, c, h, w) -> (n, c, h, w)>],
                  iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%x, %b : memref<2x4x3x8xf32>, memref<4x1x1xf32>) outs(%o : memref<2x4x3x8xf32>) {
  ^bb0(%in: f32, %bias: f32, %out: f32):
    %s = arith.addf %in, %bias : f32
    linalg.yield %s : f32
  }
  return
}

// -----

// A rank-1 vectorized op: its loop steps by 4, and is normalized before it
// is mapped (thread t writes elements 4t .. 4t + 3: 4 threads for 16
// elements, not 16 threads writing at t, which left 12 elements of a batch
// norm's per-channel sums unwritten).
// CHECK-LABEL: func.func @fill_rank1
// CHECK-DAG: %[[C4:.*]] = arith.constant 4 : index
// CHECK: gpu.launch blocks(%{{.*}}, %{{.*}}, %{{.*}}) in ({{.*}}) threads(%[[T:.*]], %{{.*}}, %{{.*}}) in
// CHECK: arith.cmpi ult, %[[T]], %[[C4]] : index
// CHECK: %[[I:.*]] = affine.apply #{{.*}}()[%[[T]]]
// CHECK: vector.store %{{.*}}, %arg0[%[[I]]] : memref<16xf32>, vector<4xf32>
func.func @fill_rank1(%a: memref<16xf32>, %v: f32) {
  linalg.fill ins(%v : f32) outs(%a : memref<16xf32>)
  return
}
