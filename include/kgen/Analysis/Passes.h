//===- Passes.h - kgen analysis passes --------------------------*- C++ -*-===//
//
// Part of kgen.
//
//===----------------------------------------------------------------------===//

#ifndef KGEN_ANALYSIS_PASSES_H
#define KGEN_ANALYSIS_PASSES_H

#include "Kgen/IR/KgenDialect.h"
#include "mlir/Pass/Pass.h"

namespace mlir {
namespace kgen {

#define GEN_PASS_DECL
#define GEN_PASS_REGISTRATION
#include "kgen/Analysis/Passes.h.inc"

} // namespace kgen
} // namespace mlir

#endif // KGEN_ANALYSIS_PASSES_H
