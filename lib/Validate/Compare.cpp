//===- Compare.cpp - compare outputs with a float64 reference -------------===//
//
// Part of kgen.
//
//===----------------------------------------------------------------------===//

#include "kgen/Validate/Validate.h"

#include <algorithm>
#include <cfloat>
#include <cmath>

using namespace mlir::kgen;

Tolerances mlir::kgen::getTolerances(Precision policy) {
  switch (policy) {
  case Precision::strict:
    return {1e-4, 1e-5, 1e-5};
  case Precision::tf32:
    return {1e-2, 1e-3, 5e-3};
  case Precision::bf16:
    return {5e-2, 1e-2, 2e-2};
  }
  return {1e-4, 1e-5, 1e-5};
}

/// The float a float64 reference value rounds to (Inf beyond FLT_MAX).
static double asFloat(double value) {
  return static_cast<double>(static_cast<float>(value));
}

Comparison mlir::kgen::compareOutput(llvm::ArrayRef<float> got,
                                     llvm::ArrayRef<double> ref,
                                     const Tolerances &tolerances) {
  Comparison result;
  if (got.size() != ref.size()) {
    result.ok = false;
    result.reason = "output has " + std::to_string(got.size()) +
                    " elements, the reference " + std::to_string(ref.size());
    return result;
  }
  double maxRef = 0;
  for (double r : ref)
    if (std::isfinite(asFloat(r)))
      maxRef = std::max(maxRef, std::fabs(r));
  double atol = tolerances.atolRel * std::max(maxRef, 1e-30);

  double errNorm = 0, refNorm = 0;
  double worstExcess = -1;
  for (size_t i = 0; i < got.size(); ++i) {
    double g = got[i], r = asFloat(ref[i]);
    bool gFinite = std::isfinite(g), rFinite = std::isfinite(r);
    if (!gFinite || !rFinite) {
      bool same = (std::isnan(g) && std::isnan(r)) ||
                  (std::isinf(g) && std::isinf(r) && (g > 0) == (r > 0));
      if (!same) {
        ++result.nanInfMismatches;
        if (worstExcess < HUGE_VAL) {
          worstExcess = HUGE_VAL;
          result.worstIndex = i;
          result.worstGot = g;
          result.worstRef = ref[i];
          result.worstError = HUGE_VAL;
        }
      }
      continue;
    }
    double error = std::fabs(g - ref[i]);
    errNorm += error * error;
    refNorm += ref[i] * ref[i];
    double bound = atol + tolerances.rtol * std::fabs(ref[i]);
    if (error > bound)
      ++result.mismatches;
    double excess = error / bound;
    if (excess > worstExcess) {
      worstExcess = excess;
      result.worstIndex = i;
      result.worstGot = g;
      result.worstRef = ref[i];
      result.worstError = error;
    }
  }
  result.normwiseError =
      refNorm > 0 ? std::sqrt(errNorm / refNorm) : std::sqrt(errNorm);
  if (result.nanInfMismatches) {
    result.ok = false;
    result.reason = std::to_string(result.nanInfMismatches) +
                    " elements differ in NaN/Inf from the reference";
  } else if (result.mismatches) {
    result.ok = false;
    result.reason = std::to_string(result.mismatches) +
                    " elements outside |got - ref| <= atol + rtol * |ref|";
  } else if (result.normwiseError > tolerances.normwise) {
    result.ok = false;
    result.reason = "normwise relative error above the bound";
  }
  return result;
}
