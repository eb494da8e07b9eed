// Untransformed kernels through the whole NVIDIA pipeline: naive mapping,
// PTX for sm_90 with the PTX version it needs, cubins (when ptxas is
// present), kernels.json, and host code that calls the launch runtime.
// RUN: rm -rf %t && mkdir -p %t
// RUN: kgen-opt %s --kgen-lower-to-nvvm="format=isa artifacts-dir=%t/isa" -o %t/isa.mlir
// RUN: FileCheck %s --check-prefix=PTX --input-file=%t/isa/elementwise_kernel.ptx
// RUN: FileCheck %s --check-prefix=RED --input-file=%t/isa/row_sum_kernel_0.ptx
// RUN: FileCheck %s --check-prefix=MM --input-file=%t/isa/matmul_kernel_1.ptx
// RUN: FileCheck %s --check-prefix=CONV --input-file=%t/isa/conv_kernel_2.ptx
// RUN: FileCheck %s --check-prefix=JSON --input-file=%t/isa/kernels.json
// RUN: FileCheck %s --check-prefix=HOST --input-file=%t/isa.mlir
// RUN: FileCheck %s --check-prefix=LLVM --input-file=%t/isa/host.ll
// RUN: test -s %t/isa/host.o && test -s %t/isa/libhost.so

// PTX: .version 8.0
// PTX: .target sm_90
// The elementwise op moves 4 elements per thread, as 128-bit accesses.
// PTX: .visible .entry elementwise_kernel(
// PTX: ld.global.v4.{{b32|f32}}
// PTX: ld.global.v4.{{b32|f32}}
// PTX-COUNT-4: add.rn.f32
// PTX: st.global.v4.{{b32|f32}}

// The reduction loop runs inside each thread (1024 terms: below
// kgen-split-long-reductions' min-extent, so not split).
// RED: .entry row_sum_kernel(
// RED: ld.global.{{b32|f32}}
// RED: add.rn.f32
// RED: bra

// MM: .entry matmul_kernel(
// MM: mul.rn.f32
// MM: add.rn.f32

// CONV: .entry conv_kernel(
// CONV: mul.rn.f32
// CONV: add.rn.f32

// JSON: "binary_format": "isa"
// JSON: "host": {
// JSON-NEXT: "ll": "host.ll",
// JSON-NEXT: "o": "host.o",
// JSON-NEXT: "so": "libhost.so"
// JSON: "kgen_target": "#kgen.target<nvvm, \"sm_90\">"
// JSON: "launches": [
// JSON: "block": [
// JSON-NEXT: 256,
// JSON-NEXT: 1,
// JSON-NEXT: 1
// Elements / (4 per thread x 256 threads), rounded up.
// JSON: "grid": [
// JSON-NEXT: 977,
// JSON-NEXT: 1,
// JSON-NEXT: 1
// JSON: "host_function": "elementwise",
// JSON-NEXT: "kernel": "elementwise_kernel",
// JSON: "modules": [
// JSON: "ptx": "elementwise_kernel.ptx"

// Fills and reductions are separate kernels (row_sum_kernel, then
// row_sum_kernel_0). Results became out-parameters; kernels are embedded as PTX.
// The launches of a call are chained on one stream (gpu-async-region),
// synchronized once at its end.
// HOST: llvm.func @elementwise(
// HOST: %[[S:.*]] = llvm.call @mgpuStreamCreate()
// HOST-NEXT: gpu.launch_func <%[[S]] : !llvm.ptr> @elementwise_kernel::@elementwise_kernel
// HOST-NEXT: llvm.call @mgpuStreamSynchronize(%[[S]])
// HOST-NEXT: llvm.call @mgpuStreamDestroy(%[[S]])
// HOST: gpu.binary @elementwise_kernel [#gpu.object<#nvvm.target<O = 3, chip = "sm_90", features = "+ptx80">, {{.*}}assembly = "

// LLVM: define void @elementwise(
// LLVM: call ptr @mgpuModuleGetFunction(
// LLVM: call void @mgpuLaunchKernel(ptr %{{.*}}, i64 977, i64 1, i64 1, i64 256, i64 1, i64 1, i32 0,
// LLVM: call void @mgpuStreamSynchronize(
// Modules are loaded once, by a global constructor; PTX is JIT-compiled
// by the driver.
// LLVM: call ptr @mgpuModuleLoadJIT(ptr @elementwise_kernel_binary, i32 3)

// With ptxas, the default format embeds cubins (ELF) and writes them.
// RUN: %if ptxas %{ kgen-opt %s --kgen-lower-to-nvvm="artifacts-dir=%t/bin" -o %t/bin.mlir %}
// RUN: %if ptxas %{ FileCheck %s --check-prefix=CUBIN --input-file=%t/bin.mlir %}
// RUN: %if ptxas %{ test -s %t/bin/matmul_kernel_1.cubin %}
// CUBIN: gpu.binary @elementwise_kernel [#gpu.object<#nvvm.target<O = 3, chip = "sm_90", features = "+ptx80">, {{.*}}bin = "\7FELF

module attributes {kgen.target = #kgen.target<nvvm, "sm_90">} {
  func.func @elementwise(%a: tensor<1000x1000xf32>, %b: tensor<1000x1000xf32>) -> tensor<1000x1000xf32> {
    %init = tensor.empty() : tensor<1000x1000xf32>
    %0 = linalg.add ins(%a, %b : tensor<1000x1000xf32>, tensor<1000x1000xf32>)
                    outs(%init : tensor<1000x1000xf32>) -> tensor<1000x1000xf32>
    return %0 : tensor<1000x1000xf32>
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

  func.func @matmul(%a: tensor<128x64xf32>, %b: tensor<64x96xf32>) -> tensor<128x96xf32> {
    %zero = arith.constant 0.0 : f32
    %init = tensor.empty() : tensor<128x96xf32>
    %acc = linalg.fill ins(%zero : f32) outs(%init : tensor<128x96xf32>) -> tensor<128x96xf32>
    %0 = linalg.matmul ins(%a, %b : tensor<128x64xf32>, tensor<64x96xf32>)
                       outs(%acc : tensor<128x96xf32>) -> tensor<128x96xf32>
    return %0 : tensor<128x96xf32>
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
