// RUN: kgen-opt --version | FileCheck %s --check-prefix=VERSION
// RUN: kgen-opt --help | FileCheck %s --check-prefix=HELP
// RUN: kgen-opt %s | kgen-opt | FileCheck %s

// VERSION: LLVM version 22.
// VERSION: kgen version {{[0-9]+\.[0-9]+\.[0-9]+}} (built with LLVM/MLIR 22.

// HELP: --kgen-annotate-op-class
// HELP-SAME: Attaches its kgen op class

// kgen-opt knows the upstream dialects a kernel compiler needs, and the
// transform extensions its strategies use (tune knobs and alternatives).
// CHECK-LABEL: module attributes {transform.with_named_sequence}
module attributes {transform.with_named_sequence} {
  // CHECK: transform.tune.knob<"tile_m"> = 32 : i64 from options = [16, 32, 64]
  transform.named_sequence @strategy(%op: !transform.any_op {transform.readonly}) {
    %t = transform.tune.knob<"tile_m"> = 32 : i64 from options = [16, 32, 64]
        -> !transform.param<i64>
    transform.yield
  }
  // CHECK: gpu.module @kernels
  // CHECK: nvvm.read.ptx.sreg.tid.x
  // CHECK: rocdl.workitem.id.x
  gpu.module @kernels {
    gpu.func @k(%m: memref<4xf32>) kernel {
      %t = nvvm.read.ptx.sreg.tid.x : i32
      %r = rocdl.workitem.id.x : i32
      gpu.return
    }
  }
}
