//===- Compare.h - a comparison's sums and its verdict ----------*- C++ -*-===//
//
// Part of kgen.
//
//===----------------------------------------------------------------------===//
//
// Internal to the validator: what a comparison of one output accumulates
// over its elements, on the host (compareOutput) or on the device (the
// device checks' partial results), and the one function that turns the
// sums into the verdict of the bounds.
//
//===----------------------------------------------------------------------===//

#ifndef KGEN_LIB_VALIDATE_COMPARE_H
#define KGEN_LIB_VALIDATE_COMPARE_H

#include "kgen/Validate/Validate.h"

#include <cstdint>

namespace mlir::kgen {

/// The sums of one float output's comparison (docs/validate.md,
/// "Comparison"): over the finite elements the squared error and squared
/// reference, the largest error and the elements outside the bound and
/// the policy's own bound; the elements whose NaN/Inf position differs; the
/// worst element (the first one of the largest |got - ref| / bound; a
/// NaN/Inf mismatch counts as infinite) with its values.
struct ComparisonSums {
  double errNorm = 0, refNorm = 0, maxAbs = 0;
  int64_t mismatches = 0, nanInfMismatches = 0, policyMismatches = 0;
  int64_t worstIndex = -1;
  double worstExcess = -1;
  double worstGot = 0, worstRef = 0, worstError = 0, worstBound = 0;
  /// The constant-output check (docs/validate.md, "Constant outputs"),
  /// filled only when this trial's outputs equal the kept trial's
  /// bitwise: the elements whose reference moved beyond the noise since the
  /// kept trial (countVariation), the first of them and its two references.
  int64_t varying = 0, varyingIndex = -1;
  double varyingKept = 0, varyingRef = 0, varyingGot = 0;
};

/// The relative part of the noise below which a reference's change across
/// trials does not count against a constant output: what rounding to the
/// policy's format can hide (8 float32 ulps for strict, 2 tf32 ulps for
/// tf32, 1 bf16 ulp for bf16), told by the policy's rtol.
double variationNoise(const Tolerances &tolerances);

/// Counts the elements of one float output whose reference `ref` (this
/// trial's) differs from `kept` (an earlier trial's, rounded to float) by
/// more than `absNoise + relNoise * max(|ref|, |kept|)`, both finite as
/// floats; fills `sums`' varying fields (the first such element, with
/// its value in `got`, this trial's output).
void countVariation(llvm::ArrayRef<float> kept, llvm::ArrayRef<double> ref,
                    llvm::ArrayRef<float> got, double absNoise, double relNoise,
                    ComparisonSums &sums);

/// The elementwise bound's floor of a calibrated comparison (0: none).
double elementFloor(const Calibration *calibration);

/// The verdict of the bounds on `sums`: NaN/Inf positions, the elementwise
/// bound (widened to the calibration's floor), then the normwise bound.
Comparison concludeComparison(const ComparisonSums &sums,
                              const Tolerances &tolerances,
                              const Calibration *calibration);

} // namespace mlir::kgen

#endif // KGEN_LIB_VALIDATE_COMPARE_H
