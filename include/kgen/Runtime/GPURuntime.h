/*===- GPURuntime.h - kgen's GPU runtime library (C API) ----------*- C -*-===*\
|*                                                                            *|
|* Part of kgen.                                                              *|
|*                                                                            *|
\*===----------------------------------------------------------------------===*/
/*
 * libkgen_gpu_runtime.so implements, over the CUDA driver or HIP loaded at
 * run time with dlopen, the host-side C ABI that MLIR 22's GPU lowering calls:
 * `--gpu-to-llvm` emits calls to mgpuStreamCreate, mgpuMemAlloc, mgpuMemcpy,
 * ... and the translation of `gpu.binary` to LLVM IR (SelectObjectAttr)
 * emits mgpuModuleLoad / mgpuModuleLoadJIT / mgpuModuleGetFunction /
 * mgpuLaunchKernel / mgpuLaunchClusterKernel / mgpuModuleUnload. A program
 * built from that IR links this library instead of upstream's
 * libmlir_cuda_runtime.so / libmlir_rocm_runtime.so, which Debian does not
 * ship. The library itself depends on neither CUDA nor HIP at build time.
 *
 * Backend choice: the environment variable KGEN_GPU_BACKEND=cuda|hip selects
 * one; when it is unset or empty the first backend that loads and reports a
 * device wins, CUDA (libcuda.so.1) first, then HIP (libamdhip64.so). The
 * library names can be overridden with KGEN_GPU_CUDA_LIBRARY and
 * KGEN_GPU_HIP_LIBRARY (a file name for dlopen or a path).
 *
 * Errors: a failing driver call prints one line to stderr naming the mgpu /
 * kgen entry point, the driver call and the driver's error name and string,
 * and is remembered as this thread's last error (kgenGpuRuntimeLastError).
 * Functions then return NULL or a nonzero status; nothing aborts. When no
 * backend can be loaded, the first call that needs one prints
 *   kgen runtime: no GPU backend found (tried libcuda.so.1, libamdhip64.so)
 * followed by one line per library saying why, and every call returns
 * NULL / failure.
 */

#ifndef KGEN_RUNTIME_GPURUNTIME_H
#define KGEN_RUNTIME_GPURUNTIME_H

#include <stddef.h>
#include <stdint.h>

#ifndef __cplusplus
#include <stdbool.h>
#endif

#if defined(_WIN32)
#define KGEN_GPU_RUNTIME_EXPORT __declspec(dllexport)
#else
#define KGEN_GPU_RUNTIME_EXPORT __attribute__((visibility("default")))
#endif

#ifdef __cplusplus
extern "C" {
#endif

/*===----------------------------------------------------------------------===*\
|* kgen's own API                                                             *|
\*===----------------------------------------------------------------------===*/

/// Returns 1 when a GPU backend is loaded and has at least one device, else
/// 0. Loads the backend on first use but prints nothing; when it returns 0,
/// kgenGpuRuntimeLastError() says why.
KGEN_GPU_RUNTIME_EXPORT int kgenGpuRuntimeAvailable(void);

/// Returns "cuda" or "hip", the loaded backend, or NULL when there is none.
/// Like kgenGpuRuntimeAvailable(), this loads the backend but prints nothing.
KGEN_GPU_RUNTIME_EXPORT const char *kgenGpuRuntimeBackend(void);

/// Returns the message of the last error on the calling thread (the text
/// printed to stderr, without the "kgen runtime: " prefix), or NULL when
/// there was none. The pointer stays valid until the next failing call on
/// this thread.
KGEN_GPU_RUNTIME_EXPORT const char *kgenGpuRuntimeLastError(void);

/// Forgets the calling thread's last error.
KGEN_GPU_RUNTIME_EXPORT void kgenGpuRuntimeClearError(void);

/// When `enable` is nonzero, every later mgpuMemAlloc fills the new buffer
/// with all-ones bytes (NaN as float, -1 as integer) before returning it, so
/// that a kernel reading memory nobody wrote produces visibly wrong results.
/// The validator turns this on; it costs a memset per allocation.
KGEN_GPU_RUNTIME_EXPORT void kgenGpuSetPoisonAllocations(int enable);

/// Returns the number of devices of the loaded backend (0 without one).
KGEN_GPU_RUNTIME_EXPORT int kgenGpuDeviceCount(void);

/// What the validator and the search need to know about a device. Sizes are
/// in bytes, clock rates in kHz. Fields the driver cannot report are 0.
typedef struct KgenGpuDeviceInfo {
  /// Marketing name, e.g. "NVIDIA H200" or "AMD Instinct MI300X".
  char name[256];
  /// Target chip as the NVVM / ROCDL targets spell it: "sm_90", "gfx942".
  char arch[64];
  /// CUDA compute capability; on HIP the driver's approximation.
  int computeCapabilityMajor;
  int computeCapabilityMinor;
  /// Streaming multiprocessors (CUDA) or compute units (HIP).
  int multiprocessorCount;
  int warpSize;
  int maxThreadsPerBlock;
  int maxThreadsPerMultiprocessor;
  int maxBlocksPerMultiprocessor;
  int maxBlockDim[3];
  int maxGridDim[3];
  int maxRegistersPerBlock;
  int maxRegistersPerMultiprocessor;
  /// Shared memory (LDS) a block gets without opting in.
  int maxSharedMemoryPerBlock;
  /// Shared memory a block can get after opting in (CUDA's
  /// cuFuncSetAttribute(MAX_DYNAMIC_SHARED_SIZE_BYTES)); equal to
  /// maxSharedMemoryPerBlock where there is no opt-in.
  int maxSharedMemoryPerBlockOptin;
  int maxSharedMemoryPerMultiprocessor;
  int l2CacheSize;
  int clockRateKHz;
  int memoryClockRateKHz;
  int memoryBusWidthBits;
  uint64_t totalMemory;
} KgenGpuDeviceInfo;

/// Fills `info` for device `device` of the loaded backend. Returns 0 on
/// success, nonzero (and prints why) on failure.
KGEN_GPU_RUNTIME_EXPORT int kgenGpuGetDeviceInfo(int device,
                                                 KgenGpuDeviceInfo *info);

/// Device attributes, for callers that want one value.
typedef enum KgenGpuDeviceAttribute {
  KGEN_GPU_ATTR_COMPUTE_CAPABILITY_MAJOR = 0,
  KGEN_GPU_ATTR_COMPUTE_CAPABILITY_MINOR = 1,
  KGEN_GPU_ATTR_MULTIPROCESSOR_COUNT = 2,
  KGEN_GPU_ATTR_WARP_SIZE = 3,
  KGEN_GPU_ATTR_MAX_THREADS_PER_BLOCK = 4,
  KGEN_GPU_ATTR_MAX_THREADS_PER_MULTIPROCESSOR = 5,
  KGEN_GPU_ATTR_MAX_SHARED_MEMORY_PER_BLOCK = 6,
  KGEN_GPU_ATTR_MAX_SHARED_MEMORY_PER_BLOCK_OPTIN = 7,
  KGEN_GPU_ATTR_MAX_SHARED_MEMORY_PER_MULTIPROCESSOR = 8,
  KGEN_GPU_ATTR_MAX_REGISTERS_PER_BLOCK = 9,
  KGEN_GPU_ATTR_L2_CACHE_SIZE = 10,
  KGEN_GPU_ATTR_CLOCK_RATE_KHZ = 11,
  KGEN_GPU_ATTR_MEMORY_CLOCK_RATE_KHZ = 12,
  KGEN_GPU_ATTR_MEMORY_BUS_WIDTH_BITS = 13,
} KgenGpuDeviceAttribute;

/// Stores attribute `attr` of device `device` in `*value`. Returns 0 on
/// success, nonzero (and prints why) on failure.
KGEN_GPU_RUNTIME_EXPORT int kgenGpuDeviceAttribute(int device,
                                                   KgenGpuDeviceAttribute attr,
                                                   int *value);

/// Waits for all work on the default device (mgpuSetDefaultDevice) to
/// finish. Returns 0 on success.
KGEN_GPU_RUNTIME_EXPORT int kgenGpuDeviceSynchronize(void);

/// Creates an event that records time stamps, unlike mgpuEventCreate's.
/// Record it with mgpuEventRecord, destroy it with mgpuEventDestroy.
KGEN_GPU_RUNTIME_EXPORT void *kgenGpuEventCreateTimed(void);

/// Stores the time between two recorded and completed timed events in
/// `*milliseconds`. Returns 0 on success.
KGEN_GPU_RUNTIME_EXPORT int kgenGpuEventElapsedTime(void *start, void *end,
                                                    float *milliseconds);

/*===----------------------------------------------------------------------===*\
|* The mgpu* ABI called by code that MLIR 22 generates                        *|
\*===----------------------------------------------------------------------===*/
/*
 * Handles are opaque pointers: CUmodule / hipModule_t, CUfunction /
 * hipFunction_t, CUstream / hipStream_t, CUevent / hipEvent_t. A NULL stream
 * is the backend's default stream. Memory allocation and freeing are
 * synchronous; copies and memsets are enqueued on `stream`.
 */

/// Loads a cubin, fatbin or NUL-terminated PTX image (CUDA) or a code object
/// (HIP) from memory. `gpuBlobSize` is the image's size in bytes.
KGEN_GPU_RUNTIME_EXPORT void *mgpuModuleLoad(void *data, size_t gpuBlobSize);
/// Loads NUL-terminated PTX, JIT-compiled at optimization level `optLevel`
/// (0-4); prints the JIT's error log when that fails. CUDA only.
KGEN_GPU_RUNTIME_EXPORT void *mgpuModuleLoadJIT(void *data, int optLevel);
KGEN_GPU_RUNTIME_EXPORT void mgpuModuleUnload(void *module);
KGEN_GPU_RUNTIME_EXPORT void *mgpuModuleGetFunction(void *module,
                                                    const char *name);

/// Launches `function`; `params` points to the kernel's `paramsCount`
/// argument values (cuLaunchKernel's kernelParams). `smem` bytes of dynamic
/// shared memory; above 48 KiB the function is opted in first.
KGEN_GPU_RUNTIME_EXPORT void
mgpuLaunchKernel(void *function, intptr_t gridX, intptr_t gridY,
                 intptr_t gridZ, intptr_t blockX, intptr_t blockY,
                 intptr_t blockZ, int32_t smem, void *stream, void **params,
                 void **extra, size_t paramsCount);
/// Launches `function` with thread block clusters (cuLaunchKernelEx with
/// CU_LAUNCH_ATTRIBUTE_CLUSTER_DIMENSION; sm_90 and newer). The grid is in
/// blocks, not clusters.
KGEN_GPU_RUNTIME_EXPORT void
mgpuLaunchClusterKernel(void *function, intptr_t clusterX, intptr_t clusterY,
                        intptr_t clusterZ, intptr_t gridX, intptr_t gridY,
                        intptr_t gridZ, intptr_t blockX, intptr_t blockY,
                        intptr_t blockZ, int32_t smem, void *stream,
                        void **params, void **extra);

/// Streams are blocking ones (CU_STREAM_DEFAULT / hipStreamDefault): they
/// order with the legacy default stream, so events recorded there bracket the
/// work of host code that creates its own streams.
KGEN_GPU_RUNTIME_EXPORT void *mgpuStreamCreate(void);
KGEN_GPU_RUNTIME_EXPORT void mgpuStreamDestroy(void *stream);
KGEN_GPU_RUNTIME_EXPORT void mgpuStreamSynchronize(void *stream);
KGEN_GPU_RUNTIME_EXPORT void mgpuStreamWaitEvent(void *stream, void *event);

/// Creates an event without timing (see kgenGpuEventCreateTimed).
KGEN_GPU_RUNTIME_EXPORT void *mgpuEventCreate(void);
KGEN_GPU_RUNTIME_EXPORT void mgpuEventDestroy(void *event);
KGEN_GPU_RUNTIME_EXPORT void mgpuEventSynchronize(void *event);
KGEN_GPU_RUNTIME_EXPORT void mgpuEventRecord(void *event, void *stream);

/// Allocates `sizeBytes` of device memory, or of managed memory accessible
/// from the host too when `isHostShared`. Returns NULL for 0 bytes.
KGEN_GPU_RUNTIME_EXPORT void *mgpuMemAlloc(uint64_t sizeBytes, void *stream,
                                           bool isHostShared);
KGEN_GPU_RUNTIME_EXPORT void mgpuMemFree(void *ptr, void *stream);
/// Copies `sizeBytes` between any two host or device pointers (unified
/// addressing).
KGEN_GPU_RUNTIME_EXPORT void mgpuMemcpy(void *dst, void *src, size_t sizeBytes,
                                        void *stream);
/// Sets `count` 32-bit (16-bit) elements at `dst` to `value`.
KGEN_GPU_RUNTIME_EXPORT void mgpuMemset32(void *dst, unsigned int value,
                                          size_t count, void *stream);
KGEN_GPU_RUNTIME_EXPORT void mgpuMemset16(void *dst, unsigned short value,
                                          size_t count, void *stream);

/// Page-locks host memory and maps it for the device.
KGEN_GPU_RUNTIME_EXPORT void mgpuMemHostRegister(void *ptr, uint64_t sizeBytes);
KGEN_GPU_RUNTIME_EXPORT void mgpuMemHostUnregister(void *ptr);
/// The same for the memory of a ranked memref: `descriptor` points to the
/// memref's descriptor {allocated, aligned, offset, sizes[rank],
/// strides[rank]}.
KGEN_GPU_RUNTIME_EXPORT void mgpuMemHostRegisterMemRef(int64_t rank,
                                                       void *descriptor,
                                                       int64_t elementSizeBytes);
KGEN_GPU_RUNTIME_EXPORT void
mgpuMemHostUnregisterMemRef(int64_t rank, void *descriptor,
                            int64_t elementSizeBytes);

/// Makes `device` the device of the calling thread's later calls (device 0
/// until then). A device that does not exist is reported and ignored.
KGEN_GPU_RUNTIME_EXPORT void mgpuSetDefaultDevice(int32_t device);

/// Encodes a TMA descriptor (CUtensorMap) for the memref `descriptor` of rank
/// `tensorRank` with box `inputBoxDims` (outermost first), copies it to
/// device memory and returns that device pointer (what nvgpu's
/// `tma.create.descriptor` lowers to). The enum arguments are CUDA's
/// CUtensorMapDataType, ...Interleave, ...Swizzle, ...L2promotion and
/// ...FloatOOBfill values. CUDA 12 on sm_90 and newer only.
KGEN_GPU_RUNTIME_EXPORT void *mgpuTensorMapEncodeTiledMemref(
    int64_t tensorRank, void *descriptor, int64_t tensorDataType,
    int64_t interleave, int64_t swizzle, int64_t l2Promotion, int64_t oobFill,
    int64_t *inputBoxDims);

#ifdef __cplusplus
}
#endif

#endif /* KGEN_RUNTIME_GPURUNTIME_H */
