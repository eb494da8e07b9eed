//===- KgenAttrs.cpp - kgen attributes ------------------------------------===//
//
// Part of kgen.
//
//===----------------------------------------------------------------------===//

#include "Kgen/IR/KgenDialect.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/DialectImplementation.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace mlir::kgen;

#include "Kgen/IR/KgenEnums.cpp.inc"

#define GET_ATTRDEF_CLASSES
#include "Kgen/IR/KgenAttrs.cpp.inc"

void KgenDialect::registerAttributes() {
  addAttributes<
#define GET_ATTRDEF_LIST
#include "Kgen/IR/KgenAttrs.cpp.inc"
      >();
}

//===----------------------------------------------------------------------===//
// TargetAttr
//===----------------------------------------------------------------------===//

ChipLimits mlir::kgen::getLimits(TargetAttr target) {
  ChipLimits limits;
  limits.maxThreadsPerBlock = target.getMaxThreadsPerBlock();
  limits.maxSharedMemoryPerBlock = target.getMaxSharedMemoryPerBlock();
  limits.registersPerBlock = target.getRegistersPerBlock();
  limits.maxRegistersPerThread = target.getMaxRegistersPerThread();
  limits.computeUnits = target.getComputeUnits();
  limits.l2CacheBytes = target.getL2CacheBytes();
  limits.peakBandwidthGbps = target.getPeakBandwidthGbps();
  limits.peakGflopsFp64 = target.getPeakGflopsFp64();
  limits.peakGflopsFp32 = target.getPeakGflopsFp32();
  limits.peakGflopsTf32 = target.getPeakGflopsTf32();
  limits.peakGflopsBf16 = target.getPeakGflopsBf16();
  limits.peakGflopsFp16 = target.getPeakGflopsFp16();
  return limits;
}

/// Calls `build` with the attribute's parameters spelled out from `limits`,
/// so that get and getChecked share one argument list.
template <typename BuildFn>
static TargetAttr buildTarget(BuildFn build, MLIRContext *context,
                              Backend backend, StringRef chip,
                              StringRef features, const ChipLimits &l) {
  return build(context, backend, chip, features, l.maxThreadsPerBlock,
               l.maxSharedMemoryPerBlock, l.registersPerBlock,
               l.maxRegistersPerThread, l.computeUnits, l.l2CacheBytes,
               l.peakBandwidthGbps, l.peakGflopsFp64, l.peakGflopsFp32,
               l.peakGflopsTf32, l.peakGflopsBf16, l.peakGflopsFp16);
}

TargetAttr mlir::kgen::getTargetAttr(MLIRContext *context, Backend backend,
                                     StringRef chip, StringRef features,
                                     const ChipLimits &limits) {
  return buildTarget([](auto &&...args) { return TargetAttr::get(args...); },
                     context, backend, chip, features, limits);
}

TargetAttr TargetAttr::getForChip(MLIRContext *context, StringRef chip) {
  const ChipInfo *info = lookupChip(chip);
  if (!info)
    return {};
  return getTargetAttr(context, info->backend, chip, /*features=*/"",
                       info->limits);
}

uint64_t TargetAttr::getPeakGflops(Precision policy) const {
  uint64_t tensorCoreRate = 0;
  switch (policy) {
  case Precision::strict:
    break;
  case Precision::tf32:
    tensorCoreRate = getPeakGflopsTf32();
    break;
  case Precision::bf16:
    tensorCoreRate = getPeakGflopsBf16();
    break;
  }
  return tensorCoreRate ? tensorCoreRate : getPeakGflopsFp32();
}

double TargetAttr::getRidgePoint(Precision policy) const {
  return static_cast<double>(getPeakGflops(policy)) /
         static_cast<double>(getPeakBandwidthGbps());
}

LogicalResult TargetAttr::verify(
    function_ref<InFlightDiagnostic()> emitError, Backend backend,
    StringRef chip, StringRef features, uint64_t maxThreadsPerBlock,
    uint64_t maxSharedMemoryPerBlock, uint64_t registersPerBlock,
    uint64_t maxRegistersPerThread, uint64_t computeUnits,
    uint64_t l2CacheBytes, uint64_t peakBandwidthGbps, uint64_t peakGflopsFp64,
    uint64_t peakGflopsFp32, uint64_t peakGflopsTf32, uint64_t peakGflopsBf16,
    uint64_t peakGflopsFp16) {
  const ChipInfo *info = lookupChip(chip);
  if (!info)
    return emitError() << "unknown chip '" << chip
                       << "' (known chips: " << getKnownChipList() << ")";
  if (info->backend != backend)
    return emitError() << "chip '" << chip << "' belongs to backend '"
                       << stringifyBackend(info->backend) << "', not '"
                       << stringifyBackend(backend) << "'";
  if (maxThreadsPerBlock == 0)
    return emitError() << "max_threads_per_block must be positive";
  if (computeUnits == 0)
    return emitError() << "compute_units must be positive";
  if (peakBandwidthGbps == 0)
    return emitError() << "peak_bandwidth_gbps must be positive";
  if (peakGflopsFp32 == 0)
    return emitError() << "peak_gflops_fp32 must be positive";
  if (backend != Backend::host && maxSharedMemoryPerBlock == 0)
    return emitError() << "max_shared_memory_per_block must be positive for a "
                       << stringifyBackend(backend) << " target";
  return success();
}

Attribute TargetAttr::parse(AsmParser &parser, Type) {
  MLIRContext *context = parser.getContext();
  SMLoc start = parser.getCurrentLocation();
  if (parser.parseLess())
    return {};

  SMLoc backendLoc = parser.getCurrentLocation();
  StringRef backendName;
  if (parser.parseKeyword(&backendName))
    return {};
  std::optional<Backend> backend = symbolizeBackend(backendName);
  if (!backend) {
    parser.emitError(backendLoc) << "unknown backend '" << backendName
                                 << "' (expected nvvm, rocdl or host)";
    return {};
  }

  SMLoc chipLoc;
  std::string chip;
  if (parser.parseComma() ||
      (chipLoc = parser.getCurrentLocation(), parser.parseString(&chip)))
    return {};
  const ChipInfo *info = lookupChip(chip);
  if (!info) {
    parser.emitError(chipLoc)
        << "unknown chip '" << chip << "' (known chips: " << getKnownChipList()
        << ")";
    return {};
  }

  std::string features;
  ChipLimits limits = info->limits;
  llvm::StringSet<> seen;
  while (succeeded(parser.parseOptionalComma())) {
    SMLoc keyLoc = parser.getCurrentLocation();
    StringRef key;
    if (parser.parseKeyword(&key))
      return {};
    if (!seen.insert(key).second) {
      parser.emitError(keyLoc) << "field '" << key << "' is given twice";
      return {};
    }
    if (parser.parseEqual())
      return {};
    if (key == "features") {
      if (parser.parseString(&features))
        return {};
      continue;
    }
    const LimitField *field = llvm::find_if(
        getLimitFields(), [&](const LimitField &f) { return f.name == key; });
    if (field == getLimitFields().end()) {
      InFlightDiagnostic diag = parser.emitError(keyLoc);
      diag << "unknown field '" << key
           << "' in #kgen.target (expected features";
      for (const LimitField &f : getLimitFields())
        diag << ", " << f.name;
      diag << ")";
      return {};
    }
    // A limit is a count: a negative one would wrap around in uint64_t.
    SMLoc valueLoc = parser.getCurrentLocation();
    if (succeeded(parser.parseOptionalMinus())) {
      parser.emitError(valueLoc)
          << "field '" << key << "' must be a non-negative integer";
      return {};
    }
    if (parser.parseInteger(limits.*(field->member)))
      return {};
  }
  if (parser.parseGreater())
    return {};

  return buildTarget(
      [&](auto &&...args) {
        return parser.getChecked<TargetAttr>(start, args...);
      },
      context, *backend, chip, features, limits);
}

void TargetAttr::print(AsmPrinter &printer) const {
  printer << "<" << stringifyBackend(getBackend()) << ", ";
  printer.printString(getChip());
  if (!getFeatures().empty()) {
    printer << ", features = ";
    printer.printString(getFeatures());
  }
  const ChipInfo *info = lookupChip(getChip());
  ChipLimits limits = getLimits(*this);
  for (const LimitField &field : getLimitFields()) {
    uint64_t value = limits.*(field.member);
    if (!info || value != info->limits.*(field.member))
      printer << ", " << field.name << " = " << value;
  }
  printer << ">";
}
