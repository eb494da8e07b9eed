//===- Passes.h - kgen search passes ----------------------------*- C++ -*-===//
//
// Part of kgen.
//
//===----------------------------------------------------------------------===//

#ifndef KGEN_SEARCH_PASSES_H
#define KGEN_SEARCH_PASSES_H

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/Pass/Pass.h"
// The enum-valued options' types and values.
#include "kgen/Validate/Validate.h"

namespace mlir {
namespace kgen {

#define GEN_PASS_DECL
#define GEN_PASS_REGISTRATION
#include "kgen/Search/Passes.h.inc"

} // namespace kgen
} // namespace mlir

#endif // KGEN_SEARCH_PASSES_H
