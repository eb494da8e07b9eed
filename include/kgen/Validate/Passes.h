//===- Passes.h - kgen validation passes ------------------------*- C++ -*-===//
//
// Part of kgen.
//
//===----------------------------------------------------------------------===//

#ifndef KGEN_VALIDATE_PASSES_H
#define KGEN_VALIDATE_PASSES_H

#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/Pass.h"

namespace mlir {
namespace kgen {

#define GEN_PASS_DECL
#define GEN_PASS_REGISTRATION
#include "kgen/Validate/Passes.h.inc"

} // namespace kgen
} // namespace mlir

#endif // KGEN_VALIDATE_PASSES_H
