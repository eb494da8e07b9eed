//===- PartitionPass.cpp - annotate, then outline -------------------------===//
//
// Part of kgen.
//
//===----------------------------------------------------------------------===//

#include "kgen/Partition/Passes.h"

#include "mlir/Pass/PassManager.h"

namespace mlir {
namespace kgen {
#define GEN_PASS_DEF_PARTITION
#include "kgen/Partition/Passes.h.inc"
} // namespace kgen
} // namespace mlir

using namespace mlir;
using namespace mlir::kgen;

namespace {
struct PartitionPass : public kgen::impl::PartitionBase<PartitionPass> {
  using Base::Base;

  void runOnOperation() override {
    OpPassManager pm(ModuleOp::getOperationName());
    AnnotateFusionGroupsOptions annotate;
    annotate.entry = entry;
    annotate.fuse = fuse;
    annotate.reset = reset;
    pm.addPass(createAnnotateFusionGroups(annotate));
    OutlineKernelsOptions outline;
    outline.entry = entry;
    pm.addPass(createOutlineKernels(outline));
    if (failed(runPipeline(pm, getOperation())))
      signalPassFailure();
  }
};
} // namespace
