//===- MgpuABI.cpp - the mgpu* functions MLIR's GPU lowering calls --------===//
//
// Part of kgen.
//
//===----------------------------------------------------------------------===//
//
// The C ABI that MLIR 22 emits calls to, with the signatures of the calls:
//   - `--gpu-to-llvm` (GPUToLLVMConversion.cpp): mgpuStreamCreate/Destroy/
//     Synchronize/WaitEvent, mgpuEventCreate/Destroy/Synchronize/Record,
//     mgpuMemAlloc(i64, ptr, i8), mgpuMemFree, mgpuMemcpy(ptr, ptr, i64, ptr),
//     mgpuMemset32(ptr, i32, i64, ptr), mgpuMemset16(ptr, i16, i64, ptr),
//     mgpuMemHostRegisterMemRef / mgpuMemHostUnregisterMemRef(i64, ptr, i64),
//     mgpuSetDefaultDevice(i32);
//   - the translation of gpu.binary / gpu.launch_func to LLVM IR
//     (SelectObjectAttr.cpp): mgpuModuleLoad(ptr, i64),
//     mgpuModuleLoadJIT(ptr, i32), mgpuModuleUnload, mgpuModuleGetFunction,
//     mgpuLaunchKernel(ptr, 6 x i64, i32, ptr, ptr, ptr, i64) and
//     mgpuLaunchClusterKernel(ptr, 9 x i64, i32, ptr, ptr, ptr);
//   - `--convert-nvgpu-to-nvvm`: mgpuTensorMapEncodeTiledMemref(i64, ptr,
//     5 x i64, ptr).
// plus mgpuMemHostRegister / mgpuMemHostUnregister, which upstream's wrapper
// libraries export too. Each function checks its arguments, finds the
// backend and forwards; see kgen/Runtime/GPURuntime.h for the contract.
//
//===----------------------------------------------------------------------===//

#include "Backend.h"

#include <atomic>
#include <cstdint>
#include <cstring>

using namespace kgen::runtime;

namespace {

/// Narrows a launch dimension to the drivers' unsigned int.
bool narrowDim(const char *name, intptr_t value, unsigned &result) {
  if (value < 1 || static_cast<uint64_t>(value) > UINT32_MAX) {
    reportError(formatString("%s is %lld; it must be in [1, 4294967295]", name,
                             static_cast<long long>(value)));
    return false;
  }
  result = static_cast<unsigned>(value);
  return true;
}

bool makeLaunchDims(intptr_t gridX, intptr_t gridY, intptr_t gridZ,
                    intptr_t blockX, intptr_t blockY, intptr_t blockZ,
                    int32_t smem, LaunchDims &dims) {
  if (smem < 0) {
    reportError(formatString("dynamic shared memory size is %d bytes", smem));
    return false;
  }
  dims.sharedMemBytes = static_cast<unsigned>(smem);
  dims.cluster[0] = dims.cluster[1] = dims.cluster[2] = 1;
  dims.hasClusters = false;
  return narrowDim("gridX", gridX, dims.grid[0]) &&
         narrowDim("gridY", gridY, dims.grid[1]) &&
         narrowDim("gridZ", gridZ, dims.grid[2]) &&
         narrowDim("blockX", blockX, dims.block[0]) &&
         narrowDim("blockY", blockY, dims.block[1]) &&
         narrowDim("blockZ", blockZ, dims.block[2]);
}

/// A view of a ranked memref descriptor as MLIR's LLVM lowering lays it out:
/// {ptr allocated, ptr aligned, i64 offset, i64 sizes[rank],
/// i64 strides[rank]}.
struct MemRefView {
  char *aligned;
  int64_t offset;
  const int64_t *sizes;
  const int64_t *strides;

  MemRefView(void *descriptor, int64_t rank) {
    auto *bytes = static_cast<char *>(descriptor);
    std::memcpy(&aligned, bytes + sizeof(void *), sizeof(aligned));
    std::memcpy(&offset, bytes + 2 * sizeof(void *), sizeof(offset));
    sizes = reinterpret_cast<const int64_t *>(bytes + 2 * sizeof(void *) +
                                              sizeof(int64_t));
    strides = sizes + rank;
  }
};

/// Checks the arguments of the memref registration functions.
bool checkMemRef(int64_t rank, void *descriptor, int64_t elementSizeBytes) {
  if (!descriptor) {
    reportError("memref descriptor is NULL");
    return false;
  }
  if (rank < 0 || elementSizeBytes <= 0) {
    reportError(formatString("invalid memref: rank %lld, element size %lld",
                             static_cast<long long>(rank),
                             static_cast<long long>(elementSizeBytes)));
    return false;
  }
  return true;
}

/// Bytes of the CUtensorMapDataType values 0 (UINT8) to 12 (TFLOAT32_FTZ).
constexpr int kTensorMapElementBytes[] = {1, 2, 4, 4, 8, 8, 2,
                                          4, 8, 2, 4, 4, 4};

} // namespace

//===----------------------------------------------------------------------===//
// Modules and launches
//===----------------------------------------------------------------------===//

void *mgpuModuleLoad(void *data, size_t gpuBlobSize) {
  EntryPoint entry("mgpuModuleLoad");
  Backend *backend = getBackend();
  if (!backend)
    return nullptr;
  if (!data) {
    reportError("module image is NULL");
    return nullptr;
  }
  return backend->moduleLoad(data, gpuBlobSize);
}

void *mgpuModuleLoadJIT(void *data, int optLevel) {
  EntryPoint entry("mgpuModuleLoadJIT");
  Backend *backend = getBackend();
  if (!backend)
    return nullptr;
  if (!data) {
    reportError("module image is NULL");
    return nullptr;
  }
  return backend->moduleLoadJIT(data, optLevel);
}

void mgpuModuleUnload(void *module) {
  EntryPoint entry("mgpuModuleUnload");
  // A NULL module is one whose load failed, which was reported then.
  if (!module)
    return;
  if (Backend *backend = getBackend())
    backend->moduleUnload(module);
}

void *mgpuModuleGetFunction(void *module, const char *name) {
  EntryPoint entry("mgpuModuleGetFunction");
  Backend *backend = getBackend();
  if (!backend)
    return nullptr;
  if (!module || !name) {
    reportError(formatString("cannot look up kernel '%s' in a NULL module "
                             "(did the module fail to load?)",
                             name ? name : "(null)"));
    return nullptr;
  }
  return backend->moduleGetFunction(module, name);
}

void mgpuLaunchKernel(void *function, intptr_t gridX, intptr_t gridY,
                      intptr_t gridZ, intptr_t blockX, intptr_t blockY,
                      intptr_t blockZ, int32_t smem, void *stream,
                      void **params, void **extra, size_t /*paramsCount*/) {
  EntryPoint entry("mgpuLaunchKernel");
  Backend *backend = getBackend();
  if (!backend)
    return;
  if (!function) {
    reportError("kernel function is NULL (did loading the module or looking "
                "up the kernel fail?)");
    return;
  }
  if (skipAfterFailedAllocation())
    return;
  LaunchDims dims;
  if (!makeLaunchDims(gridX, gridY, gridZ, blockX, blockY, blockZ, smem, dims))
    return;
  backend->launchKernel(function, dims, stream, params, extra);
}

void mgpuLaunchClusterKernel(void *function, intptr_t clusterX,
                             intptr_t clusterY, intptr_t clusterZ,
                             intptr_t gridX, intptr_t gridY, intptr_t gridZ,
                             intptr_t blockX, intptr_t blockY, intptr_t blockZ,
                             int32_t smem, void *stream, void **params,
                             void **extra) {
  EntryPoint entry("mgpuLaunchClusterKernel");
  Backend *backend = getBackend();
  if (!backend)
    return;
  if (!function) {
    reportError("kernel function is NULL (did loading the module or looking "
                "up the kernel fail?)");
    return;
  }
  if (skipAfterFailedAllocation())
    return;
  LaunchDims dims;
  if (!makeLaunchDims(gridX, gridY, gridZ, blockX, blockY, blockZ, smem,
                      dims) ||
      !narrowDim("clusterX", clusterX, dims.cluster[0]) ||
      !narrowDim("clusterY", clusterY, dims.cluster[1]) ||
      !narrowDim("clusterZ", clusterZ, dims.cluster[2]))
    return;
  for (int i = 0; i < 3; ++i) {
    if (dims.grid[i] % dims.cluster[i] != 0) {
      reportError(formatString(
          "grid (%u, %u, %u) is not a multiple of cluster (%u, %u, %u)",
          dims.grid[0], dims.grid[1], dims.grid[2], dims.cluster[0],
          dims.cluster[1], dims.cluster[2]));
      return;
    }
  }
  dims.hasClusters = true;
  backend->launchKernel(function, dims, stream, params, extra);
}

//===----------------------------------------------------------------------===//
// Streams and events
//===----------------------------------------------------------------------===//

void *mgpuStreamCreate(void) {
  EntryPoint entry("mgpuStreamCreate");
  Backend *backend = getBackend();
  return backend ? backend->streamCreate() : nullptr;
}

void mgpuStreamDestroy(void *stream) {
  EntryPoint entry("mgpuStreamDestroy");
  // NULL: the default stream, or one whose creation failed and was reported.
  if (!stream)
    return;
  if (Backend *backend = getBackend())
    backend->streamDestroy(stream);
}

void mgpuStreamSynchronize(void *stream) {
  EntryPoint entry("mgpuStreamSynchronize");
  if (Backend *backend = getBackend())
    backend->streamSynchronize(stream);
}

void mgpuStreamWaitEvent(void *stream, void *event) {
  EntryPoint entry("mgpuStreamWaitEvent");
  Backend *backend = getBackend();
  if (!backend)
    return;
  if (!event) {
    reportError("event is NULL");
    return;
  }
  backend->streamWaitEvent(stream, event);
}

void *mgpuEventCreate(void) {
  EntryPoint entry("mgpuEventCreate");
  Backend *backend = getBackend();
  return backend ? backend->eventCreate(/*withTiming=*/false) : nullptr;
}

void mgpuEventDestroy(void *event) {
  EntryPoint entry("mgpuEventDestroy");
  if (!event)
    return;
  if (Backend *backend = getBackend())
    backend->eventDestroy(event);
}

void mgpuEventSynchronize(void *event) {
  EntryPoint entry("mgpuEventSynchronize");
  Backend *backend = getBackend();
  if (!backend)
    return;
  if (!event) {
    reportError("event is NULL");
    return;
  }
  backend->eventSynchronize(event);
}

void mgpuEventRecord(void *event, void *stream) {
  EntryPoint entry("mgpuEventRecord");
  Backend *backend = getBackend();
  if (!backend)
    return;
  if (!event) {
    reportError("event is NULL");
    return;
  }
  backend->eventRecord(event, stream);
}

//===----------------------------------------------------------------------===//
// Memory
//===----------------------------------------------------------------------===//

/// Whether new allocations are filled with the poison word (all-ones
/// bytes, a NaN pattern for floats, unless kgenGpuSetAllocationPoison said
/// otherwise), set by kgenGpuSetPoisonAllocations.
static std::atomic<bool> poisonAllocations{false};
static std::atomic<uint32_t> allocationPoison{0xffffffffu};

void kgenGpuSetPoisonAllocations(int enable) {
  poisonAllocations = enable != 0;
}

void kgenGpuSetAllocationPoison(uint32_t word) { allocationPoison = word; }

void *mgpuMemAlloc(uint64_t sizeBytes, void * /*stream*/, bool isHostShared) {
  EntryPoint entry("mgpuMemAlloc");
  if (sizeBytes == 0)
    return nullptr;
  Backend *backend = getBackend();
  if (!backend) {
    noteFailedAllocation("no GPU backend");
    return nullptr;
  }
  void *ptr = backend->memAlloc(sizeBytes, isHostShared);
  if (!ptr) {
    // Generated host code does not check: it would launch kernels on NULL,
    // which faults and poisons the context of the whole process.
    noteFailedAllocation(
        formatString("allocating %llu bytes failed",
                     static_cast<unsigned long long>(sizeBytes)));
    return nullptr;
  }
  if (poisonAllocations) {
    // Whole words, then the tail bytes of a size that is no multiple of 4
    // stay as the driver left them (kernels address whole elements).
    backend->memset32(ptr, allocationPoison, sizeBytes / 4, nullptr);
    backend->deviceSynchronize();
  }
  return ptr;
}

void mgpuMemFree(void *ptr, void *stream) {
  EntryPoint entry("mgpuMemFree");
  if (!ptr)
    return;
  Backend *backend = getBackend();
  if (!backend)
    return;
  // The lowering frees right after enqueueing the last use on `stream`.
  backend->memFree(ptr, stream);
}

void mgpuMemcpy(void *dst, void *src, size_t sizeBytes, void *stream) {
  EntryPoint entry("mgpuMemcpy");
  Backend *backend = getBackend();
  if (!backend || sizeBytes == 0 || skipAfterFailedAllocation())
    return;
  if (!dst || !src) {
    reportError(formatString("cannot copy %zu bytes from %p to %p", sizeBytes,
                             src, dst));
    return;
  }
  backend->memcpy(dst, src, sizeBytes, stream);
}

void mgpuMemset32(void *dst, unsigned int value, size_t count, void *stream) {
  EntryPoint entry("mgpuMemset32");
  Backend *backend = getBackend();
  if (!backend || count == 0 || skipAfterFailedAllocation())
    return;
  if (!dst) {
    reportError(formatString("cannot set %zu 32-bit elements at NULL", count));
    return;
  }
  backend->memset32(dst, value, count, stream);
}

void mgpuMemset16(void *dst, unsigned short value, size_t count, void *stream) {
  EntryPoint entry("mgpuMemset16");
  Backend *backend = getBackend();
  if (!backend || count == 0 || skipAfterFailedAllocation())
    return;
  if (!dst) {
    reportError(formatString("cannot set %zu 16-bit elements at NULL", count));
    return;
  }
  backend->memset16(dst, value, count, stream);
}

void mgpuMemHostRegister(void *ptr, uint64_t sizeBytes) {
  EntryPoint entry("mgpuMemHostRegister");
  Backend *backend = getBackend();
  if (!backend || sizeBytes == 0)
    return;
  if (!ptr) {
    reportError("cannot register NULL");
    return;
  }
  backend->hostRegister(ptr, sizeBytes);
}

void mgpuMemHostUnregister(void *ptr) {
  EntryPoint entry("mgpuMemHostUnregister");
  if (!ptr)
    return;
  if (Backend *backend = getBackend())
    backend->hostUnregister(ptr);
}

void mgpuMemHostRegisterMemRef(int64_t rank, void *descriptor,
                               int64_t elementSizeBytes) {
  EntryPoint entry("mgpuMemHostRegisterMemRef");
  Backend *backend = getBackend();
  if (!backend || !checkMemRef(rank, descriptor, elementSizeBytes))
    return;
  MemRefView memref(descriptor, rank);
  // The registered range spans from the first to the last element, which for
  // a dense memref is the product of the sizes.
  uint64_t span = 1;
  for (int64_t i = 0; i < rank; ++i) {
    if (memref.sizes[i] == 0)
      return;
    if (memref.sizes[i] < 0 || memref.strides[i] < 0) {
      reportError(formatString("cannot register a memref with size %lld and "
                               "stride %lld in dimension %lld",
                               static_cast<long long>(memref.sizes[i]),
                               static_cast<long long>(memref.strides[i]),
                               static_cast<long long>(i)));
      return;
    }
    span += static_cast<uint64_t>(memref.sizes[i] - 1) *
            static_cast<uint64_t>(memref.strides[i]);
  }
  char *begin = memref.aligned + memref.offset * elementSizeBytes;
  backend->hostRegister(begin, span * static_cast<uint64_t>(elementSizeBytes));
}

void mgpuMemHostUnregisterMemRef(int64_t rank, void *descriptor,
                                 int64_t elementSizeBytes) {
  EntryPoint entry("mgpuMemHostUnregisterMemRef");
  Backend *backend = getBackend();
  if (!backend || !checkMemRef(rank, descriptor, elementSizeBytes))
    return;
  MemRefView memref(descriptor, rank);
  for (int64_t i = 0; i < rank; ++i)
    if (memref.sizes[i] == 0)
      return; // Nothing was registered.
  backend->hostUnregister(memref.aligned + memref.offset * elementSizeBytes);
}

void mgpuSetDefaultDevice(int32_t device) {
  EntryPoint entry("mgpuSetDefaultDevice");
  Backend *backend = getBackend();
  if (!backend)
    return;
  // Refuse a device that does not exist here, where the mistake is made,
  // rather than failing every later call of the thread.
  if (device < 0 || device >= backend->getDeviceCount()) {
    reportError(formatString("device %d does not exist: %s has %d device(s); "
                             "this thread stays on device %d",
                             device, backend->getLibraryName(),
                             backend->getDeviceCount(), getDefaultDevice()));
    return;
  }
  setDefaultDevice(device);
}

//===----------------------------------------------------------------------===//
// TMA descriptors
//===----------------------------------------------------------------------===//

/// mgpuTensorMapEncodeTiledMemref without the failure bookkeeping.
static void *encodeTensorMap(Backend *backend, int64_t tensorRank,
                             void *descriptor, int64_t tensorDataType,
                             int64_t interleave, int64_t swizzle,
                             int64_t l2Promotion, int64_t oobFill,
                             int64_t *inputBoxDims) {
  if (!descriptor || !inputBoxDims) {
    reportError("memref descriptor or box dimensions are NULL");
    return nullptr;
  }
  constexpr int64_t kMaxRank = 5;
  constexpr int64_t kNumDataTypes =
      sizeof(kTensorMapElementBytes) / sizeof(kTensorMapElementBytes[0]);
  if (tensorRank < 1 || tensorRank > kMaxRank) {
    reportError(formatString("tensor rank %lld is not in [1, 5]",
                             static_cast<long long>(tensorRank)));
    return nullptr;
  }
  if (tensorDataType < 0 || tensorDataType >= kNumDataTypes) {
    reportError(formatString("tensor data type %lld is not supported",
                             static_cast<long long>(tensorDataType)));
    return nullptr;
  }
  int64_t elementBytes = kTensorMapElementBytes[tensorDataType];

  // The memref lists dimensions outermost first, the tensor map innermost
  // first. The tensor map's stride of dimension 0 is implicitly the element
  // size; globalStrides[i] is the byte stride of dimension i + 1.
  MemRefView memref(descriptor, tensorRank);
  uint64_t globalDim[kMaxRank] = {0}, globalStrides[kMaxRank] = {0};
  uint32_t boxDim[kMaxRank] = {0}, elementStrides[kMaxRank] = {0};
  for (int64_t i = 0; i < tensorRank; ++i) {
    int64_t memrefDim = tensorRank - 1 - i;
    if (memref.sizes[memrefDim] < 1 || inputBoxDims[memrefDim] < 1 ||
        inputBoxDims[memrefDim] > UINT32_MAX) {
      reportError(formatString(
          "dimension %lld: size %lld, box %lld", static_cast<long long>(i),
          static_cast<long long>(memref.sizes[memrefDim]),
          static_cast<long long>(inputBoxDims[memrefDim])));
      return nullptr;
    }
    globalDim[i] = static_cast<uint64_t>(memref.sizes[memrefDim]);
    boxDim[i] = static_cast<uint32_t>(inputBoxDims[memrefDim]);
    elementStrides[i] = 1;
    if (i > 0)
      globalStrides[i - 1] =
          static_cast<uint64_t>(memref.strides[memrefDim] * elementBytes);
  }
  void *globalAddress = memref.aligned + memref.offset * elementBytes;
  return backend->tensorMapEncodeTiled(
      static_cast<int>(tensorDataType), static_cast<unsigned>(tensorRank),
      globalAddress, globalDim, globalStrides, boxDim, elementStrides,
      static_cast<int>(interleave), static_cast<int>(swizzle),
      static_cast<int>(l2Promotion), static_cast<int>(oobFill));
}

void *mgpuTensorMapEncodeTiledMemref(int64_t tensorRank, void *descriptor,
                                     int64_t tensorDataType, int64_t interleave,
                                     int64_t swizzle, int64_t l2Promotion,
                                     int64_t oobFill, int64_t *inputBoxDims) {
  EntryPoint entry("mgpuTensorMapEncodeTiledMemref");
  Backend *backend = getBackend();
  void *map = backend ? encodeTensorMap(backend, tensorRank, descriptor,
                                        tensorDataType, interleave, swizzle,
                                        l2Promotion, oobFill, inputBoxDims)
                      : nullptr;
  // The descriptor is device memory the kernels read: like a failed
  // mgpuMemAlloc, later device work is skipped.
  if (!map)
    noteFailedAllocation("no TMA descriptor was created");
  return map;
}
