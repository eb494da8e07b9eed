//===- PartitionPass.cpp - annotate, then outline -------------------------===//
//
// Part of kgen.
//
//===----------------------------------------------------------------------===//

#include "kgen/Partition/Passes.h"

#include "Kgen/IR/KgenDialect.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

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
    // kgen's re-expressions first: the canonicalization patterns of the
    // kgen ops alone (no folding, no other dialect's patterns), so that
    // kernels are formed from what is computed (a log-softmax read at one
    // class per row is a log-sum-exp of the rows).
    MLIRContext *context = &getContext();
    RewritePatternSet patterns(context);
    for (RegisteredOperationName name : context->getRegisteredOperations())
      if (name.getDialectNamespace() == KgenDialect::getDialectNamespace())
        name.getCanonicalizationPatterns(patterns, context);
    GreedyRewriteConfig config;
    config.enableFolding(false).enableConstantCSE(false);
    config.setRegionSimplificationLevel(GreedySimplifyRegionLevel::Disabled);
    (void)applyPatternsGreedily(getOperation(), std::move(patterns), config);
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
