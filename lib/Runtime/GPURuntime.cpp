//===- GPURuntime.cpp - backend selection, errors, kgen's C API -----------===//
//
// Part of kgen.
//
//===----------------------------------------------------------------------===//
//
// Chooses and loads the GPU backend once per process (KGEN_GPU_BACKEND,
// KGEN_GPU_CUDA_LIBRARY, KGEN_GPU_HIP_LIBRARY), keeps the per-thread error
// state, and implements the kgenGpu* functions of kgen/Runtime/GPURuntime.h.
//
//===----------------------------------------------------------------------===//

#include "Backend.h"

#include <atomic>
#include <cstdarg>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <dlfcn.h>
#include <strings.h>

using namespace kgen::runtime;

//===----------------------------------------------------------------------===//
// Errors
//===----------------------------------------------------------------------===//

namespace {
/// Per-thread state. Only trivially destructible objects, so that the
/// functions stay usable from global destructors and at thread exit.
thread_local const char *currentEntryPoint = nullptr;
thread_local int defaultDevice = 0;
thread_local bool hasLastError = false;
thread_local char lastError[4096];
/// Set by noteFailedAllocation, reset by kgenGpuRuntimeClearError: device
/// work is skipped and lastError is frozen.
thread_local bool allocationFailed = false;
/// Calls skipped since allocationFailed was set (only the first is printed).
thread_local unsigned long long skippedCalls = 0;

constexpr const char *kPrefix = "kgen runtime: ";
} // namespace

EntryPoint::EntryPoint(const char *name) : previous(currentEntryPoint) {
  currentEntryPoint = name;
}

EntryPoint::~EntryPoint() { currentEntryPoint = previous; }

const char *EntryPoint::current() { return currentEntryPoint; }

std::string kgen::runtime::formatString(const char *format, ...) {
  va_list args;
  va_start(args, format);
  va_list argsCopy;
  va_copy(argsCopy, args);
  int length = std::vsnprintf(nullptr, 0, format, args);
  va_end(args);
  std::string result;
  if (length > 0) {
    result.resize(static_cast<size_t>(length) + 1);
    std::vsnprintf(&result[0], result.size(), format, argsCopy);
    result.resize(static_cast<size_t>(length));
  }
  va_end(argsCopy);
  return result;
}

void kgen::runtime::setLastError(const std::string &message) {
  // After a failed allocation the later failures are its consequences: the
  // last error keeps naming the cause.
  if (allocationFailed)
    return;
  std::snprintf(lastError, sizeof(lastError), "%s", message.c_str());
  hasLastError = true;
}

void kgen::runtime::noteFailedAllocation(const std::string &what) {
  if (allocationFailed)
    return;
  // The failing call reported why (the driver's error) already; name the
  // call when it did not.
  if (!hasLastError) {
    const char *entry = EntryPoint::current();
    setLastError(entry ? formatString("%s: %s", entry, what.c_str()) : what);
  }
  allocationFailed = true;
  skippedCalls = 0;
}

bool kgen::runtime::skipAfterFailedAllocation() {
  if (!allocationFailed)
    return false;
  // One line per episode: generated code may launch thousands of kernels
  // (a timing loop) after the failure.
  if (skippedCalls++ == 0)
    reportError(formatString(
        "skipped: an earlier allocation failed (%s); later device work on "
        "this thread is skipped too, without a message, until "
        "kgenGpuRuntimeClearError()",
        hasLastError ? lastError : "unknown error"));
  return true;
}

void kgen::runtime::reportError(const std::string &message) {
  std::string full;
  if (const char *entry = EntryPoint::current())
    full = formatString("%s: %s", entry, message.c_str());
  else
    full = message;
  setLastError(full);

  // One write per line, each with the prefix, so that interleaved output of
  // several threads stays readable.
  size_t begin = 0;
  while (begin <= full.size()) {
    size_t end = full.find('\n', begin);
    if (end == std::string::npos)
      end = full.size();
    std::fprintf(stderr, "%s%.*s\n", kPrefix, static_cast<int>(end - begin),
                 full.data() + begin);
    begin = end + 1;
  }
  std::fflush(stderr);
}

int kgen::runtime::getDefaultDevice() { return defaultDevice; }

void kgen::runtime::setDefaultDevice(int device) { defaultDevice = device; }

Backend::~Backend() = default;

//===----------------------------------------------------------------------===//
// Driver libraries
//===----------------------------------------------------------------------===//

bool DriverLibrary::open(const char *name, std::string &whyNot) {
  // RTLD_LOCAL: the drivers' symbols must not interpose on anything else.
  handle = dlopen(name, RTLD_NOW | RTLD_LOCAL);
  if (handle)
    return true;
  const char *error = dlerror();
  whyNot = error ? error : "cannot be loaded";
  // dlerror() starts with the file name, which the caller prints already.
  std::string prefix = formatString("%s: ", name);
  if (whyNot.compare(0, prefix.size(), prefix) == 0)
    whyNot.erase(0, prefix.size());
  return false;
}

std::string kgen::runtime::describeMissingSymbols(const std::string &missing) {
  // Name a few; all of them are missing when the library is not a driver.
  constexpr size_t kShown = 3;
  size_t count = 1, cut = std::string::npos;
  for (size_t i = 0; i < missing.size(); ++i) {
    if (missing[i] != ',')
      continue;
    if (count == kShown)
      cut = i;
    ++count;
  }
  if (cut == std::string::npos)
    return missing;
  return formatString("%s and %zu more", missing.substr(0, cut).c_str(),
                      count - kShown);
}

void *DriverLibrary::lookup(std::initializer_list<const char *> names) const {
  for (const char *name : names)
    if (void *symbol = dlsym(handle, name))
      return symbol;
  return nullptr;
}

//===----------------------------------------------------------------------===//
// Backend selection
//===----------------------------------------------------------------------===//

namespace {
/// The outcome of loading, computed once per process and never freed.
struct LoadResult {
  Backend *backend = nullptr;
  /// Why there is no backend (several lines), when there is none.
  std::string whyNone;
  std::atomic<bool> reported{false};
};

const char *getLibraryName(const char *variable, const char *fallback) {
  const char *value = std::getenv(variable);
  return value && *value ? value : fallback;
}

LoadResult *loadBackend() {
  auto *result = new LoadResult();
  const char *cudaLibrary =
      getLibraryName("KGEN_GPU_CUDA_LIBRARY", "libcuda.so.1");
  const char *hipLibrary =
      getLibraryName("KGEN_GPU_HIP_LIBRARY", "libamdhip64.so");

  bool tryCuda = true, tryHip = true;
  const char *choice = std::getenv("KGEN_GPU_BACKEND");
  if (choice && *choice) {
    if (strcasecmp(choice, "cuda") == 0) {
      tryHip = false;
    } else if (strcasecmp(choice, "hip") == 0) {
      tryCuda = false;
    } else {
      result->whyNone = formatString(
          "KGEN_GPU_BACKEND is '%s', not 'cuda' or 'hip'; no GPU backend "
          "loaded",
          choice);
      return result;
    }
  }

  std::string tried, reasons;
  auto attempt = [&](const char *library,
                     Backend *(*create)(const char *, std::string &)) {
    std::string whyNot;
    Backend *backend = create(library, whyNot);
    if (backend)
      return backend;
    tried += tried.empty() ? library : formatString(", %s", library);
    reasons += formatString("\n  %s: %s", library, whyNot.c_str());
    return static_cast<Backend *>(nullptr);
  };
  if (tryCuda)
    result->backend = attempt(cudaLibrary, createCudaBackend);
  if (!result->backend && tryHip)
    result->backend = attempt(hipLibrary, createHipBackend);
  if (!result->backend)
    result->whyNone = formatString("no GPU backend found (tried %s)%s",
                                   tried.c_str(), reasons.c_str());
  return result;
}

/// Loads the backend on first call; thread-safe.
LoadResult &getLoadResult() {
  static LoadResult *result = loadBackend();
  return *result;
}

/// The backend, or nullptr with the reason as this thread's last error;
/// prints nothing.
Backend *probeBackend() {
  LoadResult &result = getLoadResult();
  if (!result.backend)
    setLastError(result.whyNone);
  return result.backend;
}
} // namespace

Backend *kgen::runtime::getBackend() {
  LoadResult &result = getLoadResult();
  if (result.backend)
    return result.backend;
  if (!result.reported.exchange(true)) {
    // Without the entry point's name: the message is about the process, not
    // about the call that happened to come first.
    EntryPoint anonymous(nullptr);
    reportError(result.whyNone);
  } else {
    setLastError(result.whyNone);
  }
  return nullptr;
}

//===----------------------------------------------------------------------===//
// kgen's C API
//===----------------------------------------------------------------------===//

int kgenGpuRuntimeAvailable(void) { return probeBackend() ? 1 : 0; }

const char *kgenGpuRuntimeBackend(void) {
  Backend *backend = probeBackend();
  return backend ? backend->getName() : nullptr;
}

const char *kgenGpuRuntimeLastError(void) {
  return hasLastError ? lastError : nullptr;
}

void kgenGpuRuntimeClearError(void) {
  hasLastError = false;
  allocationFailed = false;
  skippedCalls = 0;
}

int kgenGpuDeviceCount(void) {
  Backend *backend = probeBackend();
  return backend ? backend->getDeviceCount() : 0;
}

int kgenGpuGetDeviceInfo(int device, KgenGpuDeviceInfo *info) {
  EntryPoint entry("kgenGpuGetDeviceInfo");
  if (info)
    std::memset(info, 0, sizeof(*info));
  Backend *backend = getBackend();
  if (!backend)
    return 1;
  if (!info) {
    reportError("info is NULL");
    return 1;
  }
  if (device < 0 || device >= backend->getDeviceCount()) {
    reportError(formatString("device %d does not exist: %s has %d device(s)",
                             device, backend->getLibraryName(),
                             backend->getDeviceCount()));
    return 1;
  }
  return backend->getDeviceInfo(device, *info) ? 0 : 1;
}

int kgenGpuDeviceAttribute(int device, KgenGpuDeviceAttribute attr,
                           int *value) {
  EntryPoint entry("kgenGpuDeviceAttribute");
  Backend *backend = getBackend();
  if (!backend)
    return 1;
  if (!value) {
    reportError("value is NULL");
    return 1;
  }
  if (device < 0 || device >= backend->getDeviceCount()) {
    reportError(formatString("device %d does not exist: %s has %d device(s)",
                             device, backend->getLibraryName(),
                             backend->getDeviceCount()));
    return 1;
  }
  KgenGpuDeviceInfo info;
  std::memset(&info, 0, sizeof(info));
  if (!backend->getDeviceInfo(device, info))
    return 1;
  switch (attr) {
  case KGEN_GPU_ATTR_COMPUTE_CAPABILITY_MAJOR:
    *value = info.computeCapabilityMajor;
    return 0;
  case KGEN_GPU_ATTR_COMPUTE_CAPABILITY_MINOR:
    *value = info.computeCapabilityMinor;
    return 0;
  case KGEN_GPU_ATTR_MULTIPROCESSOR_COUNT:
    *value = info.multiprocessorCount;
    return 0;
  case KGEN_GPU_ATTR_WARP_SIZE:
    *value = info.warpSize;
    return 0;
  case KGEN_GPU_ATTR_MAX_THREADS_PER_BLOCK:
    *value = info.maxThreadsPerBlock;
    return 0;
  case KGEN_GPU_ATTR_MAX_THREADS_PER_MULTIPROCESSOR:
    *value = info.maxThreadsPerMultiprocessor;
    return 0;
  case KGEN_GPU_ATTR_MAX_SHARED_MEMORY_PER_BLOCK:
    *value = info.maxSharedMemoryPerBlock;
    return 0;
  case KGEN_GPU_ATTR_MAX_SHARED_MEMORY_PER_BLOCK_OPTIN:
    *value = info.maxSharedMemoryPerBlockOptin;
    return 0;
  case KGEN_GPU_ATTR_MAX_SHARED_MEMORY_PER_MULTIPROCESSOR:
    *value = info.maxSharedMemoryPerMultiprocessor;
    return 0;
  case KGEN_GPU_ATTR_MAX_REGISTERS_PER_BLOCK:
    *value = info.maxRegistersPerBlock;
    return 0;
  case KGEN_GPU_ATTR_L2_CACHE_SIZE:
    *value = info.l2CacheSize;
    return 0;
  case KGEN_GPU_ATTR_CLOCK_RATE_KHZ:
    *value = info.clockRateKHz;
    return 0;
  case KGEN_GPU_ATTR_MEMORY_CLOCK_RATE_KHZ:
    *value = info.memoryClockRateKHz;
    return 0;
  case KGEN_GPU_ATTR_MEMORY_BUS_WIDTH_BITS:
    *value = info.memoryBusWidthBits;
    return 0;
  }
  reportError(formatString("unknown attribute %d", static_cast<int>(attr)));
  return 1;
}

int kgenGpuDeviceSynchronize(void) {
  EntryPoint entry("kgenGpuDeviceSynchronize");
  Backend *backend = getBackend();
  if (!backend)
    return 1;
  return backend->deviceSynchronize() ? 0 : 1;
}

void *kgenGpuEventCreateTimed(void) {
  EntryPoint entry("kgenGpuEventCreateTimed");
  Backend *backend = getBackend();
  return backend ? backend->eventCreate(/*withTiming=*/true) : nullptr;
}

int kgenGpuEventElapsedTime(void *start, void *end, float *milliseconds) {
  EntryPoint entry("kgenGpuEventElapsedTime");
  Backend *backend = getBackend();
  if (!backend)
    return 1;
  if (!start || !end || !milliseconds) {
    reportError("start, end and milliseconds must not be NULL");
    return 1;
  }
  return backend->eventElapsedTime(start, end, milliseconds) ? 0 : 1;
}
