// RUN: kgen-opt %s --pass-pipeline='builtin.module(gpu.module(kgen-kernel-vector-to-llvm))' 2>&1 | FileCheck %s --implicit-check-not=error
// RUN: kgen-opt %s --pass-pipeline='builtin.module(gpu.module(kgen-kernel-vector-to-llvm{rocdl=true}))' | FileCheck %s --check-prefix=ROCDL

// Vector loads and stores of shared (workgroup), global and private
// memory convert in the kernel with NVVM's address spaces (workgroup 3,
// private 0) or ROCDL's (private 5): global and private ones aligned to the
// vector, shared ones to the element (a workgroup attribution is only as
// aligned as its element in the PTX); upstream's convert-vector-to-llvm
// printed "error: conversion of memref memory space" for the shared ones
// (the GPU conversion then lowered them, element-aligned).
// CHECK-LABEL: gpu.func @kernel
// CHECK: llvm.load %{{.*}} {alignment = 4 : i64} : !llvm.ptr<3> -> vector<4xf32>
// CHECK: llvm.store %{{.*}}, %{{.*}} {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr{{$}}
// CHECK: llvm.load %{{.*}} {alignment = 8 : i64} : !llvm.ptr -> vector<2xf32>
// ROCDL-LABEL: gpu.func @kernel
// ROCDL: llvm.load %{{.*}} : !llvm.ptr<3> -> vector<4xf32>
// ROCDL: llvm.load %{{.*}} : !llvm.ptr<5> -> vector<2xf32>
gpu.module @kernels {
  gpu.func @kernel(%smem: memref<4x16xf32, #gpu.address_space<workgroup>>,
                    %out: memref<16xf32>,
                    %priv: memref<8xf32, #gpu.address_space<private>>,
                    %i: index) {
    %v = vector.load %smem[%i, %i] : memref<4x16xf32, #gpu.address_space<workgroup>>, vector<4xf32>
    vector.store %v, %out[%i] : memref<16xf32>, vector<4xf32>
    %w = vector.load %priv[%i] : memref<8xf32, #gpu.address_space<private>>, vector<2xf32>
    vector.store %w, %out[%i] : memref<16xf32>, vector<2xf32>
    gpu.return
  }
}

// A vector access keeps the vector's alignment only where the layout
// starts every vector at a multiple of its length: rows of 63 floats read
// 4 at a time (a row starts at an odd element) keep the element's, as do a
// dynamic offset and a non-unit innermost stride; rows of 64, and a stride
// of an extent-1 dimension, do not matter.
// CHECK-LABEL: gpu.func @layouts
// CHECK: llvm.load %{{.*}} {alignment = 4 : i64} : !llvm.ptr -> vector<4xf32>
// CHECK: llvm.load %{{.*}} {alignment = 16 : i64} : !llvm.ptr -> vector<4xf32>
// CHECK: llvm.load %{{.*}} {alignment = 16 : i64} : !llvm.ptr -> vector<4xf32>
// CHECK: llvm.load %{{.*}} {alignment = 4 : i64} : !llvm.ptr -> vector<4xf32>
// CHECK: llvm.load %{{.*}} {alignment = 8 : i64} : !llvm.ptr -> vector<2xf32>
// CHECK: llvm.store %{{.*}}, %{{.*}} {alignment = 4 : i64} : vector<4xf32>, !llvm.ptr{{$}}
// CHECK-COUNT-3: llvm.store %{{.*}}, %{{.*}} {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr{{$}}
// CHECK: llvm.store %{{.*}}, %{{.*}} {alignment = 8 : i64} : vector<2xf32>, !llvm.ptr{{$}}
gpu.module @alignment {
  gpu.func @layouts(%odd: memref<16x32x63xf32>, %even: memref<16x64xf32>,
                    %one: memref<1x63xf32>,
                    %dyn: memref<16x64xf32, strided<[64, 1], offset: ?>>,
                    %pairs: memref<16x62xf32>, %out: memref<32x63xf32>,
                    %o1: memref<64xf32>, %o2: memref<64xf32>,
                    %o3: memref<64xf32>, %i: index) {
    %a = vector.load %odd[%i, %i, %i] : memref<16x32x63xf32>, vector<4xf32>
    %b = vector.load %even[%i, %i] : memref<16x64xf32>, vector<4xf32>
    %c = vector.load %one[%i, %i] : memref<1x63xf32>, vector<4xf32>
    %d = vector.load %dyn[%i, %i] : memref<16x64xf32, strided<[64, 1], offset: ?>>, vector<4xf32>
    %e = vector.load %pairs[%i, %i] : memref<16x62xf32>, vector<2xf32>
    vector.store %a, %out[%i, %i] : memref<32x63xf32>, vector<4xf32>
    vector.store %b, %o1[%i] : memref<64xf32>, vector<4xf32>
    vector.store %c, %o2[%i] : memref<64xf32>, vector<4xf32>
    vector.store %d, %o3[%i] : memref<64xf32>, vector<4xf32>
    vector.store %e, %pairs[%i, %i] : memref<16x62xf32>, vector<2xf32>
    gpu.return
  }
}
