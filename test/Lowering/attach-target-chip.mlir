// RUN: kgen-opt %s --kgen-attach-target="chip=gfx90a O=1" | FileCheck %s
// RUN: not kgen-opt %s --kgen-attach-target="chip=gfx1200" 2>&1 | FileCheck %s --check-prefix=UNKNOWN

// The chip option wins over the module's target, backend included.
// CHECK: gpu.module @k [#rocdl.target<O = 1, chip = "gfx90a">]
// UNKNOWN: kgen-attach-target: unknown chip 'gfx1200' (known chips: sm_80, sm_90, sm_90a, gfx90a, gfx942, host)
module attributes {kgen.target = #kgen.target<nvvm, "sm_90">} {
  gpu.module @k {
  }
}
