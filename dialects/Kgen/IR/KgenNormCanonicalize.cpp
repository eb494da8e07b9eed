//===- KgenNormCanonicalize.cpp - canonicalizations of the norm ops -------===//
//
// Part of kgen.
//
// kgen.log_softmax read only by tensor.extract: the log-sum-exp of the rows
// and `x - lse` at each extract; `x / norm(x)` written as linalg: a
// kgen.lp_normalize (KgenNormOps.td).
//
//===----------------------------------------------------------------------===//

#include "Kgen/IR/KgenNormOps.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Matchers.h"
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

/// The one op of `generic`'s body before the yield, when it yields that
/// op's only result; null otherwise.
static Operation *singleBodyOp(linalg::GenericOp generic) {
  Block &body = generic.getRegion().front();
  if (body.getOperations().size() != 2)
    return nullptr;
  Operation *op = &body.front();
  Operation *yield = body.getTerminator();
  if (op->getNumResults() != 1 || yield->getNumOperands() != 1 ||
      yield->getOperand(0) != op->getResult(0))
    return nullptr;
  return op;
}

/// The input of `value`'s producer when it is an all-parallel unary
/// linalg.generic with identity maps whose body is one `OpTy` of its input
/// element, and `value` its only use; null otherwise.
template <typename OpTy> static Value unaryInput(Value value) {
  auto generic = value.getDefiningOp<linalg::GenericOp>();
  if (!generic || !value.hasOneUse() || generic.getNumDpsInputs() != 1 ||
      generic.getNumDpsInits() != 1 || generic.getNumReductionLoops() != 0 ||
      !llvm::all_of(generic.getIndexingMapsArray(),
                    [](AffineMap map) { return map.isIdentity(); }))
    return Value();
  auto op = dyn_cast_or_null<OpTy>(singleBodyOp(generic));
  if (!op || op->getOperand(0) != generic.getRegion().front().getArgument(0))
    return Value();
  return generic.getDpsInputs()[0];
}

/// `x / n` where `n` is the L1 or L2 norm of the rows of `x` along its
/// innermost dimension, as the ONNX importer writes it (KgenNormOps.td):
/// kgen.lp_normalize.
struct RaiseLpNormalize : OpRewritePattern<linalg::GenericOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(linalg::GenericOp div,
                                PatternRewriter &rewriter) const override {
    if (!div.hasPureTensorSemantics() || div.getNumDpsInputs() != 2 ||
        div.getNumDpsInits() != 1 || div.getNumReductionLoops() != 0)
      return rewriter.notifyMatchFailure(div, "not a binary elementwise op");
    auto divf = dyn_cast_or_null<arith::DivFOp>(singleBodyOp(div));
    Block &body = div.getRegion().front();
    if (!divf || divf.getLhs() != body.getArgument(0) ||
        divf.getRhs() != body.getArgument(1))
      return rewriter.notifyMatchFailure(div, "the body is not in0 / in1");
    Value x = div.getDpsInputs()[0];
    auto type = cast<RankedTensorType>(x.getType());
    int64_t rank = type.getRank();
    SmallVector<AffineMap> maps = div.getIndexingMapsArray();
    if (rank < 1 || type != div.getResult(0).getType() ||
        !maps[0].isIdentity() || !maps[2].isIdentity())
      return rewriter.notifyMatchFailure(div, "x is not read as the result");

    // The norm, broadcast along the innermost dimension: read through
    // (d0, ..., dr-2) or, from a unit innermost dimension that an
    // expand_shape added, through (d0, ..., dr-2, 0).
    MLIRContext *ctx = rewriter.getContext();
    SmallVector<AffineExpr> rowDims;
    for (int64_t i = 0; i + 1 < rank; ++i)
      rowDims.push_back(getAffineDimExpr(i, ctx));
    AffineMap rowMap = AffineMap::get(rank, 0, rowDims, ctx);
    SmallVector<AffineExpr> unitDims(rowDims);
    unitDims.push_back(getAffineConstantExpr(0, ctx));
    Value norm = div.getDpsInputs()[1];
    if (maps[1] == AffineMap::get(rank, 0, unitDims, ctx)) {
      auto expand = norm.getDefiningOp<tensor::ExpandShapeOp>();
      if (!expand || !norm.hasOneUse() ||
          expand.getSrcType().getShape() != type.getShape().drop_back())
        return rewriter.notifyMatchFailure(div, "no expanded row norm");
      norm = expand.getSrc();
    } else if (maps[1] != rowMap) {
      return rewriter.notifyMatchFailure(div, "not read per row");
    }

    // sqrt(sum) for p = 2.
    int64_t p = 1;
    if (Value root = unaryInput<math::SqrtOp>(norm)) {
      p = 2;
      norm = root;
    }
    auto sum = norm.getDefiningOp<linalg::GenericOp>();
    if (!sum || !norm.hasOneUse() || sum.getNumDpsInputs() != 1 ||
        sum.getNumDpsInits() != 1 || sum.getNumReductionLoops() != 1 ||
        !sum.getIndexingMapsArray()[0].isIdentity() ||
        sum.getIndexingMapsArray()[1] != rowMap ||
        sum.getIteratorTypesArray().back() != utils::IteratorType::reduction)
      return rewriter.notifyMatchFailure(div, "no innermost row reduction");
    auto fill = sum.getDpsInits()[0].getDefiningOp<linalg::FillOp>();
    if (!fill || !matchPattern(fill.getInputs()[0], m_AnyZeroFloat()))
      return rewriter.notifyMatchFailure(div, "the sum does not start at 0");
    Block &sumBody = sum.getRegion().front();
    Value element = sumBody.getArgument(0), acc = sumBody.getArgument(1);
    auto add = dyn_cast_or_null<arith::AddFOp>(
        sumBody.getTerminator()->getOperand(0).getDefiningOp());
    if (!add || (add.getLhs() == acc) == (add.getRhs() == acc))
      return rewriter.notifyMatchFailure(div, "not an accumulated sum");
    Value term = add.getLhs() == acc ? add.getRhs() : add.getLhs();
    Value input = sum.getDpsInputs()[0];
    if (sumBody.getOperations().size() == 2) {
      // sum(in) over |x| from an abs generic: p = 1.
      if (p != 1 || term != element)
        return rewriter.notifyMatchFailure(div, "not a sum of the elements");
      input = unaryInput<math::AbsFOp>(input);
    } else {
      // sum(term(in)): x * x for p = 2, |x| for p = 1.
      Operation *termOp = term.getDefiningOp();
      bool square = p == 2 && isa_and_nonnull<arith::MulFOp>(termOp) &&
                    termOp->getOperand(0) == element &&
                    termOp->getOperand(1) == element;
      bool absolute = p == 1 && isa_and_nonnull<math::AbsFOp>(termOp) &&
                      termOp->getOperand(0) == element;
      if (sumBody.getOperations().size() != 3 || (!square && !absolute))
        return rewriter.notifyMatchFailure(div, "not a sum of x * x or |x|");
    }
    if (input != x)
      return rewriter.notifyMatchFailure(div, "the norm is not of x");
    rewriter.replaceOpWithNewOp<LpNormalizeOp>(div, x, div.getDpsInits()[0],
                                               rank - 1, p);
    return success();
  }
};

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

void LpNormalizeOp::getCanonicalizationPatterns(RewritePatternSet &patterns,
                                                MLIRContext *context) {
  patterns.add<RaiseLpNormalize>(context);
}
