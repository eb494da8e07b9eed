//===- Passes.h - kgen lowering passes and pipelines ------------*- C++ -*-===//
//
// Part of kgen.
//
//===----------------------------------------------------------------------===//

#ifndef KGEN_LOWERING_PASSES_H
#define KGEN_LOWERING_PASSES_H

#include "Kgen/IR/KgenDialect.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Pass/Pass.h"
#include "mlir/Pass/PassManager.h"

namespace mlir {
namespace memref {
class CopyOp;
} // namespace memref
namespace kgen {

#define GEN_PASS_DECL
#define GEN_PASS_REGISTRATION
#include "kgen/Lowering/Passes.h.inc"

/// Rewrites each memref.copy under `root` that `select` accepts (all when
/// null) as linalg.copy, which lowers to loops (kgen-copies-to-linalg) or to
/// a kernel (kgen-gpu-map-naive).
void rewriteCopiesAsLinalg(Operation *root,
                           function_ref<bool(memref::CopyOp)> select = {});

/// The options of kgen-lower-to-nvvm and kgen-lower-to-rocdl (docs/lowering.md).
struct GpuPipelineOptions {
  std::string chip;     ///< default: the module's kgen.target
  std::string features; ///< default: chosen for the chip
  unsigned optLevel = 3;
  bool naive = true;    ///< map left-over linalg ops one thread per element
  int64_t threadsPerBlock = 256;
  bool vectorAlignment = true;
  std::string format = "bin"; ///< bin or isa
  std::string toolkit;
  std::string artifactsDir;
};

/// The lowering pipelines, built in C++ (the registered kgen-lower-to-*
/// pipelines parse their options and call these).
void buildLowerToNVVMPipeline(OpPassManager &pm,
                              const GpuPipelineOptions &options);
void buildLowerToROCDLPipeline(OpPassManager &pm,
                               const GpuPipelineOptions &options);
void buildLowerToHostPipeline(OpPassManager &pm,
                              llvm::StringRef artifactsDir = "");

/// Registers the named lowering pipelines: kgen-lower-to-nvvm,
/// kgen-lower-to-rocdl and kgen-lower-to-host (see Pipelines.cpp).
void registerLoweringPipelines();

} // namespace kgen
} // namespace mlir

#endif // KGEN_LOWERING_PASSES_H
