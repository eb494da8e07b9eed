//===- Inputs.cpp - adversarial input distributions -----------------------===//
//
// Part of kgen.
//
//===----------------------------------------------------------------------===//

#include "kgen/Validate/Validate.h"

#include <cmath>

using namespace mlir::kgen;

namespace {
/// SplitMix64: seeds and a small, fast, reproducible generator.
struct SplitMix64 {
  uint64_t state;
  uint64_t next() {
    uint64_t z = (state += 0x9e3779b97f4a7c15ull);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    return z ^ (z >> 31);
  }
  /// Uniform in [0, 1) with 53 random bits.
  double uniform() { return (next() >> 11) * 0x1.0p-53; }
  double normal() {
    // Box-Muller; 1 - u keeps the logarithm finite.
    double u = 1.0 - uniform(), v = uniform();
    return std::sqrt(-2.0 * std::log(u)) * std::cos(2.0 * M_PI * v);
  }
};
} // namespace

Distribution mlir::kgen::distributionOfTrial(unsigned trial) {
  static const Distribution order[] = {
      Distribution::UniformSigned, Distribution::Large, Distribution::Normal,
      Distribution::UniformUnsigned, Distribution::Special};
  return order[trial % 5];
}

llvm::StringRef mlir::kgen::stringifyDistribution(Distribution distribution) {
  switch (distribution) {
  case Distribution::UniformSigned:
    return "uniform[-1,1)";
  case Distribution::UniformUnsigned:
    return "uniform[0,1)";
  case Distribution::Normal:
    return "normal(0,1)";
  case Distribution::Large:
    return "uniform[-1e4,1e4)";
  case Distribution::Special:
    return "special";
  }
  return "?";
}

uint64_t mlir::kgen::trialSeed(uint64_t secretSeed, unsigned trial,
                               unsigned operand) {
  SplitMix64 mix{secretSeed ^ (uint64_t(trial) << 32) ^ operand};
  mix.next();
  return mix.next();
}

void mlir::kgen::fillInputs(Distribution distribution, uint64_t seed,
                            llvm::MutableArrayRef<float> values) {
  SplitMix64 rng{seed};
  for (float &value : values) {
    switch (distribution) {
    case Distribution::UniformSigned:
      value = static_cast<float>(2.0 * rng.uniform() - 1.0);
      break;
    case Distribution::UniformUnsigned:
      value = static_cast<float>(rng.uniform());
      break;
    case Distribution::Normal:
      value = static_cast<float>(rng.normal());
      break;
    case Distribution::Large:
      value = static_cast<float>((2.0 * rng.uniform() - 1.0) * 1e4);
      break;
    case Distribution::Special: {
      // One element in two is special: exact zeros and ones (where
      // kernels branch), tiny values (denormal range) and large ones.
      static const float specials[] = {0.0f,    -0.0f,   1.0f,  -1.0f,
                                       1e-30f, -1e-30f, 1e6f,  -1e6f,
                                       0.5f,    2.0f};
      uint64_t pick = rng.next();
      value = (pick & 1) ? specials[(pick >> 1) % 10]
                         : static_cast<float>(rng.normal());
      break;
    }
    }
  }
}
