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

/// Threads the partial reductions should run on: about a wave of a large
/// GPU's resident threads (132 SMs x 2048 on an H200), so that the bytes in
/// flight hide the memory latency.
static constexpr int64_t kTargetThreads = int64_t(1) << 18;
/// Each partial reduces at least this many terms (below, the partials'
/// own traffic and the combine's work outweigh the parallelism).
static constexpr int64_t kMinTermsPerPartial = 32;
/// A combine (the reduction of the partials) is split again from this
/// extent on, so that a few outputs do not sum thousands of partials on a
/// few threads.
static constexpr int64_t kMinCombineExtent = 512;

/// The number of partials for `extent` reduction iterations into
/// `outputElements` outputs: at least about sqrt(extent) (accuracy), more
/// when the outputs alone give too few threads (parallelism), never fewer
/// than kMinTermsPerPartial terms each, within the cap.
static int64_t wantedPartials(int64_t extent, int64_t outputElements) {
  outputElements = std::max<int64_t>(1, outputElements);
  int64_t cap = kMaxPartialElements / outputElements;
  int64_t accurate =
      static_cast<int64_t>(std::sqrt(static_cast<double>(extent)));
  int64_t parallel =
      std::min(kTargetThreads / outputElements, extent / kMinTermsPerPartial);
  return std::min(cap, std::max(accurate, parallel));
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
    if (minExtent < 2 || partials < 0 || partials == 1) {
      getOperation().emitError()
          << "kgen-split-long-reductions: min-extent must be at least 2 and "
             "partials 0 (automatic) or at least 2, got min-extent="
          << minExtent << " partials=" << partials;
      return signalPassFailure();
    }
    for (linalg::LinalgOp op : ops) {
      // With `partials`, every reduction that gives them two terms each.
      FailureOr<linalg::GenericOp> combine =
          split(rewriter, op, partials ? 2 * partials : minExtent, partials);
      // A long combine is split in turn (by the automatic rule).
      while (succeeded(combine))
        combine = split(rewriter, *combine, kMinCombineExtent, 0);
    }
  }

  /// Splits `op` when its reduction extent reaches `threshold`; returns the
  /// combine that replaces it.
  FailureOr<linalg::GenericOp> split(RewriterBase &rewriter,
                                     linalg::LinalgOp op, int64_t threshold,
                                     int64_t wanted) {
    if (!op.hasPureTensorSemantics() || op.getNumDpsInits() < 1 ||
        op->getNumResults() != op.getNumDpsInits() || op->getNumRegions() != 1)
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
    if (extent < threshold)
      return failure();
    // Every output (a reduction of several results at once, such as a
    // sum and a sum of squares) has the same projected-permutation map, a
    // static shape, and one combiner with a neutral element.
    OpOperand *firstInit = op.getDpsInitOperand(0);
    AffineMap outputMap = op.getMatchingIndexingMap(firstInit);
    if (!outputMap.isProjectedPermutation())
      return failure();
    SmallVector<RankedTensorType> initTypes;
    SmallVector<Operation *> combiners;
    SmallVector<TypedAttr> neutrals;
    for (OpOperand &init : op.getDpsInitsMutable()) {
      auto type = dyn_cast<RankedTensorType>(init.get().getType());
      if (!type || !type.hasStaticShape() ||
          op.getMatchingIndexingMap(&init) != outputMap)
        return failure();
      SmallVector<Operation *, 4> matched;
      unsigned position = init.getOperandNumber() - op.getNumDpsInputs();
      if (!matchReduction(op.getRegionOutputArgs(), position, matched) ||
          matched.size() != 1 || matched.front()->getNumOperands() != 2 ||
          matched.front()->getNumResults() != 1)
        return failure();
      std::optional<TypedAttr> neutral =
          arith::getNeutralElement(matched.front());
      if (!neutral)
        return failure();
      initTypes.push_back(type);
      combiners.push_back(matched.front());
      neutrals.push_back(*neutral);
    }
    int64_t partials =
        wanted ? std::min(wanted, extent / 2)
               : wantedPartials(extent, initTypes.front().getNumElements());
    if (partials < 2)
      return failure();

    // A reduction loop can be split in two (k = kk * F + f) when every
    // input indexes it alone in one of its dimensions (that dimension is
    // expanded into kk x f) and the body does not read its index.
    auto splittable = [&](unsigned d) {
      for (OpOperand *input : op.getDpsInputOperands()) {
        AffineMap map = op.getMatchingIndexingMap(input);
        if (!map.isFunctionOfDim(d))
          continue;
        if (!isa<RankedTensorType>(input->get().getType()))
          return false;
        for (AffineExpr e : map.getResults())
          if (e.isFunctionOfDim(d) && !isa<AffineDimExpr>(e))
            return false;
      }
      bool indexed = false;
      op->walk([&](linalg::IndexOp index) { indexed |= index.getDim() == d; });
      return !indexed;
    };
    // Lanes (partials) per reduction loop, innermost first: a loop that
    // fits in what is still wanted becomes parallel whole, else it gives a
    // divisor of its size as lanes f, interleaved (k = kk * F + f), so
    // that neighbouring threads read neighbouring elements.
    SmallVector<int64_t> lanes(op.getNumLoops(), 1);
    int64_t remaining = partials, made = 1;
    for (unsigned d : llvm::reverse(reductionDims)) {
      if (remaining < 2)
        break;
      int64_t f = ranges[d] <= remaining ? ranges[d]
                  : splittable(d) ? largestDivisorAtMost(ranges[d], remaining)
                                  : 1;
      if (f < 2)
        continue;
      lanes[d] = f;
      made *= f;
      remaining = (remaining + f - 1) / f;
    }
    if (made < 2)
      return failure();
    auto isWhole = [&](unsigned d) { return lanes[d] == ranges[d]; };
    auto isSplit = [&](unsigned d) {
      return lanes[d] > 1 && lanes[d] < ranges[d];
    };

    // The partial op's loops: the original ones (a split loop keeps its
    // place as kk), and one lane loop f per split loop, after them all when
    // the innermost loop is split (its lanes are then the fastest
    // threads), else just before its own kk loop. The partials' layout
    // then follows the input's: the threads that run at once read a few
    // neighbouring blocks of rows (x[b, kk * F + f, :] for the F lanes of
    // one b) rather than one row of each of many distant blocks (lanes
    // first: x[b, kk * F + f, :] for every b at one f). On a sum over the
    // middle dimension of 128x4096x4095 (an H100), a split written by hand
    // in this layout ran 9% faster than this pass's lanes-first one.
    unsigned numLoops = op.getNumLoops();
    SmallVector<unsigned> splitDims;
    for (unsigned d = 0; d < numLoops; ++d)
      if (isSplit(d))
        splitDims.push_back(d);
    unsigned numLanes = splitDims.size();
    bool lanesLast = isSplit(numLoops - 1);
    MLIRContext *context = op.getContext();
    SmallVector<AffineExpr> loopOf(numLoops);
    DenseMap<unsigned, AffineExpr> laneOf;
    unsigned position = 0;
    for (unsigned d = 0; d < numLoops; ++d) {
      if (isSplit(d) && !lanesLast)
        laneOf[d] = getAffineDimExpr(position++, context);
      loopOf[d] = getAffineDimExpr(position++, context);
    }
    if (lanesLast)
      for (unsigned d : splitDims)
        laneOf[d] = getAffineDimExpr(position++, context);
    unsigned partialLoops = numLoops + numLanes;

    Location loc = op.getLoc();
    rewriter.setInsertionPoint(op);
    SmallVector<Value> inputs;
    SmallVector<AffineMap> maps;
    for (OpOperand *input : op.getDpsInputOperands()) {
      AffineMap map = op.getMatchingIndexingMap(input);
      SmallVector<AffineExpr> exprs;
      SmallVector<ReassociationIndices> groups;
      SmallVector<int64_t> shape;
      bool expanded = false;
      auto type = dyn_cast<RankedTensorType>(input->get().getType());
      for (auto [j, e] : llvm::enumerate(map.getResults())) {
        auto dim = dyn_cast<AffineDimExpr>(e);
        if (dim && isSplit(dim.getPosition())) {
          unsigned d = dim.getPosition();
          groups.push_back({static_cast<int64_t>(shape.size()),
                            static_cast<int64_t>(shape.size() + 1)});
          // Interleaved: k = kk * F + f; contiguous: k = f * KK + kk.
          int64_t chunk = ranges[d] / lanes[d];
          shape.push_back(contiguous ? lanes[d] : chunk);
          shape.push_back(contiguous ? chunk : lanes[d]);
          exprs.push_back(contiguous ? laneOf[d] : loopOf[d]);
          exprs.push_back(contiguous ? loopOf[d] : laneOf[d]);
          expanded = true;
          continue;
        }
        groups.push_back({static_cast<int64_t>(shape.size())});
        shape.push_back(type ? type.getDimSize(j) : 1);
        exprs.push_back(e.replaceDims(loopOf));
      }
      Value value = input->get();
      if (expanded)
        value = tensor::ExpandShapeOp::create(
            rewriter, loc, RankedTensorType::get(shape, type.getElementType()),
            value, groups);
      inputs.push_back(value);
      maps.push_back(AffineMap::get(partialLoops, 0, exprs, context));
    }

    // The partials: one element per parallel loop of the partial op, in
    // its loop order, filled with the combiner's neutral element.
    SmallVector<utils::IteratorType> iterators(partialLoops);
    SmallVector<int64_t> partialShape;
    SmallVector<AffineExpr> partialExprs;
    // For the combine: which partial dimensions are the output's.
    SmallVector<bool> isOutputDim;
    DenseMap<unsigned, unsigned> combineDimOf;
    auto addPartialDim = [&](unsigned loop, int64_t size, bool output,
                             std::optional<unsigned> original) {
      if (original)
        combineDimOf[*original] = partialShape.size();
      partialShape.push_back(size);
      partialExprs.push_back(getAffineDimExpr(loop, context));
      isOutputDim.push_back(output);
    };
    SmallVector<utils::IteratorType> originalIterators =
        op.getIteratorTypesArray();
    for (unsigned loop = 0; loop < partialLoops; ++loop) {
      // The original loop or lane at this position.
      std::optional<unsigned> original;
      for (unsigned d = 0; d < numLoops; ++d)
        if (cast<AffineDimExpr>(loopOf[d]).getPosition() == loop)
          original = d;
      if (original) {
        unsigned d = *original;
        bool parallel = originalIterators[d] == utils::IteratorType::parallel;
        if (parallel || isWhole(d)) {
          iterators[loop] = utils::IteratorType::parallel;
          addPartialDim(loop, ranges[d], parallel, d);
        } else {
          iterators[loop] = utils::IteratorType::reduction;
        }
        continue;
      }
      for (unsigned d : splitDims)
        if (cast<AffineDimExpr>(laneOf[d]).getPosition() == loop)
          addPartialDim(loop, lanes[d], /*output=*/false, std::nullopt);
      iterators[loop] = utils::IteratorType::parallel;
    }
    SmallVector<Value> filled;
    SmallVector<Type> partialTypes;
    for (auto [type, neutral] : llvm::zip(initTypes, neutrals)) {
      Value empty = tensor::EmptyOp::create(rewriter, loc, partialShape,
                                            type.getElementType());
      Value neutralValue = arith::ConstantOp::create(rewriter, loc, neutral);
      filled.push_back(
          linalg::FillOp::create(rewriter, loc, neutralValue, empty)
              .getResult(0));
      partialTypes.push_back(filled.back().getType());
      maps.push_back(AffineMap::get(partialLoops, 0, partialExprs, context));
    }
    auto partialOp = linalg::GenericOp::create(rewriter, loc, partialTypes,
                                               inputs, filled, maps, iterators);
    rewriter.cloneRegionBefore(op->getRegion(0), partialOp.getRegion(),
                               partialOp.getRegion().end());
    // Loops moved by the lanes before them: the body's indices follow.
    partialOp.getRegion().walk([&](linalg::IndexOp index) {
      index.setDim(cast<AffineDimExpr>(loopOf[index.getDim()]).getPosition());
    });

    // The combine: the partials reduced into the original init.
    unsigned combineLoops = partialShape.size();
    SmallVector<AffineExpr> outputExprs;
    for (AffineExpr e : outputMap.getResults())
      outputExprs.push_back(getAffineDimExpr(
          combineDimOf[cast<AffineDimExpr>(e).getPosition()], context));
    AffineMap combineOutputMap =
        AffineMap::get(combineLoops, 0, outputExprs, context);
    unsigned numOutputs = combiners.size();
    SmallVector<AffineMap> combineMaps(
        numOutputs, AffineMap::getMultiDimIdentityMap(combineLoops, context));
    combineMaps.append(numOutputs, combineOutputMap);
    SmallVector<utils::IteratorType> combineIterators;
    for (bool output : isOutputDim)
      combineIterators.push_back(output ? utils::IteratorType::parallel
                                        : utils::IteratorType::reduction);
    SmallVector<Type> resultTypes(initTypes.begin(), initTypes.end());
    auto combineOp = linalg::GenericOp::create(
        rewriter, loc, resultTypes, partialOp.getResults(), op.getDpsInits(),
        combineMaps, combineIterators,
        [&](OpBuilder &b, Location bodyLoc, ValueRange args) {
          SmallVector<Value> yielded;
          for (auto [i, combiner] : llvm::enumerate(combiners)) {
            OperationState state(bodyLoc, combiner->getName());
            state.addOperands({args[i], args[numOutputs + i]});
            state.addTypes(args[numOutputs + i].getType());
            state.addAttributes(combiner->getAttrs());
            yielded.push_back(b.create(state)->getResult(0));
          }
          linalg::YieldOp::create(b, bodyLoc, yielded);
        });
    rewriter.replaceOp(op, combineOp.getResults());
    return combineOp;
  }
};
} // namespace
