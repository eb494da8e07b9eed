// A kernel whose bufferization needs a device temporary and a copy: the
// host code allocates, copies and frees through the GPU runtime.
// RUN: rm -rf %t && kgen-opt %s --kgen-lower-to-nvvm="format=isa artifacts-dir=%t" -o %t.mlir
// RUN: FileCheck %s --input-file=%t/host.ll

// CHECK: define void @half_clamp(
// CHECK: call ptr @mgpuMemAlloc(
// CHECK: call void @mgpuLaunchKernel(
// CHECK: call void @mgpuMemFree(

module attributes {kgen.target = #kgen.target<nvvm, "sm_90">} {
  func.func @half_clamp(%a: tensor<64x100xf32>) -> tensor<64x100xf32> {
    %one = arith.constant 1.0 : f32
    %mone = arith.constant -1.0 : f32
    %init = tensor.empty() : tensor<64x100xf32>
    %half = tensor.extract_slice %a[0, 0] [32, 100] [1, 1] : tensor<64x100xf32> to tensor<32x100xf32>
    %hinit = tensor.empty() : tensor<32x100xf32>
    %c = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>],
                         iterator_types = ["parallel", "parallel"]}
        ins(%half : tensor<32x100xf32>) outs(%hinit : tensor<32x100xf32>) {
      ^bb0(%x: f32, %o: f32):
        %l = arith.maximumf %x, %mone : f32
        %r = arith.minimumf %l, %one : f32
        linalg.yield %r : f32
    } -> tensor<32x100xf32>
    %0 = tensor.insert_slice %c into %init[0, 0] [32, 100] [1, 1] : tensor<32x100xf32> into tensor<64x100xf32>
    return %0 : tensor<64x100xf32>
  }
}
