// A module of several kernels (what kgen-partition makes: @main calling one
// private function per kernel) waits once per call: the kernels' host code
// is inlined into @main, so that its launches, allocations and frees are
// chained on one stream (gpu-async-region) with one synchronization at the
// end. Before, each call boundary synchronized: a module of N kernels
// waited N + 1 times, the GPU idle while the host caught up.
// RUN: rm -rf %t && kgen-opt %s --kgen-lower-to-nvvm="chip=sm_90 artifacts-dir=%t" -o %t.mlir
// RUN: FileCheck %s --input-file=%t.mlir

// CHECK-LABEL: llvm.func @main(
// CHECK-NOT: llvm.call @mgpuStreamSynchronize(
// CHECK-NOT: llvm.call @main_k
// CHECK: %[[S:.*]] = llvm.call @mgpuStreamCreate()
// CHECK-NOT: llvm.call @mgpuStreamSynchronize(
// CHECK: llvm.call @mgpuMemAlloc({{.*}}, %[[S]],
// CHECK-NOT: llvm.call @mgpuStreamSynchronize(
// CHECK: gpu.launch_func <%[[S]] : !llvm.ptr> @main_k0_kernel::
// CHECK-NOT: llvm.call @mgpuStreamSynchronize(
// CHECK: gpu.launch_func <%[[S]] : !llvm.ptr> @main_k1_kernel::
// CHECK-NEXT: llvm.call @mgpuMemFree({{.*}}, %[[S]])
// CHECK-NEXT: llvm.call @mgpuStreamSynchronize(%[[S]])
// CHECK-NEXT: llvm.call @mgpuStreamDestroy(%[[S]])
// CHECK-NOT: llvm.call @mgpu
// CHECK: llvm.return
// The kernels' host functions are gone; their device code stays.
// CHECK-NOT: llvm.func @main_k0(
// CHECK-NOT: llvm.func @main_k1(
#id = affine_map<(d0) -> (d0)>
func.func @main(%x: tensor<4096xf32>) -> tensor<4096xf32> {
  %a = call @main_k0(%x) : (tensor<4096xf32>) -> tensor<4096xf32>
  %b = call @main_k1(%a, %x) : (tensor<4096xf32>, tensor<4096xf32>) -> tensor<4096xf32>
  return %b : tensor<4096xf32>
}
func.func private @main_k0(%x: tensor<4096xf32>) -> tensor<4096xf32> attributes {kgen.kernel} {
  %e = tensor.empty() : tensor<4096xf32>
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%x : tensor<4096xf32>) outs(%e : tensor<4096xf32>) {
  ^bb0(%v: f32, %o: f32):
    %s = math.exp %v : f32
    linalg.yield %s : f32
  } -> tensor<4096xf32>
  return %r : tensor<4096xf32>
}
func.func private @main_k1(%a: tensor<4096xf32>, %x: tensor<4096xf32>) -> tensor<4096xf32> attributes {kgen.kernel} {
  %e = tensor.empty() : tensor<4096xf32>
  %r = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]}
      ins(%a, %x : tensor<4096xf32>, tensor<4096xf32>) outs(%e : tensor<4096xf32>) {
  ^bb0(%v: f32, %w: f32, %o: f32):
    %s = arith.mulf %v, %w : f32
    linalg.yield %s : f32
  } -> tensor<4096xf32>
  return %r : tensor<4096xf32>
}
