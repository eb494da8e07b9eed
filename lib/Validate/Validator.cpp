//===- Validator.cpp - the validation protocol ----------------------------===//
//
// Part of kgen.
//
//===----------------------------------------------------------------------===//
//
// One validation, the parent's side: it parses the kernel, starts a worker
// process (kgen-validate's hidden worker mode, posix_spawn: no fork of a
// possibly multithreaded caller; Worker.cpp) that compiles and runs the
// candidate on every trial's inputs and publishes the outputs (or, with the
// device checks, each trial's comparison sums) in shared memory, with the
// float64 reference of each trial not cached (on the host or the GPU) and
// the kernel's float32 evaluation where asked, run by the worker before
// the candidate (the parent runs no user kernel); it waits for the worker
// under a deadline, compares, and draws the verdict. See docs/validate.md.
//
// This file has the entry points (validate(), the candidate's, the device
// reference's and the device checks' lowerings, the tuner's helpers) and
// the driver of a validation (Validation.h): reading the kernel, placing
// the reference and the checks, the timing, the naive baseline, the
// re-validation with fresh seeds and the result. The rest of a validation
// is in ValidationCheck.cpp (one check: the worker's run and the trials'
// report), ValidationReference.cpp (the float64 reference, cached per
// kernel, seed and trial in ReferenceCache.cpp), ValidationCompare.cpp (a
// trial's comparison and calibration) and ConstantOutput.cpp (the
// constant-output check). WorkerProcess.cpp starts and watches the worker;
// Execution.cpp has what both processes share (signatures, inputs, the
// lowering and the JIT); DeviceCheckKernels.cpp the check kernels.
//
//===----------------------------------------------------------------------===//

#include "kgen/Validate/Validate.h"

#include "DeviceChecks.h"
#include "Execution.h"
#include "Signature.h"
#include "Validation.h"
#include "WorkerProcess.h"

#include "Kgen/IR/KgenChips.h"
#include "kgen/Analysis/Passes.h"
#include "kgen/Lowering/Passes.h"
#include "kgen/Runtime/GPURuntime.h"
#include "kgen/Validate/Passes.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/ExecutionEngine/ExecutionEngine.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

#include <chrono>
#include <unistd.h>

using namespace mlir;
using namespace mlir::kgen;

/// The report's "inputs": per kernel argument, its element type, shape and
/// values ("distribution": the trial's; "indices": uniform in
/// [0, index_bound)).
static llvm::json::Array inputsJson(const Signature &sig) {
  llvm::json::Array inputs;
  for (auto [i, spec] : llvm::enumerate(sig.inputs)) {
    StringRef element = "f32";
    switch (spec.kind) {
    case ElementKind::F32:
      break;
    case ElementKind::I1:
      element = "i1";
      break;
    case ElementKind::I8:
      element = "i8";
      break;
    case ElementKind::I32:
      element = "i32";
      break;
    case ElementKind::I64:
      element = "i64";
      break;
    case ElementKind::F64:
      element = "f64";
      break;
    }
    llvm::json::Object input{
        {"argument", static_cast<int64_t>(i)},
        {"element", element},
        {"shape", llvm::json::Array(spec.shape)},
        {"values", spec.indexBound > 0 ? "indices" : "distribution"}};
    if (spec.indexBound > 0)
      input["index_bound"] = spec.indexBound;
    inputs.push_back(std::move(input));
  }
  return inputs;
}

static llvm::json::Object timingJson(const TimingStats &stats) {
  return llvm::json::Object{{"median_ms", stats.medianMs},
                            {"min_ms", stats.minMs},
                            {"iqr_ms", stats.iqrMs},
                            {"samples", static_cast<int64_t>(stats.samples)}};
}

/// Completes `prepared` from a lowering's outcome: the lowered module's
/// text and kernel when there is one, else the error's verdict and
/// message; the time since `start`.
static PreparedCandidate
finishPreparing(PreparedCandidate prepared,
                llvm::Expected<LoweredKernel> lowered,
                std::chrono::steady_clock::time_point start) {
  if (lowered) {
    prepared.ok = true;
    prepared.verdict = Verdict::Ok;
    prepared.kernelName = lowered->name;
    llvm::raw_string_ostream os(prepared.lowered);
    lowered->module->print(os);
  } else {
    std::tie(prepared.verdict, prepared.details) =
        takeVerdict(lowered.takeError());
  }
  prepared.seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start)
          .count();
  return prepared;
}

PreparedCandidate mlir::kgen::prepareCandidate(StringRef candidateText,
                                               const ValidateOptions &options) {
  PreparedCandidate prepared;
  auto start = std::chrono::steady_clock::now();
  MLIRContext context(options.getRegistry(), MLIRContext::Threading::DISABLED);
  context.loadAllAvailableDialects();
  return finishPreparing(std::move(prepared),
                         lower(context, candidateText, options.target,
                               /*promoteToF64=*/false),
                         start);
}

PreparedCandidate
mlir::kgen::prepareDeviceReference(StringRef kernelText,
                                   const ValidateOptions &options) {
  PreparedCandidate prepared;
  auto start = std::chrono::steady_clock::now();
  MLIRContext context(options.getRegistry(), MLIRContext::Threading::DISABLED);
  context.loadAllAvailableDialects();
  if (options.target == "host") {
    prepared.details = "the device reference needs a GPU target";
    return prepared;
  }
  prepared = finishPreparing(std::move(prepared),
                             lower(context, kernelText, options.target,
                                   /*promoteToF64=*/true,
                                   options.referenceArtifactsDir),
                             start);
  // A reference that does not lower is the kernel's problem, whatever the
  // pass that failed.
  if (!prepared.ok)
    prepared.verdict = Verdict::CompileError;
  return prepared;
}

PreparedCandidate mlir::kgen::prepareHostEvaluation(
    StringRef kernelText, const ValidateOptions &options, bool promoteToF64) {
  PreparedCandidate prepared;
  auto start = std::chrono::steady_clock::now();
  MLIRContext context(options.getRegistry(), MLIRContext::Threading::DISABLED);
  context.loadAllAvailableDialects();
  prepared =
      finishPreparing(std::move(prepared),
                      lower(context, kernelText, "host", promoteToF64), start);
  if (!prepared.ok)
    prepared.verdict = Verdict::CompileError;
  return prepared;
}

llvm::Expected<std::string>
mlir::kgen::getDeviceCheckModule(StringRef kernelText,
                                 const ValidateOptions &options) {
  MLIRContext context(options.getRegistry(), MLIRContext::Threading::DISABLED);
  context.loadAllAvailableDialects();
  llvm::Expected<Signature> sig = readSignature(context, kernelText);
  if (!sig)
    return sig.takeError();
  return buildDeviceCheckModule(*sig);
}

/// The device checks' module `text` lowered for `target` (the kernels'
/// entry points keep their C interfaces).
PreparedCandidate mlir::kgen::prepareDeviceChecks(StringRef text,
                                                  const std::string &target) {
  PreparedCandidate prepared;
  auto start = std::chrono::steady_clock::now();
  MLIRContext context(getToolRegistry(), MLIRContext::Threading::DISABLED);
  context.loadAllAvailableDialects();
  auto lowerChecks = [&]() -> llvm::Expected<LoweredKernel> {
    LoweredKernel lowered{nullptr, "kgen_check_hash_out0"};
    DiagnosticCollector diagnostics(context);
    lowered.module = parseSourceString<ModuleOp>(text, &context);
    if (!lowered.module)
      return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                     "cannot parse:\n" + diagnostics.text);
    if (llvm::Error error =
            lowerModule(*lowered.module, target, /*promoteToF64=*/false))
      return std::move(error);
    return std::move(lowered);
  };
  prepared = finishPreparing(std::move(prepared), lowerChecks(), start);
  if (!prepared.ok)
    prepared.verdict = Verdict::CompileError;
  return prepared;
}

ValidateResult mlir::kgen::validate(StringRef kernelText,
                                    StringRef candidateText,
                                    const ValidateOptions &options,
                                    const PreparedCandidate *prepared) {
  return Validation(kernelText, candidateText, options, prepared).run();
}

//===----------------------------------------------------------------------===//
// The driver
//===----------------------------------------------------------------------===//

Validation::Validation(StringRef kernelText, StringRef candidateText,
                       const ValidateOptions &options,
                       const PreparedCandidate *prepared)
    : kernelText(kernelText), candidateText(candidateText), options(options),
      prepared(prepared),
      context(options.getRegistry(), MLIRContext::Threading::DISABLED),
      referenceKind(options.reference), cache(ReferenceCache::get()),
      constantOutput(variationNoise(getTolerances(options.policy))) {
  context.loadAllAvailableDialects();
}

ValidateResult Validation::run() {
  secretSeed = options.seed;
  if (!secretSeed)
    secretSeed = drawSecretSeed();
  result.json["seed"] = static_cast<int64_t>(secretSeed);
  result.json["target"] = options.target;
  result.json["precision"] = stringifyPrecision(options.policy);
  result.json["tier"] = options.screen ? "screen" : "full";
  tolerances = getTolerances(options.policy);
  result.json["tolerances"] =
      llvm::json::Object{{"rtol", tolerances.rtol},
                         {"atol_relative_to_max_ref", tolerances.atolRel},
                         {"normwise", tolerances.normwise}};
  if (std::optional<ValidateResult> failed = readKernel())
    return std::move(*failed);
  // The elements of each output's scale rows (atol's max |ref|; 0 for an
  // integer output, compared exactly).
  llvm::json::Array scaleRows;
  for (const TensorSpec &spec : sig.outputs)
    scaleRows.push_back(spec.isFloat() ? getScaleRowLength(spec.shape) : 0);
  result.json.getObject("tolerances")
      ->insert({"scale_row_elements", std::move(scaleRows)});
  if (std::optional<ValidateResult> failed = placeReferenceAndChecks())
    return std::move(*failed);

  llvm::json::Array trialsJson;
  WorkerRun firstRun;
  if (std::optional<ValidateResult> failed =
          check(secretSeed, options, trialsJson, firstRun)) {
    failed->json["trials"] = std::move(trialsJson);
    // Asked to compare every trial, a failure of the bounds alone was
    // timed too (the tuner's naive lowering).
    // SLOWER was timed first, and is reported with its timing.
    if (((failed->toleranceOnly && options.compareEveryTrial) ||
         failed->verdict == Verdict::Slower) &&
        options.time && !firstRun.coldMs.empty()) {
      TimingStats cold;
      failed->json["timing"] = timingJsonOf(firstRun, cold);
    }
    return std::move(*failed);
  }
  result.json["trials"] = std::move(trialsJson);
  if (calibrating) {
    bool anyCalibrated =
        llvm::any_of(trialCalibrated, [](char c) { return c; });
    result.json["comparison"] = llvm::json::Object{
        {"rule", anyCalibrated ? "naive-calibrated" : "policy"},
        {"naive_error_factor", options.naiveErrorFactor}};
  }

  // Outputs that do not change across trials with different inputs, whose
  // reference does (ConstantOutput.h). The naive lowering is the kernel's
  // own float32 semantics: not judged by this.
  ConstantOutputVerdict constant = constantOutput.conclude();
  result.json["constant_output"] = constant.constant;
  if (constant.constant) {
    result.json["constant_output_varying_elements"] = constant.varying;
    if (constant.varying && candidateText != kernelText)
      return finish(Verdict::WrongAnswer, constant.details);
  }

  if (options.time)
    if (std::optional<ValidateResult> failed = reportTiming(firstRun))
      return std::move(*failed);
  return finish(Verdict::Ok, constant.constant
                                 ? "outputs do not depend on the "
                                   "inputs (constant across trials)"
                                 : "");
}

std::optional<ValidateResult> Validation::readKernel() {
  // The kernel's signature, from the untransformed kernel.
  {
    llvm::Expected<Signature> signature = readSignature(context, kernelText);
    if (!signature)
      return finish(Verdict::CompileError,
                    llvm::toString(signature.takeError()));
    sig = *signature;
  }
  result.json["kernel"] = sig.name;
  result.json["bytes"] = sig.bytes;
  result.json["flops"] = sig.flops;
  result.json["inputs"] = inputsJson(sig);
  if (candidateText != kernelText)
    if (llvm::Error mismatch = matchSignature(context, candidateText, sig))
      return finish(Verdict::CompileError, llvm::toString(std::move(mismatch)));
  if (prepared && !prepared->ok)
    return finish(prepared->verdict, prepared->details);
  // The worker (kgen-validate) has only the default registry: with an
  // injected one, the candidate is lowered here, so that the worker gets
  // an LLVM-dialect module and never the kernel's own IR.
  if (!prepared && options.registry) {
    preparedHere = prepareCandidate(candidateText, options);
    if (!preparedHere.ok)
      return finish(preparedHere.verdict, preparedHere.details);
    prepared = &preparedHere;
  }
  return std::nullopt;
}

std::optional<ValidateResult> Validation::placeReferenceAndChecks() {
  // The reference: the untransformed kernel in float64, on the CPU (while
  // the worker runs) or on the GPU (in the worker, before the candidate).
  // Each trial's reference is cached per (kernel, seed, trial).
  for (const TensorSpec &spec : sig.outputs) {
    outputBytes += spec.bytes();
    referenceBytes += spec.elements() * spec.referenceElementBytes();
  }
  // Inputs, outputs and one trial's float64 reference are in host memory
  // at once, at the least: a kernel larger than the machine is refused
  // before anything is allocated.
  {
    double needed = sig.bytes + static_cast<double>(referenceBytes);
    double physical = static_cast<double>(sysconf(_SC_PHYS_PAGES)) *
                      static_cast<double>(sysconf(_SC_PAGESIZE));
    if (physical > 0 && needed > physical)
      return finish(
          Verdict::RuntimeError,
          llvm::formatv("@{0} needs at least {1:F1} GiB of host memory to "
                        "validate (its operands and one trial's float64 "
                        "reference); this machine has {2:F1} GiB",
                        sig.name, needed / (1ull << 30),
                        physical / (1ull << 30))
              .str());
  }
  {
    llvm::Expected<ReferenceKind> kind = resolveReference(options);
    if (!kind)
      return finish(Verdict::RuntimeError,
                    "reference: " + llvm::toString(kind.takeError()));
    referenceKind = *kind;
  }
  deviceReference = referenceKind == ReferenceKind::Device;
  // Where the per-element checks run (docs/validate.md, "Device checks").
  switch (options.checks) {
  case ChecksPlace::Host:
    break;
  case ChecksPlace::Device:
    if (!deviceReference)
      return finish(Verdict::RuntimeError,
                    "checks: the device checks need the float64 reference on "
                    "the device (a GPU target and a driver; --reference=auto "
                    "or device)");
    if (sig.integersFromFloats)
      return finish(Verdict::RuntimeError,
                    "checks: @" + sig.name +
                        " may compute integer outputs from float values, "
                        "which are judged against its float32 evaluation "
                        "too: the host checks do that, the device checks do "
                        "not (--checks=host or auto)");
    deviceChecks = true;
    break;
  case ChecksPlace::Auto:
    // Integer outputs computed from floats are judged against the kernel's
    // float32 evaluation too, on the host.
    deviceChecks = deviceReference && sig.bytes >= kDeviceChecksMinBytes &&
                   !sig.integersFromFloats;
    break;
  }
  if (sig.integersFromFloats) {
    float32Outputs.resize(options.trials);
    result.json["integer_outputs_from_floats"] = true;
  }
  result.json["checks"] = deviceChecks ? "device" : "host";
  reference.resize(options.trials);
  calibrating = options.naiveErrorFactor > 0 && !options.naiveErrors.empty();
  naiveErrors = options.naiveErrors;
  if (calibrating)
    result.json["calibration"] = llvm::json::Object{
        {"naive_error_factor", options.naiveErrorFactor},
        {"rule", "each bound is max(the policy's, factor x the naive "
                 "lowering's error on the same output and trial)"}};
  return std::nullopt;
}

ValidateResult Validation::finish(Verdict verdict, std::string details) {
  result.errors = trialErrors;
  llvm::json::Object profile;
  for (const auto &[phase, ms] : profileMs)
    profile[phase] = ms;
  profile["copy_reference_to_cache"] = referenceCopyMs;
  result.json["profile_ms"] = std::move(profile);
  result.json["gpu_lock_wait_ms"] = lockWaitMs;
  llvm::json::Object referenceJson{
      {"requested", stringifyReferenceKind(options.reference)},
      {"ms", referenceMs},
      {"computed_trials", referenceComputedTrials},
      {"cached_trials", referenceCachedTrials},
      {"cache_mib", static_cast<int64_t>(options.referenceCacheMiB)}};
  // "ran": where it ran, once resolved (not for early failures).
  if (referenceKind != ReferenceKind::Auto)
    referenceJson["ran"] = stringifyReferenceKind(referenceKind);
  if (referenceKind == ReferenceKind::Device)
    referenceJson["lowering_ms"] = referenceLoweringMs;
  result.json["reference"] = std::move(referenceJson);
  result.verdict = verdict;
  result.details = std::move(details);
  result.json["verdict"] = stringifyVerdict(verdict);
  result.json["details"] = result.details;
  return std::move(result);
}

llvm::json::Object Validation::timingJsonOf(const WorkerRun &run,
                                            TimingStats &cold) {
  cold = summarize(run.coldMs);
  // A cold series stopped at the racing cutoff says so: its median stands
  // on few samples (ValidateOptions::timingCutoffMs).
  llvm::json::Object coldJson = timingJson(cold);
  if (run.coldCut)
    coldJson["cut_above_ms"] = options.timingCutoffMs;
  llvm::json::Object timing{
      {"cold", std::move(coldJson)},
      {"timer", run.eventTimed ? "device events on the default stream"
                               : "wall clock around the host function"}};
  // No warm samples where none were asked for (ValidateOptions::warmTiming).
  if (!run.warmMs.empty())
    timing["warm"] = timingJson(summarize(run.warmMs));
  return timing;
}

std::optional<ValidateResult> Validation::reportTiming(const WorkerRun &run) {
  TimingStats cold;
  result.json["timing"] = timingJsonOf(run, cold);
  if (cold.medianMs > 0) {
    result.json["achieved_gbps"] = sig.bytes / (cold.medianMs * 1e6);
    result.json["achieved_gflops"] = sig.flops / (cold.medianMs * 1e6);
  }
  // The host row of the chip table is nominal: no ceilings for the CPU.
  // The bandwidth is the timed device's where its attributes give it
  // (chips of one architecture differ: the sm_90 row is an H100's 3350
  // GB/s, an H200 has 4800), else the chip table's.
  if (TargetAttr target =
          options.target == "host"
              ? TargetAttr()
              : TargetAttr::getForChip(&context, options.target)) {
    bool device = run.deviceBandwidthGbps > 0;
    result.json["ceilings"] = llvm::json::Object{
        {"peak_bandwidth_gbps",
         device ? static_cast<int64_t>(run.deviceBandwidthGbps)
                : static_cast<int64_t>(target.getPeakBandwidthGbps())},
        {"bandwidth_from", device ? "device" : "chip table"},
        {"peak_gflops",
         static_cast<int64_t>(target.getPeakGflops(options.policy))}};
  }

  // The naive lowering of the kernel is the baseline; a speedup beyond
  // the threshold is re-validated with fresh seeds before it counts.
  double naiveMs = naiveBaselineMs(cold.medianMs);
  if (naiveMs > 0) {
    double speedup = naiveMs / cold.medianMs;
    result.json["naive_ms"] = naiveMs;
    result.json["speedup_vs_naive"] = speedup;
    if (speedup > options.speedupThreshold)
      return revalidate(speedup);
  }
  return std::nullopt;
}

double Validation::naiveBaselineMs(double candidateMs) {
  double naiveMs = options.knownNaiveMs;
  if (naiveMs <= 0 && candidateText == kernelText)
    naiveMs = candidateMs; // the candidate is the naive lowering
  if (naiveMs > 0)
    return naiveMs;
  ValidateOptions naiveOptions = options;
  naiveOptions.trials = 1;
  // The baseline's median, not a race against it.
  naiveOptions.timingCutoffMs = 0;
  // With the device checks, its one trial is checked there too (no
  // full-size copies to the host).
  ReferenceAsk naiveAsk;
  if (deviceChecks && getDeviceLowering().ok && getChecksLowering().ok) {
    naiveAsk.lowered = getDeviceLowering().lowered;
    naiveAsk.name = getDeviceLowering().kernelName;
    naiveAsk.trials = {0};
    naiveAsk.referenceBytes = referenceBytes;
    addChecks(naiveAsk, 1);
  }
  // Lowered here with an injected registry, as the candidate is.
  PreparedCandidate naiveLowering;
  if (options.registry)
    naiveLowering = prepareCandidate(kernelText, options);
  WorkerRun naive;
  if (!options.registry)
    naive = runInWorker(kernelText, "", sig, naiveOptions, secretSeed,
                        outputBytes, naiveAsk);
  else if (naiveLowering.ok)
    naive = runInWorker(naiveLowering.lowered, naiveLowering.kernelName, sig,
                        naiveOptions, secretSeed, outputBytes, naiveAsk);
  else
    naive.verdict = naiveLowering.verdict;
  if (naive.verdict == Verdict::Ok && !naive.coldMs.empty()) {
    TimingStats naiveCold = summarize(naive.coldMs);
    naiveMs = naiveCold.medianMs;
    result.json["naive_timing"] = timingJson(naiveCold);
  }
  return naiveMs;
}

std::optional<ValidateResult> Validation::revalidate(double speedup) {
  uint64_t fresh = secretSeed * 0x9e3779b97f4a7c15ull + 1;
  llvm::json::Array again;
  WorkerRun rerun;
  ValidateOptions quiet = options;
  quiet.time = false;
  result.json["revalidation_seed"] = static_cast<int64_t>(fresh);
  if (calibrating) {
    // The calibration follows the inputs: the naive lowering's errors on
    // the fresh seed (once per kernel, chip, seed and trials: the tuner's
    // candidates share the fresh seed).
    std::string where =
        options.target + (deviceChecks ? ", device checks" : ", host checks");
    if (std::optional<ReferenceCache::Errors> cached =
            cache.lookupNaiveErrors(kernelText, where, fresh, options.trials)) {
      naiveErrors = std::move(*cached);
      result.json["revalidation_naive_errors"] = "cached";
    } else {
      ValidateOptions naiveOptions = options;
      naiveOptions.seed = fresh;
      naiveOptions.time = false;
      naiveOptions.compareEveryTrial = true;
      naiveOptions.naiveErrors.clear();
      naiveOptions.naiveErrorFactor = 0;
      ValidateResult naive = validate(kernelText, kernelText, naiveOptions);
      if ((naive.verdict == Verdict::Ok || naive.toleranceOnly) &&
          naive.errors.size() == options.trials) {
        naiveErrors = naive.errors;
        cache.insertNaiveErrors(kernelText, where, fresh, options.trials,
                                naiveErrors);
      }
      result.json["revalidation_naive_errors"] = "computed";
    }
  }
  if (std::optional<ValidateResult> failed =
          check(fresh, quiet, again, rerun)) {
    failed->details = "speedup " + std::to_string(speedup) +
                      "x over the naive lowering, but re-validation "
                      "with fresh seeds failed: " +
                      failed->details;
    failed->json["details"] = failed->details;
    return failed;
  }
  result.json["revalidated"] = true;
  return std::nullopt;
}

bool mlir::kgen::calibrateByNaiveError(const ValidateResult &naive,
                                       double factor,
                                       ValidateOptions &candidateOptions) {
  if (factor <= 0 || naive.verdict != Verdict::WrongAnswer ||
      !naive.toleranceOnly || naive.errors.empty() ||
      llvm::any_of(naive.errors, [](const auto &e) { return e.empty(); }))
    return false;
  candidateOptions.naiveErrors = naive.errors;
  candidateOptions.naiveErrorFactor = factor;
  return true;
}

bool mlir::kgen::isOutOfDeviceMemory(Verdict verdict, llvm::StringRef details) {
  return (verdict == Verdict::RuntimeError ||
          verdict == Verdict::ReferenceError) &&
         (details.contains("CUDA_ERROR_OUT_OF_MEMORY") ||
          details.contains("hipErrorOutOfMemory"));
}

std::string mlir::kgen::describeToleranceFailure(const ValidateResult &result) {
  const llvm::json::Array *trials = result.json.getArray("trials");
  if (!trials)
    return result.details;
  int64_t mismatches = 0, failedTrials = 0;
  double worstRatio = 0, normwise = 0;
  for (const llvm::json::Value &value : *trials) {
    const llvm::json::Object *trial = value.getAsObject();
    if (!trial)
      continue;
    normwise =
        std::max(normwise, trial->getNumber("normwise_error").value_or(0));
    if (trial->getBoolean("ok").value_or(true))
      continue;
    ++failedTrials;
    mismatches += trial->getInteger("mismatches").value_or(0);
    if (const llvm::json::Object *worst = trial->getObject("worst")) {
      double bound = worst->getNumber("bound").value_or(0);
      if (bound > 0)
        worstRatio =
            std::max(worstRatio, worst->getNumber("error").value_or(0) / bound);
    }
  }
  return llvm::formatv("{0} elements in {1} of {2} trials, up to {3:F1}x the "
                       "elementwise bound; normwise error up to {4:e}",
                       mismatches, failedTrials, trials->size(), worstRatio,
                       normwise)
      .str();
}
