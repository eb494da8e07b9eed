//===- SplitLongReductions.cpp - partial reductions and a combine ---------===//
//
// Part of kgen.
//
//===----------------------------------------------------------------------===//
//
// kgen-split-long-reductions: a structured op on tensors whose reduction
// loops cover at least `min-extent` iterations becomes partial reductions
// (about sqrt(extent) of them) and a combine, so that the naive lowering's
// sequential loops add ~sqrt(n) terms each instead of n (accuracy) and run
// on ~sqrt(n) times as many threads (parallelism). See Passes.td.
//
//===----------------------------------------------------------------------===//

#include "kgen/Lowering/Passes.h"

#include "mlir/Analysis/SliceAnalysis.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/PatternMatch.h"

#include <cmath>

namespace mlir {
namespace kgen {
#define GEN_PASS_DEF_SPLITLONGREDUCTIONS
#include "kgen/Lowering/Passes.h.inc"
} // namespace kgen
} // namespace mlir

using namespace mlir;
using namespace mlir::kgen;

/// At most this many partial results per op (elements of the partials'
/// tensor: output elements x partials), so that a reduction with a large
/// output (a 4096x4096 matmul) is not given a tensor of gigabytes.
static constexpr int64_t kMaxPartialElements = int64_t(1) << 24;

/// The largest divisor of `n` that is at most `limit` (1 when none > 1).
static int64_t largestDivisorAtMost(int64_t n, int64_t limit) {
  for (int64_t d = std::min(n - 1, limit); d > 1; --d)
    if (n % d == 0)
      return d;
  return 1;
}

/// The number of partials for `extent` reduction iterations into
/// `outputElements` outputs: about sqrt(extent), within the cap.
static int64_t wantedPartials(int64_t extent, int64_t outputElements) {
  int64_t cap = kMaxPartialElements / std::max<int64_t>(1, outputElements);
  return std::min<int64_t>(
      cap, static_cast<int64_t>(std::sqrt(static_cast<double>(extent))));
}

namespace {
struct SplitLongReductionsPass
    : kgen::impl::SplitLongReductionsBase<SplitLongReductionsPass> {
  using Base::Base;

  void runOnOperation() override {
    // Only the function's own ops: a strategy's tiles (ops inside loops or
    // launches) are left as the strategy made them.
    SmallVector<linalg::LinalgOp> ops;
    for (Block &block : getOperation().getBody())
      for (Operation &op : block)
        if (auto linalgOp = dyn_cast<linalg::LinalgOp>(&op))
          ops.push_back(linalgOp);
    IRRewriter rewriter(&getContext());
    for (linalg::LinalgOp op : ops)
      (void)split(rewriter, op);
  }

  LogicalResult split(RewriterBase &rewriter, linalg::LinalgOp op) {
    if (!op.hasPureTensorSemantics() || op.getNumDpsInits() != 1 ||
        op->getNumResults() != 1 || op->getNumRegions() != 1)
      return failure();
    SmallVector<unsigned> reductionDims;
    op.getReductionDims(reductionDims);
    if (reductionDims.empty())
      return failure();
    SmallVector<int64_t> ranges = op.getStaticLoopRanges();
    int64_t extent = 1;
    for (unsigned d : reductionDims) {
      if (ShapedType::isDynamic(ranges[d]))
        return failure();
      extent *= ranges[d];
    }
    if (extent < minExtent)
      return failure();
    auto initType =
        dyn_cast<RankedTensorType>(op.getDpsInitOperand(0)->get().getType());
    if (!initType || !initType.hasStaticShape())
      return failure();
    OpOperand *init = op.getDpsInitOperand(0);
    AffineMap outputMap = op.getMatchingIndexingMap(init);
    if (!outputMap.isProjectedPermutation())
      return failure();
    SmallVector<Operation *, 4> combiners;
    if (!matchReduction(op.getRegionOutputArgs(), 0, combiners) ||
        combiners.size() != 1 || combiners.front()->getNumOperands() != 2 ||
        combiners.front()->getNumResults() != 1)
      return failure();
    Operation *combiner = combiners.front();
    std::optional<TypedAttr> neutral = arith::getNeutralElement(combiner);
    if (!neutral)
      return failure();
    int64_t partials = wantedPartials(extent, initType.getNumElements());
    if (partials < 2)
      return failure();

    rewriter.setInsertionPoint(op);
    if (reductionDims.size() == 1) {
      // One reduction loop: split it (upstream) by a divisor of its size.
      int64_t ratio = largestDivisorAtMost(extent, partials);
      if (ratio < 2)
        return failure();
      linalg::ControlSplitReductionFn control = [&](linalg::LinalgOp) {
        return linalg::SplitReductionOptions{ratio, /*index=*/0,
                                             /*innerParallel=*/false};
      };
      return failure(failed(linalg::splitReduction(rewriter, op, control)));
    }

    // Several reduction loops: the outer ones (in loop order) become
    // parallel loops of the partial op until about `partials` partials
    // are made; the innermost one always stays a reduction.
    SmallVector<unsigned> promoted;
    int64_t made = 1;
    for (unsigned d : ArrayRef<unsigned>(reductionDims).drop_back()) {
      if (made >= partials || made * ranges[d] > 2 * partials)
        break;
      promoted.push_back(d);
      made *= ranges[d];
    }
    if (made < 2)
      return failure();

    MLIRContext *context = op.getContext();
    Location loc = op.getLoc();
    Type elementType = initType.getElementType();
    // Partials: the output's shape, then one dimension per promoted loop,
    // filled with the combiner's neutral element.
    SmallVector<int64_t> partialShape(initType.getShape());
    SmallVector<AffineExpr> partialExprs(outputMap.getResults());
    for (unsigned d : promoted) {
      partialShape.push_back(ranges[d]);
      partialExprs.push_back(getAffineDimExpr(d, context));
    }
    Value empty =
        tensor::EmptyOp::create(rewriter, loc, partialShape, elementType);
    Value neutralValue = arith::ConstantOp::create(rewriter, loc, *neutral);
    Value filled =
        linalg::FillOp::create(rewriter, loc, neutralValue, empty).getResult(0);
    SmallVector<AffineMap> maps = op.getIndexingMapsArray();
    maps[init->getOperandNumber()] =
        AffineMap::get(op.getNumLoops(), 0, partialExprs, context);
    SmallVector<utils::IteratorType> iterators = op.getIteratorTypesArray();
    for (unsigned d : promoted)
      iterators[d] = utils::IteratorType::parallel;
    auto partialOp = linalg::GenericOp::create(
        rewriter, loc, TypeRange{filled.getType()}, op.getDpsInputs(),
        ValueRange{filled}, maps, iterators);
    rewriter.cloneRegionBefore(op->getRegion(0), partialOp.getRegion(),
                               partialOp.getRegion().end());

    // The combine: the partials reduced into the original init.
    unsigned outputRank = initType.getRank();
    unsigned combineLoops = outputRank + promoted.size();
    SmallVector<AffineExpr> outputExprs;
    for (unsigned d = 0; d < outputRank; ++d)
      outputExprs.push_back(getAffineDimExpr(d, context));
    SmallVector<AffineMap> combineMaps = {
        AffineMap::getMultiDimIdentityMap(combineLoops, context),
        AffineMap::get(combineLoops, 0, outputExprs, context)};
    SmallVector<utils::IteratorType> combineIterators(
        outputRank, utils::IteratorType::parallel);
    combineIterators.append(promoted.size(), utils::IteratorType::reduction);
    auto combineOp = linalg::GenericOp::create(
        rewriter, loc, TypeRange{initType}, partialOp.getResults(),
        ValueRange{init->get()}, combineMaps, combineIterators,
        [&](OpBuilder &b, Location bodyLoc, ValueRange args) {
          OperationState state(bodyLoc, combiner->getName());
          state.addOperands({args[0], args[1]});
          state.addTypes(args[1].getType());
          state.addAttributes(combiner->getAttrs());
          Operation *combined = b.create(state);
          linalg::YieldOp::create(b, bodyLoc, combined->getResult(0));
        });
    rewriter.replaceOp(op, combineOp.getResults());
    return success();
  }
};
} // namespace
