//===- Options.cpp - the validator's options ------------------------------===//
//
// Part of kgen.
//
//===----------------------------------------------------------------------===//
//
// What every driver of the validator shares (kgen-validate, kgen-tune and
// the --kgen-tune pass): the checks of ValidateOptions, the values of the
// enum-valued options, the secret seed's draw, the reference's resolution,
// and the generated string conversions of the validator's enums.
//
//===----------------------------------------------------------------------===//

#include "kgen/Validate/Validate.h"

#include "Kgen/IR/KgenChips.h"
#include "kgen/Runtime/GPURuntime.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/FormatVariadic.h"

#include <cmath>
#include <random>

using namespace mlir;
using namespace mlir::kgen;

#include "kgen/Validate/ValidateEnums.cpp.inc"

/// "%g" of `value`, for messages.
static std::string formatNumber(double value) {
  return llvm::formatv("{0}", llvm::format("%g", value)).str();
}

static llvm::Error optionError(const llvm::Twine &message) {
  return llvm::createStringError(llvm::inconvertibleErrorCode(), message);
}

llvm::Error mlir::kgen::verifyNaiveErrorFactor(double factor) {
  // Not negated comparisons: a NaN is refused too.
  if (factor != 0 && !(factor >= 1 && std::isfinite(factor)))
    return optionError("naive-error-factor must be 0 (off) or at least 1, "
                       "got " +
                       formatNumber(factor));
  return llvm::Error::success();
}

llvm::Error ValidateOptions::verify() const {
  if (target != "host" && !lookupChip(target))
    return optionError("unknown target '" + target +
                       "' (expected host or one of " + getKnownChipList() +
                       ")");
  if (screen ? trials < 1 : trials < 5)
    return optionError(llvm::Twine("trials must be at least ") +
                       (screen ? "1 for a screen"
                               : "5 (the validation "
                                 "protocol's minimum)") +
                       ", got " + llvm::Twine(trials));
  if (!(timeoutSeconds > 0) || !std::isfinite(timeoutSeconds))
    return optionError("timeout must be a positive number of seconds, got " +
                       formatNumber(timeoutSeconds));
  if (!(speedupThreshold >= 0) || !std::isfinite(speedupThreshold))
    return optionError("speedup-threshold must be 0 (re-validate every "
                       "speedup) or positive, got " +
                       formatNumber(speedupThreshold));
  if (!(timingCutoffMs >= 0) || !std::isfinite(timingCutoffMs))
    return optionError("time-cutoff-ms must be 0 (off) or a positive number "
                       "of milliseconds, got " +
                       formatNumber(timingCutoffMs));
  if (referenceCacheMiB > kMaxReferenceCacheMiB)
    return optionError("reference-cache-mib is too large, got " +
                       llvm::Twine(referenceCacheMiB) + " (at most " +
                       llvm::Twine(kMaxReferenceCacheMiB) + ")");
  if (reference == ReferenceKind::Device && target == "host")
    return optionError("reference=device needs a GPU target (target=sm_90, "
                       "...); the target is host");
  if (checks == ChecksPlace::Device &&
      (target == "host" || reference == ReferenceKind::Host))
    return optionError("checks=device needs the device reference (a GPU "
                       "target, reference=auto or device)");
  if (!workerPath.empty() && !llvm::sys::fs::can_execute(workerPath))
    return optionError("worker '" + workerPath +
                       "' is not an executable file (the worker is "
                       "kgen-validate)");
  return verifyNaiveErrorFactor(naiveErrorFactor);
}

uint64_t mlir::kgen::drawSecretSeed() {
  std::random_device device;
  return ((uint64_t(device()) << 32) ^ device()) | 1;
}

llvm::cl::ValuesClass mlir::kgen::getPrecisionOptionValues() {
  return llvm::cl::values(
      clEnumValN(Precision::strict, "strict", "fp32 stays fp32"),
      clEnumValN(Precision::tf32, "tf32",
                 "fp32 matrix products may use TF32 inputs"),
      clEnumValN(Precision::bf16, "bf16",
                 "fp32 matrix products may round their inputs to bf16"));
}

llvm::cl::ValuesClass mlir::kgen::getReferenceOptionValues() {
  return llvm::cl::values(
      clEnumValN(ReferenceKind::Auto, "auto",
                 "the device when the target is a GPU and a driver loads"),
      clEnumValN(ReferenceKind::Host, "host", "the CPU"),
      clEnumValN(ReferenceKind::Device, "device", "the GPU of the target"));
}

llvm::Expected<ReferenceKind>
mlir::kgen::resolveReference(const ValidateOptions &options) {
  if (options.target == "host") {
    if (options.reference == ReferenceKind::Device)
      return optionError("the device reference needs a GPU target (target="
                         "sm_90, ...); the target is host");
    return ReferenceKind::Host;
  }
  if (options.reference == ReferenceKind::Host)
    return ReferenceKind::Host;
  // Loading the driver library initializes nothing the worker depends on;
  // the runtime remembers the outcome.
  if (kgenGpuRuntimeAvailable())
    return ReferenceKind::Device;
  if (options.reference == ReferenceKind::Auto)
    return ReferenceKind::Host;
  const char *why = kgenGpuRuntimeLastError();
  return optionError(
      llvm::Twine("the device reference needs a GPU driver, and none loads: ") +
      (why ? why : "unknown reason") +
      " (use the host reference, or auto to fall back to it)");
}
