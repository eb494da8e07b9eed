//===- PromoteToF64.cpp - compute a kernel in float64 ---------------------===//
//
// Part of kgen.
//
//===----------------------------------------------------------------------===//

#include "kgen/Validate/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Verifier.h"
#include "mlir/Interfaces/FunctionInterfaces.h"

namespace mlir {
namespace kgen {
#define GEN_PASS_DEF_PROMOTETOF64
#include "kgen/Validate/Passes.h.inc"
} // namespace kgen
} // namespace mlir

using namespace mlir;

static bool isPromotable(Type type) {
  return type.isF16() || type.isBF16() || type.isF32();
}

/// The f64 version of a scalar or shaped float type; other types unchanged.
static Type promote(Type type) {
  Type f64 = Float64Type::get(type.getContext());
  if (isPromotable(type))
    return f64;
  if (auto shaped = dyn_cast<ShapedType>(type))
    if (isPromotable(shaped.getElementType()))
      return shaped.clone(f64);
  return type;
}

static Attribute promoteValue(Attribute value) {
  if (auto f = dyn_cast<FloatAttr>(value))
    if (isPromotable(f.getType()))
      return FloatAttr::get(Float64Type::get(f.getContext()),
                            f.getValueAsDouble());
  if (auto dense = dyn_cast<DenseFPElementsAttr>(value))
    if (isPromotable(dense.getElementType())) {
      auto type = cast<ShapedType>(promote(dense.getType()));
      SmallVector<double> values;
      for (APFloat v : dense.getValues<APFloat>()) {
        bool lost;
        v.convert(APFloat::IEEEdouble(), APFloat::rmNearestTiesToEven, &lost);
        values.push_back(v.convertToDouble());
      }
      return DenseElementsAttr::get(type, ArrayRef<double>(values));
    }
  return value;
}

namespace {
struct PromoteToF64Pass
    : public kgen::impl::PromoteToF64Base<PromoteToF64Pass> {
  void runOnOperation() override {
    getOperation()->walk([](Operation *op) {
      for (Value result : op->getResults())
        result.setType(promote(result.getType()));
      for (Region &region : op->getRegions())
        for (Block &block : region)
          for (BlockArgument arg : block.getArguments())
            arg.setType(promote(arg.getType()));
      if (auto constant = dyn_cast<arith::ConstantOp>(op))
        constant.setValueAttr(
            cast<TypedAttr>(promoteValue(constant.getValue())));
      if (auto func = dyn_cast<FunctionOpInterface>(op)) {
        SmallVector<Type> inputs, results;
        for (Type t : func.getArgumentTypes())
          inputs.push_back(promote(t));
        for (Type t : func.getResultTypes())
          results.push_back(promote(t));
        func.setType(FunctionType::get(op->getContext(), inputs, results));
      }
    });
    // A kernel that mixes precisions (a float64 argument truncated to
    // float32, a float32 value extended): once everything is float64 its
    // casts are between equal types, the identity.
    getOperation()->walk([](Operation *op) {
      if (isa<arith::TruncFOp, arith::ExtFOp>(op) &&
          op->getOperand(0).getType() == op->getResult(0).getType()) {
        op->getResult(0).replaceAllUsesWith(op->getOperand(0));
        op->erase();
      }
    });
    if (failed(verify(getOperation()))) {
      getOperation().emitError()
          << "kgen-promote-to-f64: the kernel does not verify once promoted "
             "to f64 (it mixes precisions?)";
      signalPassFailure();
    }
  }
};
} // namespace
