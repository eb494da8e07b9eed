// RUN: kgen-opt %s --split-input-file --verify-diagnostics --kgen-verify-gpu-launches

module attributes {kgen.target = #kgen.target<nvvm, "sm_90">} {
  func.func @ok(%a: memref<1024xf32>) {
    %c1 = arith.constant 1 : index
    %c1024 = arith.constant 1024 : index
    gpu.launch blocks(%bx, %by, %bz) in (%x = %c1, %y = %c1, %z = %c1)
               threads(%tx, %ty, %tz) in (%u = %c1024, %v = %c1, %w = %c1)
               workgroup(%s : memref<1024xf32, #gpu.address_space<workgroup>>) {
      gpu.terminator
    }
    return
  }
}

// -----

module attributes {kgen.target = #kgen.target<nvvm, "sm_90">} {
  func.func @unmapped_forall(%a: tensor<64xf32>) -> tensor<64xf32> {
    // expected-error @below {{scf.forall is not mapped to the GPU}}
    %0 = scf.forall (%i) in (4) shared_outs(%o = %a) -> tensor<64xf32> {
      scf.forall.in_parallel {
      }
    }
    return %0 : tensor<64xf32>
  }
}

// -----

module attributes {kgen.target = #kgen.target<nvvm, "sm_90">} {
  func.func @host_compute(%a: memref<4xf32>, %b: memref<4xf32>) {
    // expected-error @below {{'linalg.add' is left in host code, where it cannot run on GPU buffers}}
    linalg.add ins(%a, %a : memref<4xf32>, memref<4xf32>) outs(%b : memref<4xf32>)
    return
  }
}

// -----

module attributes {kgen.target = #kgen.target<nvvm, "sm_90">} {
  func.func @host_load(%a: memref<4xf32>) -> f32 {
    %c0 = arith.constant 0 : index
    // expected-error @below {{'memref.load' is left in host code}}
    %v = memref.load %a[%c0] : memref<4xf32>
    return %v : f32
  }
}

// -----

module attributes {kgen.target = #kgen.target<nvvm, "sm_90", max_threads_per_block = 512>} {
  func.func @too_many_threads() {
    %c1 = arith.constant 1 : index
    %c32 = arith.constant 32 : index
    // expected-error @below {{gpu.launch uses 1024 threads per block (32x32x1); sm_90 allows at most 512}}
    gpu.launch blocks(%bx, %by, %bz) in (%x = %c1, %y = %c1, %z = %c1)
               threads(%tx, %ty, %tz) in (%u = %c32, %v = %c32, %w = %c1) {
      gpu.terminator
    }
    return
  }
}

// -----

module attributes {kgen.target = #kgen.target<nvvm, "sm_80">} {
  func.func @block_z() {
    %c1 = arith.constant 1 : index
    %c128 = arith.constant 128 : index
    // expected-error @below {{gpu.launch has a block z dimension of 128; sm_80 allows at most 64}}
    gpu.launch blocks(%bx, %by, %bz) in (%x = %c1, %y = %c1, %z = %c1)
               threads(%tx, %ty, %tz) in (%u = %c1, %v = %c1, %w = %c128) {
      gpu.terminator
    }
    return
  }
}

// -----

module attributes {kgen.target = #kgen.target<nvvm, "sm_90">} {
  func.func @grid_y() {
    %c1 = arith.constant 1 : index
    %big = arith.constant 70000 : index
    // expected-error @below {{gpu.launch has a grid y dimension of 70000; sm_90 allows at most 65535}}
    gpu.launch blocks(%bx, %by, %bz) in (%x = %c1, %y = %big, %z = %c1)
               threads(%tx, %ty, %tz) in (%u = %c1, %v = %c1, %w = %c1) {
      gpu.terminator
    }
    return
  }
}

// -----

module attributes {kgen.target = #kgen.target<rocdl, "gfx942">} {
  func.func @shared_memory() {
    %c1 = arith.constant 1 : index
    // expected-error @below {{gpu.launch uses 81920 bytes of shared memory per block; gfx942 allows at most 65536}}
    gpu.launch blocks(%bx, %by, %bz) in (%x = %c1, %y = %c1, %z = %c1)
               threads(%tx, %ty, %tz) in (%u = %c1, %v = %c1, %w = %c1)
               workgroup(%s : memref<16384xf32, #gpu.address_space<workgroup>>) {
      %t = memref.alloc() : memref<4096xf32, #gpu.address_space<workgroup>>
      gpu.terminator
    }
    return
  }
}

// -----

// expected-error @below {{kgen-verify-gpu-launches: no target; pass chip=<chip> or put a 'kgen.target' attribute on the module}}
module {
}

// -----

// A grid of more than 2^31 - 1 blocks in x (a 1e12-element elementwise
// kernel at 256 threads a block).
module attributes {kgen.target = #kgen.target<nvvm, "sm_90">} {
  func.func @grid_x_too_large() {
    %c1 = arith.constant 1 : index
    %c256 = arith.constant 256 : index
    %big = arith.constant 3906250000 : index
    // expected-error @below {{gpu.launch has a grid x dimension of 3906250000; sm_90 allows at most 2147483647}}
    gpu.launch blocks(%bx, %by, %bz) in (%x = %big, %y = %c1, %z = %c1)
               threads(%tx, %ty, %tz) in (%u = %c256, %v = %c1, %w = %c1) {
      gpu.terminator
    }
    return
  }
}

// -----

// A size that overflowed to a grid of 0 blocks.
module attributes {kgen.target = #kgen.target<nvvm, "sm_90">} {
  func.func @grid_zero() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c256 = arith.constant 256 : index
    // expected-error @below {{gpu.launch has a grid x dimension of 0: a launch needs at least one block in every grid dimension}}
    gpu.launch blocks(%bx, %by, %bz) in (%x = %c0, %y = %c1, %z = %c1)
               threads(%tx, %ty, %tz) in (%u = %c256, %v = %c1, %w = %c1) {
      gpu.terminator
    }
    return
  }
}

// -----

module attributes {kgen.target = #kgen.target<nvvm, "sm_90">} {
  func.func @block_negative() {
    %c1 = arith.constant 1 : index
    %m = arith.constant -4 : index
    // expected-error @below {{gpu.launch has a block y dimension of -4: a launch needs at least one thread in every block dimension}}
    gpu.launch blocks(%bx, %by, %bz) in (%x = %c1, %y = %c1, %z = %c1)
               threads(%tx, %ty, %tz) in (%u = %c1, %v = %m, %w = %c1) {
      gpu.terminator
    }
    return
  }
}

// -----

// A producer materialized whole in every thread (issue #16: a batch norm's
// x - mean, 1024x8192 floats, fused wrongly into a column reduction's
// threads): a device-heap allocation per thread.
module attributes {kgen.target = #kgen.target<nvvm, "sm_90">} {
  func.func @alloc_in_launch(%a: memref<1024x8192xf32>) {
    %c1 = arith.constant 1 : index
    %c64 = arith.constant 64 : index
    gpu.launch blocks(%bx, %by, %bz) in (%x = %c1, %y = %c1, %z = %c1)
               threads(%tx, %ty, %tz) in (%u = %c64, %v = %c1, %w = %c1) {
      // expected-error @below {{'memref.alloc' of 'memref<1024x8192xf32>' (33554432 bytes) in a gpu.launch is a device-heap allocation by every thread that runs it}}
      %t = memref.alloc() {alignment = 64 : i64} : memref<1024x8192xf32>
      memref.copy %a, %t : memref<1024x8192xf32> to memref<1024x8192xf32>
      gpu.terminator
    }
    return
  }
}

// -----

module attributes {kgen.target = #kgen.target<nvvm, "sm_90">} {
  func.func @dynamic_alloc_in_launch(%n: index) {
    %c1 = arith.constant 1 : index
    gpu.launch blocks(%bx, %by, %bz) in (%x = %c1, %y = %c1, %z = %c1)
               threads(%tx, %ty, %tz) in (%u = %c1, %v = %c1, %w = %c1) {
      scf.for %i = %c1 to %n step %c1 {
        // expected-error @below {{'memref.alloc' of 'memref<?xf32>' (dynamic size) in a gpu.launch is a device-heap allocation}}
        %t = memref.alloc(%n) : memref<?xf32>
      }
      gpu.terminator
    }
    return
  }
}

// -----

module attributes {kgen.target = #kgen.target<nvvm, "sm_90">} {
  gpu.module @kernels {
    gpu.func @k() kernel {
      // expected-error @below {{'memref.alloc' of 'memref<4096xf32>' (16384 bytes) in a gpu.func is a device-heap allocation}}
      %t = memref.alloc() : memref<4096xf32>
      gpu.return
    }
  }
}

// -----

// A thread's stack buffer and shared memory are no heap allocations.
module attributes {kgen.target = #kgen.target<nvvm, "sm_90">} {
  func.func @alloca_in_launch() {
    %c1 = arith.constant 1 : index
    gpu.launch blocks(%bx, %by, %bz) in (%x = %c1, %y = %c1, %z = %c1)
               threads(%tx, %ty, %tz) in (%u = %c1, %v = %c1, %w = %c1) {
      %p = memref.alloca() : memref<16xf32>
      %s = memref.alloc() : memref<256xf32, #gpu.address_space<workgroup>>
      gpu.terminator
    }
    return
  }
  gpu.module @kernels {
    gpu.func @k() kernel {
      %p = memref.alloca() : memref<16xf32>
      gpu.return
    }
  }
}
