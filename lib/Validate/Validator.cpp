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
// device checks, each trial's comparison sums) in shared memory, computes
// the float64 reference of each trial meanwhile (or has the worker compute
// it on the GPU), waits for the worker under a deadline, compares, and
// draws the verdict. References are cached per kernel, seed and trial
// (ReferenceCache.cpp). WorkerProcess.cpp starts and watches the worker;
// Execution.cpp has what both processes share (signatures, inputs, the
// lowering and the JIT); DeviceChecks.cpp the check kernels. See
// docs/validate.md.
//
//===----------------------------------------------------------------------===//

#include "kgen/Validate/Validate.h"

#include "DeviceChecks.h"
#include "Execution.h"
#include "Generator.h"
#include "Parallel.h"
#include "ReferenceCache.h"
#include "Signature.h"
#include "Worker.h"
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
#include <cmath>
#include <cstdlib>
#include <cstring>
#include <list>
#include <map>
#include <mutex>
#include <random>
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

/// A number in JSON, which has no NaN or Inf: those become strings.
static llvm::json::Value number(double value) {
  if (std::isnan(value))
    return "nan";
  if (std::isinf(value))
    return value > 0 ? "inf" : "-inf";
  return value;
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
static PreparedCandidate prepareDeviceChecks(StringRef text,
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
  ValidateResult result;
  // What the report says about the reference.
  ReferenceKind referenceKind = options.reference;
  double referenceMs = 0, referenceLoweringMs = 0;
  int64_t referenceComputedTrials = 0, referenceCachedTrials = 0;
  // Where the time of the checks went (summed over the validation's worker
  // runs), and how long the worker waited for the GPU lock.
  std::map<std::string, double> profileMs;
  double referenceCopyMs = 0, lockWaitMs = 0;
  // Per trial of the last check: every output's errors (whether a failure
  // no tolerance excuses was seen, and whether it passed only through the
  // calibrated bounds, are kept beside the comparisons below).
  std::vector<std::vector<OutputError>> trialErrors;
  auto finish = [&](Verdict verdict, std::string details) {
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
  };

  uint64_t secretSeed = options.seed;
  if (!secretSeed)
    secretSeed = drawSecretSeed();
  result.json["seed"] = static_cast<int64_t>(secretSeed);
  result.json["target"] = options.target;
  result.json["precision"] = stringifyPrecision(options.policy);
  Tolerances tolerances = getTolerances(options.policy);
  result.json["tolerances"] =
      llvm::json::Object{{"rtol", tolerances.rtol},
                         {"atol_relative_to_max_ref", tolerances.atolRel},
                         {"normwise", tolerances.normwise}};

  // The kernel's signature, from the untransformed kernel.
  MLIRContext context(options.getRegistry(), MLIRContext::Threading::DISABLED);
  context.loadAllAvailableDialects();
  Signature sig;
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
  PreparedCandidate preparedHere;
  if (!prepared && options.registry) {
    preparedHere = prepareCandidate(candidateText, options);
    if (!preparedHere.ok)
      return finish(preparedHere.verdict, preparedHere.details);
    prepared = &preparedHere;
  }

  // The reference: the untransformed kernel in float64, on the CPU (while
  // the worker runs) or on the GPU (in the worker, before the candidate).
  // Each trial's reference is cached per (kernel, seed, trial).
  size_t outputBytes = 0, referenceBytes = 0;
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
  bool deviceReference = referenceKind == ReferenceKind::Device;
  // Where the per-element checks run (docs/validate.md, "Device checks").
  bool deviceChecks = false;
  switch (options.checks) {
  case ChecksPlace::Host:
    break;
  case ChecksPlace::Device:
    if (!deviceReference)
      return finish(Verdict::RuntimeError,
                    "checks: the device checks need the float64 reference on "
                    "the device (a GPU target and a driver; --reference=auto "
                    "or device)");
    deviceChecks = true;
    break;
  case ChecksPlace::Auto:
    deviceChecks = deviceReference && sig.bytes >= kDeviceChecksMinBytes;
    break;
  }
  result.json["checks"] = deviceChecks ? "device" : "host";
  ReferenceCache &cache = ReferenceCache::get();
  // Per trial, every output of the reference: floats as float64, integers
  // as they are.
  std::vector<std::shared_ptr<const std::vector<uint8_t>>> reference(
      options.trials);
  std::string referenceError;
  std::optional<PreparedCandidate> deviceLowering;
  /// The trials of `seed` whose reference is not cached; the cached ones
  /// are copied into `reference`.
  auto missingTrials = [&](uint64_t seed) {
    std::vector<unsigned> missing;
    for (unsigned trial = 0; trial < options.trials; ++trial) {
      // The device checks compute the reference where they compare.
      if (!deviceChecks &&
          cache.lookup(kernelText, seed, trial, reference[trial]))
        ++referenceCachedTrials;
      else
        missing.push_back(trial);
    }
    return missing;
  };
  auto computeHostReference = [&](uint64_t seed, ArrayRef<unsigned> trials) {
    if (trials.empty())
      return;
    auto start = std::chrono::steady_clock::now();
    llvm::Expected<Executable> executable =
        compile(context, kernelText, "host", /*promoteToF64=*/true);
    if (!executable) {
      referenceError = llvm::toString(executable.takeError());
      return;
    }
    for (unsigned trial : trials) {
      std::vector<HostBuffer> inputs = makeReferenceInputs(sig, seed, trial);
      SmallVector<void *> buffers;
      for (HostBuffer &bytes : inputs)
        buffers.push_back(bytes.data());
      auto outputs = std::make_shared<std::vector<uint8_t>>(referenceBytes, 0);
      size_t offset = 0;
      for (const TensorSpec &spec : sig.outputs) {
        buffers.push_back(outputs->data() + offset);
        offset += spec.elements() * spec.referenceElementBytes();
      }
      if (llvm::Error err = invoke(*executable, sig, buffers)) {
        referenceError =
            "running the reference failed: " + llvm::toString(std::move(err));
        return;
      }
      reference[trial] = std::move(outputs);
      cache.insert(kernelText, seed, trial, reference[trial],
                   options.referenceCacheBytes());
      ++referenceComputedTrials;
    }
    referenceMs += std::chrono::duration<double, std::milli>(
                       std::chrono::steady_clock::now() - start)
                       .count();
  };
  /// The device reference's lowering (once per kernel and chip).
  auto getDeviceLowering = [&]() -> const PreparedCandidate & {
    if (!deviceLowering)
      deviceLowering = cache.lookupLowering(kernelText, options.target);
    if (!deviceLowering) {
      deviceLowering = prepareDeviceReference(kernelText, options);
      referenceLoweringMs = deviceLowering->seconds * 1e3;
      if (deviceLowering->ok)
        cache.insertLowering(kernelText, options.target, *deviceLowering);
    }
    return *deviceLowering;
  };
  /// The device checks' lowering (once per signature and chip).
  std::optional<PreparedCandidate> checksLowering;
  auto getChecksLowering = [&]() -> const PreparedCandidate & {
    if (!checksLowering) {
      std::string text = buildDeviceCheckModule(sig);
      checksLowering = cache.lookupLowering(text, options.target);
      if (!checksLowering) {
        checksLowering = prepareDeviceChecks(text, options.target);
        if (checksLowering->ok)
          cache.insertLowering(text, options.target, *checksLowering);
      }
    }
    return *checksLowering;
  };

  /// Compares every output of a trial (`got`: its outputs' bytes, `ref`:
  /// its reference's); integers must match exactly.
  // Calibration by the naive lowering's error (docs/validate.md).
  bool calibrating =
      options.naiveErrorFactor > 0 && !options.naiveErrors.empty();
  // The naive lowering's errors the comparisons use: the caller's, then,
  // for a re-validation with fresh seeds, the naive lowering's on them.
  std::vector<std::vector<OutputError>> naiveErrors = options.naiveErrors;
  if (calibrating)
    result.json["calibration"] = llvm::json::Object{
        {"naive_error_factor", options.naiveErrorFactor},
        {"rule", "each bound is max(the policy's, factor x the naive "
                 "lowering's error on the same output and trial)"}};
  /// Compares every output of a trial (`got`: its outputs' bytes, `ref`:
  /// its reference's); integers must match exactly. `errors` receives
  /// each output's errors; `hard` is set by a failure that no tolerance
  /// excuses (NaN/Inf positions, integers, sizes).
  /// The calibration of output `o` in trial `trial`, if any.
  auto calibrationOf = [&](unsigned trial,
                           size_t o) -> std::optional<Calibration> {
    if (!calibrating)
      return std::nullopt;
    const std::vector<OutputError> &naive =
        naiveErrors[trial % naiveErrors.size()];
    if (o >= naive.size())
      return std::nullopt;
    return Calibration{naive[o], options.naiveErrorFactor};
  };
  auto compareTrial = [&](unsigned trial, const uint8_t *gotBase,
                          const uint8_t *refBase, const TrialSummary *summary,
                          std::string &which, std::vector<OutputError> &errors,
                          bool &hard, bool &calibrated) -> Comparison {
    Comparison worst;
    errors.assign(sig.outputs.size(), OutputError{});
    hard = false;
    calibrated = false;
    size_t gotOffset = 0, refOffset = 0;
    for (auto [o, spec] : llvm::enumerate(sig.outputs)) {
      const uint8_t *got = gotBase + gotOffset;
      const uint8_t *ref = refBase + refOffset;
      Comparison cmp;
      if (spec.isFloat()) {
        std::optional<Calibration> calibration = calibrationOf(trial, o);
        const Calibration *c = calibration ? &*calibration : nullptr;
        cmp = summary
                  ? concludeComparison(summary->outputs[o], tolerances, c)
                  : compareOutput(
                        ArrayRef<float>(reinterpret_cast<const float *>(got),
                                        spec.elements()),
                        ArrayRef<double>(reinterpret_cast<const double *>(ref),
                                         spec.elements()),
                        tolerances, c);
        errors[o] = OutputError{cmp.maxAbsError, cmp.normwiseError};
        if (cmp.nanInfMismatches || (cmp.worstIndex < 0 && !cmp.ok))
          hard = true;
        calibrated |= cmp.calibrated;
      } else if (summary) {
        const ComparisonSums &sums = summary->outputs[o];
        cmp.mismatches = sums.mismatches;
        cmp.worstIndex = sums.worstIndex;
        cmp.worstGot = sums.worstGot;
        cmp.worstRef = sums.worstRef;
        cmp.worstError = sums.worstError;
      } else {
        auto value = [&](const uint8_t *base, int64_t e) -> int64_t {
          switch (spec.kind) {
          case ElementKind::I1:
          case ElementKind::I8:
            return reinterpret_cast<const int8_t *>(base)[e];
          case ElementKind::I32:
            return reinterpret_cast<const int32_t *>(base)[e];
          default:
            return reinterpret_cast<const int64_t *>(base)[e];
          }
        };
        // Per chunk: the mismatches and the first one; combined in order.
        size_t chunks = vpar::numChunks(spec.elements());
        std::vector<int64_t> counts(chunks, 0), firsts(chunks, -1);
        vpar::forEachChunk(spec.elements(),
                           [&](size_t c, size_t begin, size_t end) {
                             for (size_t e = begin; e < end; ++e) {
                               if (value(got, e) == value(ref, e))
                                 continue;
                               if (counts[c]++ == 0)
                                 firsts[c] = e;
                             }
                           });
        for (size_t c = 0; c < chunks; ++c) {
          if (!counts[c])
            continue;
          if (cmp.mismatches == 0) {
            int64_t e = firsts[c];
            cmp.worstIndex = e;
            cmp.worstGot = value(got, e);
            cmp.worstRef = value(ref, e);
            cmp.worstError = std::fabs(cmp.worstGot - cmp.worstRef);
          }
          cmp.mismatches += counts[c];
        }
      }
      if (!spec.isFloat() && cmp.mismatches) {
        cmp.ok = false;
        hard = true;
        cmp.reason = std::to_string(cmp.mismatches) +
                     " integer elements differ from the reference";
      }
      if (o == 0 || (!cmp.ok && worst.ok)) {
        worst = cmp;
        which =
            sig.outputs.size() > 1 ? "output " + std::to_string(o) + ": " : "";
      }
      gotOffset += spec.bytes();
      refOffset += spec.elements() * spec.referenceElementBytes();
    }
    return worst;
  };

  /// Asks `ask` for the device checks of `trials` trials (their lowering
  /// ready).
  auto addChecks = [&](ReferenceAsk &ask, unsigned trials) {
    ask.checks = getChecksLowering().lowered;
    ask.tolerances = tolerances;
    ask.numOutputs = sig.outputs.size();
    for (unsigned trial = 0; trial < trials; ++trial) {
      ask.floors.emplace_back();
      for (size_t o = 0; o < sig.outputs.size(); ++o) {
        std::optional<Calibration> calibration = calibrationOf(trial, o);
        ask.floors.back().push_back(
            elementFloor(calibration ? &*calibration : nullptr));
      }
    }
  };

  // Per trial of the last check: its comparison and a hash of its outputs
  // (outputs equal across trials: a constant output).
  std::vector<std::optional<Comparison>> comparisons;
  std::vector<std::string> comparedOutput;
  std::vector<uint64_t> outputHashes;
  std::vector<char> trialHard, trialCalibrated;
  // The constant-output check (docs/validate.md, "Constant outputs"): the
  // first consumed trial's float references (rounded to float) are kept
  // while the outputs stay bitwise equal to that trial's; each later trial
  // with equal outputs counts, per float output, the elements whose
  // reference moved beyond the noise (the device checks count them in the
  // worker). `variation[o]`: the sums with the first such element.
  int keptTrial = -1;
  std::vector<std::vector<float>> keptReference;
  std::vector<ComparisonSums> variation;
  std::vector<unsigned> variationTrial;
  double relativeNoise = variationNoise(tolerances);
  /// Adds trial `trial`'s variation of output `o`.
  auto addVariation = [&](unsigned trial, size_t o,
                          const ComparisonSums &sums) {
    if (!sums.varying)
      return;
    if (!variation[o].varying) {
      variation[o].varyingIndex = sums.varyingIndex;
      variation[o].varyingKept = sums.varyingKept;
      variation[o].varyingRef = sums.varyingRef;
      variation[o].varyingGot = sums.varyingGot;
      variationTrial[o] = trial;
    }
    variation[o].varying += sums.varying;
  };
  /// The absolute noise of output `o` between trial `trial` and the kept
  /// one: the sum of their calibrated floors (an element within its floor
  /// in both trials moves by at most that much).
  auto absoluteNoise = [&](unsigned trial, unsigned kept, size_t o) {
    std::optional<Calibration> a = calibrationOf(trial, o),
                               b = calibrationOf(kept, o);
    return elementFloor(a ? &*a : nullptr) + elementFloor(b ? &*b : nullptr);
  };
  auto check = [&](uint64_t seed, const ValidateOptions &runOptions,
                   llvm::json::Array &trialsJson,
                   WorkerRun &run) -> std::optional<ValidateResult> {
    std::vector<unsigned> missing = missingTrials(seed);
    ReferenceAsk ask;
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
    comparisons.assign(options.trials, std::nullopt);
    comparedOutput.assign(options.trials, "");
    outputHashes.assign(options.trials, 0);
    trialErrors.assign(options.trials, {});
    trialHard.assign(options.trials, 0);
    trialCalibrated.assign(options.trials, 0);
    keptTrial = -1;
    keptReference.clear();
    variation.assign(sig.outputs.size(), ComparisonSums{});
    variationTrial.assign(sig.outputs.size(), 0);
    int64_t deviceTrials = 0;
    std::string consumeError;
    // Each trial as the worker finishes it: the device reference (kept in
    // the cache when it fits its budget, else compared in place), the
    // comparison, and the hash of the outputs.
    auto consume = [&](unsigned trial, const uint8_t *outputs,
                       const uint8_t *deviceRef) -> bool {
      if (trial >= options.trials)
        return true;
      bool hard = false, calibrated = false;
      if (deviceChecks) {
        // The worker compared on the device: the summary's sums.
        ++deviceTrials;
        TrialSummary summary = TrialSummary::read(outputs, sig.outputs.size());
        comparisons[trial] = compareTrial(trial, nullptr, nullptr, &summary,
                                          comparedOutput[trial],
                                          trialErrors[trial], hard, calibrated);
        outputHashes[trial] = summary.outputHash;
        // The worker keeps its first trial's references (trial 0).
        if (trial > 0)
          for (size_t o = 0; o < sig.outputs.size(); ++o)
            addVariation(trial, o, summary.outputs[o]);
      } else {
        const uint8_t *ref =
            reference[trial] ? reference[trial]->data() : nullptr;
        if (deviceRef) {
          ++deviceTrials;
          ref = deviceRef;
          if (referenceBytes <= options.referenceCacheBytes()) {
            auto start = std::chrono::steady_clock::now();
            auto bytes = std::make_shared<std::vector<uint8_t>>();
            bytes->resize(referenceBytes);
            vpar::copyBytes(bytes->data(), deviceRef, referenceBytes);
            reference[trial] = std::move(bytes);
            cache.insert(kernelText, seed, trial, reference[trial],
                         options.referenceCacheBytes());
            ref = reference[trial]->data();
            referenceCopyMs += msSince(start);
          }
        }
        if (!ref) {
          consumeError = "the worker did not return the device reference";
          return false;
        }
        comparisons[trial] =
            compareTrial(trial, outputs, ref, nullptr, comparedOutput[trial],
                         trialErrors[trial], hard, calibrated);
        outputHashes[trial] = vpar::hashBytes(outputs, outputBytes);
        // Constant outputs: keep the first trial's references; compare a
        // later trial's while the outputs stay the same.
        bool keep = keptTrial < 0;
        bool same = !keep && !keptReference.empty() &&
                    outputHashes[trial] == outputHashes[keptTrial];
        if (!keep && !same)
          keptReference.clear();
        size_t refOffset = 0, gotOffset = 0;
        if (keep)
          keptReference.resize(sig.outputs.size());
        for (auto [o, spec] : llvm::enumerate(sig.outputs)) {
          const double *r = reinterpret_cast<const double *>(ref + refOffset);
          const float *g = reinterpret_cast<const float *>(outputs + gotOffset);
          refOffset += spec.elements() * spec.referenceElementBytes();
          gotOffset += spec.bytes();
          if (!spec.isFloat())
            continue;
          if (keep) {
            std::vector<float> &kept = keptReference[o];
            kept.resize(spec.elements());
            vpar::forEachChunk(kept.size(),
                               [&](size_t, size_t begin, size_t end) {
                                 for (size_t i = begin; i < end; ++i)
                                   kept[i] = static_cast<float>(r[i]);
                               });
          } else if (same) {
            ComparisonSums sums;
            countVariation(
                keptReference[o], ArrayRef<double>(r, spec.elements()),
                ArrayRef<float>(g, spec.elements()),
                absoluteNoise(trial, keptTrial, o), relativeNoise, sums);
            addVariation(trial, o, sums);
          }
        }
        if (keep)
          keptTrial = trial;
      }
      trialHard[trial] = hard;
      trialCalibrated[trial] = calibrated;
      // Asked to compare every trial: a failure of the bounds alone does
      // not stop the worker.
      return comparisons[trial]->ok || (runOptions.compareEveryTrial && !hard);
    };
    run = runInWorker(
        prepared ? StringRef(prepared->lowered) : candidateText,
        prepared ? StringRef(prepared->kernelName) : "", sig, runOptions, seed,
        outputBytes,
        [&] {
          if (!deviceReference)
            computeHostReference(seed, missing);
        },
        ask, TrialConsumer(consume));
    for (const auto &[phase, ms] : run.phaseMs)
      profileMs[phase] += ms;
    lockWaitMs += run.lockWaitMs;
    if (!referenceError.empty())
      return finish(Verdict::CompileError,
                    "the reference (the kernel in float64 on the CPU) "
                    "failed: " +
                        referenceError);
    if (!consumeError.empty())
      return finish(Verdict::RuntimeError, consumeError);
    if (!ask.trials.empty()) {
      referenceMs += run.referenceMs;
      referenceComputedTrials += deviceTrials;
    }
    if (run.verdict == Verdict::Ok && !run.stoppedEarly &&
        !ask.trials.empty() &&
        (deviceTrials != static_cast<int64_t>(ask.trials.size()) ||
         run.referenceTrials != static_cast<int>(ask.trials.size())))
      return finish(Verdict::RuntimeError,
                    "the worker did not return the device reference");
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
    std::optional<ValidateResult> wrong;
    for (unsigned trial = 0; trial < options.trials; ++trial) {
      if (!comparisons[trial])
        continue;
      const Comparison &cmp = *comparisons[trial];
      llvm::json::Array outputsJson;
      for (const OutputError &e : trialErrors[trial])
        outputsJson.push_back(
            llvm::json::Object{{"max_abs_error", number(e.maxAbs)},
                               {"normwise_error", number(e.normwise)}});
      llvm::json::Object trialJson{
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
        trialJson["rule"] =
            trialCalibrated[trial] ? "naive-calibrated" : "policy";
      trialsJson.push_back(std::move(trialJson));
      if (!cmp.ok && !wrong) {
        std::string text;
        llvm::raw_string_ostream os(text);
        os << "trial " << trial << " ("
           << stringifyDistribution(distributionOfTrial(trial))
           << "): " << comparedOutput[trial] << cmp.reason << "; worst element "
           << cmp.worstIndex << ": got " << cmp.worstGot << ", expected "
           << cmp.worstRef << " (normwise error " << cmp.normwiseError << ")";
        wrong = ValidateResult{};
        wrong->details = text;
      }
    }
    if (wrong) {
      std::string details = wrong->details;
      // The bounds alone: every trial compared, nothing a tolerance
      // cannot excuse.
      bool toleranceOnly =
          !run.stoppedEarly &&
          llvm::all_of(comparisons,
                       [](const auto &c) { return c.has_value(); }) &&
          llvm::none_of(trialHard, [](char h) { return h; });
      result.toleranceOnly = toleranceOnly;
      result.json["tolerance_only"] = toleranceOnly;
      return finish(Verdict::WrongAnswer, details);
    }
    if (run.stoppedEarly)
      return finish(Verdict::RuntimeError,
                    "the worker was stopped without a failed comparison");
    return std::nullopt;
  };

  auto timingJsonOf = [&](const WorkerRun &run, TimingStats &cold) {
    cold = summarize(run.coldMs);
    TimingStats warm = summarize(run.warmMs);
    return llvm::json::Object{
        {"cold", timingJson(cold)},
        {"warm", timingJson(warm)},
        {"timer", run.eventTimed ? "device events on the default stream"
                                 : "wall clock around the host function"}};
  };

  llvm::json::Array trialsJson;
  WorkerRun run;
  if (std::optional<ValidateResult> failed =
          check(secretSeed, options, trialsJson, run)) {
    failed->json["trials"] = std::move(trialsJson);
    // Asked to compare every trial, a failure of the bounds alone was
    // timed too (the tuner's naive lowering).
    if (failed->toleranceOnly && options.compareEveryTrial && options.time &&
        !run.coldMs.empty()) {
      TimingStats cold;
      failed->json["timing"] = timingJsonOf(run, cold);
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

  // Outputs that do not change across trials with different inputs (equal
  // 64-bit hashes of every trial's outputs).
  bool constant = options.trials > 1;
  for (unsigned trial = 1; trial < options.trials && constant; ++trial)
    constant = outputHashes[trial] == outputHashes[0];
  result.json["constant_output"] = constant;
  // A constant output whose reference is not constant: some element's
  // reference moved across trials by more than the noise (the calibrated
  // floors, the policy format's rounding), so a correct output would have
  // moved too. The naive lowering is the kernel's own float32 semantics:
  // not judged by this.
  if (constant) {
    int64_t varying = 0;
    std::string details;
    for (auto [o, spec] : llvm::enumerate(sig.outputs)) {
      const ComparisonSums &v = variation[o];
      varying += v.varying;
      if (!v.varying || !details.empty())
        continue;
      std::string text;
      llvm::raw_string_ostream os(text);
      os << (sig.outputs.size() > 1 ? "output " + std::to_string(o) + " "
                                    : std::string("the output "))
         << "is the same in every trial but its reference is not: " << v.varying
         << " elements moved beyond the noise (summed over the trials "
            "compared with trial "
         << (deviceChecks ? 0 : keptTrial) << "); element " << v.varyingIndex
         << ": reference " << v.varyingKept << " in trial "
         << (deviceChecks ? 0 : keptTrial) << ", " << v.varyingRef
         << " in trial " << variationTrial[o] << " (got " << v.varyingGot
         << " in both)";
      details = text;
    }
    result.json["constant_output_varying_elements"] = varying;
    if (varying && candidateText != kernelText)
      return finish(Verdict::WrongAnswer, details);
  }

  if (options.time) {
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
    double naiveMs = options.knownNaiveMs;
    if (naiveMs <= 0 && candidateText == kernelText)
      naiveMs = cold.medianMs; // the candidate is the naive lowering
    if (naiveMs <= 0) {
      ValidateOptions naiveOptions = options;
      naiveOptions.trials = 1;
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
        naive = runInWorker(
            kernelText, "", sig, naiveOptions, secretSeed, outputBytes, [] {},
            naiveAsk);
      else if (naiveLowering.ok)
        naive = runInWorker(
            naiveLowering.lowered, naiveLowering.kernelName, sig, naiveOptions,
            secretSeed, outputBytes, [] {}, naiveAsk);
      else
        naive.verdict = naiveLowering.verdict;
      if (naive.verdict == Verdict::Ok && !naive.coldMs.empty()) {
        TimingStats naiveCold = summarize(naive.coldMs);
        naiveMs = naiveCold.medianMs;
        result.json["naive_timing"] = timingJson(naiveCold);
      }
    }
    if (naiveMs > 0) {
      double speedup = naiveMs / cold.medianMs;
      result.json["naive_ms"] = naiveMs;
      result.json["speedup_vs_naive"] = speedup;
      if (speedup > options.speedupThreshold) {
        uint64_t fresh = secretSeed * 0x9e3779b97f4a7c15ull + 1;
        llvm::json::Array again;
        WorkerRun rerun;
        ValidateOptions quiet = options;
        quiet.time = false;
        result.json["revalidation_seed"] = static_cast<int64_t>(fresh);
        if (calibrating) {
          // The calibration follows the inputs: the naive lowering's
          // errors on the fresh seed.
          ValidateOptions naiveOptions = options;
          naiveOptions.seed = fresh;
          naiveOptions.time = false;
          naiveOptions.compareEveryTrial = true;
          naiveOptions.naiveErrors.clear();
          naiveOptions.naiveErrorFactor = 0;
          ValidateResult naive = validate(kernelText, kernelText, naiveOptions);
          if ((naive.verdict == Verdict::Ok || naive.toleranceOnly) &&
              naive.errors.size() == options.trials)
            naiveErrors = naive.errors;
        }
        if (std::optional<ValidateResult> failed =
                check(fresh, quiet, again, rerun)) {
          failed->details = "speedup " + std::to_string(speedup) +
                            "x over the naive lowering, but re-validation "
                            "with fresh seeds failed: " +
                            failed->details;
          failed->json["details"] = failed->details;
          return std::move(*failed);
        }
        result.json["revalidated"] = true;
      }
    }
  }
  return finish(Verdict::Ok, constant ? "outputs do not depend on the "
                                        "inputs (constant across trials)"
                                      : "");
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
