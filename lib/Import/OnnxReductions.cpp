//===- OnnxReductions.cpp - ONNX import: reductions, norms ----------------===//
//
// Part of kgen. docs/import.md lists the ops and how each is expressed.
//
//===----------------------------------------------------------------------===//

#include "OnnxBuilders.h"
#include "OnnxEmitter.h"

#include "Kgen/IR/KgenOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <set>

using namespace mlir;
using namespace mlir::kgen;
using namespace mlir::kgen::onnx_import;
using TP = onnx::TensorProto;

//===----------------------------------------------------------------------===//
// Reductions
//===----------------------------------------------------------------------===//

LogicalResult ImportState::emitReduce(const std::string &op) {
  RankedTensorType outType = resultType(0);
  Value x = input(0);
  if (!outType || !x)
    return failure();
  auto xt = cast<RankedTensorType>(x.getType());
  int64_t rank = xt.getRank();
  Type et = xt.getElementType();
  std::vector<int64_t> axes;
  bool axesAsInput = op == "ReduceSum" ? opset >= 13 : opset >= 18;
  if (axesAsInput && hasInput(1)) {
    auto a = knownInts(1, "axes");
    if (failed(a))
      return failure();
    axes = *a;
  } else if (auto a = attrInts("axes")) {
    axes = *a;
  }
  if (axes.empty()) {
    if (attrInt("noop_with_empty_axes", 0)) {
      setResult(0, x);
      return success();
    }
    for (int64_t i = 0; i < rank; ++i)
      axes.push_back(i);
  }
  for (int64_t &a : axes)
    a = normAxis(a, rank);
  std::sort(axes.begin(), axes.end());
  axes.erase(std::unique(axes.begin(), axes.end()), axes.end());
  int64_t n = 1;
  for (int64_t a : axes)
    n *= xt.getDimSize(a);
  bool isFloat = isa<FloatType>(et);
  if (!isFloat && op != "ReduceSum" && op != "ReduceMax" && op != "ReduceMin" &&
      op != "ReduceProd")
    return error() << "integer operands are not supported", failure();
  auto add = [](OpBuilder &nb, Location l, ValueRange a) {
    return ArithBuilder(nb, l).add(a[0], a[1]);
  };
  Value r;
  if (op == "ReduceLogSumExp") {
    // kgen.logsumexp drops the reduced dimensions; keepdims puts them back
    // as unit dimensions with one tensor.expand_shape.
    SmallVector<int64_t> kept;
    for (int64_t i = 0; i < rank; ++i)
      if (!llvm::is_contained(axes, i))
        kept.push_back(xt.getDimSize(i));
    Value init = empty(kept, et);
    r = LogSumExpOp::create(b, loc, x, init, ArrayRef<int64_t>(axes))
            .getResult();
    if (outType.getRank() == rank) {
      // Each reduced (unit) dimension joins the group of the next kept
      // dimension, trailing ones the last group (no group at all when every
      // dimension is reduced: a rank-0 tensor expands to all ones).
      SmallVector<ReassociationIndices> re;
      ReassociationIndices group;
      for (int64_t i = 0; i < rank; ++i) {
        group.push_back(i);
        if (!llvm::is_contained(axes, i)) {
          re.push_back(group);
          group.clear();
        }
      }
      if (!re.empty())
        re.back().append(group.begin(), group.end());
      r = tensor::ExpandShapeOp::create(b, loc, outType, r, re);
    }
  } else {
    double init = 0.0;
    ScalarFn combine = add;
    std::optional<ScalarFn> pre;
    if (op == "ReduceMax") {
      init = isFloat ? -kInf : double(std::numeric_limits<int64_t>::min());
      combine = [](OpBuilder &nb, Location l, ValueRange a) {
        return maxV(nb, l, a[0], a[1]);
      };
    } else if (op == "ReduceMin") {
      init = isFloat ? kInf : double(std::numeric_limits<int64_t>::max());
      combine = [](OpBuilder &nb, Location l, ValueRange a) {
        return minV(nb, l, a[0], a[1]);
      };
    } else if (op == "ReduceProd") {
      init = 1.0;
      combine = [](OpBuilder &nb, Location l, ValueRange a) {
        return ArithBuilder(nb, l).mul(a[0], a[1]);
      };
    } else if (op == "ReduceL2" || op == "ReduceSumSquare") {
      pre = [](OpBuilder &nb, Location l, ValueRange a) {
        return ArithBuilder(nb, l).mul(a[0], a[0]);
      };
    } else if (op == "ReduceL1") {
      pre = [](OpBuilder &nb, Location l, ValueRange a) {
        return math::AbsFOp::create(nb, l, a[0]).getResult();
      };
    }
    if (!isFloat && (op == "ReduceMax" || op == "ReduceMin") &&
        !et.isInteger(64))
      init = op == "ReduceMax"
                 ? -double(APInt::getSignedMaxValue(et.getIntOrFloatBitWidth())
                               .getSExtValue()) -
                       1
                 : double(APInt::getSignedMaxValue(et.getIntOrFloatBitWidth())
                              .getSExtValue());
    r = reduce(x, axes, init, combine, pre ? &*pre : nullptr);
    auto rt = cast<RankedTensorType>(r.getType());
    if (op == "ReduceMean" || op == "ReduceL2" || op == "ReduceLogSum")
      r = elementwise({r}, rt, [&](OpBuilder &nb, Location l, ValueRange a) {
        if (op == "ReduceMean")
          return divV(nb, l, a[0], cst(nb, l, et, double(n)));
        if (op == "ReduceL2")
          return math::SqrtOp::create(nb, l, a[0]).getResult();
        return math::LogOp::create(nb, l, a[0]).getResult();
      });
  }
  setResult(0, reshape(r, outType.getShape()));
  return success();
}

LogicalResult ImportState::emitArgMinMax(bool isMax) {
  RankedTensorType outType = resultType(0);
  Value x = input(0);
  if (!outType || !x)
    return failure();
  auto xt = cast<RankedTensorType>(x.getType());
  int64_t rank = xt.getRank();
  int64_t axis = normAxis(attrInt("axis", 0), rank);
  bool last = attrInt("select_last_index", 0);
  Type et = xt.getElementType();
  if (!isa<FloatType>(et))
    return error() << "integer operands are not supported", failure();
  SmallVector<int64_t> axes{axis};
  SmallVector<int64_t> shape;
  SmallVector<utils::IteratorType> its;
  for (int64_t i = 0; i < rank; ++i) {
    its.push_back(i == axis ? utils::IteratorType::reduction
                            : utils::IteratorType::parallel);
    if (i != axis)
      shape.push_back(xt.getDimSize(i));
  }
  Value vals = filled(shape, et, isMax ? -kInf : kInf);
  Value idxs = filled(shape, b.getI64Type(), 0);
  AffineMap red = reducedMap(rank, axes);
  SmallVector<Value> results;
  generic(
      {x}, {b.getMultiDimIdentityMap(rank)}, {vals, idxs}, {red, red}, its,
      [&](OpBuilder &nb, Location l, ValueRange a) {
        Value i = linalg::IndexOp::create(nb, l, axis);
        Value i64 = arith::IndexCastOp::create(nb, l, nb.getI64Type(), i);
        arith::CmpFPredicate p = isMax ? (last ? arith::CmpFPredicate::OGE
                                               : arith::CmpFPredicate::OGT)
                                       : (last ? arith::CmpFPredicate::OLE
                                               : arith::CmpFPredicate::OLT);
        Value better = arith::CmpFOp::create(nb, l, p, a[0], a[1]);
        return SmallVector<Value>{
            arith::SelectOp::create(nb, l, better, a[0], a[1]),
            arith::SelectOp::create(nb, l, better, i64, a[2])};
      },
      &results);
  setResult(0, reshape(results[1], outType.getShape()));
  return success();
}

LogicalResult ImportState::emitSoftmax(bool log) {
  RankedTensorType outType = resultType(0);
  Value x = input(0);
  if (!outType || !x)
    return failure();
  auto xt = cast<RankedTensorType>(x.getType());
  int64_t rank = xt.getRank();
  int64_t axis = normAxis(attrInt("axis", opset >= 13 ? -1 : 1), rank);
  Value in = x;
  int64_t dim = axis;
  if (opset < 13 && axis != rank - 1) {
    // Before opset 13 the op works on the input coerced to 2-D at `axis`.
    int64_t outer = product(xt.getShape().take_front(axis));
    in = reshape(x, {outer, product(xt.getShape().drop_front(axis))});
    dim = 1;
  }
  auto it = cast<RankedTensorType>(in.getType());
  Value r;
  if (log) {
    r = logSoftmax(in, dim);
  } else {
    Value init = empty(it.getShape(), it.getElementType());
    r = linalg::SoftmaxOp::create(b, loc, TypeRange{it}, in, init, dim)
            .getResult()[0];
  }
  setResult(0, reshape(r, outType.getShape()));
  return success();
}

//===----------------------------------------------------------------------===//
// Normalization
//===----------------------------------------------------------------------===//

LogicalResult ImportState::emitBatchNorm() {
  RankedTensorType outType = resultType(0);
  Value x = input(0), scale = input(1), bias = input(2);
  if (!outType || !x || !scale || !bias)
    return failure();
  if (resultUsed(1) || resultUsed(2))
    return error() << "the running mean/variance outputs are not supported",
           failure();
  double eps = attrFloat("epsilon", 1e-5f);
  unsigned rank = outType.getRank();
  Type et = outType.getElementType();
  AffineMap id = b.getMultiDimIdentityMap(rank), ch = channelMap(rank);
  auto affine = [&](OpBuilder &nb, Location l, ValueRange a) {
    return arith::AddFOp::create(nb, l,
                                 arith::MulFOp::create(nb, l, a[0], a[1]), a[2])
        .getResult();
  };
  if (attrInt("training_mode", 0)) {
    // Batch statistics over every dimension but the channel.
    SmallVector<int64_t> axes{0};
    for (unsigned i = 2; i < rank; ++i)
      axes.push_back(i);
    Value y = normalize(x, axes, eps);
    setResult(0,
              elementwiseMaps({y, scale, bias}, {id, ch, ch}, outType, affine));
    return success();
  }
  Value mean = input(3), var = input(4);
  if (!mean || !var)
    return failure();
  setResult(0,
            elementwiseMaps(
                {x, scale, bias, mean, var}, {id, ch, ch, ch, ch}, outType,
                [&](OpBuilder &nb, Location l, ValueRange a) {
                  Value c = arith::SubFOp::create(nb, l, a[0], a[3]);
                  Value ve =
                      arith::AddFOp::create(nb, l, a[4], cst(nb, l, et, eps));
                  Value n = arith::MulFOp::create(
                      nb, l, c, math::RsqrtOp::create(nb, l, ve));
                  return arith::AddFOp::create(
                             nb, l, arith::MulFOp::create(nb, l, n, a[1]), a[2])
                      .getResult();
                }));
  return success();
}

LogicalResult ImportState::emitLayerNorm() {
  RankedTensorType outType = resultType(0);
  Value x = input(0), scale = input(1);
  if (!outType || !x || !scale)
    return failure();
  if (resultUsed(1) || resultUsed(2))
    return error() << "the Mean/InvStdDev outputs are not supported", failure();
  Type et = outType.getElementType();
  if (!isa<FloatType>(et))
    return error() << "integer operands are not supported", failure();
  int64_t rank = outType.getRank();
  int64_t axis = normAxis(attrInt("axis", -1), rank);
  double eps = attrFloat("epsilon", 1e-5f);
  Value bias;
  if (hasInput(2)) {
    bias = input(2);
    if (!bias)
      return failure();
  }
  if (eps > 0) {
    // kgen.layer_norm takes scale and bias of the normalized shape.
    ArrayRef<int64_t> normShape = outType.getShape().drop_front(axis);
    Value s = broadcastTo(scale, normShape);
    Value bb = bias ? broadcastTo(bias, normShape) : filled(normShape, et, 0.0);
    Value init = empty(outType.getShape(), et);
    setResult(
        0, LayerNormOp::create(b, loc, x, s, bb, init, axis, eps).getResult());
    return success();
  }
  // A zero epsilon (kgen.layer_norm requires a positive one): decomposed.
  SmallVector<int64_t> axes;
  for (int64_t i = axis; i < rank; ++i)
    axes.push_back(i);
  Value y = normalize(x, axes, eps);
  SmallVector<Value> ins{y, scale};
  if (bias)
    ins.push_back(bias);
  setResult(0, elementwise(ins, outType,
                           [&](OpBuilder &nb, Location l, ValueRange a) {
                             Value r = arith::MulFOp::create(nb, l, a[0], a[1]);
                             if (a.size() > 2)
                               r = arith::AddFOp::create(nb, l, r, a[2]);
                             return r;
                           }));
  return success();
}

// torch 1.13 exports nn.GroupNorm(G, C) on x [N, C, S...] as
//   Reshape(x, [N, G, -1]) -> InstanceNormalization(scale = s[G],
//   bias = b[G]) -> Reshape(shape of x) -> Mul/Add by the per-channel affine.
// Instance norm of the [N, G, R...] view normalizes each (n, g) over the
// C/G channels and the spatial positions of group g: exactly group norm of
// x with G groups and per-channel scale s[c / (C/G)] (bias alike). When the
// instance norm's input is such a view of a value already imported, with
// constant scale and bias, the result is kgen.group_norm on x, viewed as
// [N, G, R...]; the reshape back to x's shape then folds away (reshape()).
FailureOr<Value> ImportState::matchGroupNorm(double eps) {
  auto prod = producers.find(node->input(0));
  if (prod == producers.end() || prod->second->op_type() != "Reshape" ||
      prod->second->input_size() < 1)
    return failure();
  auto src = values.find(prod->second->input(0));
  if (src == values.end())
    return failure();
  auto xt = cast<RankedTensorType>(src->second.getType());
  auto vt = dyn_cast<RankedTensorType>(input(0).getType());
  if (!vt || xt.getRank() < 2 || vt.getRank() < 2 ||
      xt.getElementType() != vt.getElementType() ||
      xt.getDimSize(0) != vt.getDimSize(0))
    return failure();
  int64_t c = xt.getDimSize(1), groups = vt.getDimSize(1);
  if (groups < 1 || c % groups != 0 ||
      product(vt.getShape().drop_front(2)) !=
          (c / groups) * product(xt.getShape().drop_front(2)))
    return failure();
  const Literal *s = known(1), *bl = known(2);
  if (!s || !bl || !s->isFloat() || !bl->isFloat() || s->size() != groups ||
      bl->size() != groups)
    return failure();
  Literal sc, bc;
  sc.elemType = s->elemType;
  bc.elemType = bl->elemType;
  sc.shape = bc.shape = {c};
  for (int64_t i = 0; i < c; ++i) {
    sc.floats.push_back(s->getF(i / (c / groups)));
    bc.floats.push_back(bl->getF(i / (c / groups)));
  }
  Value init = empty(xt.getShape(), xt.getElementType());
  Value gn = GroupNormOp::create(b, loc, src->second, constantTensor(sc),
                                 constantTensor(bc), init, groups, eps)
                 .getResult();
  return reshape(gn, vt.getShape());
}

LogicalResult ImportState::emitInstanceNorm() {
  RankedTensorType outType = resultType(0);
  if (!outType || !input(0))
    return failure();
  Type et = outType.getElementType();
  if (!isa<FloatType>(et))
    return error() << "integer operands are not supported", failure();
  double eps = attrFloat("epsilon", 1e-5f);
  if (eps > 0) {
    FailureOr<Value> gn = matchGroupNorm(eps);
    if (succeeded(gn)) {
      setResult(0, *gn);
      return success();
    }
  }
  Value x = input(0), scale = input(1), bias = input(2);
  if (!x || !scale || !bias)
    return failure();
  unsigned rank = outType.getRank();
  if (eps > 0 && rank >= 2) {
    // Instance norm = group norm with one channel per group.
    Value init = empty(outType.getShape(), et);
    setResult(0, GroupNormOp::create(b, loc, x, scale, bias, init,
                                     outType.getDimSize(1), eps)
                     .getResult());
    return success();
  }
  // A zero epsilon (kgen.group_norm requires a positive one): decomposed.
  SmallVector<int64_t> axes;
  for (unsigned i = 2; i < rank; ++i)
    axes.push_back(i);
  Value y = normalize(x, axes, eps);
  AffineMap id = b.getMultiDimIdentityMap(rank), ch = channelMap(rank);
  setResult(0, elementwiseMaps(
                   {y, scale, bias}, {id, ch, ch}, outType,
                   [](OpBuilder &nb, Location l, ValueRange a) {
                     return arith::AddFOp::create(
                                nb, l, arith::MulFOp::create(nb, l, a[0], a[1]),
                                a[2])
                         .getResult();
                   }));
  return success();
}
