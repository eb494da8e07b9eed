// A GPU program as kgen's lowering produces them: a kernel that adds 1 to
// each element of a memref, and host code that registers host memory,
// allocates, sets, copies, launches, joins two streams and frees through the
// mgpu* functions. Lowered by the RUN lines of the tests that use it.

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @add_one_memref(%data: memref<?xf32>) kernel {
      %c0 = arith.constant 0 : index
      %one = arith.constant 1.0 : f32
      %i = gpu.global_id x
      %n = memref.dim %data, %c0 : memref<?xf32>
      %inside = arith.cmpi ult, %i, %n : index
      scf.if %inside {
        %v = memref.load %data[%i] : memref<?xf32>
        %w = arith.addf %v, %one : f32
        memref.store %w, %data[%i] : memref<?xf32>
      }
      gpu.return
    }
  }

  // The program's C entry point; returns its exit status.
  func.func @main() -> i32 {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    %c41 = arith.constant 41.0 : f32
    %c7 = arith.constant 7.0 : f32
    %host = memref.alloc() : memref<8xf32>
    linalg.fill ins(%c41 : f32) outs(%host : memref<8xf32>)
    %unranked = memref.cast %host : memref<8xf32> to memref<*xf32>
    gpu.host_register %unranked : memref<*xf32>
    %hostDyn = memref.cast %host : memref<8xf32> to memref<?xf32>

    %t0 = gpu.wait async
    %device, %t1 = gpu.alloc async [%t0] (%c8) : memref<?xf32>
    %t2 = gpu.memset async [%t1] %device, %c7 : memref<?xf32>, f32
    %t3 = gpu.memcpy async [%t2] %device, %hostDyn : memref<?xf32>, memref<?xf32>
    %t4 = gpu.launch_func async [%t3] @kernels::@add_one_memref
        blocks in (%c2, %c1, %c1) threads in (%c4, %c1, %c1)
        args(%device : memref<?xf32>)
    // Independent work on a second stream, joined through events.
    %s0 = gpu.wait async
    %scratch, %s1 = gpu.alloc async [%s0] (%c4) : memref<?xf32>
    %s2 = gpu.dealloc async [%s1] %scratch : memref<?xf32>
    %joined = gpu.wait async [%t4, %s2]
    %t5 = gpu.memcpy async [%joined] %hostDyn, %device : memref<?xf32>, memref<?xf32>
    %t6 = gpu.dealloc async [%t5] %device : memref<?xf32>
    gpu.wait [%t6]

    gpu.host_unregister %unranked : memref<*xf32>
    call @printMemrefF32(%unranked) : (memref<*xf32>) -> ()
    memref.dealloc %host : memref<8xf32>
    %status = arith.constant 0 : i32
    return %status : i32
  }

  func.func private @printMemrefF32(memref<*xf32>)
}
