//===- Validation.h - one validation, its state and its steps ---*- C++ -*-===//
//
// Part of kgen.
//
//===----------------------------------------------------------------------===//
//
// Internal to the validator: one call of validate() as an object. Its
// members are what the steps of the validation share (the kernel's
// signature, the references, the comparisons of the last check, the
// report's counters); its methods are the steps, in files by concern:
//
//   Validator.cpp            the driver: reading the kernel, placing the
//                            reference and the checks, the timing, the
//                            naive baseline, the re-validation, the result
//   ValidationCheck.cpp      one check: a worker run over one seed's
//                            trials, each trial consumed as the worker
//                            finishes it, and the trials' report
//   ValidationReference.cpp  the float64 reference and the float32
//                            evaluation: the cached trials, what the
//                            worker is asked to compute (it runs both,
//                            WorkerReference.h), the device lowering
//   ValidationCompare.cpp    a trial's comparison, its calibration and the
//                            device checks asked of the worker
//
// The constant-output check is a class of its own (ConstantOutput.h).
//
//===----------------------------------------------------------------------===//

#ifndef KGEN_LIB_VALIDATE_VALIDATION_H
#define KGEN_LIB_VALIDATE_VALIDATION_H

#include "ConstantOutput.h"
#include "ReferenceCache.h"
#include "Signature.h"
#include "WorkerProcess.h"
#include "kgen/Validate/Validate.h"

#include "mlir/IR/MLIRContext.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/JSON.h"

#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace mlir::kgen {

struct TrialSummary;

/// The device checks' module `text` lowered for `target` (the kernels'
/// entry points keep their C interfaces); Validator.cpp.
PreparedCandidate prepareDeviceChecks(StringRef text,
                                      const std::string &target);

/// The kernel of `kernelText` lowered for the host (promoted to float64
/// for the reference, not for the float32 evaluation) in a context of
/// `options`' registry, for a worker that cannot parse it; Validator.cpp.
PreparedCandidate prepareHostEvaluation(StringRef kernelText,
                                        const ValidateOptions &options,
                                        bool promoteToF64);

/// One validation of `candidateText` against `kernelText` (validate()).
/// Used once: run() draws the verdict.
class Validation {
public:
  Validation(StringRef kernelText, StringRef candidateText,
             const ValidateOptions &options, const PreparedCandidate *prepared);

  /// The validation, start to verdict.
  ValidateResult run();

private:
  //===--------------------------------------------------------------------===//
  // The driver (Validator.cpp)
  //===--------------------------------------------------------------------===//

  /// Reads the kernel's signature, checks the candidate's against it and
  /// lowers the candidate here where an injected registry needs it. A
  /// failure's result, if any.
  std::optional<ValidateResult> readKernel();
  /// Sizes the outputs and the reference, refuses a kernel larger than the
  /// machine, resolves where the reference and the per-element checks
  /// run, and sets up the calibration. A failure's result, if any.
  std::optional<ValidateResult> placeReferenceAndChecks();
  /// The result: `verdict` and `details`, with the report's reference,
  /// profile and the last check's errors.
  ValidateResult finish(Verdict verdict, std::string details);
  /// The report's "timing" of `run` (its cold samples' statistics in
  /// `cold`).
  llvm::json::Object timingJsonOf(const WorkerRun &run, TimingStats &cold);
  /// The timing of the passed check `run`: the ceilings, the naive
  /// lowering's baseline and the re-validation of a large speedup. The
  /// failed re-validation's result, if any.
  std::optional<ValidateResult> reportTiming(const WorkerRun &run);
  /// The naive lowering's median time (0: unknown), timed in a worker of
  /// its own unless known; `candidateMs`: the candidate's.
  double naiveBaselineMs(double candidateMs);
  /// Checks again with fresh seeds a candidate `speedup` times faster than
  /// the naive lowering. The failed result, if any.
  std::optional<ValidateResult> revalidate(double speedup);

  //===--------------------------------------------------------------------===//
  // One check (ValidationCheck.cpp)
  //===--------------------------------------------------------------------===//

  /// Runs the candidate in a worker on the trials of `seed` and compares
  /// every trial (the report's trials in `trialsJson`, the worker's run in
  /// `run`). The failed result, if any.
  std::optional<ValidateResult> check(uint64_t seed,
                                      const ValidateOptions &runOptions,
                                      llvm::json::Array &trialsJson,
                                      WorkerRun &run);
  /// Fills `ask`: the device reference of the `missing` trials and the
  /// device checks, where they run. A failed lowering's result, if any.
  std::optional<ValidateResult> askWorker(ArrayRef<unsigned> missing,
                                          ReferenceAsk &ask);
  /// Clears the per-trial state of the last check.
  void startCheck();
  /// Takes trial `trial` as the worker finishes it (TrialConsumer): the
  /// reference the worker computed (kept in the cache when it fits its
  /// budget, else compared in place) and the float32 evaluation (kept),
  /// the comparison, the constant-output check. Returns false to stop the
  /// worker.
  bool consume(uint64_t seed, const ValidateOptions &runOptions, unsigned trial,
               const uint8_t *outputs, const uint8_t *workerRef,
               const uint8_t *float32);
  /// The check's verdict from the worker's `run` and the comparisons.
  std::optional<ValidateResult> concludeCheck(const ReferenceAsk &ask,
                                              const WorkerRun &run,
                                              llvm::json::Array &trialsJson);
  /// The compared trials in `trialsJson`; a wrong answer's result, if any.
  std::optional<ValidateResult> reportTrials(const WorkerRun &run,
                                             llvm::json::Array &trialsJson);

  //===--------------------------------------------------------------------===//
  // The reference (ValidationReference.cpp)
  //===--------------------------------------------------------------------===//

  /// The trials of `seed` whose reference is not cached; the cached ones
  /// are copied into `reference`.
  std::vector<unsigned> missingTrials(uint64_t seed);
  /// Asks the worker (`ask`) for the float64 reference of the `missing`
  /// trials on the host (the kernel's text, or its lowering with an
  /// injected registry) and, for a kernel whose integer outputs may be
  /// computed from floats (Signature::integersFromFloats), for the
  /// kernel's float32 evaluation (its naive host lowering, not promoted)
  /// of the trials of `seed` not cached (the cached ones copied into
  /// `float32Outputs`). A failed lowering's result, if any.
  std::optional<ValidateResult>
  askHostRuns(uint64_t seed, ArrayRef<unsigned> missing, ReferenceAsk &ask);
  /// With the device checks, hands the worker (`ask`) the cached
  /// references of the trials of `seed` to upload, and a memory file for
  /// each other trial to keep the reference it computes in (check() caches
  /// those once the candidate passed).
  void shareDeviceReferences(uint64_t seed, ReferenceAsk &ask);
  /// The device reference's lowering (once per kernel and chip).
  const PreparedCandidate &getDeviceLowering();
  /// The reference `workerRef` of `trial` of `seed` the worker computed,
  /// copied into `reference` and the cache when it fits the cache's
  /// budget; the bytes to compare with.
  const uint8_t *keepWorkerReference(uint64_t seed, unsigned trial,
                                     const uint8_t *workerRef);
  /// The float32 evaluation `float32` of `trial` of `seed` the worker
  /// computed, into `float32Outputs` and the cache; false (`consumeError`
  /// set) when it cannot be kept.
  bool keepFloat32Evaluation(uint64_t seed, unsigned trial,
                             const uint8_t *float32);

  //===--------------------------------------------------------------------===//
  // The comparison (ValidationCompare.cpp)
  //===--------------------------------------------------------------------===//

  /// The calibration of output `o` in trial `trial`, if any.
  std::optional<Calibration> calibrationOf(unsigned trial, size_t o) const;
  /// The absolute noise of output `o` between trial `trial` and the kept
  /// one: the sum of their calibrated floors (an element within its floor
  /// in both trials moves by at most that much).
  double absoluteNoise(unsigned trial, unsigned kept, size_t o) const;
  /// Compares every output of a trial (`got`: its outputs' bytes, `ref`:
  /// its reference's; or, with the device checks, the worker's `summary`);
  /// integers must match exactly. `which` names the worst output, `errors`
  /// receives each output's errors; `hard` is set by a failure that no
  /// tolerance excuses (NaN/Inf positions, integers, sizes), `calibrated`
  /// by an output that passed only through the calibrated bounds.
  Comparison compareTrial(unsigned trial, const uint8_t *got,
                          const uint8_t *ref, const TrialSummary *summary,
                          std::string &which, std::vector<OutputError> &errors,
                          bool &hard, bool &calibrated) const;
  /// The device checks' lowering (once per signature and chip).
  const PreparedCandidate &getChecksLowering();
  /// Asks `ask` for the device checks of `trials` trials (their lowering
  /// ready).
  void addChecks(ReferenceAsk &ask, unsigned trials);

  //===--------------------------------------------------------------------===//
  // State
  //===--------------------------------------------------------------------===//

  StringRef kernelText, candidateText;
  const ValidateOptions &options;
  /// The candidate lowered before the validation (null: lowered by the
  /// worker), by the caller or here (`preparedHere`).
  const PreparedCandidate *prepared;
  PreparedCandidate preparedHere;
  ValidateResult result;
  MLIRContext context;
  Signature sig;
  uint64_t secretSeed = 0;
  Tolerances tolerances{};

  // What the report says about the reference.
  ReferenceKind referenceKind;
  double referenceMs = 0, referenceLoweringMs = 0;
  int64_t referenceComputedTrials = 0, referenceCachedTrials = 0;
  // Where the time of the checks went (summed over the validation's worker
  // runs), and how long the worker waited for the GPU lock.
  std::map<std::string, double> profileMs;
  double referenceCopyMs = 0, lockWaitMs = 0;

  // Bytes of one trial's outputs and of its reference's.
  size_t outputBytes = 0, referenceBytes = 0;
  // Where the reference and the per-element checks run
  // (docs/validate.md, "Device checks").
  bool deviceReference = false, deviceChecks = false;
  ReferenceCache &cache;
  // Per trial, every output of the reference: floats as float64, integers
  // as they are.
  std::vector<ReferenceCache::Bytes> reference;
  // The lowerings: the device reference's, the device checks', and with
  // an injected registry the host reference's and the float32
  // evaluation's (else the worker lowers the kernel's text).
  std::optional<PreparedCandidate> deviceLowering, checksLowering, hostLowering,
      float32Lowering;
  // Per trial, the kernel's float32 evaluation (every output, laid out as
  // the candidate's), for a kernel with Signature::integersFromFloats; its
  // cache key (the kernel's text and a suffix no kernel has).
  std::vector<ReferenceCache::Bytes> float32Outputs;
  std::string float32Key;

  // Calibration by the naive lowering's error (docs/validate.md).
  bool calibrating = false;
  // The naive lowering's errors the comparisons use: the caller's, then,
  // for a re-validation with fresh seeds, the naive lowering's on them.
  std::vector<std::vector<OutputError>> naiveErrors;

  // Per trial of the last check: its comparison, the output it names,
  // every output's errors, whether a failure no tolerance excuses was
  // seen, and whether it passed only through the calibrated bounds.
  std::vector<std::optional<Comparison>> comparisons;
  std::vector<std::string> comparedOutput;
  std::vector<std::vector<OutputError>> trialErrors;
  std::vector<char> trialHard, trialCalibrated;
  // The last check's constant-output check.
  ConstantOutputCheck constantOutput;
  // The last check's trials with a reference computed by the worker (on
  // the device or the host), and the error that stopped its consumption.
  int64_t workerReferenceTrials = 0;
  std::string consumeError;
};

} // namespace mlir::kgen

#endif // KGEN_LIB_VALIDATE_VALIDATION_H
