//===- ValidationCheck.cpp - one check of a validation --------------------===//
//
// Part of kgen.
//
//===----------------------------------------------------------------------===//
//
// One check of a validation (Validation.h): the candidate run in a worker
// process on the trials of one seed (WorkerProcess.cpp), with the kernel's
// own float64 reference and float32 evaluation where they are not cached,
// each trial taken as the worker finishes it (its reference kept, its
// comparison, the constant-output check), then the worker's failures, the
// report's trials and the first wrong trial's verdict.
//
//===----------------------------------------------------------------------===//

#include "Validation.h"

#include "DeviceChecks.h"
#include "Execution.h"
#include "Generator.h"
#include "Parallel.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/raw_ostream.h"

#include <cmath>

using namespace mlir;
using namespace mlir::kgen;

/// A number in JSON, which has no NaN or Inf: those become strings.
static llvm::json::Value number(double value) {
  if (std::isnan(value))
    return "nan";
  if (std::isinf(value))
    return value > 0 ? "inf" : "-inf";
  return value;
}

/// The report's entry for compared trial `trial`: its comparison `cmp`,
/// every output's `errors`, and whether it passed only through the
/// calibrated bounds.
static llvm::json::Object trialJson(unsigned trial, const Comparison &cmp,
                                    ArrayRef<OutputError> errors,
                                    bool calibrated) {
  llvm::json::Array outputsJson;
  for (const OutputError &e : errors)
    outputsJson.push_back(
        llvm::json::Object{{"max_abs_error", number(e.maxAbs)},
                           {"normwise_error", number(e.normwise)}});
  llvm::json::Object json{
      {"trial", static_cast<int64_t>(trial)},
      {"distribution", stringifyDistribution(distributionOfTrial(trial))},
      {"ok", cmp.ok},
      {"normwise_error", number(cmp.normwiseError)},
      {"mismatches", cmp.mismatches + cmp.nanInfMismatches},
      {"outputs", std::move(outputsJson)},
      {"worst", llvm::json::Object{{"index", cmp.worstIndex},
                                   {"got", number(cmp.worstGot)},
                                   {"ref", number(cmp.worstRef)},
                                   {"error", number(cmp.worstError)},
                                   {"bound", number(cmp.worstBound)}}}};
  if (cmp.ok)
    json["rule"] = calibrated ? "naive-calibrated" : "policy";
  // Integer elements accepted through the kernel's float32 evaluation.
  if (cmp.float32Matches)
    json["float32_matches"] = cmp.float32Matches;
  return json;
}

std::optional<ValidateResult>
Validation::check(uint64_t seed, const ValidateOptions &runOptions,
                  llvm::json::Array &trialsJson, WorkerRun &run) {
  std::vector<unsigned> missing = missingTrials(seed);
  ReferenceAsk ask;
  if (std::optional<ValidateResult> failed = askWorker(missing, ask))
    return failed;
  if (std::optional<ValidateResult> failed = askHostRuns(seed, missing, ask))
    return failed;
  shareDeviceReferences(seed, ask);
  startCheck();
  auto consumeTrial = [&](unsigned trial, const uint8_t *outputs,
                          const uint8_t *workerRef, const uint8_t *float32) {
    return consume(seed, runOptions, trial, outputs, workerRef, float32);
  };
  run = runInWorker(prepared ? StringRef(prepared->lowered) : candidateText,
                    prepared ? StringRef(prepared->kernelName) : "", sig,
                    runOptions, seed, outputBytes, ask,
                    TrialConsumer(consumeTrial));
  for (const auto &[phase, ms] : run.phaseMs)
    profileMs[phase] += ms;
  lockWaitMs += run.lockWaitMs;
  std::optional<ValidateResult> failed = concludeCheck(ask, run, trialsJson);
  // The references of a run that passed every check are kept for the
  // next candidates.
  if (!failed)
    for (unsigned trial : run.referenceKeptTrials)
      cache.insert(kernelText, seed, trial, ask.keep[trial],
                   options.referenceCacheBytes());
  return failed;
}

std::optional<ValidateResult> Validation::askWorker(ArrayRef<unsigned> missing,
                                                    ReferenceAsk &ask) {
  if (deviceReference && !missing.empty()) {
    const PreparedCandidate &lowering = getDeviceLowering();
    if (!lowering.ok)
      return finish(Verdict::CompileError,
                    "the reference (the kernel in float64, lowered for "
                    "the device) failed: " +
                        lowering.details);
    ask.lowered = lowering.lowered;
    ask.name = lowering.kernelName;
    ask.trials = missing;
    ask.referenceBytes = referenceBytes;
  }
  if (deviceChecks) {
    const PreparedCandidate &lowering = getChecksLowering();
    if (!lowering.ok)
      return finish(Verdict::CompileError,
                    "the device checks did not lower: " + lowering.details);
    addChecks(ask, options.trials);
  }
  return std::nullopt;
}

void Validation::startCheck() {
  comparisons.assign(options.trials, std::nullopt);
  comparedOutput.assign(options.trials, "");
  trialErrors.assign(options.trials, {});
  trialHard.assign(options.trials, 0);
  trialCalibrated.assign(options.trials, 0);
  constantOutput.start(options.trials, sig.outputs, deviceChecks);
  workerReferenceTrials = 0;
  consumeError.clear();
}

bool Validation::consume(uint64_t seed, const ValidateOptions &runOptions,
                         unsigned trial, const uint8_t *outputs,
                         const uint8_t *workerRef, const uint8_t *float32) {
  if (trial >= options.trials)
    return true;
  bool hard = false, calibrated = false;
  if (float32 && !keepFloat32Evaluation(seed, trial, float32))
    return false;
  if (sig.integersFromFloats && !deviceChecks && !float32Outputs[trial]) {
    consumeError = "the worker did not return the float32 evaluation";
    return false;
  }
  if (deviceChecks) {
    // The worker compared on the device: the summary's sums.
    ++workerReferenceTrials;
    TrialSummary summary = TrialSummary::read(outputs, sig.outputs.size());
    comparisons[trial] =
        compareTrial(trial, nullptr, nullptr, &summary, comparedOutput[trial],
                     trialErrors[trial], hard, calibrated);
    constantOutput.addSummary(trial, summary.outputHash, summary.outputs);
  } else {
    const uint8_t *ref = reference[trial] ? reference[trial]->data() : nullptr;
    if (workerRef) {
      ++workerReferenceTrials;
      ref = keepWorkerReference(seed, trial, workerRef);
    }
    if (!ref) {
      consumeError = "the worker did not return the reference";
      return false;
    }
    comparisons[trial] =
        compareTrial(trial, outputs, ref, nullptr, comparedOutput[trial],
                     trialErrors[trial], hard, calibrated);
    constantOutput.addTrial(trial, vpar::hashBytes(outputs, outputBytes),
                            outputs, ref,
                            [&](unsigned later, unsigned kept, size_t o) {
                              return absoluteNoise(later, kept, o);
                            });
  }
  trialHard[trial] = hard;
  trialCalibrated[trial] = calibrated;
  // Asked to compare every trial: a failure of the bounds alone does not
  // stop the worker.
  return comparisons[trial]->ok || (runOptions.compareEveryTrial && !hard);
}

std::optional<ValidateResult>
Validation::concludeCheck(const ReferenceAsk &ask, const WorkerRun &run,
                          llvm::json::Array &trialsJson) {
  if (!consumeError.empty())
    return finish(Verdict::RuntimeError, consumeError);
  if (!ask.trials.empty() || !ask.float32Trials.empty()) {
    referenceMs += run.referenceMs;
    referenceComputedTrials += workerReferenceTrials - run.referenceGivenTrials;
    referenceCachedTrials += run.referenceGivenTrials;
  }
  if (run.verdict == Verdict::Ok && !run.stoppedEarly && !ask.trials.empty() &&
      (workerReferenceTrials != static_cast<int64_t>(ask.trials.size()) ||
       run.referenceTrials + run.referenceGivenTrials !=
           static_cast<int>(ask.trials.size())))
    return finish(Verdict::RuntimeError,
                  "the worker did not return the reference");
  if (run.verdict != Verdict::Ok && !run.stoppedEarly) {
    std::string where =
        run.failedTrial >= 0
            ? " (trial " + std::to_string(run.failedTrial) + ", " +
                  stringifyDistribution(distributionOfTrial(run.failedTrial))
                      .str() +
                  ")"
            : "";
    return finish(run.verdict, run.message + where);
  }
  return reportTrials(run, trialsJson);
}

std::optional<ValidateResult>
Validation::reportTrials(const WorkerRun &run, llvm::json::Array &trialsJson) {
  std::optional<std::string> wrong;
  for (unsigned trial = 0; trial < options.trials; ++trial) {
    if (!comparisons[trial])
      continue;
    const Comparison &cmp = *comparisons[trial];
    trialsJson.push_back(
        trialJson(trial, cmp, trialErrors[trial], trialCalibrated[trial]));
    if (!cmp.ok && !wrong) {
      std::string text;
      llvm::raw_string_ostream os(text);
      os << "trial " << trial << " ("
         << stringifyDistribution(distributionOfTrial(trial))
         << "): " << comparedOutput[trial] << cmp.reason << "; worst element "
         << cmp.worstIndex << ": got " << cmp.worstGot << ", expected "
         << cmp.worstRef << " (normwise error " << cmp.normwiseError << ")";
      wrong = text;
    }
  }
  if (wrong) {
    // The bounds alone: every trial compared, nothing a tolerance cannot
    // excuse.
    bool toleranceOnly =
        !run.stoppedEarly &&
        llvm::all_of(comparisons,
                     [](const auto &c) { return c.has_value(); }) &&
        llvm::none_of(trialHard, [](char h) { return h; });
    result.toleranceOnly = toleranceOnly;
    result.json["tolerance_only"] = toleranceOnly;
    return finish(Verdict::WrongAnswer, *wrong);
  }
  if (run.stoppedEarly)
    return finish(Verdict::RuntimeError,
                  "the worker was stopped without a failed comparison");
  return std::nullopt;
}
