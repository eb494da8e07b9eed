//===- KgenNormOps.cpp - kgen norm payload ops ----------------------------===//
//
// Part of kgen. Verifiers and decompositions of the ops in KgenNormOps.td,
// and the decomposition of linalg.softmax that
// transform.kgen.decompose_normalization shares with them.
//
//===----------------------------------------------------------------------===//

#include "Kgen/IR/KgenNormOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Utils/StructuredOpsUtils.h"
#include "mlir/IR/AffineMap.h"
#include "mlir/IR/TypeUtilities.h"

#include <cmath>

using namespace mlir;
using namespace mlir::kgen;

//===----------------------------------------------------------------------===//
// Verifiers
//===----------------------------------------------------------------------===//

/// `[2, 3, ?]`.
static std::string shapeString(ArrayRef<int64_t> shape) {
  std::string text;
  llvm::raw_string_ostream os(text);
  os << "[";
  llvm::interleaveComma(shape, os, [&](int64_t size) {
    if (ShapedType::isDynamic(size))
      os << "?";
    else
      os << size;
  });
  os << "]";
  return text;
}

static ArrayRef<int64_t> shapeOf(Value value) {
  return cast<RankedTensorType>(value.getType()).getShape();
}

/// The input's element type is a float type and every other named operand
/// has it too.
static LogicalResult
verifyElementTypes(Operation *op, Value input,
                   ArrayRef<std::pair<StringRef, Value>> others) {
  Type elementType = getElementTypeOrSelf(input.getType());
  if (!isa<FloatType>(elementType))
    return op->emitOpError()
           << "expects an input with a float element type, got "
           << input.getType();
  for (auto [name, value] : others) {
    Type type = getElementTypeOrSelf(value.getType());
    if (type != elementType)
      return op->emitOpError()
             << "expects the " << name << " to have the input's element type "
             << elementType << ", got " << type;
  }
  return success();
}

/// `value` has shape `expected` (dynamic sizes match anything).
static LogicalResult verifyShape(Operation *op, StringRef name, Value value,
                                 ArrayRef<int64_t> expected,
                                 StringRef explanation) {
  ArrayRef<int64_t> shape = shapeOf(value);
  if (succeeded(verifyCompatibleShape(shape, expected)))
    return success();
  return op->emitOpError() << "expects the " << name << " to have shape "
                           << shapeString(expected) << " (" << explanation
                           << "), got " << shapeString(shape);
}

static LogicalResult verifyEpsilon(Operation *op, const APFloat &epsilon) {
  double value = epsilon.convertToDouble();
  if (value > 0 && std::isfinite(value))
    return success();
  return op->emitOpError() << "expects a positive finite epsilon, got "
                           << value;
}

/// kgen.layer_norm and kgen.rms_norm: normalized over [axis, rank).
static LogicalResult verifyTrailingNorm(Operation *op, Value input,
                                        int64_t axis, Value scale, Value bias,
                                        Value init, const APFloat &epsilon) {
  SmallVector<std::pair<StringRef, Value>> others = {{"scale", scale}};
  if (bias)
    others.push_back({"bias", bias});
  others.push_back({"init", init});
  if (failed(verifyElementTypes(op, input, others)))
    return failure();
  ArrayRef<int64_t> shape = shapeOf(input);
  int64_t rank = shape.size();
  if (rank == 0)
    return op->emitOpError() << "expects an input of rank at least 1";
  if (axis < 0 || axis >= rank)
    return op->emitOpError()
           << "expects axis in [0, " << rank << ") (the input's rank is "
           << rank << "), got " << axis;
  ArrayRef<int64_t> normalized = shape.drop_front(axis);
  if (failed(verifyShape(op, "scale", scale, normalized,
                         "the input's dimensions [axis, rank)")))
    return failure();
  if (bias && failed(verifyShape(op, "bias", bias, normalized,
                                 "the input's dimensions [axis, rank)")))
    return failure();
  if (failed(verifyShape(op, "init", init, shape, "the input's shape")))
    return failure();
  return verifyEpsilon(op, epsilon);
}

/// kgen.log_softmax and kgen.lp_normalize: one dimension of the input, an
/// init of its type.
static LogicalResult verifyAlongDimension(Operation *op, Value input,
                                          Value init, int64_t dimension) {
  if (failed(verifyElementTypes(op, input, {{"init", init}})))
    return failure();
  ArrayRef<int64_t> shape = shapeOf(input);
  int64_t rank = shape.size();
  if (dimension < 0 || dimension >= rank)
    return op->emitOpError()
           << "expects dimension in [0, " << rank << ") (the input's rank is "
           << rank << "), got " << dimension;
  return verifyShape(op, "init", init, shape, "the input's shape");
}

LogicalResult LogSoftmaxOp::verify() {
  return verifyAlongDimension(*this, getInput(), getInit(),
                              getDimensionAttr().getInt());
}

LogicalResult LpNormalizeOp::verify() {
  int64_t p = getPAttr().getInt();
  if (p != 1 && p != 2)
    return emitOpError() << "expects p = 1 or p = 2, got " << p;
  return verifyAlongDimension(*this, getInput(), getInit(),
                              getDimensionAttr().getInt());
}

LogicalResult LogSumExpOp::verify() {
  if (failed(verifyElementTypes(*this, getInput(), {{"init", getInit()}})))
    return failure();
  ArrayRef<int64_t> shape = shapeOf(getInput());
  int64_t rank = shape.size();
  ArrayRef<int64_t> dimensions = getDimensions();
  if (dimensions.empty())
    return emitOpError() << "expects at least one dimension to reduce";
  for (auto [i, dimension] : llvm::enumerate(dimensions)) {
    if (dimension < 0 || dimension >= rank)
      return emitOpError() << "expects dimensions in [0, " << rank
                           << ") (the input's rank is " << rank << "), got "
                           << dimension;
    if (i > 0 && dimension <= dimensions[i - 1])
      return emitOpError() << "expects strictly increasing dimensions, got "
                           << shapeString(dimensions);
  }
  SmallVector<int64_t> kept;
  for (int64_t i = 0; i < rank; ++i)
    if (!llvm::is_contained(dimensions, i))
      kept.push_back(shape[i]);
  if (shapeOf(getInit()).size() != kept.size())
    return emitOpError() << "expects an init of rank " << kept.size()
                         << " (the input's rank minus the reduced "
                            "dimensions), got rank "
                         << shapeOf(getInit()).size();
  return verifyShape(*this, "init", getInit(), kept,
                     "the input's shape without the reduced dimensions");
}

LogicalResult LayerNormOp::verify() {
  return verifyTrailingNorm(*this, getInput(), getAxisAttr().getInt(),
                            getScale(), getBias(), getInit(), getEpsilon());
}

LogicalResult RmsNormOp::verify() {
  return verifyTrailingNorm(*this, getInput(), getAxisAttr().getInt(),
                            getScale(), /*bias=*/Value(), getInit(),
                            getEpsilon());
}

LogicalResult GroupNormOp::verify() {
  if (failed(verifyElementTypes(
          *this, getInput(),
          {{"scale", getScale()}, {"bias", getBias()}, {"init", getInit()}})))
    return failure();
  ArrayRef<int64_t> shape = shapeOf(getInput());
  if (shape.size() < 2)
    return emitOpError() << "expects an input of shape [N, C, spatial...] "
                            "(rank at least 2), got rank "
                         << shape.size();
  int64_t groups = getGroupsAttr().getInt();
  if (groups < 1)
    return emitOpError() << "expects a positive number of groups, got "
                         << groups;
  int64_t channels = shape[1];
  if (ShapedType::isDynamic(channels))
    return emitOpError() << "expects a static channel dimension (dimension "
                            "1 of the input)";
  if (channels % groups != 0)
    return emitOpError() << "expects the number of groups (" << groups
                         << ") to divide the number of channels (" << channels
                         << ")";
  if (failed(verifyShape(*this, "scale", getScale(), {channels},
                         "one value per channel")) ||
      failed(verifyShape(*this, "bias", getBias(), {channels},
                         "one value per channel")) ||
      failed(verifyShape(*this, "init", getInit(), shape, "the input's shape")))
    return failure();
  return verifyEpsilon(*this, getEpsilon());
}

//===----------------------------------------------------------------------===//
// Decomposition
//===----------------------------------------------------------------------===//

std::optional<NormalizationForm>
mlir::kgen::symbolizeNormalizationForm(StringRef name) {
  if (name == "two_pass")
    return NormalizationForm::TwoPass;
  if (name == "online")
    return NormalizationForm::Online;
  if (name == "shifted_sums")
    return NormalizationForm::ShiftedSums;
  return std::nullopt;
}

StringRef mlir::kgen::stringifyNormalizationForm(NormalizationForm form) {
  switch (form) {
  case NormalizationForm::TwoPass:
    return "two_pass";
  case NormalizationForm::Online:
    return "online";
  case NormalizationForm::ShiftedSums:
    return "shifted_sums";
  }
  llvm_unreachable("unknown normalization form");
}

bool mlir::kgen::isNormalizationOp(Operation *op) {
  if (auto softmax = dyn_cast<linalg::SoftmaxOp>(op))
    return softmax.hasPureTensorSemantics();
  return isa<LogSoftmaxOp, LogSumExpOp, LayerNormOp, GroupNormOp, RmsNormOp,
             LpNormalizeOp>(op);
}

namespace {
enum class Kind {
  Softmax,
  LogSoftmax,
  LogSumExp,
  LayerNorm,
  GroupNorm,
  RmsNorm,
  LpNorm
};

/// What the decomposition works on: an input whose dimensions are the
/// iteration space, the dimensions reduced for the statistics, the affine
/// parameters (scale, bias) and the destination, all on tensors. For
/// kgen.group_norm these are [N, G, C/G, spatial...] views.
struct Problem {
  Kind kind;
  Location loc;
  Value input;
  Value scale; // null for the softmax family
  Value bias;  // null for the softmax family and rms_norm
  AffineMap paramMap;
  Value init; // of the input's shape; of the statistics' shape (logsumexp)
  SmallVector<bool> reduced;
  double epsilon = 0;
  int64_t p = 0; // kgen.lp_normalize: 1 or 2
};

/// Builds the linalg ops of one decomposition.
class Decomposer {
public:
  Decomposer(OpBuilder &b, const Problem &p)
      : b(b), p(p), ctx(b.getContext()),
        type(cast<FloatType>(getElementTypeOrSelf(p.input.getType()))),
        rank(p.reduced.size()) {
    SmallVector<AffineExpr> kept;
    for (int64_t i = 0; i < rank; ++i)
      if (!p.reduced[i])
        kept.push_back(getAffineDimExpr(i, ctx));
    identity = AffineMap::getMultiDimIdentityMap(rank, ctx);
    statsMap = AffineMap::get(rank, 0, kept, ctx);
    for (bool isReduced : p.reduced)
      reductionIterators.push_back(isReduced ? utils::IteratorType::reduction
                                             : utils::IteratorType::parallel);
    computeCount();
  }

  FailureOr<NormalizationDecomposition> run(NormalizationForm form);

private:
  using BodyFn = function_ref<void(OpBuilder &, Location, ValueRange)>;

  Value constant(OpBuilder &nb, double value) {
    return arith::ConstantOp::create(nb, p.loc, nb.getFloatAttr(type, value));
  }

  /// The number of elements each statistic reduces, usable in a body.
  Value count(OpBuilder &nb) {
    if (staticCount)
      return constant(nb, static_cast<double>(*staticCount));
    return dynamicCount;
  }

  void computeCount() {
    auto inputType = cast<RankedTensorType>(p.input.getType());
    int64_t product = 1;
    bool dynamic = false;
    for (int64_t i = 0; i < rank; ++i) {
      if (!p.reduced[i])
        continue;
      if (inputType.isDynamicDim(i))
        dynamic = true;
      else
        product *= inputType.getDimSize(i);
    }
    if (!dynamic) {
      staticCount = product;
      return;
    }
    // Dynamic reduced sizes: the count is computed once, before the ops.
    Value n = arith::ConstantIndexOp::create(b, p.loc, product);
    for (int64_t i = 0; i < rank; ++i)
      if (p.reduced[i] && inputType.isDynamicDim(i))
        n = arith::MulIOp::create(b, p.loc, n,
                                  tensor::DimOp::create(b, p.loc, p.input, i));
    Value asInt = arith::IndexCastOp::create(b, p.loc, b.getI64Type(), n);
    dynamicCount = arith::UIToFPOp::create(b, p.loc, type, asInt);
  }

  /// A tensor of the statistics' shape filled with `value`.
  Value filledStats(const APFloat &value) {
    SmallVector<OpFoldResult> sizes;
    for (auto [i, size] :
         llvm::enumerate(tensor::getMixedSizes(b, p.loc, p.input)))
      if (!p.reduced[i])
        sizes.push_back(size);
    Value empty = tensor::EmptyOp::create(b, p.loc, sizes, type);
    Value cst =
        arith::ConstantOp::create(b, p.loc, b.getFloatAttr(type, value));
    return linalg::FillOp::create(b, p.loc, cst, empty).getResult(0);
  }
  Value filledStats(double value) {
    APFloat converted(value);
    bool losesInfo;
    converted.convert(type.getFloatSemantics(), APFloat::rmNearestTiesToEven,
                      &losesInfo);
    return filledStats(converted);
  }

  /// A reduction generic over the input's iteration space: reads the input
  /// (identity map) and `stats` (statistics map), accumulates into `inits`.
  linalg::GenericOp reduction(ValueRange stats, ValueRange inits, BodyFn body) {
    SmallVector<Value> inputs = {p.input};
    llvm::append_range(inputs, stats);
    SmallVector<AffineMap> maps = {identity};
    maps.append(stats.size() + inits.size(), statsMap);
    return linalg::GenericOp::create(b, p.loc, ValueRange(inits).getTypes(),
                                     inputs, inits, maps, reductionIterators,
                                     body);
  }

  /// An all-parallel generic over the input's iteration space writing
  /// `p.init`.
  linalg::GenericOp elementwise(ValueRange inputs, ArrayRef<AffineMap> maps,
                                BodyFn body) {
    SmallVector<AffineMap> allMaps(maps);
    allMaps.push_back(identity);
    return linalg::GenericOp::create(
        b, p.loc, p.init.getType(), inputs, p.init, allMaps,
        SmallVector<utils::IteratorType>(rank, utils::IteratorType::parallel),
        body);
  }

  FailureOr<NormalizationDecomposition> softmaxFamily(NormalizationForm form);
  FailureOr<NormalizationDecomposition> moments(NormalizationForm form);
  FailureOr<NormalizationDecomposition> rms();
  FailureOr<NormalizationDecomposition> lpNorm();

  OpBuilder &b;
  const Problem &p;
  MLIRContext *ctx;
  FloatType type;
  int64_t rank;
  AffineMap identity, statsMap;
  SmallVector<utils::IteratorType> reductionIterators;
  std::optional<int64_t> staticCount;
  Value dynamicCount;
};
} // namespace

FailureOr<NormalizationDecomposition> Decomposer::run(NormalizationForm form) {
  switch (p.kind) {
  case Kind::Softmax:
  case Kind::LogSoftmax:
  case Kind::LogSumExp:
    return softmaxFamily(form == NormalizationForm::ShiftedSums
                             ? NormalizationForm::TwoPass
                             : form);
  case Kind::LayerNorm:
  case Kind::GroupNorm:
    return moments(form);
  case Kind::RmsNorm:
    return rms();
  case Kind::LpNorm:
    return lpNorm();
  }
  llvm_unreachable("unknown normalization kind");
}

/// max, then sum(exp(x - max)) (two passes, or one pass carrying the
/// running max and the running sum rescaled whenever the max grows), then
/// the elementwise result.
FailureOr<NormalizationDecomposition>
Decomposer::softmaxFamily(NormalizationForm form) {
  Location loc = p.loc;
  NormalizationDecomposition result;
  Value maxInit =
      filledStats(APFloat::getInf(type.getFloatSemantics(), /*Negative=*/true));
  Value sumInit = filledStats(0.0);
  Value max, sum;
  if (form == NormalizationForm::TwoPass) {
    auto maxOp =
        reduction({}, maxInit, [&](OpBuilder &nb, Location l, ValueRange args) {
          Value m = arith::MaxNumFOp::create(nb, l, args[0], args[1]);
          linalg::YieldOp::create(nb, l, m);
        });
    max = maxOp.getResult(0);
    auto sumOp = reduction(
        max, sumInit, [&](OpBuilder &nb, Location l, ValueRange args) {
          Value shifted = arith::SubFOp::create(nb, l, args[0], args[1]);
          Value e = math::ExpOp::create(nb, l, shifted);
          Value s = arith::AddFOp::create(nb, l, args[2], e);
          linalg::YieldOp::create(nb, l, s);
        });
    sum = sumOp.getResult(0);
    result.reductions = {maxOp, sumOp};
  } else {
    // m' = max(m, x); s' = s * exp(m - m') + exp(x - m').
    auto statsOp =
        reduction({}, ValueRange{maxInit, sumInit},
                  [&](OpBuilder &nb, Location l, ValueRange args) {
                    Value x = args[0], m = args[1], s = args[2];
                    Value newMax = arith::MaxNumFOp::create(nb, l, m, x);
                    Value rescale = math::ExpOp::create(
                        nb, l, arith::SubFOp::create(nb, l, m, newMax));
                    Value term = math::ExpOp::create(
                        nb, l, arith::SubFOp::create(nb, l, x, newMax));
                    Value newSum = arith::AddFOp::create(
                        nb, l, arith::MulFOp::create(nb, l, s, rescale), term);
                    linalg::YieldOp::create(nb, l, ValueRange{newMax, newSum});
                  });
    max = statsOp.getResult(0);
    sum = statsOp.getResult(1);
    result.reductions = {statsOp};
  }

  linalg::GenericOp last;
  if (p.kind == Kind::LogSumExp) {
    // Over the statistics' space: max + log(sum).
    int64_t statsRank = shapeOf(max).size();
    AffineMap id = AffineMap::getMultiDimIdentityMap(statsRank, ctx);
    last = linalg::GenericOp::create(
        b, loc, p.init.getType(), ValueRange{max, sum}, p.init,
        SmallVector<AffineMap>{id, id, id},
        SmallVector<utils::IteratorType>(statsRank,
                                         utils::IteratorType::parallel),
        [&](OpBuilder &nb, Location l, ValueRange args) {
          Value logSum = math::LogOp::create(nb, l, args[1]);
          Value r = arith::AddFOp::create(nb, l, args[0], logSum);
          linalg::YieldOp::create(nb, l, r);
        });
  } else {
    bool isLog = p.kind == Kind::LogSoftmax;
    last = elementwise(
        ValueRange{p.input, max, sum}, {identity, statsMap, statsMap},
        [&](OpBuilder &nb, Location l, ValueRange args) {
          Value shifted = arith::SubFOp::create(nb, l, args[0], args[1]);
          Value r;
          if (isLog)
            r = arith::SubFOp::create(nb, l, shifted,
                                      math::LogOp::create(nb, l, args[2]));
          else
            r = arith::DivFOp::create(
                nb, l, math::ExpOp::create(nb, l, shifted), args[2]);
          linalg::YieldOp::create(nb, l, r);
        });
  }
  result.elementwise = last;
  result.result = last.getResult(0);
  return result;
}

Value mlir::kgen::buildRowShift(OpBuilder &b, Location loc, Value input,
                                ArrayRef<bool> reduced, int64_t head) {
  auto inputType = cast<RankedTensorType>(input.getType());
  Type elementType = inputType.getElementType();
  int64_t rank = inputType.getRank();
  // The innermost reduced dimension gives the head, when it is static.
  int64_t inner = -1;
  for (int64_t i = 0; i < rank; ++i)
    if (reduced[i]) {
      if (inputType.getDimSize(i) == 0)
        return Value();
      inner = i;
    }
  if (inner < 0)
    return Value();
  int64_t count = inputType.isDynamicDim(inner)
                      ? 1
                      : std::min(head, inputType.getDimSize(inner));
  // The slice: every kept dimension whole, the reduced ones at index 0
  // (the innermost: its first `count` elements, kept as the last loop of
  // the reduction below when count > 1).
  SmallVector<OpFoldResult> offsets(rank, b.getIndexAttr(0));
  SmallVector<OpFoldResult> strides(rank, b.getIndexAttr(1));
  SmallVector<OpFoldResult> sizes;
  SmallVector<int64_t> statsShape, sliceShape;
  SmallVector<Value> statsDynamic;
  for (auto [i, size] : llvm::enumerate(tensor::getMixedSizes(b, loc, input))) {
    if (!reduced[i]) {
      sizes.push_back(size);
      statsShape.push_back(inputType.getDimSize(i));
      sliceShape.push_back(inputType.getDimSize(i));
      if (inputType.isDynamicDim(i))
        statsDynamic.push_back(cast<Value>(size));
      continue;
    }
    bool head = static_cast<int64_t>(i) == inner && count > 1;
    sizes.push_back(b.getIndexAttr(head ? count : 1));
    if (head)
      sliceShape.push_back(count);
  }
  auto statsType = RankedTensorType::get(statsShape, elementType);
  if (count == 1)
    return tensor::ExtractSliceOp::create(b, loc, statsType, input, offsets,
                                          sizes, strides);
  Value slice = tensor::ExtractSliceOp::create(
      b, loc, RankedTensorType::get(sliceShape, elementType), input, offsets,
      sizes, strides);
  // sum(head / count) over the head's loop (the slice's dimension that
  // comes from `inner`: the kept dimensions before it precede it).
  MLIRContext *ctx = b.getContext();
  unsigned headPosition = 0;
  for (int64_t i = 0; i < inner; ++i)
    headPosition += reduced[i] ? 0 : 1;
  unsigned sliceRank = sliceShape.size();
  SmallVector<AffineExpr> kept;
  SmallVector<utils::IteratorType> iterators;
  for (unsigned d = 0; d < sliceRank; ++d) {
    iterators.push_back(d == headPosition ? utils::IteratorType::reduction
                                          : utils::IteratorType::parallel);
    if (d != headPosition)
      kept.push_back(getAffineDimExpr(d, ctx));
  }
  Value empty =
      tensor::EmptyOp::create(b, loc, statsShape, elementType, statsDynamic);
  Value zero =
      arith::ConstantOp::create(b, loc, b.getFloatAttr(elementType, 0.0));
  Value init = linalg::FillOp::create(b, loc, zero, empty).getResult(0);
  double weight = 1.0 / static_cast<double>(count);
  return linalg::GenericOp::create(
             b, loc, TypeRange{statsType}, ValueRange{slice}, ValueRange{init},
             {AffineMap::getMultiDimIdentityMap(sliceRank, ctx),
              AffineMap::get(sliceRank, 0, kept, ctx)},
             iterators,
             [&](OpBuilder &nb, Location l, ValueRange args) {
               Value w = arith::ConstantOp::create(
                   nb, l, nb.getFloatAttr(elementType, weight));
               Value term = arith::MulFOp::create(nb, l, args[0], w);
               linalg::YieldOp::create(
                   nb, l, Value(arith::AddFOp::create(nb, l, args[1], term)));
             })
      .getResult(0);
}

std::pair<Value, Value> mlir::kgen::buildShiftedSumsStep(OpBuilder &b,
                                                         Location loc, Value y,
                                                         Value sum,
                                                         Value sumOfSquares) {
  Value newSum = arith::AddFOp::create(b, loc, sum, y);
  Value square = arith::MulFOp::create(b, loc, y, y);
  Value newSumOfSquares = arith::AddFOp::create(b, loc, sumOfSquares, square);
  return {newSum, newSumOfSquares};
}

Value mlir::kgen::buildShiftedSquaredDeviations(OpBuilder &b, Location loc,
                                                Value sum, Value sumOfSquares,
                                                Value meanOfShifted) {
  Value zero =
      arith::ConstantOp::create(b, loc, b.getZeroAttr(sumOfSquares.getType()));
  Value difference = arith::SubFOp::create(
      b, loc, sumOfSquares, arith::MulFOp::create(b, loc, sum, meanOfShifted));
  return arith::MaximumFOp::create(b, loc, difference, zero);
}

/// Layer and group norm, then (x - mean) / sqrt(var + eps) * scale + bias.
/// Both forms work on the data shifted by one element k of each row, which
/// lies within a few standard deviations of the mean, so that a large
/// common offset does not swamp the deviations in float arithmetic:
/// two passes: s = sum(x - k), mean = k + s / n, then
/// q = sum((x - k - s / n)^2), var = q / n; online: Welford's running
/// count, mean and sum of squared deviations of x - k; shifted sums: s and
/// t = sum((x - k)^2) in one reduction, var = max(t - s^2 / n, 0) / n (its
/// rounding is that of the sums times 1 + (mean - k)^2 / var).
FailureOr<NormalizationDecomposition>
Decomposer::moments(NormalizationForm form) {
  NormalizationDecomposition result;
  bool twoPass = form == NormalizationForm::TwoPass;
  bool shiftedSums = form == NormalizationForm::ShiftedSums;
  // Shifted sums lose accuracy with the shift's distance from the mean: a
  // mean of 32 elements there, one element in the other forms.
  Value shift =
      buildRowShift(b, p.loc, p.input, p.reduced, shiftedSums ? 32 : 1);
  SmallVector<Value> shiftIn;
  if (shift)
    shiftIn.push_back(shift);
  // x - k (x when there is no shift), from body arguments (x, [k], ...).
  auto centered = [&](OpBuilder &nb, Location l, ValueRange args) -> Value {
    return shift ? Value(arith::SubFOp::create(nb, l, args[0], args[1]))
                 : args[0];
  };

  // Two passes: s and q. One pass: the mean of x - k and m2.
  Value first, squares;
  if (twoPass) {
    Value sumInit = filledStats(0.0);
    auto sumOp = reduction(
        shiftIn, sumInit, [&](OpBuilder &nb, Location l, ValueRange args) {
          Value acc = args.back();
          linalg::YieldOp::create(
              nb, l,
              Value(arith::AddFOp::create(nb, l, acc, centered(nb, l, args))));
        });
    Value sum = sumOp.getResult(0);
    SmallVector<Value> squaresIn(shiftIn);
    squaresIn.push_back(sum);
    Value squaresInit = filledStats(0.0);
    auto squaresOp = reduction(
        squaresIn, squaresInit,
        [&](OpBuilder &nb, Location l, ValueRange args) {
          Value meanOffset =
              arith::DivFOp::create(nb, l, args[args.size() - 2], count(nb));
          Value d =
              arith::SubFOp::create(nb, l, centered(nb, l, args), meanOffset);
          Value sq = arith::MulFOp::create(nb, l, d, d);
          linalg::YieldOp::create(
              nb, l, Value(arith::AddFOp::create(nb, l, args.back(), sq)));
        });
    first = sum;
    squares = squaresOp.getResult(0);
    result.reductions = {sumOp, squaresOp};
  } else if (shiftedSums) {
    Value sumInit = filledStats(0.0);
    Value squaresInit = filledStats(0.0);
    auto statsOp =
        reduction(shiftIn, ValueRange{sumInit, squaresInit},
                  [&](OpBuilder &nb, Location l, ValueRange args) {
                    unsigned outs = args.size() - 2;
                    auto [sum, sumSq] =
                        buildShiftedSumsStep(nb, l, centered(nb, l, args),
                                             args[outs], args[outs + 1]);
                    linalg::YieldOp::create(nb, l, ValueRange{sum, sumSq});
                  });
    first = statsOp.getResult(0);
    squares = statsOp.getResult(1);
    result.reductions = {statsOp};
  } else {
    // Welford on y = x - k: c' = c + 1; d = y - mean; mean' = mean + d / c';
    // m2' = m2 + d * (y - mean').
    Value countInit = filledStats(0.0);
    Value meanInit = filledStats(0.0);
    Value m2Init = filledStats(0.0);
    auto statsOp = reduction(
        shiftIn, ValueRange{countInit, meanInit, m2Init},
        [&](OpBuilder &nb, Location l, ValueRange args) {
          Value y = centered(nb, l, args);
          unsigned outs = args.size() - 3;
          Value c = args[outs], mean = args[outs + 1], m2 = args[outs + 2];
          Value newCount = arith::AddFOp::create(nb, l, c, constant(nb, 1.0));
          Value d = arith::SubFOp::create(nb, l, y, mean);
          Value newMean = arith::AddFOp::create(
              nb, l, mean, arith::DivFOp::create(nb, l, d, newCount));
          Value d2 = arith::SubFOp::create(nb, l, y, newMean);
          Value newM2 = arith::AddFOp::create(
              nb, l, m2, arith::MulFOp::create(nb, l, d, d2));
          linalg::YieldOp::create(nb, l, ValueRange{newCount, newMean, newM2});
        });
    first = statsOp.getResult(1);
    squares = statsOp.getResult(2);
    result.reductions = {statsOp};
  }

  // Inputs: x, [k], s or the mean of x - k, q or m2, scale, bias.
  SmallVector<Value> inputs = {p.input};
  SmallVector<AffineMap> maps = {identity};
  if (shift) {
    inputs.push_back(shift);
    maps.push_back(statsMap);
  }
  inputs.append({first, squares, p.scale, p.bias});
  maps.append({statsMap, statsMap, p.paramMap, p.paramMap});
  double epsilon = p.epsilon;
  unsigned firstIndex = shift ? 2 : 1;
  auto last = elementwise(
      inputs, maps, [&](OpBuilder &nb, Location l, ValueRange args) {
        Value firstStat = args[firstIndex];
        Value secondStat = args[firstIndex + 1];
        Value scale = args[firstIndex + 2], bias = args[firstIndex + 3];
        Value n = count(nb);
        Value meanOfCentered =
            twoPass || shiftedSums
                ? Value(arith::DivFOp::create(nb, l, firstStat, n))
                : firstStat;
        Value deviation =
            arith::SubFOp::create(nb, l, centered(nb, l, args), meanOfCentered);
        Value squaredDeviations = secondStat;
        if (shiftedSums)
          squaredDeviations = buildShiftedSquaredDeviations(
              nb, l, firstStat, secondStat, meanOfCentered);
        Value var = arith::DivFOp::create(nb, l, squaredDeviations, n);
        Value stddev = math::SqrtOp::create(
            nb, l, arith::AddFOp::create(nb, l, var, constant(nb, epsilon)));
        // One reciprocal per row (it depends on the statistics only, so a
        // tiled kernel computes it once per row) and a multiply per
        // element, instead of a division per element.
        Value inverse = arith::DivFOp::create(nb, l, constant(nb, 1.0), stddev);
        Value normalized = arith::MulFOp::create(nb, l, deviation, inverse);
        Value scaled = arith::MulFOp::create(nb, l, normalized, scale);
        linalg::YieldOp::create(
            nb, l, Value(arith::AddFOp::create(nb, l, scaled, bias)));
      });
  result.elementwise = last;
  result.result = last.getResult(0);
  return result;
}

/// RMS norm: the sum of squares, then x / sqrt(sum / n + eps) * scale. One
/// statistic, so one pass in either form.
FailureOr<NormalizationDecomposition> Decomposer::rms() {
  NormalizationDecomposition result;
  Value squaresInit = filledStats(0.0);
  auto squaresOp = reduction(
      {}, squaresInit, [&](OpBuilder &nb, Location l, ValueRange args) {
        Value sq = arith::MulFOp::create(nb, l, args[0], args[0]);
        linalg::YieldOp::create(
            nb, l, Value(arith::AddFOp::create(nb, l, args[1], sq)));
      });
  Value squares = squaresOp.getResult(0);
  double epsilon = p.epsilon;
  auto last = elementwise(
      ValueRange{p.input, squares, p.scale}, {identity, statsMap, p.paramMap},
      [&](OpBuilder &nb, Location l, ValueRange args) {
        Value meanSquare = arith::DivFOp::create(nb, l, args[1], count(nb));
        Value rms = math::SqrtOp::create(
            nb, l,
            arith::AddFOp::create(nb, l, meanSquare, constant(nb, epsilon)));
        Value normalized = arith::DivFOp::create(nb, l, args[0], rms);
        linalg::YieldOp::create(
            nb, l, Value(arith::MulFOp::create(nb, l, normalized, args[2])));
      });
  result.reductions = {squaresOp};
  result.elementwise = last;
  result.result = last.getResult(0);
  return result;
}

/// Lp normalization: the sum of |x| (p = 1) or of x * x (p = 2), then
/// x / sum or x / sqrt(sum). One statistic, so one pass in either form.
FailureOr<NormalizationDecomposition> Decomposer::lpNorm() {
  NormalizationDecomposition result;
  bool squares = p.p == 2;
  auto sumOp = reduction(
      {}, filledStats(0.0), [&](OpBuilder &nb, Location l, ValueRange args) {
        Value term = squares
                         ? Value(arith::MulFOp::create(nb, l, args[0], args[0]))
                         : Value(math::AbsFOp::create(nb, l, args[0]));
        linalg::YieldOp::create(
            nb, l, Value(arith::AddFOp::create(nb, l, term, args[1])));
      });
  auto last = elementwise(
      ValueRange{p.input, sumOp.getResult(0)}, {identity, statsMap},
      [&](OpBuilder &nb, Location l, ValueRange args) {
        Value norm =
            squares ? Value(math::SqrtOp::create(nb, l, args[1])) : args[1];
        linalg::YieldOp::create(
            nb, l, Value(arith::DivFOp::create(nb, l, args[0], norm)));
      });
  result.reductions = {sumOp};
  result.elementwise = last;
  result.result = last.getResult(0);
  return result;
}

/// Problem for an op normalized over the trailing dimensions [axis, rank).
static Problem trailingProblem(Kind kind, Operation *op, Value input,
                               Value scale, Value bias, Value init,
                               int64_t axis, double epsilon) {
  int64_t rank = shapeOf(input).size();
  MLIRContext *ctx = op->getContext();
  SmallVector<AffineExpr> params;
  SmallVector<bool> reduced(rank, false);
  for (int64_t i = axis; i < rank; ++i) {
    params.push_back(getAffineDimExpr(i, ctx));
    reduced[i] = true;
  }
  return Problem{kind,  op->getLoc(), input,
                 scale, bias,         AffineMap::get(rank, 0, params, ctx),
                 init,  reduced,      epsilon};
}

static Problem singleDimProblem(Kind kind, Operation *op, Value input,
                                Value init, ArrayRef<int64_t> dims) {
  SmallVector<bool> reduced(shapeOf(input).size(), false);
  for (int64_t d : dims)
    reduced[d] = true;
  return Problem{kind,        op->getLoc(), input,   Value(), Value(),
                 AffineMap(), init,         reduced, 0.0};
}

FailureOr<NormalizationDecomposition>
mlir::kgen::decomposeNormalization(OpBuilder &b, Operation *op,
                                   NormalizationForm form, std::string *why) {
  auto fail = [&](const Twine &reason) {
    if (why)
      *why = reason.str();
    return failure();
  };
  if (!isNormalizationOp(op)) {
    if (isa<linalg::SoftmaxOp>(op))
      return fail("linalg.softmax on buffers is not supported (it needs "
                  "tensor semantics)");
    return fail("'" + op->getName().getStringRef() +
                "' is not linalg.softmax or a kgen normalization op "
                "(kgen.log_softmax, kgen.logsumexp, kgen.layer_norm, "
                "kgen.group_norm, kgen.rms_norm, kgen.lp_normalize)");
  }
  if (!isa<FloatType>(getElementTypeOrSelf(op->getOperand(0).getType())))
    return fail("'" + op->getName().getStringRef() +
                "' has a non-float element type");

  Location loc = op->getLoc();
  if (auto softmax = dyn_cast<linalg::SoftmaxOp>(op)) {
    int64_t dim = softmax.getDimension();
    if (!isa<RankedTensorType>(softmax.getInput().getType()) ||
        dim >= static_cast<int64_t>(shapeOf(softmax.getInput()).size()))
      return fail("linalg.softmax needs a ranked input and a dimension "
                  "within its rank");
    Problem p = singleDimProblem(Kind::Softmax, op, softmax.getInput(),
                                 softmax.getOutput(), {dim});
    return Decomposer(b, p).run(form);
  }
  if (auto logSoftmax = dyn_cast<LogSoftmaxOp>(op)) {
    Problem p = singleDimProblem(Kind::LogSoftmax, op, logSoftmax.getInput(),
                                 logSoftmax.getInit(),
                                 {logSoftmax.getDimensionAttr().getInt()});
    return Decomposer(b, p).run(form);
  }
  if (auto lp = dyn_cast<LpNormalizeOp>(op)) {
    Problem p = singleDimProblem(Kind::LpNorm, op, lp.getInput(), lp.getInit(),
                                 {lp.getDimensionAttr().getInt()});
    p.p = lp.getPAttr().getInt();
    return Decomposer(b, p).run(form);
  }
  if (auto lse = dyn_cast<LogSumExpOp>(op)) {
    Problem p = singleDimProblem(Kind::LogSumExp, op, lse.getInput(),
                                 lse.getInit(), lse.getDimensions());
    return Decomposer(b, p).run(form);
  }
  if (auto layerNorm = dyn_cast<LayerNormOp>(op)) {
    Problem p =
        trailingProblem(Kind::LayerNorm, op, layerNorm.getInput(),
                        layerNorm.getScale(), layerNorm.getBias(),
                        layerNorm.getInit(), layerNorm.getAxisAttr().getInt(),
                        layerNorm.getEpsilon().convertToDouble());
    return Decomposer(b, p).run(form);
  }
  if (auto rmsNorm = dyn_cast<RmsNormOp>(op)) {
    Problem p = trailingProblem(Kind::RmsNorm, op, rmsNorm.getInput(),
                                rmsNorm.getScale(), Value(), rmsNorm.getInit(),
                                rmsNorm.getAxisAttr().getInt(),
                                rmsNorm.getEpsilon().convertToDouble());
    return Decomposer(b, p).run(form);
  }

  // kgen.group_norm: [N, C, D...] viewed as [N, G, C/G, D...]; the
  // statistics reduce [C/G, D...], scale and bias are viewed as [G, C/G].
  auto groupNorm = cast<GroupNormOp>(op);
  MLIRContext *ctx = op->getContext();
  auto inputType = cast<RankedTensorType>(groupNorm.getInput().getType());
  int64_t rank = inputType.getRank();
  int64_t groups = groupNorm.getGroupsAttr().getInt();
  int64_t perGroup = inputType.getDimSize(1) / groups;
  SmallVector<ReassociationIndices> reassociation = {{0}, {1, 2}};
  for (int64_t i = 2; i < rank; ++i)
    reassociation.push_back({i + 1});
  SmallVector<int64_t> viewShape = {inputType.getDimSize(0), groups, perGroup};
  llvm::append_range(viewShape, inputType.getShape().drop_front(2));
  SmallVector<OpFoldResult> viewSizes =
      tensor::getMixedSizes(b, loc, groupNorm.getInput());
  viewSizes[1] = b.getIndexAttr(perGroup);
  viewSizes.insert(viewSizes.begin() + 1, b.getIndexAttr(groups));
  auto view = [&](Value tensor) -> Value {
    auto type = RankedTensorType::get(viewShape, inputType.getElementType());
    return tensor::ExpandShapeOp::create(b, loc, type, tensor, reassociation,
                                         viewSizes);
  };
  auto paramView = [&](Value tensor) -> Value {
    auto type =
        RankedTensorType::get({groups, perGroup}, inputType.getElementType());
    return tensor::ExpandShapeOp::create(b, loc, type, tensor,
                                         {ReassociationIndices{0, 1}});
  };
  SmallVector<bool> reduced(rank + 1, true);
  reduced[0] = reduced[1] = false;
  Problem p{Kind::GroupNorm,
            loc,
            view(groupNorm.getInput()),
            paramView(groupNorm.getScale()),
            paramView(groupNorm.getBias()),
            AffineMap::get(rank + 1, 0,
                           {getAffineDimExpr(1, ctx), getAffineDimExpr(2, ctx)},
                           ctx),
            view(groupNorm.getInit()),
            reduced,
            groupNorm.getEpsilon().convertToDouble()};
  FailureOr<NormalizationDecomposition> result = Decomposer(b, p).run(form);
  if (failed(result))
    return failure();
  result->result = tensor::CollapseShapeOp::create(
      b, loc, groupNorm.getInit().getType(), result->result, reassociation);
  return result;
}

static FailureOr<SmallVector<Value>> decomposeByDefault(OpBuilder &b,
                                                        Operation *op) {
  OpBuilder::InsertionGuard guard(b);
  b.setInsertionPoint(op);
  FailureOr<NormalizationDecomposition> result =
      decomposeNormalization(b, op, NormalizationForm::TwoPass);
  if (failed(result))
    return failure();
  return SmallVector<Value>{result->result};
}

FailureOr<SmallVector<Value>> LogSoftmaxOp::decomposeOperation(OpBuilder &b) {
  return decomposeByDefault(b, *this);
}
FailureOr<SmallVector<Value>> LogSumExpOp::decomposeOperation(OpBuilder &b) {
  return decomposeByDefault(b, *this);
}
FailureOr<SmallVector<Value>> LayerNormOp::decomposeOperation(OpBuilder &b) {
  return decomposeByDefault(b, *this);
}
FailureOr<SmallVector<Value>> GroupNormOp::decomposeOperation(OpBuilder &b) {
  return decomposeByDefault(b, *this);
}
FailureOr<SmallVector<Value>> RmsNormOp::decomposeOperation(OpBuilder &b) {
  return decomposeByDefault(b, *this);
}
FailureOr<SmallVector<Value>> LpNormalizeOp::decomposeOperation(OpBuilder &b) {
  return decomposeByDefault(b, *this);
}
