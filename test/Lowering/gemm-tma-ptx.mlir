// A GEMM whose packed operands come by TMA (transform.kgen.gemm_pipelined
// with `tma` "on", BF16 warpgroup MMA on sm_90a) lowers to PTX that ptxas
// assembles: the host encodes each workspace's tensor map
// (mgpuTensorMapEncodeTiledMemref: rank 3, BF16 (9), the 64-byte swizzle
// (2), 256-byte L2 promotion (3), zero fill (0)) and passes the kernel a
// pointer to it (kgen-gpu-tensor-map-arguments); the kernel's tensor copies
// complete on mbarriers in shared memory, and the wait is a try_wait loop.
// REQUIRES: ptxas
// RUN: rm -rf %t && mkdir -p %t
// RUN: kgen-opt %s --transform-preload-library=transform-library-paths=%S/Inputs/gemm-tma-strategy.mlir \
// RUN:   --transform-interpreter -o %t/mapped.mlir
// RUN: kgen-opt %t/mapped.mlir --kgen-lower-to-nvvm="format=isa artifacts-dir=%t/isa" | FileCheck %s --check-prefix=HOST
// The GEMM is the third kernel (after the two packing launches).
// RUN: FileCheck %s --input-file=%t/isa/matmul_bf16_tma_kernel_1.ptx
// RUN: FileCheck %s --check-prefix=PTXAS --input-file=%t/isa/matmul_bf16_tma_kernel_1.ptxas.log
// RUN: kgen-opt %t/mapped.mlir --kgen-lower-to-nvvm="artifacts-dir=%t/bin" -o /dev/null
// RUN: ls %t/bin/matmul_bf16_tma_kernel_1.cubin

// HOST-LABEL: llvm.func @matmul_bf16_tma
// HOST-DAG: %[[RANK:.*]] = llvm.mlir.constant(3 : {{.*}}) : i64
// HOST-DAG: %[[BF16:.*]] = llvm.mlir.constant(9 : {{.*}}) : i64
// HOST: %[[TA:.*]] = llvm.call @mgpuTensorMapEncodeTiledMemref(%[[RANK]], %{{.*}}, %[[BF16]], %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}})
// HOST: %[[TB:.*]] = llvm.call @mgpuTensorMapEncodeTiledMemref
// HOST: gpu.launch_func {{.*}} args(%[[TA]] : !llvm.ptr, %[[TB]] : !llvm.ptr,

// CHECK: .target sm_90a
// CHECK: .shared .align 8 .b8 __mbarrier[24];
// CHECK: mbarrier.init.shared.b64 [__mbarrier], %[[ONE:r[0-9]+]];
// CHECK-NEXT: mbarrier.init.shared.b64 [__mbarrier+8], %[[ONE]];
// CHECK-NEXT: mbarrier.init.shared.b64 [__mbarrier+16], %[[ONE]];
// CHECK: mbarrier.arrive.expect_tx.shared.b64 %{{.*}}, [__mbarrier], %{{.*}};
// CHECK-COUNT-2: cp.async.bulk.tensor.3d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [%{{.*}}], [%{{.*}}, {%{{.*}}, %{{.*}}, %{{.*}}}], [__mbarrier];
// CHECK: wgmma.mma_async.sync.aligned.m64n128k16.f32.bf16.bf16
// CHECK: mbarrier.try_wait.parity.shared.b64
// PTXAS: 0 bytes spill stores, 0 bytes spill loads

module attributes {kgen.target = #kgen.target<nvvm, "sm_90a">,
                   kgen.precision = #kgen.precision<bf16>} {
  func.func @matmul_bf16_tma(%a: memref<256x512xf32>, %b: memref<512x256xf32>, %c: memref<256x256xf32>) {
    %zero = arith.constant 0.0 : f32
    linalg.fill ins(%zero : f32) outs(%c : memref<256x256xf32>)
    linalg.matmul ins(%a, %b : memref<256x512xf32>, memref<512x256xf32>) outs(%c : memref<256x256xf32>)
    return
  }
}
