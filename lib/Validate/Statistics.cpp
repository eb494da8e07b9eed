//===- Statistics.cpp - timing statistics ---------------------------------===//
//
// Part of kgen.
//
//===----------------------------------------------------------------------===//

#include "kgen/Validate/Validate.h"

#include <algorithm>

using namespace mlir::kgen;

/// The `q` quantile of sorted samples, by linear interpolation.
static double quantile(const std::vector<double> &sorted, double q) {
  if (sorted.empty())
    return 0;
  double position = q * (sorted.size() - 1);
  size_t below = static_cast<size_t>(position);
  size_t above = std::min(below + 1, sorted.size() - 1);
  double fraction = position - below;
  return sorted[below] * (1 - fraction) + sorted[above] * fraction;
}

TimingStats mlir::kgen::summarize(std::vector<double> samplesMs) {
  TimingStats stats;
  std::sort(samplesMs.begin(), samplesMs.end());
  stats.samples = samplesMs.size();
  if (samplesMs.empty())
    return stats;
  stats.minMs = samplesMs.front();
  stats.medianMs = quantile(samplesMs, 0.5);
  stats.iqrMs = quantile(samplesMs, 0.75) - quantile(samplesMs, 0.25);
  return stats;
}

bool mlir::kgen::spreadSettled(const std::vector<double> &samplesMs,
                               double tolerance) {
  if (samplesMs.size() < 10)
    return false;
  TimingStats stats = summarize(samplesMs);
  return stats.medianMs > 0 && stats.iqrMs / stats.medianMs <= tolerance;
}
