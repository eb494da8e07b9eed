//===- KgenChipsTest.cpp - tests of the built-in chip table ---------------===//
//
// Part of kgen.
//
//===----------------------------------------------------------------------===//
//
// Checks the invariants of kgen's chip table (KgenChips.h): every row is
// usable as the defaults of a #kgen.target, look-ups find exactly the rows
// of the table, and the limit fields name every member of ChipLimits once.
//
//===----------------------------------------------------------------------===//

#include "Kgen/IR/KgenChips.h"

#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringSet.h"
#include "gtest/gtest.h"

using namespace mlir::kgen;

namespace {

//===----------------------------------------------------------------------===//
// The table
//===----------------------------------------------------------------------===//

TEST(KgenChipsTest, TableListsTheDocumentedChips) {
  llvm::SmallVector<llvm::StringRef> names;
  for (const ChipInfo &info : getKnownChips())
    names.push_back(info.chip);
  EXPECT_EQ(names,
            (llvm::SmallVector<llvm::StringRef>{"sm_80", "sm_90", "sm_90a",
                                                "gfx90a", "gfx942", "host"}));
}

TEST(KgenChipsTest, ChipNamesAreUnique) {
  llvm::StringSet<> seen;
  for (const ChipInfo &info : getKnownChips())
    EXPECT_TRUE(seen.insert(info.chip).second)
        << "duplicate " << info.chip.str();
}

TEST(KgenChipsTest, EveryChipHasPositiveKeyLimits) {
  ASSERT_FALSE(getKnownChips().empty());
  for (const ChipInfo &info : getKnownChips()) {
    SCOPED_TRACE(info.chip.str());
    EXPECT_FALSE(info.part.empty());
    EXPECT_GT(info.limits.maxThreadsPerBlock, 0u);
    EXPECT_GT(info.limits.computeUnits, 0u);
    EXPECT_GT(info.limits.peakBandwidthGbps, 0u);
    EXPECT_GT(info.limits.peakGflopsFp32, 0u);
  }
}

TEST(KgenChipsTest, GpuChipsHaveSharedMemoryAndRegisters) {
  for (const ChipInfo &info : getKnownChips()) {
    if (info.backend == Backend::host)
      continue;
    SCOPED_TRACE(info.chip.str());
    EXPECT_GT(info.limits.maxSharedMemoryPerBlock, 0u);
    EXPECT_GT(info.limits.registersPerBlock, 0u);
    EXPECT_GT(info.limits.maxRegistersPerThread, 0u);
    EXPECT_GT(info.limits.l2CacheBytes, 0u);
    // A block of the largest size must be able to run at all.
    EXPECT_GE(info.limits.registersPerBlock, info.limits.maxThreadsPerBlock);
  }
}

TEST(KgenChipsTest, Sm90RowHoldsTheH100Figures) {
  const ChipInfo *info = lookupChip("sm_90");
  ASSERT_NE(info, nullptr);
  EXPECT_EQ(info->backend, Backend::nvvm);
  EXPECT_EQ(info->limits.maxThreadsPerBlock, 1024u);
  EXPECT_EQ(info->limits.computeUnits, 132u);
  EXPECT_EQ(info->limits.peakBandwidthGbps, 3350u);
  EXPECT_EQ(info->limits.peakGflopsFp32, 66900u);
  EXPECT_EQ(info->limits.peakGflopsTf32, 494700u);
  EXPECT_EQ(info->limits.peakGflopsBf16, 989400u);
}

//===----------------------------------------------------------------------===//
// lookupChip
//===----------------------------------------------------------------------===//

TEST(KgenChipsTest, LookupFindsEveryKnownChipsOwnRow) {
  for (const ChipInfo &info : getKnownChips()) {
    SCOPED_TRACE(info.chip.str());
    EXPECT_EQ(lookupChip(info.chip), &info);
  }
}

TEST(KgenChipsTest, LookupOfUnknownChipIsNull) {
  for (llvm::StringRef name : {"", "sm_70", "sm_9", "sm_90 ", "SM_90", "gfx90",
                               "gfx9420", "cpu", "Host", "nvvm"}) {
    SCOPED_TRACE(name.str());
    EXPECT_EQ(lookupChip(name), nullptr);
  }
}

TEST(KgenChipsTest, BackendFollowsTheChipName) {
  for (const ChipInfo &info : getKnownChips()) {
    SCOPED_TRACE(info.chip.str());
    llvm::StringRef name = info.chip;
    if (name.starts_with("sm_")) {
      EXPECT_EQ(info.backend, Backend::nvvm);
    } else if (name.starts_with("gfx")) {
      EXPECT_EQ(info.backend, Backend::rocdl);
    } else if (name == "host") {
      EXPECT_EQ(info.backend, Backend::host);
    } else {
      ADD_FAILURE() << "chip name of no known family: " << name.str();
    }
  }
}

//===----------------------------------------------------------------------===//
// getLimitFields
//===----------------------------------------------------------------------===//

TEST(KgenChipsTest, LimitFieldsHaveTwelveDistinctNames) {
  llvm::ArrayRef<LimitField> fields = getLimitFields();
  ASSERT_EQ(fields.size(), 12u);
  llvm::StringSet<> names;
  for (const LimitField &field : fields) {
    EXPECT_FALSE(field.name.empty());
    EXPECT_TRUE(names.insert(field.name).second)
        << "duplicate " << field.name.str();
    // `features` is the one non-limit field of #kgen.target.
    EXPECT_NE(field.name, "features");
  }
  EXPECT_EQ(fields.front().name, "max_threads_per_block");
  EXPECT_EQ(fields.back().name, "peak_gflops_fp16");
}

TEST(KgenChipsTest, LimitFieldMembersAreDistinct) {
  llvm::ArrayRef<LimitField> fields = getLimitFields();
  for (size_t i = 0; i < fields.size(); ++i)
    for (size_t j = i + 1; j < fields.size(); ++j)
      EXPECT_FALSE(fields[i].member == fields[j].member)
          << fields[i].name.str() << " and " << fields[j].name.str()
          << " name the same member";
}

TEST(KgenChipsTest, LimitFieldsCoverEveryMember) {
  // Writing a distinct value through each field must set every member of
  // ChipLimits: with 12 distinct members, none is left out.
  ChipLimits limits;
  uint64_t value = 0;
  for (const LimitField &field : getLimitFields())
    limits.*(field.member) = ++value;
  for (uint64_t member :
       {limits.maxThreadsPerBlock, limits.maxSharedMemoryPerBlock,
        limits.registersPerBlock, limits.maxRegistersPerThread,
        limits.computeUnits, limits.l2CacheBytes, limits.peakBandwidthGbps,
        limits.peakGflopsFp64, limits.peakGflopsFp32, limits.peakGflopsTf32,
        limits.peakGflopsBf16, limits.peakGflopsFp16})
    EXPECT_NE(member, 0u);
}

TEST(KgenChipsTest, LimitFieldNamesMatchTheirMembers) {
  auto memberOf = [](llvm::StringRef name) -> uint64_t ChipLimits::* {
    for (const LimitField &field : getLimitFields())
      if (field.name == name)
        return field.member;
    return nullptr;
  };
  EXPECT_TRUE(memberOf("max_threads_per_block") ==
              &ChipLimits::maxThreadsPerBlock);
  EXPECT_TRUE(memberOf("max_shared_memory_per_block") ==
              &ChipLimits::maxSharedMemoryPerBlock);
  EXPECT_TRUE(memberOf("compute_units") == &ChipLimits::computeUnits);
  EXPECT_TRUE(memberOf("peak_bandwidth_gbps") ==
              &ChipLimits::peakBandwidthGbps);
  EXPECT_TRUE(memberOf("peak_gflops_fp32") == &ChipLimits::peakGflopsFp32);
  EXPECT_TRUE(memberOf("peak_gflops_tf32") == &ChipLimits::peakGflopsTf32);
  EXPECT_TRUE(memberOf("peak_gflops_bf16") == &ChipLimits::peakGflopsBf16);
}

} // namespace
