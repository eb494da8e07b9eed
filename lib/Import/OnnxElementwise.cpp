//===- OnnxElementwise.cpp - ONNX import: elementwise ---------------------===//
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
    setResult(0,
              elementwise(operands, outType,
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
    if (op == "Add")
      return ArithBuilder(nb, l).add(a[0], a[1]);
    if (op == "Sub")
      return ArithBuilder(nb, l).sub(a[0], a[1]);
    if (op == "Mul")
      return ArithBuilder(nb, l).mul(a[0], a[1]);
    if (op == "Div")
      return divV(nb, l, a[0], a[1]);
    if (op == "Mod")
      return isF(x) ? arith::RemFOp::create(nb, l, a[0], a[1]).getResult()
                    : arith::RemSIOp::create(nb, l, a[0], a[1]).getResult();
    if (op == "Pow") {
      if (squarePow)
        return ArithBuilder(nb, l).mul(x, x);
      Value y = a[1];
      if (y.getType() != t)
        y = castV(nb, l, y, t);
      return math::PowFOp::create(nb, l, x, y);
    }
    if (op == "Min" || op == "Max" || op == "Sum" || op == "Mean") {
      Value r = a[0];
      for (Value v : a.drop_front())
        r = op == "Min"   ? minV(nb, l, r, v)
            : op == "Max" ? maxV(nb, l, r, v)
                          : ArithBuilder(nb, l).add(r, v);
      if (op == "Mean")
        r = divV(nb, l, r, c(double(a.size())));
      return r;
    }
    if (op == "Sqrt")
      return math::SqrtOp::create(nb, l, x);
    if (op == "Exp")
      return math::ExpOp::create(nb, l, x);
    if (op == "Log")
      return math::LogOp::create(nb, l, x);
    if (op == "Abs")
      return isF(x) ? math::AbsFOp::create(nb, l, x).getResult()
                    : math::AbsIOp::create(nb, l, x).getResult();
    if (op == "Neg")
      return isF(x) ? arith::NegFOp::create(nb, l, x).getResult()
                    : arith::SubIOp::create(nb, l, c(0), x).getResult();
    if (op == "Reciprocal")
      return arith::DivFOp::create(nb, l, c(1.0), x);
    if (op == "Erf")
      return math::ErfOp::create(nb, l, x);
    if (op == "Floor")
      return math::FloorOp::create(nb, l, x);
    if (op == "Ceil")
      return math::CeilOp::create(nb, l, x);
    if (op == "Round")
      return math::RoundEvenOp::create(nb, l, x);
    if (op == "Sin")
      return math::SinOp::create(nb, l, x);
    if (op == "Cos")
      return math::CosOp::create(nb, l, x);
    if (op == "Sign") {
      Value pos = cmpV(nb, l, "Greater", x, c(0));
      Value neg = cmpV(nb, l, "Less", x, c(0));
      Value r = arith::SelectOp::create(nb, l, neg, c(-1), c(0));
      return arith::SelectOp::create(nb, l, pos, c(1), r);
    }
    if (op == "Relu")
      return maxV(nb, l, x, c(0));
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
    if (op == "Sigmoid")
      return sigmoidV(nb, l, x);
    if (op == "Tanh")
      return math::TanhOp::create(nb, l, x);
    if (op == "Elu" || op == "Selu" || op == "Celu") {
      Value xs = op == "Celu"
                     ? arith::DivFOp::create(nb, l, x, c(alpha)).getResult()
                     : x;
      Value em1 = math::ExpM1Op::create(nb, l, xs);
      Value neg = arith::MulFOp::create(nb, l, c(alpha), em1);
      Value pos = cmpV(nb, l, "Greater", x, c(0));
      Value r = arith::SelectOp::create(nb, l, pos, x, neg);
      if (op == "Selu")
        r = arith::MulFOp::create(nb, l, c(gamma), r);
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
    if (op == "Softplus")
      return softplusV(nb, l, x);
    if (op == "Softsign") {
      Value den =
          arith::AddFOp::create(nb, l, c(1), math::AbsFOp::create(nb, l, x));
      return arith::DivFOp::create(nb, l, x, den);
    }
    if (op == "Mish")
      return arith::MulFOp::create(
          nb, l, x, math::TanhOp::create(nb, l, softplusV(nb, l, x)));
    if (op == "Gelu") {
      if (approx == "tanh") {
        // 0.5 x (1 + tanh(sqrt(2/pi) (x + 0.044715 x^3)))
        Value x3 =
            arith::MulFOp::create(nb, l, x, arith::MulFOp::create(nb, l, x, x));
        Value in = arith::AddFOp::create(
            nb, l, x, arith::MulFOp::create(nb, l, c(0.044715), x3));
        Value th = math::TanhOp::create(
            nb, l, arith::MulFOp::create(nb, l, c(std::sqrt(2.0 / M_PI)), in));
        Value r = arith::MulFOp::create(nb, l, x,
                                        arith::AddFOp::create(nb, l, c(1), th));
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
    if (op == "And")
      return arith::AndIOp::create(nb, l, a[0], a[1]);
    if (op == "Or")
      return arith::OrIOp::create(nb, l, a[0], a[1]);
    if (op == "Xor")
      return arith::XOrIOp::create(nb, l, a[0], a[1]);
    if (op == "Where")
      return arith::SelectOp::create(nb, l, a[0], a[1], a[2]);
    if (op == "Cast")
      return castV(nb, l, x, castTo);
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
       op == "LeakyRelu" || op == "Softsign" || op == "Floor" || op == "Ceil" ||
       op == "Round"))
    return error() << "integer operands are not supported", failure();
  setResult(0, elementwise(ins, outType, body));
  return success();
}
