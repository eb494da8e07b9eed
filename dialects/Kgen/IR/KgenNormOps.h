//===- KgenNormOps.h - the normalization family -----------------*- C++ -*-===//
//
// Part of kgen. The decompositions of linalg.softmax and of the kgen
// normalization ops (KgenNormOps.td) into upstream linalg.fill /
// linalg.generic / tensor ops, shared by the ops' AggregatedOpInterface
// (the default, two-pass form) and transform.kgen.decompose_normalization.
//
//===----------------------------------------------------------------------===//

#ifndef KGEN_IR_KGENNORMOPS_H
#define KGEN_IR_KGENNORMOPS_H

#include "Kgen/IR/KgenOps.h"

#include <optional>

namespace mlir {
namespace kgen {

/// How the statistics of a normalization are computed.
enum class NormalizationForm {
  /// One reduction per statistic, each reading the input: max, then the sum
  /// of exp(x - max) (softmax family); mean, then the sum of (x - mean)^2
  /// (layer and group norm). The default decomposition.
  TwoPass,
  /// One reduction with several outputs: running max and rescaled running
  /// sum (softmax family); Welford's running count, mean and sum of squared
  /// deviations (layer and group norm). RMS norm has one statistic: both
  /// forms are the same single reduction.
  Online,
};

std::optional<NormalizationForm> symbolizeNormalizationForm(StringRef name);
StringRef stringifyNormalizationForm(NormalizationForm form);

/// The ops a decomposition produced, in program order.
struct NormalizationDecomposition {
  /// The reduction linalg.generic ops (one or two), each reading the input.
  SmallVector<Operation *> reductions;
  /// The last (all-parallel) linalg.generic, which writes the result.
  Operation *elementwise = nullptr;
  /// The value that replaces the op's result (the elementwise op's result,
  /// or its tensor.collapse_shape for kgen.group_norm).
  Value result;
};

/// True for the ops decomposeNormalization takes: linalg.softmax with tensor
/// semantics and the kgen normalization ops.
bool isNormalizationOp(Operation *op);

/// Builds the decomposition of `op` at `builder`'s insertion point (which
/// must be before `op`) and returns the produced ops; `op` itself is left
/// in place for the caller to replace. Fails, with a reason in `why`, when
/// `op` is not a normalization op on ranked float tensors.
FailureOr<NormalizationDecomposition>
decomposeNormalization(OpBuilder &builder, Operation *op,
                       NormalizationForm form, std::string *why = nullptr);

} // namespace kgen
} // namespace mlir

#endif // KGEN_IR_KGENNORMOPS_H
