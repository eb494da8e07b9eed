//===- Generator.h - the constants of the input generator -------*- C++ -*-===//
//
// Part of kgen.
//
//===----------------------------------------------------------------------===//
//
// Internal to the validator: the counter-based generator's constants, shared
// by the host generator (Inputs.cpp) and the device one (DeviceChecks.cpp)
// so that both produce the same values.
//
//===----------------------------------------------------------------------===//

#ifndef KGEN_LIB_VALIDATE_GENERATOR_H
#define KGEN_LIB_VALIDATE_GENERATOR_H

#include <cstdint>

namespace mlir::kgen::generator {

/// SplitMix64: the golden-ratio increment and the finalizer's multipliers
/// and shifts.
constexpr uint64_t kGolden = 0x9e3779b97f4a7c15ull;
constexpr uint64_t kMix1 = 0xbf58476d1ce4e5b9ull;
constexpr uint64_t kMix2 = 0x94d049bb133111ebull;
constexpr unsigned kShift1 = 30, kShift2 = 27, kShift3 = 31;

/// Draw `counter` of the stream `seed`: the finalizer applied to
/// seed + (counter + 1) * kGolden.
constexpr uint64_t draw(uint64_t seed, uint64_t counter) {
  uint64_t z = seed + (counter + 1) * kGolden;
  z = (z ^ (z >> kShift1)) * kMix1;
  z = (z ^ (z >> kShift2)) * kMix2;
  return z ^ (z >> kShift3);
}

/// The values of the "special" distribution's picks.
constexpr float kSpecials[] = {0.0f,    -0.0f, 1.0f,  -1.0f, 1e-30f,
                               -1e-30f, 1e6f,  -1e6f, 0.5f,  2.0f};
constexpr unsigned kNumSpecials = sizeof(kSpecials) / sizeof(kSpecials[0]);

/// 2 pi in float64, the normal distribution's angle factor.
constexpr double kTwoPi = 2.0 * 3.14159265358979323846;

/// The scale of the "large" distribution and of integers drawn from the
/// unit distributions.
constexpr double kLargeScale = 1e4;
/// The center of the "offset" distribution (uniform [-1, 1) around it):
/// every value negative, the mean far above the spread.
constexpr double kOffset = -1e3;
constexpr double kIntegerScale = 100.0;

} // namespace mlir::kgen::generator

#endif // KGEN_LIB_VALIDATE_GENERATOR_H
