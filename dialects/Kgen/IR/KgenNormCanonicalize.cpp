//===- KgenNormCanonicalize.cpp - canonicalizations of the norm ops -------===//
//
// Part of kgen.
//
// kgen.log_softmax read only by tensor.extract: the log-sum-exp of the rows
// and `x - lse` at each extract (KgenNormOps.td).
//
//===----------------------------------------------------------------------===//

#include "Kgen/IR/KgenNormOps.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/PatternMatch.h"

using namespace mlir;
using namespace mlir::kgen;

namespace {

/// The loop dimensions of `generic` that the indices `indices` are, when
/// each is a `linalg.index` of that generic whose loop has the extent of the
/// dimension it indexes in `shape` (an input indexed by them is then valid);
/// std::nullopt otherwise.
static std::optional<SmallVector<AffineExpr>>
loopDimsOf(linalg::GenericOp generic, ValueRange indices,
           ArrayRef<int64_t> shape) {
  SmallVector<int64_t> extents = generic.getStaticLoopRanges();
  SmallVector<AffineExpr> dims;
  for (auto [index, size] : llvm::zip_equal(indices, shape)) {
    auto op = index.getDefiningOp<linalg::IndexOp>();
    if (!op || op->getParentOp() != generic || extents[op.getDim()] != size)
      return std::nullopt;
    dims.push_back(getAffineDimExpr(op.getDim(), generic.getContext()));
  }
  return dims;
}

/// Replaces `generic` with a copy that has `extra` as one more input indexed
/// by `map`, its body moved over; returns the body's argument for `extra`.
static Value addInput(PatternRewriter &rewriter, linalg::GenericOp generic,
                      Value extra, AffineMap map) {
  SmallVector<Value> inputs(generic.getInputs());
  int64_t position = inputs.size();
  inputs.push_back(extra);
  SmallVector<AffineMap> maps = generic.getIndexingMapsArray();
  maps.insert(maps.begin() + position, map);
  rewriter.setInsertionPoint(generic);
  auto grown = linalg::GenericOp::create(
      rewriter, generic.getLoc(), generic.getResultTypes(), inputs,
      generic.getOutputs(), maps, generic.getIteratorTypesArray());
  grown->setDiscardableAttrs(generic->getDiscardableAttrDictionary());
  rewriter.inlineRegionBefore(generic.getRegion(), grown.getRegion(),
                              grown.getRegion().end());
  Block &body = grown.getRegion().front();
  Value argument = body.insertArgument(
      position, cast<ShapedType>(extra.getType()).getElementType(),
      extra.getLoc());
  rewriter.replaceOp(generic, grown->getResults());
  return argument;
}

struct ExtractsOfLogSoftmax : OpRewritePattern<LogSoftmaxOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(LogSoftmaxOp op,
                                PatternRewriter &rewriter) const override {
    Value result = op.getResult();
    auto type = cast<RankedTensorType>(op.getInput().getType());
    if (result.use_empty() || !type.hasStaticShape())
      return rewriter.notifyMatchFailure(op, "no uses or a dynamic shape");
    SmallVector<tensor::ExtractOp> extracts;
    for (Operation *user : result.getUsers()) {
      auto extract = dyn_cast<tensor::ExtractOp>(user);
      if (!extract)
        return rewriter.notifyMatchFailure(op, "a use is not tensor.extract");
      extracts.push_back(extract);
    }
    int64_t dimension = op.getDimension();
    SmallVector<int64_t> rowShape(type.getShape());
    rowShape.erase(rowShape.begin() + dimension);
    rewriter.setInsertionPoint(op);
    Value init = tensor::EmptyOp::create(rewriter, op.getLoc(), rowShape,
                                         type.getElementType());
    Value lse = LogSumExpOp::create(rewriter, op.getLoc(), op.getInput(), init,
                                    ArrayRef<int64_t>{dimension});
    for (tensor::ExtractOp extract : extracts) {
      SmallVector<Value> rowIndices(extract.getIndices());
      rowIndices.erase(rowIndices.begin() + dimension);
      Value rowValue;
      auto generic = dyn_cast<linalg::GenericOp>(extract->getParentOp());
      std::optional<SmallVector<AffineExpr>> dims;
      if (generic)
        dims = loopDimsOf(generic, rowIndices, rowShape);
      if (dims) {
        AffineMap map = AffineMap::get(generic.getNumLoops(), 0, *dims,
                                       rewriter.getContext());
        rowValue = addInput(rewriter, generic, lse, map);
      } else {
        rewriter.setInsertionPoint(extract);
        rowValue = tensor::ExtractOp::create(rewriter, extract.getLoc(), lse,
                                             rowIndices);
      }
      rewriter.setInsertionPoint(extract);
      Value x = tensor::ExtractOp::create(rewriter, extract.getLoc(),
                                          op.getInput(), extract.getIndices());
      rewriter.replaceOpWithNewOp<arith::SubFOp>(extract, x, rowValue);
    }
    rewriter.eraseOp(op);
    return success();
  }
};

} // namespace

void LogSoftmaxOp::getCanonicalizationPatterns(RewritePatternSet &patterns,
                                               MLIRContext *context) {
  patterns.add<ExtractsOfLogSoftmax>(context);
}
