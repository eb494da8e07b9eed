// Errors of the NVIDIA pipeline: each names the input and the problem.
// RUN: not kgen-opt %s --kgen-lower-to-nvvm="toolkit=%t.no-such-cuda" 2>&1 | FileCheck %s --check-prefix=TOOLKIT
// RUN: not kgen-opt %s --kgen-lower-to-nvvm="chip=sm_99" 2>&1 | FileCheck %s --check-prefix=CHIP
// RUN: not kgen-opt %s --kgen-lower-to-nvvm="format=elf" 2>&1 | FileCheck %s --check-prefix=FORMAT
// RUN: not kgen-opt %s --kgen-lower-to-nvvm="threads-per-block=0" 2>&1 | FileCheck %s --check-prefix=THREADS
// $CUDA_PATH or $CUDA_HOME naming no directory: an error naming it, not a
// silent fall-back to /usr/local/cuda.
// RUN: env CUDA_PATH=%t.no-such-cuda not kgen-opt %s --kgen-lower-to-nvvm 2>&1 | FileCheck %s --check-prefix=ENV-PATH
// RUN: env -u CUDA_PATH CUDA_HOME=%s not kgen-opt %s --kgen-lower-to-nvvm 2>&1 | FileCheck %s --check-prefix=ENV-HOME

// TOOLKIT: error: kgen-serialize-gpu-binaries: the CUDA toolkit is needed to assemble PTX into a cubin: cannot find 'ptxas' (looked in {{.*}}no-such-cuda/bin); set the toolkit option or $CUDA_PATH
// CHIP: kgen-verify-gpu-launches: unknown chip 'sm_99'
// FORMAT: kgen-lower-to-nvvm: format must be 'bin' or 'isa', got 'elf'
// THREADS: kgen-lower-to-nvvm: threads-per-block must be positive
// ENV-PATH: error: kgen-serialize-gpu-binaries: $CUDA_PATH is '{{.*}}no-such-cuda', which is not a directory
// ENV-HOME: error: kgen-serialize-gpu-binaries: $CUDA_HOME is '{{.*}}lower-to-nvvm-invalid.mlir', which is not a directory

module attributes {kgen.target = #kgen.target<nvvm, "sm_90">} {
  func.func @scale(%a: tensor<64xf32>) -> tensor<64xf32> {
    %init = tensor.empty() : tensor<64xf32>
    %0 = linalg.add ins(%a, %a : tensor<64xf32>, tensor<64xf32>)
                    outs(%init : tensor<64xf32>) -> tensor<64xf32>
    return %0 : tensor<64xf32>
  }
}
