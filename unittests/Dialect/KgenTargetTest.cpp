//===- KgenTargetTest.cpp - tests of #kgen.target -------------------------===//
//
// Part of kgen.
//
//===----------------------------------------------------------------------===//
//
// Checks TargetAttr through its C++ API: construction from the chip table,
// the roofline helpers, the textual form (overrides, the short printed form
// and its round trip) and the verifier's diagnostics.
//
//===----------------------------------------------------------------------===//

#include "Kgen/IR/KgenDialect.h"

#include "mlir/AsmParser/AsmParser.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/Location.h"
#include "mlir/IR/MLIRContext.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/Support/raw_ostream.h"
#include "gtest/gtest.h"

#include <string>
#include <vector>

using namespace mlir;
using namespace mlir::kgen;

namespace {

/// Expects `actual` to hold the same value as `expected` in every limit
/// field, naming the field on a mismatch.
void expectSameLimits(const ChipLimits &actual, const ChipLimits &expected) {
  for (const LimitField &field : getLimitFields())
    EXPECT_EQ(actual.*(field.member), expected.*(field.member))
        << "field " << field.name.str();
}

/// A context with the kgen dialect loaded that records every diagnostic
/// instead of printing it.
class KgenTargetTest : public ::testing::Test {
protected:
  KgenTargetTest()
      : handler(&context, [this](Diagnostic &diag) {
          diagnostics.push_back({diag.getSeverity(), diag.str()});
          return success();
        }) {
    context.loadDialect<KgenDialect>();
  }

  /// Parses `text` as an attribute; null when it does not parse or is not a
  /// #kgen.target.
  TargetAttr parse(llvm::StringRef text) {
    return llvm::dyn_cast_or_null<TargetAttr>(parseAttribute(text, &context));
  }

  /// Returns the textual form of `attr`.
  static std::string print(Attribute attr) {
    std::string text;
    llvm::raw_string_ostream os(text);
    attr.print(os);
    return text;
  }

  /// Calls TargetAttr::getChecked with the limits spelled out.
  TargetAttr getChecked(Backend backend, llvm::StringRef chip,
                        const ChipLimits &l, llvm::StringRef features = "") {
    auto emit = [&] { return emitError(UnknownLoc::get(&context)); };
    return TargetAttr::getChecked(
        emit, &context, backend, chip, features, l.maxThreadsPerBlock,
        l.maxSharedMemoryPerBlock, l.registersPerBlock, l.maxRegistersPerThread,
        l.computeUnits, l.l2CacheBytes, l.peakBandwidthGbps, l.peakGflopsFp64,
        l.peakGflopsFp32, l.peakGflopsTf32, l.peakGflopsBf16, l.peakGflopsFp16);
  }

  /// Returns the limits of `chip` in the table; the chip must be known.
  static ChipLimits tableLimits(llvm::StringRef chip) {
    const ChipInfo *info = lookupChip(chip);
    EXPECT_NE(info, nullptr) << chip.str();
    return info ? info->limits : ChipLimits();
  }

  /// Expects exactly one diagnostic so far, an error reading `message`, and
  /// forgets it.
  void expectOneError(llvm::StringRef message) {
    EXPECT_EQ(diagnostics.size(), 1u) << joinedDiagnostics();
    if (!diagnostics.empty()) {
      EXPECT_EQ(diagnostics.front().severity, DiagnosticSeverity::Error);
      EXPECT_EQ(diagnostics.front().message, message.str());
    }
    diagnostics.clear();
  }

  /// Returns every recorded message, one a line.
  std::string joinedDiagnostics() const {
    std::string text;
    for (const RecordedDiagnostic &diag : diagnostics)
      text += diag.message + "\n";
    return text;
  }

  struct RecordedDiagnostic {
    DiagnosticSeverity severity;
    std::string message;
  };

  MLIRContext context;
  std::vector<RecordedDiagnostic> diagnostics;
  ScopedDiagnosticHandler handler;
};

//===----------------------------------------------------------------------===//
// Construction
//===----------------------------------------------------------------------===//

TEST_F(KgenTargetTest, GetForChipCarriesTheTableRow) {
  for (const ChipInfo &info : getKnownChips()) {
    SCOPED_TRACE(info.chip.str());
    TargetAttr target = TargetAttr::getForChip(&context, info.chip);
    ASSERT_TRUE(target);
    EXPECT_EQ(target.getBackend(), info.backend);
    EXPECT_EQ(target.getChip(), info.chip);
    EXPECT_TRUE(target.getFeatures().empty());
    expectSameLimits(getLimits(target), info.limits);
    // The table's own figures print in the short form.
    EXPECT_EQ(print(target), "#kgen.target<" +
                                 stringifyBackend(info.backend).str() + ", \"" +
                                 info.chip.str() + "\">");
  }
  EXPECT_TRUE(diagnostics.empty()) << joinedDiagnostics();
}

TEST_F(KgenTargetTest, GetForChipOfUnknownChipIsNull) {
  EXPECT_FALSE(TargetAttr::getForChip(&context, "sm_70"));
  EXPECT_FALSE(TargetAttr::getForChip(&context, ""));
  EXPECT_FALSE(TargetAttr::getForChip(&context, "GFX942"));
  EXPECT_TRUE(diagnostics.empty()) << joinedDiagnostics();
}

TEST_F(KgenTargetTest, TargetsAreUniqued) {
  EXPECT_EQ(TargetAttr::getForChip(&context, "sm_90"),
            TargetAttr::getForChip(&context, "sm_90"));
  // Same limits, different chip: different attributes.
  EXPECT_NE(TargetAttr::getForChip(&context, "sm_90"),
            TargetAttr::getForChip(&context, "sm_90a"));
}

TEST_F(KgenTargetTest, GetTargetAttrKeepsExplicitLimits) {
  ChipLimits limits = tableLimits("sm_90");
  limits.computeUnits = 114;
  limits.peakBandwidthGbps = 2000;
  TargetAttr target =
      getTargetAttr(&context, Backend::nvvm, "sm_90", "+ptx80", limits);
  ASSERT_TRUE(target);
  EXPECT_EQ(target.getFeatures(), "+ptx80");
  expectSameLimits(getLimits(target), limits);
  EXPECT_NE(target, TargetAttr::getForChip(&context, "sm_90"));
  EXPECT_EQ(print(target), "#kgen.target<nvvm, \"sm_90\", features = "
                           "\"+ptx80\", compute_units = 114, "
                           "peak_bandwidth_gbps = 2000>");
}

//===----------------------------------------------------------------------===//
// Roofline helpers
//===----------------------------------------------------------------------===//

TEST_F(KgenTargetTest, PeakGflopsFollowsThePrecisionPolicy) {
  TargetAttr sm90 = TargetAttr::getForChip(&context, "sm_90");
  ASSERT_TRUE(sm90);
  EXPECT_EQ(sm90.getPeakGflops(Precision::strict), 66900u);
  EXPECT_EQ(sm90.getPeakGflops(Precision::tf32), 494700u);
  EXPECT_EQ(sm90.getPeakGflops(Precision::bf16), 989400u);

  // gfx90a has no TF32 path: tf32 falls back to plain fp32.
  TargetAttr gfx90a = TargetAttr::getForChip(&context, "gfx90a");
  ASSERT_TRUE(gfx90a);
  ASSERT_EQ(gfx90a.getPeakGflopsTf32(), 0u);
  EXPECT_EQ(gfx90a.getPeakGflops(Precision::strict), 23950u);
  EXPECT_EQ(gfx90a.getPeakGflops(Precision::tf32), 23950u);
  EXPECT_EQ(gfx90a.getPeakGflops(Precision::bf16), 191500u);

  // The nominal host has no matrix units at all.
  TargetAttr host = TargetAttr::getForChip(&context, "host");
  ASSERT_TRUE(host);
  EXPECT_EQ(host.getPeakGflops(Precision::strict), 100u);
  EXPECT_EQ(host.getPeakGflops(Precision::tf32), 100u);
  EXPECT_EQ(host.getPeakGflops(Precision::bf16), 100u);
}

TEST_F(KgenTargetTest, PeakGflopsFallsBackToFp32OnEveryChip) {
  for (const ChipInfo &info : getKnownChips()) {
    SCOPED_TRACE(info.chip.str());
    TargetAttr target = TargetAttr::getForChip(&context, info.chip);
    ASSERT_TRUE(target);
    const ChipLimits &l = info.limits;
    EXPECT_EQ(target.getPeakGflops(Precision::strict), l.peakGflopsFp32);
    EXPECT_EQ(target.getPeakGflops(Precision::tf32),
              l.peakGflopsTf32 ? l.peakGflopsTf32 : l.peakGflopsFp32);
    EXPECT_EQ(target.getPeakGflops(Precision::bf16),
              l.peakGflopsBf16 ? l.peakGflopsBf16 : l.peakGflopsFp32);
    // A policy that allows more never makes the peak lower.
    EXPECT_GE(target.getPeakGflops(Precision::tf32),
              target.getPeakGflops(Precision::strict));
  }
}

TEST_F(KgenTargetTest, RidgePointIsPeakOverBandwidth) {
  for (const ChipInfo &info : getKnownChips()) {
    TargetAttr target = TargetAttr::getForChip(&context, info.chip);
    ASSERT_TRUE(target) << info.chip.str();
    for (Precision policy :
         {Precision::strict, Precision::tf32, Precision::bf16}) {
      SCOPED_TRACE(info.chip.str() + " " + stringifyPrecision(policy).str());
      EXPECT_DOUBLE_EQ(target.getRidgePoint(policy),
                       static_cast<double>(target.getPeakGflops(policy)) /
                           static_cast<double>(info.limits.peakBandwidthGbps));
    }
  }
  TargetAttr sm90 = TargetAttr::getForChip(&context, "sm_90");
  EXPECT_NEAR(sm90.getRidgePoint(Precision::strict), 66900.0 / 3350.0, 1e-12);
  EXPECT_NEAR(sm90.getRidgePoint(Precision::strict), 19.97, 0.01);
}

TEST_F(KgenTargetTest, RidgePointUsesOverriddenBandwidth) {
  TargetAttr target = parse("#kgen.target<nvvm, \"sm_90\", "
                            "peak_bandwidth_gbps = 4800>");
  ASSERT_TRUE(target) << joinedDiagnostics();
  EXPECT_DOUBLE_EQ(target.getRidgePoint(Precision::strict), 66900.0 / 4800.0);
  EXPECT_DOUBLE_EQ(target.getRidgePoint(Precision::bf16), 989400.0 / 4800.0);
}

//===----------------------------------------------------------------------===//
// Textual form
//===----------------------------------------------------------------------===//

TEST_F(KgenTargetTest, ParseAppliesOverridesOverTheTable) {
  TargetAttr target = parse("#kgen.target<nvvm, \"sm_90\", compute_units = "
                            "100, peak_bandwidth_gbps = 4800>");
  ASSERT_TRUE(target) << joinedDiagnostics();
  EXPECT_EQ(target.getBackend(), Backend::nvvm);
  EXPECT_EQ(target.getChip(), "sm_90");
  EXPECT_TRUE(target.getFeatures().empty());
  EXPECT_EQ(target.getComputeUnits(), 100u);
  EXPECT_EQ(target.getPeakBandwidthGbps(), 4800u);

  ChipLimits expected = tableLimits("sm_90");
  expected.computeUnits = 100;
  expected.peakBandwidthGbps = 4800;
  expectSameLimits(getLimits(target), expected);
  EXPECT_TRUE(diagnostics.empty()) << joinedDiagnostics();
}

TEST_F(KgenTargetTest, ParseWithoutOverridesIsGetForChip) {
  for (const ChipInfo &info : getKnownChips()) {
    std::string text = "#kgen.target<" + stringifyBackend(info.backend).str() +
                       ", \"" + info.chip.str() + "\">";
    EXPECT_EQ(parse(text), TargetAttr::getForChip(&context, info.chip)) << text;
  }
  EXPECT_TRUE(diagnostics.empty()) << joinedDiagnostics();
}

TEST_F(KgenTargetTest, PrintedFormRoundTrips) {
  for (llvm::StringRef text : {
           "#kgen.target<nvvm, \"sm_90\">",
           "#kgen.target<nvvm, \"sm_90\", compute_units = 100, "
           "peak_bandwidth_gbps = 4800>",
           "#kgen.target<nvvm, \"sm_80\", features = \"+ptx80\", "
           "max_shared_memory_per_block = 49152>",
           "#kgen.target<rocdl, \"gfx942\", peak_gflops_tf32 = 0>",
           "#kgen.target<host, \"host\", max_threads_per_block = 8, "
           "compute_units = 16, peak_gflops_fp32 = 2000>",
       }) {
    SCOPED_TRACE(text.str());
    TargetAttr target = parse(text);
    ASSERT_TRUE(target) << joinedDiagnostics();
    std::string printed = print(target);
    EXPECT_EQ(printed, text.str());
    EXPECT_EQ(parse(printed), target);
  }
  EXPECT_TRUE(diagnostics.empty()) << joinedDiagnostics();
}

TEST_F(KgenTargetTest, PrintDropsFieldsEqualToTheTable) {
  // Overrides equal to the table's figures vanish from the printed form.
  TargetAttr same = parse("#kgen.target<nvvm, \"sm_90\", compute_units = 132, "
                          "max_threads_per_block = 1024>");
  ASSERT_TRUE(same) << joinedDiagnostics();
  EXPECT_EQ(print(same), "#kgen.target<nvvm, \"sm_90\">");
  EXPECT_EQ(same, TargetAttr::getForChip(&context, "sm_90"));

  // Overrides print in table order, whatever order they were written in,
  // and only those that differ remain.
  TargetAttr mixed = parse("#kgen.target<nvvm, \"sm_90\", peak_bandwidth_gbps "
                           "= 4800, compute_units = 132, l2_cache_bytes = "
                           "62914560, features = \"+ptx80\">");
  ASSERT_TRUE(mixed) << joinedDiagnostics();
  EXPECT_EQ(print(mixed),
            "#kgen.target<nvvm, \"sm_90\", features = \"+ptx80\", "
            "l2_cache_bytes = 62914560, peak_bandwidth_gbps = 4800>");
}

TEST_F(KgenTargetTest, ParseReportsBadTargets) {
  struct Case {
    const char *text;
    const char *message;
  };
  const Case cases[] = {
      {"#kgen.target<nvvm, \"sm_70\">",
       "unknown chip 'sm_70' (known chips: sm_80, sm_90, sm_90a, gfx90a, "
       "gfx942, host)"},
      {"#kgen.target<cuda, \"sm_90\">",
       "unknown backend 'cuda' (expected nvvm, rocdl or host)"},
      {"#kgen.target<nvvm, \"gfx942\">",
       "chip 'gfx942' belongs to backend 'rocdl', not 'nvvm'"},
      {"#kgen.target<host, \"sm_90\">",
       "chip 'sm_90' belongs to backend 'nvvm', not 'host'"},
      {"#kgen.target<nvvm, \"sm_90\", compute_units = 1, compute_units = 2>",
       "field 'compute_units' is given twice"},
      {"#kgen.target<nvvm, \"sm_90\", max_threads_per_block = 0>",
       "max_threads_per_block must be positive"},
      {"#kgen.target<rocdl, \"gfx90a\", peak_bandwidth_gbps = 0>",
       "peak_bandwidth_gbps must be positive"},
  };
  for (const Case &c : cases) {
    SCOPED_TRACE(c.text);
    EXPECT_FALSE(parse(c.text));
    expectOneError(c.message);
  }

  // The unknown-field message lists every accepted field.
  EXPECT_FALSE(parse("#kgen.target<nvvm, \"sm_90\", warp_size = 32>"));
  ASSERT_EQ(diagnostics.size(), 1u) << joinedDiagnostics();
  llvm::StringRef message = diagnostics.front().message;
  EXPECT_TRUE(message.starts_with(
      "unknown field 'warp_size' in #kgen.target (expected features"))
      << message.str();
  for (const LimitField &field : getLimitFields())
    EXPECT_TRUE(message.contains(field.name)) << field.name.str();
}

//===----------------------------------------------------------------------===//
// Verifier
//===----------------------------------------------------------------------===//

TEST_F(KgenTargetTest, GetCheckedAcceptsEveryTableRow) {
  for (const ChipInfo &info : getKnownChips()) {
    SCOPED_TRACE(info.chip.str());
    EXPECT_EQ(getChecked(info.backend, info.chip, info.limits),
              TargetAttr::getForChip(&context, info.chip));
  }
  // The host may have no shared memory, unlike a GPU.
  ChipLimits host = tableLimits("host");
  host.maxSharedMemoryPerBlock = 0;
  EXPECT_TRUE(getChecked(Backend::host, "host", host));
  EXPECT_TRUE(diagnostics.empty()) << joinedDiagnostics();
}

TEST_F(KgenTargetTest, GetCheckedRejectsBadParameters) {
  struct Case {
    Backend backend;
    const char *chip;
    uint64_t ChipLimits::*zeroed; // null: keep the table's limits
    const char *message;
  };
  const Case cases[] = {
      {Backend::nvvm, "sm_90", &ChipLimits::maxThreadsPerBlock,
       "max_threads_per_block must be positive"},
      {Backend::rocdl, "gfx942", &ChipLimits::computeUnits,
       "compute_units must be positive"},
      {Backend::host, "host", &ChipLimits::peakBandwidthGbps,
       "peak_bandwidth_gbps must be positive"},
      {Backend::nvvm, "sm_80", &ChipLimits::peakGflopsFp32,
       "peak_gflops_fp32 must be positive"},
      {Backend::nvvm, "sm_90a", &ChipLimits::maxSharedMemoryPerBlock,
       "max_shared_memory_per_block must be positive for a nvvm target"},
      {Backend::rocdl, "gfx90a", &ChipLimits::maxSharedMemoryPerBlock,
       "max_shared_memory_per_block must be positive for a rocdl target"},
      {Backend::nvvm, "gfx942", nullptr,
       "chip 'gfx942' belongs to backend 'rocdl', not 'nvvm'"},
      {Backend::rocdl, "host", nullptr,
       "chip 'host' belongs to backend 'host', not 'rocdl'"},
  };
  for (const Case &c : cases) {
    SCOPED_TRACE(c.message);
    ChipLimits limits = tableLimits(c.chip);
    if (c.zeroed)
      limits.*(c.zeroed) = 0;
    EXPECT_FALSE(getChecked(c.backend, c.chip, limits));
    expectOneError(c.message);
  }

  // An unknown chip has no row; any limits are rejected.
  EXPECT_FALSE(getChecked(Backend::nvvm, "sm_70", tableLimits("sm_90")));
  expectOneError("unknown chip 'sm_70' (known chips: sm_80, sm_90, sm_90a, "
                 "gfx90a, gfx942, host)");
}

TEST_F(KgenTargetTest, ZeroTensorCoreRatesAreValid) {
  // 0 means "no such path", not an error.
  ChipLimits limits = tableLimits("sm_90");
  limits.peakGflopsTf32 = 0;
  limits.peakGflopsBf16 = 0;
  limits.peakGflopsFp16 = 0;
  TargetAttr target = getChecked(Backend::nvvm, "sm_90", limits);
  ASSERT_TRUE(target) << joinedDiagnostics();
  EXPECT_EQ(target.getPeakGflops(Precision::tf32), 66900u);
  EXPECT_EQ(target.getPeakGflops(Precision::bf16), 66900u);
}

} // namespace
