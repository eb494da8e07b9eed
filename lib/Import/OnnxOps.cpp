//===- OnnxOps.cpp - one builder per ONNX op type -------------------------===//
//
// Part of kgen. docs/import.md lists the ops and how each is expressed.
//
//===----------------------------------------------------------------------===//

#include "OnnxEmitter.h"

#include "Kgen/IR/KgenOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"

#include <algorithm>
#include <cmath>
#include <set>
#include <limits>

using namespace mlir;
using namespace mlir::kgen;
using namespace mlir::kgen::onnx_import;
using TP = onnx::TensorProto;

namespace {
constexpr double kInf = std::numeric_limits<double>::infinity();

Value cst(OpBuilder &b, Location loc, Type t, double v) {
  if (auto ft = dyn_cast<FloatType>(t))
    return arith::ConstantOp::create(b, loc, b.getFloatAttr(ft, v));
  if (t.isInteger(1))
    return arith::ConstantOp::create(b, loc, b.getBoolAttr(v != 0));
  return arith::ConstantOp::create(
      b, loc, b.getIntegerAttr(t, static_cast<int64_t>(v)));
}
bool isF(Value v) { return isa<FloatType>(getElementTypeOrSelf(v.getType())); }

Value addV(OpBuilder &b, Location l, Value x, Value y) {
  return isF(x) ? arith::AddFOp::create(b, l, x, y).getResult()
                : arith::AddIOp::create(b, l, x, y).getResult();
}
Value subV(OpBuilder &b, Location l, Value x, Value y) {
  return isF(x) ? arith::SubFOp::create(b, l, x, y).getResult()
                : arith::SubIOp::create(b, l, x, y).getResult();
}
Value mulV(OpBuilder &b, Location l, Value x, Value y) {
  return isF(x) ? arith::MulFOp::create(b, l, x, y).getResult()
                : arith::MulIOp::create(b, l, x, y).getResult();
}
Value divV(OpBuilder &b, Location l, Value x, Value y) {
  return isF(x) ? arith::DivFOp::create(b, l, x, y).getResult()
                : arith::DivSIOp::create(b, l, x, y).getResult();
}
Value maxV(OpBuilder &b, Location l, Value x, Value y) {
  return isF(x) ? arith::MaximumFOp::create(b, l, x, y).getResult()
                : arith::MaxSIOp::create(b, l, x, y).getResult();
}
Value minV(OpBuilder &b, Location l, Value x, Value y) {
  return isF(x) ? arith::MinimumFOp::create(b, l, x, y).getResult()
                : arith::MinSIOp::create(b, l, x, y).getResult();
}
Value cmpV(OpBuilder &b, Location l, StringRef op, Value x, Value y) {
  if (isF(x)) {
    arith::CmpFPredicate p = op == "Less"      ? arith::CmpFPredicate::OLT
                             : op == "Greater" ? arith::CmpFPredicate::OGT
                             : op == "LessOrEqual"
                                 ? arith::CmpFPredicate::OLE
                             : op == "GreaterOrEqual"
                                 ? arith::CmpFPredicate::OGE
                                 : arith::CmpFPredicate::OEQ;
    return arith::CmpFOp::create(b, l, p, x, y);
  }
  arith::CmpIPredicate p = op == "Less"      ? arith::CmpIPredicate::slt
                           : op == "Greater" ? arith::CmpIPredicate::sgt
                           : op == "LessOrEqual" ? arith::CmpIPredicate::sle
                           : op == "GreaterOrEqual"
                               ? arith::CmpIPredicate::sge
                               : arith::CmpIPredicate::eq;
  return arith::CmpIOp::create(b, l, p, x, y);
}
Value sigmoidV(OpBuilder &b, Location l, Value x) {
  Type t = x.getType();
  Value neg = arith::NegFOp::create(b, l, x);
  Value e = math::ExpOp::create(b, l, neg);
  Value den = arith::AddFOp::create(b, l, cst(b, l, t, 1.0), e);
  return arith::DivFOp::create(b, l, cst(b, l, t, 1.0), den);
}
/// log(1 + exp(x)) = max(x, 0) + log1p(exp(-|x|)).
Value softplusV(OpBuilder &b, Location l, Value x) {
  Type t = x.getType();
  Value ax = math::AbsFOp::create(b, l, x);
  Value e = math::ExpOp::create(b, l, arith::NegFOp::create(b, l, ax));
  Value lp = math::Log1pOp::create(b, l, e);
  Value mx = arith::MaximumFOp::create(b, l, x, cst(b, l, t, 0.0));
  return arith::AddFOp::create(b, l, mx, lp);
}
Value castV(OpBuilder &b, Location l, Value x, Type to) {
  Type from = x.getType();
  if (from == to)
    return x;
  auto ff = dyn_cast<FloatType>(from);
  auto ft = dyn_cast<FloatType>(to);
  if (ff && ft)
    return ff.getWidth() < ft.getWidth()
               ? arith::ExtFOp::create(b, l, to, x).getResult()
               : arith::TruncFOp::create(b, l, to, x).getResult();
  if (ff) {
    if (to.isInteger(1))
      return arith::CmpFOp::create(b, l, arith::CmpFPredicate::UNE, x,
                                   cst(b, l, from, 0.0));
    return arith::FPToSIOp::create(b, l, to, x);
  }
  if (ft)
    return from.isInteger(1) ? arith::UIToFPOp::create(b, l, to, x).getResult()
                             : arith::SIToFPOp::create(b, l, to, x).getResult();
  unsigned wf = from.getIntOrFloatBitWidth(), wt = to.getIntOrFloatBitWidth();
  if (to.isInteger(1))
    return arith::CmpIOp::create(b, l, arith::CmpIPredicate::ne, x,
                                 cst(b, l, from, 0));
  if (from.isInteger(1))
    return arith::ExtUIOp::create(b, l, to, x);
  return wf < wt ? arith::ExtSIOp::create(b, l, to, x).getResult()
                 : arith::TruncIOp::create(b, l, to, x).getResult();
}

int64_t normAxis(int64_t a, int64_t rank) { return a < 0 ? a + rank : a; }

DenseIntElementsAttr i64Elements(OpBuilder &b, ArrayRef<int64_t> v) {
  return DenseIntElementsAttr::get(
      RankedTensorType::get({static_cast<int64_t>(v.size())},
                            b.getI64Type()),
      v);
}
} // namespace

//===----------------------------------------------------------------------===//
// Dispatch
//===----------------------------------------------------------------------===//

LogicalResult ImportState::emitNode(const onnx::NodeProto &n) {
  const std::string &op = n.op_type();
  static const char *const elementwiseOps[] = {
      "Add", "Sub", "Mul", "Div", "Pow", "Sqrt", "Exp", "Log", "Abs", "Neg",
      "Reciprocal", "Min", "Max", "Sum", "Mean", "Erf", "Floor", "Ceil",
      "Sign", "Round", "Sin", "Cos", "Relu", "LeakyRelu", "Sigmoid", "Tanh",
      "Gelu", "Elu", "Selu", "Celu", "HardSigmoid", "HardSwish", "Softplus",
      "Softsign", "Mish", "Clip", "Less", "Greater", "LessOrEqual",
      "GreaterOrEqual", "Equal", "Not", "And", "Or", "Xor", "Where", "Cast",
      "PRelu", "ThresholdedRelu", "Mod"};
  for (const char *e : elementwiseOps)
    if (op == e)
      return emitElementwise(op);
  if (op == "MatMul")
    return emitMatMul();
  if (op == "Gemm")
    return emitGemm();
  if (op == "Einsum")
    return emitEinsum();
  if (op == "Conv")
    return emitConv();
  if (op == "ConvTranspose")
    return emitConvTranspose();
  if (op == "MaxPool" || op == "AveragePool" || op == "GlobalAveragePool" ||
      op == "GlobalMaxPool")
    return emitPool(op);
  if (op == "ReduceSum" || op == "ReduceMean" || op == "ReduceMax" ||
      op == "ReduceMin" || op == "ReduceProd" || op == "ReduceL1" ||
      op == "ReduceL2" || op == "ReduceLogSumExp" || op == "ReduceSumSquare" ||
      op == "ReduceLogSum")
    return emitReduce(op);
  if (op == "ArgMax" || op == "ArgMin")
    return emitArgMinMax(op == "ArgMax");
  if (op == "Softmax" || op == "LogSoftmax")
    return emitSoftmax(op == "LogSoftmax");
  if (op == "BatchNormalization")
    return emitBatchNorm();
  if (op == "LayerNormalization")
    return emitLayerNorm();
  if (op == "InstanceNormalization")
    return emitInstanceNorm();
  if (op == "Gather")
    return emitGather();
  if (op == "Slice")
    return emitSlice();
  if (op == "CumSum")
    return emitCumSum();
  if (op == "Trilu")
    return emitTrilu();
  if (op == "SoftmaxCrossEntropyLoss" || op == "NegativeLogLikelihoodLoss")
    return emitLoss(op == "SoftmaxCrossEntropyLoss");
  if (op == "Reshape" || op == "Flatten" || op == "Squeeze" ||
      op == "Unsqueeze" || op == "Transpose" || op == "Concat" ||
      op == "Split" || op == "Expand" || op == "Identity" ||
      op == "Dropout" || op == "Pad" || op == "ConstantOfShape" ||
      op == "Tile" || op == "Shape" || op == "Size" || op == "Constant")
    return emitShapeOp(op);
  return error() << "unsupported operator", failure();
}

//===----------------------------------------------------------------------===//
// Element-wise
//===----------------------------------------------------------------------===//

LogicalResult ImportState::emitElementwise(const std::string &op) {
  RankedTensorType outType = resultType(0);
  if (!outType)
    return failure();
  SmallVector<Value> ins;
  for (int i = 0; i < node->input_size(); ++i) {
    if (!hasInput(i)) {
      ins.push_back(nullptr);
      continue;
    }
    Value v = input(i);
    if (!v)
      return failure();
    ins.push_back(v);
  }
  Type outEt = outType.getElementType();
  float alpha = attrFloat("alpha", op == "LeakyRelu"     ? 0.01f
                                   : op == "HardSigmoid" ? 0.2f
                                   : op == "Selu" ? 1.67326319217681884765625f
                                                  : 1.0f);
  float beta = attrFloat("beta", op == "HardSigmoid" ? 0.5f : 0.0f);
  float gamma = attrFloat("gamma", 1.05070102214813232421875f);

  // Clip: optional min/max inputs (opset >= 11) or attributes.
  if (op == "Clip") {
    SmallVector<Value> operands{ins[0]};
    bool hasMin = ins.size() > 1 && ins[1], hasMax = ins.size() > 2 && ins[2];
    std::optional<double> minAttr, maxAttr;
    if (attr("min"))
      minAttr = attrFloat("min", 0);
    if (attr("max"))
      maxAttr = attrFloat("max", 0);
    if (hasMin)
      operands.push_back(ins[1]);
    if (hasMax)
      operands.push_back(ins[2]);
    setResult(0, elementwise(operands, outType,
                             [&](OpBuilder &nb, Location l, ValueRange a) {
                               Value x = a[0];
                               unsigned k = 1;
                               if (hasMin)
                                 x = maxV(nb, l, x, a[k++]);
                               else if (minAttr)
                                 x = maxV(nb, l, x, cst(nb, l, outEt, *minAttr));
                               if (hasMax)
                                 x = minV(nb, l, x, a[k++]);
                               else if (maxAttr)
                                 x = minV(nb, l, x, cst(nb, l, outEt, *maxAttr));
                               return x;
                             }));
    return success();
  }

  // Pow with a known constant exponent 2 is a multiplication.
  bool squarePow = false;
  if (op == "Pow")
    if (const Literal *e = known(1))
      squarePow = e->size() == 1 && e->getF(0) == 2.0 && isF(ins[0]);
  if (squarePow)
    ins.pop_back();

  Type castTo = op == "Cast" ? outEt : Type();
  std::string approx = attrString("approximate", "none");
  ScalarFn body = [&](OpBuilder &nb, Location l, ValueRange a) -> Value {
    Value x = a[0];
    Type t = x.getType();
    auto c = [&](double v) { return cst(nb, l, t, v); };
    if (op == "Add") return addV(nb, l, a[0], a[1]);
    if (op == "Sub") return subV(nb, l, a[0], a[1]);
    if (op == "Mul") return mulV(nb, l, a[0], a[1]);
    if (op == "Div") return divV(nb, l, a[0], a[1]);
    if (op == "Mod")
      return isF(x) ? arith::RemFOp::create(nb, l, a[0], a[1]).getResult()
                    : arith::RemSIOp::create(nb, l, a[0], a[1]).getResult();
    if (op == "Pow") {
      if (squarePow) return mulV(nb, l, x, x);
      Value y = a[1];
      if (y.getType() != t) y = castV(nb, l, y, t);
      return math::PowFOp::create(nb, l, x, y);
    }
    if (op == "Min" || op == "Max" || op == "Sum" || op == "Mean") {
      Value r = a[0];
      for (Value v : a.drop_front())
        r = op == "Min" ? minV(nb, l, r, v)
            : op == "Max" ? maxV(nb, l, r, v)
                          : addV(nb, l, r, v);
      if (op == "Mean") r = divV(nb, l, r, c(double(a.size())));
      return r;
    }
    if (op == "Sqrt") return math::SqrtOp::create(nb, l, x);
    if (op == "Exp") return math::ExpOp::create(nb, l, x);
    if (op == "Log") return math::LogOp::create(nb, l, x);
    if (op == "Abs")
      return isF(x) ? math::AbsFOp::create(nb, l, x).getResult()
                    : math::AbsIOp::create(nb, l, x).getResult();
    if (op == "Neg")
      return isF(x) ? arith::NegFOp::create(nb, l, x).getResult()
                    : arith::SubIOp::create(nb, l, c(0), x).getResult();
    if (op == "Reciprocal") return arith::DivFOp::create(nb, l, c(1.0), x);
    if (op == "Erf") return math::ErfOp::create(nb, l, x);
    if (op == "Floor") return math::FloorOp::create(nb, l, x);
    if (op == "Ceil") return math::CeilOp::create(nb, l, x);
    if (op == "Round") return math::RoundEvenOp::create(nb, l, x);
    if (op == "Sin") return math::SinOp::create(nb, l, x);
    if (op == "Cos") return math::CosOp::create(nb, l, x);
    if (op == "Sign") {
      Value pos = cmpV(nb, l, "Greater", x, c(0));
      Value neg = cmpV(nb, l, "Less", x, c(0));
      Value r = arith::SelectOp::create(nb, l, neg, c(-1), c(0));
      return arith::SelectOp::create(nb, l, pos, c(1), r);
    }
    if (op == "Relu") return maxV(nb, l, x, c(0));
    if (op == "LeakyRelu" || op == "PRelu") {
      Value slope = op == "PRelu" ? a[1] : c(alpha);
      Value neg = arith::MulFOp::create(nb, l, x, slope);
      Value pos = cmpV(nb, l, "Greater", x, c(0));
      return arith::SelectOp::create(nb, l, pos, x, neg);
    }
    if (op == "ThresholdedRelu") {
      Value pos = cmpV(nb, l, "Greater", x, c(alpha));
      return arith::SelectOp::create(nb, l, pos, x, c(0));
    }
    if (op == "Sigmoid") return sigmoidV(nb, l, x);
    if (op == "Tanh") return math::TanhOp::create(nb, l, x);
    if (op == "Elu" || op == "Selu" || op == "Celu") {
      Value xs = op == "Celu" ? arith::DivFOp::create(nb, l, x, c(alpha))
                                    .getResult()
                              : x;
      Value em1 = math::ExpM1Op::create(nb, l, xs);
      Value neg = arith::MulFOp::create(nb, l, c(alpha), em1);
      Value pos = cmpV(nb, l, "Greater", x, c(0));
      Value r = arith::SelectOp::create(nb, l, pos, x, neg);
      if (op == "Selu") r = arith::MulFOp::create(nb, l, c(gamma), r);
      return r;
    }
    if (op == "HardSigmoid" || op == "HardSwish") {
      double al = op == "HardSwish" ? 1.0 / 6.0 : alpha;
      double be = op == "HardSwish" ? 0.5 : beta;
      Value v = arith::AddFOp::create(
          nb, l, arith::MulFOp::create(nb, l, x, c(al)), c(be));
      v = arith::MinimumFOp::create(
          nb, l, arith::MaximumFOp::create(nb, l, v, c(0)), c(1));
      return op == "HardSwish" ? arith::MulFOp::create(nb, l, x, v).getResult()
                               : v;
    }
    if (op == "Softplus") return softplusV(nb, l, x);
    if (op == "Softsign") {
      Value den = arith::AddFOp::create(nb, l, c(1),
                                        math::AbsFOp::create(nb, l, x));
      return arith::DivFOp::create(nb, l, x, den);
    }
    if (op == "Mish")
      return arith::MulFOp::create(
          nb, l, x, math::TanhOp::create(nb, l, softplusV(nb, l, x)));
    if (op == "Gelu") {
      if (approx == "tanh") {
        // 0.5 x (1 + tanh(sqrt(2/pi) (x + 0.044715 x^3)))
        Value x3 = arith::MulFOp::create(
            nb, l, x, arith::MulFOp::create(nb, l, x, x));
        Value in = arith::AddFOp::create(
            nb, l, x, arith::MulFOp::create(nb, l, c(0.044715), x3));
        Value th = math::TanhOp::create(
            nb, l, arith::MulFOp::create(nb, l, c(std::sqrt(2.0 / M_PI)), in));
        Value r = arith::MulFOp::create(
            nb, l, x, arith::AddFOp::create(nb, l, c(1), th));
        return arith::MulFOp::create(nb, l, c(0.5), r);
      }
      Value e = math::ErfOp::create(
          nb, l, arith::MulFOp::create(nb, l, x, c(M_SQRT1_2)));
      Value r = arith::MulFOp::create(nb, l, x,
                                      arith::AddFOp::create(nb, l, c(1), e));
      return arith::MulFOp::create(nb, l, c(0.5), r);
    }
    if (op == "Less" || op == "Greater" || op == "LessOrEqual" ||
        op == "GreaterOrEqual" || op == "Equal")
      return cmpV(nb, l, op, a[0], a[1]);
    if (op == "Not")
      return arith::XOrIOp::create(nb, l, x, cst(nb, l, t, 1));
    if (op == "And") return arith::AndIOp::create(nb, l, a[0], a[1]);
    if (op == "Or") return arith::OrIOp::create(nb, l, a[0], a[1]);
    if (op == "Xor") return arith::XOrIOp::create(nb, l, a[0], a[1]);
    if (op == "Where") return arith::SelectOp::create(nb, l, a[0], a[1], a[2]);
    if (op == "Cast") return castV(nb, l, x, castTo);
    return nullptr;
  };
  if (op == "Gelu" && approx != "none" && approx != "tanh")
    return error() << "approximate='" << approx << "' is not supported",
           failure();
  if (op != "Cast" && op != "Where" && op != "Not" && op != "And" &&
      op != "Or" && op != "Xor" && !isF(ins[0]) &&
      (op == "Sqrt" || op == "Exp" || op == "Log" || op == "Erf" ||
       op == "Sigmoid" || op == "Tanh" || op == "Softplus" || op == "Gelu" ||
       op == "Elu" || op == "Selu" || op == "Mish" || op == "Pow" ||
       op == "Reciprocal" || op == "HardSwish" || op == "HardSigmoid" ||
       op == "LeakyRelu" || op == "Softsign" || op == "Floor" ||
       op == "Ceil" || op == "Round"))
    return error() << "integer operands are not supported", failure();
  setResult(0, elementwise(ins, outType, body));
  return success();
}

//===----------------------------------------------------------------------===//
// Contractions
//===----------------------------------------------------------------------===//

LogicalResult ImportState::emitMatMul() {
  RankedTensorType outType = resultType(0);
  Value a = input(0), bv = input(1);
  if (!outType || !a || !bv)
    return failure();
  auto at = cast<RankedTensorType>(a.getType());
  auto bt = cast<RankedTensorType>(bv.getType());
  Type et = outType.getElementType();
  if (!isa<FloatType>(et))
    return error() << "integer matmul is not supported", failure();
  // 1-D operands: promote, multiply, drop the added dimension (the result
  // type from shape inference already lacks it).
  if (at.getRank() == 1)
    a = reshape(a, {1, at.getDimSize(0)});
  if (bt.getRank() == 1)
    bv = reshape(bv, {bt.getDimSize(0), 1});
  at = cast<RankedTensorType>(a.getType());
  bt = cast<RankedTensorType>(bv.getType());
  int64_t m = at.getDimSize(at.getRank() - 2);
  int64_t nn = bt.getDimSize(bt.getRank() - 1);
  SmallVector<int64_t> batch;
  {
    SmallVector<int64_t> ab(at.getShape().drop_back(2)),
        bb(bt.getShape().drop_back(2));
    size_t r = std::max(ab.size(), bb.size());
    batch.assign(r, 1);
    for (size_t i = 0; i < r; ++i) {
      int64_t x = i + ab.size() >= r ? ab[i + ab.size() - r] : 1;
      int64_t y = i + bb.size() >= r ? bb[i + bb.size() - r] : 1;
      batch[i] = std::max(x, y);
    }
  }
  SmallVector<int64_t> fullShape(batch);
  fullShape.push_back(m);
  fullShape.push_back(nn);
  Value acc = filled(fullShape, et, 0.0);
  Value result;
  if (at.getRank() == 2 && bt.getRank() == 2) {
    result = linalg::MatmulOp::create(b, loc, TypeRange{acc.getType()},
                                      ValueRange{a, bv}, ValueRange{acc})
                 .getResult(0);
  } else if (at.getRank() == 3 && bt.getRank() == 3 &&
             at.getDimSize(0) == bt.getDimSize(0)) {
    result = linalg::BatchMatmulOp::create(b, loc, TypeRange{acc.getType()},
                                           ValueRange{a, bv}, ValueRange{acc})
                 .getResult(0);
  } else {
    // Generic contraction with broadcast batch dimensions:
    // loops (batch..., m, n, k).
    unsigned nb = batch.size(), rank = nb + 3;
    auto d = [&](unsigned i) { return getAffineDimExpr(i, ctx); };
    auto operandMap = [&](RankedTensorType t, bool isA) {
      SmallVector<AffineExpr> e;
      unsigned tb = t.getRank() - 2;
      for (unsigned i = 0; i < tb; ++i) {
        unsigned loop = nb - tb + i;
        e.push_back(t.getDimSize(i) == 1 && batch[loop] != 1
                        ? getAffineConstantExpr(0, ctx)
                        : d(loop));
      }
      if (isA) {
        e.push_back(d(nb));
        e.push_back(d(nb + 2));
      } else {
        e.push_back(d(nb + 2));
        e.push_back(d(nb + 1));
      }
      return AffineMap::get(rank, 0, e, ctx);
    };
    SmallVector<AffineExpr> oe;
    for (unsigned i = 0; i < nb + 2; ++i)
      oe.push_back(d(i));
    SmallVector<utils::IteratorType> its(nb + 2,
                                         utils::IteratorType::parallel);
    its.push_back(utils::IteratorType::reduction);
    result = generic({a, bv}, {operandMap(at, true), operandMap(bt, false)},
                     {acc}, {AffineMap::get(rank, 0, oe, ctx)}, its,
                     [](OpBuilder &nb2, Location l, ValueRange x) {
                       Value p = arith::MulFOp::create(nb2, l, x[0], x[1]);
                       return SmallVector<Value>{
                           arith::AddFOp::create(nb2, l, x[2], p)};
                     });
  }
  setResult(0, reshape(result, outType.getShape()));
  return success();
}

LogicalResult ImportState::emitGemm() {
  RankedTensorType outType = resultType(0);
  Value a = input(0), bv = input(1);
  if (!outType || !a || !bv)
    return failure();
  if (attrInt("transA", 0))
    a = transpose(a, {1, 0});
  if (attrInt("transB", 0))
    bv = transpose(bv, {1, 0});
  Type et = outType.getElementType();
  Value acc = filled(outType.getShape(), et, 0.0);
  Value mm = linalg::MatmulOp::create(b, loc, TypeRange{outType},
                                      ValueRange{a, bv}, ValueRange{acc})
                 .getResult(0);
  double alpha = attrFloat("alpha", 1.0f), beta = attrFloat("beta", 1.0f);
  SmallVector<Value> ins{mm};
  if (hasInput(2) && beta != 0) {
    Value c = input(2);
    if (!c)
      return failure();
    ins.push_back(c);
  }
  if (alpha == 1.0 && ins.size() == 1) {
    setResult(0, mm);
    return success();
  }
  setResult(0, elementwise(ins, outType,
                           [&](OpBuilder &nb, Location l, ValueRange x) {
                             Value r = x[0];
                             if (alpha != 1.0)
                               r = arith::MulFOp::create(nb, l, r,
                                                         cst(nb, l, et, alpha));
                             if (x.size() > 1) {
                               Value c = x[1];
                               if (beta != 1.0)
                                 c = arith::MulFOp::create(
                                     nb, l, c, cst(nb, l, et, beta));
                               r = arith::AddFOp::create(nb, l, r, c);
                             }
                             return r;
                           }));
  return success();
}

LogicalResult ImportState::emitEinsum() {
  // ONNX 1.12 infers only the rank of Einsum: the shape comes from the
  // operands' letters below.
  std::string eq = attrString("equation", "");
  eq.erase(std::remove(eq.begin(), eq.end(), ' '), eq.end());
  if (eq.find("...") != std::string::npos)
    return error() << "equation '" << eq << "': ellipsis is not supported",
           failure();
  size_t arrow = eq.find("->");
  if (arrow == std::string::npos)
    return error() << "equation '" << eq
                   << "' has no explicit output ('->')",
           failure();
  std::string lhs = eq.substr(0, arrow), out = eq.substr(arrow + 2);
  SmallVector<std::string> terms;
  size_t start = 0;
  while (true) {
    size_t comma = lhs.find(',', start);
    terms.push_back(lhs.substr(start, comma - start));
    if (comma == std::string::npos)
      break;
    start = comma + 1;
  }
  if (static_cast<int>(terms.size()) != node->input_size())
    return error() << "equation '" << eq << "' has " << terms.size()
                   << " operands, the node " << node->input_size(),
           failure();
  // Loops: output letters (parallel), then the summed ones (reduction).
  std::string letters = out;
  for (const std::string &t : terms)
    for (char ch : t)
      if (letters.find(ch) == std::string::npos)
        letters.push_back(ch);
  unsigned rank = letters.size();
  SmallVector<Value> ins;
  SmallVector<AffineMap> maps;
  for (size_t i = 0; i < terms.size(); ++i) {
    Value v = input(i);
    if (!v)
      return failure();
    auto t = cast<RankedTensorType>(v.getType());
    if (t.getRank() != static_cast<int64_t>(terms[i].size()) ||
        std::set<char>(terms[i].begin(), terms[i].end()).size() !=
            terms[i].size())
      return error() << "equation '" << eq << "': operand " << i
                     << " does not match its term (or repeats a letter)",
             failure();
    SmallVector<AffineExpr> e;
    for (char ch : terms[i])
      e.push_back(getAffineDimExpr(letters.find(ch), ctx));
    ins.push_back(v);
    maps.push_back(AffineMap::get(rank, 0, e, ctx));
  }
  std::map<char, int64_t> sizes;
  for (size_t i = 0; i < terms.size(); ++i)
    for (size_t j = 0; j < terms[i].size(); ++j) {
      int64_t s = cast<RankedTensorType>(ins[i].getType()).getDimSize(j);
      auto [it, fresh] = sizes.emplace(terms[i][j], s);
      if (!fresh && it->second != s)
        return error() << "equation '" << eq << "': letter '" << terms[i][j]
                       << "' has sizes " << it->second << " and " << s,
               failure();
    }
  SmallVector<int64_t> outShape;
  for (char ch : out) {
    if (!sizes.count(ch))
      return error() << "equation '" << eq << "': output letter '" << ch
                     << "' is in no operand",
             failure();
    outShape.push_back(sizes[ch]);
  }
  auto outType = RankedTensorType::get(
      outShape, cast<RankedTensorType>(ins[0].getType()).getElementType());
  SmallVector<utils::IteratorType> its;
  SmallVector<AffineExpr> oe;
  for (unsigned i = 0; i < rank; ++i) {
    its.push_back(i < out.size() ? utils::IteratorType::parallel
                                 : utils::IteratorType::reduction);
    if (i < out.size())
      oe.push_back(getAffineDimExpr(i, ctx));
  }
  Value acc = filled(outType.getShape(), outType.getElementType(), 0.0);
  setResult(0, generic(ins, maps, {acc}, {AffineMap::get(rank, 0, oe, ctx)},
                       its, [](OpBuilder &nb, Location l, ValueRange x) {
                         Value p = x[0];
                         for (Value v : x.drop_front().drop_back())
                           p = mulV(nb, l, p, v);
                         return SmallVector<Value>{addV(nb, l, x.back(), p)};
                       }));
  return success();
}

//===----------------------------------------------------------------------===//
// Convolution and pooling
//===----------------------------------------------------------------------===//

LogicalResult ImportState::emitConv() {
  RankedTensorType outType = resultType(0);
  Value x = input(0), w = input(1);
  if (!outType || !x || !w)
    return failure();
  auto xt = cast<RankedTensorType>(x.getType());
  auto wt = cast<RankedTensorType>(w.getType());
  Type et = outType.getElementType();
  int64_t k = xt.getRank() - 2;
  if (k < 1 || k > 3)
    return error() << k << " spatial dimensions are not supported", failure();
  int64_t groups = attrInt("group", 1);
  SmallVector<int64_t> kernel(wt.getShape().drop_front(2));
  std::vector<int64_t> strides = attrInts("strides").value_or(
      std::vector<int64_t>(k, 1));
  std::vector<int64_t> dil = attrInts("dilations").value_or(
      std::vector<int64_t>(k, 1));
  std::vector<int64_t> pads = attrInts("pads").value_or(
      std::vector<int64_t>(2 * k, 0));
  std::string autoPad = attrString("auto_pad", "NOTSET");
  SmallVector<int64_t> lo(k), hi(k);
  for (int64_t i = 0; i < k; ++i) {
    int64_t in = xt.getDimSize(2 + i), o = outType.getDimSize(2 + i);
    int64_t need = (o - 1) * strides[i] + (kernel[i] - 1) * dil[i] + 1;
    if (autoPad == "SAME_UPPER" || autoPad == "SAME_LOWER") {
      int64_t total = std::max<int64_t>(0, need - in);
      lo[i] = autoPad == "SAME_UPPER" ? total / 2 : total - total / 2;
    } else {
      lo[i] = autoPad == "VALID" ? 0 : pads[i];
    }
    hi[i] = std::max<int64_t>(0, need - in - lo[i]);
  }
  SmallVector<int64_t> lo2{0, 0}, hi2{0, 0};
  lo2.append(lo);
  hi2.append(hi);
  Value xp = pad(x, lo2, hi2, 0.0);
  auto xpt = cast<RankedTensorType>(xp.getType());
  int64_t cin = xt.getDimSize(1), cout = wt.getDimSize(0);
  Value acc = filled(outType.getShape(), et, 0.0);
  Value conv;
  NamedAttribute stridesAttr =
      b.getNamedAttr("strides", i64Elements(b, strides));
  NamedAttribute dilAttr = b.getNamedAttr("dilations", i64Elements(b, dil));
  if (groups == 1 && k == 1) {
    conv = linalg::Conv1DNcwFcwOp::create(b, loc, TypeRange{outType},
                                          ValueRange{xp, w}, ValueRange{acc},
                                          {stridesAttr, dilAttr})
               .getResult(0);
  } else if (groups == 1 && k == 2) {
    conv = linalg::Conv2DNchwFchwOp::create(b, loc, TypeRange{outType},
                                            ValueRange{xp, w}, ValueRange{acc},
                                            {stridesAttr, dilAttr})
               .getResult(0);
  } else if (groups == 1 && k == 3) {
    conv = linalg::Conv3DNcdhwFcdhwOp::create(
               b, loc, TypeRange{outType}, ValueRange{xp, w}, ValueRange{acc},
               {stridesAttr, dilAttr})
               .getResult(0);
  } else if (k == 2 && groups == cin && cout == cin) {
    Value w3 = reshape(w, {cin, kernel[0], kernel[1]});
    conv = linalg::DepthwiseConv2DNchwChwOp::create(
               b, loc, TypeRange{outType}, ValueRange{xp, w3}, ValueRange{acc},
               {stridesAttr, dilAttr})
               .getResult(0);
  } else {
    // Grouped: input [N, G, Cg, I...], weight [G, OCg, Cg, K...],
    // result [N, G, OCg, O...].
    int64_t cg = cin / groups, ocg = cout / groups, nBatch = xt.getDimSize(0);
    SmallVector<int64_t> xs{nBatch, groups, cg};
    xs.append(xpt.getShape().begin() + 2, xpt.getShape().end());
    SmallVector<int64_t> ws{groups, ocg, cg};
    ws.append(kernel);
    SmallVector<int64_t> os{nBatch, groups, ocg};
    os.append(outType.getShape().begin() + 2, outType.getShape().end());
    Value xg = reshape(xp, xs), wg = reshape(w, ws);
    Value accg = filled(os, et, 0.0);
    auto osType = RankedTensorType::get(os, et);
    if (k == 2) {
      conv = linalg::Conv2DNgchwGfchwOp::create(
                 b, loc, TypeRange{osType}, ValueRange{xg, wg},
                 ValueRange{accg}, {stridesAttr, dilAttr})
                 .getResult(0);
    } else {
      // Loops: n, g, oc, o_1..o_k, ic, k_1..k_k.
      unsigned rank = 4 + 2 * k;
      auto d = [&](unsigned i) { return getAffineDimExpr(i, ctx); };
      SmallVector<AffineExpr> xe{d(0), d(1), d(3 + k)}, we{d(1), d(2), d(3 + k)},
          oe{d(0), d(1), d(2)};
      for (int64_t i = 0; i < k; ++i) {
        xe.push_back(d(3 + i) * strides[i] + d(4 + k + i) * dil[i]);
        we.push_back(d(4 + k + i));
        oe.push_back(d(3 + i));
      }
      SmallVector<utils::IteratorType> its(3 + k,
                                           utils::IteratorType::parallel);
      its.append(1 + k, utils::IteratorType::reduction);
      conv = generic({xg, wg},
                     {AffineMap::get(rank, 0, xe, ctx),
                      AffineMap::get(rank, 0, we, ctx)},
                     {accg}, {AffineMap::get(rank, 0, oe, ctx)}, its,
                     [](OpBuilder &nb, Location l, ValueRange a) {
                       Value p = arith::MulFOp::create(nb, l, a[0], a[1]);
                       return SmallVector<Value>{
                           arith::AddFOp::create(nb, l, a[2], p)};
                     });
    }
    conv = reshape(conv, outType.getShape());
  }
  if (hasInput(2)) {
    Value bias = input(2);
    if (!bias)
      return failure();
    unsigned rank = outType.getRank();
    conv = elementwiseMaps({conv, bias},
                           {b.getMultiDimIdentityMap(rank), channelMap(rank)},
                           outType, [](OpBuilder &nb, Location l, ValueRange a) {
                             return arith::AddFOp::create(nb, l, a[0], a[1])
                                 .getResult();
                           });
  }
  setResult(0, conv);
  return success();
}

LogicalResult ImportState::emitConvTranspose() {
  RankedTensorType outType = resultType(0);
  Value x = input(0), w = input(1);
  if (!outType || !x || !w)
    return failure();
  auto xt = cast<RankedTensorType>(x.getType());
  auto wt = cast<RankedTensorType>(w.getType());
  Type et = outType.getElementType();
  if (!isa<FloatType>(et))
    return error() << "integer operands are not supported", failure();
  int64_t k = xt.getRank() - 2;
  if (k < 1 || k > 3)
    return error() << k << " spatial dimensions are not supported", failure();
  if (wt.getRank() != k + 2)
    return error() << "the weight has rank " << wt.getRank()
                   << ", expected " << k + 2,
           failure();
  int64_t groups = attrInt("group", 1);
  int64_t cin = xt.getDimSize(1);
  if (groups < 1 || cin % groups != 0 || wt.getDimSize(0) != cin)
    return error() << "group = " << groups << " does not divide the " << cin
                   << " input channels, or the weight's first dimension ("
                   << wt.getDimSize(0) << ") is not the input channel count",
           failure();
  int64_t cout = groups * wt.getDimSize(1);
  SmallVector<int64_t> kernel(wt.getShape().drop_front(2));
  if (auto ks = attrInts("kernel_shape"))
    if (ArrayRef<int64_t>(*ks) != ArrayRef<int64_t>(kernel))
      return error() << "kernel_shape does not match the weight's shape",
             failure();
  auto ints = [&](StringRef name, int64_t n, int64_t dflt)
      -> FailureOr<std::vector<int64_t>> {
    std::vector<int64_t> v =
        attrInts(name).value_or(std::vector<int64_t>(n, dflt));
    if (static_cast<int64_t>(v.size()) != n) {
      error() << name << " has " << v.size() << " entries, expected " << n;
      return failure();
    }
    return v;
  };
  auto strides = ints("strides", k, 1), dil = ints("dilations", k, 1),
       outPad = ints("output_padding", k, 0), pads = ints("pads", 2 * k, 0);
  if (failed(strides) || failed(dil) || failed(outPad) || failed(pads))
    return failure();
  std::optional<std::vector<int64_t>> outShapeAttr = attrInts("output_shape");
  if (outShapeAttr) {
    // output_shape may list all dimensions or only the spatial ones.
    if (static_cast<int64_t>(outShapeAttr->size()) == k + 2)
      outShapeAttr->erase(outShapeAttr->begin(), outShapeAttr->begin() + 2);
    if (static_cast<int64_t>(outShapeAttr->size()) != k)
      return error() << "output_shape has " << outShapeAttr->size()
                     << " entries, expected " << k,
             failure();
  }
  std::string autoPad = attrString("auto_pad", "NOTSET");
  if (autoPad != "NOTSET" && autoPad != "VALID" && autoPad != "SAME_UPPER" &&
      autoPad != "SAME_LOWER")
    return error() << "unknown auto_pad '" << autoPad << "'", failure();
  // The begin padding and the expected output size per spatial dimension
  // (ONNX ConvTranspose: the end padding is whatever makes the output size).
  SmallVector<int64_t> padsBegin(k), expected(k);
  for (int64_t i = 0; i < k; ++i) {
    int64_t in = xt.getDimSize(2 + i);
    int64_t s = (*strides)[i], d = (*dil)[i], op = (*outPad)[i];
    if (s < 1 || d < 1)
      return error() << "strides and dilations must be positive", failure();
    int64_t full = s * (in - 1) + op + (kernel[i] - 1) * d + 1;
    if (outShapeAttr || autoPad == "SAME_UPPER" || autoPad == "SAME_LOWER") {
      int64_t target = outShapeAttr ? (*outShapeAttr)[i] : in * s;
      int64_t total = full - target;
      padsBegin[i] = autoPad == "SAME_UPPER" ? total / 2 : total - total / 2;
      expected[i] = target;
    } else if (autoPad == "VALID") {
      padsBegin[i] = 0;
      expected[i] = full;
    } else {
      padsBegin[i] = (*pads)[i];
      expected[i] = full - (*pads)[i] - (*pads)[k + i];
    }
    if (padsBegin[i] < 0)
      return error() << "negative begin padding (" << padsBegin[i]
                     << " in spatial dimension " << i << ") is not supported",
             failure();
    // Positions past the last one the input reaches can only come from
    // output_padding, which must stay below max(stride, dilation).
    int64_t reach = s * (in - 1) + (kernel[i] - 1) * d + 1 - padsBegin[i];
    if (expected[i] > reach + std::max(s, d) - 1)
      return error() << "output size " << expected[i]
                     << " in spatial dimension " << i << " exceeds the "
                     << reach << " positions the input reaches by "
                     << expected[i] - reach
                     << " (output_padding must be less than max(stride, "
                        "dilation))",
             failure();
  }
  SmallVector<int64_t> outShape{xt.getDimSize(0), cout};
  outShape.append(expected);
  if (outType.getShape() != ArrayRef<int64_t>(outShape)) {
    InFlightDiagnostic diag = error();
    diag << "the inferred result shape [";
    llvm::interleaveComma(outType.getShape(), diag);
    diag << "] is not the shape the attributes give [";
    llvm::interleaveComma(outShape, diag);
    diag << "]";
    return failure();
  }
  for (int64_t i = 0; i < k; ++i)
    if (outShape[2 + i] < 1)
      return error() << "the output is empty in spatial dimension " << i,
             failure();
  // Zero-filled destination: the op accumulates into its init.
  Value init = filled(outShape, et, 0.0);
  Value r = ConvTransposeOp::create(b, loc, x, w, init, *strides, *dil,
                                    padsBegin, groups)
                .getResult();
  if (hasInput(2)) {
    Value bias = input(2);
    if (!bias)
      return failure();
    unsigned rank = outType.getRank();
    r = elementwiseMaps({r, bias},
                        {b.getMultiDimIdentityMap(rank), channelMap(rank)},
                        outType, [](OpBuilder &nb, Location l, ValueRange a) {
                          return arith::AddFOp::create(nb, l, a[0], a[1])
                              .getResult();
                        });
  }
  setResult(0, r);
  return success();
}

LogicalResult ImportState::emitPool(const std::string &op) {
  RankedTensorType outType = resultType(0);
  Value x = input(0);
  if (!outType || !x)
    return failure();
  auto xt = cast<RankedTensorType>(x.getType());
  Type et = outType.getElementType();
  int64_t k = xt.getRank() - 2;
  bool isMax = op == "MaxPool" || op == "GlobalMaxPool";
  if (op == "GlobalAveragePool" || op == "GlobalMaxPool") {
    SmallVector<int64_t> axes;
    for (int64_t i = 0; i < k; ++i)
      axes.push_back(2 + i);
    Value r = reduce(x, axes, isMax ? -kInf : 0.0,
                     [&](OpBuilder &nb, Location l, ValueRange a) {
                       return isMax ? maxV(nb, l, a[0], a[1])
                                    : addV(nb, l, a[0], a[1]);
                     });
    if (!isMax) {
      int64_t n = product(xt.getShape().drop_front(2));
      auto rt = cast<RankedTensorType>(r.getType());
      r = elementwise({r}, rt, [&](OpBuilder &nb, Location l, ValueRange a) {
        return divV(nb, l, a[0], cst(nb, l, et, double(n)));
      });
    }
    setResult(0, reshape(r, outType.getShape()));
    return success();
  }
  if (op == "MaxPool" && resultUsed(1))
    return error() << "the Indices output is not supported", failure();
  if (k < 1 || k > 3)
    return error() << k << " spatial dimensions are not supported", failure();
  std::optional<std::vector<int64_t>> kernelAttr = attrInts("kernel_shape");
  if (!kernelAttr || static_cast<int64_t>(kernelAttr->size()) != k)
    return error() << "kernel_shape is missing or of the wrong size",
           failure();
  std::vector<int64_t> kernel = *kernelAttr;
  std::vector<int64_t> strides =
      attrInts("strides").value_or(std::vector<int64_t>(k, 1));
  std::vector<int64_t> dil =
      attrInts("dilations").value_or(std::vector<int64_t>(k, 1));
  std::vector<int64_t> pads =
      attrInts("pads").value_or(std::vector<int64_t>(2 * k, 0));
  std::string autoPad = attrString("auto_pad", "NOTSET");
  bool includePad = attrInt("count_include_pad", 0);
  SmallVector<int64_t> lo(k), hi(k), declHi(k);
  for (int64_t i = 0; i < k; ++i) {
    int64_t in = xt.getDimSize(2 + i), o = outType.getDimSize(2 + i);
    int64_t need = (o - 1) * strides[i] + (kernel[i] - 1) * dil[i] + 1;
    if (autoPad == "SAME_UPPER" || autoPad == "SAME_LOWER") {
      int64_t total = std::max<int64_t>(0, need - in);
      lo[i] = autoPad == "SAME_UPPER" ? total / 2 : total - total / 2;
      declHi[i] = total - lo[i];
    } else if (autoPad == "VALID") {
      lo[i] = declHi[i] = 0;
    } else {
      lo[i] = pads[i];
      declHi[i] = pads[k + i];
    }
    hi[i] = std::max<int64_t>(0, need - in - lo[i]);
  }
  SmallVector<int64_t> lo2{0, 0}, hi2{0, 0};
  lo2.append(lo);
  hi2.append(hi);
  Value xp = pad(x, lo2, hi2, isMax ? -kInf : 0.0);
  Value acc = filled(outType.getShape(), et, isMax ? -kInf : 0.0);
  Value window = empty(SmallVector<int64_t>(kernel.begin(), kernel.end()), et);
  NamedAttribute stridesAttr =
      b.getNamedAttr("strides", i64Elements(b, strides));
  NamedAttribute dilAttr = b.getNamedAttr("dilations", i64Elements(b, dil));
  Value r;
  ValueRange ins{xp, window};
  if (k == 1 && isMax)
    r = linalg::PoolingNcwMaxOp::create(b, loc, TypeRange{outType},
                                        ValueRange{xp, window},
                                        ValueRange{acc}, {stridesAttr, dilAttr})
            .getResult(0);
  else if (k == 1)
    r = linalg::PoolingNcwSumOp::create(b, loc, TypeRange{outType},
                                        ValueRange{xp, window},
                                        ValueRange{acc}, {stridesAttr, dilAttr})
            .getResult(0);
  else if (k == 2 && isMax)
    r = linalg::PoolingNchwMaxOp::create(b, loc, TypeRange{outType},
                                         ValueRange{xp, window},
                                         ValueRange{acc},
                                         {stridesAttr, dilAttr})
            .getResult(0);
  else if (k == 2)
    r = linalg::PoolingNchwSumOp::create(b, loc, TypeRange{outType},
                                         ValueRange{xp, window},
                                         ValueRange{acc},
                                         {stridesAttr, dilAttr})
            .getResult(0);
  else {
    // Loops: n, c, o_1..o_k, k_1..k_k.
    unsigned rank = 2 + 2 * k;
    auto d = [&](unsigned i) { return getAffineDimExpr(i, ctx); };
    SmallVector<AffineExpr> xe{d(0), d(1)}, we, oe{d(0), d(1)};
    for (int64_t i = 0; i < k; ++i) {
      xe.push_back(d(2 + i) * strides[i] + d(2 + k + i) * dil[i]);
      we.push_back(d(2 + k + i));
      oe.push_back(d(2 + i));
    }
    SmallVector<utils::IteratorType> its(2 + k, utils::IteratorType::parallel);
    its.append(k, utils::IteratorType::reduction);
    r = generic({xp, window},
                {AffineMap::get(rank, 0, xe, ctx),
                 AffineMap::get(rank, 0, we, ctx)},
                {acc}, {AffineMap::get(rank, 0, oe, ctx)}, its,
                [&](OpBuilder &nb, Location l, ValueRange a) {
                  return SmallVector<Value>{isMax ? maxV(nb, l, a[2], a[0])
                                                  : addV(nb, l, a[2], a[0])};
                });
  }
  if (!isMax) {
    // Divide by the number of window positions counted at each output
    // position (all of the declared padding when count_include_pad).
    SmallVector<int64_t> oshape(outType.getShape().drop_front(2));
    SmallVector<SmallVector<int64_t>> perDim(k);
    for (int64_t i = 0; i < k; ++i) {
      int64_t in = xt.getDimSize(2 + i);
      int64_t from = includePad ? -lo[i] : 0, to = includePad ? in + declHi[i] : in;
      for (int64_t o = 0; o < oshape[i]; ++o) {
        int64_t c = 0;
        for (int64_t j = 0; j < kernel[i]; ++j) {
          int64_t p = o * strides[i] - lo[i] + j * dil[i];
          c += p >= from && p < to;
        }
        perDim[i].push_back(c);
      }
    }
    Literal counts;
    counts.elemType = TP::FLOAT;
    counts.shape = oshape;
    int64_t total = product(oshape);
    bool uniform = true;
    for (int64_t f = 0; f < total; ++f) {
      int64_t rem = f, c = 1;
      for (int64_t i = k - 1; i >= 0; --i) {
        c *= perDim[i][rem % oshape[i]];
        rem /= oshape[i];
      }
      counts.floats.push_back(std::max<int64_t>(c, 1));
      uniform &= counts.floats.back() == counts.floats.front();
    }
    if (uniform) {
      double c = counts.floats.front();
      r = elementwise({r}, outType, [&](OpBuilder &nb, Location l, ValueRange a) {
        return divV(nb, l, a[0], cst(nb, l, et, c));
      });
    } else {
      if (!et.isF32())
        return error() << "count_include_pad=0 with padding needs f32",
               failure();
      Value cnt = constantTensor(counts);
      r = elementwise({r, cnt}, outType,
                      [&](OpBuilder &nb, Location l, ValueRange a) {
                        return divV(nb, l, a[0], a[1]);
                      });
    }
  }
  setResult(0, r);
  return success();
}

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
    return addV(nb, l, a[0], a[1]);
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
        return mulV(nb, l, a[0], a[1]);
      };
    } else if (op == "ReduceL2" || op == "ReduceSumSquare") {
      pre = [](OpBuilder &nb, Location l, ValueRange a) {
        return mulV(nb, l, a[0], a[0]);
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
                               .getSExtValue()) - 1
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
  generic({x}, {b.getMultiDimIdentityMap(rank)}, {vals, idxs}, {red, red}, its,
          [&](OpBuilder &nb, Location l, ValueRange a) {
            Value i = linalg::IndexOp::create(nb, l, axis);
            Value i64 = arith::IndexCastOp::create(nb, l, nb.getI64Type(), i);
            arith::CmpFPredicate p =
                isMax ? (last ? arith::CmpFPredicate::OGE
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
    setResult(0, elementwiseMaps({y, scale, bias}, {id, ch, ch}, outType,
                                 affine));
    return success();
  }
  Value mean = input(3), var = input(4);
  if (!mean || !var)
    return failure();
  setResult(0, elementwiseMaps(
                   {x, scale, bias, mean, var}, {id, ch, ch, ch, ch}, outType,
                   [&](OpBuilder &nb, Location l, ValueRange a) {
                     Value c = arith::SubFOp::create(nb, l, a[0], a[3]);
                     Value ve = arith::AddFOp::create(nb, l, a[4],
                                                      cst(nb, l, et, eps));
                     Value n = arith::MulFOp::create(
                         nb, l, c, math::RsqrtOp::create(nb, l, ve));
                     return arith::AddFOp::create(
                                nb, l, arith::MulFOp::create(nb, l, n, a[1]),
                                a[2])
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
    return error() << "the Mean/InvStdDev outputs are not supported",
           failure();
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
    setResult(0, LayerNormOp::create(b, loc, x, s, bb, init, axis, eps)
                     .getResult());
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
  setResult(0, elementwiseMaps({y, scale, bias}, {id, ch, ch}, outType,
                               [](OpBuilder &nb, Location l, ValueRange a) {
                                 return arith::AddFOp::create(
                                            nb, l,
                                            arith::MulFOp::create(nb, l, a[0],
                                                                  a[1]),
                                            a[2])
                                     .getResult();
                               }));
  return success();
}

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
    setResult(0, ins.size() == 1
                     ? ins[0]
                     : tensor::ConcatOp::create(b, loc, outType, axis, ins)
                           .getResult());
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
    setResult(0, elementwise({x}, outType, [](OpBuilder &, Location,
                                              ValueRange a) { return a[0]; }));
    return success();
  }
  if (op == "Tile") {
    unsigned rank = outType.getRank();
    SmallVector<AffineExpr> e;
    for (unsigned i = 0; i < rank; ++i)
      e.push_back(xt.getDimSize(i) == outType.getDimSize(i)
                      ? getAffineDimExpr(i, ctx)
                      : getAffineDimExpr(i, ctx) % xt.getDimSize(i));
    setResult(0, elementwiseMaps({x}, {AffineMap::get(rank, 0, e, ctx)},
                                 outType, [](OpBuilder &, Location,
                                             ValueRange a) { return a[0]; }));
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
  setResult(0, elementwiseMaps(
                   {indices}, {AffineMap::get(orank, 0, ie, ctx)}, outType,
                   [&](OpBuilder &nb, Location l, ValueRange a) {
                     Value i = a[0];
                     Type ity = i.getType();
                     Value neg = cmpV(nb, l, "Less", i, cst(nb, l, ity, 0));
                     Value wrapped = arith::AddIOp::create(
                         nb, l, i, cst(nb, l, ity, double(dim)));
                     i = arith::SelectOp::create(nb, l, neg, wrapped, i);
                     Value ix = arith::IndexCastOp::create(
                         nb, l, nb.getIndexType(), i);
                     SmallVector<Value> coords;
                     for (int64_t d = 0; d < rank; ++d) {
                       if (d < axis)
                         coords.push_back(linalg::IndexOp::create(nb, l, d));
                       else if (d == axis)
                         coords.push_back(ix);
                       else
                         coords.push_back(
                             linalg::IndexOp::create(nb, l, d - 1 + ir));
                     }
                     return tensor::ExtractOp::create(nb, l, data, coords)
                         .getResult();
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
    setResult(0, tensor::ExtractSliceOp::create(b, loc, outType, x, offs,
                                                sizes, strides));
    return success();
  }
  // Negative steps: a copy whose input map walks backwards.
  SmallVector<AffineExpr> e;
  for (int64_t d = 0; d < rank; ++d)
    e.push_back(getAffineConstantExpr(st[d], ctx) +
                getAffineDimExpr(d, ctx) * sp[d]);
  setResult(0, elementwiseMaps({x}, {AffineMap::get(rank, 0, e, ctx)}, outType,
                               [](OpBuilder &, Location, ValueRange a) {
                                 return a[0];
                               }));
  return success();
}

Value ImportState::maskedScan(Value x, int64_t axis,
                              arith::CmpIPredicate predicate) {
  auto type = cast<RankedTensorType>(x.getType());
  int64_t rank = type.getRank();
  // out[.., i, ..] = sum over j of x[.., j, ..] * [j predicate i]: loops
  // (dims..., j), j a reduction.
  unsigned loops = rank + 1;
  SmallVector<AffineExpr> xe, oe;
  for (int64_t d = 0; d < rank; ++d) {
    xe.push_back(getAffineDimExpr(d == axis ? rank : d, ctx));
    oe.push_back(getAffineDimExpr(d, ctx));
  }
  SmallVector<utils::IteratorType> its(rank, utils::IteratorType::parallel);
  its.push_back(utils::IteratorType::reduction);
  Value acc = filled(type.getShape(), type.getElementType(), 0.0);
  return generic({x}, {AffineMap::get(loops, 0, xe, ctx)}, {acc},
                 {AffineMap::get(loops, 0, oe, ctx)}, its,
                 [&](OpBuilder &nb, Location l, ValueRange a) {
                   Value i = linalg::IndexOp::create(nb, l, axis);
                   Value j = linalg::IndexOp::create(nb, l, rank);
                   Value in = arith::CmpIOp::create(nb, l, predicate, j, i);
                   Value sum = addV(nb, l, a[1], a[0]);
                   return SmallVector<Value>{
                       arith::SelectOp::create(nb, l, in, sum, a[1])};
                 });
}

/// The block length C of a blocked scan over n elements (n = B x C), or 0
/// for the masked sum over the whole axis: C minimizes the blocked form's
/// terms per row, n C (within blocks) + B^2 (block offsets), among the
/// divisors with B, C >= 8, for n >= 1024.
static int64_t scanBlock(int64_t n) {
  if (n < 1024)
    return 0;
  int64_t best = 0;
  double bestCost = 0;
  for (int64_t c = 8; c * 8 <= n; ++c) {
    if (n % c)
      continue;
    double b = double(n / c), cost = double(n) * c + b * b;
    if (!best || cost < bestCost)
      best = c, bestCost = cost;
  }
  return best;
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
  int64_t rank = outType.getRank();
  int64_t axis = normAxis((*axisV)[0], rank);
  bool exclusive = attrInt("exclusive", 0), reverse = attrInt("reverse", 0);
  auto predicate = [&](bool exclusive) {
    return reverse ? (exclusive ? arith::CmpIPredicate::ugt
                                : arith::CmpIPredicate::uge)
                   : (exclusive ? arith::CmpIPredicate::ult
                                : arith::CmpIPredicate::ule);
  };
  int64_t n = outType.getDimSize(axis);
  int64_t c = ShapedType::isDynamic(n) ? 0 : scanBlock(n);
  if (!c) {
    setResult(0, maskedScan(x, axis, predicate(exclusive)));
    return success();
  }
  // Blocked: the axis as B blocks of C; the scan within each block, the
  // exclusive scan of the blocks' totals, their sum. n C + B^2 terms per
  // row instead of n^2 (32768: 1024 blocks of 32, 2.1 M instead of 1.1 G),
  // every form a masked sum or a plain one.
  SmallVector<int64_t> shape(outType.getShape());
  shape[axis] = n / c;
  shape.insert(shape.begin() + axis + 1, c);
  SmallVector<ReassociationIndices> re;
  for (int64_t d = 0; d < rank; ++d) {
    if (d < axis)
      re.push_back({d});
    else if (d == axis)
      re.push_back({d, d + 1});
    else
      re.push_back({d + 1});
  }
  Type et = outType.getElementType();
  auto blockedType = RankedTensorType::get(shape, et);
  Value blocked =
      tensor::ExpandShapeOp::create(b, loc, blockedType, x, re);
  Value within = maskedScan(blocked, axis + 1, predicate(exclusive));
  // The blocks' totals: a sum over the block.
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
  SmallVector<utils::IteratorType> its(rank + 1,
                                       utils::IteratorType::parallel);
  its[axis + 1] = utils::IteratorType::reduction;
  Value totals = generic({blocked}, {allMap}, {filled(totalShape, et, 0.0)},
                         {dropMap}, its,
                         [&](OpBuilder &nb, Location l, ValueRange a) {
                           return SmallVector<Value>{addV(nb, l, a[1], a[0])};
                         });
  Value offsets = maskedScan(totals, axis, predicate(/*exclusive=*/true));
  SmallVector<utils::IteratorType> parallel(rank + 1,
                                            utils::IteratorType::parallel);
  Value sum = generic({within, offsets}, {allMap, dropMap},
                      {tensor::EmptyOp::create(b, loc, shape, et)}, {allMap},
                      parallel, [&](OpBuilder &nb, Location l, ValueRange a) {
                        return SmallVector<Value>{addV(nb, l, a[0], a[1])};
                      });
  setResult(0, tensor::CollapseShapeOp::create(b, loc, outType, sum, re));
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
  setResult(0, elementwise({x}, outType,
                           [&](OpBuilder &nb, Location l, ValueRange a) {
                             Value i = linalg::IndexOp::create(nb, l, rank - 2);
                             Value j = linalg::IndexOp::create(nb, l, rank - 1);
                             // keep when j - i >= k (upper) / <= k (lower)
                             Value diff = arith::SubIOp::create(nb, l, j, i);
                             Value kc = arith::ConstantIndexOp::create(nb, l, k);
                             Value keep = arith::CmpIOp::create(
                                 nb, l,
                                 upper ? arith::CmpIPredicate::sge
                                       : arith::CmpIPredicate::sle,
                                 diff, kc);
                             return arith::SelectOp::create(
                                        nb, l, keep, a[0], cst(nb, l, et, 0))
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
    return elementwise({target}, elemType,
                       [&](OpBuilder &nb, Location l, ValueRange a) {
                         Value t = a[0];
                         Value ti = arith::IndexCastOp::create(
                             nb, l, nb.getIndexType(), t);
                         Value keep;
                         if (ignore) {
                           keep = arith::CmpIOp::create(
                               nb, l, arith::CmpIPredicate::ne, t,
                               cst(nb, l, t.getType(), double(*ignore)));
                           // Keep the extract in bounds for ignored entries.
                           ti = arith::SelectOp::create(
                               nb, l, keep, ti,
                               arith::ConstantIndexOp::create(nb, l, 0));
                         }
                         Value w = cst(nb, l, et, 1.0);
                         if (weight)
                           w = tensor::ExtractOp::create(nb, l, weight,
                                                         ValueRange{ti});
                         Value r = w;
                         if (!wantWeight) {
                           SmallVector<Value> coords{
                               linalg::IndexOp::create(nb, l, 0), ti};
                           for (int64_t d = 1; d < trank; ++d)
                             coords.push_back(
                                 linalg::IndexOp::create(nb, l, d));
                           Value lp =
                               tensor::ExtractOp::create(nb, l, logp, coords);
                           r = arith::NegFOp::create(
                               nb, l, arith::MulFOp::create(nb, l, lp, w));
                         }
                         if (ignore)
                           r = arith::SelectOp::create(nb, l, keep, r,
                                                       cst(nb, l, et, 0.0));
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
    return addV(nb, l, a[0], a[1]);
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
