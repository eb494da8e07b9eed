//===- Target.h - the target a lowering compiles for ------------*- C++ -*-===//
//
// Part of kgen.
//
//===----------------------------------------------------------------------===//

#ifndef KGEN_LOWERING_TARGET_H
#define KGEN_LOWERING_TARGET_H

#include "Kgen/IR/KgenDialect.h"
#include "mlir/IR/BuiltinOps.h"

namespace mlir {
namespace kgen {

/// Returns the target a lowering pass compiles `module` for: the chip named
/// by `chipOption` when it is not empty (with the table's limits), else the
/// module's `kgen.target` attribute. Emits an error naming `passName` and
/// returns failure when the chip is unknown or no target is given.
FailureOr<TargetAttr> resolveTarget(ModuleOp module, StringRef chipOption,
                                    StringRef passName);

} // namespace kgen
} // namespace mlir

#endif // KGEN_LOWERING_TARGET_H
