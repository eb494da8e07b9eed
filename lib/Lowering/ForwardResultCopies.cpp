//===- ForwardResultCopies.cpp - results written into out-parameters ------===//
//
// Part of kgen.
//
//===----------------------------------------------------------------------===//

#include "kgen/Lowering/Passes.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/IR/PatternMatch.h"

namespace mlir {
namespace kgen {
#define GEN_PASS_DEF_FORWARDRESULTCOPIES
#include "kgen/Lowering/Passes.h.inc"
} // namespace kgen
} // namespace mlir

using namespace mlir;

/// The buffer whose contents `copy` copies: its source, or the buffer a
/// collapse_shape of it views (a kernel's result reshaped on its way out).
static memref::AllocOp copiedAlloc(memref::CopyOp copy) {
  Value source = copy.getSource();
  if (auto collapse = source.getDefiningOp<memref::CollapseShapeOp>()) {
    if (!collapse->hasOneUse() ||
        !collapse.getSrcType().getLayout().isIdentity())
      return nullptr;
    source = collapse.getSrc();
  }
  return source.getDefiningOp<memref::AllocOp>();
}

/// True when `copy` can write its source's producers into its destination.
static bool isForwardable(memref::CopyOp copy) {
  memref::AllocOp alloc = copiedAlloc(copy);
  auto target = dyn_cast<BlockArgument>(copy.getTarget());
  if (!alloc || !target || alloc->getBlock() != copy->getBlock() ||
      copy.getSource().getType() != copy.getTarget().getType() ||
      !isa<FunctionOpInterface>(target.getOwner()->getParentOp()))
    return false;
  // The buffer: used before the copy, then only freed.
  for (Operation *user : alloc->getUsers()) {
    if (user == copy || user == copy.getSource().getDefiningOp() ||
        isa<memref::DeallocOp>(user))
      continue;
    Operation *ancestor = copy->getBlock()->findAncestorOpInBlock(*user);
    if (!ancestor || !ancestor->isBeforeInBlock(copy))
      return false;
  }
  // The argument: untouched from the allocation to the copy.
  for (Operation *user : target.getUsers()) {
    if (user == copy)
      continue;
    Operation *ancestor = copy->getBlock()->findAncestorOpInBlock(*user);
    if (ancestor && alloc->isBeforeInBlock(ancestor) &&
        ancestor->isBeforeInBlock(copy))
      return false;
  }
  return true;
}

namespace {
struct ForwardResultCopiesPass
    : public kgen::impl::ForwardResultCopiesBase<ForwardResultCopiesPass> {
  using Base::Base;
  void runOnOperation() override {
    SmallVector<memref::CopyOp> copies;
    getOperation().walk([&](memref::CopyOp copy) {
      if (isForwardable(copy))
        copies.push_back(copy);
    });
    IRRewriter rewriter(&getContext());
    for (memref::CopyOp copy : copies) {
      memref::AllocOp alloc = copiedAlloc(copy);
      Value target = copy.getTarget();
      auto collapse = copy.getSource().getDefiningOp<memref::CollapseShapeOp>();
      rewriter.eraseOp(copy);
      for (Operation *user : llvm::make_early_inc_range(alloc->getUsers()))
        if (isa<memref::DeallocOp>(user))
          rewriter.eraseOp(user);
      // Through a collapse: the buffer becomes the expanded view of the
      // destination (the same elements in the same order).
      if (collapse) {
        rewriter.setInsertionPoint(alloc);
        target = memref::ExpandShapeOp::create(
            rewriter, alloc.getLoc(), alloc.getType(), target,
            collapse.getReassociationIndices());
        rewriter.eraseOp(collapse);
      }
      rewriter.replaceOp(alloc, target);
    }
  }
};
} // namespace
