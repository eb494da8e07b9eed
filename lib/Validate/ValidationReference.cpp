//===- ValidationReference.cpp - a validation's float64 reference ---------===//
//
// Part of kgen.
//
//===----------------------------------------------------------------------===//
//
// The reference of one validation (Validation.h): the untransformed kernel
// in float64, on the CPU or on the GPU, and for integer outputs computed
// from floats its float32 evaluation on the CPU. All run in the worker,
// before the candidate runs on each trial (WorkerReference.h): they are
// the user's kernel too, so a crash or a hang there is the worker's, under
// the time limit, and the verdict REFERENCE_ERROR. Here: what the worker
// is asked for, and what it returns kept. Each trial's reference (and
// float32 evaluation) is cached per (kernel, seed, trial) in the
// ReferenceCache (ReferenceCache.cpp), and so is the device reference's
// lowering per (kernel, chip).
//
//===----------------------------------------------------------------------===//

#include "Validation.h"

#include "Execution.h"
#include "Parallel.h"
#include "Worker.h"

#include <cerrno>
#include <cstring>

#include <chrono>

using namespace mlir;
using namespace mlir::kgen;

std::vector<unsigned> Validation::missingTrials(uint64_t seed) {
  std::vector<unsigned> missing;
  for (unsigned trial = 0; trial < options.trials; ++trial) {
    // The device checks need the reference where they compare: the worker
    // computes it, or uploads it (shareDeviceReferences).
    if (!deviceChecks &&
        cache.lookup(kernelText, seed, trial, reference[trial]))
      ++referenceCachedTrials;
    else
      missing.push_back(trial);
  }
  return missing;
}

void Validation::shareDeviceReferences(uint64_t seed, ReferenceAsk &ask) {
  if (!deviceChecks || options.trials > kSharedReferenceTrials ||
      referenceBytes > options.referenceCacheBytes())
    return;
  ask.given.assign(options.trials, nullptr);
  ask.keep.assign(options.trials, nullptr);
  for (unsigned trial = 0; trial < options.trials; ++trial) {
    ReferenceCache::Bytes cached;
    if (cache.lookup(kernelText, seed, trial, cached))
      ask.given[trial] = std::move(cached);
    else
      ask.keep[trial] = SharedBytes::create(referenceBytes);
  }
}

std::optional<ValidateResult>
Validation::askHostRuns(uint64_t seed, ArrayRef<unsigned> missing,
                        ReferenceAsk &ask) {
  // The lowering here with an injected registry (the worker has only the
  // default one), else the kernel's text; the lowering's time is the
  // reference's.
  auto lowerHere = [&](std::optional<PreparedCandidate> &lowering,
                       bool promoteToF64) -> const PreparedCandidate & {
    if (!lowering) {
      lowering = prepareHostEvaluation(kernelText, options, promoteToF64);
      referenceMs += lowering->seconds * 1e3;
    }
    return *lowering;
  };
  if (!deviceReference && !missing.empty()) {
    ask.onHost = true;
    ask.trials = missing;
    ask.referenceBytes = referenceBytes;
    ask.lowered = kernelText.str();
    if (options.registry) {
      const PreparedCandidate &lowering =
          lowerHere(hostLowering, /*promoteToF64=*/true);
      if (!lowering.ok)
        return finish(Verdict::CompileError,
                      "the reference (the kernel in float64 on the CPU) "
                      "failed: " +
                          lowering.details);
      ask.lowered = lowering.lowered;
      ask.name = lowering.kernelName;
    }
  }
  if (!sig.integersFromFloats)
    return std::nullopt;
  if (float32Key.empty())
    float32Key = kernelText.str() + "\n// kgen-validate: float32 evaluation\n";
  for (unsigned trial = 0; trial < options.trials; ++trial)
    if (!cache.lookup(float32Key, seed, trial, float32Outputs[trial])) {
      float32Outputs[trial].reset();
      ask.float32Trials.push_back(trial);
    }
  if (ask.float32Trials.empty())
    return std::nullopt;
  ask.float32Kernel = kernelText.str();
  if (options.registry) {
    const PreparedCandidate &lowering =
        lowerHere(float32Lowering, /*promoteToF64=*/false);
    if (!lowering.ok)
      return finish(Verdict::CompileError,
                    "the kernel's float32 evaluation (for its integer "
                    "outputs computed from floats): " +
                        lowering.details);
    ask.float32Kernel = lowering.lowered;
    ask.float32Name = lowering.kernelName;
  }
  return std::nullopt;
}

bool Validation::keepFloat32Evaluation(uint64_t seed, unsigned trial,
                                       const uint8_t *float32) {
  auto start = std::chrono::steady_clock::now();
  std::shared_ptr<SharedBytes> bytes = SharedBytes::create(outputBytes);
  if (!bytes) {
    consumeError = "cannot keep the kernel's float32 evaluation: " +
                   std::string(strerror(errno));
    return false;
  }
  vpar::copyBytes(bytes->data(), float32, outputBytes);
  float32Outputs[trial] = std::move(bytes);
  cache.insert(float32Key, seed, trial, float32Outputs[trial],
               options.referenceCacheBytes());
  referenceCopyMs += msSince(start);
  return true;
}

const PreparedCandidate &Validation::getDeviceLowering() {
  if (!deviceLowering)
    deviceLowering = cache.lookupLowering(kernelText, options.target);
  if (!deviceLowering) {
    deviceLowering = prepareDeviceReference(kernelText, options);
    referenceLoweringMs = deviceLowering->seconds * 1e3;
    if (deviceLowering->ok)
      cache.insertLowering(kernelText, options.target, *deviceLowering);
  }
  return *deviceLowering;
}

const uint8_t *Validation::keepWorkerReference(uint64_t seed, unsigned trial,
                                               const uint8_t *workerRef) {
  if (referenceBytes > options.referenceCacheBytes())
    return workerRef;
  auto start = std::chrono::steady_clock::now();
  std::shared_ptr<SharedBytes> bytes = SharedBytes::create(referenceBytes);
  if (!bytes)
    return workerRef;
  vpar::copyBytes(bytes->data(), workerRef, referenceBytes);
  reference[trial] = std::move(bytes);
  cache.insert(kernelText, seed, trial, reference[trial],
               options.referenceCacheBytes());
  referenceCopyMs += msSince(start);
  return reference[trial]->data();
}
