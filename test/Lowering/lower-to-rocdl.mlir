// Untransformed kernels through the AMD pipeline: AMDGCN for gfx942 with
// its kernel descriptor, and an hsaco code object linked by ld.lld. (No AMD
// GPU is available to this project: the code objects are not run.)
// REQUIRES: lld
// RUN: rm -rf %t && kgen-opt %s --kgen-lower-to-rocdl="artifacts-dir=%t" -o %t.mlir
// RUN: FileCheck %s --input-file=%t/elementwise_kernel.s
// RUN: FileCheck %s --check-prefix=MM --input-file=%t/matmul_kernel_0.s
// RUN: FileCheck %s --check-prefix=RED --input-file=%t/row_sum_kernel_1.s
// RUN: FileCheck %s --check-prefix=CONV --input-file=%t/conv_kernel_2.s
// RUN: FileCheck %s --check-prefix=HOST --input-file=%t.mlir
// RUN: od -An -c -N4 %t/matmul_kernel_0.hsaco | FileCheck %s --check-prefix=ELF
// RUN: kgen-opt %s --kgen-lower-to-rocdl="chip=gfx90a format=isa" | FileCheck %s --check-prefix=ISA

// CHECK: .amdgcn_target "amdgcn-amd-amdhsa--gfx942"
// CHECK: elementwise_kernel:
// CHECK: global_load_{{dwordx4|b128}}
// CHECK: v_{{pk_add|add}}_f32
// CHECK: global_store_{{dwordx4|b128}}
// CHECK: .amdhsa_kernel elementwise_kernel
// CHECK: .end_amdhsa_kernel

// MM: matmul_kernel:
// MM: v_{{fmac|fma|mul}}_f32

// RED: row_sum_kernel:
// RED: global_load_{{dword|b32}}
// RED: v_add_f32
// RED: .amdhsa_kernel row_sum_kernel

// CONV: conv_kernel:
// CONV: v_{{fmac|fma|mul}}_f32
// CONV: .amdhsa_kernel conv_kernel

// HOST: gpu.binary @elementwise_kernel [#gpu.object<#rocdl.target<O = 3, chip = "gfx942">, {{.*}}bin = "\7FELF
// ELF: 177   E   L   F

// ISA: gpu.binary @elementwise_kernel [#gpu.object<#rocdl.target<O = 3, chip = "gfx90a">, {{.*}}assembly = "

module attributes {kgen.target = #kgen.target<rocdl, "gfx942">} {
  func.func @elementwise(%a: tensor<1000x1000xf32>, %b: tensor<1000x1000xf32>) -> tensor<1000x1000xf32> {
    %init = tensor.empty() : tensor<1000x1000xf32>
    %0 = linalg.add ins(%a, %b : tensor<1000x1000xf32>, tensor<1000x1000xf32>)
                    outs(%init : tensor<1000x1000xf32>) -> tensor<1000x1000xf32>
    return %0 : tensor<1000x1000xf32>
  }

  func.func @matmul(%a: tensor<128x64xf32>, %b: tensor<64x96xf32>) -> tensor<128x96xf32> {
    %zero = arith.constant 0.0 : f32
    %init = tensor.empty() : tensor<128x96xf32>
    %acc = linalg.fill ins(%zero : f32) outs(%init : tensor<128x96xf32>) -> tensor<128x96xf32>
    %0 = linalg.matmul ins(%a, %b : tensor<128x64xf32>, tensor<64x96xf32>)
                       outs(%acc : tensor<128x96xf32>) -> tensor<128x96xf32>
    return %0 : tensor<128x96xf32>
  }

  func.func @row_sum(%a: tensor<512x1024xf32>) -> tensor<512xf32> {
    %zero = arith.constant 0.0 : f32
    %init = tensor.empty() : tensor<512xf32>
    %acc = linalg.fill ins(%zero : f32) outs(%init : tensor<512xf32>) -> tensor<512xf32>
    %0 = linalg.reduce ins(%a : tensor<512x1024xf32>) outs(%acc : tensor<512xf32>) dimensions = [1]
      (%x: f32, %s: f32) {
        %r = arith.addf %x, %s : f32
        linalg.yield %r : f32
      }
    return %0 : tensor<512xf32>
  }

  func.func @conv(%img: tensor<2x3x34x34xf32>, %flt: tensor<8x3x3x3xf32>) -> tensor<2x8x32x32xf32> {
    %zero = arith.constant 0.0 : f32
    %init = tensor.empty() : tensor<2x8x32x32xf32>
    %acc = linalg.fill ins(%zero : f32) outs(%init : tensor<2x8x32x32xf32>) -> tensor<2x8x32x32xf32>
    %0 = linalg.conv_2d_nchw_fchw
        ins(%img, %flt : tensor<2x3x34x34xf32>, tensor<8x3x3x3xf32>)
        outs(%acc : tensor<2x8x32x32xf32>) -> tensor<2x8x32x32xf32>
    return %0 : tensor<2x8x32x32xf32>
  }
}
