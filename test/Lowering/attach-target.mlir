// RUN: kgen-opt %s --split-input-file --kgen-attach-target --verify-diagnostics | FileCheck %s

// CHECK-LABEL: module @nvvm
// CHECK: gpu.module @k [#nvvm.target<O = 3, chip = "sm_90", features = "+ptx80">]
module @nvvm attributes {kgen.target = #kgen.target<nvvm, "sm_90">} {
  gpu.module @k {
  }
}

// -----

// Features of the kgen target win over the default PTX version; modules
// that have a target keep it.
// CHECK-LABEL: module @features
// CHECK: gpu.module @a [#nvvm.target<O = 3, chip = "sm_80", features = "+ptx84">]
// CHECK: gpu.module @b [#nvvm.target<chip = "sm_75">]
module @features attributes {kgen.target = #kgen.target<nvvm, "sm_80", features = "+ptx84">} {
  gpu.module @a {
  }
  gpu.module @b [#nvvm.target<chip = "sm_75">] {
  }
}

// -----

// CHECK-LABEL: module @rocdl
// CHECK: gpu.module @k [#rocdl.target<O = 3, chip = "gfx942">]
module @rocdl attributes {kgen.target = #kgen.target<rocdl, "gfx942">} {
  gpu.module @k {
  }
}

// -----

// expected-error @below {{kgen-attach-target: the host target 'host' has no GPU modules to compile; use kgen-lower-to-host}}
module @host attributes {kgen.target = #kgen.target<host, "host">} {
}
