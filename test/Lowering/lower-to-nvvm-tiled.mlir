// Kernels a strategy already mapped to the GPU go through the same
// pipeline: vector accesses become 128-bit loads and stores.
// RUN: rm -rf %t && mkdir -p %t
// RUN: kgen-opt %s \
// RUN:   --transform-preload-library=transform-library-paths=%S/Inputs/vectorize-elementwise.mlir \
// RUN:   --transform-interpreter -o %t/mapped.mlir
// RUN: kgen-opt %t/mapped.mlir --kgen-lower-to-nvvm="format=isa artifacts-dir=%t/art" -o /dev/null
// RUN: FileCheck %s --check-prefix=VEC --input-file=%t/art/scale_kernel.ptx
// RUN: FileCheck %s --check-prefix=VEC-JSON --input-file=%t/art/kernels.json

// VEC: .entry scale_kernel(
// VEC: ld.global.v4.{{b32|f32}}
// VEC: ld.global.v4.{{b32|f32}}
// VEC: add.rn.f32
// VEC: st.global.v4.{{b32|f32}}
// VEC-JSON: "block": [
// VEC-JSON-NEXT: 128,
// VEC-JSON-NEXT: 4,
// VEC-JSON-NEXT: 1
// VEC-JSON: "grid": [
// VEC-JSON-NEXT: 2,
// VEC-JSON-NEXT: 256,
// VEC-JSON-NEXT: 1

module attributes {kgen.target = #kgen.target<nvvm, "sm_90">} {
  func.func @scale(%a: tensor<1024x1024xf32>, %b: tensor<1024x1024xf32>) -> tensor<1024x1024xf32> {
    %init = tensor.empty() : tensor<1024x1024xf32>
    %0 = linalg.add ins(%a, %b : tensor<1024x1024xf32>, tensor<1024x1024xf32>)
                    outs(%init : tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
    return %0 : tensor<1024x1024xf32>
  }
}

