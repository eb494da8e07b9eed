// The chip option works on modules that use nothing of the kgen dialect.
// RUN: kgen-opt %s --kgen-verify-gpu-launches=chip=sm_90 --kgen-attach-target=chip=sm_90 | FileCheck %s
// CHECK: gpu.module @k [#nvvm.target<O = 3, chip = "sm_90", features = "+ptx80">]
module {
  gpu.module @k {
  }
}
