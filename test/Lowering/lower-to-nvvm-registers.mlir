// ptxas reports each kernel's registers; kernels.json records them, and a
// launch whose block would need more registers than the chip has per block
// is an error at the launch (the module's target claims only 1024 per block;
// with chip=sm_80 the table's 65536 apply).
// REQUIRES: ptxas
// RUN: rm -rf %t && kgen-opt %s --kgen-lower-to-nvvm="chip=sm_80 artifacts-dir=%t" -o /dev/null
// RUN: FileCheck %s --check-prefix=JSON --input-file=%t/kernels.json
// RUN: not kgen-opt %s --kgen-lower-to-nvvm -o /dev/null 2>&1 | FileCheck %s

// JSON: "registers_per_thread": {
// JSON-NEXT: "scale_kernel": {{[0-9]+}}
// CHECK: error: kernel 'scale_kernel' uses {{[0-9]+}} registers per thread; a block of 256 threads needs {{[0-9]+}}, more than the 1024 registers per block of sm_90

module attributes {kgen.target = #kgen.target<nvvm, "sm_90", registers_per_block = 1024>} {
  func.func @scale(%a: tensor<4096xf32>) -> tensor<4096xf32> {
    %init = tensor.empty() : tensor<4096xf32>
    %0 = linalg.add ins(%a, %a : tensor<4096xf32>, tensor<4096xf32>)
                    outs(%init : tensor<4096xf32>) -> tensor<4096xf32>
    return %0 : tensor<4096xf32>
  }
}
