//===- Target.cpp - the target a lowering compiles for --------------------===//
//
// Part of kgen.
//
//===----------------------------------------------------------------------===//

#include "kgen/Lowering/Target.h"

using namespace mlir;
using namespace mlir::kgen;

FailureOr<TargetAttr> mlir::kgen::resolveTarget(ModuleOp module,
                                                StringRef chipOption,
                                                StringRef passName) {
  if (!chipOption.empty()) {
    if (TargetAttr target =
            TargetAttr::getForChip(module.getContext(), chipOption))
      return target;
    return module.emitError()
           << passName << ": unknown chip '" << chipOption
           << "' (known chips: " << getKnownChipList() << ")";
  }
  if (auto target =
          module->getAttrOfType<TargetAttr>(KgenDialect::kTargetAttrName))
    return target;
  return module.emitError()
         << passName << ": no target; pass chip=<chip> or put a '"
         << KgenDialect::kTargetAttrName << "' attribute on the module";
}
