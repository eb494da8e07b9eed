//===- KgenConvOps.cpp - kgen conv payload ops ----------------------------===//
//
// Part of kgen. Verifiers, builders and decompositions of the ops in
// KgenConvOps.td.
//
//===----------------------------------------------------------------------===//

#include "Kgen/IR/KgenOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Utils/ReshapeOpsUtils.h"
#include "mlir/Dialect/Utils/StructuredOpsUtils.h"
#include "mlir/IR/AffineMap.h"

#include <algorithm>

using namespace mlir;
using namespace mlir::kgen;

//===----------------------------------------------------------------------===//
// ConvTransposeOp
//===----------------------------------------------------------------------===//

void ConvTransposeOp::build(OpBuilder &builder, OperationState &state,
                            Value input, Value weight, Value init,
                            ArrayRef<int64_t> strides,
                            ArrayRef<int64_t> dilations,
                            ArrayRef<int64_t> padsBegin, int64_t groups) {
  build(builder, state, init.getType(), input, weight, init,
        builder.getDenseI64ArrayAttr(strides),
        builder.getDenseI64ArrayAttr(dilations),
        builder.getDenseI64ArrayAttr(padsBegin),
        builder.getI64IntegerAttr(groups));
}

LogicalResult ConvTransposeOp::verify() {
  auto inputType = cast<RankedTensorType>(getInput().getType());
  auto weightType = cast<RankedTensorType>(getWeight().getType());
  auto initType = cast<RankedTensorType>(getInit().getType());
  int64_t rank = inputType.getRank();
  if (rank < 3 || rank > 5)
    return emitOpError() << "expects an input of rank 3, 4 or 5 ([N, C, "
                            "1 to 3 spatial dims]), got rank "
                         << rank;
  if (weightType.getRank() != rank)
    return emitOpError() << "expects a weight of rank " << rank
                         << " like the input ([C, OC/groups, K...]), got rank "
                         << weightType.getRank();
  if (initType.getRank() != rank)
    return emitOpError() << "expects an init of rank " << rank
                         << " like the input ([N, OC, O...]), got rank "
                         << initType.getRank();
  for (auto [what, type] :
       {std::pair<StringRef, RankedTensorType>{"input", inputType},
        {"weight", weightType},
        {"init", initType}})
    if (!type.hasStaticShape())
      return emitOpError() << "expects a statically shaped " << what << ", got "
                           << type;
  Type elementType = inputType.getElementType();
  if (!isa<FloatType>(elementType))
    return emitOpError() << "expects a floating-point element type, got "
                         << elementType;
  if (weightType.getElementType() != elementType ||
      initType.getElementType() != elementType)
    return emitOpError() << "expects input, weight and init of one element "
                            "type, got "
                         << elementType << ", " << weightType.getElementType()
                         << " and " << initType.getElementType();

  int64_t k = rank - 2;
  for (auto [name, values] :
       {std::pair<StringRef, ArrayRef<int64_t>>{"strides", getStrides()},
        {"dilations", getDilations()},
        {"pads_begin", getPadsBegin()}}) {
    if (static_cast<int64_t>(values.size()) != k)
      return emitOpError() << "expects '" << name << "' to have " << k
                           << " entries (one per spatial dimension), got "
                           << values.size();
    for (int64_t v : values) {
      if (name != "pads_begin" && v < 1)
        return emitOpError() << "expects positive '" << name << "', got " << v;
      if (name == "pads_begin" && v < 0)
        return emitOpError() << "expects non-negative 'pads_begin', got " << v;
    }
  }

  int64_t groups = getGroups();
  if (groups < 1)
    return emitOpError() << "expects a positive 'groups', got " << groups;
  ArrayRef<int64_t> in = inputType.getShape();
  ArrayRef<int64_t> w = weightType.getShape();
  ArrayRef<int64_t> out = initType.getShape();
  if (in[1] % groups != 0)
    return emitOpError() << "expects the input channels (" << in[1]
                         << ") to be a multiple of 'groups' (" << groups << ")";
  if (w[0] != in[1])
    return emitOpError() << "expects weight dim 0 (" << w[0]
                         << ") to equal the input channels (" << in[1] << ")";
  if (out[0] != in[0])
    return emitOpError() << "expects init dim 0 (" << out[0]
                         << ") to equal the input batch (" << in[0] << ")";
  if (out[1] != groups * w[1])
    return emitOpError() << "expects init dim 1 (" << out[1]
                         << ") to equal groups * weight dim 1 (" << groups
                         << " * " << w[1] << ")";
  for (int64_t j = 0; j < k; ++j) {
    int64_t s = getStrides()[j], d = getDilations()[j], p = getPadsBegin()[j];
    if (in[2 + j] < 1 || w[2 + j] < 1)
      return emitOpError() << "expects non-empty input and kernel spatial "
                              "dims, got "
                           << in[2 + j] << " and " << w[2 + j]
                           << " in spatial dim " << j;
    // Full output extent (no padding) minus the begin padding, plus the
    // largest output_padding PyTorch/ONNX accept: max(s, d) - 1.
    int64_t full = (in[2 + j] - 1) * s + d * (w[2 + j] - 1) + 1;
    int64_t maxOut = full - p + std::max(s, d) - 1;
    if (out[2 + j] < 1 || out[2 + j] > maxOut)
      return emitOpError()
             << "expects result spatial dim " << j << " in [1, " << maxOut
             << "] ((I - 1) * stride + dilation * (K - 1) + 1 - pads_begin "
                "+ max(stride, dilation) - 1 with I = "
             << in[2 + j] << ", K = " << w[2 + j] << "), got " << out[2 + j];
  }
  return success();
}

/// Decomposition: one output-stationary linalg.generic over
/// [n, g, oc, o..., ic, k...] on the weight expanded to [G, Cg, OCg, K...]
/// and the init expanded to [N, G, OCg, O...]; the body gathers the input
/// element i_j = (o_j + p_j - k_j * d_j) / s_j with a guarded tensor.extract.
FailureOr<SmallVector<Value>>
ConvTransposeOp::decomposeOperation(OpBuilder &b) {
  Location loc = getLoc();
  auto inputType = cast<RankedTensorType>(getInput().getType());
  auto weightType = cast<RankedTensorType>(getWeight().getType());
  auto initType = cast<RankedTensorType>(getInit().getType());
  int64_t k = getNumSpatialDims();
  int64_t groups = getGroups();
  ArrayRef<int64_t> in = inputType.getShape();
  ArrayRef<int64_t> w = weightType.getShape();
  ArrayRef<int64_t> out = initType.getShape();
  int64_t cg = in[1] / groups, ocg = w[1];
  Type elementType = initType.getElementType();

  // Weight [C, OCg, K...] -> [G, Cg, OCg, K...].
  SmallVector<int64_t> wShape = {groups, cg, ocg};
  SmallVector<ReassociationIndices> wAssoc = {{0, 1}, {2}};
  for (int64_t j = 0; j < k; ++j) {
    wShape.push_back(w[2 + j]);
    wAssoc.push_back({3 + j});
  }
  Value weight = tensor::ExpandShapeOp::create(
      b, loc, RankedTensorType::get(wShape, elementType), getWeight(), wAssoc);
  // Init [N, G*OCg, O...] -> [N, G, OCg, O...].
  SmallVector<int64_t> oShape = {out[0], groups, ocg};
  SmallVector<ReassociationIndices> oAssoc = {{0}, {1, 2}};
  for (int64_t j = 0; j < k; ++j) {
    oShape.push_back(out[2 + j]);
    oAssoc.push_back({3 + j});
  }
  auto expandedOutType = RankedTensorType::get(oShape, elementType);
  Value init =
      tensor::ExpandShapeOp::create(b, loc, expandedOutType, getInit(), oAssoc);

  // Loops: n, g, oc, o_1..o_k, ic, k_1..k_k.
  int64_t numLoops = 4 + 2 * k;
  MLIRContext *ctx = getContext();
  auto dim = [&](int64_t i) { return getAffineDimExpr(i, ctx); };
  int64_t icLoop = 3 + k, kLoop0 = 4 + k;
  SmallVector<AffineExpr> wExprs = {dim(1), dim(icLoop), dim(2)};
  SmallVector<AffineExpr> oExprs = {dim(0), dim(1), dim(2)};
  for (int64_t j = 0; j < k; ++j) {
    wExprs.push_back(dim(kLoop0 + j));
    oExprs.push_back(dim(3 + j));
  }
  SmallVector<AffineMap> maps = {AffineMap::get(numLoops, 0, wExprs, ctx),
                                 AffineMap::get(numLoops, 0, oExprs, ctx)};
  SmallVector<utils::IteratorType> iterators(3 + k,
                                             utils::IteratorType::parallel);
  iterators.append(1 + k, utils::IteratorType::reduction);

  Value input = getInput();
  SmallVector<int64_t> strides(getStrides()), dilations(getDilations()),
      pads(getPadsBegin());
  auto generic = linalg::GenericOp::create(
      b, loc, TypeRange{expandedOutType}, ValueRange{weight}, ValueRange{init},
      maps, iterators, [&](OpBuilder &nb, Location nloc, ValueRange args) {
        auto cst = [&](int64_t v) {
          return arith::ConstantIndexOp::create(nb, nloc, v).getResult();
        };
        auto index = [&](int64_t d) {
          return linalg::IndexOp::create(nb, nloc, d).getResult();
        };
        Value zero = cst(0);
        // Channel g * Cg + ic.
        Value channel = arith::AddIOp::create(
            nb, nloc, arith::MulIOp::create(nb, nloc, index(1), cst(cg)),
            index(icLoop));
        SmallVector<Value> indices = {index(0), channel};
        Value valid;
        for (int64_t j = 0; j < k; ++j) {
          // num = o + p - k * d; valid iff num >= 0, num % s == 0,
          // num / s < I.
          Value num = arith::SubIOp::create(
              nb, nloc,
              arith::AddIOp::create(nb, nloc, index(3 + j), cst(pads[j])),
              arith::MulIOp::create(nb, nloc, index(kLoop0 + j),
                                    cst(dilations[j])));
          Value ok = arith::CmpIOp::create(nb, nloc, arith::CmpIPredicate::sge,
                                           num, zero);
          Value pos = arith::SelectOp::create(nb, nloc, ok, num, zero);
          Value i = pos;
          if (strides[j] != 1) {
            Value rem = arith::RemUIOp::create(nb, nloc, pos, cst(strides[j]));
            ok = arith::AndIOp::create(
                nb, nloc, ok,
                arith::CmpIOp::create(nb, nloc, arith::CmpIPredicate::eq, rem,
                                      zero));
            i = arith::DivUIOp::create(nb, nloc, pos, cst(strides[j]));
          }
          ok = arith::AndIOp::create(
              nb, nloc, ok,
              arith::CmpIOp::create(nb, nloc, arith::CmpIPredicate::ult, i,
                                    cst(in[2 + j])));
          valid = valid ? arith::AndIOp::create(nb, nloc, valid, ok).getResult()
                        : ok;
          // An in-bounds index whatever the guard says.
          indices.push_back(arith::SelectOp::create(nb, nloc, ok, i, zero));
        }
        Value x = tensor::ExtractOp::create(nb, nloc, input, indices);
        Value acc = args[1];
        Value sum = arith::AddFOp::create(
            nb, nloc, acc, arith::MulFOp::create(nb, nloc, x, args[0]));
        Value result = arith::SelectOp::create(nb, nloc, valid, sum, acc);
        linalg::YieldOp::create(nb, nloc, result);
      });
  Value collapsed = tensor::CollapseShapeOp::create(
      b, loc, initType, generic.getResult(0), oAssoc);
  return SmallVector<Value>{collapsed};
}
