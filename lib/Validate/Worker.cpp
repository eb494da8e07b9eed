//===- Worker.cpp - the validation worker process ------------------------===//
//
// Part of kgen.
//
//===----------------------------------------------------------------------===//
//
// The worker (kgen-validate's hidden worker mode, started by the parent in
// Validator.cpp): compiles the candidate (and the float64 reference, on
// the device or the host, the float32 evaluation and the device checks:
// WorkerReference.h), runs every trial (the kernel's own runs first) under
// the GPU lock, publishes each trial's outputs or summary in a slot of the
// results file, and times the candidate. See docs/validate.md.
//
//===----------------------------------------------------------------------===//

#include "Worker.h"
#include "Execution.h"
#include "WorkerReference.h"

#include "DeviceChecks.h"
#include "Generator.h"
#include "Parallel.h"

#include "kgen/Runtime/GPURuntime.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/ExecutionEngine/ExecutionEngine.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/MathExtras.h"
#include "llvm/Support/raw_ostream.h"

#include <chrono>
#include <cmath>
#include <cstdlib>
#include <cstring>
#include <fcntl.h>
#include <mutex>
#include <signal.h>
#include <sys/file.h>
#include <sys/mman.h>
#include <sys/prctl.h>
#include <sys/stat.h>
#include <thread>
#include <unistd.h>

using namespace mlir;
using namespace mlir::kgen;

//===----------------------------------------------------------------------===//
// The worker
//===----------------------------------------------------------------------===//

static int fail(SharedHeader *header, Verdict verdict, const std::string &msg,
                int trial = -1) {
  header->verdict = static_cast<int32_t>(verdict);
  header->failedTrial = trial;
  std::strncpy(header->message, msg.c_str(), sizeof(header->message) - 1);
  header->done = 1;
  return 0;
}

/// The determinism check's verdict (the host checks add where).
static constexpr llvm::StringLiteral kRunsDiffer =
    "two runs on the same inputs gave different outputs (a race, or a read "
    "of memory the candidate did not write: each run has a different "
    "poison)";

/// Where the two runs of a trial differ (outputs laid out one after the
/// other in `first` and `second`): the output and element count, the first
/// element and its two values.
static std::string describeRunDifference(const Signature &sig,
                                         const uint8_t *first,
                                         const uint8_t *second) {
  size_t offset = 0;
  for (auto [o, spec] : llvm::enumerate(sig.outputs)) {
    size_t width = spec.elementBytes();
    int64_t count = 0, at = -1;
    for (int64_t e = 0; e < spec.elements(); ++e)
      if (std::memcmp(first + offset + e * width, second + offset + e * width,
                      width)) {
        if (at < 0)
          at = e;
        ++count;
      }
    if (count) {
      auto value = [&](const uint8_t *run) {
        const uint8_t *p = run + offset + at * width;
        std::string text;
        llvm::raw_string_ostream os(text);
        switch (spec.kind) {
        case ElementKind::F32: {
          float v;
          std::memcpy(&v, p, 4);
          os << llvm::format("%g", v);
          break;
        }
        case ElementKind::F64: {
          double v;
          std::memcpy(&v, p, 8);
          os << llvm::format("%g", v);
          break;
        }
        default: {
          uint64_t v = 0;
          std::memcpy(&v, p, width);
          os << llvm::SignExtend64(v, 8 * width);
        }
        }
        return text;
      };
      return llvm::formatv("output {0}: {1} of {2} elements, the first at "
                           "element {3} ({4}, then {5})",
                           o, count, spec.elements(), at, value(first),
                           value(second))
          .str();
    }
    offset += spec.bytes();
  }
  return "no element differs";
}

/// The GPU lock of $KGEN_GPU_LOCK (docs/validate.md, "GPU lock"):
/// a readers-writer lock on that file, shared while kernels run for
/// correctness (several processes may validate at once), exclusive while
/// one times (nothing else runs on the GPU then). A second file, FILE.gate,
/// is the turnstile that keeps timers from starving: every taker passes it
/// exclusively and an exclusive taker waits for FILE while holding it, so
/// no new shared holder slips in. While the worker waits, the header says
/// so and the parent stops the timeout clock.
namespace {
class GpuLock {
public:
  ~GpuLock() {
    for (int fd : {mainFd, gateFd})
      if (fd >= 0)
        close(fd);
  }

  /// Takes the lock (shared or exclusive; a held lock is released first:
  /// flock does not convert atomically). Returns an error message, empty on
  /// success or when $KGEN_GPU_LOCK is not set.
  std::string take(bool exclusive, SharedHeader *header) {
    const char *path = std::getenv("KGEN_GPU_LOCK");
    if (!path || !*path)
      return "";
    if (mainFd < 0) {
      std::string gate = std::string(path) + ".gate";
      mainFd = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0666);
      if (mainFd < 0)
        return error("open", path);
      gateFd = open(gate.c_str(), O_RDWR | O_CREAT | O_CLOEXEC, 0666);
      if (gateFd < 0)
        return error("open", gate);
    }
    flock(mainFd, LOCK_UN);
    auto start = std::chrono::steady_clock::now();
    bool waited = false;
    auto lock = [&](int fd, int mode) {
      if (flock(fd, mode | LOCK_NB) == 0)
        return 0;
      if (errno != EWOULDBLOCK)
        return -1;
      if (!waited) {
        waited = true;
        __atomic_store_n(&header->lockWaiting, 1, __ATOMIC_RELEASE);
        llvm::errs() << "kgen-validate worker: waiting for the GPU lock "
                     << path << (exclusive ? " (to time)" : "") << "\n";
        llvm::errs().flush();
      }
      int status;
      while ((status = flock(fd, mode)) != 0 && errno == EINTR)
        ;
      return status;
    };
    std::string failure;
    if (lock(gateFd, LOCK_EX) != 0)
      failure = error("lock", std::string(path) + ".gate");
    else if (lock(mainFd, exclusive ? LOCK_EX : LOCK_SH) != 0)
      failure = error("lock", path);
    flock(gateFd, LOCK_UN);
    if (waited) {
      header->lockWaitMs += msSince(start);
      __atomic_store_n(&header->lockWaiting, 0, __ATOMIC_RELEASE);
    }
    return failure;
  }

private:
  static std::string error(const char *what, const std::string &file) {
    return std::string("cannot ") + what + " the GPU lock file '" + file +
           "' (KGEN_GPU_LOCK): " + strerror(errno);
  }
  int mainFd = -1, gateFd = -1;
};
} // namespace

/// The worker's whole job; returns its exit code. A crash is the parent's
/// RUNTIME_ERROR, or REFERENCE_ERROR while the kernel's own float64
/// reference or float32 evaluation runs. `loweredName` is set when
/// `candidateText` was already lowered (a prepared candidate): the kernel's
/// name, and only JIT compilation is left. Trial by trial: inputs are
/// generated (in parallel, from the seeds), the float64 reference (on the
/// device or the host) and the float32 evaluation run when asked, the
/// candidate runs twice, the determinism and inputs-unchanged checks run, and
/// the trial's outputs (and reference) go to a free slot of the results file,
/// which the parent compares while the next trial runs.
static int runWorker(StringRef candidateText, StringRef loweredName,
                     const Signature &sig, const ValidateOptions &options,
                     uint64_t secretSeed, SharedHeader *header, uint8_t *slots,
                     size_t slotBytes, const ReferenceRequest &reference) {
  MLIRContext context(getToolRegistry(), MLIRContext::Threading::DISABLED);
  context.loadAllAvailableDialects();
  bool gpu = options.target != "host";
  GpuLock gpuLock;
  // What runs besides the candidate, for the parent to name if the worker
  // dies or runs out of time meanwhile (a store the parent reads after
  // the worker is gone).
  auto markRunning = [&](RunningReference what, int trial) {
    __atomic_store_n(&header->runningTrial, int32_t(trial), __ATOMIC_RELAXED);
    __atomic_store_n(&header->runningReference, int32_t(what),
                     __ATOMIC_RELEASE);
  };
  // A slot holds the outputs, the reference when one is asked, then the
  // float32 evaluation.
  size_t referenceBytes = 0;
  if (!reference.empty())
    for (const TensorSpec &spec : sig.outputs)
      referenceBytes += spec.elements() * spec.referenceElementBytes();
  auto initStart = std::chrono::steady_clock::now();
  bool available = gpu && kgenGpuRuntimeAvailable();
  if (gpu)
    header->deviceInitMs = msSince(initStart);
  if (gpu && !available)
    return fail(header, Verdict::RuntimeError,
                std::string("no GPU to run on: ") +
                    (kgenGpuRuntimeLastError() ? kgenGpuRuntimeLastError()
                                               : "unknown"));
  auto referenceFailed = [&](Verdict v, const std::string &message) {
    return fail(header, v,
                "the float64 reference on the device failed: " + message);
  };
  // The host reference and the float32 evaluation compile on a thread of
  // their own, beside the candidate (as they did in the parent before they
  // ran here); joined on every way out.
  std::optional<HostEvaluation> hostReference, float32Evaluation;
  if (reference.onHost && !reference.empty())
    hostReference.emplace(/*promoteToF64=*/true);
  if (!reference.float32Trials.empty())
    float32Evaluation.emplace(/*promoteToF64=*/false);
  std::pair<Verdict, std::string> hostReferenceError{Verdict::Ok, ""},
      float32Error{Verdict::Ok, ""};
  double hostCompileMs = 0;
  struct Joined {
    std::thread thread;
    ~Joined() { join(); }
    void join() {
      if (thread.joinable())
        thread.join();
    }
  } hostCompile;
  if (hostReference || float32Evaluation)
    hostCompile.thread = std::thread([&] {
      auto start = std::chrono::steady_clock::now();
      if (hostReference)
        if (llvm::Error e =
                hostReference->compile(reference.lowered, reference.name))
          hostReferenceError = takeVerdict(std::move(e));
      if (float32Evaluation)
        if (llvm::Error e = float32Evaluation->compile(reference.float32Kernel,
                                                       reference.float32Name))
          float32Error = takeVerdict(std::move(e));
      hostCompileMs = msSince(start);
    });
  // The device reference's executable, then the candidate's: CPU work,
  // done before the GPU lock is taken.
  std::optional<DeviceReference> deviceReference;
  double referenceMs = 0;
  if (reference.onDevice()) {
    if (!gpu)
      return fail(header, Verdict::RuntimeError,
                  "the device reference needs a GPU target");
    auto start = std::chrono::steady_clock::now();
    deviceReference.emplace();
    llvm::Expected<Executable> compiled =
        compileLowered(context, reference.lowered, reference.name, "gpu");
    if (!compiled) {
      auto [verdict, error] = takeVerdict(compiled.takeError());
      return referenceFailed(verdict, error);
    }
    deviceReference->executable = std::move(*compiled);
    header->referenceCompileMs = msSince(start);
    referenceMs += header->referenceCompileMs;
  }
  // The device checks' kernels (JIT-compiled once; every check is an entry
  // point of the one engine).
  std::optional<Executable> checksExecutable;
  bool deviceChecks = !reference.checks.empty();
  if (deviceChecks) {
    if (!deviceReference || reference.trials.size() != options.trials)
      return fail(header, Verdict::RuntimeError,
                  "the device checks need the device reference on every trial");
    auto start = std::chrono::steady_clock::now();
    llvm::Expected<Executable> compiled = compileLowered(
        context, reference.checks, "kgen_check_hash_out0", "gpu");
    header->checksCompileMs = msSince(start);
    if (!compiled) {
      auto [verdict, error] = takeVerdict(compiled.takeError());
      return fail(header, verdict, "the device checks failed: " + error);
    }
    checksExecutable = std::move(*compiled);
  }
  auto compileStart = std::chrono::steady_clock::now();
  llvm::Expected<Executable> executable =
      loweredName.empty()
          ? compile(context, candidateText, options.target, false)
          : compileLowered(context, candidateText, loweredName, options.target);
  header->compileMs = msSince(compileStart);
  // The kernel's own failures first: the candidate is judged against it.
  hostCompile.join();
  referenceMs += hostCompileMs;
  for (auto &[error, what] :
       {std::pair(&hostReferenceError,
                  "the reference (the kernel in float64 on the CPU) failed: "),
        std::pair(&float32Error,
                  "the kernel's float32 evaluation (for its integer outputs "
                  "computed from floats): ")})
    if (error->first != Verdict::Ok) {
      if (!executable)
        llvm::consumeError(executable.takeError());
      return fail(header, error->first, what + error->second);
    }
  if (!executable) {
    auto [verdict, error] = takeVerdict(executable.takeError());
    return fail(header, verdict, error);
  }

  // From here on the GPU runs kernels: the lock, shared (docs/validate.md).
  if (gpu) {
    std::string lockError = gpuLock.take(/*exclusive=*/false, header);
    if (!lockError.empty())
      return fail(header, Verdict::RuntimeError, lockError);
    kgenGpuSetPoisonAllocations(1);
  }
  // The device reference's float64 operands.
  if (deviceReference) {
    auto start = std::chrono::steady_clock::now();
    for (const TensorSpec &spec : sig.inputs)
      deviceReference->sizes.push_back(spec.elements() *
                                       spec.referenceElementBytes());
    for (const TensorSpec &spec : sig.outputs)
      deviceReference->sizes.push_back(spec.elements() *
                                       spec.referenceElementBytes());
    for (size_t size : deviceReference->sizes)
      deviceReference->buffers.push_back(deviceReference->memory.alloc(size));
    if (llvm::is_contained(deviceReference->buffers, nullptr)) {
      const char *e = deviceReference->memory.error();
      return referenceFailed(
          Verdict::RuntimeError,
          std::string("cannot allocate the float64 operands") +
              (e ? std::string(": ") + e : ""));
    }
    referenceMs += msSince(start);
  }

  Memory memory{gpu};
  SmallVector<void *> buffers;
  // The host copies of one trial: its inputs (kept to check them after the
  // runs) and one scratch buffer (the second run's outputs, then each input
  // read back). The first run's outputs go straight to the slot.
  std::vector<HostBuffer> hostInputs(sig.inputs.size());
  HostBuffer scratch, hostPoison;
  size_t outputBytes = 0, largestInput = 0;
  for (const TensorSpec &spec : sig.inputs) {
    buffers.push_back(memory.alloc(spec.bytes()));
    largestInput = std::max(largestInput, spec.bytes());
  }
  for (const TensorSpec &spec : sig.outputs) {
    buffers.push_back(memory.alloc(spec.bytes()));
    outputBytes += spec.bytes();
  }
  if (llvm::is_contained(buffers, nullptr))
    return fail(header, Verdict::RuntimeError,
                std::string("cannot allocate the operands") +
                    (memory.error() ? std::string(": ") + memory.error() : ""));
  if (!deviceChecks)
    scratch.resize(std::max(outputBytes, gpu ? largestInput : 0));
  std::optional<DeviceChecks> checks;
  if (deviceChecks) {
    checks.emplace(*checksExecutable->engine, sig);
    std::string checksError = checks->allocate();
    if (!checksError.empty())
      return fail(header, Verdict::RuntimeError, checksError);
  }

  // The timing, on the inputs in `buffers`; an error message, or empty.
  auto timeCandidate = [&]() -> std::string {
    if (gpu) {
      // Timing: the GPU to itself.
      std::string lockError = gpuLock.take(/*exclusive=*/true, header);
      if (!lockError.empty())
        return lockError;
      // The timed calls allocate their temporaries as a deployed call does
      // (no poison fill, no device synchronization).
      kgenGpuSetPoisonAllocations(0);
    }
    auto timeStart = std::chrono::steady_clock::now();
    // Cold: a buffer at least as large as the last-level cache is written
    // before every sample, outside the timed region. Warm: back to back.
    size_t flushBytes = 64u << 20;
    if (gpu) {
      KgenGpuDeviceInfo info;
      if (kgenGpuGetDeviceInfo(0, &info) == 0) {
        if (info.l2CacheSize > 0)
          flushBytes = std::max<size_t>(flushBytes, 4ull * info.l2CacheSize);
        // Double data rate: two transfers per memory clock.
        if (info.memoryClockRateKHz > 0 && info.memoryBusWidthBits > 0)
          header->deviceBandwidthGbps = 2.0 * info.memoryClockRateKHz * 1e3 *
                                        (info.memoryBusWidthBits / 8.0) / 1e9;
      }
    }
    void *flush = memory.alloc(flushBytes);
    // Without room for the flush, the cold samples go unflushed; that is
    // not the candidate's error.
    if (!flush && gpu)
      kgenGpuRuntimeClearError();
    // On a GPU, events on the legacy default stream bracket the host
    // function's kernels (the runtime's streams are blocking ones, ordered
    // with it); on the host, the wall time of the call.
    void *startEvent = gpu ? kgenGpuEventCreateTimed() : nullptr;
    void *endEvent = gpu ? kgenGpuEventCreateTimed() : nullptr;
    bool events = startEvent && endEvent;
    // A failure while timed (the first) is the candidate's RUNTIME_ERROR:
    // timed first, it has not run before.
    std::string invokeError;
    auto call = [&] {
      if (llvm::Error err = invoke(*executable, sig, buffers))
        if (invokeError.empty())
          invokeError = llvm::toString(std::move(err));
    };
    auto sample = [&](bool cold) -> double {
      if (cold && flush) {
        if (gpu)
          mgpuMemset32(flush, 0x01010101u, flushBytes / 4, nullptr);
        else
          std::memset(flush, 1, flushBytes);
      }
      memory.sync();
      if (events) {
        float ms = 0;
        mgpuEventRecord(startEvent, nullptr);
        call();
        mgpuEventRecord(endEvent, nullptr);
        mgpuEventSynchronize(endEvent);
        if (kgenGpuEventElapsedTime(startEvent, endEvent, &ms) == 0)
          return ms;
      }
      auto start = std::chrono::steady_clock::now();
      call();
      memory.sync();
      return std::chrono::duration<double, std::milli>(
                 std::chrono::steady_clock::now() - start)
          .count();
    };
    // Three warm-ups, one for a slow candidate (over 100 ms a call). Each
    // series (cold, then warm unless not asked for) until its spread
    // settles (at least 10 samples), or after about 2 s once it has 3 (a
    // naive convolution can take seconds a call), at most 256; the cold
    // one, racing, also once 3 samples have a median above the cutoff (the
    // candidate's verdict then: no warm series).
    for (int w = 0; w < 3; ++w)
      if (sample(false) > 100)
        break;
    header->warmSamples = 0;
    header->coldCut = 0;
    for (int mode = 0; mode < (options.warmTiming ? 2 : 1) && !header->coldCut;
         ++mode) {
      bool cold = mode == 0;
      std::vector<double> samples;
      double spent = 0;
      while (samples.size() < 256 &&
             !(spreadSettled(samples, 0.02) && samples.size() >= 10) &&
             (samples.size() < 3 || spent < 2000) && !header->coldCut) {
        samples.push_back(sample(cold));
        spent += samples.back();
        header->coldCut = cold && options.timingCutoffMs > 0 &&
                          samples.size() >= 3 &&
                          summarize(samples).medianMs > options.timingCutoffMs;
      }
      double *into = cold ? header->coldMs : header->warmMs;
      std::copy(samples.begin(), samples.end(), into);
      (cold ? header->coldSamples : header->warmSamples) = samples.size();
    }
    if (flush)
      memory.free(flush);
    header->eventTimed = events;
    if (startEvent)
      mgpuEventDestroy(startEvent);
    if (endEvent)
      mgpuEventDestroy(endEvent);
    header->timeMs = msSince(timeStart);
    if (!invokeError.empty())
      return "invocation failed while timed: " + invokeError;
    if (const char *e = memory.error())
      return std::string("GPU error while timed: ") + e;
    return "";
  };

  // Poison `variant` in the outputs and in what the candidate allocates
  // from now on (docs/validate.md, "Poison").
  auto poison = [&](unsigned variant) {
    auto start = std::chrono::steady_clock::now();
    for (auto [i, spec] : llvm::enumerate(sig.outputs)) {
      void *buffer = buffers[sig.inputs.size() + i];
      if (!gpu) {
        fillPoison(spec, static_cast<uint8_t *>(buffer), variant);
      } else if (std::optional<uint32_t> word = poisonWord(spec, variant)) {
        mgpuMemset32(buffer, *word, spec.bytes() / 4, nullptr);
      } else {
        hostPoison.resize(spec.bytes());
        fillPoison(spec, hostPoison.data(), variant);
        memory.upload(buffer, hostPoison.data(), spec.bytes());
      }
    }
    if (gpu)
      kgenGpuSetAllocationPoison(allocationPoisonWord(variant));
    else
      setHostAllocationPoison(allocationPoisonWord(variant));
    memory.sync();
    header->poisonMs += msSince(start);
  };
  // The two runs of trial `trial` have different poisons: NaN first, then a
  // large finite value whose sign alternates by trial. A kernel that reads
  // its poison (an output element it never wrote, a reduction that forgot
  // its initial value) gives two different results.
  auto poisonVariant = [](unsigned trial, unsigned run) {
    return run == 0 ? 0u : 1u + trial % 2;
  };
  // One run of the candidate on poisoned outputs; its outputs go to `into`
  // (nothing with the device checks, which read them on the device).
  auto runOnce = [&](uint8_t *into, unsigned variant) -> std::string {
    poison(variant);
    auto start = std::chrono::steady_clock::now();
    if (llvm::Error err = invoke(*executable, sig, buffers))
      return "invocation failed: " + llvm::toString(std::move(err));
    memory.sync();
    header->runMs += msSince(start);
    if (const char *e = memory.error())
      return std::string("GPU error: ") + e;
    if (!into)
      return "";
    start = std::chrono::steady_clock::now();
    size_t offset = 0;
    for (auto [i, spec] : llvm::enumerate(sig.outputs)) {
      memory.download(into + offset, buffers[sig.inputs.size() + i],
                      spec.bytes());
      offset += spec.bytes();
    }
    header->downloadMs += msSince(start);
    return "";
  };

  // One trial with the device checks (docs/validate.md): inputs generated
  // on the device, the reference, two runs, the comparison sums, the
  // hashes; the summary goes to `slot`. Sets `checkVerdict` with
  // an error.
  Verdict checkVerdict = Verdict::RuntimeError;
  // The constant-output check (docs/validate.md, "Constant outputs"): the
  // first trial's float references, rounded to float, stay on the device
  // while the outputs hash the same as that trial's; a later trial with
  // the same outputs counts the elements whose reference moved beyond the
  // noise. Without the memory for them the check is skipped.
  std::vector<void *> keptReference(sig.outputs.size(), nullptr);
  int keptTrial = -1;
  uint64_t keptHash = 0;
  auto freeKept = [&] {
    for (void *&kept : keptReference)
      if (kept) {
        mgpuMemFree(kept, nullptr);
        kept = nullptr;
      }
  };
  auto floorOf = [&](unsigned trial, unsigned o) {
    return trial < reference.floors.size() && o < reference.floors[trial].size()
               ? reference.floors[trial][o]
               : 0;
  };
  auto checkVariation = [&](unsigned trial, TrialSummary &summary) {
    size_t numInputs = sig.inputs.size();
    if (keptTrial < 0) {
      keptTrial = static_cast<int>(trial);
      keptHash = summary.outputHash;
      for (auto [o, spec] : llvm::enumerate(sig.outputs)) {
        if (!spec.isFloat())
          continue;
        keptReference[o] =
            mgpuMemAlloc(spec.elements() * sizeof(float), nullptr, false);
        if (!keptReference[o]) {
          kgenGpuRuntimeClearError();
          freeKept();
          return std::string();
        }
        std::string e = checks->keep(o, deviceReference->buffers[numInputs + o],
                                     keptReference[o]);
        if (!e.empty())
          return e;
      }
      return std::string();
    }
    if (summary.outputHash != keptHash) {
      freeKept();
      return std::string();
    }
    double relative = variationNoise(reference.tolerances);
    for (auto [o, spec] : llvm::enumerate(sig.outputs)) {
      if (!keptReference[o])
        continue;
      double absolute = floorOf(trial, o) + floorOf(keptTrial, o);
      std::string e = checks->vary(o, deviceReference->buffers[numInputs + o],
                                   keptReference[o], buffers[numInputs + o],
                                   absolute, relative, summary.outputs[o]);
      if (!e.empty())
        return e;
    }
    return std::string();
  };
  // Input `i` of `trial` generated on the device, into the candidate's
  // buffer and the float64 reference's.
  auto generateOnDevice = [&](unsigned i, unsigned trial) {
    return checks->generate(i, trialSeed(secretSeed, trial, i),
                            static_cast<int>(distributionOfTrial(trial)),
                            buffers[i], deviceReference->buffers[i]);
  };
  auto runDeviceChecksTrial = [&](unsigned trial,
                                  uint8_t *slot) -> std::string {
    checkVerdict = Verdict::RuntimeError;
    size_t numInputs = sig.inputs.size();
    auto start = std::chrono::steady_clock::now();
    std::vector<uint64_t> inputHashes(numInputs);
    for (unsigned i = 0; i < numInputs; ++i) {
      std::string e = generateOnDevice(i, trial);
      if (e.empty())
        e = checks->hashInput(i, buffers[i], inputHashes[i]);
      if (!e.empty())
        return e;
    }
    header->generateMs += msSince(start);

    // The reference: handed over by the parent, or computed (where the
    // upload failed too; and kept in the parent's memory file when computing it
    // took longer than the two copies of reusing it are estimated to: 8 GB/s
    // each way).
    start = std::chrono::steady_clock::now();
    int sharedFd = kSharedReferenceFd + static_cast<int>(trial);
    std::string e;
    if (llvm::is_contained(reference.given, trial) &&
        deviceReference
            ->transferOutputs(sig, sharedFd, referenceBytes, /*toDevice=*/true)
            .empty()) {
      ++header->referenceGivenTrials;
    } else {
      kgenGpuRuntimeClearError();
      markRunning(kRunningFloat64Reference, trial);
      e = deviceReference->compute(sig);
      markRunning(kRunningCandidate, -1);
      if (!e.empty()) {
        checkVerdict = Verdict::ReferenceError;
        return "the float64 reference on the device failed: " + e;
      }
      kgenGpuRuntimeClearError();
      ++header->referenceTrials;
      constexpr double kCopyBytesPerMs = 8e6;
      if (llvm::is_contained(reference.keep, trial) &&
          msSince(start) > 2 * referenceBytes / kCopyBytesPerMs &&
          deviceReference
              ->transferOutputs(sig, sharedFd, referenceBytes,
                                /*toDevice=*/false)
              .empty())
        header->referenceKept[trial] = 1;
      kgenGpuRuntimeClearError();
    }
    referenceMs += msSince(start);

    auto hashOutputs = [&](uint64_t &hash) -> std::string {
      hash = 0;
      for (unsigned o = 0; o < sig.outputs.size(); ++o) {
        uint64_t h = 0;
        std::string e = checks->hashOutput(o, buffers[numInputs + o], h);
        if (!e.empty())
          return e;
        hash = (hash ^ h) * generator::kMix1 + o;
      }
      return "";
    };
    TrialSummary summary;
    summary.outputs.resize(sig.outputs.size());
    if (!(e = runOnce(nullptr, poisonVariant(trial, 0))).empty())
      return e;
    start = std::chrono::steady_clock::now();
    for (unsigned o = 0; o < sig.outputs.size(); ++o) {
      double floor =
          trial < reference.floors.size() && o < reference.floors[trial].size()
              ? reference.floors[trial][o]
              : 0;
      e = checks->compare(
          o, buffers[numInputs + o], deviceReference->buffers[numInputs + o],
          reference.tolerances, floor,
          getScaleRowLength(sig.outputs[o].shape, trial), summary.outputs[o]);
      if (!e.empty())
        return e;
    }
    if (!(e = hashOutputs(summary.outputHash)).empty())
      return e;
    if (!(e = checkVariation(trial, summary)).empty())
      return e;
    header->compareMs += msSince(start);
    if (!(e = runOnce(nullptr, poisonVariant(trial, 1))).empty())
      return e;
    start = std::chrono::steady_clock::now();
    uint64_t second = 0;
    if (!(e = hashOutputs(second)).empty())
      return e;
    if (second != summary.outputHash) {
      checkVerdict = Verdict::WrongAnswer;
      return kRunsDiffer.str();
    }
    for (unsigned i = 0; i < numInputs; ++i) {
      uint64_t now = 0;
      if (!(e = checks->hashInput(i, buffers[i], now)).empty())
        return e;
      if (now != inputHashes[i]) {
        checkVerdict = Verdict::WrongAnswer;
        return "input " + std::to_string(i) + " was modified by the candidate";
      }
    }
    header->checkMs += msSince(start);
    summary.write(slot);
    return "";
  };

  // Time first where a cutoff is given (ValidateOptions::timingCutoffMs):
  // on trial 0's inputs, before any check; a candidate whose cold median is
  // above the cutoff is SLOWER, and nothing of it is checked.
  bool timedFirst = false;
  if (options.time && options.timingCutoffMs > 0) {
    auto start = std::chrono::steady_clock::now();
    for (auto [i, spec] : llvm::enumerate(sig.inputs)) {
      if (checks) {
        std::string e = generateOnDevice(i, 0);
        if (!e.empty())
          return fail(header, Verdict::RuntimeError, e);
        continue;
      }
      hostInputs[i].resize(spec.bytes());
      fillInput(spec, secretSeed, 0, i, hostInputs[i].data());
      memory.upload(buffers[i], hostInputs[i].data(), spec.bytes());
    }
    memory.sync();
    header->generateMs += msSince(start);
    std::string timeError = timeCandidate();
    if (!timeError.empty())
      return fail(header, Verdict::RuntimeError, timeError);
    timedFirst = true;
    if (header->coldCut) {
      double median =
          summarize(std::vector<double>(header->coldMs,
                                        header->coldMs + header->coldSamples))
              .medianMs;
      return fail(header, Verdict::Slower,
                  llvm::formatv("its cold median over {0} samples, {1:F4} ms, "
                                "is above the cutoff of {2:F4} ms: not checked",
                                header->coldSamples, median,
                                options.timingCutoffMs)
                      .str());
    }
    // The checks: the lock shared again, the allocations poisoned.
    if (gpu) {
      std::string lockError = gpuLock.take(/*exclusive=*/false, header);
      if (!lockError.empty())
        return fail(header, Verdict::RuntimeError, lockError);
      kgenGpuSetPoisonAllocations(1);
    }
  }

  pid_t parent = getppid();
  for (unsigned trial = 0; trial < options.trials; ++trial) {
    // A free slot: the parent compares the one filled before.
    int slot = trial % kSlots;
    auto waitStart = std::chrono::steady_clock::now();
    while (__atomic_load_n(&header->slotState[slot], __ATOMIC_ACQUIRE) != 0) {
      if (getppid() != parent)
        return 1; // the parent is gone
      usleep(200);
    }
    header->slotWaitMs += msSince(waitStart);
    uint8_t *slotOutputs = slots + slot * slotBytes;

    if (checks) {
      std::string checkError = runDeviceChecksTrial(trial, slotOutputs);
      if (!checkError.empty())
        return fail(header, checkVerdict, checkError, trial);
      header->slotHasReference[slot] = 0;
      __atomic_store_n(&header->slotState[slot], int32_t(trial + 1),
                       __ATOMIC_RELEASE);
      continue;
    }

    auto start = std::chrono::steady_clock::now();
    for (auto [i, spec] : llvm::enumerate(sig.inputs)) {
      hostInputs[i].resize(spec.bytes());
      fillInput(spec, secretSeed, trial, i, hostInputs[i].data());
    }
    header->generateMs += msSince(start);

    // The kernel's own runs on the trial's inputs: the float64 reference
    // (on the device or the host) and the float32 evaluation, each marked
    // in the header while it runs.
    bool withReference = (deviceReference || hostReference) &&
                         llvm::is_contained(reference.trials, trial);
    if (withReference) {
      start = std::chrono::steady_clock::now();
      if (deviceReference)
        deviceReference->upload(sig, hostInputs);
      markRunning(kRunningFloat64Reference, trial);
      std::string referenceError =
          deviceReference
              ? deviceReference->compute(sig)
              : hostReference->run(sig, hostInputs, slotOutputs + outputBytes);
      markRunning(kRunningCandidate, -1);
      if (referenceError.empty() && deviceReference)
        deviceReference->download(sig, slotOutputs + outputBytes);
      if (!referenceError.empty())
        return fail(header, Verdict::ReferenceError,
                    std::string("the float64 reference on the ") +
                        (deviceReference ? "device" : "host") +
                        " failed: " + referenceError,
                    trial);
      kgenGpuRuntimeClearError();
      referenceMs += msSince(start);
      header->referenceMs = referenceMs;
      ++header->referenceTrials;
    }
    bool withFloat32 =
        float32Evaluation && llvm::is_contained(reference.float32Trials, trial);
    if (withFloat32) {
      start = std::chrono::steady_clock::now();
      markRunning(kRunningFloat32Evaluation, trial);
      std::string error = float32Evaluation->run(
          sig, hostInputs, slotOutputs + outputBytes + referenceBytes);
      markRunning(kRunningCandidate, -1);
      if (!error.empty())
        return fail(header, Verdict::ReferenceError,
                    "the kernel's float32 evaluation failed: " + error, trial);
      referenceMs += msSince(start);
      header->referenceMs = referenceMs;
    }

    start = std::chrono::steady_clock::now();
    for (auto [i, spec] : llvm::enumerate(sig.inputs))
      memory.upload(buffers[i], hostInputs[i].data(), spec.bytes());
    memory.sync();
    header->uploadMs += msSince(start);
    std::string runError = runOnce(slotOutputs, poisonVariant(trial, 0));
    if (runError.empty())
      runError = runOnce(scratch.data(), poisonVariant(trial, 1));
    if (!runError.empty())
      return fail(header, Verdict::RuntimeError, runError, trial);
    start = std::chrono::steady_clock::now();
    if (!vpar::bytesEqual(slotOutputs, scratch.data(), outputBytes))
      return fail(header, Verdict::WrongAnswer,
                  (kRunsDiffer + ": " +
                   describeRunDifference(sig, slotOutputs, scratch.data()))
                      .str(),
                  trial);
    for (auto [i, spec] : llvm::enumerate(sig.inputs)) {
      // On the host the candidate's buffer is compared in place.
      const void *now = buffers[i];
      if (gpu) {
        memory.download(scratch.data(), buffers[i], spec.bytes());
        now = scratch.data();
      }
      if (!vpar::bytesEqual(now, hostInputs[i].data(), spec.bytes()))
        return fail(header, Verdict::WrongAnswer,
                    "input " + std::to_string(i) +
                        " was modified by the candidate",
                    trial);
    }
    header->checkMs += msSince(start);
    header->slotHasReference[slot] = withReference;
    header->slotHasFloat32[slot] = withFloat32;
    __atomic_store_n(&header->slotState[slot], int32_t(trial + 1),
                     __ATOMIC_RELEASE);
  }
  freeKept();
  // The reference's memory goes back before the candidate is timed alone.
  deviceReference.reset();
  hostReference.reset();
  float32Evaluation.reset();
  header->referenceMs = referenceMs;
  hostInputs.clear();
  scratch.resize(0);

  if (options.time && !timedFirst) {
    std::string timeError = timeCandidate();
    if (!timeError.empty())
      return fail(header, Verdict::RuntimeError, timeError);
  }
  header->verdict = static_cast<int32_t>(Verdict::Ok);
  header->done = 1;
  return 0;
}

int mlir::kgen::runValidationWorker(int requestFd, int sharedFd) {
  for (int sig : {SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT})
    signal(sig, SIG_DFL);
  struct stat requestStat, sharedStat;
  if (fstat(requestFd, &requestStat) != 0 ||
      fstat(sharedFd, &sharedStat) != 0 ||
      static_cast<size_t>(sharedStat.st_size) < sizeof(SharedHeader)) {
    llvm::errs() << "kgen-validate worker: descriptors " << requestFd << " and "
                 << sharedFd << " are not a request and a results file\n";
    return 2;
  }
  std::string request(requestStat.st_size, '\0');
  if (pread(requestFd, request.data(), request.size(), 0) !=
      static_cast<ssize_t>(request.size())) {
    llvm::errs() << "kgen-validate worker: cannot read the request\n";
    return 2;
  }
  void *shared = mmap(nullptr, sharedStat.st_size, PROT_READ | PROT_WRITE,
                      MAP_SHARED, sharedFd, 0);
  if (shared == MAP_FAILED) {
    llvm::errs() << "kgen-validate worker: cannot map the results\n";
    return 2;
  }
  auto *header = static_cast<SharedHeader *>(shared);
  uint8_t *outputs = reinterpret_cast<uint8_t *>(header + 1);
  llvm::Expected<llvm::json::Value> parsed = llvm::json::parse(request);
  const llvm::json::Object *object = parsed ? parsed->getAsObject() : nullptr;
  if (!object) {
    if (!parsed)
      llvm::consumeError(parsed.takeError());
    return fail(header, Verdict::RuntimeError,
                "the worker's request is not a JSON object");
  }
  // The worker dies with the process that started it (a kill -9 or a
  // Ctrl-C of kgen-validate or kgen-tune must not leave it running, in its
  // own process group, at 100% CPU); if that process is already gone, it
  // stops here.
  prctl(PR_SET_PDEATHSIG, SIGKILL);
  if (std::optional<int64_t> parent = object->getInteger("parent");
      parent && getppid() != static_cast<pid_t>(*parent))
    return 1;
  if (std::optional<int64_t> requested = object->getInteger("requested_ns")) {
    int64_t now = std::chrono::duration_cast<std::chrono::nanoseconds>(
                      std::chrono::steady_clock::now().time_since_epoch())
                      .count();
    header->startMs = std::max<int64_t>(0, now - *requested) / 1e6;
  }
  ValidateOptions options;
  options.target = object->getString("target").value_or("host").str();
  options.trials = object->getInteger("trials").value_or(5);
  options.time = object->getBoolean("time").value_or(true);
  options.warmTiming = object->getBoolean("warm").value_or(true);
  options.timingCutoffMs = object->getNumber("time_cutoff_ms").value_or(0);
  uint64_t seed = 0;
  llvm::StringRef(object->getString("seed").value_or("0"))
      .getAsInteger(10, seed);
  llvm::StringRef candidateText = object->getString("candidate").value_or("");
  llvm::StringRef loweredName = object->getString("lowered_name").value_or("");
  ReferenceRequest reference;
  reference.lowered = object->getString("reference_lowered").value_or("");
  reference.name = object->getString("reference_name").value_or("");
  if (const llvm::json::Array *trials = object->getArray("reference_trials"))
    for (const llvm::json::Value &trial : *trials)
      if (std::optional<int64_t> t = trial.getAsInteger();
          t && *t >= 0 && *t < static_cast<int64_t>(options.trials))
        reference.trials.push_back(*t);
  reference.onHost = object->getBoolean("reference_on_host").value_or(false);
  uint64_t referenceBytes = object->getInteger("reference_bytes").value_or(0);
  reference.float32Kernel = object->getString("float32_kernel").value_or("");
  reference.float32Name = object->getString("float32_name").value_or("");
  if (const llvm::json::Array *trials = object->getArray("float32_trials"))
    for (const llvm::json::Value &trial : *trials)
      if (std::optional<int64_t> t = trial.getAsInteger();
          t && *t >= 0 && *t < static_cast<int64_t>(options.trials))
        reference.float32Trials.push_back(*t);
  reference.checks = object->getString("checks").value_or("");
  for (auto [key, into] : {std::pair("reference_given", &reference.given),
                           std::pair("reference_keep", &reference.keep)})
    if (const llvm::json::Array *trials = object->getArray(key))
      for (const llvm::json::Value &trial : *trials)
        if (std::optional<int64_t> t = trial.getAsInteger();
            t && *t >= 0 && *t < kSharedReferenceTrials)
          into->push_back(*t);
  if (const llvm::json::Array *t = object->getArray("tolerances");
      t && t->size() == 3)
    reference.tolerances = {(*t)[0].getAsNumber().value_or(0),
                            (*t)[1].getAsNumber().value_or(0),
                            (*t)[2].getAsNumber().value_or(0)};
  if (const llvm::json::Array *floors = object->getArray("floors"))
    for (const llvm::json::Value &trial : *floors) {
      reference.floors.emplace_back();
      if (const llvm::json::Array *outputs = trial.getAsArray())
        for (const llvm::json::Value &floor : *outputs)
          reference.floors.back().push_back(floor.getAsNumber().value_or(0));
    }

  // The signature, as the parent read it from the untransformed kernel
  // (the worker never parses the kernel: its dialects may be the
  // embedder's, ValidateOptions::registry).
  const llvm::json::Value *signatureJson = object->get("signature");
  llvm::Expected<Signature> signature =
      signatureJson ? signatureFromJSON(*signatureJson)
                    : llvm::Expected<Signature>(llvm::createStringError(
                          "the request has no signature"));
  if (!signature)
    return fail(header, Verdict::RuntimeError,
                "the worker's request is malformed: " +
                    llvm::toString(signature.takeError()));
  const Signature &sig = *signature;
  size_t outputBytes = 0;
  for (const TensorSpec &spec : sig.outputs)
    outputBytes += spec.bytes();
  size_t expectedReference = 0;
  for (const TensorSpec &spec : sig.outputs)
    expectedReference += spec.elements() * spec.referenceElementBytes();
  if (!reference.empty() && referenceBytes != expectedReference)
    return fail(header, Verdict::RuntimeError,
                "the worker's request has a reference size that does not "
                "match the kernel's outputs");
  size_t slotBytes =
      !reference.checks.empty()
          ? TrialSummary::bytes(sig.outputs.size())
          : outputBytes + (reference.empty() ? 0 : referenceBytes) +
                (reference.float32Trials.empty() ? 0 : outputBytes);
  if (sizeof(SharedHeader) + kSlots * slotBytes >
      static_cast<size_t>(sharedStat.st_size))
    return fail(header, Verdict::RuntimeError,
                "the results file is too small for the kernel's outputs");
  return runWorker(candidateText, loweredName, sig, options, seed, header,
                   outputs, slotBytes, reference);
}
