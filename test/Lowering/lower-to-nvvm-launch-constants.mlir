// Constants a gpu.launch uses are sunk into it before outlining: captured,
// they would be kernel arguments, and a vector<Nxi1> argument is stored
// bit-packed by the host but read one byte per lane by the NVPTX kernel
// (the masks of a strategy's vectorized partial tiles, hoisted out of the
// launch, gave wrong answers on the H200 that way).
// RUN: kgen-opt %s --kgen-lower-to-nvvm="chip=sm_90 artifacts-dir=%t" --mlir-print-ir-after=gpu-kernel-outlining -o /dev/null 2>&1 | FileCheck %s

// CHECK-LABEL: gpu.func @masked_kernel(
// CHECK-NOT: xi1>
// CHECK-SAME: kernel
// CHECK: arith.constant dense<[true, false, true, true]> : vector<4xi1>
// CHECK: vector.maskedload

func.func @masked(%a: memref<64xf32>, %b: memref<64xf32>) {
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %c4 = arith.constant 4 : index
  %zero = arith.constant dense<0.0> : vector<4xf32>
  %mask = arith.constant dense<[true, false, true, true]> : vector<4xi1>
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c16, %sy = %c1, %sz = %c1) {
    %i = arith.muli %tx, %c4 : index
    %v = vector.maskedload %a[%i], %mask, %zero : memref<64xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
    vector.store %v, %b[%i] : memref<64xf32>, vector<4xf32>
    gpu.terminator
  }
  return
}
