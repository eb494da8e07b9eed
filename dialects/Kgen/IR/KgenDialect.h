//===- KgenDialect.h - the kgen dialect -------------------------*- C++ -*-===//
//
// Part of kgen.
//
//===----------------------------------------------------------------------===//

#ifndef KGEN_IR_KGENDIALECT_H
#define KGEN_IR_KGENDIALECT_H

#include "Kgen/IR/KgenChips.h"
#include "Kgen/IR/KgenEnums.h"
#include "mlir/IR/Attributes.h"
#include "mlir/IR/Dialect.h"

#include "Kgen/IR/KgenDialect.h.inc"

#define GET_ATTRDEF_CLASSES
#include "Kgen/IR/KgenAttrs.h.inc"

namespace mlir {
namespace kgen {

/// Returns the limits a target attribute carries.
ChipLimits getLimits(TargetAttr target);

/// Builds a target attribute from explicit limits (no table look-up).
TargetAttr getTargetAttr(MLIRContext *context, Backend backend,
                         llvm::StringRef chip, llvm::StringRef features,
                         const ChipLimits &limits);

} // namespace kgen
} // namespace mlir

#endif // KGEN_IR_KGENDIALECT_H
