// RUN: kgen-opt %s -split-input-file -verify-diagnostics

// expected-error @+1 {{unknown backend 'cuda' (expected nvvm, rocdl or host)}}
func.func @f() attributes {t = #kgen.target<cuda, "sm_90">} { return }

// -----

// expected-error @+1 {{unknown chip 'sm_99' (known chips: sm_80, sm_90, sm_90a, gfx90a, gfx942, host)}}
func.func @f() attributes {t = #kgen.target<nvvm, "sm_99">} { return }

// -----

// expected-error @+1 {{chip 'gfx942' belongs to backend 'rocdl', not 'nvvm'}}
func.func @f() attributes {t = #kgen.target<nvvm, "gfx942">} { return }

// -----

// expected-error @+1 {{unknown field 'sm_count' in #kgen.target (expected features, max_threads_per_block, max_shared_memory_per_block, registers_per_block, max_registers_per_thread, compute_units, l2_cache_bytes, peak_bandwidth_gbps, peak_gflops_fp64, peak_gflops_fp32, peak_gflops_tf32, peak_gflops_bf16, peak_gflops_fp16)}}
func.func @f() attributes {t = #kgen.target<nvvm, "sm_90", sm_count = 1>} { return }

// -----

// expected-error @+1 {{field 'compute_units' is given twice}}
func.func @f() attributes {t = #kgen.target<nvvm, "sm_90", compute_units = 1, compute_units = 2>} { return }

// -----

// expected-error @+1 {{max_threads_per_block must be positive}}
func.func @f() attributes {t = #kgen.target<nvvm, "sm_90", max_threads_per_block = 0>} { return }

// -----

// A negative limit is refused, not wrapped around.
// expected-error @+1 {{field 'max_threads_per_block' must be a non-negative integer}}
func.func @f() attributes {t = #kgen.target<nvvm, "sm_90", max_threads_per_block = -5>} { return }

// -----

// expected-error @+1 {{compute_units must be positive}}
func.func @f() attributes {t = #kgen.target<rocdl, "gfx90a", compute_units = 0>} { return }

// -----

// expected-error @+1 {{peak_bandwidth_gbps must be positive}}
func.func @f() attributes {t = #kgen.target<host, "host", peak_bandwidth_gbps = 0>} { return }

// -----

// expected-error @+1 {{peak_gflops_fp32 must be positive}}
func.func @f() attributes {t = #kgen.target<host, "host", peak_gflops_fp32 = 0>} { return }

// -----

// expected-error @+1 {{max_shared_memory_per_block must be positive for a nvvm target}}
func.func @f() attributes {t = #kgen.target<nvvm, "sm_80", max_shared_memory_per_block = 0>} { return }

// -----

// expected-error @+1 {{expected integer value}}
func.func @f() attributes {t = #kgen.target<nvvm, "sm_90", compute_units = "many">} { return }

// -----

// expected-error @+1 {{expected string}}
func.func @f() attributes {t = #kgen.target<nvvm, sm_90>} { return }

// -----

// expected-error @+2 {{expected ::mlir::kgen::Precision to be one of: strict, tf32, bf16}}
// expected-error @+1 {{failed to parse Kgen_PrecisionAttr parameter 'value'}}
func.func @f() attributes {p = #kgen.precision<fp16>} { return }

// -----

// expected-error @+2 {{expected ::mlir::kgen::Emulation to be one of: allowed, none}}
// expected-error @+1 {{failed to parse Kgen_PrecisionAttr parameter 'emulation'}}
func.func @f() attributes {p = #kgen.precision<strict, emulation = fp64>} { return }

// -----

// expected-error @+2 {{expected ::mlir::kgen::OpClass to be one of: elementwise, reduction, contraction, convolution, pooling}}
// expected-error @+1 {{failed to parse Kgen_OpClassAttr parameter 'value'}}
func.func @f() attributes {c = #kgen.op_class<gather>} { return }

// -----

// expected-error @+1 {{'kgen.target' must be a #kgen.target attribute, got #kgen.precision<strict>}}
module attributes {kgen.target = #kgen.precision<strict>} {}

// -----

// expected-error @+1 {{'kgen.precision' must be a #kgen.precision attribute, got "strict"}}
module attributes {kgen.precision = "strict"} {}

// -----

// expected-error @+1 {{'kgen.op_class' must be a #kgen.op_class attribute, got 3 : i64}}
func.func @f() attributes {kgen.op_class = 3} { return }

// -----

// expected-error @+1 {{'kgen.fusion_group' must be a non-negative i64 integer attribute, got -1 : i64}}
func.func @f() attributes {kgen.fusion_group = -1} { return }

// -----

// expected-error @+1 {{'kgen.fusion_group' must be a non-negative i64 integer attribute, got 1 : i32}}
func.func @f() attributes {kgen.fusion_group = 1 : i32} { return }

// -----

// expected-error @+1 {{'kgen.fusion_group' must be a non-negative i64 integer attribute, got "k0"}}
func.func @f() attributes {kgen.fusion_group = "k0"} { return }

// -----

// expected-error @+1 {{'kgen.kernel' must be a unit attribute, got true}}
func.func @f() attributes {kgen.kernel = true} { return }

// -----

// expected-error @+1 {{unknown kgen attribute 'kgen.tile' (expected one of 'kgen.target', 'kgen.precision', 'kgen.op_class', 'kgen.fusion_group', 'kgen.kernel', 'kgen.name', 'kgen.gemm_config', 'kgen.gemm_math', 'kgen.strategy_priority', 'kgen.strategy_needs')}}
func.func @f() attributes {kgen.tile = 3} { return }

// -----

// expected-error @+1 {{'kgen.strategy_priority' must be a integer (on a strategy's module) attribute, got "high"}}
func.func @f() attributes {kgen.strategy_priority = "high"} { return }

// -----

// expected-error @+1 {{'kgen.gemm_config' must be a positive array<i64> of 8 entries (block m, n, k, thread or warp m, n, stages, group_m, split_k) attribute, got array<i64: 128, 128, 16>}}
func.func @f() attributes {kgen.gemm_config = array<i64: 128, 128, 16>} { return }

// -----

// expected-error @+1 {{'kgen.gemm_math' must be a string "fma", "3xtf32", "tf32", "3xtf32-wgmma", "tf32-wgmma", "bf16" or "bf16-wgmma" attribute, got "fp16"}}
func.func @f() attributes {kgen.gemm_math = "fp16"} { return }

// -----

// expected-error @+1 {{'kgen.name' must be a string attribute, got 3 : i64}}
func.func @f() attributes {kgen.name = 3} { return }

// -----

// expected-error @+1 {{'kgen.name' on argument 0 must be a string attribute, got 1 : i64}}
func.func @f(%a: f32 {kgen.name = 1}) { return }

// -----

// expected-error @+1 {{unknown kgen attribute 'kgen.label' on result 0 (expected 'kgen.name')}}
func.func @f(%a: f32) -> (f32 {kgen.label = "y"}) { return %a : f32 }

// -----

// expected-error @+1 {{'kgen.strategy_needs' must be a string (on a strategy's module) attribute, got 3 : i64}}
module attributes {kgen.strategy_needs = 3 : i64} {}
