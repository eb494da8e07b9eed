// The host does not wait between kernels: a 1-D sum long enough to be
// split into partials (kgen-split-long-reductions: two temporaries; the
// kernels of the mask, the partials and their combine, and the result's
// fill) allocates its static temporaries at the start, chains the
// allocations, the launches and the frees on one stream (gpu-async-region)
// and waits once, after them.
// RUN: rm -rf %t && kgen-opt %s --kgen-lower-to-nvvm="chip=sm_90 artifacts-dir=%t" -o %t.mlir
// RUN: FileCheck %s --input-file=%t.mlir

// CHECK-LABEL: llvm.func @count_valid(
// CHECK-NOT: llvm.call @mgpuStreamSynchronize(
// CHECK: %[[S:.*]] = llvm.call @mgpuStreamCreate()
// CHECK-NOT: llvm.call @mgpuStreamSynchronize(
// CHECK: llvm.call @mgpuMemAlloc({{.*}}, %[[S]],
// CHECK-NOT: llvm.call @mgpuStreamSynchronize(
// CHECK: llvm.call @mgpuMemAlloc({{.*}}, %[[S]],
// CHECK-NOT: llvm.call @mgpuStreamSynchronize(
// CHECK-COUNT-4: gpu.launch_func <%[[S]] : !llvm.ptr>
// CHECK-NEXT: llvm.call @mgpuMemFree({{.*}}, %[[S]])
// CHECK-NEXT: llvm.call @mgpuMemFree({{.*}}, %[[S]])
// CHECK-NEXT: llvm.call @mgpuStreamSynchronize(%[[S]])
// CHECK-NEXT: llvm.call @mgpuStreamDestroy(%[[S]])
// CHECK-NOT: llvm.call @mgpu
// CHECK: llvm.return
func.func @count_valid(%labels: tensor<32768xi64>) -> tensor<f32> {
  %e = tensor.empty() : tensor<32768xf32>
  %m = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%labels : tensor<32768xi64>) outs(%e : tensor<32768xf32>) {
  ^bb0(%l: i64, %o: f32):
    %ignore = arith.constant -100 : i64
    %valid = arith.cmpi ne, %l, %ignore : i64
    %one = arith.constant 1.0 : f32
    %zero = arith.constant 0.0 : f32
    %v = arith.select %valid, %one, %zero : f32
    linalg.yield %v : f32
  } -> tensor<32768xf32>
  %z = arith.constant 0.0 : f32
  %s0 = tensor.empty() : tensor<f32>
  %s1 = linalg.fill ins(%z : f32) outs(%s0 : tensor<f32>) -> tensor<f32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>], iterator_types = ["reduction"]}
      ins(%m : tensor<32768xf32>) outs(%s1 : tensor<f32>) {
  ^bb0(%x: f32, %acc: f32):
    %a = arith.addf %x, %acc : f32
    linalg.yield %a : f32
  } -> tensor<f32>
  return %r : tensor<f32>
}
