// RUN: kgen-opt %s | FileCheck %s
// RUN: kgen-opt %s | kgen-opt | FileCheck %s
// RUN: kgen-opt %s -mlir-print-op-generic | kgen-opt | FileCheck %s

// Every chip of the table, printed in the short form.
// CHECK-LABEL: func.func @known_chips()
// CHECK-SAME: a = #kgen.target<nvvm, "sm_80">
// CHECK-SAME: b = #kgen.target<nvvm, "sm_90">
// CHECK-SAME: c = #kgen.target<nvvm, "sm_90a">
// CHECK-SAME: d = #kgen.target<rocdl, "gfx90a">
// CHECK-SAME: e = #kgen.target<rocdl, "gfx942">
// CHECK-SAME: f = #kgen.target<host, "host">
func.func @known_chips() attributes {
    a = #kgen.target<nvvm, "sm_80">, b = #kgen.target<nvvm, "sm_90">,
    c = #kgen.target<nvvm, "sm_90a">, d = #kgen.target<rocdl, "gfx90a">,
    e = #kgen.target<rocdl, "gfx942">, f = #kgen.target<host, "host">} {
  return
}

// Overrides print in table order; an override equal to the table's value
// disappears.
// CHECK-LABEL: func.func @overrides()
// CHECK-SAME: a = #kgen.target<nvvm, "sm_90", features = "+ptx80", l2_cache_bytes = 62914560, peak_bandwidth_gbps = 4800>
// CHECK-SAME: b = #kgen.target<nvvm, "sm_90">
// CHECK-SAME: c = #kgen.target<host, "host", max_threads_per_block = 8, compute_units = 2, peak_bandwidth_gbps = 25, peak_gflops_fp64 = 40, peak_gflops_fp32 = 80, peak_gflops_tf32 = 1, peak_gflops_bf16 = 2, peak_gflops_fp16 = 3>
// CHECK-SAME: d = #kgen.target<rocdl, "gfx942", max_shared_memory_per_block = 1, registers_per_block = 2, max_registers_per_thread = 3>
func.func @overrides() attributes {
    a = #kgen.target<nvvm, "sm_90", peak_bandwidth_gbps = 4800,
                     compute_units = 132, features = "+ptx80",
                     l2_cache_bytes = 62914560>,
    b = #kgen.target<nvvm, "sm_90", compute_units = 132>,
    c = #kgen.target<host, "host", peak_gflops_fp16 = 3, peak_gflops_bf16 = 2,
                     peak_gflops_tf32 = 1, peak_gflops_fp32 = 80,
                     peak_gflops_fp64 = 40, peak_bandwidth_gbps = 25,
                     compute_units = 2, max_threads_per_block = 8>,
    d = #kgen.target<rocdl, "gfx942", max_registers_per_thread = 3,
                     registers_per_block = 2,
                     max_shared_memory_per_block = 1>} {
  return
}

// The emulation of a policy: printed only when it is not the default.
// CHECK-LABEL: func.func @emulation()
// CHECK-SAME: a = #kgen.precision<strict, emulation = none>
// CHECK-SAME: b = #kgen.precision<tf32>
func.func @emulation() attributes {
    a = #kgen.precision<strict, emulation = none>,
    b = #kgen.precision<tf32, emulation = allowed>} {
  return
}

// CHECK-LABEL: func.func @enums()
// CHECK-SAME: a = #kgen.precision<strict>
// CHECK-SAME: b = #kgen.precision<tf32>
// CHECK-SAME: c = #kgen.precision<bf16>
// CHECK-SAME: d = #kgen.op_class<elementwise>
// CHECK-SAME: e = #kgen.op_class<reduction>
// CHECK-SAME: f = #kgen.op_class<contraction>
// CHECK-SAME: g = #kgen.op_class<convolution>
// CHECK-SAME: h = #kgen.op_class<pooling>
func.func @enums() attributes {
    a = #kgen.precision<strict>, b = #kgen.precision<tf32>,
    c = #kgen.precision<bf16>, d = #kgen.op_class<elementwise>,
    e = #kgen.op_class<reduction>, f = #kgen.op_class<contraction>,
    g = #kgen.op_class<convolution>, h = #kgen.op_class<pooling>} {
  return
}

// The discardable attributes the dialect owns.
// CHECK-LABEL: module @named attributes
// CHECK-SAME: kgen.precision = #kgen.precision<tf32>
// CHECK-SAME: kgen.target = #kgen.target<nvvm, "sm_90a">
module @named attributes {kgen.target = #kgen.target<nvvm, "sm_90a">,
                          kgen.precision = #kgen.precision<tf32>} {
  // CHECK: linalg.fill {kgen.op_class = #kgen.op_class<elementwise>}
  func.func @f(%t: tensor<4xf32>, %c: f32) -> tensor<4xf32> {
    %0 = linalg.fill {kgen.op_class = #kgen.op_class<elementwise>}
        ins(%c : f32) outs(%t : tensor<4xf32>) -> tensor<4xf32>
    return %0 : tensor<4xf32>
  }
}

// Partitioning's attributes: a fusion group on an op, the kernel marker on
// an outlined function.
// CHECK-LABEL: func.func private @k(
// CHECK-SAME: attributes {kgen.kernel}
// CHECK: linalg.fill {kgen.fusion_group = 3 : i64}
func.func private @k(%t: tensor<4xf32>, %c: f32) -> tensor<4xf32>
    attributes {kgen.kernel} {
  %0 = linalg.fill {kgen.fusion_group = 3 : i64}
      ins(%c : f32) outs(%t : tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// kgen.name: the ONNX value name on function arguments and results.
// CHECK-LABEL: func.func @value_names(%{{.*}}: f32 {kgen.name = "x"}) -> (f32 {kgen.name = "y"})
func.func @value_names(%a: f32 {kgen.name = "x"}) -> (f32 {kgen.name = "y"}) {
  return %a : f32
}
