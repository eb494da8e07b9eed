// RUN: kgen-opt %s --kgen-gpu-tensor-map-arguments | FileCheck %s

// A TMA descriptor passed to an outlined kernel: the kernel takes a
// pointer, cast to the descriptor at its entry; the launch passes the
// descriptor cast to a pointer. Other arguments and kernels are untouched.

!desc = !nvgpu.tensormap.descriptor<tensor = memref<1x64x32xf32, #gpu.address_space<workgroup>>, swizzle = swizzle_128b, l2promo = none, oob = zero, interleave = none>
!bar = !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>>

// CHECK-LABEL: gpu.func @load(%arg0: !llvm.ptr, %arg1: index) kernel
// CHECK-NEXT: %[[D:.*]] = builtin.unrealized_conversion_cast %arg0 : !llvm.ptr to !nvgpu.tensormap.descriptor
// CHECK: nvgpu.tma.async.load %[[D]][%arg1, %arg1, %arg1]
// CHECK-LABEL: gpu.func @plain(%arg0: index) kernel
// CHECK-LABEL: func.func @host
// CHECK: %[[P:.*]] = builtin.unrealized_conversion_cast %arg0 : !nvgpu.tensormap.descriptor<{{.*}}> to !llvm.ptr
// CHECK-NEXT: gpu.launch_func @kernels::@load {{.*}} args(%[[P]] : !llvm.ptr, %arg1 : index)
// CHECK-NEXT: gpu.launch_func @kernels::@plain {{.*}} args(%arg1 : index)
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @load(%d: !desc, %i: index) kernel {
      %b = nvgpu.mbarrier.create -> !bar
      %dyn = gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>
      %c0 = arith.constant 0 : index
      %t = memref.view %dyn[%c0][] : memref<?xi8, #gpu.address_space<workgroup>> to memref<1x64x32xf32, #gpu.address_space<workgroup>>
      nvgpu.tma.async.load %d[%i, %i, %i], %b[%c0] to %t : !desc, !bar -> memref<1x64x32xf32, #gpu.address_space<workgroup>>
      gpu.return
    }
    gpu.func @plain(%i: index) kernel {
      gpu.return
    }
  }
  func.func @host(%d: !desc, %i: index) {
    %c1 = arith.constant 1 : index
    gpu.launch_func @kernels::@load blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%d : !desc, %i : index)
    gpu.launch_func @kernels::@plain blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%i : index)
    return
  }
}
