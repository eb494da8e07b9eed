//===- Passes.h - kgen lowering passes and pipelines ------------*- C++ -*-===//
//
// Part of kgen.
//
//===----------------------------------------------------------------------===//

#ifndef KGEN_LOWERING_PASSES_H
#define KGEN_LOWERING_PASSES_H

#include "Kgen/IR/KgenDialect.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Pass/Pass.h"

namespace mlir {
namespace memref {
class CopyOp;
} // namespace memref
namespace kgen {

#define GEN_PASS_DECL
#define GEN_PASS_REGISTRATION
#include "kgen/Lowering/Passes.h.inc"

/// Rewrites each memref.copy under `root` that `select` accepts (all when
/// null) as linalg.copy, which lowers to loops (kgen-copies-to-linalg) or to
/// a kernel (kgen-gpu-map-naive).
void rewriteCopiesAsLinalg(Operation *root,
                           function_ref<bool(memref::CopyOp)> select = {});

/// Registers the named lowering pipelines: kgen-lower-to-nvvm,
/// kgen-lower-to-rocdl and kgen-lower-to-host (see Pipelines.cpp).
void registerLoweringPipelines();

} // namespace kgen
} // namespace mlir

#endif // KGEN_LOWERING_PASSES_H
