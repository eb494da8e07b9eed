//===- RecomputeElementwise.cpp - recompute, do not store -----------------===//
//
// Part of kgen.
//
//===----------------------------------------------------------------------===//

#include "kgen/Analysis/OpClassification.h"
#include "kgen/Lowering/Passes.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/PatternMatch.h"

namespace mlir {
namespace kgen {
#define GEN_PASS_DEF_RECOMPUTEELEMENTWISE
#include "kgen/Lowering/Passes.h.inc"
} // namespace kgen
} // namespace mlir

using namespace mlir;

/// The elementwise generic whose result `extract` reads, if its element can
/// be recomputed from the extract's indices: one result, only parallel
/// loops, an identity result map (the indices are the loop indices) and
/// projected-permutation maps for the inputs.
static linalg::GenericOp gatheredElementwise(tensor::ExtractOp extract) {
  auto generic = extract.getTensor().getDefiningOp<linalg::GenericOp>();
  if (!generic || generic.getNumResults() != 1 ||
      generic.getNumReductionLoops() != 0 ||
      !generic.getMatchingIndexingMap(generic.getDpsInitOperand(0))
           .isIdentity())
    return nullptr;
  for (OpOperand *input : generic.getDpsInputOperands())
    if (!generic.getMatchingIndexingMap(input).isProjectedPermutation())
      return nullptr;
  return generic;
}

/// `extract` of an elementwise result: the body on the inputs' elements.
static void recomputeExtract(RewriterBase &rewriter, tensor::ExtractOp extract,
                             linalg::GenericOp generic) {
  rewriter.setInsertionPoint(extract);
  ValueRange indices = extract.getIndices();
  Block *body = generic.getBody();
  IRMapping mapping;
  for (OpOperand &operand : generic->getOpOperands()) {
    if (!generic.payloadUsesValueFromOperand(&operand))
      continue;
    AffineMap map = generic.getMatchingIndexingMap(&operand);
    SmallVector<Value> at;
    for (AffineExpr expr : map.getResults())
      at.push_back(indices[cast<AffineDimExpr>(expr).getPosition()]);
    Value element = tensor::ExtractOp::create(rewriter, extract.getLoc(),
                                              operand.get(), at);
    mapping.map(body->getArgument(operand.getOperandNumber()), element);
  }
  for (Operation &op : body->without_terminator()) {
    if (auto index = dyn_cast<linalg::IndexOp>(op)) {
      mapping.map(index.getResult(), indices[index.getDim()]);
      continue;
    }
    rewriter.clone(op, mapping);
  }
  Value yielded = body->getTerminator()->getOperand(0);
  rewriter.replaceOp(extract, mapping.lookupOrDefault(yielded));
}

/// The top-level ops of `body` and the ops nested in their regions that
/// are not in loops or launches of their own (a linalg body's gathers).
static void collectExtracts(Block &body,
                            SmallVectorImpl<tensor::ExtractOp> &extracts) {
  for (Operation &op : body) {
    if (auto extract = dyn_cast<tensor::ExtractOp>(op)) {
      extracts.push_back(extract);
      continue;
    }
    if (auto linalgOp = dyn_cast<linalg::LinalgOp>(op))
      linalgOp.getBlock()->walk(
          [&](tensor::ExtractOp extract) { extracts.push_back(extract); });
  }
}

/// Gives each elementwise or reduction use of a recomputable producer its
/// own copy, backwards so that the copies of a recomputable consumer exist
/// before its producer is looked at (a chain is cloned whole).
static void cloneRecomputableProducers(Block &body) {
  SmallVector<Operation *> ops;
  for (Operation &op : body)
    if (kgen::isRecomputable(&op))
      ops.push_back(&op);
  for (Operation *op : llvm::reverse(ops)) {
    SmallVector<OpOperand *> uses;
    bool otherUses = false;
    for (OpOperand &use : op->getUses()) {
      Operation *user = use.getOwner();
      if (user->getBlock() == &body && kgen::mayRecomputeInto(user))
        uses.push_back(&use);
      else
        otherUses = true;
    }
    // The original keeps the other uses, or the last of these.
    if (!otherUses && !uses.empty())
      uses.pop_back();
    if (uses.empty())
      continue;
    OpBuilder builder(op);
    for (OpOperand *use : uses)
      use->set(builder.clone(*op)->getResult(0));
  }
}

namespace {
struct RecomputeElementwisePass
    : public kgen::impl::RecomputeElementwiseBase<RecomputeElementwisePass> {
  using Base::Base;

  void runOnOperation() override {
    // A declaration has nothing to recompute.
    if (getOperation().isExternal())
      return;
    Block &body = getOperation().getBody().front();
    IRRewriter rewriter(&getContext());
    SmallVector<tensor::ExtractOp> extracts;
    collectExtracts(body, extracts);
    SetVector<Operation *> gathered;
    for (tensor::ExtractOp extract : extracts)
      if (linalg::GenericOp generic = gatheredElementwise(extract)) {
        recomputeExtract(rewriter, extract, generic);
        gathered.insert(generic);
      }
    // What the gathers read alone is not formed at all.
    for (Operation *generic : llvm::reverse(gathered))
      if (generic->use_empty())
        rewriter.eraseOp(generic);
    cloneRecomputableProducers(body);
  }
};
} // namespace
