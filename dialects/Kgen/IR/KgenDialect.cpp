//===- KgenDialect.cpp - the kgen dialect ---------------------------------===//
//
// Part of kgen.
//
//===----------------------------------------------------------------------===//

#include "Kgen/IR/KgenDialect.h"

#include "mlir/IR/Builders.h"
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
  return op->emitError() << "unknown kgen attribute '" << name
                         << "' (expected one of '" << kTargetAttrName
                         << "', '" << kPrecisionAttrName << "', '"
                         << kOpClassAttrName << "', '" << kFusionGroupAttrName
                         << "', '" << kKernelAttrName << "')";
}
