//===- KgenChips.cpp - built-in table of known chips ----------------------===//
//
// Part of kgen.
//
//===----------------------------------------------------------------------===//
//
// Figures are the vendors' published specifications of the named part
// (dense tensor-core rates, no sparsity); docs/targets.md lists them with
// their sources. The host row is nominal: override it from measurements.
//
//===----------------------------------------------------------------------===//

#include "Kgen/IR/KgenChips.h"

#include "llvm/ADT/STLExtras.h"

using namespace mlir::kgen;

// Field order of ChipLimits: threads/block, shared bytes/block,
// registers/block, registers/thread, compute units, L2 bytes, GB/s,
// GFLOP/s fp64, fp32, tf32, bf16, fp16.
static const ChipInfo kChips[] = {
    {"sm_80",
     Backend::nvvm,
     "NVIDIA A100 SXM4 80GB",
     {1024, 166912, 65536, 255, 108, 41943040, 2039, 9700, 19500, 156000,
      312000, 312000}},
    {"sm_90",
     Backend::nvvm,
     "NVIDIA H100 SXM5",
     {1024, 232448, 65536, 255, 132, 52428800, 3350, 33500, 66900, 494700,
      989400, 989400}},
    {"sm_90a",
     Backend::nvvm,
     "NVIDIA H100 SXM5 (arch-specific features)",
     {1024, 232448, 65536, 255, 132, 52428800, 3350, 33500, 66900, 494700,
      989400, 989400}},
    {"gfx90a",
     Backend::rocdl,
     "AMD Instinct MI250X, one GCD",
     {1024, 65536, 131072, 512, 110, 8388608, 1638, 23950, 23950, 0, 191500,
      191500}},
    {"gfx942",
     Backend::rocdl,
     "AMD Instinct MI300X",
     {1024, 65536, 131072, 512, 304, 33554432, 5300, 81700, 163400, 653700,
      1307400, 1307400}},
    {"host",
     Backend::host,
     "nominal CPU (override from measurements)",
     {1, 0, 0, 16, 1, 1048576, 20, 50, 100, 0, 0, 0}},
};

static const LimitField kLimitFields[] = {
    {"max_threads_per_block", &ChipLimits::maxThreadsPerBlock},
    {"max_shared_memory_per_block", &ChipLimits::maxSharedMemoryPerBlock},
    {"registers_per_block", &ChipLimits::registersPerBlock},
    {"max_registers_per_thread", &ChipLimits::maxRegistersPerThread},
    {"compute_units", &ChipLimits::computeUnits},
    {"l2_cache_bytes", &ChipLimits::l2CacheBytes},
    {"peak_bandwidth_gbps", &ChipLimits::peakBandwidthGbps},
    {"peak_gflops_fp64", &ChipLimits::peakGflopsFp64},
    {"peak_gflops_fp32", &ChipLimits::peakGflopsFp32},
    {"peak_gflops_tf32", &ChipLimits::peakGflopsTf32},
    {"peak_gflops_bf16", &ChipLimits::peakGflopsBf16},
    {"peak_gflops_fp16", &ChipLimits::peakGflopsFp16},
};

const ChipInfo *mlir::kgen::lookupChip(llvm::StringRef chip) {
  const ChipInfo *it = llvm::find_if(
      kChips, [&](const ChipInfo &info) { return info.chip == chip; });
  return it == std::end(kChips) ? nullptr : it;
}

llvm::ArrayRef<ChipInfo> mlir::kgen::getKnownChips() { return kChips; }

std::string mlir::kgen::getKnownChipList() {
  std::string list;
  for (const ChipInfo &info : kChips) {
    if (!list.empty())
      list += ", ";
    list += info.chip;
  }
  return list;
}

llvm::ArrayRef<LimitField> mlir::kgen::getLimitFields() { return kLimitFields; }
