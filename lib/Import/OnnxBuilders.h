//===- OnnxBuilders.h - scalar builders of the ONNX import -----*- C++ -*-===//
//
// Part of kgen. Internal to lib/Import: the scalar pieces the op families'
// bodies share beyond ArithBuilder (add, sub, mul): division, min, max and
// comparisons by the operand's type, activations, casts, constants).
//
//===----------------------------------------------------------------------===//

#ifndef KGEN_LIB_IMPORT_ONNXBUILDERS_H
#define KGEN_LIB_IMPORT_ONNXBUILDERS_H

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Arith/Utils/Utils.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/TypeUtilities.h"

#include <limits>

namespace mlir {
namespace kgen {
namespace onnx_import {
constexpr double kInf = std::numeric_limits<double>::infinity();

inline Value cst(OpBuilder &b, Location loc, Type t, double v) {
  if (auto ft = dyn_cast<FloatType>(t))
    return arith::ConstantOp::create(b, loc, b.getFloatAttr(ft, v));
  if (t.isInteger(1))
    return arith::ConstantOp::create(b, loc, b.getBoolAttr(v != 0));
  return arith::ConstantOp::create(
      b, loc, b.getIntegerAttr(t, static_cast<int64_t>(v)));
}
inline bool isF(Value v) {
  return isa<FloatType>(getElementTypeOrSelf(v.getType()));
}

inline Value divV(OpBuilder &b, Location l, Value x, Value y) {
  return isF(x) ? arith::DivFOp::create(b, l, x, y).getResult()
                : arith::DivSIOp::create(b, l, x, y).getResult();
}
inline Value maxV(OpBuilder &b, Location l, Value x, Value y) {
  return isF(x) ? arith::MaximumFOp::create(b, l, x, y).getResult()
                : arith::MaxSIOp::create(b, l, x, y).getResult();
}
inline Value minV(OpBuilder &b, Location l, Value x, Value y) {
  return isF(x) ? arith::MinimumFOp::create(b, l, x, y).getResult()
                : arith::MinSIOp::create(b, l, x, y).getResult();
}
inline Value cmpV(OpBuilder &b, Location l, StringRef op, Value x, Value y) {
  if (isF(x)) {
    arith::CmpFPredicate p = op == "Less"          ? arith::CmpFPredicate::OLT
                             : op == "Greater"     ? arith::CmpFPredicate::OGT
                             : op == "LessOrEqual" ? arith::CmpFPredicate::OLE
                             : op == "GreaterOrEqual"
                                 ? arith::CmpFPredicate::OGE
                                 : arith::CmpFPredicate::OEQ;
    return arith::CmpFOp::create(b, l, p, x, y);
  }
  arith::CmpIPredicate p = op == "Less"             ? arith::CmpIPredicate::slt
                           : op == "Greater"        ? arith::CmpIPredicate::sgt
                           : op == "LessOrEqual"    ? arith::CmpIPredicate::sle
                           : op == "GreaterOrEqual" ? arith::CmpIPredicate::sge
                                                    : arith::CmpIPredicate::eq;
  return arith::CmpIOp::create(b, l, p, x, y);
}
inline Value sigmoidV(OpBuilder &b, Location l, Value x) {
  Type t = x.getType();
  Value neg = arith::NegFOp::create(b, l, x);
  Value e = math::ExpOp::create(b, l, neg);
  Value den = arith::AddFOp::create(b, l, cst(b, l, t, 1.0), e);
  return arith::DivFOp::create(b, l, cst(b, l, t, 1.0), den);
}
/// log(1 + exp(x)) = max(x, 0) + log1p(exp(-|x|)).
inline Value softplusV(OpBuilder &b, Location l, Value x) {
  Type t = x.getType();
  Value ax = math::AbsFOp::create(b, l, x);
  Value e = math::ExpOp::create(b, l, arith::NegFOp::create(b, l, ax));
  Value lp = math::Log1pOp::create(b, l, e);
  Value mx = arith::MaximumFOp::create(b, l, x, cst(b, l, t, 0.0));
  return arith::AddFOp::create(b, l, mx, lp);
}
inline Value castV(OpBuilder &b, Location l, Value x, Type to) {
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

inline int64_t normAxis(int64_t a, int64_t rank) {
  return a < 0 ? a + rank : a;
}

inline DenseIntElementsAttr i64Elements(OpBuilder &b, ArrayRef<int64_t> v) {
  return DenseIntElementsAttr::get(
      RankedTensorType::get({static_cast<int64_t>(v.size())}, b.getI64Type()),
      v);
}
} // namespace onnx_import
} // namespace kgen
} // namespace mlir

#endif // KGEN_LIB_IMPORT_ONNXBUILDERS_H
