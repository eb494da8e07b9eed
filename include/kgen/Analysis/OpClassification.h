//===- OpClassification.h - classify structured ops -------------*- C++ -*-===//
//
// Part of kgen.
//
//===----------------------------------------------------------------------===//

#ifndef KGEN_ANALYSIS_OPCLASSIFICATION_H
#define KGEN_ANALYSIS_OPCLASSIFICATION_H

#include "Kgen/IR/KgenEnums.h"
#include <optional>

namespace mlir {
class Operation;
namespace kgen {

/// Classifies a structured op from its indexing maps, iterator types and
/// body:
///   - convolution: a linalg convolution (some input indexed by a sum of
///     loop dimensions) whose body reads the filter;
///   - pooling: the same shape, but the body ignores the window operand;
///   - elementwise: only parallel loops and projected-permutation maps
///     (this includes broadcasts and transposes);
///   - contraction: reduction loops with a multiply-accumulate body over two
///     inputs (matmul, batch matmul, matvec, transposed operands, ...);
///   - reduction: any other op with reduction loops and projected-permutation
///     maps, and linalg.softmax.
/// Returns std::nullopt for ops that are not structured or fit no class.
std::optional<OpClass> classifyOp(Operation *op);

/// Whether `op` is cheaper to recompute where its result is used than to
/// store and read back: a `linalg.generic` with one result, only parallel
/// loops and projected-permutation maps, whose body computes (no
/// `tensor.extract` gathers) from at most one operand read in full (its
/// indexing map is the result's), every other operand broadcast (a map
/// that drops loops) or a scalar. Recomputing it reads that operand
/// instead of the result: the same bytes, and no store, no second tensor.
bool isRecomputable(Operation *op);

/// Whether a use of a recomputable op by `user` may get its own copy of
/// it: `user` is elementwise or a reduction (a contraction, convolution or
/// pooling would recompute it once per reuse of each element).
bool mayRecomputeInto(Operation *user);

} // namespace kgen
} // namespace mlir

#endif // KGEN_ANALYSIS_OPCLASSIFICATION_H
