// A kernel using tensor-core ops (as a tensor-core rewrite produces them)
// lowers to PTX mma instructions.
// RUN: rm -rf %t && kgen-opt %s --kgen-lower-to-nvvm="format=isa artifacts-dir=%t" -o /dev/null
// RUN: FileCheck %s --input-file=%t/mma_kernel.ptx
// CHECK: .target sm_90
// CHECK: mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16

module attributes {kgen.target = #kgen.target<nvvm, "sm_90">} {
  func.func @mma(%out: memref<32x2xf16>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c32 = arith.constant 32 : index
    gpu.launch blocks(%bx, %by, %bz) in (%x = %c1, %y = %c1, %z = %c1)
               threads(%tx, %ty, %tz) in (%u = %c32, %v = %c1, %w = %c1) {
      %a = arith.constant dense<1.0> : vector<4x2xf16>
      %b = arith.constant dense<1.0> : vector<2x2xf16>
      %c = arith.constant dense<0.0> : vector<2x2xf16>
      %d = nvgpu.mma.sync (%a, %b, %c) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf16>) -> vector<2x2xf16>
      %row = vector.extract %d[0] : vector<2xf16> from vector<2x2xf16>
      vector.store %row, %out[%tx, %c0] : memref<32x2xf16>, vector<2xf16>
      gpu.terminator
    }
    return
  }
}
