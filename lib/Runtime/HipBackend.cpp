//===- HipBackend.cpp - the runtime over HIP ------------------------------===//
//
// Part of kgen.
//
//===----------------------------------------------------------------------===//
//
// Implements Backend with HIP (libamdhip64.so), resolved with dlsym, in the
// manner of upstream MLIR's RocmRuntimeWrappers.cpp. HIP has no context
// stack; every call first makes the calling thread's default device current
// with hipSetDevice. PTX JIT, thread block clusters and TMA descriptors are
// CUDA features and are reported as unsupported.
//
//===----------------------------------------------------------------------===//

#include "Backend.h"
#include "DriverAPI.h"

#include <cstdio>
#include <cstring>
#include <vector>

using namespace kgen::runtime;
using namespace kgen::runtime::hip;

namespace {

/// Bytes reserved for hipDeviceProp_t, whose layout differs between ROCm
/// releases (about 1.5 KiB in ROCm 6).
constexpr size_t kDevicePropertiesBytes = 16 * 1024;
/// hipDeviceProp_t starts with `char name[256]`.
constexpr size_t kDeviceNameBytes = 256;

enum class Teardown { No, Yes };

class HipBackend final : public Backend {
public:
  bool initialize(const char *library, std::string &whyNot);

  const char *getName() const override { return "hip"; }
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
  /// "hipErrorX (description)" for `result`.
  std::string describe(hipError_t result) const;
  /// Returns true when `result` is success; otherwise reports that `call`
  /// failed, unless this is teardown after HIP shut down.
  bool check(hipError_t result, const std::string &call,
             Teardown teardown = Teardown::No) const;
  /// Makes the calling thread's default device current; false after
  /// reporting when that fails.
  bool selectDevice(Teardown teardown = Teardown::No) const;
  /// Reads the chip name ("gfx942") from the device properties into `arch`.
  void getArchName(int device, char *arch, size_t size) const;

  DriverLibrary driver;
  std::string libraryName;
  DriverFunctions fn = {};
  int deviceCount = 0;
};

} // namespace

//===----------------------------------------------------------------------===//
// Loading and errors
//===----------------------------------------------------------------------===//

bool HipBackend::initialize(const char *library, std::string &whyNot) {
  libraryName = library;
  if (!driver.open(library, whyNot))
    return false;

  std::string missing;
  const DriverLibrary &lib = driver;
  bool complete = true;
  complete &= lib.resolve(fn.hipGetErrorName, {"hipGetErrorName"}, missing);
  complete &= lib.resolve(fn.hipGetErrorString, {"hipGetErrorString"}, missing);
  complete &= lib.resolve(fn.hipInit, {"hipInit"}, missing);
  complete &= lib.resolve(fn.hipGetDeviceCount, {"hipGetDeviceCount"}, missing);
  complete &= lib.resolve(fn.hipSetDevice, {"hipSetDevice"}, missing);
  complete &= lib.resolve(fn.hipDeviceGet, {"hipDeviceGet"}, missing);
  complete &= lib.resolve(fn.hipDeviceGetName, {"hipDeviceGetName"}, missing);
  complete &=
      lib.resolve(fn.hipDeviceGetAttribute, {"hipDeviceGetAttribute"}, missing);
  complete &= lib.resolve(fn.hipDeviceTotalMem, {"hipDeviceTotalMem"}, missing);
  complete &=
      lib.resolve(fn.hipDeviceSynchronize, {"hipDeviceSynchronize"}, missing);
  complete &= lib.resolve(fn.hipModuleLoadData, {"hipModuleLoadData"}, missing);
  complete &= lib.resolve(fn.hipModuleUnload, {"hipModuleUnload"}, missing);
  complete &=
      lib.resolve(fn.hipModuleGetFunction, {"hipModuleGetFunction"}, missing);
  complete &=
      lib.resolve(fn.hipModuleLaunchKernel, {"hipModuleLaunchKernel"}, missing);
  complete &= lib.resolve(fn.hipStreamCreateWithFlags,
                          {"hipStreamCreateWithFlags"}, missing);
  complete &= lib.resolve(fn.hipStreamDestroy, {"hipStreamDestroy"}, missing);
  complete &=
      lib.resolve(fn.hipStreamSynchronize, {"hipStreamSynchronize"}, missing);
  complete &=
      lib.resolve(fn.hipStreamWaitEvent, {"hipStreamWaitEvent"}, missing);
  complete &= lib.resolve(fn.hipEventCreateWithFlags,
                          {"hipEventCreateWithFlags"}, missing);
  complete &= lib.resolve(fn.hipEventDestroy, {"hipEventDestroy"}, missing);
  complete &=
      lib.resolve(fn.hipEventSynchronize, {"hipEventSynchronize"}, missing);
  complete &= lib.resolve(fn.hipEventRecord, {"hipEventRecord"}, missing);
  complete &=
      lib.resolve(fn.hipEventElapsedTime, {"hipEventElapsedTime"}, missing);
  complete &= lib.resolve(fn.hipMalloc, {"hipMalloc"}, missing);
  complete &= lib.resolve(fn.hipMallocManaged, {"hipMallocManaged"}, missing);
  complete &= lib.resolve(fn.hipFree, {"hipFree"}, missing);
  complete &= lib.resolve(fn.hipMemcpyAsync, {"hipMemcpyAsync"}, missing);
  complete &= lib.resolve(fn.hipMemsetD32Async, {"hipMemsetD32Async"}, missing);
  complete &= lib.resolve(fn.hipMemsetD16Async, {"hipMemsetD16Async"}, missing);
  complete &= lib.resolve(fn.hipHostRegister, {"hipHostRegister"}, missing);
  complete &= lib.resolve(fn.hipHostUnregister, {"hipHostUnregister"}, missing);
  if (!complete) {
    whyNot = formatString("not a usable HIP runtime: it does not export %s",
                          describeMissingSymbols(missing).c_str());
    return false;
  }
  std::string ignored;
  lib.resolve(fn.hipGetDeviceProperties,
              {"hipGetDevicePropertiesR0600", "hipGetDeviceProperties"},
              ignored);

  hipError_t result = fn.hipInit(0);
  if (result != hipSuccess) {
    whyNot = "hipInit failed: " + describe(result);
    return false;
  }
  result = fn.hipGetDeviceCount(&deviceCount);
  if (result != hipSuccess) {
    whyNot = "hipGetDeviceCount failed: " + describe(result);
    return false;
  }
  if (deviceCount < 1) {
    whyNot = "HIP reports no device";
    return false;
  }
  return true;
}

std::string HipBackend::describe(hipError_t result) const {
  const char *name = fn.hipGetErrorName(result);
  const char *description = fn.hipGetErrorString(result);
  std::string text =
      name && *name ? std::string(name) : formatString("HIP error %d", result);
  if (description && *description)
    text += formatString(" (%s)", description);
  return text;
}

bool HipBackend::check(hipError_t result, const std::string &call,
                       Teardown teardown) const {
  if (result == hipSuccess)
    return true;
  if (teardown == Teardown::Yes && result == hipErrorDeinitialized)
    return false;
  reportError(
      formatString("%s failed: %s", call.c_str(), describe(result).c_str()));
  return false;
}

bool HipBackend::selectDevice(Teardown teardown) const {
  int device = getDefaultDevice();
  if (device < 0 || device >= deviceCount) {
    reportError(formatString("device %d does not exist: HIP has %d device(s) "
                             "(see mgpuSetDefaultDevice)",
                             device, deviceCount));
    return false;
  }
  return check(fn.hipSetDevice(device),
               formatString("hipSetDevice(%d)", device), teardown);
}

Backend *kgen::runtime::createHipBackend(const char *libraryName,
                                         std::string &whyNot) {
  auto *backend = new HipBackend();
  if (backend->initialize(libraryName, whyNot))
    return backend;
  // The library stays loaded (see DriverLibrary); the backend goes.
  delete backend;
  return nullptr;
}

//===----------------------------------------------------------------------===//
// Modules and launches
//===----------------------------------------------------------------------===//

void *HipBackend::moduleLoad(const void *data, size_t /*size*/) {
  if (!selectDevice())
    return nullptr;
  hipModule_t module = nullptr;
  check(fn.hipModuleLoadData(&module, data), "hipModuleLoadData");
  return module;
}

void *HipBackend::moduleLoadJIT(const void * /*data*/, int /*optLevel*/) {
  reportError("the HIP backend cannot JIT-compile assembly; serialize the "
              "gpu.module to a binary (gpu-module-to-binary format=bin or "
              "fatbin)");
  return nullptr;
}

void HipBackend::moduleUnload(void *module) {
  if (selectDevice(Teardown::Yes))
    check(fn.hipModuleUnload(static_cast<hipModule_t>(module)),
          "hipModuleUnload", Teardown::Yes);
}

void *HipBackend::moduleGetFunction(void *module, const char *name) {
  if (!selectDevice())
    return nullptr;
  hipFunction_t function = nullptr;
  check(fn.hipModuleGetFunction(&function, static_cast<hipModule_t>(module),
                                name),
        formatString("hipModuleGetFunction('%s')", name));
  return function;
}

void HipBackend::launchKernel(void *function, const LaunchDims &dims,
                              void *stream, void **params, void **extra) {
  if (dims.hasClusters &&
      dims.cluster[0] * dims.cluster[1] * dims.cluster[2] != 1) {
    reportError(formatString("the HIP backend does not launch thread block "
                             "clusters (cluster (%u, %u, %u))",
                             dims.cluster[0], dims.cluster[1],
                             dims.cluster[2]));
    return;
  }
  if (!selectDevice())
    return;
  check(fn.hipModuleLaunchKernel(
            static_cast<hipFunction_t>(function), dims.grid[0], dims.grid[1],
            dims.grid[2], dims.block[0], dims.block[1], dims.block[2],
            dims.sharedMemBytes, static_cast<hipStream_t>(stream), params,
            extra),
        formatString("hipModuleLaunchKernel(grid (%u, %u, %u), block (%u, %u, "
                     "%u), %u bytes of dynamic shared memory)",
                     dims.grid[0], dims.grid[1], dims.grid[2], dims.block[0],
                     dims.block[1], dims.block[2], dims.sharedMemBytes));
}

//===----------------------------------------------------------------------===//
// Streams and events
//===----------------------------------------------------------------------===//

void *HipBackend::streamCreate() {
  if (!selectDevice())
    return nullptr;
  hipStream_t stream = nullptr;
  check(fn.hipStreamCreateWithFlags(&stream, hipStreamDefault),
        "hipStreamCreateWithFlags");
  return stream;
}

void HipBackend::streamDestroy(void *stream) {
  if (selectDevice(Teardown::Yes))
    check(fn.hipStreamDestroy(static_cast<hipStream_t>(stream)),
          "hipStreamDestroy", Teardown::Yes);
}

bool HipBackend::streamSynchronize(void *stream) {
  return selectDevice() &&
         check(fn.hipStreamSynchronize(static_cast<hipStream_t>(stream)),
               "hipStreamSynchronize");
}

void HipBackend::streamWaitEvent(void *stream, void *event) {
  if (selectDevice())
    check(fn.hipStreamWaitEvent(static_cast<hipStream_t>(stream),
                                static_cast<hipEvent_t>(event), 0),
          "hipStreamWaitEvent");
}

void *HipBackend::eventCreate(bool withTiming) {
  if (!selectDevice())
    return nullptr;
  hipEvent_t event = nullptr;
  check(fn.hipEventCreateWithFlags(&event, withTiming ? hipEventDefault
                                                      : hipEventDisableTiming),
        "hipEventCreateWithFlags");
  return event;
}

void HipBackend::eventDestroy(void *event) {
  if (selectDevice(Teardown::Yes))
    check(fn.hipEventDestroy(static_cast<hipEvent_t>(event)), "hipEventDestroy",
          Teardown::Yes);
}

void HipBackend::eventSynchronize(void *event) {
  if (selectDevice())
    check(fn.hipEventSynchronize(static_cast<hipEvent_t>(event)),
          "hipEventSynchronize");
}

void HipBackend::eventRecord(void *event, void *stream) {
  if (selectDevice())
    check(fn.hipEventRecord(static_cast<hipEvent_t>(event),
                            static_cast<hipStream_t>(stream)),
          "hipEventRecord");
}

bool HipBackend::eventElapsedTime(void *start, void *end, float *ms) {
  return selectDevice() &&
         check(fn.hipEventElapsedTime(ms, static_cast<hipEvent_t>(start),
                                      static_cast<hipEvent_t>(end)),
               "hipEventElapsedTime");
}

//===----------------------------------------------------------------------===//
// Memory
//===----------------------------------------------------------------------===//

void *HipBackend::memAlloc(uint64_t sizeBytes, bool hostShared) {
  if (!selectDevice())
    return nullptr;
  void *ptr = nullptr;
  unsigned long long size = sizeBytes;
  bool ok =
      hostShared
          ? check(fn.hipMallocManaged(&ptr, sizeBytes, hipMemAttachGlobal),
                  formatString("hipMallocManaged(%llu bytes)", size))
          : check(fn.hipMalloc(&ptr, sizeBytes),
                  formatString("hipMalloc(%llu bytes)", size));
  return ok ? ptr : nullptr;
}

void HipBackend::memFree(void *ptr, void *stream) {
  // hipFree is synchronous: the work on `stream` first.
  if (stream && !streamSynchronize(stream))
    return;
  if (selectDevice(Teardown::Yes))
    check(fn.hipFree(ptr), "hipFree", Teardown::Yes);
}

void HipBackend::memcpy(void *dst, const void *src, size_t sizeBytes,
                        void *stream) {
  if (selectDevice())
    check(fn.hipMemcpyAsync(dst, src, sizeBytes, hipMemcpyDefault,
                            static_cast<hipStream_t>(stream)),
          formatString("hipMemcpyAsync(%zu bytes from %p to %p)", sizeBytes,
                       src, dst));
}

void HipBackend::memset32(void *dst, unsigned value, size_t count,
                          void *stream) {
  if (selectDevice())
    check(fn.hipMemsetD32Async(dst, static_cast<int>(value), count,
                               static_cast<hipStream_t>(stream)),
          formatString("hipMemsetD32Async(%zu elements at %p)", count, dst));
}

void HipBackend::memset16(void *dst, unsigned short value, size_t count,
                          void *stream) {
  if (selectDevice())
    check(fn.hipMemsetD16Async(dst, value, count,
                               static_cast<hipStream_t>(stream)),
          formatString("hipMemsetD16Async(%zu elements at %p)", count, dst));
}

void HipBackend::hostRegister(void *ptr, uint64_t sizeBytes) {
  if (selectDevice())
    check(fn.hipHostRegister(ptr, sizeBytes, hipHostRegisterDefault),
          formatString("hipHostRegister(%p, %llu bytes)", ptr,
                       static_cast<unsigned long long>(sizeBytes)));
}

void HipBackend::hostUnregister(void *ptr) {
  if (selectDevice(Teardown::Yes))
    check(fn.hipHostUnregister(ptr), formatString("hipHostUnregister(%p)", ptr),
          Teardown::Yes);
}

//===----------------------------------------------------------------------===//
// Devices
//===----------------------------------------------------------------------===//

bool HipBackend::deviceSynchronize() {
  return selectDevice() &&
         check(fn.hipDeviceSynchronize(), "hipDeviceSynchronize");
}

void HipBackend::getArchName(int device, char *arch, size_t size) const {
  arch[0] = '\0';
  if (!fn.hipGetDeviceProperties)
    return;
  // The offset of gcnArchName differs between the layouts of ROCm 5 and 6,
  // but in both it is a NUL-terminated char[256] field that starts with
  // "gfx" after the name; look for it instead of hard-coding an offset.
  std::vector<char> properties(kDevicePropertiesBytes, '\0');
  if (fn.hipGetDeviceProperties(properties.data(), device) != hipSuccess)
    return;
  for (size_t i = kDeviceNameBytes; i + 4 < properties.size(); ++i) {
    if (properties[i - 1] != '\0' ||
        std::strncmp(&properties[i], "gfx", 3) != 0)
      continue;
    // Keep the processor; drop target features such as ":sramecc+:xnack-".
    size_t length = 0;
    while (i + length < properties.size() && properties[i + length] &&
           properties[i + length] != ':' && length + 1 < size)
      ++length;
    std::memcpy(arch, &properties[i], length);
    arch[length] = '\0';
    return;
  }
}

bool HipBackend::getDeviceInfo(int ordinal, KgenGpuDeviceInfo &info) {
  hipDevice_t device;
  if (ordinal < 0 || ordinal >= deviceCount) {
    reportError(formatString("device %d does not exist: HIP has %d device(s)",
                             ordinal, deviceCount));
    return false;
  }
  if (!check(fn.hipDeviceGet(&device, ordinal),
             formatString("hipDeviceGet(%d)", ordinal)) ||
      !check(fn.hipDeviceGetName(info.name, sizeof(info.name), device),
             "hipDeviceGetName"))
    return false;
  info.name[sizeof(info.name) - 1] = '\0';

  bool ok = true;
  auto get = [&](int attribute, const char *name, int &value) {
    if (!ok)
      return;
    ok = check(fn.hipDeviceGetAttribute(&value, attribute, ordinal),
               formatString("hipDeviceGetAttribute(%s)", name));
  };
#define KGEN_GET(ATTR, FIELD) get(hipDeviceAttribute##ATTR, #ATTR, info.FIELD)
  KGEN_GET(ComputeCapabilityMajor, computeCapabilityMajor);
  KGEN_GET(ComputeCapabilityMinor, computeCapabilityMinor);
  KGEN_GET(MultiprocessorCount, multiprocessorCount);
  KGEN_GET(WarpSize, warpSize);
  KGEN_GET(MaxThreadsPerBlock, maxThreadsPerBlock);
  KGEN_GET(MaxThreadsPerMultiProcessor, maxThreadsPerMultiprocessor);
  KGEN_GET(MaxBlocksPerMultiProcessor, maxBlocksPerMultiprocessor);
  KGEN_GET(MaxBlockDimX, maxBlockDim[0]);
  KGEN_GET(MaxBlockDimY, maxBlockDim[1]);
  KGEN_GET(MaxBlockDimZ, maxBlockDim[2]);
  KGEN_GET(MaxGridDimX, maxGridDim[0]);
  KGEN_GET(MaxGridDimY, maxGridDim[1]);
  KGEN_GET(MaxGridDimZ, maxGridDim[2]);
  KGEN_GET(MaxRegistersPerBlock, maxRegistersPerBlock);
  KGEN_GET(MaxRegistersPerMultiprocessor, maxRegistersPerMultiprocessor);
  KGEN_GET(MaxSharedMemoryPerBlock, maxSharedMemoryPerBlock);
  KGEN_GET(SharedMemPerBlockOptin, maxSharedMemoryPerBlockOptin);
  KGEN_GET(SharedMemPerMultiprocessor, maxSharedMemoryPerMultiprocessor);
  KGEN_GET(L2CacheSize, l2CacheSize);
  KGEN_GET(ClockRate, clockRateKHz);
  KGEN_GET(MemoryClockRate, memoryClockRateKHz);
  KGEN_GET(MemoryBusWidth, memoryBusWidthBits);
#undef KGEN_GET
  if (!ok)
    return false;
  if (info.maxSharedMemoryPerBlockOptin < info.maxSharedMemoryPerBlock)
    info.maxSharedMemoryPerBlockOptin = info.maxSharedMemoryPerBlock;

  size_t totalMemory = 0;
  if (!check(fn.hipDeviceTotalMem(&totalMemory, device), "hipDeviceTotalMem"))
    return false;
  info.totalMemory = totalMemory;
  getArchName(ordinal, info.arch, sizeof(info.arch));
  return true;
}

void *HipBackend::tensorMapEncodeTiled(int, unsigned, void *, const uint64_t *,
                                       const uint64_t *, const uint32_t *,
                                       const uint32_t *, int, int, int, int) {
  reportError("TMA descriptors are a CUDA feature; the HIP backend cannot "
              "encode one");
  return nullptr;
}
