// RUN: not kgen-opt %s --kgen-verify-gpu-launches=chip=sm_99 2>&1 | FileCheck %s
// RUN: kgen-opt %s --kgen-verify-gpu-launches=chip=sm_80

// The chip option overrides the module's target.
// CHECK: kgen-verify-gpu-launches: unknown chip 'sm_99' (known chips: sm_80, sm_90, sm_90a, gfx90a, gfx942, host)
module attributes {kgen.target = #kgen.target<nvvm, "sm_90">} {
}
