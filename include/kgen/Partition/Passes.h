//===- Passes.h - kgen partitioning passes ----------------------*- C++ -*-===//
//
// Part of kgen.
//
//===----------------------------------------------------------------------===//

#ifndef KGEN_PARTITION_PASSES_H
#define KGEN_PARTITION_PASSES_H

#include "Kgen/IR/KgenDialect.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/Pass.h"

namespace mlir {
namespace kgen {

#define GEN_PASS_DECL
#define GEN_PASS_REGISTRATION
#include "kgen/Partition/Passes.h.inc"

} // namespace kgen
} // namespace mlir

#endif // KGEN_PARTITION_PASSES_H
