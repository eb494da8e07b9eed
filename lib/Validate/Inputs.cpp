//===- Inputs.cpp - adversarial input distributions -----------------------===//
//
// Part of kgen.
//
//===----------------------------------------------------------------------===//

#include "kgen/Validate/Validate.h"

#include "Generator.h"
#include "Parallel.h"

#include <cmath>

using namespace mlir::kgen;

namespace {
/// SplitMix64: seeds of trials and operands.
struct SplitMix64 {
  uint64_t state;
  uint64_t next() {
    uint64_t z = (state += generator::kGolden);
    z = (z ^ (z >> generator::kShift1)) * generator::kMix1;
    z = (z ^ (z >> generator::kShift2)) * generator::kMix2;
    return z ^ (z >> generator::kShift3);
  }
};

/// The counter-based stream of one operand: draw k is SplitMix64's
/// finalizer of seed + (k + 1) * golden, so any element's draws are
/// computed directly (DeviceChecks.cpp computes the same on the GPU).
struct CounterStream {
  uint64_t seed;
  uint64_t draw(uint64_t counter) const {
    return generator::draw(seed, counter);
  }
  /// Uniform in [0, 1) with 53 random bits.
  double uniform(uint64_t counter) const {
    return (draw(counter) >> 11) * 0x1.0p-53;
  }
  /// Standard normal (Box-Muller) from draws counter and counter + 1.
  double normal(uint64_t counter) const {
    double u = 1.0 - uniform(counter), v = uniform(counter + 1);
    return std::sqrt(-2.0 * std::log(u)) * std::cos(generator::kTwoPi * v);
  }
};
} // namespace

Distribution mlir::kgen::distributionOfTrial(unsigned trial) {
  // Five trials (the default, the tuner's) see the first five; the
  // offset trial (one-signed, mean far above the spread) took the normal
  // one's place, whose values half of "special"'s elements still are.
  static const Distribution order[] = {
      Distribution::UniformSigned, Distribution::Large,
      Distribution::Offset,        Distribution::UniformUnsigned,
      Distribution::Special,       Distribution::Normal};
  return order[trial % (sizeof(order) / sizeof(order[0]))];
}

uint64_t mlir::kgen::trialSeed(uint64_t secretSeed, unsigned trial,
                               unsigned operand) {
  SplitMix64 mix{secretSeed ^ (uint64_t(trial) << 32) ^ operand};
  mix.next();
  return mix.next();
}

void mlir::kgen::fillInputs(Distribution distribution, uint64_t seed,
                            llvm::MutableArrayRef<float> values) {
  fillInputs(distribution, seed, values, 0);
}

void mlir::kgen::fillInputs(Distribution distribution, uint64_t seed,
                            llvm::MutableArrayRef<float> values,
                            uint64_t firstIndex) {
  CounterStream stream{seed};
  // One element in two of "special" is special: exact zeros and ones
  // (where kernels branch), tiny values (denormal range) and large ones.
  vpar::forEachChunk(values.size(), [&](size_t, size_t begin, size_t end) {
    for (size_t i = begin; i < end; ++i) {
      uint64_t counter = 4 * (firstIndex + i);
      float value = 0;
      switch (distribution) {
      case Distribution::UniformSigned:
        value = static_cast<float>(2.0 * stream.uniform(counter) - 1.0);
        break;
      case Distribution::UniformUnsigned:
        value = static_cast<float>(stream.uniform(counter));
        break;
      case Distribution::Normal:
        value = static_cast<float>(stream.normal(counter));
        break;
      case Distribution::Large:
        value = static_cast<float>((2.0 * stream.uniform(counter) - 1.0) *
                                   generator::kLargeScale);
        break;
      case Distribution::Offset:
        value = static_cast<float>((2.0 * stream.uniform(counter) - 1.0) +
                                   generator::kOffset);
        break;
      case Distribution::Special: {
        uint64_t pick = stream.draw(counter + 3);
        value =
            (pick & 1)
                ? generator::kSpecials[(pick >> 1) % generator::kNumSpecials]
                : static_cast<float>(stream.normal(counter));
        break;
      }
      }
      values[i] = value;
    }
  });
}

void mlir::kgen::fillIndices(uint64_t seed, int64_t bound,
                             llvm::MutableArrayRef<int64_t> values,
                             uint64_t firstIndex) {
  CounterStream stream{seed};
  uint64_t n = bound > 0 ? static_cast<uint64_t>(bound) : 1;
  vpar::forEachChunk(values.size(), [&](size_t, size_t begin, size_t end) {
    for (size_t i = begin; i < end; ++i) {
      // The high half of the 128-bit product of a 64-bit draw and the bound:
      // in [0, bound), bias below 2^-64 * bound.
      unsigned __int128 wide =
          static_cast<unsigned __int128>(stream.draw(4 * (firstIndex + i))) * n;
      values[i] = static_cast<int64_t>(wide >> 64);
    }
  });
}
