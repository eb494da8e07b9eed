//===- KgenChips.h - built-in table of known chips --------------*- C++ -*-===//
//
// Part of kgen.
//
//===----------------------------------------------------------------------===//
//
// The device limits of the chips kgen knows, the defaults of #kgen.target.
// Every limit can be overridden in the attribute, field by field.
//
//===----------------------------------------------------------------------===//

#ifndef KGEN_IR_KGENCHIPS_H
#define KGEN_IR_KGENCHIPS_H

#include "Kgen/IR/KgenEnums.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include <cstdint>
#include <string>

namespace mlir {
namespace kgen {

/// Limits of a chip that strategies and validation consult. Units: threads,
/// bytes, 32-bit registers, compute units, GB/s and GFLOP/s.
struct ChipLimits {
  uint64_t maxThreadsPerBlock = 0;
  uint64_t maxSharedMemoryPerBlock = 0;
  uint64_t registersPerBlock = 0;
  uint64_t maxRegistersPerThread = 0;
  uint64_t computeUnits = 0;
  uint64_t l2CacheBytes = 0;
  uint64_t peakBandwidthGbps = 0;
  uint64_t peakGflopsFp64 = 0;
  uint64_t peakGflopsFp32 = 0;
  uint64_t peakGflopsTf32 = 0;
  uint64_t peakGflopsBf16 = 0;
  uint64_t peakGflopsFp16 = 0;
};

/// One row of the chip table.
struct ChipInfo {
  llvm::StringLiteral chip;
  Backend backend;
  /// The part whose published figures the row holds.
  llvm::StringLiteral part;
  ChipLimits limits;
};

/// A named limit field: its spelling in #kgen.target and its member.
struct LimitField {
  llvm::StringLiteral name;
  uint64_t ChipLimits::*member;
};

/// Returns the row of `chip`, or null when kgen does not know the chip.
const ChipInfo *lookupChip(llvm::StringRef chip);

/// Returns "sm_80, sm_90, ...": the known chips, for diagnostics.
std::string getKnownChipList();

/// Returns every row of the chip table.
llvm::ArrayRef<ChipInfo> getKnownChips();

/// Returns the limit fields in the order #kgen.target prints them.
llvm::ArrayRef<LimitField> getLimitFields();

} // namespace kgen
} // namespace mlir

#endif // KGEN_IR_KGENCHIPS_H
