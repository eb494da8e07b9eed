//===- KgenDialect.cpp - the kgen dialect ---------------------------------===//
//
// Part of kgen.
//
//===----------------------------------------------------------------------===//

#include "Kgen/IR/KgenDialect.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/DialectImplementation.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace mlir::kgen;

#include "Kgen/IR/KgenDialect.cpp.inc"

void KgenDialect::initialize() {
  registerAttributes();
  registerOps();
}

LogicalResult KgenDialect::verifyOperationAttribute(Operation *op,
                                                    NamedAttribute attr) {
  StringRef name = attr.getName().getValue();
  auto expect = [&](bool ok, StringRef what) -> LogicalResult {
    if (ok)
      return success();
    return op->emitError() << "'" << name << "' must be a " << what
                           << " attribute, got " << attr.getValue();
  };
  if (name == kTargetAttrName)
    return expect(isa<TargetAttr>(attr.getValue()), "#kgen.target");
  if (name == kPrecisionAttrName)
    return expect(isa<PrecisionAttr>(attr.getValue()), "#kgen.precision");
  if (name == kOpClassAttrName)
    return expect(isa<OpClassAttr>(attr.getValue()), "#kgen.op_class");
  if (name == kFusionGroupAttrName) {
    auto group = dyn_cast<IntegerAttr>(attr.getValue());
    return expect(group && group.getType().isSignlessInteger(64) &&
                      !group.getValue().isNegative(),
                  "non-negative i64 integer");
  }
  if (name == kKernelAttrName)
    return expect(isa<UnitAttr>(attr.getValue()), "unit");
  if (name == kNameAttrName)
    return expect(isa<StringAttr>(attr.getValue()), "string");
  if (name == kStrategyPriorityAttrName)
    return expect(isa<IntegerAttr>(attr.getValue()) && isa<ModuleOp>(op),
                  "integer (on a strategy's module)");
  if (name == kStrategyNeedsAttrName)
    return expect(isa<StringAttr>(attr.getValue()) && isa<ModuleOp>(op),
                  "string (on a strategy's module)");
  if (name == kGemmConfigAttrName) {
    auto config = dyn_cast<DenseI64ArrayAttr>(attr.getValue());
    return expect(
        config && config.size() == 8 &&
            llvm::all_of(config.asArrayRef(), [](int64_t v) { return v > 0; }),
        "positive array<i64> of 8 entries (block m, n, k, thread or warp m, n, "
        "stages, group_m, split_k)");
  }
  if (name == kGemmMathAttrName) {
    auto math = dyn_cast<StringAttr>(attr.getValue());
    return expect(
        math && llvm::is_contained(
                    ArrayRef<StringRef>{"fma", "3xtf32", "tf32", "3xtf32-wgmma",
                                        "tf32-wgmma", "bf16", "bf16-wgmma"},
                    math.getValue()),
        "string \"fma\", \"3xtf32\", \"tf32\", \"3xtf32-wgmma\", "
        "\"tf32-wgmma\", \"bf16\" or \"bf16-wgmma\"");
  }
  return op->emitError() << "unknown kgen attribute '" << name
                         << "' (expected one of '" << kTargetAttrName << "', '"
                         << kPrecisionAttrName << "', '" << kOpClassAttrName
                         << "', '" << kFusionGroupAttrName << "', '"
                         << kKernelAttrName << "', '" << kNameAttrName << "', '"
                         << kGemmConfigAttrName << "', '" << kGemmMathAttrName
                         << "', '" << kStrategyPriorityAttrName << "', '"
                         << kStrategyNeedsAttrName << "')";
}

/// Function arguments and results may carry `kgen.name` (a string) only.
static LogicalResult verifyValueAttribute(Operation *op, StringRef what,
                                          unsigned index, NamedAttribute attr) {
  StringRef name = attr.getName().getValue();
  if (name != KgenDialect::kNameAttrName)
    return op->emitError() << "unknown kgen attribute '" << name << "' on "
                           << what << " " << index << " (expected '"
                           << KgenDialect::kNameAttrName << "')";
  if (!isa<StringAttr>(attr.getValue()))
    return op->emitError() << "'" << name << "' on " << what << " " << index
                           << " must be a string attribute, got "
                           << attr.getValue();
  return success();
}

LogicalResult KgenDialect::verifyRegionArgAttribute(Operation *op, unsigned,
                                                    unsigned argIndex,
                                                    NamedAttribute attr) {
  return verifyValueAttribute(op, "argument", argIndex, attr);
}

LogicalResult KgenDialect::verifyRegionResultAttribute(Operation *op, unsigned,
                                                       unsigned resultIndex,
                                                       NamedAttribute attr) {
  return verifyValueAttribute(op, "result", resultIndex, attr);
}
