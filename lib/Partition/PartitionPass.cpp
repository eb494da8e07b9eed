//===- PartitionPass.cpp - annotate, then outline -------------------------===//
//
// Part of kgen.
//
//===----------------------------------------------------------------------===//

#include "kgen/Partition/Passes.h"

#include "Kgen/IR/KgenDialect.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/Dialect/Tensor/Transforms/Transforms.h"
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
    reduceMatrixVectorProducts();
    OpPassManager pm(ModuleOp::getOperationName());
    if (onePassMoments)
      pm.addNestedPass<func::FuncOp>(createOnePassMoments());
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

  /// A matmul with one column (and more than one row) is the matvec it
  /// computes: a bandwidth-bound row reduction (one read of the matrix,
  /// gpu/rowwise-block), not a GEMM padded to a 32-column tile. The
  /// accumulator's fill is reshaped with it, so that both stay in one
  /// kernel. Upstream's rank-reducing patterns, applied to these ops alone
  /// and to what they create (a matmul with one row would become a vecmat,
  /// a column reduction that no strategy maps well yet: it stays a GEMM).
  void reduceMatrixVectorProducts() {
    SmallVector<Operation *> products;
    getOperation()->walk([&](linalg::MatmulOp op) {
      auto type = dyn_cast<RankedTensorType>(op.getResultTypes().front());
      if (type && type.hasStaticShape() && type.getDimSize(1) == 1 &&
          type.getDimSize(0) != 1)
        products.push_back(op);
    });
    if (products.empty())
      return;
    MLIRContext *context = &getContext();
    RewritePatternSet patterns(context);
    linalg::populateContractionOpRankReducingPatterns(patterns);
    linalg::FillOp::getCanonicalizationPatterns(patterns, context);
    tensor::populateFoldTensorEmptyPatterns(patterns);
    GreedyRewriteConfig config;
    config.setStrictness(GreedyRewriteStrictness::ExistingAndNewOps);
    (void)applyOpPatternsGreedily(products, std::move(patterns), config);
  }
};
} // namespace
