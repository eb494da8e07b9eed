//===- WorkerProcess.cpp - starting and watching the worker ---------------===//
//
// Part of kgen.
//
//===----------------------------------------------------------------------===//
//
// The worker is a fresh process: the validator's executable (kgen-validate)
// started with posix_spawn in its hidden worker mode, never a fork() of the
// caller, which may have threads (kgen-opt's pass manager, the tuner's
// compile pool) whose locks a forked child would inherit held. The request
// (kernel, candidate, options) goes through one memory file, the results
// come back through another that both processes map.

//
//===----------------------------------------------------------------------===//

#include "WorkerProcess.h"

#include "DeviceChecks.h"
#include "Execution.h"
#include "ReferenceCache.h"
#include "Worker.h"

#include "kgen/Runtime/GPURuntime.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/Program.h"
#include "llvm/Support/raw_ostream.h"

#include <chrono>
#include <cstdlib>
#include <cstring>
#include <fcntl.h>
#include <signal.h>
#include <spawn.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

extern char **environ;

using namespace mlir;
using namespace mlir::kgen;

namespace {
/// A file descriptor closed on scope exit.
struct FileDescriptor {
  int fd = -1;
  explicit FileDescriptor(int fd) : fd(fd) {}
  ~FileDescriptor() {
    if (fd >= 0)
      close(fd);
  }
};
} // namespace

int mlir::kgen::makeMemoryFile(const char *name, size_t bytes) {
  int fd = memfd_create(name, MFD_CLOEXEC);
  if (fd < 0)
    return -1;
  if (ftruncate(fd, bytes) != 0) {
    close(fd);
    return -1;
  }
  int high = fcntl(fd, F_DUPFD_CLOEXEC, kMemoryFileFdFloor);
  close(fd);
  return high;
}

/// What the worker was running besides the candidate (`running`, a
/// RunningReference), for a message: empty for the candidate.
static std::string describeRunningReference(int32_t running,
                                            const ReferenceAsk &ask,
                                            const Signature &sig) {
  switch (running) {
  case kRunningFloat64Reference:
    return "the float64 reference of @" + sig.name +
           " (the kernel itself, promoted to float64, on the " +
           (ask.onHost ? "host" : "device") + ")";
  case kRunningFloat32Evaluation:
    return "the float32 evaluation of @" + sig.name +
           " (the kernel itself on the host, for its integer outputs computed "
           "from floats)";
  default:
    return "";
  }
}

/// "signal SIGFPE (Floating point exception)".
static std::string describeSignal(int signal) {
  const char *abbrev = sigabbrev_np(signal);
  return "signal " +
         (abbrev ? "SIG" + std::string(abbrev) : std::to_string(signal)) +
         " (" + strsignal(signal) + ")";
}

int64_t
mlir::kgen::spawnWorkerProcess(llvm::ArrayRef<std::string> argv,
                               llvm::ArrayRef<std::pair<int, int>> dups) {
  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  for (auto [from, to] : dups)
    posix_spawn_file_actions_adddup2(&actions, from, to);
  posix_spawnattr_t attributes;
  posix_spawnattr_init(&attributes);
  sigset_t defaults, none;
  sigemptyset(&defaults);
  for (int sig :
       {SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGPIPE, SIGTERM, SIGINT})
    sigaddset(&defaults, sig);
  sigemptyset(&none);
  posix_spawnattr_setsigdefault(&attributes, &defaults);
  posix_spawnattr_setsigmask(&attributes, &none);
  posix_spawnattr_setpgroup(&attributes, 0);
  posix_spawnattr_setflags(&attributes, POSIX_SPAWN_SETPGROUP |
                                            POSIX_SPAWN_SETSIGDEF |
                                            POSIX_SPAWN_SETSIGMASK);
  std::vector<std::string> args(argv.begin(), argv.end());
  std::vector<char *> pointers;
  for (std::string &arg : args)
    pointers.push_back(arg.data());
  pointers.push_back(nullptr);
  pid_t pid = -1;
  int error = posix_spawn(&pid, args.front().c_str(), &actions, &attributes,
                          pointers.data(), environ);
  posix_spawn_file_actions_destroy(&actions);
  posix_spawnattr_destroy(&attributes);
  return error == 0 ? static_cast<int64_t>(pid) : -static_cast<int64_t>(error);
}

WorkerRun mlir::kgen::runInWorker(StringRef candidateText,
                                  StringRef loweredName, const Signature &sig,
                                  const ValidateOptions &options,
                                  uint64_t secretSeed, size_t outputBytes,
                                  const ReferenceAsk &referenceAsk,
                                  std::optional<TrialConsumer> consume) {
  WorkerRun run;
  auto failBeforeStart = [&](std::string message) {
    run.verdict = Verdict::RuntimeError;
    run.message = std::move(message);
    return run;
  };
  std::string worker = options.workerPath;
  if (worker.empty()) {
    llvm::Expected<std::string> found = getDefaultWorkerPath();
    if (!found)
      return failBeforeStart(llvm::toString(found.takeError()));
    worker = std::move(*found);
  }

  // The request.
  std::string request;
  {
    llvm::json::Array floorsJson, tolerancesJson, givenJson, keepJson;
    for (auto [trial, given] : llvm::enumerate(referenceAsk.given))
      if (given && trial < kSharedReferenceTrials)
        givenJson.push_back(static_cast<int64_t>(trial));
    for (auto [trial, keep] : llvm::enumerate(referenceAsk.keep))
      if (keep && trial < kSharedReferenceTrials)
        keepJson.push_back(static_cast<int64_t>(trial));
    for (const std::vector<double> &trial : referenceAsk.floors)
      floorsJson.push_back(llvm::json::Array(trial));
    for (double t :
         {referenceAsk.tolerances.rtol, referenceAsk.tolerances.atolRel,
          referenceAsk.tolerances.normwise})
      tolerancesJson.push_back(t);
    llvm::raw_string_ostream os(request);
    os << llvm::json::Value(llvm::json::Object{
        {"parent", static_cast<int64_t>(getpid())},
        // When the request was made (the monotonic clock, shared by the
        // processes of the machine): the worker's start is measured from it.
        {"requested_ns",
         static_cast<int64_t>(
             std::chrono::duration_cast<std::chrono::nanoseconds>(
                 std::chrono::steady_clock::now().time_since_epoch())
                 .count())},
        {"signature", signatureToJSON(sig)},
        {"candidate", candidateText},
        {"lowered_name", loweredName},
        {"target", options.target},
        {"trials", static_cast<int64_t>(options.trials)},
        {"seed", std::to_string(secretSeed)},
        {"time", options.time},
        {"warm", options.warmTiming},
        {"time_cutoff_ms", options.timingCutoffMs},
        {"reference_lowered", referenceAsk.lowered},
        {"reference_name", referenceAsk.name},
        {"reference_on_host", referenceAsk.onHost},
        {"reference_trials", llvm::json::Array(referenceAsk.trials)},
        {"reference_bytes", static_cast<int64_t>(referenceAsk.referenceBytes)},
        {"float32_kernel", referenceAsk.float32Kernel},
        {"float32_name", referenceAsk.float32Name},
        {"float32_trials", llvm::json::Array(referenceAsk.float32Trials)},
        {"checks", referenceAsk.checks},
        {"tolerances", std::move(tolerancesJson)},
        {"floors", std::move(floorsJson)},
        {"reference_given", std::move(givenJson)},
        {"reference_keep", std::move(keepJson)}});
  }
  FileDescriptor requestFile(makeMemoryFile("kgen-request", request.size()));
  if (requestFile.fd < 0 ||
      pwrite(requestFile.fd, request.data(), request.size(), 0) !=
          static_cast<ssize_t>(request.size()))
    return failBeforeStart(std::string("cannot write the worker's request: ") +
                           strerror(errno));

  // The results: the header, then the trial slots (outputs, reference,
  // float32 evaluation).
  size_t referenceBytes =
      referenceAsk.trials.empty() ? 0 : referenceAsk.referenceBytes;
  size_t slotBytes =
      !referenceAsk.checks.empty()
          ? TrialSummary::bytes(referenceAsk.numOutputs)
          : outputBytes + referenceBytes +
                (referenceAsk.float32Trials.empty() ? 0 : outputBytes);
  size_t bytes = sizeof(SharedHeader) + kSlots * slotBytes;
  FileDescriptor sharedFile(makeMemoryFile("kgen-results", bytes));
  void *shared = sharedFile.fd < 0
                     ? MAP_FAILED
                     : mmap(nullptr, bytes, PROT_READ | PROT_WRITE, MAP_SHARED,
                            sharedFile.fd, 0);
  if (shared == MAP_FAILED)
    return failBeforeStart(
        "cannot map " + std::to_string(bytes) +
        " bytes of shared memory for the worker: " + strerror(errno));
  auto *header = static_cast<SharedHeader *>(shared);
  uint8_t *slots = reinterpret_cast<uint8_t *>(header + 1);

  // The worker: descriptors 3 (request) and 4 (results); its stdout goes
  // to stderr (a pass's output may be on stdout); its own process group,
  // so that a timeout kills whatever it started (ptxas); default signal
  // dispositions (a fault kills it plainly: the parent turns the signal
  // into a verdict).
  llvm::outs().flush();
  llvm::errs().flush();
  std::vector<std::pair<int, int>> dups = {
      {requestFile.fd, 3}, {sharedFile.fd, 4}, {2, 1}};
  for (unsigned trial = 0; trial < kSharedReferenceTrials; ++trial) {
    const SharedBytes *bytes = nullptr;
    if (trial < referenceAsk.given.size() && referenceAsk.given[trial])
      bytes = referenceAsk.given[trial].get();
    else if (trial < referenceAsk.keep.size() && referenceAsk.keep[trial])
      bytes = referenceAsk.keep[trial].get();
    if (bytes)
      dups.push_back({bytes->fd(), kSharedReferenceFd + int(trial)});
  }
  int64_t spawned =
      spawnWorkerProcess({worker, "--kgen-validate-worker"}, dups);
  pid_t pid = spawned > 0 ? static_cast<pid_t>(spawned) : -1;
  int spawnError = spawned > 0 ? 0 : static_cast<int>(-spawned);
  if (spawnError != 0) {
    munmap(shared, bytes);
    return failBeforeStart("cannot start the worker '" + worker +
                           "': " + strerror(spawnError));
  }

  auto start = std::chrono::steady_clock::now();
  // Takes every filled slot; false when the consumer wants the worker
  // stopped. The slots are taken in trial order: the worker puts trial t in
  // slot t % kSlots, and the first failed trial is the one reported (taking
  // slots in index order compared trial 2, in slot 0, before trial 1 when the
  // worker filled slot 0 again while the parent was past slot 1).
  double consumeMs = 0;
  unsigned nextTrial = 0;
  auto consumeSlots = [&]() -> bool {
    while (true) {
      int slot = nextTrial % kSlots;
      int32_t state =
          __atomic_load_n(&header->slotState[slot], __ATOMIC_ACQUIRE);
      if (state == 0)
        return true;
      const uint8_t *base = slots + slot * slotBytes;
      bool keepGoing = true;
      if (consume) {
        auto consumeStart = std::chrono::steady_clock::now();
        keepGoing = (*consume)(
            state - 1, base,
            header->slotHasReference[slot] ? base + outputBytes : nullptr,
            header->slotHasFloat32[slot] ? base + outputBytes + referenceBytes
                                         : nullptr);
        consumeMs += msSince(consumeStart);
      }
      ++nextTrial;
      __atomic_store_n(&header->slotState[slot], 0, __ATOMIC_RELEASE);
      if (!keepGoing)
        return false;
    }
  };
  int status = 0;
  bool finished = false;
  // Time spent waiting for the GPU lock does not count.
  double pausedSeconds = 0;
  auto last = start;
  while (true) {
    if (!consumeSlots()) {
      run.stoppedEarly = true;
      break;
    }
    pid_t done = waitpid(pid, &status, WNOHANG);
    if (done == pid || (done < 0 && errno != EINTR)) {
      finished = done == pid;
      break;
    }
    auto now = std::chrono::steady_clock::now();
    if (__atomic_load_n(&header->lockWaiting, __ATOMIC_ACQUIRE))
      pausedSeconds += std::chrono::duration<double>(now - last).count();
    last = now;
    double elapsed =
        std::chrono::duration<double>(now - start).count() - pausedSeconds;
    if (elapsed > options.timeoutSeconds)
      break;
    usleep(2000);
  }
  // The kernel's own run the worker was in, if any (read once it is gone).
  std::string reference = describeRunningReference(
      __atomic_load_n(&header->runningReference, __ATOMIC_ACQUIRE),
      referenceAsk, sig);
  if (run.stoppedEarly) {
    kill(-pid, SIGKILL);
    kill(pid, SIGKILL);
    waitpid(pid, &status, 0);
  } else if (!finished) {
    kill(-pid, SIGKILL);
    kill(pid, SIGKILL);
    waitpid(pid, &status, 0);
    reference = describeRunningReference(
        __atomic_load_n(&header->runningReference, __ATOMIC_ACQUIRE),
        referenceAsk, sig);
    run.verdict =
        reference.empty() ? Verdict::Timeout : Verdict::ReferenceError;
    llvm::raw_string_ostream os(run.message);
    os << (reference.empty() ? "the worker" : reference)
       << " did not finish within "
       << llvm::format("%g", options.timeoutSeconds) << " s";
    if (!reference.empty())
      run.failedTrial = header->runningTrial;
  } else {
    // Whatever the worker started dies with it.
    kill(-pid, SIGKILL);
    if (WIFSIGNALED(status) && !reference.empty()) {
      run.verdict = Verdict::ReferenceError;
      run.message = reference + " died of " + describeSignal(WTERMSIG(status));
      run.failedTrial = header->runningTrial;
    } else if (WIFSIGNALED(status)) {
      run.verdict = Verdict::RuntimeError;
      run.message = std::string("the worker died of signal ") +
                    strsignal(WTERMSIG(status));
    } else if (!header->done) {
      run.verdict = Verdict::RuntimeError;
      run.message = "the worker exited with code " +
                    std::to_string(WEXITSTATUS(status)) + " without a verdict";
    } else {
      // The trials the worker published before it finished.
      if (!consumeSlots())
        run.stoppedEarly = true;
      run.verdict = static_cast<Verdict>(header->verdict);
      run.message = std::string(
          header->message, strnlen(header->message, sizeof(header->message)));
      run.failedTrial = header->failedTrial;
      run.coldMs.assign(header->coldMs,
                        header->coldMs + std::min(header->coldSamples, 256));
      run.warmMs.assign(header->warmMs,
                        header->warmMs + std::min(header->warmSamples, 256));
      run.eventTimed = header->eventTimed;
      run.coldCut = header->coldCut;
      run.deviceBandwidthGbps = header->deviceBandwidthGbps;
      run.referenceTrials = header->referenceTrials;
      run.referenceGivenTrials = header->referenceGivenTrials;
      for (unsigned trial = 0; trial < kSharedReferenceTrials; ++trial)
        if (header->referenceKept[trial] && trial < referenceAsk.keep.size() &&
            referenceAsk.keep[trial])
          run.referenceKeptTrials.push_back(trial);
    }
  }
  // Published as it grows: a worker stopped early has computed some.
  run.referenceMs = header->referenceMs;
  run.lockWaitMs = header->lockWaitMs;
  run.phaseMs = {{"generate_inputs", header->generateMs},
                 {"poison", header->poisonMs},
                 {"upload", header->uploadMs},
                 {"run", header->runMs},
                 {"download", header->downloadMs},
                 {"check_determinism_and_inputs", header->checkMs},
                 {"wait_for_slot", header->slotWaitMs},
                 {"compare_on_device", header->compareMs},
                 {"compare", consumeMs},
                 {"worker_start", header->startMs},
                 {"device_init", header->deviceInitMs},
                 {"compile", header->compileMs},
                 {"compile_reference", header->referenceCompileMs},
                 {"compile_checks", header->checksCompileMs},
                 {"time", header->timeMs}};
  munmap(shared, bytes);
  return run;
}
