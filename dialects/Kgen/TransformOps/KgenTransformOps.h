//===- KgenTransformOps.h - transform.kgen.* ops ----------------*- C++ -*-===//
//
// Part of kgen.
//
//===----------------------------------------------------------------------===//

#ifndef KGEN_TRANSFORMOPS_KGENTRANSFORMOPS_H
#define KGEN_TRANSFORMOPS_KGENTRANSFORMOPS_H

#include "Kgen/IR/KgenDialect.h"
#include "mlir/Dialect/Transform/IR/TransformDialect.h"
#include "mlir/Dialect/Transform/Interfaces/MatchInterfaces.h"
#include "mlir/Dialect/Transform/Interfaces/TransformInterfaces.h"
#include "mlir/IR/OpImplementation.h"

#define GET_OP_CLASSES
#include "Kgen/TransformOps/KgenTransformOps.h.inc"

namespace mlir {
class DialectRegistry;
namespace kgen {

/// Registers the transform.kgen.* ops as an extension of the transform
/// dialect.
void registerTransformDialectExtension(DialectRegistry &registry);

} // namespace kgen
} // namespace mlir

#endif // KGEN_TRANSFORMOPS_KGENTRANSFORMOPS_H
