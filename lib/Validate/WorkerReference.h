//===- WorkerReference.h - the kernel's own runs in the worker --*- C++ -*-===//
//
// Part of kgen.
//
//===----------------------------------------------------------------------===//
//
// Internal to the validator: what the worker runs besides the candidate,
// each trial before the candidate runs on it (WorkerReference.cpp): the
// float64 reference on the device or on the host, and the kernel's float32
// evaluation for integer outputs computed from floats (docs/validate.md).
// They run in the worker, under the parent's time limit and crash
// handling, because they are the user's kernel too: one that recurses,
// divides by a generated zero, reads out of range or loops forever kills
// or hangs the worker, not the parent (issue #18), and the parent reports
// REFERENCE_ERROR (Worker.h's SharedHeader::runningReference says what
// ran).
//
//===----------------------------------------------------------------------===//

#ifndef KGEN_LIB_VALIDATE_WORKERREFERENCE_H
#define KGEN_LIB_VALIDATE_WORKERREFERENCE_H

#include "Compare.h"
#include "Execution.h"
#include "Parallel.h"
#include "Signature.h"

#include "kgen/Runtime/GPURuntime.h"
#include "mlir/IR/MLIRContext.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"

#include <cstdlib>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace mlir::kgen {

/// Buffers on the host or on the GPU, behind one interface.
struct Memory {
  bool gpu;
  void *alloc(size_t bytes) {
    return gpu ? mgpuMemAlloc(bytes, nullptr, false) : poisonMalloc(bytes);
  }
  void free(void *ptr) {
    if (gpu)
      mgpuMemFree(ptr, nullptr);
    else
      std::free(ptr);
  }
  void upload(void *dst, const void *src, size_t bytes) {
    if (gpu) {
      mgpuMemcpy(dst, const_cast<void *>(src), bytes, nullptr);
      kgenGpuDeviceSynchronize();
    } else {
      vpar::copyBytes(dst, src, bytes);
    }
  }
  void download(void *dst, void *src, size_t bytes) {
    if (gpu) {
      mgpuMemcpy(dst, src, bytes, nullptr);
      kgenGpuDeviceSynchronize();
    } else {
      vpar::copyBytes(dst, src, bytes);
    }
  }
  void sync() {
    if (gpu)
      kgenGpuDeviceSynchronize();
  }
  const char *error() { return gpu ? kgenGpuRuntimeLastError() : nullptr; }
};

/// What the worker computes trial by trial before the candidate runs on
/// the trial, as the request asks it.
struct ReferenceRequest {
  /// The float64 reference: on the device, the lowered module and its
  /// kernel; on the host (`onHost`), the same when the parent lowered it
  /// (an injected registry), else `name` is empty and `lowered` is the
  /// kernel's text, which the worker promotes and lowers itself. `trials`:
  /// those whose reference the parent lacks.
  StringRef lowered, name;
  bool onHost = false;
  std::vector<unsigned> trials;
  /// With the device checks (docs/validate.md): their lowered module, the
  /// policy's tolerances and, per trial and float output, the elementwise
  /// bound's calibrated floor. The reference then runs on every trial.
  StringRef checks;
  Tolerances tolerances{};
  std::vector<std::vector<double>> floors;
  /// With the device checks, the trials whose reference the parent hands
  /// over in a memory file (uploaded, not computed) and those whose
  /// reference it asks to keep in one (Worker.h, kSharedReferenceFd).
  std::vector<unsigned> given, keep;
  /// The kernel's float32 evaluation (Signature::integersFromFloats), on
  /// the host: the kernel (lowered or not, as `lowered` on the host) and
  /// the trials whose evaluation the parent lacks.
  StringRef float32Kernel, float32Name;
  std::vector<unsigned> float32Trials;
  bool empty() const { return trials.empty(); }
  bool onDevice() const { return !trials.empty() && !onHost; }
};

/// The float64 reference on the device: its executable and operands.
struct DeviceReference {
  std::optional<Executable> executable;
  Memory memory{true};
  SmallVector<void *> buffers;
  std::vector<size_t> sizes;
  /// Staging for widening a float input to float64 piecewise on its way to
  /// the device (no float64 copy of a whole input on the host).
  std::vector<double> staging;
  ~DeviceReference();

  /// Uploads `inputs` (the candidate's host inputs), floats widened to
  /// float64 piecewise.
  void upload(const Signature &sig, ArrayRef<HostBuffer> inputs);
  /// Runs the reference on its input buffers; returns an error message,
  /// empty on success.
  std::string compute(const Signature &sig);
  /// Downloads the outputs to `into`, one after the other.
  void download(const Signature &sig, uint8_t *into);
  /// The outputs from (`toDevice`), or into, the memory file `fd` of `bytes`
  /// bytes (the parent's, laid out as `download`'s): an error message,
  /// empty on success.
  std::string transferOutputs(const Signature &sig, int fd, size_t bytes,
                              bool toDevice);
};

/// The kernel run on the host by the worker: the float64 reference
/// (promoted; its inputs the candidate's, floats widened to float64) or
/// the float32 evaluation (not promoted; a copy of the candidate's inputs,
/// which the candidate must still find unchanged).
class HostEvaluation {
public:
  explicit HostEvaluation(bool promoteToF64) : promoteToF64(promoteToF64) {}
  /// JIT-compiles `text` (lowered when `name` is set, else the kernel's
  /// text, promoted to float64 and lowered here) in a context of its own,
  /// so that it can run on a thread beside the candidate's compilation.
  llvm::Error compile(StringRef text, StringRef name);
  /// Runs the kernel on trial inputs `inputs` (the candidate's), its
  /// outputs, zeroed first, written one after the other into `into`
  /// (references' layout: floats as float64 for the reference). Returns an
  /// error message, empty on success.
  std::string run(const Signature &sig, ArrayRef<HostBuffer> inputs,
                  uint8_t *into);

private:
  bool promoteToF64;
  std::unique_ptr<MLIRContext> context;
  std::optional<Executable> executable;
  std::vector<HostBuffer> ownInputs;
};

} // namespace mlir::kgen

#endif // KGEN_LIB_VALIDATE_WORKERREFERENCE_H
