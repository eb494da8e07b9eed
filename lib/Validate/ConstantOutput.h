//===- ConstantOutput.h - outputs that ignore their inputs ------*- C++ -*-===//
//
// Part of kgen.
//
//===----------------------------------------------------------------------===//
//
// Internal to the validator: the constant-output check (docs/validate.md,
// "Constant outputs") over the trials of one check. A candidate whose
// outputs are bitwise the same in every trial, although the trials' inputs
// differ, is wrong when its reference is not constant: some element's
// reference moved across trials by more than the noise, so a correct output
// would have moved too. ConstantOutput.cpp has the code.
//
//===----------------------------------------------------------------------===//

#ifndef KGEN_LIB_VALIDATE_CONSTANTOUTPUT_H
#define KGEN_LIB_VALIDATE_CONSTANTOUTPUT_H

#include "Compare.h"
#include "Signature.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/STLFunctionalExtras.h"

#include <cstdint>
#include <string>
#include <vector>

namespace mlir::kgen {

/// The constant-output check's conclusion on one check's trials.
struct ConstantOutputVerdict {
  /// Every trial's outputs hash alike (and there is more than one trial).
  bool constant = false;
  /// With a constant output: the elements whose reference moved beyond the
  /// noise, summed over the outputs and the trials compared with the kept
  /// one; `details` describes the first output that has any (empty: none).
  int64_t varying = 0;
  std::string details;
};

/// The constant-output check over the trials of one check, fed each trial
/// as it is compared. On the host, the first trial's float references
/// (rounded to float) are kept while the outputs stay bitwise equal to that
/// trial's; each later trial with equal outputs counts, per float output,
/// the elements whose reference moved beyond the noise (countVariation). The
/// device checks count them in the worker, against its trial 0: addSummary
/// takes their sums.
class ConstantOutputCheck {
public:
  /// The absolute noise of output `o` between trial `trial` and the kept
  /// trial `kept` (the calibrated floors; 0 without a calibration).
  using AbsoluteNoise =
      llvm::function_ref<double(unsigned trial, unsigned kept, size_t o)>;

  /// `relativeNoise`: the relative part of the noise (variationNoise of
  /// the policy's tolerances).
  explicit ConstantOutputCheck(double relativeNoise = 0)
      : relativeNoise(relativeNoise) {}

  /// Starts a check of `trials` trials of `outputs`; `keptByWorker`: the
  /// device checks (the worker keeps trial 0's references and counts the
  /// variation).
  void start(unsigned trials, llvm::ArrayRef<TensorSpec> outputs,
             bool keptByWorker);

  /// Trial `trial` compared on the host: `got`, its outputs' bytes (whose
  /// hash is `hash`), and `ref`, its reference's (every output in turn,
  /// floats as float64).
  void addTrial(unsigned trial, uint64_t hash, const uint8_t *got,
                const uint8_t *ref, AbsoluteNoise absoluteNoise);

  /// Trial `trial` compared on the device: the hash of its outputs and
  /// the worker's sums of every output (their variation counts from trial
  /// 1 on).
  void addSummary(unsigned trial, uint64_t hash,
                  llvm::ArrayRef<ComparisonSums> sums);

  /// Whether the outputs were constant across the trials, and if so how
  /// many reference elements moved beyond the noise.
  ConstantOutputVerdict conclude() const;

private:
  /// Adds trial `trial`'s variation of output `o`.
  void addVariation(unsigned trial, size_t o, const ComparisonSums &sums);

  double relativeNoise;
  std::vector<TensorSpec> outputs;
  bool keptByWorker = false;
  /// Per trial, a hash of its outputs.
  std::vector<uint64_t> hashes;
  /// The trial whose references are kept (-1: none yet), and per output
  /// those references rounded to float (emptied once a trial's outputs
  /// differ from the kept trial's).
  int keptTrial = -1;
  std::vector<std::vector<float>> keptReference;
  /// Per output, the variation summed over the trials, with its first
  /// varying element, and the trial that element was seen in.
  std::vector<ComparisonSums> variation;
  std::vector<unsigned> variationTrial;
};

} // namespace mlir::kgen

#endif // KGEN_LIB_VALIDATE_CONSTANTOUTPUT_H
