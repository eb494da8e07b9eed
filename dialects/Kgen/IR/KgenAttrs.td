//===- KgenAttrs.td - kgen attributes and enums ------------*- tablegen -*-===//
//
// Part of kgen.
//
//===----------------------------------------------------------------------===//

#ifndef KGEN_ATTRS_TD
#define KGEN_ATTRS_TD

include "Kgen/IR/KgenDialect.td"
include "mlir/IR/AttrTypeBase.td"
include "mlir/IR/EnumAttr.td"

//===----------------------------------------------------------------------===//
// Enums
//===----------------------------------------------------------------------===//

def Kgen_Backend : I32EnumAttr<"Backend", "code generation backend", [
    I32EnumAttrCase<"nvvm", 0>,
    I32EnumAttrCase<"rocdl", 1>,
    I32EnumAttrCase<"host", 2>]> {
  let cppNamespace = "::mlir::kgen";
  let genSpecializedAttr = 0;
}

def Kgen_Precision : I32EnumAttr<"Precision", "precision policy", [
    I32EnumAttrCase<"strict", 0>,
    I32EnumAttrCase<"tf32", 1>,
    I32EnumAttrCase<"bf16", 2>]> {
  let cppNamespace = "::mlir::kgen";
  let genSpecializedAttr = 0;
}

def Kgen_Emulation : I32EnumAttr<"Emulation",
    "fp32 arithmetic emulated on lower-precision units", [
    I32EnumAttrCase<"allowed", 0>,
    I32EnumAttrCase<"none", 1>]> {
  let cppNamespace = "::mlir::kgen";
  let genSpecializedAttr = 0;
}

def Kgen_OpClass : I32EnumAttr<"OpClass", "class of a structured op", [
    I32EnumAttrCase<"elementwise", 0>,
    I32EnumAttrCase<"reduction", 1>,
    I32EnumAttrCase<"contraction", 2>,
    I32EnumAttrCase<"convolution", 3>,
    I32EnumAttrCase<"pooling", 4>]> {
  let cppNamespace = "::mlir::kgen";
  let genSpecializedAttr = 0;
}

//===----------------------------------------------------------------------===//
// Attributes
//===----------------------------------------------------------------------===//

/// The emulation of a precision policy: `allowed` unless written.
def Kgen_EmulationParameter : EnumParameter<Kgen_Emulation> {
  let defaultValue = "::mlir::kgen::Emulation::allowed";
}

class Kgen_Attr<string name, string attrMnemonic, list<Trait> traits = []>
    : AttrDef<Kgen_Dialect, name, traits> {
  let mnemonic = attrMnemonic;
}

def Kgen_PrecisionAttr : Kgen_Attr<"Precision", "precision"> {
  let summary = "Numerical boundary a rewrite may cross.";
  let description = [{
    The precision policy the user grants kgen's rewrites:

    * `strict`: fp32 stays fp32; no rewrite may lower the precision of an
      arithmetic operation (tensor cores are used only for types that are
      already low precision, or to emulate fp32, see below).
    * `tf32`: fp32 matrix products may use TF32 tensor-core inputs with fp32
      accumulation.
    * `bf16`: fp32 matrix products may round their inputs to bf16 with fp32
      accumulation.

    `emulation` says whether fp32 products may run as an emulation on
    lower-precision units that keeps fp32's accuracy: `allowed` (the
    default) lets `transform.kgen.gemm_pipelined` split each fp32 operand
    into two TF32 parts and sum three tensor-core products (3xTF32), which
    the validator then holds to the policy's bounds like any candidate;
    `none` forbids it.

    Validation tolerances follow the policy.

    Examples: `#kgen.precision<tf32>`,
    `#kgen.precision<strict, emulation = none>`.
  }];
  let parameters = (ins
    EnumParameter<Kgen_Precision>:$value,
    Kgen_EmulationParameter:$emulation);
  let assemblyFormat = "`<` $value (`,` `emulation` `=` $emulation^)? `>`";
}

def Kgen_OpClassAttr : EnumAttr<Kgen_Dialect, Kgen_OpClass, "op_class"> {
  let summary = "Class of a structured op, as strategies branch on it.";
  let description = [{
    One of `elementwise`, `reduction`, `contraction`, `convolution` or
    `pooling`, as computed from a structured op's indexing maps, iterator
    types and body (see `transform.kgen.match_op_class`).

    Example: `#kgen.op_class<contraction>`.
  }];
  let assemblyFormat = "`<` $value `>`";
}

def Kgen_TargetAttr : Kgen_Attr<"Target", "target"> {
  let summary = "Compilation target with the device limits strategies need.";
  let description = [{
    Names a backend and a chip, and carries the limits of that chip. The
    limits come from kgen's built-in chip table and can be overridden field
    by field:

    ```mlir
    #kgen.target<nvvm, "sm_90">
    #kgen.target<nvvm, "sm_90", compute_units = 132, peak_bandwidth_gbps = 4800>
    #kgen.target<rocdl, "gfx942">
    #kgen.target<host, "host">
    ```

    Known chips: `sm_80`, `sm_90`, `sm_90a` (backend `nvvm`), `gfx90a`,
    `gfx942` (backend `rocdl`) and `host` (backend `host`). The printed form
    lists only the fields that differ from the table, so it round-trips.

    Fields (all non-negative integers except `features`):

    | field | meaning |
    | --- | --- |
    | `features` | target features string passed to the backend |
    | `max_threads_per_block` | threads (work items) per block |
    | `max_shared_memory_per_block` | bytes of shared memory (LDS) a block may use |
    | `registers_per_block` | 32-bit registers available to one block |
    | `max_registers_per_thread` | 32-bit registers one thread may use |
    | `compute_units` | SMs (NVIDIA), CUs (AMD) or cores (host) |
    | `l2_cache_bytes` | last-level on-chip cache size |
    | `peak_bandwidth_gbps` | peak DRAM bandwidth, GB/s |
    | `peak_gflops_fp64`, `peak_gflops_fp32` | peak GFLOP/s without tensor cores |
    | `peak_gflops_tf32`, `peak_gflops_bf16`, `peak_gflops_fp16` | peak dense GFLOP/s with tensor/matrix cores (0: not supported) |

    `max_threads_per_block`, `compute_units` and `peak_bandwidth_gbps` must
    be positive, and the chip must belong to the backend.
  }];
  let parameters = (ins
    EnumParameter<Kgen_Backend>:$backend,
    StringRefParameter<"chip name">:$chip,
    StringRefParameter<"target features">:$features,
    "uint64_t":$maxThreadsPerBlock,
    "uint64_t":$maxSharedMemoryPerBlock,
    "uint64_t":$registersPerBlock,
    "uint64_t":$maxRegistersPerThread,
    "uint64_t":$computeUnits,
    "uint64_t":$l2CacheBytes,
    "uint64_t":$peakBandwidthGbps,
    "uint64_t":$peakGflopsFp64,
    "uint64_t":$peakGflopsFp32,
    "uint64_t":$peakGflopsTf32,
    "uint64_t":$peakGflopsBf16,
    "uint64_t":$peakGflopsFp16
  );
  let hasCustomAssemblyFormat = 1;
  let genVerifyDecl = 1;
  let extraClassDeclaration = [{
    /// Returns the target of a known chip with the limits of kgen's chip
    /// table, or null (and emits through `emitError` when given) when the
    /// chip is unknown.
    static TargetAttr getForChip(::mlir::MLIRContext *context,
                                 ::llvm::StringRef chip);

    /// Peak dense GFLOP/s of the fastest path the precision policy allows
    /// for fp32 contractions (strict: plain fp32; tf32 or bf16: the tensor
    /// core rate when the chip has one, else plain fp32).
    uint64_t getPeakGflops(Precision policy) const;

    /// Arithmetic intensity (FLOP per byte of DRAM traffic) at which a
    /// kernel turns from memory-bound to compute-bound under `policy`.
    double getRidgePoint(Precision policy) const;
  }];
}

#endif // KGEN_ATTRS_TD
