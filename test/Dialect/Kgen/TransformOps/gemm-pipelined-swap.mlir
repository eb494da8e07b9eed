// RUN: kgen-opt %s --transform-interpreter --split-input-file --verify-diagnostics | FileCheck %s

// transform.kgen.gemm_pipelined with `swap` "on": B is the input whose
// indices do not use the result's innermost loop, N every loop of B alone
// in the result's order. An NCHW convolution's 32 filters are then N and
// its 2 x 32 x 32 output pixels M (the images too): the automatic tiles
// are 64 x 32 of one warpgroup (the 32-column warpgroup tiles, where no
// wider one fits N), the input's gathered window is the A tile (64 rows x
// 32 of K), the filter the B tile (32 x 32), and the result, contiguous
// along M, is written by scalar stores (16 per thread), not vectors.
// CHECK-LABEL: func.func @conv_swapped
// CHECK: gpu.launch blocks({{.*}}) in ({{%.*}} = %c32, {{%.*}} = %c1{{.*}}, {{%.*}} = %c1{{.*}}) threads({{.*}}) in ({{%.*}} = %c128,
// CHECK: nvgpu.device_async_copy %arg0[{{.*}}], %{{.*}}[{{.*}}], 1, %{{.*}} : memref<2x8x34x34xf32> to memref<3x64x32xf32, #gpu.address_space<workgroup>>
// CHECK: nvgpu.device_async_copy %arg1[{{.*}}], %{{.*}}[{{.*}}], 1, %{{.*}} : memref<32x8x3x3xf32> to memref<3x32x32xf32, #gpu.address_space<workgroup>>
// CHECK-NOT: vector.store {{.*}}%arg2
// CHECK-COUNT-16: memref.store {{.*}}, %arg2[{{.*}}] : memref<2x32x32x32xf32>
// CHECK-NOT: memref.store {{.*}}, %arg2
// CHECK: kgen.gemm_config = array<i64: 64, 32, 32, 64, 32, 3, 8, 1>, kgen.gemm_math = "3xtf32-wgmma"
module attributes {transform.with_named_sequence, kgen.target = #kgen.target<nvvm, "sm_90a">} {
  func.func @conv_swapped(%i: memref<2x8x34x34xf32>, %f: memref<32x8x3x3xf32>, %o: memref<2x32x32x32xf32>) {
    linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%i, %f : memref<2x8x34x34xf32>, memref<32x8x3x3xf32>) outs(%o : memref<2x32x32x32xf32>)
    return
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %mm = transform.structured.match ops{["linalg.conv_2d_nchw_fchw"]} in %root : (!transform.any_op) -> !transform.any_op
    %auto = transform.param.constant 0 : i64 -> !transform.param<i64>
    %swap = transform.param.constant "on" -> !transform.any_param
    %l = transform.kgen.gemm_pipelined %mm tile = [%auto, %auto, %auto] thread = [%auto, %auto] stages = %auto group_m = %auto swap = %swap
        : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>,
           !transform.param<i64>, !transform.param<i64>, !transform.any_param) -> !transform.any_op
    transform.yield
  }
}

// -----

// A matmul of 32 rows swapped: its 4096 columns are M, its 32 rows N; the
// A tile comes from the right-hand operand (64 of its columns x 32 of K,
// transposed on the way: 4-byte copies), the B tile from the left-hand one.
// "off" (and "auto") keep the roles: 32 rows are M, padded to 64.
// CHECK-LABEL: func.func @matmul_swapped
// CHECK: nvgpu.device_async_copy %arg1[{{.*}}], %{{.*}}[{{.*}}], 1 : memref<256x4096xf32> to memref<3x64x32xf32, #gpu.address_space<workgroup>>
// CHECK: kgen.gemm_config = array<i64: 64, 32, 32, 64, 32, 3, 8, 1>, kgen.gemm_math = "3xtf32-wgmma"
// CHECK-LABEL: func.func @matmul_as_is
// CHECK: kgen.gemm_config = array<i64: 64, 128, 32, 64, 128, 3, 8, 1>, kgen.gemm_math = "3xtf32-wgmma"
module attributes {transform.with_named_sequence, kgen.target = #kgen.target<nvvm, "sm_90a">} {
  func.func @matmul_swapped(%a: memref<32x256xf32>, %b: memref<256x4096xf32>, %c: memref<32x4096xf32>) {
    linalg.matmul ins(%a, %b : memref<32x256xf32>, memref<256x4096xf32>) outs(%c : memref<32x4096xf32>)
    return
  }
  func.func @matmul_as_is(%a: memref<32x256xf32>, %b: memref<256x4096xf32>, %c: memref<32x4096xf32>) {
    linalg.matmul ins(%a, %b : memref<32x256xf32>, memref<256x4096xf32>) outs(%c : memref<32x4096xf32>)
    return
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %mm = transform.structured.match ops{["linalg.matmul"]} in %root : (!transform.any_op) -> !transform.any_op
    %m1, %m2 = transform.split_handle %mm : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %auto = transform.param.constant 0 : i64 -> !transform.param<i64>
    %on = transform.param.constant "on" -> !transform.any_param
    %off = transform.param.constant "off" -> !transform.any_param
    %l1 = transform.kgen.gemm_pipelined %m1 tile = [%auto, %auto, %auto] thread = [%auto, %auto] stages = %auto group_m = %auto swap = %on
        : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>,
           !transform.param<i64>, !transform.param<i64>, !transform.any_param) -> !transform.any_op
    %l2 = transform.kgen.gemm_pipelined %m2 tile = [%auto, %auto, %auto] thread = [%auto, %auto] stages = %auto group_m = %auto swap = %off
        : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>,
           !transform.param<i64>, !transform.param<i64>, !transform.any_param) -> !transform.any_op
    transform.yield
  }
}

// -----

// A matrix-vector product has no loop of the other input alone to make N.
module attributes {transform.with_named_sequence, kgen.target = #kgen.target<nvvm, "sm_90a">} {
  func.func @matvec(%a: memref<256x256xf32>, %x: memref<256xf32>, %y: memref<256xf32>) {
    // expected-note @below {{target op}}
    linalg.matvec ins(%a, %x : memref<256x256xf32>, memref<256xf32>) outs(%y : memref<256xf32>)
    return
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %mm = transform.structured.match ops{["linalg.matvec"]} in %root : (!transform.any_op) -> !transform.any_op
    %auto = transform.param.constant 0 : i64 -> !transform.param<i64>
    %on = transform.param.constant "on" -> !transform.any_param
    // expected-error @below {{target has no N dimension to swap in (a parallel loop of the other input only)}}
    %l = transform.kgen.gemm_pipelined %mm tile = [%auto, %auto, %auto] thread = [%auto, %auto] stages = %auto group_m = %auto swap = %on
        : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>,
           !transform.param<i64>, !transform.param<i64>, !transform.any_param) -> !transform.any_op
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence, kgen.target = #kgen.target<nvvm, "sm_90a">} {
  func.func @bad_swap(%a: memref<256x256xf32>, %b: memref<256x256xf32>, %c: memref<256x256xf32>) {
    linalg.matmul ins(%a, %b : memref<256x256xf32>, memref<256x256xf32>) outs(%c : memref<256x256xf32>)
    return
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %mm = transform.structured.match ops{["linalg.matmul"]} in %root : (!transform.any_op) -> !transform.any_op
    %auto = transform.param.constant 0 : i64 -> !transform.param<i64>
    %swap = transform.param.constant "sideways" -> !transform.any_param
    // expected-error @below {{expects swap to be one string parameter: "auto", "off" or "on"}}
    %l = transform.kgen.gemm_pipelined %mm tile = [%auto, %auto, %auto] thread = [%auto, %auto] stages = %auto group_m = %auto swap = %swap
        : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>,
           !transform.param<i64>, !transform.param<i64>, !transform.any_param) -> !transform.any_op
    transform.yield
  }
}
