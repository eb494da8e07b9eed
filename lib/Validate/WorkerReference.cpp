//===- WorkerReference.cpp - the kernel's own runs in the worker ----------===//
//
// Part of kgen.
//
//===----------------------------------------------------------------------===//
//
// The float64 reference on the device or the host and the float32
// evaluation, as the worker runs them (WorkerReference.h).
//
//===----------------------------------------------------------------------===//

#include "WorkerReference.h"

#include "llvm/ADT/STLExtras.h"

#include <cerrno>
#include <cstring>
#include <sys/mman.h>

using namespace mlir;
using namespace mlir::kgen;

/// Widens `count` floats to float64, in parallel: the reference's inputs
/// are the candidate's values.
static void widen(const float *from, double *into, size_t count) {
  vpar::forEachChunk(count, [&](size_t, size_t b, size_t e) {
    for (size_t k = b; k < e; ++k)
      into[k] = from[k];
  });
}

//===----------------------------------------------------------------------===//
// On the device
//===----------------------------------------------------------------------===//

DeviceReference::~DeviceReference() {
  for (void *buffer : buffers)
    if (buffer)
      memory.free(buffer);
}

void DeviceReference::upload(const Signature &sig,
                             ArrayRef<HostBuffer> inputs) {
  constexpr size_t kStagingElements = size_t(1) << 25; // 256 MiB
  for (auto [i, spec] : llvm::enumerate(sig.inputs)) {
    if (!spec.isFloat()) {
      memory.upload(buffers[i], inputs[i].data(), spec.bytes());
      continue;
    }
    const float *values = reinterpret_cast<const float *>(inputs[i].data());
    size_t n = spec.elements();
    staging.resize(std::min(n, kStagingElements));
    for (size_t begin = 0; begin < n; begin += kStagingElements) {
      size_t count = std::min(kStagingElements, n - begin);
      widen(values + begin, staging.data(), count);
      memory.upload(static_cast<double *>(buffers[i]) + begin, staging.data(),
                    count * sizeof(double));
    }
  }
}

std::string DeviceReference::compute(const Signature &sig) {
  // Outputs start as NaN (all-ones bytes): the reference must write
  // every element.
  for (size_t o = 0; o < sig.outputs.size(); ++o) {
    size_t size = sizes[sig.inputs.size() + o];
    void *output = buffers[sig.inputs.size() + o];
    if (size % 4 == 0) {
      mgpuMemset32(output, 0xffffffffu, size / 4, nullptr);
    } else {
      std::vector<uint8_t> poison(size, 0xff);
      memory.upload(output, poison.data(), size);
    }
  }
  memory.sync();
  if (llvm::Error err = invoke(*executable, sig, buffers))
    return "invocation failed: " + llvm::toString(std::move(err));
  memory.sync();
  if (const char *e = memory.error())
    return std::string("GPU error: ") + e;
  return "";
}

void DeviceReference::download(const Signature &sig, uint8_t *into) {
  for (size_t o = 0; o < sig.outputs.size(); ++o) {
    memory.download(into, buffers[sig.inputs.size() + o],
                    sizes[sig.inputs.size() + o]);
    into += sizes[sig.inputs.size() + o];
  }
}

std::string DeviceReference::transferOutputs(const Signature &sig, int fd,
                                             size_t bytes, bool toDevice) {
  void *at = mmap(nullptr, bytes, toDevice ? PROT_READ : PROT_READ | PROT_WRITE,
                  MAP_SHARED, fd, 0);
  if (at == MAP_FAILED)
    return "cannot map the reference's memory file (descriptor " +
           std::to_string(fd) + "): " + strerror(errno);
  auto *file = static_cast<uint8_t *>(at);
  if (toDevice) {
    size_t offset = 0;
    for (size_t o = 0; o < sig.outputs.size(); ++o) {
      size_t size = sizes[sig.inputs.size() + o];
      memory.upload(buffers[sig.inputs.size() + o], file + offset, size);
      offset += size;
    }
  } else {
    download(sig, file);
  }
  munmap(at, bytes);
  if (const char *e = memory.error())
    return std::string("GPU error: ") + e;
  return "";
}

//===----------------------------------------------------------------------===//
// On the host
//===----------------------------------------------------------------------===//

llvm::Error HostEvaluation::compile(StringRef text, StringRef name) {
  context = std::make_unique<MLIRContext>(getToolRegistry(),
                                          MLIRContext::Threading::DISABLED);
  context->loadAllAvailableDialects();
  llvm::Expected<Executable> compiled =
      name.empty() ? mlir::kgen::compile(*context, text, "host", promoteToF64)
                   : compileLowered(*context, text, name, "host");
  if (!compiled)
    return compiled.takeError();
  executable = std::move(*compiled);
  return llvm::Error::success();
}

std::string HostEvaluation::run(const Signature &sig,
                                ArrayRef<HostBuffer> inputs, uint8_t *into) {
  // Its own copy of the inputs: float64 for the reference, the same bytes
  // for the float32 evaluation (what it does to them is not the
  // candidate's doing).
  ownInputs.resize(sig.inputs.size());
  SmallVector<void *> buffers;
  for (auto [i, spec] : llvm::enumerate(sig.inputs)) {
    const uint8_t *from = inputs[i].data();
    if (promoteToF64 && spec.isFloat()) {
      ownInputs[i].resize(spec.elements() * sizeof(double));
      widen(reinterpret_cast<const float *>(from),
            reinterpret_cast<double *>(ownInputs[i].data()), spec.elements());
    } else {
      ownInputs[i].resize(spec.bytes());
      vpar::copyBytes(ownInputs[i].data(), from, spec.bytes());
    }
    buffers.push_back(ownInputs[i].data());
  }
  // Outputs start as zeros.
  size_t offset = 0;
  for (const TensorSpec &spec : sig.outputs) {
    size_t bytes = promoteToF64 ? spec.elements() * spec.referenceElementBytes()
                                : spec.bytes();
    std::memset(into + offset, 0, bytes);
    buffers.push_back(into + offset);
    offset += bytes;
  }
  // Its allocations get the first poison, whatever the candidate's last
  // run had.
  setHostAllocationPoison(allocationPoisonWord(0));
  if (llvm::Error err = invoke(*executable, sig, buffers))
    return "invocation failed: " + llvm::toString(std::move(err));
  return "";
}
