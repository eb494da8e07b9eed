//===- ValidationCompare.cpp - a validation's per-trial comparison --------===//
//
// Part of kgen.
//
//===----------------------------------------------------------------------===//
//
// The comparison of one trial in a validation (Validation.h): every output
// against its reference, floats by the policy's bounds (Compare.cpp),
// widened by the calibration by the naive lowering's error where asked,
// integers exactly; on the host, or from the sums of the device checks,
// which this file asks of the worker.
//
//===----------------------------------------------------------------------===//

#include "Validation.h"

#include "Compare.h"
#include "DeviceChecks.h"
#include "Parallel.h"

#include "llvm/ADT/STLExtras.h"

#include <cmath>

using namespace mlir;
using namespace mlir::kgen;

std::optional<Calibration> Validation::calibrationOf(unsigned trial,
                                                     size_t o) const {
  if (!calibrating)
    return std::nullopt;
  const std::vector<OutputError> &naive =
      naiveErrors[trial % naiveErrors.size()];
  if (o >= naive.size())
    return std::nullopt;
  return Calibration{naive[o], options.naiveErrorFactor};
}

double Validation::absoluteNoise(unsigned trial, unsigned kept,
                                 size_t o) const {
  std::optional<Calibration> a = calibrationOf(trial, o),
                             b = calibrationOf(kept, o);
  return elementFloor(a ? &*a : nullptr) + elementFloor(b ? &*b : nullptr);
}

/// Compares integer output `spec`: `got` against `ref` exactly, an element
/// that differs accepted when it equals `float32` (the kernel's float32
/// evaluation; null: none); the mismatches and the first of them, and the
/// elements accepted through `float32`.
static Comparison compareIntegers(const TensorSpec &spec, const uint8_t *got,
                                  const uint8_t *ref, const uint8_t *float32) {
  Comparison cmp;
  auto value = [&](const uint8_t *base, int64_t e) -> int64_t {
    switch (spec.kind) {
    case ElementKind::I1:
    case ElementKind::I8:
      return reinterpret_cast<const int8_t *>(base)[e];
    case ElementKind::I32:
      return reinterpret_cast<const int32_t *>(base)[e];
    default:
      return reinterpret_cast<const int64_t *>(base)[e];
    }
  };
  // Per chunk: the mismatches and the first one; combined in order.
  size_t chunks = vpar::numChunks(spec.elements());
  std::vector<int64_t> counts(chunks, 0), firsts(chunks, -1),
      accepted(chunks, 0);
  vpar::forEachChunk(spec.elements(), [&](size_t c, size_t begin, size_t end) {
    for (size_t e = begin; e < end; ++e) {
      int64_t g = value(got, e);
      if (g == value(ref, e))
        continue;
      if (float32 && g == value(float32, e)) {
        ++accepted[c];
        continue;
      }
      if (counts[c]++ == 0)
        firsts[c] = e;
    }
  });
  for (int64_t a : accepted)
    cmp.float32Matches += a;
  for (size_t c = 0; c < chunks; ++c) {
    if (!counts[c])
      continue;
    if (cmp.mismatches == 0) {
      int64_t e = firsts[c];
      cmp.worstIndex = e;
      cmp.worstGot = value(got, e);
      cmp.worstRef = value(ref, e);
      cmp.worstError = std::fabs(cmp.worstGot - cmp.worstRef);
    }
    cmp.mismatches += counts[c];
  }
  return cmp;
}

Comparison Validation::compareTrial(unsigned trial, const uint8_t *gotBase,
                                    const uint8_t *refBase,
                                    const TrialSummary *summary,
                                    std::string &which,
                                    std::vector<OutputError> &errors,
                                    bool &hard, bool &calibrated) const {
  Comparison worst;
  int64_t float32Matches = 0;
  errors.assign(sig.outputs.size(), OutputError{});
  hard = false;
  calibrated = false;
  size_t gotOffset = 0, refOffset = 0;
  for (auto [o, spec] : llvm::enumerate(sig.outputs)) {
    const uint8_t *got = gotBase + gotOffset;
    const uint8_t *ref = refBase + refOffset;
    Comparison cmp;
    if (spec.isFloat()) {
      std::optional<Calibration> calibration = calibrationOf(trial, o);
      const Calibration *c = calibration ? &*calibration : nullptr;
      cmp = summary
                ? concludeComparison(summary->outputs[o], tolerances, c)
                : compareOutput(
                      ArrayRef<float>(reinterpret_cast<const float *>(got),
                                      spec.elements()),
                      ArrayRef<double>(reinterpret_cast<const double *>(ref),
                                       spec.elements()),
                      tolerances, c, getScaleRowLength(spec.shape, trial));
      errors[o] = OutputError{cmp.maxAbsError, cmp.normwiseError};
      if (cmp.nanInfMismatches || (cmp.worstIndex < 0 && !cmp.ok))
        hard = true;
      calibrated |= cmp.calibrated;
    } else if (summary) {
      const ComparisonSums &sums = summary->outputs[o];
      cmp.mismatches = sums.mismatches;
      cmp.worstIndex = sums.worstIndex;
      cmp.worstGot = sums.worstGot;
      cmp.worstRef = sums.worstRef;
      cmp.worstError = sums.worstError;
    } else {
      const uint8_t *float32 =
          trial < float32Outputs.size() && float32Outputs[trial]
              ? float32Outputs[trial]->data() + gotOffset
              : nullptr;
      cmp = compareIntegers(spec, got, ref, float32);
      float32Matches += cmp.float32Matches;
    }
    if (!spec.isFloat() && cmp.mismatches) {
      cmp.ok = false;
      hard = true;
      cmp.reason = std::to_string(cmp.mismatches) +
                   " integer elements differ from the reference";
    }
    if (o == 0 || (!cmp.ok && worst.ok)) {
      worst = cmp;
      which =
          sig.outputs.size() > 1 ? "output " + std::to_string(o) + ": " : "";
    }
    gotOffset += spec.bytes();
    refOffset += spec.elements() * spec.referenceElementBytes();
  }
  worst.float32Matches = float32Matches;
  return worst;
}

const PreparedCandidate &Validation::getChecksLowering() {
  if (!checksLowering) {
    std::string text = buildDeviceCheckModule(sig);
    checksLowering = cache.lookupLowering(text, options.target);
    if (!checksLowering) {
      checksLowering = prepareDeviceChecks(text, options.target);
      if (checksLowering->ok)
        cache.insertLowering(text, options.target, *checksLowering);
    }
  }
  return *checksLowering;
}

void Validation::addChecks(ReferenceAsk &ask, unsigned trials) {
  ask.checks = getChecksLowering().lowered;
  ask.tolerances = tolerances;
  ask.numOutputs = sig.outputs.size();
  for (unsigned trial = 0; trial < trials; ++trial) {
    ask.floors.emplace_back();
    for (size_t o = 0; o < sig.outputs.size(); ++o) {
      std::optional<Calibration> calibration = calibrationOf(trial, o);
      ask.floors.back().push_back(
          elementFloor(calibration ? &*calibration : nullptr));
    }
  }
}
