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
#include "mlir/Pass/PassOptions.h"

namespace mlir {
namespace memref {
class CopyOp;
} // namespace memref
namespace kgen {

#define GEN_PASS_DECL
#define GEN_PASS_REGISTRATION
#include "kgen/Lowering/Passes.h.inc"

/// Sets `bufferization.writable = false` on the tensor arguments of the
/// functions with a body in `module` (kgen-read-only-arguments), so that
/// one-shot bufferization never writes into a caller's input.
void markArgumentsReadOnly(ModuleOp module);

/// Rewrites each memref.copy under `root` that `select` accepts (all when
/// null) as linalg.copy, which lowers to loops (kgen-copies-to-linalg) or to
/// a kernel (kgen-gpu-map-naive).
void rewriteCopiesAsLinalg(Operation *root,
                           function_ref<bool(memref::CopyOp)> select = {});

/// The options of kgen-lower-to-nvvm and kgen-lower-to-rocdl
/// (docs/lowering.md), parsed from the pipeline text or set in C++.
struct GpuPipelineOptions : public PassPipelineOptions<GpuPipelineOptions> {
  Option<std::string> chip{
      *this, "chip",
      llvm::cl::desc("Chip to compile for (default: the module's kgen.target)"),
      llvm::cl::init("")};
  Option<std::string> features{
      *this, "features",
      llvm::cl::desc("Target features (default: chosen for the chip)"),
      llvm::cl::init("")};
  Option<unsigned> optLevel{*this, "O",
                            llvm::cl::desc("Device optimization level"),
                            llvm::cl::init(3)};
  Option<bool> naive{
      *this, "naive",
      llvm::cl::desc("Map the linalg ops left in host code with "
                     "kgen-gpu-map-naive (one thread per output element)"),
      llvm::cl::init(true)};
  Option<int64_t> threadsPerBlock{
      *this, "threads-per-block",
      llvm::cl::desc("Threads per block of the naive mapping"),
      llvm::cl::init(256)};
  Option<bool> vectorAlignment{
      *this, "vector-alignment",
      llvm::cl::desc("Align vector loads and stores in kernels to the "
                     "vector size where the memref's layout allows it "
                     "(strategies vectorize contiguous dimensions whose "
                     "extent the width divides), so they become "
                     "ld/st.v2/v4"),
      llvm::cl::init(true)};
  Option<std::string> format{
      *this, "format",
      llvm::cl::desc("Embedded device code: bin (cubin/hsaco) or isa "
                     "(PTX/AMDGCN)"),
      llvm::cl::init("bin")};
  Option<std::string> toolkit{
      *this, "toolkit",
      llvm::cl::desc("CUDA toolkit directory (default: searched)"),
      llvm::cl::init("")};
  Option<std::string> artifactsDir{
      *this, "artifacts-dir",
      llvm::cl::desc("Write .ptx/.cubin/.sass or .s/.hsaco and kernels.json "
                     "here"),
      llvm::cl::init("")};
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
