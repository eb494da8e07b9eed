//===- DeviceChecks.h - the protocol's checks as GPU kernels ----*- C++ -*-===//
//
// Part of kgen.
//
//===----------------------------------------------------------------------===//
//
// Internal to the validator. For a GPU target the worker can run the
// protocol's per-element work on the device (docs/validate.md, "Device
// checks"): it generates each trial's inputs there with the host's
// counter-based generator (and their float64 copies for the reference),
// compares each output with the float64 reference, hashes outputs (two
// runs must be bitwise equal) and inputs (they must survive the runs), and
// sends the parent only the sums of each comparison. The kernels are MLIR
// (gpu.launch on memrefs), built per kernel signature here, lowered by the
// parent with the target's pipeline and JIT-compiled by the worker.
//
//===----------------------------------------------------------------------===//

#ifndef KGEN_LIB_VALIDATE_DEVICECHECKS_H
#define KGEN_LIB_VALIDATE_DEVICECHECKS_H

#include "Compare.h"
#include "Signature.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

namespace mlir {
class ExecutionEngine;
namespace kgen {

/// The check kernels of `sig` as an MLIR module (one public function per
/// check and operand; docs/validate.md lists them). DeviceCheckKernels.cpp.
std::string buildDeviceCheckModule(const Signature &sig);

/// The layout the check kernels and their caller (DeviceChecks) agree on.
namespace device_checks {
/// Blocks and threads of a reduction check: one partial result per thread.
constexpr int64_t kBlocks = 128, kThreadsPerBlock = 256;
constexpr int64_t kThreads = kBlocks * kThreadsPerBlock;
/// Blocks of the generator (no partial results).
constexpr int64_t kGenerateBlocks = 2048;
/// Partial results per thread of a float comparison (errNorm, refNorm,
/// maxAbs, worstExcess) and of its counts (mismatches, NaN/Inf mismatches,
/// policy mismatches, worst index).
constexpr int64_t kSlotsPerThread = 4;

/// The hash views a buffer as 32-bit words when its size allows, else as
/// bytes: the number of words and their MLIR type.
inline std::pair<int64_t, std::string> hashView(const TensorSpec &spec) {
  size_t bytes = spec.bytes();
  if (bytes % 4 == 0)
    return {static_cast<int64_t>(bytes / 4), "i32"};
  return {static_cast<int64_t>(bytes), "i8"};
}

/// The number of scale rows of a float output (getScaleRowLength).
inline int64_t scaleRows(const TensorSpec &spec) {
  return spec.elements() / getScaleRowLength(spec.shape);
}
} // namespace device_checks

/// What the worker sends the parent for one trial: a hash of all outputs
/// (the constant-output check) and each output's comparison sums (integer
/// outputs: `mismatches` and the first differing element).
struct TrialSummary {
  uint64_t outputHash = 0;
  std::vector<ComparisonSums> outputs;
  /// Bytes in the shared results file for `numOutputs` outputs.
  static size_t bytes(size_t numOutputs);
  void write(uint8_t *into) const;
  static TrialSummary read(const uint8_t *from, size_t numOutputs);
};

/// The check kernels JIT-compiled in the worker, run on device buffers.
/// Every method returns an error message, empty on success.
class DeviceChecks {
public:
  DeviceChecks(ExecutionEngine &engine, const Signature &sig);
  ~DeviceChecks();
  /// Device memory for the partial results (one entry per check thread).
  std::string allocate();

  /// Writes input `operand` of a trial into `buffer` (the candidate's)
  /// and `wide` (the reference's: float64 for floats, the same values
  /// otherwise) from the stream `seed` and `distribution`.
  std::string generate(unsigned operand, uint64_t seed, int distribution,
                       void *buffer, void *wide);
  /// A hash of the bytes of input `operand` / output `output` in `buffer`
  /// (position-dependent; any single changed word changes it).
  std::string hashInput(unsigned operand, void *buffer, uint64_t &hash);
  std::string hashOutput(unsigned output, void *buffer, uint64_t &hash);
  /// Compares output `output` (`got`) with its reference (`ref`) under
  /// `tolerances` (atol from the largest |ref| of each element's scale row
  /// of `rowLength` elements: getScaleRowLength of the trial; one that does
  /// not divide the output means the whole output), the elementwise bound
  /// floored at `elementFloor`.
  std::string compare(unsigned output, void *got, void *ref,
                      const Tolerances &tolerances, double elementFloor,
                      int64_t rowLength, ComparisonSums &sums);

  /// The constant-output check (countVariation): copies output
  /// `output`'s reference `ref` rounded to float into `kept`; counts into
  /// `sums` the elements whose reference `ref` of a later trial moved
  /// beyond `absNoise + relNoise * max(|ref|, |kept|)` (`got`: the output,
  /// for the first such element's value).
  std::string keep(unsigned output, void *ref, void *kept);
  std::string vary(unsigned output, void *ref, void *kept, void *got,
                   double absNoise, double relNoise, ComparisonSums &sums);

private:
  std::string call(llvm::StringRef name,
                   llvm::ArrayRef<std::pair<void *, int64_t>> memrefs);
  std::string download(void *dst, void *src, size_t bytes);
  std::string hash(const std::string &name, const TensorSpec &spec,
                   void *buffer, uint64_t &hash);
  ExecutionEngine &engine;
  const Signature &sig;
  void *floatPartials = nullptr, *intPartials = nullptr, *params = nullptr;
  /// The largest finite |ref| of each scale row of the output compared.
  void *rowMaxima = nullptr;
};

} // namespace kgen
} // namespace mlir

#endif // KGEN_LIB_VALIDATE_DEVICECHECKS_H
