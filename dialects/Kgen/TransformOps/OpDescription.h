//===- OpDescription.h - ops described in diagnostics -----------*- C++ -*-===//
//
// Part of kgen. Internal to dialects/Kgen/TransformOps.
//
//===----------------------------------------------------------------------===//

#ifndef KGEN_TRANSFORMOPS_OPDESCRIPTION_H
#define KGEN_TRANSFORMOPS_OPDESCRIPTION_H

#include "kgen/Analysis/OpClassification.h"
#include "mlir/IR/Operation.h"

#include <string>

namespace mlir {
namespace kgen {

/// Short description of an op for diagnostics: its name and, for linalg
/// ops, its kgen op class.
inline std::string describeOp(Operation *op) {
  std::string text = "'" + op->getName().getStringRef().str() + "'";
  if (std::optional<OpClass> opClass = classifyOp(op))
    text += " (op class " + stringifyOpClass(*opClass).str() + ")";
  return text;
}

} // namespace kgen
} // namespace mlir

#endif // KGEN_TRANSFORMOPS_OPDESCRIPTION_H
