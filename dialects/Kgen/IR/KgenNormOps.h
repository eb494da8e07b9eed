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
  /// Layer and group norm: one reduction with two outputs, the sums of
  /// y = x - k and of y^2 (k one element of each row); the variance is
  /// max(sum(y^2) - sum(y)^2 / n, 0) / n. Both combiners are additions, so
  /// the reduction splits across threads like a sum. Softmax family: as
  /// TwoPass; RMS norm: its single reduction.
  ShiftedSums,
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

/// A shift for the statistics of `input` over its `reduced` dimensions (one
/// value per row, in the statistics' shape: the kept dimensions in order):
/// the mean of the first (up to) `head` elements of each row along its
/// innermost reduced dimension, the other reduced dimensions at index 0 (a
/// slice and a small reduction); the row's first element when `head` is 1
/// or that dimension is dynamic. Variance forms that work on x - shift
/// lose accuracy as (mean - shift)^2 / variance grows: a mean of several
/// elements keeps that ratio small where one outlier (a spike at the
/// row's start) would make it large. Null when a reduced dimension is
/// statically empty.
Value buildRowShift(OpBuilder &builder, Location loc, Value input,
                    ArrayRef<bool> reduced, int64_t head);

/// One step of the shifted sums (the one-pass statistics of y = x - shift):
/// the accumulators (sum, sumOfSquares) updated by y, as (sum + y,
/// sumOfSquares + y * y). Built in a reduction's body.
std::pair<Value, Value> buildShiftedSumsStep(OpBuilder &builder, Location loc,
                                             Value y, Value sum,
                                             Value sumOfSquares);

/// The sum of squared deviations from the mean, from the shifted sums of n
/// elements: max(sumOfSquares - sum * (sum / n), 0) (the difference of two
/// rounded sums can be slightly negative). `meanOfShifted` is sum / n.
Value buildShiftedSquaredDeviations(OpBuilder &builder, Location loc, Value sum,
                                    Value sumOfSquares, Value meanOfShifted);

} // namespace kgen
} // namespace mlir

#endif // KGEN_IR_KGENNORMOPS_H
