// Workgroup memory in a mapped kernel becomes .shared, gpu.barrier bar.sync.
// RUN: rm -rf %t && kgen-opt %s --kgen-lower-to-nvvm="format=isa artifacts-dir=%t" -o /dev/null
// RUN: FileCheck %s --input-file=%t/reverse_kernel.ptx

// CHECK: .shared .align {{[0-9]+}} .b8 {{.*}}[1024];
// CHECK: st.shared.{{b32|f32}}
// CHECK: bar.sync 0;
// CHECK: ld.shared.{{b32|f32}}


// Reverses each 256-element chunk through workgroup memory.
module attributes {kgen.target = #kgen.target<nvvm, "sm_90">} {
  func.func @reverse(%in: memref<1024xf32>, %out: memref<1024xf32>) {
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c255 = arith.constant 255 : index
    %c256 = arith.constant 256 : index
    gpu.launch blocks(%bx, %by, %bz) in (%x = %c4, %y = %c1, %z = %c1)
               threads(%tx, %ty, %tz) in (%u = %c256, %v = %c1, %w = %c1) {
      %tile = memref.alloc() : memref<256xf32, #gpu.address_space<workgroup>>
      %base = arith.muli %bx, %c256 : index
      %i = arith.addi %base, %tx : index
      %v0 = memref.load %in[%i] : memref<1024xf32>
      memref.store %v0, %tile[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
      gpu.barrier
      %r = arith.subi %c255, %tx : index
      %v1 = memref.load %tile[%r] : memref<256xf32, #gpu.address_space<workgroup>>
      memref.store %v1, %out[%i] : memref<1024xf32>
      gpu.terminator
    }
    return
  }
}
