//===- ValidationReference.cpp - a validation's float64 reference ---------===//
//
// Part of kgen.
//
//===----------------------------------------------------------------------===//
//
// The reference of one validation (Validation.h): the untransformed kernel
// in float64, on the CPU (while the worker runs) or on the GPU (in the
// worker, before the candidate). Each trial's reference is cached per
// (kernel, seed, trial) in the ReferenceCache (ReferenceCache.cpp), and so
// is the device reference's lowering per (kernel, chip).
//
//===----------------------------------------------------------------------===//

#include "Validation.h"

#include "Execution.h"
#include "Parallel.h"

#include <chrono>

using namespace mlir;
using namespace mlir::kgen;

std::vector<unsigned> Validation::missingTrials(uint64_t seed) {
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
}

void Validation::computeHostReference(uint64_t seed,
                                      ArrayRef<unsigned> trials) {
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
}

void Validation::computeFloat32Evaluation(uint64_t seed) {
  if (!sig.integersFromFloats || !referenceError.empty())
    return;
  auto start = std::chrono::steady_clock::now();
  if (float32Key.empty())
    float32Key = kernelText.str() + "\n// kgen-validate: float32 evaluation\n";
  std::optional<Executable> executable;
  for (unsigned trial = 0; trial < options.trials; ++trial) {
    if (cache.lookup(float32Key, seed, trial, float32Outputs[trial]))
      continue;
    if (!executable) {
      llvm::Expected<Executable> compiled =
          compile(context, kernelText, "host", /*promoteToF64=*/false);
      if (!compiled) {
        referenceError = "the kernel's float32 evaluation (for its integer "
                         "outputs computed from floats): " +
                         llvm::toString(compiled.takeError());
        return;
      }
      executable = std::move(*compiled);
    }
    // The candidate's inputs (float32), and every output.
    std::vector<HostBuffer> inputs(sig.inputs.size());
    SmallVector<void *> buffers;
    for (auto [i, spec] : llvm::enumerate(sig.inputs)) {
      inputs[i].resize(spec.bytes());
      fillInput(spec, seed, trial, i, inputs[i].data());
      buffers.push_back(inputs[i].data());
    }
    auto outputs = std::make_shared<std::vector<uint8_t>>(outputBytes, 0);
    size_t offset = 0;
    for (const TensorSpec &spec : sig.outputs) {
      buffers.push_back(outputs->data() + offset);
      offset += spec.bytes();
    }
    if (llvm::Error err = invoke(*executable, sig, buffers)) {
      referenceError = "running the kernel's float32 evaluation failed: " +
                       llvm::toString(std::move(err));
      return;
    }
    float32Outputs[trial] = std::move(outputs);
    cache.insert(float32Key, seed, trial, float32Outputs[trial],
                 options.referenceCacheBytes());
  }
  referenceMs += msSince(start);
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

const uint8_t *Validation::keepDeviceReference(uint64_t seed, unsigned trial,
                                               const uint8_t *deviceRef) {
  if (referenceBytes > options.referenceCacheBytes())
    return deviceRef;
  auto start = std::chrono::steady_clock::now();
  auto bytes = std::make_shared<std::vector<uint8_t>>();
  bytes->resize(referenceBytes);
  vpar::copyBytes(bytes->data(), deviceRef, referenceBytes);
  reference[trial] = std::move(bytes);
  cache.insert(kernelText, seed, trial, reference[trial],
               options.referenceCacheBytes());
  referenceCopyMs += msSince(start);
  return reference[trial]->data();
}
