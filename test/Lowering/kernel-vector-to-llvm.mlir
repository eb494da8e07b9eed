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
