// A matmul on tensors through the tensor-core strategy (tiling, bufferizing,
// mapping to blocks of one warp, transform.kgen.use_tensor_cores) lowers to
// TF32 mma.sync PTX that ptxas assembles for sm_90.
// REQUIRES: ptxas
// RUN: rm -rf %t && mkdir -p %t
// RUN: kgen-opt %s --transform-preload-library=transform-library-paths=%S/Inputs/use-tensor-cores-strategy.mlir \
// RUN:   --transform-interpreter -o %t/mapped.mlir
// RUN: FileCheck %s --check-prefix=IR --input-file=%t/mapped.mlir
// RUN: kgen-opt %t/mapped.mlir --kgen-lower-to-nvvm="format=isa artifacts-dir=%t/isa" -o /dev/null
// RUN: FileCheck %s --input-file=%t/isa/tc_kernel_0.ptx
// RUN: kgen-opt %t/mapped.mlir --kgen-lower-to-nvvm="artifacts-dir=%t/bin" -o /dev/null
// RUN: ls %t/bin/tc_kernel_0.cubin

// IR: gpu.launch
// IR: gpu.lane_id
// IR: nvgpu.mma.sync({{.*}}) {mmaShape = [16, 8, 8], tf32Enabled}
// IR-NOT: linalg.matmul ins

// CHECK: .target sm_90
// CHECK: mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32

module attributes {kgen.precision = #kgen.precision<tf32>, kgen.target = #kgen.target<nvvm, "sm_90">} {
  func.func @tc(%a: tensor<64x48xf32>, %b: tensor<48x32xf32>) -> tensor<64x32xf32> {
    %zero = arith.constant 0.0 : f32
    %e = tensor.empty() : tensor<64x32xf32>
    %c = linalg.fill ins(%zero : f32) outs(%e : tensor<64x32xf32>) -> tensor<64x32xf32>
    %r = linalg.matmul ins(%a, %b : tensor<64x48xf32>, tensor<48x32xf32>) outs(%c : tensor<64x32xf32>) -> tensor<64x32xf32>
    return %r : tensor<64x32xf32>
  }
}
