//===- KgenScanOps.cpp - kgen scan payload ops ----------------------------===//
//
// Part of kgen.
//
//===----------------------------------------------------------------------===//
//
// kgen.cumsum: its verifier and its default decomposition into upstream
// linalg ops (a blocked masked sum, see the op's description).
//
//===----------------------------------------------------------------------===//

#include "Kgen/IR/KgenOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Arith/Utils/Utils.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/IR/AffineMap.h"
#include "mlir/IR/TypeUtilities.h"

using namespace mlir;
using namespace mlir::kgen;

LogicalResult CumSumOp::verify() {
  auto type = cast<RankedTensorType>(getInput().getType());
  Type elementType = type.getElementType();
  if (!isa<FloatType, IntegerType>(elementType))
    return emitOpError() << "expects an integer or float element type, got "
                         << elementType;
  int64_t dimension = getDimension();
  if (dimension < 0 || dimension >= type.getRank())
    return emitOpError() << "dimension " << dimension
                         << " is out of range for an input of rank "
                         << type.getRank();
  return success();
}

/// A tensor of `sizes` filled with 0.
static Value zeros(OpBuilder &b, Location loc, ArrayRef<OpFoldResult> sizes,
                   Type elementType) {
  Value empty = tensor::EmptyOp::create(b, loc, sizes, elementType);
  Value zero = arith::ConstantOp::create(
      b, loc, cast<TypedAttr>(b.getZeroAttr(elementType)));
  return linalg::FillOp::create(b, loc, ValueRange{zero}, ValueRange{empty})
      .getResult(0);
}

/// out[.., i, ..] = the sum of x[.., j, ..] over the j with `j predicate i`
/// along `axis`: loops (x's dims..., j) with j a reduction.
static Value maskedSum(OpBuilder &b, Location loc, Value x, int64_t axis,
                       arith::CmpIPredicate predicate) {
  MLIRContext *ctx = b.getContext();
  int64_t rank = cast<RankedTensorType>(x.getType()).getRank();
  SmallVector<AffineExpr> xe, oe;
  for (int64_t d = 0; d < rank; ++d) {
    xe.push_back(getAffineDimExpr(d == axis ? rank : d, ctx));
    oe.push_back(getAffineDimExpr(d, ctx));
  }
  SmallVector<utils::IteratorType> iterators(rank,
                                             utils::IteratorType::parallel);
  iterators.push_back(utils::IteratorType::reduction);
  SmallVector<AffineMap> maps = {AffineMap::get(rank + 1, 0, xe, ctx),
                                 AffineMap::get(rank + 1, 0, oe, ctx)};
  auto generic = linalg::GenericOp::create(
      b, loc, x.getType(), ValueRange{x},
      ValueRange{zeros(b, loc, tensor::getMixedSizes(b, loc, x),
                       getElementTypeOrSelf(x.getType()))},
      maps, iterators, [&](OpBuilder &nb, Location l, ValueRange a) {
        Value i = linalg::IndexOp::create(nb, l, axis);
        Value j = linalg::IndexOp::create(nb, l, rank);
        Value in = arith::CmpIOp::create(nb, l, predicate, j, i);
        Value sum = ArithBuilder(nb, l).add(a[1], a[0]);
        linalg::YieldOp::create(
            nb, l, ValueRange{arith::SelectOp::create(nb, l, in, sum, a[1])});
      });
  return generic.getResult(0);
}

/// The block length C of a blocked scan over n elements (n = B x C), or 0
/// for one masked sum over the whole dimension: C minimizes the blocked
/// form's terms per row, n C (within blocks) + B^2 (block offsets), among
/// the divisors with B, C >= 8, for n >= 1024.
static int64_t scanBlock(int64_t n) {
  if (n < 1024)
    return 0;
  int64_t best = 0;
  double bestCost = 0;
  for (int64_t c = 8; c * 8 <= n; ++c) {
    if (n % c)
      continue;
    double blocks = double(n / c), cost = double(n) * c + blocks * blocks;
    if (!best || cost < bestCost)
      best = c, bestCost = cost;
  }
  return best;
}

FailureOr<SmallVector<Value>> CumSumOp::decomposeOperation(OpBuilder &b) {
  OpBuilder::InsertionGuard guard(b);
  b.setInsertionPoint(*this);
  Location loc = getLoc();
  MLIRContext *ctx = b.getContext();
  Value x = getInput();
  auto type = cast<RankedTensorType>(x.getType());
  int64_t rank = type.getRank(), axis = getDimension();
  bool reverse = getReverse();
  auto predicate = [&](bool exclusive) {
    return reverse ? (exclusive ? arith::CmpIPredicate::ugt
                                : arith::CmpIPredicate::uge)
                   : (exclusive ? arith::CmpIPredicate::ult
                                : arith::CmpIPredicate::ule);
  };
  int64_t n = type.getDimSize(axis);
  int64_t c = type.hasStaticShape() ? scanBlock(n) : 0;
  if (!c)
    return SmallVector<Value>{
        maskedSum(b, loc, x, axis, predicate(getExclusive()))};

  // Blocked: the dimension as B blocks of C; the scan within each block,
  // the exclusive scan of the blocks' totals, their sum. n C + B^2 terms
  // per row instead of n^2 (32768: 1024 blocks of 32, 2.1 M instead of
  // 1.1 G).
  SmallVector<int64_t> shape(type.getShape());
  shape[axis] = n / c;
  shape.insert(shape.begin() + axis + 1, c);
  SmallVector<ReassociationIndices> groups;
  for (int64_t d = 0; d < rank; ++d) {
    if (d < axis)
      groups.push_back({d});
    else if (d == axis)
      groups.push_back({d, d + 1});
    else
      groups.push_back({d + 1});
  }
  Type et = type.getElementType();
  auto blockedType = RankedTensorType::get(shape, et);
  Value blocked = tensor::ExpandShapeOp::create(b, loc, blockedType, x, groups);
  Value within =
      maskedSum(b, loc, blocked, axis + 1, predicate(getExclusive()));
  // The blocks' totals: a sum over each block.
  SmallVector<int64_t> totalShape(shape);
  totalShape.erase(totalShape.begin() + axis + 1);
  SmallVector<AffineExpr> all, drop;
  for (int64_t d = 0; d <= rank; ++d) {
    all.push_back(getAffineDimExpr(d, ctx));
    if (d != axis + 1)
      drop.push_back(getAffineDimExpr(d, ctx));
  }
  AffineMap allMap = AffineMap::get(rank + 1, 0, all, ctx);
  AffineMap dropMap = AffineMap::get(rank + 1, 0, drop, ctx);
  SmallVector<utils::IteratorType> iterators(rank + 1,
                                             utils::IteratorType::parallel);
  iterators[axis + 1] = utils::IteratorType::reduction;
  auto totalType = RankedTensorType::get(totalShape, et);
  Value totalInit = zeros(b, loc, getAsIndexOpFoldResult(ctx, totalShape), et);
  Value totals =
      linalg::GenericOp::create(
          b, loc, totalType, ValueRange{blocked}, ValueRange{totalInit},
          ArrayRef<AffineMap>{allMap, dropMap}, iterators,
          [&](OpBuilder &nb, Location l, ValueRange a) {
            linalg::YieldOp::create(
                nb, l, ValueRange{ArithBuilder(nb, l).add(a[1], a[0])});
          })
          .getResult(0);
  Value offsets =
      maskedSum(b, loc, totals, axis, predicate(/*exclusive=*/true));
  SmallVector<utils::IteratorType> parallel(rank + 1,
                                            utils::IteratorType::parallel);
  Value sum = linalg::GenericOp::create(
                  b, loc, blockedType, ValueRange{within, offsets},
                  ValueRange{tensor::EmptyOp::create(b, loc, shape, et)},
                  ArrayRef<AffineMap>{allMap, dropMap, allMap}, parallel,
                  [&](OpBuilder &nb, Location l, ValueRange a) {
                    linalg::YieldOp::create(
                        nb, l, ValueRange{ArithBuilder(nb, l).add(a[0], a[1])});
                  })
                  .getResult(0);
  return SmallVector<Value>{
      tensor::CollapseShapeOp::create(b, loc, type, sum, groups).getResult()};
}
