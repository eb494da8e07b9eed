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

/// True when `copy` can write its source's producers into its destination.
static bool isForwardable(memref::CopyOp copy) {
  auto alloc = copy.getSource().getDefiningOp<memref::AllocOp>();
  auto target = dyn_cast<BlockArgument>(copy.getTarget());
  if (!alloc || !target || alloc->getBlock() != copy->getBlock() ||
      alloc.getType() != copy.getTarget().getType() ||
      !isa<FunctionOpInterface>(target.getOwner()->getParentOp()))
    return false;
  // The buffer: used before the copy, then only freed.
  for (Operation *user : alloc->getUsers()) {
    if (user == copy || isa<memref::DeallocOp>(user))
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
      auto alloc = copy.getSource().getDefiningOp<memref::AllocOp>();
      Value target = copy.getTarget();
      rewriter.eraseOp(copy);
      for (Operation *user : llvm::make_early_inc_range(alloc->getUsers()))
        if (isa<memref::DeallocOp>(user))
          rewriter.eraseOp(user);
      rewriter.replaceOp(alloc, target);
    }
  }
};
} // namespace
