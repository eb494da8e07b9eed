//===- CudaBackend.cpp - the runtime over the CUDA driver API -------------===//
//
// Part of kgen.
//
//===----------------------------------------------------------------------===//
//
// Implements Backend with the CUDA driver API of libcuda.so.1, resolved with
// dlsym. Every call runs with the primary context of the calling thread's
// default device pushed (and popped afterwards), like upstream MLIR's
// CudaRuntimeWrappers.cpp, so that callers need no CUDA context of their own
// and contexts they do have are left as they were.
//
//===----------------------------------------------------------------------===//

#include "Backend.h"
#include "DriverAPI.h"

#include <array>
#include <cstdio>
#include <cstring>
#include <map>
#include <mutex>
#include <unordered_set>
#include <vector>

using namespace kgen::runtime;
using namespace kgen::runtime::cu;

namespace {

/// Dynamic shared memory a kernel gets without opting in.
constexpr unsigned kDefaultDynamicSharedMemoryLimit = 48 * 1024;
/// Cluster sizes above this need CU_FUNC_ATTRIBUTE_NON_PORTABLE_CLUSTER_SIZE.
constexpr unsigned kMaxPortableClusterSize = 8;
/// Size of the JIT's error log buffer.
constexpr size_t kJitLogSize = 16 * 1024;

/// Whether a failure is worth reporting: a call that releases something
/// during process teardown, after the driver has shut down, is not.
enum class Teardown { No, Yes };

inline CUdeviceptr toDevicePtr(const void *ptr) {
  return static_cast<CUdeviceptr>(reinterpret_cast<uintptr_t>(ptr));
}

class CudaBackend final : public Backend {
public:
  bool initialize(const char *library, std::string &whyNot);

  const char *getName() const override { return "cuda"; }
  const char *getLibraryName() const override { return libraryName.c_str(); }
  int getDeviceCount() const override { return deviceCount; }

  void *moduleLoad(const void *data, size_t size) override;
  void *moduleLoadJIT(const void *data, int optLevel) override;
  void moduleUnload(void *module) override;
  void *moduleGetFunction(void *module, const char *name) override;
  void launchKernel(void *function, const LaunchDims &dims, void *stream,
                    void **params, void **extra) override;

  void *streamCreate() override;
  void streamDestroy(void *stream) override;
  bool streamSynchronize(void *stream) override;
  void streamWaitEvent(void *stream, void *event) override;

  void *eventCreate(bool withTiming) override;
  void eventDestroy(void *event) override;
  void eventSynchronize(void *event) override;
  void eventRecord(void *event, void *stream) override;
  bool eventElapsedTime(void *start, void *end, float *ms) override;

  void *memAlloc(uint64_t sizeBytes, bool hostShared) override;
  void memFree(void *ptr, void *stream) override;
  void memcpy(void *dst, const void *src, size_t sizeBytes,
              void *stream) override;
  void memset32(void *dst, unsigned value, size_t count, void *stream) override;
  void memset16(void *dst, unsigned short value, size_t count,
                void *stream) override;
  void hostRegister(void *ptr, uint64_t sizeBytes) override;
  void hostUnregister(void *ptr) override;

  bool deviceSynchronize() override;
  bool getDeviceInfo(int device, KgenGpuDeviceInfo &info) override;
  void *tensorMapEncodeTiled(int dataType, unsigned rank, void *globalAddress,
                             const uint64_t *globalDim,
                             const uint64_t *globalStrides,
                             const uint32_t *boxDim,
                             const uint32_t *elementStrides, int interleave,
                             int swizzle, int l2Promotion,
                             int oobFill) override;

private:
  /// Makes the primary context of the default device current for its
  /// lifetime. Converts to false (after reporting) when that fails.
  class ScopedContext {
  public:
    explicit ScopedContext(CudaBackend &backend,
                           Teardown teardown = Teardown::No);
    ~ScopedContext();
    explicit operator bool() const { return pushed; }

  private:
    CudaBackend &backend;
    Teardown teardown;
    bool pushed = false;
  };

  /// "CUDA_ERROR_X (description)" for `result`.
  std::string describe(CUresult result) const;
  /// Returns true when `result` is success; otherwise reports that `call`
  /// failed, unless this is teardown after the driver shut down.
  bool check(CUresult result, const std::string &call,
             Teardown teardown = Teardown::No) const;
  /// The primary context of the calling thread's default device, retained
  /// on first use; nullptr after reporting when there is none.
  CUcontext getContext(Teardown teardown);
  /// The CUdevice for ordinal `device`, reporting failures.
  bool getDevice(int device, CUdevice &result) const;
  /// `device`'s default memory pool, made to keep what is freed; nullptr
  /// when stream-ordered allocation is not available.
  CUmemoryPool setUpPool(CUdevice device);
  /// The pool of the calling thread's default device (after getContext).
  CUmemoryPool currentPool();
  /// Reports that loading a module with `call` failed, with the JIT's log.
  void reportLoadFailure(const char *call, CUresult result,
                         const std::string &log) const;
  /// Reports that the optional driver function `name` is missing.
  void reportMissing(const char *name, const char *needed) const;

  DriverLibrary driver;
  std::string libraryName;
  DriverFunctions fn = {};
  int deviceCount = 0;
  std::mutex contextMutex;
  std::vector<CUcontext> contexts;
  /// Each device's default memory pool, set up with its context when the
  /// driver and the device support stream-ordered allocation (nullptr
  /// otherwise: cuMemAlloc and cuMemFree). The pool keeps what is freed
  /// (release threshold: unlimited) so that the temporaries of a host
  /// function called again come back in about a microsecond, without the
  /// device-wide synchronization of cuMemFree; it is trimmed when an
  /// allocation finds the device full.
  std::vector<CUmemoryPool> pools;
  /// The host-shared (managed) allocations: not from a pool, freed by
  /// cuMemFree.
  std::mutex managedMutex;
  std::unordered_set<CUdeviceptr> managed;
  /// TMA descriptors in device memory, by context and bytes: a host
  /// function called again on the same workspaces (the pool gives their
  /// addresses back) reuses its copies instead of allocating and copying
  /// again (the synchronous copy waits for the stream's earlier work).
  /// They live as long as the process, as upstream's; at most
  /// kMaxTensorMaps are kept, later ones are copied each time.
  static constexpr size_t kMaxTensorMaps = 1024;
  std::mutex tensorMapMutex;
  std::map<std::pair<CUcontext, std::array<unsigned char, sizeof(CUtensorMap)>>,
           CUdeviceptr>
      tensorMaps;
};

} // namespace

//===----------------------------------------------------------------------===//
// Loading and errors
//===----------------------------------------------------------------------===//

bool CudaBackend::initialize(const char *library, std::string &whyNot) {
  libraryName = library;
  if (!driver.open(library, whyNot))
    return false;

  std::string missing;
  const DriverLibrary &lib = driver;
  bool complete = true;
  complete &= lib.resolve(fn.cuGetErrorName, {"cuGetErrorName"}, missing);
  complete &= lib.resolve(fn.cuGetErrorString, {"cuGetErrorString"}, missing);
  complete &= lib.resolve(fn.cuInit, {"cuInit"}, missing);
  complete &=
      lib.resolve(fn.cuDriverGetVersion, {"cuDriverGetVersion"}, missing);
  complete &= lib.resolve(fn.cuDeviceGetCount, {"cuDeviceGetCount"}, missing);
  complete &= lib.resolve(fn.cuDeviceGet, {"cuDeviceGet"}, missing);
  complete &= lib.resolve(fn.cuDeviceGetName, {"cuDeviceGetName"}, missing);
  complete &=
      lib.resolve(fn.cuDeviceGetAttribute, {"cuDeviceGetAttribute"}, missing);
  complete &=
      lib.resolve(fn.cuDeviceTotalMem, {"cuDeviceTotalMem_v2"}, missing);
  complete &= lib.resolve(fn.cuDevicePrimaryCtxRetain,
                          {"cuDevicePrimaryCtxRetain"}, missing);
  complete &=
      lib.resolve(fn.cuCtxPushCurrent, {"cuCtxPushCurrent_v2"}, missing);
  complete &= lib.resolve(fn.cuCtxPopCurrent, {"cuCtxPopCurrent_v2"}, missing);
  complete &= lib.resolve(fn.cuCtxSynchronize, {"cuCtxSynchronize"}, missing);
  complete &= lib.resolve(fn.cuModuleLoadData, {"cuModuleLoadData"}, missing);
  complete &=
      lib.resolve(fn.cuModuleLoadDataEx, {"cuModuleLoadDataEx"}, missing);
  complete &= lib.resolve(fn.cuModuleUnload, {"cuModuleUnload"}, missing);
  complete &=
      lib.resolve(fn.cuModuleGetFunction, {"cuModuleGetFunction"}, missing);
  complete &=
      lib.resolve(fn.cuFuncSetAttribute, {"cuFuncSetAttribute"}, missing);
  complete &= lib.resolve(fn.cuLaunchKernel, {"cuLaunchKernel"}, missing);
  complete &= lib.resolve(fn.cuStreamCreate, {"cuStreamCreate"}, missing);
  complete &= lib.resolve(fn.cuStreamDestroy, {"cuStreamDestroy_v2"}, missing);
  complete &=
      lib.resolve(fn.cuStreamSynchronize, {"cuStreamSynchronize"}, missing);
  complete &= lib.resolve(fn.cuStreamWaitEvent, {"cuStreamWaitEvent"}, missing);
  complete &= lib.resolve(fn.cuEventCreate, {"cuEventCreate"}, missing);
  complete &= lib.resolve(fn.cuEventDestroy, {"cuEventDestroy_v2"}, missing);
  complete &=
      lib.resolve(fn.cuEventSynchronize, {"cuEventSynchronize"}, missing);
  complete &= lib.resolve(fn.cuEventRecord, {"cuEventRecord"}, missing);
  complete &=
      lib.resolve(fn.cuEventElapsedTime, {"cuEventElapsedTime"}, missing);
  complete &= lib.resolve(fn.cuMemAlloc, {"cuMemAlloc_v2"}, missing);
  complete &= lib.resolve(fn.cuMemFree, {"cuMemFree_v2"}, missing);
  complete &= lib.resolve(fn.cuMemcpy, {"cuMemcpy"}, missing);
  complete &= lib.resolve(fn.cuMemcpyAsync, {"cuMemcpyAsync"}, missing);
  complete &= lib.resolve(fn.cuMemsetD32Async, {"cuMemsetD32Async"}, missing);
  complete &= lib.resolve(fn.cuMemsetD16Async, {"cuMemsetD16Async"}, missing);
  complete &=
      lib.resolve(fn.cuMemHostRegister, {"cuMemHostRegister_v2"}, missing);
  complete &=
      lib.resolve(fn.cuMemHostUnregister, {"cuMemHostUnregister"}, missing);
  if (!complete) {
    whyNot = formatString("not a usable CUDA driver: it does not export %s",
                          describeMissingSymbols(missing).c_str());
    return false;
  }
  std::string ignored;
  lib.resolve(fn.cuMemAllocManaged, {"cuMemAllocManaged"}, ignored);
  lib.resolve(fn.cuLaunchKernelEx, {"cuLaunchKernelEx"}, ignored);
  lib.resolve(fn.cuTensorMapEncodeTiled, {"cuTensorMapEncodeTiled"}, ignored);
  lib.resolve(fn.cuMemAllocAsync, {"cuMemAllocAsync"}, ignored);
  lib.resolve(fn.cuMemFreeAsync, {"cuMemFreeAsync"}, ignored);
  lib.resolve(fn.cuDeviceGetDefaultMemPool, {"cuDeviceGetDefaultMemPool"},
              ignored);
  lib.resolve(fn.cuMemPoolSetAttribute, {"cuMemPoolSetAttribute"}, ignored);
  lib.resolve(fn.cuMemPoolTrimTo, {"cuMemPoolTrimTo"}, ignored);

  CUresult result = fn.cuInit(0);
  if (result != CUDA_SUCCESS) {
    whyNot = "cuInit failed: " + describe(result);
    return false;
  }
  result = fn.cuDeviceGetCount(&deviceCount);
  if (result != CUDA_SUCCESS) {
    whyNot = "cuDeviceGetCount failed: " + describe(result);
    return false;
  }
  if (deviceCount < 1) {
    whyNot = "the CUDA driver reports no device";
    return false;
  }
  contexts.assign(static_cast<size_t>(deviceCount), nullptr);
  pools.assign(static_cast<size_t>(deviceCount), nullptr);
  return true;
}

std::string CudaBackend::describe(CUresult result) const {
  const char *name = nullptr, *description = nullptr;
  if (fn.cuGetErrorName(result, &name) != CUDA_SUCCESS || !name)
    name = nullptr;
  if (fn.cuGetErrorString(result, &description) != CUDA_SUCCESS)
    description = nullptr;
  std::string text =
      name ? std::string(name) : formatString("CUDA error %d", result);
  if (description && *description)
    text += formatString(" (%s)", description);
  return text;
}

bool CudaBackend::check(CUresult result, const std::string &call,
                        Teardown teardown) const {
  if (result == CUDA_SUCCESS)
    return true;
  if (teardown == Teardown::Yes && result == CUDA_ERROR_DEINITIALIZED)
    return false;
  reportError(
      formatString("%s failed: %s", call.c_str(), describe(result).c_str()));
  return false;
}

void CudaBackend::reportMissing(const char *name, const char *needed) const {
  reportError(formatString("%s does not export %s, which %s needs",
                           libraryName.c_str(), name, needed));
}

bool CudaBackend::getDevice(int device, CUdevice &result) const {
  if (device < 0 || device >= deviceCount) {
    reportError(formatString("device %d does not exist: the CUDA driver has "
                             "%d device(s) (see mgpuSetDefaultDevice)",
                             device, deviceCount));
    return false;
  }
  return check(fn.cuDeviceGet(&result, device),
               formatString("cuDeviceGet(%d)", device));
}

CUcontext CudaBackend::getContext(Teardown teardown) {
  int ordinal = getDefaultDevice();
  if (ordinal < 0 || ordinal >= deviceCount) {
    CUdevice ignored;
    getDevice(ordinal, ignored); // Reports the bad ordinal.
    return nullptr;
  }
  std::lock_guard<std::mutex> lock(contextMutex);
  CUcontext &context = contexts[static_cast<size_t>(ordinal)];
  if (context)
    return context;
  // First use of this device: retain its primary context, which stays
  // retained for the life of the process.
  CUdevice device;
  if (check(fn.cuDeviceGet(&device, ordinal),
            formatString("cuDeviceGet(%d)", ordinal), teardown) &&
      check(fn.cuDevicePrimaryCtxRetain(&context, device),
            formatString("cuDevicePrimaryCtxRetain(device %d)", ordinal),
            teardown))
    pools[static_cast<size_t>(ordinal)] = setUpPool(device);
  return context;
}

CUmemoryPool CudaBackend::setUpPool(CUdevice device) {
  if (!fn.cuMemAllocAsync || !fn.cuMemFreeAsync ||
      !fn.cuDeviceGetDefaultMemPool || !fn.cuMemPoolSetAttribute ||
      !fn.cuMemPoolTrimTo)
    return nullptr;
  int supported = 0;
  CUmemoryPool pool = nullptr;
  uint64_t keepAll = UINT64_MAX;
  // Quietly without: the synchronous calls do the same, slower.
  if (fn.cuDeviceGetAttribute(&supported,
                              CU_DEVICE_ATTRIBUTE_MEMORY_POOLS_SUPPORTED,
                              device) != CUDA_SUCCESS ||
      !supported ||
      fn.cuDeviceGetDefaultMemPool(&pool, device) != CUDA_SUCCESS ||
      fn.cuMemPoolSetAttribute(pool, CU_MEMPOOL_ATTR_RELEASE_THRESHOLD,
                               &keepAll) != CUDA_SUCCESS)
    return nullptr;
  return pool;
}

CUmemoryPool CudaBackend::currentPool() {
  int ordinal = getDefaultDevice();
  if (ordinal < 0 || ordinal >= deviceCount)
    return nullptr;
  std::lock_guard<std::mutex> lock(contextMutex);
  return pools[static_cast<size_t>(ordinal)];
}

CudaBackend::ScopedContext::ScopedContext(CudaBackend &backend,
                                          Teardown teardown)
    : backend(backend), teardown(teardown) {
  CUcontext context = backend.getContext(teardown);
  pushed = context && backend.check(backend.fn.cuCtxPushCurrent(context),
                                    "cuCtxPushCurrent_v2", teardown);
}

CudaBackend::ScopedContext::~ScopedContext() {
  if (!pushed)
    return;
  CUcontext popped;
  backend.check(backend.fn.cuCtxPopCurrent(&popped), "cuCtxPopCurrent_v2",
                teardown);
}

Backend *kgen::runtime::createCudaBackend(const char *libraryName,
                                          std::string &whyNot) {
  auto *backend = new CudaBackend();
  if (backend->initialize(libraryName, whyNot))
    return backend;
  // The library stays loaded (see DriverLibrary); the backend goes.
  delete backend;
  return nullptr;
}

//===----------------------------------------------------------------------===//
// Modules and launches
//===----------------------------------------------------------------------===//

/// Loads `data` with cuModuleLoadDataEx and a JIT error log; `optLevel` < 0
/// leaves the JIT's optimization level at its default.
static CUmodule loadModule(const DriverFunctions &fn, const void *data,
                           int optLevel, CUresult &result, std::string &log) {
  std::vector<char> errorLog(kJitLogSize, '\0');
  int options[3] = {CU_JIT_ERROR_LOG_BUFFER, CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES,
                    CU_JIT_OPTIMIZATION_LEVEL};
  void *values[3] = {errorLog.data(), reinterpret_cast<void *>(kJitLogSize),
                     reinterpret_cast<void *>(
                         static_cast<uintptr_t>(optLevel < 0 ? 0 : optLevel))};
  unsigned numOptions = optLevel < 0 ? 2 : 3;
  CUmodule module = nullptr;
  result = fn.cuModuleLoadDataEx(&module, data, numOptions, options, values);
  errorLog.back() = '\0';
  log = errorLog.data();
  return result == CUDA_SUCCESS ? module : nullptr;
}

void CudaBackend::reportLoadFailure(const char *call, CUresult result,
                                    const std::string &log) const {
  std::string message =
      formatString("%s failed: %s", call, describe(result).c_str());
  // The JIT's log says what is wrong with PTX; trim its trailing newlines.
  size_t end = log.find_last_not_of("\r\n");
  if (end != std::string::npos)
    message += "\nJIT error log:\n" + log.substr(0, end + 1);
  reportError(message);
}

void *CudaBackend::moduleLoad(const void *data, size_t /*size*/) {
  ScopedContext context(*this);
  if (!context)
    return nullptr;
  CUresult result;
  std::string log;
  CUmodule module = loadModule(fn, data, /*optLevel=*/-1, result, log);
  if (!module)
    reportLoadFailure("cuModuleLoadDataEx", result, log);
  return module;
}

void *CudaBackend::moduleLoadJIT(const void *data, int optLevel) {
  ScopedContext context(*this);
  if (!context)
    return nullptr;
  if (optLevel < 0 || optLevel > 4) {
    reportError(
        formatString("optimization level %d is not in [0, 4]", optLevel));
    return nullptr;
  }
  CUresult result;
  std::string log;
  CUmodule module = loadModule(fn, data, optLevel, result, log);
  if (!module)
    reportLoadFailure(
        formatString("cuModuleLoadDataEx (PTX JIT at -O%d)", optLevel).c_str(),
        result, log);
  return module;
}

void CudaBackend::moduleUnload(void *module) {
  ScopedContext context(*this, Teardown::Yes);
  if (context)
    check(fn.cuModuleUnload(static_cast<CUmodule>(module)), "cuModuleUnload",
          Teardown::Yes);
}

void *CudaBackend::moduleGetFunction(void *module, const char *name) {
  ScopedContext context(*this);
  if (!context)
    return nullptr;
  CUfunction function = nullptr;
  check(fn.cuModuleGetFunction(&function, static_cast<CUmodule>(module), name),
        formatString("cuModuleGetFunction('%s')", name));
  return function;
}

void CudaBackend::launchKernel(void *function, const LaunchDims &dims,
                               void *stream, void **params, void **extra) {
  ScopedContext context(*this);
  if (!context)
    return;
  auto *cuFunction = static_cast<CUfunction>(function);
  if (dims.sharedMemBytes > kDefaultDynamicSharedMemoryLimit) {
    int ordinal = getDefaultDevice();
    CUdevice device;
    int limit = 0;
    if (!getDevice(ordinal, device) ||
        !check(fn.cuDeviceGetAttribute(
                   &limit,
                   CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK_OPTIN,
                   device),
               "cuDeviceGetAttribute(MAX_SHARED_MEMORY_PER_BLOCK_OPTIN)"))
      return;
    if (dims.sharedMemBytes > static_cast<unsigned>(limit)) {
      reportError(formatString("the kernel asks for %u bytes of dynamic "
                               "shared memory; device %d allows at most %d",
                               dims.sharedMemBytes, ordinal, limit));
      return;
    }
    if (!check(fn.cuFuncSetAttribute(
                   cuFunction, CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES,
                   static_cast<int>(dims.sharedMemBytes)),
               formatString("cuFuncSetAttribute(MAX_DYNAMIC_SHARED_SIZE_BYTES, "
                            "%u)",
                            dims.sharedMemBytes)))
      return;
  }
  auto *cuStream = static_cast<CUstream>(stream);
  std::string geometry = formatString(
      "grid (%u, %u, %u), block (%u, %u, %u), %u bytes of dynamic shared "
      "memory",
      dims.grid[0], dims.grid[1], dims.grid[2], dims.block[0], dims.block[1],
      dims.block[2], dims.sharedMemBytes);

  if (!dims.hasClusters) {
    check(fn.cuLaunchKernel(cuFunction, dims.grid[0], dims.grid[1],
                            dims.grid[2], dims.block[0], dims.block[1],
                            dims.block[2], dims.sharedMemBytes, cuStream,
                            params, extra),
          "cuLaunchKernel(" + geometry + ")");
    return;
  }

  if (!fn.cuLaunchKernelEx) {
    reportMissing("cuLaunchKernelEx", "a launch with clusters (CUDA 12)");
    return;
  }
  unsigned clusterSize = dims.cluster[0] * dims.cluster[1] * dims.cluster[2];
  if (clusterSize > kMaxPortableClusterSize &&
      !check(fn.cuFuncSetAttribute(
                 cuFunction,
                 CU_FUNC_ATTRIBUTE_NON_PORTABLE_CLUSTER_SIZE_ALLOWED, 1),
             "cuFuncSetAttribute(NON_PORTABLE_CLUSTER_SIZE_ALLOWED, 1)"))
    return;
  CUlaunchAttribute attribute;
  std::memset(&attribute, 0, sizeof(attribute));
  attribute.id = CU_LAUNCH_ATTRIBUTE_CLUSTER_DIMENSION;
  attribute.value.clusterDim.x = dims.cluster[0];
  attribute.value.clusterDim.y = dims.cluster[1];
  attribute.value.clusterDim.z = dims.cluster[2];
  CUlaunchConfig config;
  std::memset(&config, 0, sizeof(config));
  config.gridDimX = dims.grid[0];
  config.gridDimY = dims.grid[1];
  config.gridDimZ = dims.grid[2];
  config.blockDimX = dims.block[0];
  config.blockDimY = dims.block[1];
  config.blockDimZ = dims.block[2];
  config.sharedMemBytes = dims.sharedMemBytes;
  config.hStream = cuStream;
  config.attrs = &attribute;
  config.numAttrs = 1;
  check(fn.cuLaunchKernelEx(&config, cuFunction, params, extra),
        formatString("cuLaunchKernelEx(cluster (%u, %u, %u), ", dims.cluster[0],
                     dims.cluster[1], dims.cluster[2]) +
            geometry + ")");
}

//===----------------------------------------------------------------------===//
// Streams and events
//===----------------------------------------------------------------------===//

void *CudaBackend::streamCreate() {
  ScopedContext context(*this);
  if (!context)
    return nullptr;
  CUstream stream = nullptr;
  // Blocking streams: they order with the legacy default stream, so events
  // recorded there (the validator's) bracket the work of a host function.
  check(fn.cuStreamCreate(&stream, CU_STREAM_DEFAULT), "cuStreamCreate");
  return stream;
}

void CudaBackend::streamDestroy(void *stream) {
  ScopedContext context(*this, Teardown::Yes);
  if (context)
    check(fn.cuStreamDestroy(static_cast<CUstream>(stream)),
          "cuStreamDestroy_v2", Teardown::Yes);
}

bool CudaBackend::streamSynchronize(void *stream) {
  ScopedContext context(*this);
  return context && check(fn.cuStreamSynchronize(static_cast<CUstream>(stream)),
                          "cuStreamSynchronize");
}

void CudaBackend::streamWaitEvent(void *stream, void *event) {
  ScopedContext context(*this);
  if (context)
    check(fn.cuStreamWaitEvent(static_cast<CUstream>(stream),
                               static_cast<CUevent>(event), 0),
          "cuStreamWaitEvent");
}

void *CudaBackend::eventCreate(bool withTiming) {
  ScopedContext context(*this);
  if (!context)
    return nullptr;
  CUevent event = nullptr;
  check(fn.cuEventCreate(&event, withTiming ? CU_EVENT_DEFAULT
                                            : CU_EVENT_DISABLE_TIMING),
        "cuEventCreate");
  return event;
}

void CudaBackend::eventDestroy(void *event) {
  ScopedContext context(*this, Teardown::Yes);
  if (context)
    check(fn.cuEventDestroy(static_cast<CUevent>(event)), "cuEventDestroy_v2",
          Teardown::Yes);
}

void CudaBackend::eventSynchronize(void *event) {
  ScopedContext context(*this);
  if (context)
    check(fn.cuEventSynchronize(static_cast<CUevent>(event)),
          "cuEventSynchronize");
}

void CudaBackend::eventRecord(void *event, void *stream) {
  ScopedContext context(*this);
  if (context)
    check(fn.cuEventRecord(static_cast<CUevent>(event),
                           static_cast<CUstream>(stream)),
          "cuEventRecord");
}

bool CudaBackend::eventElapsedTime(void *start, void *end, float *ms) {
  ScopedContext context(*this);
  return context && check(fn.cuEventElapsedTime(ms, static_cast<CUevent>(start),
                                                static_cast<CUevent>(end)),
                          "cuEventElapsedTime");
}

//===----------------------------------------------------------------------===//
// Memory
//===----------------------------------------------------------------------===//

void *CudaBackend::memAlloc(uint64_t sizeBytes, bool hostShared) {
  ScopedContext context(*this);
  if (!context)
    return nullptr;
  CUdeviceptr ptr = 0;
  unsigned long long size = sizeBytes;
  if (hostShared) {
    if (!fn.cuMemAllocManaged) {
      reportMissing("cuMemAllocManaged", "a host-shared allocation");
      return nullptr;
    }
    if (!check(fn.cuMemAllocManaged(&ptr, sizeBytes, CU_MEM_ATTACH_GLOBAL),
               formatString("cuMemAllocManaged(%llu bytes)", size)))
      return nullptr;
    std::lock_guard<std::mutex> lock(managedMutex);
    managed.insert(ptr);
  } else if (CUmemoryPool pool = currentPool()) {
    // Stream-ordered on the legacy default stream, which every kernel and
    // copy of the generated code is ordered with (its streams are blocking
    // ones). A full device: what the pool keeps goes back, then once more.
    CUresult result = fn.cuMemAllocAsync(&ptr, sizeBytes, nullptr);
    if (result == CUDA_ERROR_OUT_OF_MEMORY &&
        check(fn.cuCtxSynchronize(), "cuCtxSynchronize") &&
        check(fn.cuMemPoolTrimTo(pool, 0), "cuMemPoolTrimTo"))
      result = fn.cuMemAllocAsync(&ptr, sizeBytes, nullptr);
    if (!check(result, formatString("cuMemAllocAsync(%llu bytes)", size)))
      return nullptr;
  } else if (!check(fn.cuMemAlloc(&ptr, sizeBytes),
                    formatString("cuMemAlloc_v2(%llu bytes)", size))) {
    return nullptr;
  }
  return reinterpret_cast<void *>(static_cast<uintptr_t>(ptr));
}

void CudaBackend::memFree(void *ptr, void *stream) {
  ScopedContext context(*this, Teardown::Yes);
  if (!context)
    return;
  CUdeviceptr devicePtr = toDevicePtr(ptr);
  bool wasManaged;
  {
    std::lock_guard<std::mutex> lock(managedMutex);
    wasManaged = managed.erase(devicePtr) > 0;
  }
  // Back to the pool after the work enqueued before it (the legacy default
  // stream waits for the blocking streams' earlier work).
  if (!wasManaged && currentPool()) {
    check(fn.cuMemFreeAsync(devicePtr, nullptr), "cuMemFreeAsync",
          Teardown::Yes);
    return;
  }
  // cuMemFree is synchronous: the work on `stream` first.
  if (stream && !streamSynchronize(stream))
    return;
  check(fn.cuMemFree(devicePtr), "cuMemFree_v2", Teardown::Yes);
}

void CudaBackend::memcpy(void *dst, const void *src, size_t sizeBytes,
                         void *stream) {
  ScopedContext context(*this);
  if (context)
    check(fn.cuMemcpyAsync(toDevicePtr(dst), toDevicePtr(src), sizeBytes,
                           static_cast<CUstream>(stream)),
          formatString("cuMemcpyAsync(%zu bytes from %p to %p)", sizeBytes, src,
                       dst));
}

void CudaBackend::memset32(void *dst, unsigned value, size_t count,
                           void *stream) {
  ScopedContext context(*this);
  if (context)
    check(fn.cuMemsetD32Async(toDevicePtr(dst), value, count,
                              static_cast<CUstream>(stream)),
          formatString("cuMemsetD32Async(%zu elements at %p)", count, dst));
}

void CudaBackend::memset16(void *dst, unsigned short value, size_t count,
                           void *stream) {
  ScopedContext context(*this);
  if (context)
    check(fn.cuMemsetD16Async(toDevicePtr(dst), value, count,
                              static_cast<CUstream>(stream)),
          formatString("cuMemsetD16Async(%zu elements at %p)", count, dst));
}

void CudaBackend::hostRegister(void *ptr, uint64_t sizeBytes) {
  ScopedContext context(*this);
  if (context)
    check(fn.cuMemHostRegister(ptr, sizeBytes, 0),
          formatString("cuMemHostRegister_v2(%p, %llu bytes)", ptr,
                       static_cast<unsigned long long>(sizeBytes)));
}

void CudaBackend::hostUnregister(void *ptr) {
  ScopedContext context(*this, Teardown::Yes);
  if (context)
    check(fn.cuMemHostUnregister(ptr),
          formatString("cuMemHostUnregister(%p)", ptr), Teardown::Yes);
}

//===----------------------------------------------------------------------===//
// Devices
//===----------------------------------------------------------------------===//

bool CudaBackend::deviceSynchronize() {
  ScopedContext context(*this);
  return context && check(fn.cuCtxSynchronize(), "cuCtxSynchronize");
}

bool CudaBackend::getDeviceInfo(int ordinal, KgenGpuDeviceInfo &info) {
  CUdevice device;
  if (!getDevice(ordinal, device))
    return false;
  if (!check(fn.cuDeviceGetName(info.name, sizeof(info.name), device),
             "cuDeviceGetName"))
    return false;
  info.name[sizeof(info.name) - 1] = '\0';

  bool ok = true;
  auto get = [&](int attribute, const char *name, int &value) {
    if (!ok)
      return;
    ok = check(fn.cuDeviceGetAttribute(&value, attribute, device),
               formatString("cuDeviceGetAttribute(%s)", name));
  };
#define KGEN_GET(ATTR, FIELD) get(CU_DEVICE_ATTRIBUTE_##ATTR, #ATTR, info.FIELD)
  KGEN_GET(COMPUTE_CAPABILITY_MAJOR, computeCapabilityMajor);
  KGEN_GET(COMPUTE_CAPABILITY_MINOR, computeCapabilityMinor);
  KGEN_GET(MULTIPROCESSOR_COUNT, multiprocessorCount);
  KGEN_GET(WARP_SIZE, warpSize);
  KGEN_GET(MAX_THREADS_PER_BLOCK, maxThreadsPerBlock);
  KGEN_GET(MAX_THREADS_PER_MULTIPROCESSOR, maxThreadsPerMultiprocessor);
  KGEN_GET(MAX_BLOCKS_PER_MULTIPROCESSOR, maxBlocksPerMultiprocessor);
  KGEN_GET(MAX_BLOCK_DIM_X, maxBlockDim[0]);
  KGEN_GET(MAX_BLOCK_DIM_Y, maxBlockDim[1]);
  KGEN_GET(MAX_BLOCK_DIM_Z, maxBlockDim[2]);
  KGEN_GET(MAX_GRID_DIM_X, maxGridDim[0]);
  KGEN_GET(MAX_GRID_DIM_Y, maxGridDim[1]);
  KGEN_GET(MAX_GRID_DIM_Z, maxGridDim[2]);
  KGEN_GET(MAX_REGISTERS_PER_BLOCK, maxRegistersPerBlock);
  KGEN_GET(MAX_REGISTERS_PER_MULTIPROCESSOR, maxRegistersPerMultiprocessor);
  KGEN_GET(MAX_SHARED_MEMORY_PER_BLOCK, maxSharedMemoryPerBlock);
  KGEN_GET(MAX_SHARED_MEMORY_PER_BLOCK_OPTIN, maxSharedMemoryPerBlockOptin);
  KGEN_GET(MAX_SHARED_MEMORY_PER_MULTIPROCESSOR,
           maxSharedMemoryPerMultiprocessor);
  KGEN_GET(L2_CACHE_SIZE, l2CacheSize);
  KGEN_GET(CLOCK_RATE, clockRateKHz);
  KGEN_GET(MEMORY_CLOCK_RATE, memoryClockRateKHz);
  KGEN_GET(GLOBAL_MEMORY_BUS_WIDTH, memoryBusWidthBits);
#undef KGEN_GET
  if (!ok)
    return false;
  if (info.maxSharedMemoryPerBlockOptin < info.maxSharedMemoryPerBlock)
    info.maxSharedMemoryPerBlockOptin = info.maxSharedMemoryPerBlock;

  size_t totalMemory = 0;
  if (!check(fn.cuDeviceTotalMem(&totalMemory, device), "cuDeviceTotalMem_v2"))
    return false;
  info.totalMemory = totalMemory;
  std::snprintf(info.arch, sizeof(info.arch), "sm_%d%d",
                info.computeCapabilityMajor, info.computeCapabilityMinor);
  return true;
}

void *CudaBackend::tensorMapEncodeTiled(
    int dataType, unsigned rank, void *globalAddress, const uint64_t *globalDim,
    const uint64_t *globalStrides, const uint32_t *boxDim,
    const uint32_t *elementStrides, int interleave, int swizzle,
    int l2Promotion, int oobFill) {
  if (!fn.cuTensorMapEncodeTiled) {
    reportMissing("cuTensorMapEncodeTiled", "a TMA descriptor (CUDA 12)");
    return nullptr;
  }
  ScopedContext context(*this);
  if (!context)
    return nullptr;
  CUtensorMap tensorMap;
  std::memset(&tensorMap, 0, sizeof(tensorMap));
  std::string dims;
  for (unsigned i = 0; i < rank; ++i)
    dims += formatString("%s%llu", i ? ", " : "",
                         static_cast<unsigned long long>(globalDim[i]));
  if (!check(fn.cuTensorMapEncodeTiled(&tensorMap, dataType, rank,
                                       globalAddress, globalDim, globalStrides,
                                       boxDim, elementStrides, interleave,
                                       swizzle, l2Promotion, oobFill),
             formatString("cuTensorMapEncodeTiled(data type %d, dims [%s], "
                          "address %p)",
                          dataType, dims.c_str(), globalAddress)))
    return nullptr;
  // Kernels take the descriptor by pointer to device memory. Like upstream's
  // wrapper, the copy lives as long as the process.
  std::pair<CUcontext, std::array<unsigned char, sizeof(CUtensorMap)>> key;
  key.first = getContext(Teardown::No);
  std::memcpy(key.second.data(), &tensorMap, sizeof(tensorMap));
  std::lock_guard<std::mutex> lock(tensorMapMutex);
  auto cached = tensorMaps.find(key);
  if (cached != tensorMaps.end())
    return reinterpret_cast<void *>(static_cast<uintptr_t>(cached->second));
  CUdeviceptr copy = 0;
  if (!check(fn.cuMemAlloc(&copy, sizeof(tensorMap)), "cuMemAlloc_v2"))
    return nullptr;
  if (!check(fn.cuMemcpy(copy, toDevicePtr(&tensorMap), sizeof(tensorMap)),
             "cuMemcpy")) {
    fn.cuMemFree(copy);
    return nullptr;
  }
  if (tensorMaps.size() < kMaxTensorMaps)
    tensorMaps.emplace(key, copy);
  return reinterpret_cast<void *>(static_cast<uintptr_t>(copy));
}
