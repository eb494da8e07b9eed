//===- InitAllDialects.h - register kgen's dialects -------------*- C++ -*-===//
//
// Part of kgen.
//
//===----------------------------------------------------------------------===//
//
// Registration of kgen's dialect and transform-dialect extension, for tools
// (kgen-opt, the mlir-opt plugin) and for compilers that embed kgen.
//
//===----------------------------------------------------------------------===//

#ifndef KGEN_INITALLDIALECTS_H
#define KGEN_INITALLDIALECTS_H

#include "Kgen/IR/KgenDialect.h"
#include "Kgen/TransformOps/KgenTransformOps.h"
#include "mlir/IR/DialectRegistry.h"

namespace mlir {
namespace kgen {

/// Adds the kgen dialect and the transform.kgen.* extension to `registry`.
inline void registerAllDialects(DialectRegistry &registry) {
  registry.insert<KgenDialect>();
  registerTransformDialectExtension(registry);
}

} // namespace kgen
} // namespace mlir

#endif // KGEN_INITALLDIALECTS_H
