//===- CopiesToLinalg.cpp - memref.copy as linalg.copy --------------------===//
//
// Part of kgen.
//
//===----------------------------------------------------------------------===//

#include "kgen/Lowering/Passes.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/IR/PatternMatch.h"

namespace mlir {
namespace kgen {
#define GEN_PASS_DEF_COPIESTOLINALG
#include "kgen/Lowering/Passes.h.inc"
} // namespace kgen
} // namespace mlir

using namespace mlir;

void mlir::kgen::rewriteCopiesAsLinalg(
    Operation *root, function_ref<bool(memref::CopyOp)> select) {
  SmallVector<memref::CopyOp> copies;
  root->walk([&](memref::CopyOp copy) {
    if (!select || select(copy))
      copies.push_back(copy);
  });
  IRRewriter rewriter(root->getContext());
  for (memref::CopyOp copy : copies) {
    rewriter.setInsertionPoint(copy);
    rewriter.replaceOpWithNewOp<linalg::CopyOp>(copy, copy.getSource(),
                                                copy.getTarget());
  }
}

namespace {
struct CopiesToLinalgPass : kgen::impl::CopiesToLinalgBase<CopiesToLinalgPass> {
  using Base::Base;
  void runOnOperation() override {
    if (!inLaunches) {
      kgen::rewriteCopiesAsLinalg(getOperation());
      return;
    }
    kgen::rewriteCopiesAsLinalg(getOperation(), [](memref::CopyOp copy) {
      return copy->getParentOfType<gpu::LaunchOp>() != nullptr;
    });
  }
};
} // namespace
