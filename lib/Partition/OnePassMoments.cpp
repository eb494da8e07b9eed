//===- OnePassMoments.cpp - a variance's two reductions as one ------------===//
//
// Part of kgen.
//
//===----------------------------------------------------------------------===//
//
// kgen-one-pass-moments: `S = sum(x)`, `m = S / n`, `V = sum((x - m)^2)`
// over the same dimensions become one reduction of the shifted data (the
// shift `c`: the mean of the first elements of each row), `A = sum(x - c)`
// and `B = sum((x - c)^2)`, then `S = n * c + A` and
// `V = max(B - A * A / n, 0)`. See Passes.td.
//
//===----------------------------------------------------------------------===//

#include "kgen/Partition/Passes.h"

#include "Kgen/IR/KgenNormOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/PatternMatch.h"

namespace mlir {
namespace kgen {
#define GEN_PASS_DEF_ONEPASSMOMENTS
#include "kgen/Partition/Passes.h.inc"
} // namespace kgen
} // namespace mlir

using namespace mlir;
using namespace mlir::kgen;

/// Elements averaged into each row's shift.
static constexpr int64_t kShiftHead = 32;

/// The value `generic` yields (it has one result).
static Value yielded(linalg::GenericOp generic) {
  return cast<linalg::YieldOp>(generic.getBody()->getTerminator())
      .getOperand(0);
}

/// Whether `generic` is a float reduction into a zero-filled tensor that
/// reads its one input with the identity map and writes its statistics
/// along its parallel loops in order (the output map is those loops).
static bool isStatistic(linalg::GenericOp generic) {
  if (!generic.hasPureTensorSemantics() || generic.getNumDpsInputs() != 1 ||
      generic.getNumDpsInits() != 1 || generic.getNumReductionLoops() == 0)
    return false;
  if (!generic.getMatchingIndexingMap(generic.getDpsInputOperand(0))
           .isIdentity())
    return false;
  AffineMap output =
      generic.getMatchingIndexingMap(generic.getDpsInitOperand(0));
  SmallVector<utils::IteratorType> iterators = generic.getIteratorTypesArray();
  unsigned next = 0;
  for (auto [d, iterator] : llvm::enumerate(iterators)) {
    if (iterator != utils::IteratorType::parallel)
      continue;
    if (next >= output.getNumResults() ||
        output.getResult(next) != getAffineDimExpr(d, generic.getContext()))
      return false;
    ++next;
  }
  if (next != output.getNumResults())
    return false;
  // Static shapes: the loops are the input's dimensions (identity map), and
  // the mean's divisor is compared with their extent.
  auto type = dyn_cast<RankedTensorType>(generic.getResultTypes().front());
  auto inputType =
      dyn_cast<RankedTensorType>(generic.getDpsInputs().front().getType());
  if (!type || !type.hasStaticShape() ||
      !isa<FloatType>(type.getElementType()) || !inputType ||
      !inputType.hasStaticShape())
    return false;
  auto fill = generic.getDpsInits().front().getDefiningOp<linalg::FillOp>();
  return fill &&
         matchPattern(fill.getDpsInputOperand(0)->get(), m_AnyZeroFloat());
}

/// Whether `value` is `op(a, b)` or `op(b, a)` of kind OpTy.
template <typename OpTy>
static bool isCommutative(Value value, Value a, Value b) {
  auto op = value.getDefiningOp<OpTy>();
  return op && ((op.getLhs() == a && op.getRhs() == b) ||
                (op.getLhs() == b && op.getRhs() == a));
}

/// Whether `generic` yields `in + out` (a sum).
static bool isSum(linalg::GenericOp generic) {
  Block *body = generic.getBody();
  return isStatistic(generic) &&
         isCommutative<arith::AddFOp>(yielded(generic), body->getArgument(0),
                                      body->getArgument(1));
}

/// Whether `generic` yields `in * in + out` (a sum of squares).
static bool isSumOfSquares(linalg::GenericOp generic) {
  if (!isStatistic(generic))
    return false;
  Block *body = generic.getBody();
  auto add = yielded(generic).getDefiningOp<arith::AddFOp>();
  if (!add)
    return false;
  Value in = body->getArgument(0), out = body->getArgument(1);
  Value square = add.getLhs() == out ? add.getRhs() : add.getLhs();
  if (add.getLhs() != out && add.getRhs() != out)
    return false;
  return isCommutative<arith::MulFOp>(square, in, in);
}

/// Whether `generic` is elementwise with identity maps only.
static bool isIdentityElementwise(linalg::GenericOp generic) {
  return generic.hasPureTensorSemantics() &&
         generic.getNumLoops() == generic.getNumParallelLoops() &&
         llvm::all_of(generic.getIndexingMapsArray(),
                      [](AffineMap map) { return map.isIdentity(); });
}

namespace {
/// The chain `S = sum(x)`, `m = S / n`, `d = x - m`, `V = sum(d * d)`.
struct Moments {
  linalg::GenericOp sum, mean, centered, squares;
  Value input;
  int64_t count = 0;
};
} // namespace

/// The moments chain that ends in the sum of squares `squares`, if any.
static std::optional<Moments> matchMoments(linalg::GenericOp squares) {
  Moments m;
  m.squares = squares;
  if (!isSumOfSquares(squares))
    return std::nullopt;
  // d = x - m: elementwise over the reduction's loops, x with the identity
  // map, m with the statistics' map.
  m.centered =
      squares.getDpsInputs().front().getDefiningOp<linalg::GenericOp>();
  if (!m.centered || !m.centered.hasPureTensorSemantics() ||
      m.centered.getNumDpsInputs() != 2 || m.centered.getNumDpsInits() != 1 ||
      m.centered.getNumLoops() != m.centered.getNumParallelLoops() ||
      m.centered.getNumLoops() != squares.getNumLoops())
    return std::nullopt;
  AffineMap statisticMap =
      squares.getMatchingIndexingMap(squares.getDpsInitOperand(0));
  if (!m.centered.getMatchingIndexingMap(m.centered.getDpsInputOperand(0))
           .isIdentity() ||
      m.centered.getMatchingIndexingMap(m.centered.getDpsInputOperand(1)) !=
          statisticMap ||
      !m.centered.getMatchingIndexingMap(m.centered.getDpsInitOperand(0))
           .isIdentity())
    return std::nullopt;
  Block *body = m.centered.getBody();
  auto sub = yielded(m.centered).getDefiningOp<arith::SubFOp>();
  if (!sub || sub.getLhs() != body->getArgument(0) ||
      sub.getRhs() != body->getArgument(1))
    return std::nullopt;
  m.input = m.centered.getDpsInputs()[0];
  // m = S / n, n the reduction's extent.
  m.mean = m.centered.getDpsInputs()[1].getDefiningOp<linalg::GenericOp>();
  if (!m.mean || !isIdentityElementwise(m.mean) ||
      m.mean.getNumDpsInputs() != 1 || m.mean.getNumDpsInits() != 1)
    return std::nullopt;
  auto div = yielded(m.mean).getDefiningOp<arith::DivFOp>();
  FloatAttr divisor;
  if (!div || div.getLhs() != m.mean.getBody()->getArgument(0) ||
      !matchPattern(div.getRhs(), m_Constant(&divisor)))
    return std::nullopt;
  m.count = 1;
  SmallVector<int64_t> ranges = squares.getStaticLoopRanges();
  for (auto [d, iterator] : llvm::enumerate(squares.getIteratorTypesArray()))
    if (iterator == utils::IteratorType::reduction)
      m.count *= ranges[d];
  // An empty reduction has no element to shift by: left as it is.
  if (m.count == 0 ||
      divisor.getValueAsDouble() != static_cast<double>(m.count))
    return std::nullopt;
  // S = sum(x) over the same loops.
  m.sum = m.mean.getDpsInputs().front().getDefiningOp<linalg::GenericOp>();
  if (!m.sum || !isSum(m.sum) || m.sum.getDpsInputs().front() != m.input ||
      m.sum.getIndexingMapsArray() != squares.getIndexingMapsArray() ||
      m.sum.getIteratorTypesArray() != squares.getIteratorTypesArray() ||
      m.sum.getResultTypes() != squares.getResultTypes())
    return std::nullopt;
  return m;
}

/// Rewrites the chain `m` (see the file comment).
static void rewrite(RewriterBase &rewriter, const Moments &m) {
  linalg::GenericOp squares = m.squares;
  MLIRContext *context = squares.getContext();
  Location loc = squares.getLoc();
  auto statType = cast<RankedTensorType>(squares.getResultTypes().front());
  Type elementType = statType.getElementType();
  unsigned numLoops = squares.getNumLoops();
  SmallVector<utils::IteratorType> iterators = squares.getIteratorTypesArray();
  AffineMap identity = AffineMap::getMultiDimIdentityMap(numLoops, context);
  AffineMap statisticMap =
      squares.getMatchingIndexingMap(squares.getDpsInitOperand(0));

  // The two sums, in one pass, after the sum they replace (x and the
  // fills it reads dominate it).
  rewriter.setInsertionPointAfter(m.sum);
  Value zero = arith::ConstantOp::create(rewriter, loc,
                                         rewriter.getZeroAttr(elementType));
  auto zeros = [&]() {
    Value empty = tensor::EmptyOp::create(rewriter, loc, statType.getShape(),
                                          elementType);
    return linalg::FillOp::create(rewriter, loc, zero, empty).getResult(0);
  };
  Value sumInit = zeros();
  Value squaresInit = zeros();
  // The shift: the mean of the first 32 elements of each row along its
  // innermost reduction dimension (buildRowShift: a slice of x and a small
  // reduction, its own small kernel after the partition).
  SmallVector<bool> reduced;
  for (utils::IteratorType iterator : iterators)
    reduced.push_back(iterator == utils::IteratorType::reduction);
  Value shift = buildRowShift(rewriter, loc, m.input, reduced, kShiftHead);
  auto shifted = linalg::GenericOp::create(
      rewriter, loc, TypeRange{statType, statType}, ValueRange{m.input, shift},
      ValueRange{sumInit, squaresInit},
      {identity, statisticMap, statisticMap, statisticMap}, iterators,
      [&](OpBuilder &b, Location l, ValueRange args) {
        Value d = arith::SubFOp::create(b, l, args[0], args[1]);
        auto [a, s] = buildShiftedSumsStep(b, l, d, args[2], args[3]);
        linalg::YieldOp::create(b, l, ValueRange{a, s});
      });

  // Elementwise on the statistics: S = n * c + A, V = max(B - A*A/n, 0).
  unsigned statRank = statType.getRank();
  AffineMap statIdentity = AffineMap::getMultiDimIdentityMap(statRank, context);
  SmallVector<utils::IteratorType> parallel(statRank,
                                            utils::IteratorType::parallel);
  // Constants are made in the bodies: a region that captures nothing
  // moves into any kernel as it is.
  TypedAttr countAttr =
      rewriter.getFloatAttr(elementType, static_cast<double>(m.count));
  auto sum = linalg::GenericOp::create(
      rewriter, loc, TypeRange{statType},
      ValueRange{shifted.getResult(0), shift},
      ValueRange{tensor::EmptyOp::create(rewriter, loc, statType.getShape(),
                                         elementType)},
      {statIdentity, statIdentity, statIdentity}, parallel,
      [&](OpBuilder &b, Location l, ValueRange args) {
        Value count = arith::ConstantOp::create(b, l, countAttr);
        Value nc = arith::MulFOp::create(b, l, count, args[1]);
        linalg::YieldOp::create(
            b, l, ValueRange{arith::AddFOp::create(b, l, nc, args[0])});
      });
  rewriter.replaceOp(m.sum, sum.getResults());

  rewriter.setInsertionPoint(squares);
  auto variance = linalg::GenericOp::create(
      rewriter, loc, TypeRange{statType}, shifted.getResults(),
      ValueRange{tensor::EmptyOp::create(rewriter, loc, statType.getShape(),
                                         elementType)},
      {statIdentity, statIdentity, statIdentity}, parallel,
      [&](OpBuilder &b, Location l, ValueRange args) {
        Value count = arith::ConstantOp::create(b, l, countAttr);
        Value mean = arith::DivFOp::create(b, l, args[0], count);
        linalg::YieldOp::create(
            b, l, buildShiftedSquaredDeviations(b, l, args[0], args[1], mean));
      });
  rewriter.replaceOp(squares, variance.getResults());
}

namespace {
struct OnePassMomentsPass : kgen::impl::OnePassMomentsBase<OnePassMomentsPass> {
  void runOnOperation() override {
    SmallVector<Moments> chains;
    // A sum shared by two chains is rewritten for the first only.
    llvm::SmallPtrSet<Operation *, 4> sums;
    getOperation().walk([&](linalg::GenericOp generic) {
      if (std::optional<Moments> m = matchMoments(generic))
        if (sums.insert(m->sum).second)
          chains.push_back(*m);
    });
    IRRewriter rewriter(&getContext());
    for (const Moments &m : chains)
      rewrite(rewriter, m);
  }
};
} // namespace
