//===- ValidateTest.cpp - inputs, comparison and statistics ---------------===//
//
// Part of kgen.
//
//===----------------------------------------------------------------------===//

#include "kgen/Validate/Validate.h"

#include "Compare.h"
#include "Execution.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/DialectImplementation.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"
#include "gtest/gtest.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <limits>
#include <set>

/// A dialect kgen's tools do not register: its attribute `#kgen_test.marker`
/// parses only in a context whose registry has it (an embedding compiler's
/// dialect, for ValidateOptions::registry).
namespace kgen_test {
class MarkerDialect : public mlir::Dialect {
public:
  explicit MarkerDialect(mlir::MLIRContext *context)
      : Dialect(getDialectNamespace(), context,
                mlir::TypeID::get<MarkerDialect>()) {}
  static llvm::StringRef getDialectNamespace() { return "kgen_test"; }
  mlir::Attribute parseAttribute(mlir::DialectAsmParser &parser,
                                 mlir::Type type) const override {
    if (parser.parseKeyword("marker"))
      return {};
    return mlir::UnitAttr::get(getContext());
  }
};
} // namespace kgen_test
MLIR_DECLARE_EXPLICIT_TYPE_ID(kgen_test::MarkerDialect)
MLIR_DEFINE_EXPLICIT_TYPE_ID(kgen_test::MarkerDialect)

using namespace mlir::kgen;

namespace {

TEST(ValidateInputs, TrialsCycleThroughEveryDistribution) {
  std::set<Distribution> seen;
  for (unsigned trial = 0; trial < 5; ++trial)
    seen.insert(distributionOfTrial(trial));
  EXPECT_EQ(seen.size(), 5u);
  EXPECT_EQ(distributionOfTrial(0), Distribution::UniformSigned);
  EXPECT_EQ(distributionOfTrial(1), Distribution::Large);
  // The offset trial is among the five a default run sees; normal(0,1)
  // is the sixth.
  EXPECT_EQ(distributionOfTrial(2), Distribution::Offset);
  EXPECT_EQ(distributionOfTrial(5), Distribution::Normal);
  EXPECT_EQ(distributionOfTrial(6), Distribution::UniformSigned);
}

TEST(ValidateInputs, OffsetTrialIsOneSignedWithItsMeanFarAboveItsSpread) {
  std::vector<float> v(20000);
  fillInputs(Distribution::Offset, 7, v);
  float lo = *std::min_element(v.begin(), v.end());
  float hi = *std::max_element(v.begin(), v.end());
  EXPECT_GE(lo, -1001.0f);
  EXPECT_LE(hi, -999.0f);
  EXPECT_LT(lo, -1000.99f);
  EXPECT_GT(hi, -999.01f);

  // Integers are the values rounded; i1 is whether a value is above the
  // offset, so masks stay mixed.
  TensorSpec ints{{1000}, ElementKind::I32};
  std::vector<int32_t> i(1000);
  fillInput(ints, 5, /*trial=*/2, 0, reinterpret_cast<uint8_t *>(i.data()));
  EXPECT_GE(*std::min_element(i.begin(), i.end()), -1001);
  EXPECT_LE(*std::max_element(i.begin(), i.end()), -999);
  TensorSpec mask{{1000}, ElementKind::I1};
  std::vector<uint8_t> m(1000);
  fillInput(mask, 5, /*trial=*/2, 0, m.data());
  int64_t ones = std::count(m.begin(), m.end(), 1);
  EXPECT_GT(ones, 400);
  EXPECT_LT(ones, 600);
  EXPECT_EQ(std::count(m.begin(), m.end(), 0) + ones, 1000);
}

TEST(ValidateInputs, SameSeedSameValuesOtherSeedOtherValues) {
  std::vector<float> a(1000), b(1000), c(1000);
  fillInputs(Distribution::Normal, 42, a);
  fillInputs(Distribution::Normal, 42, b);
  fillInputs(Distribution::Normal, 43, c);
  EXPECT_EQ(a, b);
  EXPECT_NE(a, c);
  EXPECT_NE(trialSeed(1, 0, 0), trialSeed(1, 1, 0));
  EXPECT_NE(trialSeed(1, 0, 0), trialSeed(1, 0, 1));
  EXPECT_NE(trialSeed(1, 0, 0), trialSeed(2, 0, 0));
}

TEST(ValidateInputs, DistributionsHaveTheirRanges) {
  std::vector<float> v(20000);
  fillInputs(Distribution::UniformSigned, 7, v);
  EXPECT_GE(*std::min_element(v.begin(), v.end()), -1.0f);
  EXPECT_LT(*std::max_element(v.begin(), v.end()), 1.0f);
  EXPECT_LT(*std::min_element(v.begin(), v.end()), -0.99f);

  fillInputs(Distribution::UniformUnsigned, 7, v);
  EXPECT_GE(*std::min_element(v.begin(), v.end()), 0.0f);
  EXPECT_LT(*std::max_element(v.begin(), v.end()), 1.0f);

  // Large values leave any clamp range behind.
  fillInputs(Distribution::Large, 7, v);
  EXPECT_GT(*std::max_element(v.begin(), v.end()), 9000.0f);
  EXPECT_LT(*std::min_element(v.begin(), v.end()), -9000.0f);

  fillInputs(Distribution::Normal, 7, v);
  double sum = 0, squares = 0;
  for (float x : v) {
    sum += x;
    squares += double(x) * x;
  }
  EXPECT_NEAR(sum / v.size(), 0.0, 0.05);
  EXPECT_NEAR(squares / v.size(), 1.0, 0.05);

  // Specials: exact zeros, ones and huge values appear.
  fillInputs(Distribution::Special, 7, v);
  EXPECT_NE(std::count(v.begin(), v.end(), 0.0f), 0);
  EXPECT_NE(std::count(v.begin(), v.end(), 1.0f), 0);
  EXPECT_NE(std::count(v.begin(), v.end(), 1e6f), 0);
  EXPECT_TRUE(std::all_of(v.begin(), v.end(),
                          [](float x) { return std::isfinite(x); }));
}

TEST(ValidateInputs, IndicesAreUniformBelowTheirBound) {
  std::vector<int64_t> v(53 * 400);
  fillIndices(11, 53, v);
  EXPECT_GE(*std::min_element(v.begin(), v.end()), 0);
  EXPECT_LT(*std::max_element(v.begin(), v.end()), 53);
  // Every index appears, none far more often than the others.
  std::vector<int> counts(53);
  for (int64_t x : v)
    ++counts[x];
  EXPECT_GT(*std::min_element(counts.begin(), counts.end()), 300);
  EXPECT_LT(*std::max_element(counts.begin(), counts.end()), 500);

  // Deterministic per seed; a slice of the stream equals the same slice of
  // a fill from 0 (how the validator fills chunks in parallel).
  std::vector<int64_t> same(v.size()), other(v.size()), tail(1000);
  fillIndices(11, 53, same);
  fillIndices(12, 53, other);
  EXPECT_EQ(v, same);
  EXPECT_NE(v, other);
  fillIndices(11, 53, tail, 5000);
  EXPECT_TRUE(std::equal(tail.begin(), tail.end(), v.begin() + 5000));

  // A bound of 1 gives zeros; a huge bound stays below it.
  std::vector<int64_t> ones(100), huge(1000);
  fillIndices(3, 1, ones);
  EXPECT_TRUE(
      std::all_of(ones.begin(), ones.end(), [](int64_t x) { return x == 0; }));
  const int64_t big = std::numeric_limits<int64_t>::max();
  fillIndices(3, big, huge);
  EXPECT_TRUE(std::all_of(huge.begin(), huge.end(),
                          [&](int64_t x) { return x >= 0 && x < big; }));
  EXPECT_GT(*std::max_element(huge.begin(), huge.end()), big / 2);
}

TEST(ValidateInputs, IndexBoundsFollowTheArgumentToItsIndexUses) {
  mlir::MLIRContext context(getToolRegistry());
  context.loadAllAvailableDialects();
  // %t's values (through the payload, a cast and a select) index column
  // dimension 1 (53) and, through an i32 truncation, row dimension 0 of
  // another tensor (40): the smaller bound wins. %u only feeds
  // arithmetic.
  const char *text = R"mlir(
func.func @f(%x: tensor<37x53xf32>, %y: tensor<40x60xf32>, %t: tensor<37xi64>,
             %u: tensor<37xi64>) -> tensor<37xf32> {
  %init = tensor.empty() : tensor<37xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>, affine_map<(i) -> (i)>],
                       iterator_types = ["parallel"]}
      ins(%t, %u : tensor<37xi64>, tensor<37xi64>) outs(%init : tensor<37xf32>) {
    ^bb0(%in: i64, %v: i64, %out: f32):
      %i = arith.index_cast %in : i64 to index
      %c0 = arith.constant 0 : index
      %ne = arith.cmpi ne, %in, %v : i64
      %col = arith.select %ne, %c0, %i : index
      %row = linalg.index 0 : index
      %a = tensor.extract %x[%row, %col] : tensor<37x53xf32>
      %t32 = arith.trunci %in : i64 to i32
      %j = arith.index_cast %t32 : i32 to index
      %b = tensor.extract %y[%j, %c0] : tensor<40x60xf32>
      %vf = arith.sitofp %v : i64 to f32
      %s = arith.addf %a, %b : f32
      %p = arith.mulf %s, %vf : f32
      linalg.yield %p : f32
  } -> tensor<37xf32>
  return %r : tensor<37xf32>
}
)mlir";
  mlir::OwningOpRef<mlir::ModuleOp> module =
      mlir::parseSourceString<mlir::ModuleOp>(text, &context);
  ASSERT_TRUE(module);
  mlir::Operation *func = &module->getBody()->front();
  std::vector<std::optional<int64_t>> bounds = getIndexBounds(func);
  ASSERT_EQ(bounds.size(), 4u);
  EXPECT_FALSE(bounds[0]);
  EXPECT_FALSE(bounds[1]);
  ASSERT_TRUE(bounds[2]);
  EXPECT_EQ(*bounds[2], 40);
  EXPECT_FALSE(bounds[3]);
}

TEST(ValidateCompare, ExactAndRoundedResultsPass) {
  std::vector<double> ref = {1.0, -2.0, 3.0000001, 0.0};
  std::vector<float> got = {1.0f, -2.0f, 3.0f, 0.0f};
  Comparison cmp = compareOutput(got, ref, getTolerances(Precision::strict));
  EXPECT_TRUE(cmp.ok) << cmp.reason;
  EXPECT_LT(cmp.normwiseError, 1e-7);
}

TEST(ValidateCompare, OneWrongElementFailsAndIsReported) {
  std::vector<double> ref(100, 1.0);
  std::vector<float> got(100, 1.0f);
  got[37] = 1.01f;
  Comparison cmp = compareOutput(got, ref, getTolerances(Precision::strict));
  EXPECT_FALSE(cmp.ok);
  EXPECT_EQ(cmp.worstIndex, 37);
  EXPECT_EQ(cmp.mismatches, 1);
  EXPECT_NEAR(cmp.worstError, 0.01, 1e-6);
  // The same error is within the bf16 policy's bounds.
  EXPECT_TRUE(compareOutput(got, ref, getTolerances(Precision::bf16)).ok);
}

TEST(ValidateCompare, NanAndInfPositionsMustMatch) {
  double inf = std::numeric_limits<double>::infinity();
  float nan = std::numeric_limits<float>::quiet_NaN();
  std::vector<double> ref = {1.0, inf, std::nan("")};
  EXPECT_TRUE(compareOutput(std::vector<float>{1.0f, INFINITY, nan}, ref,
                            getTolerances(Precision::strict))
                  .ok);
  Comparison poisoned = compareOutput(std::vector<float>{nan, INFINITY, nan},
                                      ref, getTolerances(Precision::strict));
  EXPECT_FALSE(poisoned.ok);
  EXPECT_EQ(poisoned.nanInfMismatches, 1);
  EXPECT_EQ(poisoned.worstIndex, 0);
  EXPECT_FALSE(compareOutput(std::vector<float>{1.0f, -INFINITY, nan}, ref,
                             getTolerances(Precision::strict))
                   .ok);
  // A float64 reference beyond FLT_MAX is what float computes as Inf.
  EXPECT_TRUE(compareOutput(std::vector<float>{INFINITY}, {1e300},
                            getTolerances(Precision::strict))
                  .ok);
}

TEST(ValidateCompare, VariationCountsOnlyWhatMovedBeyondTheNoise) {
  // A reference near 1000 that moved by 5e-3 (far above 8 float32 ulps),
  // one near 1e-9 that moved by 1e-9, one near 5 that moved by 1e-7 (below
  // 8 ulps): the constant-output check's elements.
  std::vector<float> kept = {1000.0f, 1e-9f, 5.0f};
  std::vector<double> ref = {1000.005, 2e-9, 5.0 + 1e-7};
  std::vector<float> got = {1000.0f, 0.0f, 5.0f};
  double strict = variationNoise(getTolerances(Precision::strict));
  EXPECT_EQ(strict, 0x1p-20);
  ComparisonSums sums;
  countVariation(kept, ref, got, /*absNoise=*/0, strict, sums);
  EXPECT_EQ(sums.varying, 2);
  EXPECT_EQ(sums.varyingIndex, 0);
  EXPECT_EQ(sums.varyingKept, 1000.0);
  EXPECT_EQ(sums.varyingRef, 1000.005);
  EXPECT_EQ(sums.varyingGot, 1000.0);
  // Calibrated floors of 1e-8: the tiny element is noise.
  countVariation(kept, ref, got, /*absNoise=*/1e-8, strict, sums);
  EXPECT_EQ(sums.varying, 1);
  // The looser policies hide more.
  EXPECT_GT(variationNoise(getTolerances(Precision::tf32)), strict);
  EXPECT_GT(variationNoise(getTolerances(Precision::bf16)),
            variationNoise(getTolerances(Precision::tf32)));
  countVariation(kept, ref, got, 1e-8,
                 variationNoise(getTolerances(Precision::tf32)), sums);
  EXPECT_EQ(sums.varying, 0);
}

TEST(ValidateCompare, SizeMismatchFails) {
  Comparison cmp = compareOutput(std::vector<float>{1.0f}, {1.0, 2.0},
                                 getTolerances(Precision::strict));
  EXPECT_FALSE(cmp.ok);
  EXPECT_EQ(cmp.reason, "output has 1 elements, the reference 2");
}

TEST(ValidateCompare, ScaleRowsAreTrailingBlocksOfAtLeast32Elements) {
  // The last dimension when it has 32 elements or more.
  EXPECT_EQ(getScaleRowLength({64, 100}), 100);
  EXPECT_EQ(getScaleRowLength({2, 64}), 64);
  // Trailing unit dimensions do not count (a keepdim reduction).
  EXPECT_EQ(getScaleRowLength({64, 100, 1, 1}), 100);
  // Short rows are joined with the dimensions before them: a 7x7 image.
  EXPECT_EQ(getScaleRowLength({8, 16, 7, 7}), 49);
  EXPECT_EQ(getScaleRowLength({4, 8, 3}), 96);
  // Fewer than 32 elements in all: the whole output.
  EXPECT_EQ(getScaleRowLength({1000}), 1000);
  EXPECT_EQ(getScaleRowLength({1000, 1}), 1000);
  EXPECT_EQ(getScaleRowLength({3, 5}), 15);
  EXPECT_EQ(getScaleRowLength({}), 1);
  EXPECT_EQ(getScaleRowLength({0, 40}), 1);
}

TEST(ValidateCompare, AtolFollowsTheRowsLargestReference) {
  // Two rows of 40: one of values near 1000, one near 1e-3 whose elements
  // are 2% wrong. With the whole output as one row atol is 1e-5 x 1000 =
  // 1e-2 and every small element passes; with rows of 40 atol is 1e-8 on
  // the small row, which fails.
  std::vector<double> ref(80);
  std::vector<float> got(80);
  for (int i = 0; i < 40; ++i) {
    ref[i] = 1000.0 + i;
    got[i] = static_cast<float>(ref[i]);
    ref[40 + i] = 1e-3 * (1 + i % 3);
    got[40 + i] = static_cast<float>(ref[40 + i] * 1.02);
  }
  Tolerances strict = getTolerances(Precision::strict);
  Comparison whole = compareOutput(got, ref, strict);
  EXPECT_TRUE(whole.ok) << whole.reason;
  EXPECT_TRUE(compareOutput(got, ref, strict, nullptr, 80).ok);
  Comparison rows = compareOutput(got, ref, strict, nullptr, 40);
  EXPECT_FALSE(rows.ok);
  EXPECT_EQ(rows.mismatches, 40);
  // The worst element (the first of the largest relative errors) and its
  // bound, its row's: 1e-5 x 3e-3 + 1e-4 x 3e-3.
  EXPECT_EQ(rows.worstIndex, 42);
  EXPECT_NEAR(rows.worstBound, 1e-5 * 3e-3 + 1e-4 * 3e-3, 1e-12);
  // The same output within float32 rounding passes with rows.
  for (int i = 40; i < 80; ++i)
    got[i] = static_cast<float>(ref[i]);
  EXPECT_TRUE(compareOutput(got, ref, strict, nullptr, 40).ok);
  // A length that does not divide the output means the whole output.
  got[41] = static_cast<float>(ref[41] * 1.02);
  EXPECT_TRUE(compareOutput(got, ref, strict, nullptr, 30).ok);
}

TEST(ValidateCompare, RowMaximaAcrossParallelChunks) {
  // Rows of 3000 elements across the 2^20-element chunks (rows straddle
  // chunk boundaries): each row's largest value is at a different place;
  // an error of 1e-5 x that value + a little fails, one below passes.
  constexpr size_t kRow = 3000, kRows = 800;
  std::vector<double> ref(kRow * kRows);
  for (size_t r = 0; r < kRows; ++r)
    for (size_t k = 0; k < kRow; ++k)
      ref[r * kRow + k] = k == (r * 37) % kRow ? 1.0 + r : 0.0;
  std::vector<float> got(ref.begin(), ref.end());
  Tolerances strict = getTolerances(Precision::strict);
  // On a zero element of row r, atol = 1e-5 x (1 + r).
  for (size_t r = 0; r < kRows; ++r)
    got[r * kRow + (r * 37 + 1) % kRow] = static_cast<float>(0.9e-5 * (1 + r));
  // Row 349 straddles the first chunk boundary (2^20), its largest value
  // (element 913) before it, its last elements after.
  size_t last = 350 * kRow - 1;
  got[last - 1] = static_cast<float>(0.9e-5 * 350);
  Comparison pass = compareOutput(got, ref, strict, nullptr, kRow);
  EXPECT_TRUE(pass.ok) << pass.reason;
  size_t bad = last;
  got[bad] = static_cast<float>(1.1e-5 * 350);
  Comparison fail = compareOutput(got, ref, strict, nullptr, kRow);
  EXPECT_FALSE(fail.ok);
  EXPECT_EQ(fail.mismatches, 1);
  EXPECT_EQ(fail.worstIndex, static_cast<int64_t>(bad));
}

TEST(ValidateSignature, IntegersFromFloatsAreFlagged) {
  mlir::MLIRContext context(getToolRegistry());
  auto flagged = [&](const char *body, const char *in, const char *out) {
    std::string text =
        std::string("func.func @k(%x: tensor<8x4x") + in + ">) -> tensor<8x4x" +
        out + "> {\n  %e = tensor.empty() : tensor<8x4x" + out +
        ">\n  %r = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, "
        "j)>, affine_map<(i, j) -> (i, j)>], iterator_types = [\"parallel\", "
        "\"parallel\"]} ins(%x : tensor<8x4x" +
        in + ">) outs(%e : tensor<8x4x" + out + ">) {\n  ^bb0(%v: " + in +
        ", %o: " + out + "):\n" + body + "  } -> tensor<8x4x" + out +
        ">\n  return %r : tensor<8x4x" + out + ">\n}\n";
    llvm::Expected<Signature> sig = readSignature(context, text);
    EXPECT_TRUE(static_cast<bool>(sig)) << text;
    if (!sig) {
      llvm::consumeError(sig.takeError());
      return false;
    }
    return sig->integersFromFloats;
  };
  // A float-to-integer conversion (quantize, floor).
  EXPECT_TRUE(flagged("    %s = arith.constant 3.0 : f32\n"
                      "    %d = arith.mulf %v, %s : f32\n"
                      "    %i = arith.fptosi %d : f32 to i32\n"
                      "    linalg.yield %i : i32\n",
                      "f32", "i32"));
  // A comparison of a computed value (a bucket).
  EXPECT_TRUE(flagged("    %s = arith.constant 3.0 : f32\n"
                      "    %d = arith.mulf %v, %s : f32\n"
                      "    %c = arith.cmpf ogt, %d, %s : f32\n"
                      "    %i = arith.extui %c : i1 to i32\n"
                      "    linalg.yield %i : i32\n",
                      "f32", "i32"));
  // A comparison of the input itself, negated: the same in both
  // precisions.
  EXPECT_FALSE(flagged("    %s = arith.constant 3.0 : f32\n"
                       "    %n = arith.negf %v : f32\n"
                       "    %c = arith.cmpf ogt, %n, %s : f32\n"
                       "    %i = arith.extui %c : i1 to i32\n"
                       "    linalg.yield %i : i32\n",
                       "f32", "i32"));
  // No integer output: nothing to judge.
  EXPECT_FALSE(flagged("    %i = arith.fptosi %v : f32 to i32\n"
                       "    %f = arith.sitofp %i : i32 to f32\n"
                       "    linalg.yield %f : f32\n",
                       "f32", "f32"));
}

TEST(ValidateCompare, PoliciesLoosenInOrder) {
  Tolerances strict = getTolerances(Precision::strict);
  Tolerances tf32 = getTolerances(Precision::tf32);
  Tolerances bf16 = getTolerances(Precision::bf16);
  EXPECT_LT(strict.rtol, tf32.rtol);
  EXPECT_LT(tf32.rtol, bf16.rtol);
  EXPECT_LT(strict.normwise, tf32.normwise);
  EXPECT_LT(tf32.normwise, bf16.normwise);
}

TEST(ValidateStatistics, MedianMinIqr) {
  TimingStats stats = summarize({5, 1, 3, 2, 4});
  EXPECT_EQ(stats.samples, 5u);
  EXPECT_DOUBLE_EQ(stats.minMs, 1);
  EXPECT_DOUBLE_EQ(stats.medianMs, 3);
  EXPECT_DOUBLE_EQ(stats.iqrMs, 2);
  EXPECT_EQ(summarize({}).samples, 0u);
}

TEST(ValidateStatistics, SpreadSettlesOnlyWithEnoughStableSamples) {
  EXPECT_FALSE(spreadSettled({1, 1, 1}, 0.05));
  std::vector<double> stable(20, 1.0);
  EXPECT_TRUE(spreadSettled(stable, 0.05));
  std::vector<double> noisy;
  for (int i = 0; i < 20; ++i)
    noisy.push_back(i % 2 ? 1.0 : 2.0);
  EXPECT_FALSE(spreadSettled(noisy, 0.05));
}

TEST(ValidateReference, KindsParseAndPrint) {
  for (ReferenceKind kind :
       {ReferenceKind::Auto, ReferenceKind::Host, ReferenceKind::Device})
    EXPECT_EQ(symbolizeReferenceKind(stringifyReferenceKind(kind)), kind);
  EXPECT_EQ(symbolizeReferenceKind("gpu"), std::nullopt);
  EXPECT_EQ(symbolizeReferenceKind(""), std::nullopt);
}

/// The message of `options.verify()`, "" when it succeeds.
static std::string verifyMessage(const ValidateOptions &options) {
  llvm::Error error = options.verify();
  return error ? llvm::toString(std::move(error)) : "";
}

TEST(ValidateOptions, VerifyNamesTheOptionAndTheValue) {
  ValidateOptions options;
  EXPECT_EQ(verifyMessage(options), "");
  options.target = "sm_13";
  EXPECT_EQ(verifyMessage(options).rfind("unknown target 'sm_13' (expected "
                                         "host or one of ",
                                         0),
            0u);
  options = ValidateOptions();
  options.trials = 4;
  EXPECT_EQ(verifyMessage(options), "trials must be at least 5 (the "
                                    "validation protocol's minimum), got 4");
  options = ValidateOptions();
  options.timeoutSeconds = std::nan("");
  EXPECT_EQ(verifyMessage(options),
            "timeout must be a positive number of seconds, got nan");
  options = ValidateOptions();
  options.speedupThreshold = -2;
  EXPECT_EQ(verifyMessage(options).rfind("speedup-threshold must be", 0), 0u);
  options = ValidateOptions();
  options.referenceCacheMiB = kMaxReferenceCacheMiB + 1;
  EXPECT_EQ(verifyMessage(options).rfind("reference-cache-mib is too large", 0),
            0u);
  options = ValidateOptions();
  options.naiveErrorFactor = 0.5;
  EXPECT_EQ(verifyMessage(options),
            "naive-error-factor must be 0 (off) or at least 1, got 0.5");
  options.naiveErrorFactor = 1;
  EXPECT_EQ(verifyMessage(options), "");
  options.workerPath = "/nonexistent/kgen-validate";
  EXPECT_EQ(verifyMessage(options),
            "worker '/nonexistent/kgen-validate' is not an executable file "
            "(the worker is kgen-validate)");
}

TEST(ValidateOptions, VerifyChecksCombinations) {
  ValidateOptions options;
  options.reference = ReferenceKind::Device;
  EXPECT_EQ(
      verifyMessage(options).rfind("reference=device needs a GPU target", 0),
      0u);
  options.target = "sm_90";
  EXPECT_EQ(verifyMessage(options), "");
  options.reference = ReferenceKind::Host;
  options.checks = ChecksPlace::Device;
  EXPECT_EQ(verifyMessage(options).rfind("checks=device needs the device "
                                         "reference",
                                         0),
            0u);
  options.reference = ReferenceKind::Auto;
  EXPECT_EQ(verifyMessage(options), "");
}

TEST(ValidateOptions, DrawnSeedsAreNeverZero) {
  for (int i = 0; i < 16; ++i)
    EXPECT_NE(drawSecretSeed(), 0u);
}

TEST(ValidateReference, HostTargetsUseTheHostReference) {
  ValidateOptions options;
  auto resolved = [&]() -> std::string {
    llvm::Expected<ReferenceKind> kind = resolveReference(options);
    if (!kind)
      return "error: " + llvm::toString(kind.takeError());
    return stringifyReferenceKind(*kind).str();
  };
  options.target = "host";
  options.reference = ReferenceKind::Auto;
  EXPECT_EQ(resolved(), "host");
  options.reference = ReferenceKind::Host;
  EXPECT_EQ(resolved(), "host");
  options.reference = ReferenceKind::Device;
  std::string error = resolved();
  EXPECT_NE(error.find("error: the device reference needs a GPU target"),
            std::string::npos)
      << error;
  // Asking for the host reference on a GPU target never probes a driver.
  options.target = "sm_90";
  options.reference = ReferenceKind::Host;
  EXPECT_EQ(resolved(), "host");
}

// One validation per (kernel, seed) computes each trial's reference once;
// later validations of the same kernel and seed reuse it, unless the cache
// budget is too small to hold it.
TEST(ValidateReference, CacheKeepsEachTrialOnce) {
  const char *kernel = R"mlir(
func.func @cached(%a: tensor<8x16xf32>) -> tensor<8x16xf32> {
  %init = tensor.empty() : tensor<8x16xf32>
  %0 = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>],
                       iterator_types = ["parallel", "parallel"]}
      ins(%a : tensor<8x16xf32>) outs(%init : tensor<8x16xf32>) {
    ^bb0(%x: f32, %o: f32):
      %r = arith.mulf %x, %x : f32
      linalg.yield %r : f32
  } -> tensor<8x16xf32>
  return %0 : tensor<8x16xf32>
}
)mlir";
  auto trialsOf = [](const ValidateResult &result, llvm::StringRef key) {
    const llvm::json::Object *reference = result.json.getObject("reference");
    EXPECT_NE(reference, nullptr);
    return reference ? reference->getInteger(key).value_or(-1) : -1;
  };
  ValidateOptions options;
  options.workerPath = KGEN_TEST_WORKER;
  options.seed = 1234567;
  options.time = false;
  ValidateResult first = validate(kernel, kernel, options);
  ASSERT_EQ(first.verdict, Verdict::Ok) << first.details;
  EXPECT_EQ(trialsOf(first, "computed_trials"), 5);
  EXPECT_EQ(trialsOf(first, "cached_trials"), 0);
  ValidateResult second = validate(kernel, kernel, options);
  ASSERT_EQ(second.verdict, Verdict::Ok) << second.details;
  EXPECT_EQ(trialsOf(second, "computed_trials"), 0);
  EXPECT_EQ(trialsOf(second, "cached_trials"), 5);
  // The worker named in the options is the one that runs: one that exits
  // at once is a runtime error, not a validation by another worker.
  ValidateOptions falseWorker = options;
  falseWorker.seed = 99;
  falseWorker.workerPath = "/bin/false";
  ValidateResult failed = validate(kernel, kernel, falseWorker);
  EXPECT_EQ(failed.verdict, Verdict::RuntimeError) << failed.details;
  EXPECT_EQ(failed.details, "the worker exited with code 1 without a verdict");
  // Another seed with no room in the cache: computed every time.
  options.seed = 7654321;
  options.referenceCacheMiB = 0;
  for (int i = 0; i < 2; ++i) {
    ValidateResult uncached = validate(kernel, kernel, options);
    ASSERT_EQ(uncached.verdict, Verdict::Ok) << uncached.details;
    EXPECT_EQ(trialsOf(uncached, "computed_trials"), 5);
    EXPECT_EQ(trialsOf(uncached, "cached_trials"), 0);
  }
}

// A calibrated kernel (its naive lowering outside strict on the adversarial
// trials) re-validated with fresh seeds is held to the naive lowering's
// errors on those seeds: the first validation of the process runs the naive
// lowering on them, later ones (the tuner's other candidates) take its
// errors from the cache.
TEST(ValidateReference, RevalidationReusesTheNaiveErrors) {
  const char *kernel = R"mlir(
func.func @mm_hardtanh(%a: tensor<32x8192xf32>, %b: tensor<8192x32xf32>) -> tensor<32x32xf32> {
  %zero = arith.constant 0.0 : f32
  %scale = arith.constant 16.0 : f32
  %lo = arith.constant -1.0 : f32
  %hi = arith.constant 1.0 : f32
  %init = tensor.empty() : tensor<32x32xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%init : tensor<32x32xf32>) -> tensor<32x32xf32>
  %mm = linalg.matmul ins(%a, %b : tensor<32x8192xf32>, tensor<8192x32xf32>) outs(%acc : tensor<32x32xf32>) -> tensor<32x32xf32>
  %e = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} ins(%mm : tensor<32x32xf32>) outs(%init : tensor<32x32xf32>) {
  ^bb0(%x: f32, %o: f32):
    %s = arith.mulf %x, %scale : f32
    %c0 = arith.maximumf %s, %lo : f32
    %c1 = arith.minimumf %c0, %hi : f32
    linalg.yield %c1 : f32
  } -> tensor<32x32xf32>
  return %e : tensor<32x32xf32>
}
)mlir";
  ValidateOptions naiveOptions;
  naiveOptions.workerPath = KGEN_TEST_WORKER;
  naiveOptions.seed = 5;
  naiveOptions.time = false;
  naiveOptions.compareEveryTrial = true;
  ValidateResult naive = validate(kernel, kernel, naiveOptions);
  ASSERT_EQ(naive.verdict, Verdict::WrongAnswer) << naive.details;
  ASSERT_TRUE(naive.toleranceOnly);
  ValidateOptions options;
  options.workerPath = KGEN_TEST_WORKER;
  options.seed = 5;
  ASSERT_TRUE(calibrateByNaiveError(naive, 16, options));
  // Every speedup re-validated (the candidate is the kernel: 1x).
  options.speedupThreshold = 0;
  for (llvm::StringRef expected : {"computed", "cached"}) {
    ValidateResult result = validate(kernel, kernel, options);
    ASSERT_EQ(result.verdict, Verdict::Ok) << result.details;
    EXPECT_EQ(result.json.getBoolean("revalidated"), true);
    EXPECT_EQ(result.json.getString("revalidation_naive_errors"), expected);
  }
}

/// A kernel tagged with the test dialect's attribute.
static constexpr const char *kMarkedKernel = R"mlir(
module attributes {kgen_test.tag = #kgen_test.marker} {
  func.func @add(%a: tensor<64xf32>, %b: tensor<64xf32>) -> tensor<64xf32> {
    %init = tensor.empty() : tensor<64xf32>
    %r = linalg.add ins(%a, %b : tensor<64xf32>, tensor<64xf32>)
                    outs(%init : tensor<64xf32>) -> tensor<64xf32>
    return %r : tensor<64xf32>
  }
}
)mlir";

/// How often the func dialect was loaded in a context of the injected
/// registry (its extension runs then).
static int funcLoads = 0;

static std::unique_ptr<mlir::DialectRegistry> makeInjectedRegistry() {
  auto registry = std::make_unique<mlir::DialectRegistry>();
  registerToolDialects(*registry);
  registry->insert<kgen_test::MarkerDialect>();
  registry->addExtension(
      +[](mlir::MLIRContext *, mlir::func::FuncDialect *) { ++funcLoads; });
  return registry;
}

TEST(ValidateRegistry, TheInjectedRegistryParsesAndLowers) {
  ValidateOptions options;
  // The default registry lacks the test dialect: the kernel does not parse.
  PreparedCandidate unknown = prepareCandidate(kMarkedKernel, options);
  EXPECT_FALSE(unknown.ok);
  EXPECT_NE(unknown.details.find("kgen_test"), std::string::npos)
      << unknown.details;
  // With it, the kernel lowers, in a context of that registry.
  std::unique_ptr<mlir::DialectRegistry> registry = makeInjectedRegistry();
  options.registry = registry.get();
  int before = funcLoads;
  PreparedCandidate lowered = prepareCandidate(kMarkedKernel, options);
  EXPECT_TRUE(lowered.ok) << lowered.details;
  EXPECT_GT(funcLoads, before);
  EXPECT_EQ(lowered.kernelName, "add");
}

TEST(ValidateRegistry, TheWorkerNeverParsesTheKernel) {
  ValidateOptions options;
  options.workerPath = KGEN_TEST_WORKER;
  options.time = false;
  options.seed = 4242;
  // The worker (kgen-validate) has only the default registry: it gets the
  // lowered candidate and the kernel's signature, so the validation of a
  // kernel in a dialect it lacks passes.
  std::unique_ptr<mlir::DialectRegistry> registry = makeInjectedRegistry();
  options.registry = registry.get();
  ValidateResult result = validate(kMarkedKernel, kMarkedKernel, options);
  EXPECT_EQ(result.verdict, Verdict::Ok) << result.details;
  // Without the registry the parent cannot read the kernel.
  options.registry = nullptr;
  ValidateResult unknown = validate(kMarkedKernel, kMarkedKernel, options);
  EXPECT_EQ(unknown.verdict, Verdict::CompileError);
  EXPECT_NE(unknown.details.find("kgen_test"), std::string::npos)
      << unknown.details;
}

TEST(ValidateRegistry, TheWorkersSignatureRoundTrips) {
  mlir::MLIRContext context(getToolRegistry());
  context.loadAllAvailableDialects();
  const char *text = R"mlir(
func.func @g(%x: tensor<3x5xf32>, %i: tensor<3xi64>) -> tensor<3xf32> {
  %c0 = arith.constant 0 : index
  %init = tensor.empty() : tensor<3xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>],
                       iterator_types = ["parallel"]}
      ins(%i : tensor<3xi64>) outs(%init : tensor<3xf32>) {
    ^bb0(%in: i64, %out: f32):
      %j = arith.index_cast %in : i64 to index
      %v = tensor.extract %x[%c0, %j] : tensor<3x5xf32>
      linalg.yield %v : f32
  } -> tensor<3xf32>
  return %r : tensor<3xf32>
}
)mlir";
  llvm::Expected<Signature> sig = readSignature(context, text);
  ASSERT_TRUE(static_cast<bool>(sig)) << llvm::toString(sig.takeError());
  llvm::Expected<Signature> back = signatureFromJSON(signatureToJSON(*sig));
  ASSERT_TRUE(static_cast<bool>(back)) << llvm::toString(back.takeError());
  EXPECT_EQ(back->name, "g");
  ASSERT_EQ(back->inputs.size(), 2u);
  EXPECT_EQ(back->inputs[0].shape, (llvm::SmallVector<int64_t>{3, 5}));
  EXPECT_EQ(back->inputs[1].kind, ElementKind::I64);
  EXPECT_EQ(back->inputs[1].indexBound, 5);
  ASSERT_EQ(back->outputs.size(), 1u);
  EXPECT_EQ(back->bytes, sig->bytes);
  EXPECT_EQ(back->flops, sig->flops);
  // A malformed signature names what is wrong.
  llvm::json::Value bad = signatureToJSON(*sig);
  (*(*bad.getAsObject()->getArray("inputs"))[1].getAsObject())["type"] = "f16";
  llvm::Expected<Signature> rejected = signatureFromJSON(bad);
  ASSERT_FALSE(static_cast<bool>(rejected));
  EXPECT_EQ(llvm::toString(rejected.takeError()),
            "the kernel's signature has no valid inputs element type ('f16')");
  EXPECT_EQ(llvm::toString(signatureFromJSON(llvm::json::Value(1)).takeError()),
            "the kernel's signature has no valid object");
}

TEST(ValidateInstallLayout, ThePrefixIsTheBinarysDirectoryLessBinOrLib) {
  llvm::Expected<std::string> tool =
      getInstallPrefix("/opt/kgen/bin/kgen-tune");
  ASSERT_TRUE(static_cast<bool>(tool)) << llvm::toString(tool.takeError());
  EXPECT_EQ(*tool, "/opt/kgen");
  llvm::Expected<std::string> plugin =
      getInstallPrefix("/opt/kgen/lib/KgenPlugin.so");
  ASSERT_TRUE(static_cast<bool>(plugin)) << llvm::toString(plugin.takeError());
  EXPECT_EQ(*plugin, "/opt/kgen");
  llvm::Expected<std::string> elsewhere =
      getInstallPrefix("/opt/kgen/tests/a.out");
  ASSERT_FALSE(static_cast<bool>(elsewhere));
  EXPECT_EQ(llvm::toString(elsewhere.takeError()),
            "'/opt/kgen/tests/a.out' is neither in a bin/ nor in a lib/ "
            "directory, so it has no install prefix to find kgen's files "
            "under");
  // This test's own binary (build/unittests/Validate) is not in one.
  EXPECT_FALSE(static_cast<bool>(getInstallPrefix(getKgenBinary())));
  llvm::consumeError(getInstallPrefix(getKgenBinary()).takeError());
}

TEST(ValidateInstallLayout, TheWorkerIsLookedForInOnePlace) {
  ::unsetenv("KGEN_VALIDATE_WORKER");
  llvm::Expected<std::string> missing =
      getDefaultWorkerPath("/nonexistent/prefix/bin/kgen-tune");
  ASSERT_FALSE(static_cast<bool>(missing));
  EXPECT_EQ(llvm::toString(missing.takeError()),
            "cannot find the worker executable: "
            "'/nonexistent/prefix/bin/kgen-validate' (kgen-validate in bin/ of "
            "the install prefix of '/nonexistent/prefix/bin/kgen-tune') is "
            "not an executable file (set ValidateOptions::workerPath or "
            "$KGEN_VALIDATE_WORKER to kgen-validate's path)");
  // The build tree is laid out like an install: the worker of a tool in
  // build/bin is build/bin/kgen-validate.
  llvm::StringRef worker = KGEN_TEST_WORKER;
  llvm::Expected<std::string> found = getDefaultWorkerPath(worker);
  ASSERT_TRUE(static_cast<bool>(found)) << llvm::toString(found.takeError());
  EXPECT_EQ(*found, worker);
  // A validation without a worker path from this test's binary (not in an
  // install layout) is a RUNTIME_ERROR that says what to set.
  ValidateOptions options;
  options.time = false;
  const char *kernel = R"mlir(
func.func @k(%a: tensor<4xf32>) -> tensor<4xf32> {
  return %a : tensor<4xf32>
}
)mlir";
  ValidateResult result = validate(kernel, kernel, options);
  EXPECT_EQ(result.verdict, Verdict::RuntimeError);
  EXPECT_NE(result.details.find("cannot find the worker executable kgen-"
                                "validate: '"),
            std::string::npos)
      << result.details;
  // The environment names it, when it names an executable file; one that
  // does not is an error naming the variable.
  ::setenv("KGEN_VALIDATE_WORKER", worker.str().c_str(), 1);
  found = getDefaultWorkerPath("/nonexistent/prefix/bin/kgen-tune");
  ASSERT_TRUE(static_cast<bool>(found)) << llvm::toString(found.takeError());
  EXPECT_EQ(*found, worker);
  ::setenv("KGEN_VALIDATE_WORKER", "/somewhere/else", 1);
  found = getDefaultWorkerPath("/nonexistent/prefix/bin/kgen-tune");
  ::unsetenv("KGEN_VALIDATE_WORKER");
  ASSERT_FALSE(static_cast<bool>(found));
  EXPECT_EQ(llvm::toString(found.takeError()),
            "cannot find the worker executable: $KGEN_VALIDATE_WORKER is "
            "'/somewhere/else', which is not an executable file");
}

TEST(ValidateVerdicts, OutOfDeviceMemoryIsTheRuntimeErrorOfAnAllocation) {
  // The details the worker gives a failed allocation (CUDA, HIP), and the
  // device reference's; another error or another verdict is not one.
  EXPECT_TRUE(isOutOfDeviceMemory(
      Verdict::RuntimeError,
      "GPU error: mgpuMemAlloc: cuMemAllocAsync(268435456 bytes) failed: "
      "CUDA_ERROR_OUT_OF_MEMORY (out of memory) (trial 0, uniform[-1,1))"));
  EXPECT_TRUE(isOutOfDeviceMemory(
      Verdict::RuntimeError,
      "GPU error: mgpuMemAlloc: hipMallocAsync failed: hipErrorOutOfMemory"));
  EXPECT_TRUE(isOutOfDeviceMemory(
      Verdict::ReferenceError,
      "the float64 reference on the device failed: cannot allocate the "
      "float64 operands: mgpuMemAlloc: cuDevicePrimaryCtxRetain(device 0) "
      "failed: CUDA_ERROR_OUT_OF_MEMORY (out of memory)"));
  EXPECT_FALSE(isOutOfDeviceMemory(
      Verdict::RuntimeError,
      "GPU error: kgenGpuDeviceSynchronize: cuCtxSynchronize failed: "
      "CUDA_ERROR_LAUNCH_FAILED (unspecified launch failure)"));
  EXPECT_FALSE(isOutOfDeviceMemory(Verdict::WrongAnswer,
                                   "an output mentions "
                                   "CUDA_ERROR_OUT_OF_MEMORY"));
}

} // namespace
