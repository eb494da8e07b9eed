//===- OnnxDataMovement.cpp - ONNX import: data movement ------------------===//
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
// Data movement
//===----------------------------------------------------------------------===//

LogicalResult ImportState::emitShapeOp(const std::string &op) {
  RankedTensorType outType = resultType(0);
  if (!outType)
    return failure();
  if (op == "Shape" || op == "Size" || op == "Constant" ||
      op == "ConstantOfShape") {
    if (op == "ConstantOfShape") {
      double v = 0;
      if (const auto *a = attr("value")) {
        Literal lit;
        if (auto err = literalFromProto(a->t(), lit))
          return error() << "value: " << *err, failure();
        v = lit.size() ? lit.getF(0) : 0;
      }
      setResult(0, filled(outType.getShape(), outType.getElementType(), v));
      return success();
    }
    // Folded before emission unless its input shape is unknown.
    return error() << "could not be evaluated at import time", failure();
  }
  Value x = input(0);
  if (!x)
    return failure();
  auto xt = cast<RankedTensorType>(x.getType());
  if (op == "Identity" || op == "Dropout") {
    if (op == "Dropout" && resultUsed(1))
      return error() << "the mask output is not supported", failure();
    setResult(0, x);
    return success();
  }
  if (op == "Reshape" || op == "Flatten" || op == "Squeeze" ||
      op == "Unsqueeze") {
    setResult(0, reshape(x, outType.getShape()));
    return success();
  }
  if (op == "Transpose") {
    std::vector<int64_t> perm;
    if (auto p = attrInts("perm"))
      perm = *p;
    else
      for (int64_t i = xt.getRank() - 1; i >= 0; --i)
        perm.push_back(i);
    setResult(0, transpose(x, perm));
    return success();
  }
  if (op == "Concat") {
    SmallVector<Value> ins;
    for (int i = 0; i < node->input_size(); ++i) {
      Value v = input(i);
      if (!v)
        return failure();
      if (cast<RankedTensorType>(v.getType()).getNumElements() != 0)
        ins.push_back(v);
    }
    int64_t axis = normAxis(attrInt("axis", 0), xt.getRank());
    setResult(
        0,
        ins.size() == 1
            ? ins[0]
            : tensor::ConcatOp::create(b, loc, outType, axis, ins).getResult());
    return success();
  }
  if (op == "Split") {
    int64_t axis = normAxis(attrInt("axis", 0), xt.getRank());
    int64_t offset = 0;
    for (int i = 0; i < node->output_size(); ++i) {
      RankedTensorType t = resultType(i);
      if (!t)
        return failure();
      SmallVector<OpFoldResult> offs, sizes, strides;
      for (int64_t d = 0; d < xt.getRank(); ++d) {
        offs.push_back(b.getIndexAttr(d == axis ? offset : 0));
        sizes.push_back(b.getIndexAttr(t.getDimSize(d)));
        strides.push_back(b.getIndexAttr(1));
      }
      offset += t.getDimSize(axis);
      setResult(i, tensor::ExtractSliceOp::create(b, loc, t, x, offs, sizes,
                                                  strides));
    }
    return success();
  }
  if (op == "Expand") {
    setResult(
        0, elementwise({x}, outType, [](OpBuilder &, Location, ValueRange a) {
          return a[0];
        }));
    return success();
  }
  if (op == "Tile") {
    unsigned rank = outType.getRank();
    SmallVector<AffineExpr> e;
    for (unsigned i = 0; i < rank; ++i)
      e.push_back(xt.getDimSize(i) == outType.getDimSize(i)
                      ? getAffineDimExpr(i, ctx)
                      : getAffineDimExpr(i, ctx) % xt.getDimSize(i));
    setResult(0, elementwiseMaps(
                     {x}, {AffineMap::get(rank, 0, e, ctx)}, outType,
                     [](OpBuilder &, Location, ValueRange a) { return a[0]; }));
    return success();
  }
  if (op == "Pad") {
    std::string mode = attrString("mode", "constant");
    if (mode != "constant")
      return error() << "mode '" << mode << "' is not supported", failure();
    int64_t rank = xt.getRank();
    std::vector<int64_t> pads;
    if (opset >= 11) {
      auto p = knownInts(1, "pads");
      if (failed(p))
        return failure();
      pads = *p;
    } else {
      pads = attrInts("pads").value_or(std::vector<int64_t>());
    }
    std::vector<int64_t> axes;
    if (opset >= 18 && hasInput(3)) {
      auto a = knownInts(3, "axes");
      if (failed(a))
        return failure();
      axes = *a;
    } else {
      for (int64_t i = 0; i < rank; ++i)
        axes.push_back(i);
    }
    if (pads.size() != 2 * axes.size())
      return error() << "pads has " << pads.size() << " entries, "
                     << 2 * axes.size() << " expected",
             failure();
    SmallVector<int64_t> lo(rank, 0), hi(rank, 0);
    for (size_t i = 0; i < axes.size(); ++i) {
      int64_t a = normAxis(axes[i], rank);
      lo[a] = pads[i];
      hi[a] = pads[axes.size() + i];
    }
    if (llvm::any_of(lo, [](int64_t v) { return v < 0; }) ||
        llvm::any_of(hi, [](int64_t v) { return v < 0; }))
      return error() << "negative pads are not supported", failure();
    double v = opset >= 11 ? 0.0 : attrFloat("value", 0.0f);
    if (opset >= 11 && hasInput(2)) {
      const Literal *c = known(2);
      if (!c)
        return error() << "constant_value must be a constant", failure();
      v = c->size() ? c->getF(0) : 0.0;
    }
    setResult(0, pad(x, lo, hi, v));
    return success();
  }
  return error() << "unsupported operator", failure();
}

LogicalResult ImportState::emitGather() {
  RankedTensorType outType = resultType(0);
  Value data = input(0);
  if (!outType || !data)
    return failure();
  auto dt = cast<RankedTensorType>(data.getType());
  int64_t rank = dt.getRank();
  int64_t axis = normAxis(attrInt("axis", 0), rank);
  const Literal *idx = known(1);
  if (idx && idx->rank() == 0) {
    int64_t i = idx->getI(0);
    if (i < 0)
      i += dt.getDimSize(axis);
    if (i < 0 || i >= dt.getDimSize(axis))
      return error() << "index " << idx->getI(0) << " is out of range",
             failure();
    SmallVector<OpFoldResult> offs, sizes, strides;
    SmallVector<int64_t> shape;
    for (int64_t d = 0; d < rank; ++d) {
      offs.push_back(b.getIndexAttr(d == axis ? i : 0));
      int64_t s = d == axis ? 1 : dt.getDimSize(d);
      sizes.push_back(b.getIndexAttr(s));
      strides.push_back(b.getIndexAttr(1));
      shape.push_back(s);
    }
    Value slice = tensor::ExtractSliceOp::create(
        b, loc, RankedTensorType::get(shape, dt.getElementType()), data, offs,
        sizes, strides);
    setResult(0, reshape(slice, outType.getShape()));
    return success();
  }
  Value indices = input(1);
  if (!indices)
    return failure();
  auto it = cast<RankedTensorType>(indices.getType());
  int64_t ir = it.getRank();
  unsigned orank = outType.getRank();
  SmallVector<AffineExpr> ie;
  for (int64_t i = 0; i < ir; ++i)
    ie.push_back(getAffineDimExpr(axis + i, ctx));
  int64_t dim = dt.getDimSize(axis);
  setResult(
      0,
      elementwiseMaps(
          {indices}, {AffineMap::get(orank, 0, ie, ctx)}, outType,
          [&](OpBuilder &nb, Location l, ValueRange a) {
            Value i = a[0];
            Type ity = i.getType();
            Value neg = cmpV(nb, l, "Less", i, cst(nb, l, ity, 0));
            Value wrapped =
                arith::AddIOp::create(nb, l, i, cst(nb, l, ity, double(dim)));
            i = arith::SelectOp::create(nb, l, neg, wrapped, i);
            Value ix = arith::IndexCastOp::create(nb, l, nb.getIndexType(), i);
            SmallVector<Value> coords;
            for (int64_t d = 0; d < rank; ++d) {
              if (d < axis)
                coords.push_back(linalg::IndexOp::create(nb, l, d));
              else if (d == axis)
                coords.push_back(ix);
              else
                coords.push_back(linalg::IndexOp::create(nb, l, d - 1 + ir));
            }
            return tensor::ExtractOp::create(nb, l, data, coords).getResult();
          }));
  return success();
}

LogicalResult ImportState::emitSlice() {
  RankedTensorType outType = resultType(0);
  Value x = input(0);
  if (!outType || !x)
    return failure();
  auto xt = cast<RankedTensorType>(x.getType());
  int64_t rank = xt.getRank();
  std::vector<int64_t> starts, ends, axes, steps;
  if (opset >= 10) {
    auto s = knownInts(1, "starts"), e = knownInts(2, "ends");
    if (failed(s) || failed(e))
      return failure();
    starts = *s;
    ends = *e;
    if (hasInput(3)) {
      auto a = knownInts(3, "axes");
      if (failed(a))
        return failure();
      axes = *a;
    }
    if (hasInput(4)) {
      auto st = knownInts(4, "steps");
      if (failed(st))
        return failure();
      steps = *st;
    }
  } else {
    starts = attrInts("starts").value_or(std::vector<int64_t>());
    ends = attrInts("ends").value_or(std::vector<int64_t>());
    axes = attrInts("axes").value_or(std::vector<int64_t>());
  }
  if (axes.empty())
    for (size_t i = 0; i < starts.size(); ++i)
      axes.push_back(i);
  if (steps.empty())
    steps.assign(starts.size(), 1);
  SmallVector<int64_t> st(rank, 0), sp(rank, 1);
  for (size_t i = 0; i < axes.size(); ++i) {
    int64_t a = normAxis(axes[i], rank), dim = xt.getDimSize(a);
    int64_t s = starts[i], step = steps[i];
    if (step == 0)
      return error() << "a step of 0 is invalid", failure();
    if (s < 0)
      s += dim;
    s = step > 0 ? std::clamp<int64_t>(s, 0, dim)
                 : std::clamp<int64_t>(s, 0, dim - 1);
    st[a] = s;
    sp[a] = step;
  }
  if (llvm::all_of(sp, [](int64_t s) { return s > 0; })) {
    SmallVector<OpFoldResult> offs, sizes, strides;
    for (int64_t d = 0; d < rank; ++d) {
      offs.push_back(b.getIndexAttr(st[d]));
      sizes.push_back(b.getIndexAttr(outType.getDimSize(d)));
      strides.push_back(b.getIndexAttr(sp[d]));
    }
    setResult(0, tensor::ExtractSliceOp::create(b, loc, outType, x, offs, sizes,
                                                strides));
    return success();
  }
  // Negative steps: a copy whose input map walks backwards.
  SmallVector<AffineExpr> e;
  for (int64_t d = 0; d < rank; ++d)
    e.push_back(getAffineConstantExpr(st[d], ctx) +
                getAffineDimExpr(d, ctx) * sp[d]);
  setResult(0, elementwiseMaps(
                   {x}, {AffineMap::get(rank, 0, e, ctx)}, outType,
                   [](OpBuilder &, Location, ValueRange a) { return a[0]; }));
  return success();
}

LogicalResult ImportState::emitCumSum() {
  RankedTensorType outType = resultType(0);
  Value x = input(0);
  if (!outType || !x)
    return failure();
  auto axisV = knownInts(1, "axis");
  if (failed(axisV))
    return failure();
  if (axisV->size() != 1)
    return error() << "axis must have one element", failure();
  int64_t axis = normAxis((*axisV)[0], outType.getRank());
  // The result has the input's type (kgen.cumsum's init is of it); shapes
  // are static once the graph inputs' dimensions are bound.
  auto type = cast<RankedTensorType>(x.getType());
  auto op = CumSumOp::create(
      b, loc, x, empty(type.getShape(), type.getElementType()), axis);
  op.setExclusive(attrInt("exclusive", 0));
  op.setReverse(attrInt("reverse", 0));
  setResult(0, op.getResult());
  return success();
}

LogicalResult ImportState::emitTrilu() {
  RankedTensorType outType = resultType(0);
  Value x = input(0);
  if (!outType || !x)
    return failure();
  int64_t k = 0;
  if (hasInput(1)) {
    auto kv = knownInts(1, "k");
    if (failed(kv))
      return failure();
    k = kv->empty() ? 0 : (*kv)[0];
  }
  bool upper = attrInt("upper", 1);
  int64_t rank = outType.getRank();
  if (rank < 2)
    return error() << "the input must have rank >= 2", failure();
  Type et = outType.getElementType();
  setResult(
      0,
      elementwise({x}, outType, [&](OpBuilder &nb, Location l, ValueRange a) {
        Value i = linalg::IndexOp::create(nb, l, rank - 2);
        Value j = linalg::IndexOp::create(nb, l, rank - 1);
        // keep when j - i >= k (upper) / <= k (lower)
        Value diff = arith::SubIOp::create(nb, l, j, i);
        Value kc = arith::ConstantIndexOp::create(nb, l, k);
        Value keep = arith::CmpIOp::create(nb, l,
                                           upper ? arith::CmpIPredicate::sge
                                                 : arith::CmpIPredicate::sle,
                                           diff, kc);
        return arith::SelectOp::create(nb, l, keep, a[0], cst(nb, l, et, 0))
            .getResult();
      }));
  return success();
}

LogicalResult ImportState::emitLoss(bool softmax) {
  RankedTensorType outType = resultType(0);
  Value scores = input(0), target = input(1);
  if (!outType || !scores || !target)
    return failure();
  auto st = cast<RankedTensorType>(scores.getType());
  auto tt = cast<RankedTensorType>(target.getType());
  Type et = st.getElementType();
  std::string reduction = attrString("reduction", "mean");
  if (reduction != "mean" && reduction != "sum" && reduction != "none")
    return error() << "reduction '" << reduction << "' is not supported",
           failure();
  std::optional<int64_t> ignore;
  if (attr("ignore_index"))
    ignore = attrInt("ignore_index", 0);
  Value weight;
  if (hasInput(2)) {
    weight = input(2);
    if (!weight)
      return failure();
  }
  Value logp = softmax ? logSoftmax(scores, 1) : scores;
  if (softmax && resultUsed(1)) {
    RankedTensorType lt = resultType(1);
    if (!lt)
      return failure();
    setResult(1, logp);
  }
  // Per-element loss over the target's shape [N, d...]:
  // -logp[n, t, d...] * w[t] (0 where t == ignore_index), and the weight.
  int64_t trank = tt.getRank();
  auto elemType = RankedTensorType::get(tt.getShape(), et);
  auto perElement = [&](bool wantWeight) {
    return elementwise(
        {target}, elemType, [&](OpBuilder &nb, Location l, ValueRange a) {
          Value t = a[0];
          Value ti = arith::IndexCastOp::create(nb, l, nb.getIndexType(), t);
          Value keep;
          if (ignore) {
            keep =
                arith::CmpIOp::create(nb, l, arith::CmpIPredicate::ne, t,
                                      cst(nb, l, t.getType(), double(*ignore)));
            // Keep the extract in bounds for ignored entries.
            ti = arith::SelectOp::create(
                nb, l, keep, ti, arith::ConstantIndexOp::create(nb, l, 0));
          }
          Value w = cst(nb, l, et, 1.0);
          if (weight)
            w = tensor::ExtractOp::create(nb, l, weight, ValueRange{ti});
          Value r = w;
          if (!wantWeight) {
            SmallVector<Value> coords{linalg::IndexOp::create(nb, l, 0), ti};
            for (int64_t d = 1; d < trank; ++d)
              coords.push_back(linalg::IndexOp::create(nb, l, d));
            Value lp = tensor::ExtractOp::create(nb, l, logp, coords);
            r = arith::NegFOp::create(nb, l,
                                      arith::MulFOp::create(nb, l, lp, w));
          }
          if (ignore)
            r = arith::SelectOp::create(nb, l, keep, r, cst(nb, l, et, 0.0));
          return r;
        });
  };
  Value loss = perElement(false);
  if (reduction == "none") {
    setResult(0, loss);
    return success();
  }
  SmallVector<int64_t> all;
  for (int64_t i = 0; i < trank; ++i)
    all.push_back(i);
  auto add = [](OpBuilder &nb, Location l, ValueRange a) {
    return ArithBuilder(nb, l).add(a[0], a[1]);
  };
  Value sum = reduce(loss, all, 0.0, add);
  if (reduction == "mean") {
    Value den = reduce(perElement(true), all, 0.0, add);
    sum = elementwise({sum, den}, cast<RankedTensorType>(sum.getType()),
                      [](OpBuilder &nb, Location l, ValueRange a) {
                        return divV(nb, l, a[0], a[1]);
                      });
  }
  setResult(0, reshape(sum, outType.getShape()));
  return success();
}
