// RUN: kgen-opt %s --kgen-gpu-sink-into-launches --split-input-file | FileCheck %s

// Pure host values a launch uses (vector.step, a broadcast and a transpose
// of it: a vectorized linalg.index hoisted by a strategy; a constant mask)
// are recomputed inside the launch; the host chain is erased. A value
// computed from a function argument stays on the host and is captured.
// CHECK-LABEL: func.func @sink
// CHECK-NOT: vector.step
// CHECK: %[[HOST:.*]] = arith.addi %{{.*}}, %{{.*}} : index
// CHECK: memref.store %{{.*}}, %{{.*}}[%[[HOST]]]
// CHECK: gpu.launch
// CHECK-DAG: arith.constant dense<[true, false, true, true]> : vector<4xi1>
// CHECK-DAG: vector.step : vector<4xindex>
// CHECK: vector.transpose
// CHECK: arith.addi %{{.*}}, %[[HOST]] : index
// CHECK: gpu.terminator
func.func @sink(%a: memref<64xf32>, %i: memref<16xindex>, %n: index) {
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %zero = arith.constant dense<0.0> : vector<4xf32>
  %mask = arith.constant dense<[true, false, true, true]> : vector<4xi1>
  %step = vector.step : vector<4xindex>
  %b = vector.broadcast %step : vector<4xindex> to vector<4x4xindex>
  %t = vector.transpose %b, [1, 0] : vector<4x4xindex> to vector<4x4xindex>
  %h = arith.addi %n, %c1 : index
  memref.store %h, %i[%h] : memref<16xindex>
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c16, %sy = %c1, %sz = %c1) {
    %v = vector.maskedload %a[%tx], %mask, %zero : memref<64xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
    %row = vector.extract %t[0] : vector<4xindex> from vector<4x4xindex>
    %e = vector.extract %row[1] : index from vector<4xindex>
    %k = arith.addi %e, %h : index
    vector.store %v, %a[%k] : memref<64xf32>, vector<4xf32>
    gpu.terminator
  }
  return
}

// -----

// Ops with memory effects or regions stay on the host.
// CHECK-LABEL: func.func @keep
// CHECK: %[[L:.*]] = memref.load
// CHECK: gpu.launch
// CHECK: memref.store %[[L]]
func.func @keep(%a: memref<64xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %l = memref.load %a[%c0] : memref<64xf32>
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c1, %sy = %c1, %sz = %c1) {
    memref.store %l, %a[%tx] : memref<64xf32>
    gpu.terminator
  }
  return
}
