//===- ConstantOutputTest.cpp - the constant-output check -----------------===//
//
// Part of kgen.
//
//===----------------------------------------------------------------------===//
//
// The constant-output check (lib/Validate/ConstantOutput.h) on hand-made
// trials: outputs equal or not across trials, references that move beyond
// the noise or within it, on the host and from the device checks' sums.
//
//===----------------------------------------------------------------------===//

#include "ConstantOutput.h"

#include "gtest/gtest.h"

#include <cstring>
#include <string>
#include <vector>

using namespace mlir::kgen;

namespace {

/// One float output of `n` elements.
std::vector<TensorSpec> floatOutput(int64_t n) {
  TensorSpec spec;
  spec.shape = {n};
  spec.kind = ElementKind::F32;
  return {spec};
}

/// The bytes of `values`.
template <typename T> std::vector<uint8_t> bytesOf(const std::vector<T> &v) {
  std::vector<uint8_t> bytes(v.size() * sizeof(T));
  std::memcpy(bytes.data(), v.data(), bytes.size());
  return bytes;
}

/// No calibration: no absolute noise.
double noNoise(unsigned, unsigned, size_t) { return 0; }

bool contains(const std::string &text, const std::string &part) {
  return text.find(part) != std::string::npos;
}

TEST(ValidateConstantOutput, MovedReferencesUnderAConstantOutputAreCounted) {
  // The output is {1, 2, 3} in every trial; the reference moves in element
  // 1 in trial 1, in elements 1 and 2 in trial 2.
  ConstantOutputCheck check(/*relativeNoise=*/0x1p-20);
  check.start(3, floatOutput(3), /*keptByWorker=*/false);
  std::vector<uint8_t> got = bytesOf(std::vector<float>{1, 2, 3});
  std::vector<std::vector<double>> refs = {
      {1, 2, 3}, {1, 2.5, 3}, {1, 2.5, 3.5}};
  for (unsigned trial = 0; trial < 3; ++trial)
    check.addTrial(trial, /*hash=*/7, got.data(), bytesOf(refs[trial]).data(),
                   noNoise);
  ConstantOutputVerdict verdict = check.conclude();
  EXPECT_TRUE(verdict.constant);
  EXPECT_EQ(verdict.varying, 3);
  EXPECT_TRUE(contains(verdict.details, "the output is the same in every "
                                        "trial but its reference is not: 3 "
                                        "elements moved beyond the noise"))
      << verdict.details;
  EXPECT_TRUE(contains(verdict.details, "compared with trial 0); element 1:"))
      << verdict.details;
  EXPECT_TRUE(contains(verdict.details, " in trial 1 (got "))
      << verdict.details;
}

TEST(ValidateConstantOutput, ReferencesWithinTheNoiseAreNotCounted) {
  ConstantOutputCheck check(0x1p-20);
  check.start(2, floatOutput(2), false);
  std::vector<uint8_t> got = bytesOf(std::vector<float>{1, 2});
  check.addTrial(0, 7, got.data(), bytesOf(std::vector<double>{1, 2}).data(),
                 noNoise);
  // 1e-3 is far above the relative noise near 1, but within an absolute
  // noise of 1e-2 (the calibrated floors of trials 1 and 0).
  unsigned seenTrial = 99, seenKept = 99;
  check.addTrial(1, 7, got.data(),
                 bytesOf(std::vector<double>{1.001, 2}).data(),
                 [&](unsigned trial, unsigned kept, size_t) {
                   seenTrial = trial;
                   seenKept = kept;
                   return 1e-2;
                 });
  EXPECT_EQ(seenTrial, 1u);
  EXPECT_EQ(seenKept, 0u);
  ConstantOutputVerdict verdict = check.conclude();
  EXPECT_TRUE(verdict.constant);
  EXPECT_EQ(verdict.varying, 0);
  EXPECT_TRUE(verdict.details.empty());
}

TEST(ValidateConstantOutput, OutputsThatChangeAreNotConstant) {
  ConstantOutputCheck check(0x1p-20);
  check.start(3, floatOutput(1), false);
  std::vector<uint8_t> one = bytesOf(std::vector<float>{1}),
                       two = bytesOf(std::vector<float>{2});
  check.addTrial(0, 1, one.data(), bytesOf(std::vector<double>{1}).data(),
                 noNoise);
  check.addTrial(1, 2, two.data(), bytesOf(std::vector<double>{2}).data(),
                 noNoise);
  // Equal to trial 0's outputs again, but the kept references are gone.
  check.addTrial(2, 1, one.data(), bytesOf(std::vector<double>{5}).data(),
                 noNoise);
  ConstantOutputVerdict verdict = check.conclude();
  EXPECT_FALSE(verdict.constant);
  EXPECT_EQ(verdict.varying, 0);
}

TEST(ValidateConstantOutput, OneTrialIsNeverConstant) {
  ConstantOutputCheck check(0x1p-20);
  check.start(1, floatOutput(1), false);
  std::vector<uint8_t> got = bytesOf(std::vector<float>{1});
  check.addTrial(0, 1, got.data(), bytesOf(std::vector<double>{1}).data(),
                 noNoise);
  EXPECT_FALSE(check.conclude().constant);
}

TEST(ValidateConstantOutput, IntegerOutputsAreSkippedAndNamed) {
  // Two outputs: an i32 one first (never counted), then a float one.
  TensorSpec index;
  index.shape = {2};
  index.kind = ElementKind::I32;
  std::vector<TensorSpec> outputs = {index, floatOutput(2)[0]};
  ConstantOutputCheck check(0x1p-20);
  check.start(2, outputs, false);
  auto trialBytes = [](std::vector<int32_t> ints, auto floats) {
    std::vector<uint8_t> bytes = bytesOf(ints), more = bytesOf(floats);
    bytes.insert(bytes.end(), more.begin(), more.end());
    return bytes;
  };
  std::vector<uint8_t> got = trialBytes({1, 2}, std::vector<float>{1, 2});
  check.addTrial(0, 7, got.data(),
                 trialBytes({1, 2}, std::vector<double>{1, 2}).data(), noNoise);
  check.addTrial(1, 7, got.data(),
                 trialBytes({5, 6}, std::vector<double>{1, 4}).data(), noNoise);
  ConstantOutputVerdict verdict = check.conclude();
  EXPECT_TRUE(verdict.constant);
  EXPECT_EQ(verdict.varying, 1);
  EXPECT_TRUE(contains(verdict.details, "output 1 is the same in every trial"))
      << verdict.details;
}

TEST(ValidateConstantOutput, TheDeviceChecksSumsCountFromTrialOne) {
  ConstantOutputCheck check(0x1p-20);
  check.start(3, floatOutput(8), /*keptByWorker=*/true);
  ComparisonSums none, moved;
  moved.varying = 2;
  moved.varyingIndex = 4;
  moved.varyingKept = 1;
  moved.varyingRef = 3;
  moved.varyingGot = 1;
  // Trial 0's sums are the worker's kept trial: not counted.
  check.addSummary(0, 7, {moved});
  check.addSummary(1, 7, {none});
  check.addSummary(2, 7, {moved});
  ConstantOutputVerdict verdict = check.conclude();
  EXPECT_TRUE(verdict.constant);
  EXPECT_EQ(verdict.varying, 2);
  EXPECT_TRUE(contains(verdict.details, "compared with trial 0); element 4:"))
      << verdict.details;
  EXPECT_TRUE(contains(verdict.details, " in trial 2 (got "))
      << verdict.details;
}

} // namespace
