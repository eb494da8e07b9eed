//===- Compare.cpp - compare outputs with a float64 reference -------------===//
//
// Part of kgen.
//
//===----------------------------------------------------------------------===//

#include "Compare.h"

#include "Parallel.h"

#include "llvm/Support/Format.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/raw_ostream.h"

#include <algorithm>
#include <array>
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

double mlir::kgen::elementFloor(const Calibration *calibration) {
  return calibration && calibration->factor > 0
             ? calibration->factor * calibration->naive.maxAbs
             : 0;
}

int64_t mlir::kgen::getScaleRowLength(llvm::ArrayRef<int64_t> shape) {
  int64_t elements = 1;
  for (int64_t d : shape)
    elements *= d;
  if (elements <= 0)
    return 1;
  size_t d = shape.size();
  while (d > 0 && shape[d - 1] == 1)
    --d;
  int64_t length = 1;
  while (d > 0 && length < kMinScaleRow)
    length *= shape[--d];
  return length < kMinScaleRow ? elements : length;
}

int64_t mlir::kgen::getScaleRowLength(llvm::ArrayRef<int64_t> shape,
                                      unsigned trial) {
  if (distributionOfTrial(trial) == Distribution::Special) {
    int64_t elements = 1;
    for (int64_t d : shape)
      elements *= d;
    return std::max<int64_t>(elements, 1);
  }
  return getScaleRowLength(shape);
}

/// The largest finite (as a float) |ref| of each row of `length` elements
/// (`length` divides ref.size()). Chunks of elements in parallel: a row
/// wholly inside a chunk is written by it, the partial rows at a chunk's
/// two ends are merged afterwards.
static std::vector<double> rowMaxima(llvm::ArrayRef<double> ref,
                                     size_t length) {
  size_t n = ref.size();
  std::vector<double> rows(n / length, 0);
  size_t chunks = vpar::numChunks(n);
  struct Edge {
    size_t row = 0;
    double max = 0;
    bool used = false;
  };
  std::vector<std::array<Edge, 2>> edges(chunks);
  vpar::forEachChunk(n, [&](size_t c, size_t begin, size_t end) {
    for (size_t i = begin; i < end;) {
      size_t row = i / length, rowBegin = row * length;
      size_t stop = std::min(end, rowBegin + length);
      double m = 0;
      for (; i < stop; ++i)
        if (std::isfinite(asFloat(ref[i])))
          m = std::max(m, std::fabs(ref[i]));
      if (rowBegin >= begin && rowBegin + length <= end)
        rows[row] = m;
      else
        edges[c][rowBegin < begin ? 0 : 1] = Edge{row, m, true};
    }
  });
  for (const auto &pair : edges)
    for (const Edge &e : pair)
      if (e.used)
        rows[e.row] = std::max(rows[e.row], e.max);
  return rows;
}

Comparison mlir::kgen::compareOutput(llvm::ArrayRef<float> got,
                                     llvm::ArrayRef<double> ref,
                                     const Tolerances &tolerances,
                                     const Calibration *calibration,
                                     int64_t rowLength) {
  if (got.size() != ref.size()) {
    Comparison result;
    result.ok = false;
    result.reason = "output has " + std::to_string(got.size()) +
                    " elements, the reference " + std::to_string(ref.size());
    return result;
  }
  double floor = elementFloor(calibration);
  size_t n = ref.size();
  size_t length = rowLength > 0 && static_cast<size_t>(rowLength) <= n &&
                          n % static_cast<size_t>(rowLength) == 0
                      ? static_cast<size_t>(rowLength)
                      : std::max<size_t>(n, 1);
  // Both passes run over fixed chunks in parallel; the partial results
  // combine in chunk order, so the worst element is the first one of the
  // largest excess, as a sequential loop finds it.
  std::vector<double> rows = rowMaxima(ref, length);
  size_t chunks = vpar::numChunks(n);
  std::vector<ComparisonSums> partials(chunks);
  vpar::forEachChunk(got.size(), [&](size_t c, size_t begin, size_t end) {
    ComparisonSums p;
    for (size_t i = begin; i < end;) {
      size_t row = i / length;
      size_t stop = std::min(end, row * length + length);
      double atol = tolerances.atolRel * std::max(rows[row], 1e-30);
      for (; i < stop; ++i) {
        double g = got[i], r = asFloat(ref[i]);
        bool gFinite = std::isfinite(g), rFinite = std::isfinite(r);
        if (!gFinite || !rFinite) {
          bool same = (std::isnan(g) && std::isnan(r)) ||
                      (std::isinf(g) && std::isinf(r) && (g > 0) == (r > 0));
          if (!same) {
            ++p.nanInfMismatches;
            if (p.worstExcess < HUGE_VAL) {
              p.worstExcess = HUGE_VAL;
              p.worstIndex = i;
              p.worstGot = g;
              p.worstRef = ref[i];
              p.worstError = HUGE_VAL;
              p.worstBound = 0;
            }
          }
          continue;
        }
        double error = std::fabs(g - ref[i]);
        p.errNorm += error * error;
        p.refNorm += ref[i] * ref[i];
        p.maxAbs = std::max(p.maxAbs, error);
        double policyBound = atol + tolerances.rtol * std::fabs(ref[i]);
        double bound = std::max(policyBound, floor);
        if (error > policyBound)
          ++p.policyMismatches;
        if (error > bound)
          ++p.mismatches;
        double excess = error / bound;
        if (excess > p.worstExcess) {
          p.worstExcess = excess;
          p.worstIndex = i;
          p.worstGot = g;
          p.worstRef = ref[i];
          p.worstError = error;
          p.worstBound = bound;
        }
      }
    }
    partials[c] = p;
  });
  ComparisonSums sums;
  for (const ComparisonSums &p : partials) {
    sums.errNorm += p.errNorm;
    sums.refNorm += p.refNorm;
    sums.mismatches += p.mismatches;
    sums.policyMismatches += p.policyMismatches;
    sums.nanInfMismatches += p.nanInfMismatches;
    sums.maxAbs = std::max(sums.maxAbs, p.maxAbs);
    if (p.worstIndex >= 0 && p.worstExcess > sums.worstExcess) {
      sums.worstExcess = p.worstExcess;
      sums.worstIndex = p.worstIndex;
      sums.worstGot = p.worstGot;
      sums.worstRef = p.worstRef;
      sums.worstError = p.worstError;
      sums.worstBound = p.worstBound;
    }
  }
  return concludeComparison(sums, tolerances, calibration);
}

Comparison mlir::kgen::concludeComparison(const ComparisonSums &sums,
                                          const Tolerances &tolerances,
                                          const Calibration *calibration) {
  Comparison result;
  result.mismatches = sums.mismatches;
  result.policyMismatches = sums.policyMismatches;
  result.nanInfMismatches = sums.nanInfMismatches;
  result.maxAbsError = sums.maxAbs;
  result.worstIndex = sums.worstIndex;
  result.worstGot = sums.worstGot;
  result.worstRef = sums.worstRef;
  result.worstError = sums.worstError;
  result.worstBound = sums.worstBound;
  result.normwiseError = sums.refNorm > 0
                             ? std::sqrt(sums.errNorm / sums.refNorm)
                             : std::sqrt(sums.errNorm);
  double floor = elementFloor(calibration);
  double normwiseFloor = calibration && calibration->factor > 0
                             ? calibration->factor * calibration->naive.normwise
                             : 0;
  double normwiseBound = std::max(tolerances.normwise, normwiseFloor);
  bool calibrated = floor > 0 || normwiseFloor > 0;
  std::string floorText;
  if (calibrated) {
    llvm::raw_string_ostream os(floorText);
    os << llvm::format("%g", calibration->factor)
       << " x the naive lowering's max error "
       << llvm::format("%e", calibration->naive.maxAbs);
  }
  if (result.nanInfMismatches) {
    result.ok = false;
    result.reason = std::to_string(result.nanInfMismatches) +
                    " elements differ in NaN/Inf from the reference";
  } else if (result.mismatches) {
    result.ok = false;
    result.reason =
        std::to_string(result.mismatches) +
        (calibrated ? " elements outside |got - ref| <= max(atol + rtol * "
                      "|ref|, " +
                          floorText + ")"
                    : " elements outside |got - ref| <= atol + rtol * |ref|");
  } else if (result.normwiseError > normwiseBound) {
    result.ok = false;
    result.reason = calibrated
                        ? "normwise relative error above max(the bound, " +
                              llvm::formatv("{0} x the naive lowering's {1:e})",
                                            calibration->factor,
                                            calibration->naive.normwise)
                                  .str()
                        : "normwise relative error above the bound";
  }
  result.calibrated = result.ok && (result.policyMismatches > 0 ||
                                    result.normwiseError > tolerances.normwise);
  return result;
}

double mlir::kgen::variationNoise(const Tolerances &tolerances) {
  // The policies' rtol: strict 1e-4, tf32 1e-2, bf16 5e-2.
  if (tolerances.rtol <= 1e-4)
    return 0x1p-20;
  if (tolerances.rtol <= 1e-2)
    return 0x1p-10;
  return 0x1p-7;
}

void mlir::kgen::countVariation(llvm::ArrayRef<float> kept,
                                llvm::ArrayRef<double> ref,
                                llvm::ArrayRef<float> got, double absNoise,
                                double relNoise, ComparisonSums &sums) {
  size_t n = std::min(kept.size(), ref.size());
  size_t chunks = vpar::numChunks(n);
  std::vector<int64_t> counts(chunks, 0), firsts(chunks, -1);
  vpar::forEachChunk(n, [&](size_t c, size_t begin, size_t end) {
    for (size_t i = begin; i < end; ++i) {
      double k = kept[i], r = ref[i];
      if (!std::isfinite(k) || !std::isfinite(asFloat(r)))
        continue;
      double noise = absNoise + relNoise * std::max(std::fabs(k), std::fabs(r));
      if (!(std::fabs(r - k) > noise))
        continue;
      if (counts[c]++ == 0)
        firsts[c] = i;
    }
  });
  sums.varying = 0;
  sums.varyingIndex = -1;
  for (size_t c = 0; c < chunks; ++c) {
    if (counts[c] && sums.varyingIndex < 0)
      sums.varyingIndex = firsts[c];
    sums.varying += counts[c];
  }
  if (sums.varyingIndex >= 0) {
    sums.varyingKept = kept[sums.varyingIndex];
    sums.varyingRef = ref[sums.varyingIndex];
    if (static_cast<size_t>(sums.varyingIndex) < got.size())
      sums.varyingGot = got[sums.varyingIndex];
  }
}

uint64_t mlir::kgen::vpar::hashBytes(const void *data, size_t bytes) {
  constexpr size_t chunk = kChunkElements * 8;
  std::vector<uint64_t> hashes(numChunks(bytes, chunk));
  forEachChunk(
      bytes,
      [&](size_t c, size_t begin, size_t end) {
        const unsigned char *p = static_cast<const unsigned char *>(data);
        uint64_t h = 0x6b67656e76616c69ull ^ (end - begin);
        size_t i = begin;
        for (; i + 8 <= end; i += 8) {
          uint64_t word;
          std::memcpy(&word, p + i, 8);
          h = (h ^ word) * 0x9e3779b97f4a7c15ull;
          h ^= h >> 29;
        }
        for (; i < end; ++i)
          h = (h ^ p[i]) * 0x100000001b3ull;
        hashes[c] = h;
      },
      chunk);
  uint64_t h = bytes;
  for (uint64_t part : hashes) {
    h = (h ^ part) * 0xbf58476d1ce4e5b9ull;
    h ^= h >> 31;
  }
  return h;
}
