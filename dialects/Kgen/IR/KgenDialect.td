//===- KgenDialect.td - the kgen dialect -------------------*- tablegen -*-===//
//
// Part of kgen. The dialect holds the attributes that describe what kgen
// compiles for (#kgen.target), what numerical freedom the user grants
// (#kgen.precision) and how an op was classified (#kgen.op_class).
//
//===----------------------------------------------------------------------===//

#ifndef KGEN_DIALECT_TD
#define KGEN_DIALECT_TD

include "mlir/IR/OpBase.td"

def Kgen_Dialect : Dialect {
  let name = "kgen";
  let cppNamespace = "::mlir::kgen";
  let summary = "Attributes of the kgen GPU kernel compiler.";
  let description = [{
    The kgen dialect carries the facts kgen's strategies and pipelines need:
    the compilation target with its device limits (`#kgen.target`), the
    precision policy a user allows rewrites to cross (`#kgen.precision`), and
    the class of a structured op (`#kgen.op_class`).

    The dialect verifies the discardable attributes it owns wherever they
    appear: `kgen.target` must hold a `#kgen.target`, `kgen.precision` a
    `#kgen.precision`, `kgen.op_class` a `#kgen.op_class`, and `kgen.name`
    (also on function arguments and results: the ONNX value name the
    importer keeps) a string. Partitioning (docs/partition.md) adds two:
    `kgen.fusion_group`, a non-negative `i64` naming the kernel an op of
    `@main` goes into, and `kgen.kernel`, a unit attribute on a function
    outlined as a kernel. `transform.kgen.gemm_pipelined` records its
    knobs in `kgen.gemm_config` (8 positive `i64`s) on its launch, and a
    strategy's module may carry `kgen.strategy_priority` (an integer: the
    tuner searches strategies in decreasing priority) and
    `kgen.strategy_needs` (a string: what its `@match` requires, in words,
    named when the strategy does not apply to a kernel).
  }];
  let useDefaultAttributePrinterParser = 1;
  let hasOperationAttrVerify = 1;
  let hasRegionArgAttrVerify = 1;
  let hasRegionResultAttrVerify = 1;
  let extraClassDeclaration = [{
    /// Names of the discardable attributes the dialect verifies.
    static constexpr ::llvm::StringLiteral kTargetAttrName = "kgen.target";
    static constexpr ::llvm::StringLiteral kPrecisionAttrName =
        "kgen.precision";
    static constexpr ::llvm::StringLiteral kOpClassAttrName = "kgen.op_class";
    static constexpr ::llvm::StringLiteral kFusionGroupAttrName =
        "kgen.fusion_group";
    static constexpr ::llvm::StringLiteral kKernelAttrName = "kgen.kernel";
    /// The name a value had in the imported model (ONNX value name), on
    /// function arguments and results (and ops).
    static constexpr ::llvm::StringLiteral kNameAttrName = "kgen.name";
    /// The knobs a gpu.launch made by transform.kgen.gemm_pipelined was
    /// built with (automatic ones resolved): block m, n, k, thread m, n
    /// (SIMT) or warp m, n (tensor cores), stages, group_m.
    static constexpr ::llvm::StringLiteral kGemmConfigAttrName =
        "kgen.gemm_config";
    /// On a gpu.launch of transform.kgen.gemm_pipelined: the arithmetic of
    /// its products ("fma", "3xtf32", "tf32", "3xtf32-wgmma" or
    /// "tf32-wgmma").
    static constexpr ::llvm::StringLiteral kGemmMathAttrName =
        "kgen.gemm_math";
    /// On a strategy's module: the order in which the tuner searches the
    /// strategies that apply to a kernel (higher first; 0 without one).
    static constexpr ::llvm::StringLiteral kStrategyPriorityAttrName =
        "kgen.strategy_priority";
    /// On a strategy's module: what its `@match` requires of a kernel, in
    /// words (the tuner names it when the strategy does not apply).
    static constexpr ::llvm::StringLiteral kStrategyNeedsAttrName =
        "kgen.strategy_needs";

  private:
    void registerAttributes();
    void registerOps();

  public:
  }];
}

#endif // KGEN_DIALECT_TD
