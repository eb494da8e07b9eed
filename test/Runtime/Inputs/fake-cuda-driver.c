/*===- fake-cuda-driver.c - a CUDA driver stand-in for tests -------------===*\
|*                                                                            *|
|* Part of kgen.                                                              *|
|*                                                                            *|
\*===----------------------------------------------------------------------===*/
/*
 * A shared library with the CUDA driver functions libkgen_gpu_runtime.so
 * resolves, implemented on host memory, so that tests can drive the runtime's
 * CUDA backend on machines without a GPU (KGEN_GPU_CUDA_LIBRARY=<this>).
 *
 * Every call that matters logs one line "fake-cuda: ..." to stderr with its
 * arguments. Calls that need a current context fail with
 * CUDA_ERROR_INVALID_CONTEXT when none is pushed; at exit the library prints
 * the context stack depth, which must be 0. Device memory is malloc'ed host
 * memory. "Modules" are NUL-terminated text; a kernel can be looked up when
 * its name occurs in the text and this file implements it:
 *   add_one(float *data, unsigned n)             data[i] += 1 for i < n
 *   add_one_memref(<memref<?xf32> descriptor>)   the same, MLIR's convention
 * Launches run the kernel on the host, one call per thread of the x
 * dimension.
 */

#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define EXPORT __attribute__((visibility("default")))

typedef int CUresult;
typedef unsigned long long CUdeviceptr;

enum {
  SUCCESS = 0,
  INVALID_VALUE = 1,
  OUT_OF_MEMORY = 2,
  NO_DEVICE = 100,
  INVALID_DEVICE = 101,
  INVALID_CONTEXT = 201,
  INVALID_PTX = 218,
  INVALID_HANDLE = 400,
  NOT_FOUND = 500,
  NOT_READY = 600,
};

enum { kNumDevices = 2 };

static int contextDepth;
static int contexts[kNumDevices];
static double clockMs;

/* Everything the fake allocates stays reachable from here until it is freed,
   so that leak checkers do not blame the fake for handles a program never
   releases (MLIR's lowering does not destroy every stream it creates). */
enum { kMaxLive = 4096 };
static void *live[kMaxLive];

static void *keep(void *ptr) {
  for (int i = 0; i < kMaxLive; ++i) {
    if (!live[i]) {
      live[i] = ptr;
      break;
    }
  }
  return ptr;
}

static void release(void *ptr) {
  for (int i = 0; i < kMaxLive; ++i) {
    if (live[i] == ptr) {
      live[i] = NULL;
      break;
    }
  }
  free(ptr);
}

static void logLine(const char *format, ...) {
  va_list args;
  va_start(args, format);
  fprintf(stderr, "fake-cuda: ");
  vfprintf(stderr, format, args);
  fputc('\n', stderr);
  va_end(args);
}

__attribute__((destructor)) static void atExit(void) {
  logLine("exit with context depth %d", contextDepth);
}

#define REQUIRE_CONTEXT()                                                      \
  do {                                                                         \
    if (contextDepth <= 0)                                                     \
      return INVALID_CONTEXT;                                                  \
  } while (0)

/*===-- Errors and devices ------------------------------------------------===*/

EXPORT CUresult cuGetErrorName(CUresult error, const char **name) {
  switch (error) {
  case SUCCESS: *name = "CUDA_SUCCESS"; return SUCCESS;
  case INVALID_VALUE: *name = "CUDA_ERROR_INVALID_VALUE"; return SUCCESS;
  case OUT_OF_MEMORY: *name = "CUDA_ERROR_OUT_OF_MEMORY"; return SUCCESS;
  case NO_DEVICE: *name = "CUDA_ERROR_NO_DEVICE"; return SUCCESS;
  case INVALID_DEVICE: *name = "CUDA_ERROR_INVALID_DEVICE"; return SUCCESS;
  case INVALID_CONTEXT: *name = "CUDA_ERROR_INVALID_CONTEXT"; return SUCCESS;
  case INVALID_PTX: *name = "CUDA_ERROR_INVALID_PTX"; return SUCCESS;
  case INVALID_HANDLE: *name = "CUDA_ERROR_INVALID_HANDLE"; return SUCCESS;
  case NOT_FOUND: *name = "CUDA_ERROR_NOT_FOUND"; return SUCCESS;
  case NOT_READY: *name = "CUDA_ERROR_NOT_READY"; return SUCCESS;
  }
  *name = NULL;
  return INVALID_VALUE;
}

EXPORT CUresult cuGetErrorString(CUresult error, const char **text) {
  switch (error) {
  case SUCCESS: *text = "no error"; return SUCCESS;
  case INVALID_VALUE: *text = "invalid argument"; return SUCCESS;
  case OUT_OF_MEMORY: *text = "out of memory"; return SUCCESS;
  case NO_DEVICE: *text = "no CUDA-capable device is detected"; return SUCCESS;
  case INVALID_DEVICE: *text = "invalid device ordinal"; return SUCCESS;
  case INVALID_CONTEXT: *text = "invalid device context"; return SUCCESS;
  case INVALID_PTX: *text = "a PTX JIT compilation failed"; return SUCCESS;
  case INVALID_HANDLE: *text = "invalid resource handle"; return SUCCESS;
  case NOT_FOUND: *text = "named symbol not found"; return SUCCESS;
  case NOT_READY: *text = "device not ready"; return SUCCESS;
  }
  *text = NULL;
  return INVALID_VALUE;
}

EXPORT CUresult cuInit(unsigned flags) {
  if (getenv("FAKE_CUDA_NO_DEVICE"))
    return NO_DEVICE;
  return flags == 0 ? SUCCESS : INVALID_VALUE;
}

EXPORT CUresult cuDriverGetVersion(int *version) {
  *version = 12080;
  return SUCCESS;
}

EXPORT CUresult cuDeviceGetCount(int *count) {
  *count = kNumDevices;
  return SUCCESS;
}

EXPORT CUresult cuDeviceGet(int *device, int ordinal) {
  if (ordinal < 0 || ordinal >= kNumDevices)
    return INVALID_DEVICE;
  *device = ordinal;
  return SUCCESS;
}

EXPORT CUresult cuDeviceGetName(char *name, int length, int device) {
  snprintf(name, (size_t)length, "Fake H200 #%d", device);
  return SUCCESS;
}

EXPORT CUresult cuDeviceGetAttribute(int *value, int attribute, int device) {
  (void)device;
  switch (attribute) {
  case 1: *value = 1024; return SUCCESS;        /* threads per block */
  case 2: case 3: *value = 1024; return SUCCESS; /* block dim x, y */
  case 4: *value = 64; return SUCCESS;           /* block dim z */
  case 5: *value = 2147483647; return SUCCESS;   /* grid dim x */
  case 6: case 7: *value = 65535; return SUCCESS;
  case 8: *value = 49152; return SUCCESS;        /* shared per block */
  case 10: *value = 32; return SUCCESS;          /* warp size */
  case 12: *value = 65536; return SUCCESS;       /* registers per block */
  case 13: *value = 1980000; return SUCCESS;     /* clock rate */
  case 16: *value = 132; return SUCCESS;         /* SMs */
  case 36: *value = 2619000; return SUCCESS;     /* memory clock */
  case 37: *value = 6144; return SUCCESS;        /* bus width */
  case 38: *value = 52428800; return SUCCESS;    /* L2 */
  case 39: *value = 2048; return SUCCESS;        /* threads per SM */
  case 75: *value = 9; return SUCCESS;           /* CC major */
  case 76: *value = 0; return SUCCESS;           /* CC minor */
  case 81: *value = 233472; return SUCCESS;      /* shared per SM */
  case 82: *value = 65536; return SUCCESS;       /* registers per SM */
  case 97: *value = 232448; return SUCCESS;      /* shared per block, opt-in */
  case 106: *value = 32; return SUCCESS;         /* blocks per SM */
#ifdef FAKE_CUDA_POOLS
  case 115: *value = 1; return SUCCESS;          /* memory pools */
#endif
  }
  return INVALID_VALUE;
}

EXPORT CUresult cuDeviceTotalMem_v2(size_t *bytes, int device) {
  (void)device;
  *bytes = 150754820096ull;
  return SUCCESS;
}

/*===-- Contexts ----------------------------------------------------------===*/

EXPORT CUresult cuDevicePrimaryCtxRetain(void **context, int device) {
  if (device < 0 || device >= kNumDevices)
    return INVALID_DEVICE;
  logLine("cuDevicePrimaryCtxRetain(device %d)", device);
  *context = &contexts[device];
  return SUCCESS;
}

EXPORT CUresult cuCtxPushCurrent_v2(void *context) {
  if (!context)
    return INVALID_CONTEXT;
  ++contextDepth;
  return SUCCESS;
}

EXPORT CUresult cuCtxPopCurrent_v2(void **context) {
  if (contextDepth <= 0)
    return INVALID_CONTEXT;
  --contextDepth;
  if (context)
    *context = &contexts[0];
  return SUCCESS;
}

EXPORT CUresult cuCtxSynchronize(void) {
  REQUIRE_CONTEXT();
  logLine("cuCtxSynchronize");
  return SUCCESS;
}

/*===-- Modules and kernels -----------------------------------------------===*/

typedef void (*KernelBody)(void **params, unsigned thread);

static void addOne(void **params, unsigned thread) {
  float *data = *(float **)params[0];
  unsigned n = *(unsigned *)params[1];
  if (thread < n)
    data[thread] += 1.0f;
}

static void addOneMemRef(void **params, unsigned thread) {
  /* allocated, aligned, offset, size, stride */
  float *aligned = *(float **)params[1];
  int64_t offset = *(int64_t *)params[2];
  int64_t size = *(int64_t *)params[3];
  int64_t stride = *(int64_t *)params[4];
  if ((int64_t)thread < size)
    aligned[offset + (int64_t)thread * stride] += 1.0f;
}

typedef struct {
  const char *name;
  KernelBody body;
} Kernel;

static const Kernel kKernels[] = {{"add_one", addOne},
                                  {"add_one_memref", addOneMemRef}};

typedef struct {
  char *text;
} Module;

enum { JIT_ERROR_LOG = 5, JIT_ERROR_LOG_SIZE = 6, JIT_OPT_LEVEL = 7 };

EXPORT CUresult cuModuleLoadDataEx(void **module, const void *image,
                                   unsigned numOptions, int *options,
                                   void **values) {
  REQUIRE_CONTEXT();
  char *errorLog = NULL;
  size_t errorLogSize = 0;
  int optLevel = -1;
  for (unsigned i = 0; i < numOptions; ++i) {
    if (options[i] == JIT_ERROR_LOG)
      errorLog = (char *)values[i];
    else if (options[i] == JIT_ERROR_LOG_SIZE)
      errorLogSize = (size_t)(uintptr_t)values[i];
    else if (options[i] == JIT_OPT_LEVEL)
      optLevel = (int)(uintptr_t)values[i];
  }
  const char *text = (const char *)image;
  if (optLevel < 0)
    logLine("cuModuleLoadDataEx(%zu bytes, default optimization level)",
            strlen(text));
  else
    logLine("cuModuleLoadDataEx(%zu bytes, optimization level %d)",
            strlen(text), optLevel);
  if (strncmp(text, "FAKE", 4) != 0 && !strstr(text, ".version")) {
    if (errorLog && errorLogSize)
      snprintf(errorLog, errorLogSize,
               "ptxas fatal   : fake module image, line 1: syntax error");
    return INVALID_PTX;
  }
  Module *result = (Module *)keep(malloc(sizeof(Module)));
  result->text = strdup(text);
  *module = result;
  return SUCCESS;
}

EXPORT CUresult cuModuleLoadData(void **module, const void *image) {
  return cuModuleLoadDataEx(module, image, 0, NULL, NULL);
}

EXPORT CUresult cuModuleUnload(void *module) {
  if (!module)
    return INVALID_HANDLE;
  logLine("cuModuleUnload");
  free(((Module *)module)->text);
  release(module);
  return SUCCESS;
}

EXPORT CUresult cuModuleGetFunction(void **function, void *module,
                                    const char *name) {
  REQUIRE_CONTEXT();
  const char *text = ((Module *)module)->text;
  for (size_t i = 0; i < sizeof(kKernels) / sizeof(kKernels[0]); ++i) {
    if (strcmp(kKernels[i].name, name) == 0 && strstr(text, name)) {
      logLine("cuModuleGetFunction('%s')", name);
      *function = (void *)&kKernels[i];
      return SUCCESS;
    }
  }
  return NOT_FOUND;
}

EXPORT CUresult cuFuncSetAttribute(void *function, int attribute, int value) {
  (void)function;
  logLine("cuFuncSetAttribute(attribute %d, %d)", attribute, value);
  return SUCCESS;
}

static void runKernel(void *function, unsigned gridX, unsigned blockX,
                      void **params) {
  KernelBody body = ((const Kernel *)function)->body;
  for (unsigned thread = 0; thread < gridX * blockX; ++thread)
    body(params, thread);
}

EXPORT CUresult cuLaunchKernel(void *function, unsigned gridX, unsigned gridY,
                               unsigned gridZ, unsigned blockX, unsigned blockY,
                               unsigned blockZ, unsigned sharedMem,
                               void *stream, void **params, void **extra) {
  REQUIRE_CONTEXT();
  logLine("cuLaunchKernel(grid %u %u %u, block %u %u %u, smem %u, %s stream, "
          "extra %p)",
          gridX, gridY, gridZ, blockX, blockY, blockZ, sharedMem,
          stream ? "a" : "the default", (void *)extra);
  runKernel(function, gridX, blockX, params);
  return SUCCESS;
}

typedef struct {
  int id;
  char pad[4];
  union {
    char raw[64];
    struct {
      unsigned x, y, z;
    } clusterDim;
  } value;
} LaunchAttribute;

typedef struct {
  unsigned gridDimX, gridDimY, gridDimZ;
  unsigned blockDimX, blockDimY, blockDimZ;
  unsigned sharedMemBytes;
  void *hStream;
  LaunchAttribute *attrs;
  unsigned numAttrs;
} LaunchConfig;

EXPORT CUresult cuLaunchKernelEx(const LaunchConfig *config, void *function,
                                 void **params, void **extra) {
  REQUIRE_CONTEXT();
  (void)extra;
  for (unsigned i = 0; i < config->numAttrs; ++i)
    if (config->attrs[i].id == 4)
      logLine("cuLaunchKernelEx(cluster %u %u %u, grid %u %u %u, block %u %u "
              "%u, smem %u)",
              config->attrs[i].value.clusterDim.x,
              config->attrs[i].value.clusterDim.y,
              config->attrs[i].value.clusterDim.z, config->gridDimX,
              config->gridDimY, config->gridDimZ, config->blockDimX,
              config->blockDimY, config->blockDimZ, config->sharedMemBytes);
  runKernel(function, config->gridDimX, config->blockDimX, params);
  return SUCCESS;
}

/*===-- Streams and events ------------------------------------------------===*/

typedef struct {
  unsigned flags;
  int recorded;
  double timeMs;
} Event;

EXPORT CUresult cuStreamCreate(void **stream, unsigned flags) {
  REQUIRE_CONTEXT();
  logLine("cuStreamCreate(flags %u)", flags);
  *stream = keep(malloc(16));
  return SUCCESS;
}

EXPORT CUresult cuStreamDestroy_v2(void *stream) {
  logLine("cuStreamDestroy_v2");
  release(stream);
  return SUCCESS;
}

EXPORT CUresult cuStreamSynchronize(void *stream) {
  REQUIRE_CONTEXT();
  logLine("cuStreamSynchronize(%s stream)", stream ? "a" : "the default");
  return SUCCESS;
}

EXPORT CUresult cuStreamWaitEvent(void *stream, void *event, unsigned flags) {
  (void)stream;
  if (!event)
    return INVALID_HANDLE;
  logLine("cuStreamWaitEvent(flags %u)", flags);
  return SUCCESS;
}

EXPORT CUresult cuEventCreate(void **event, unsigned flags) {
  REQUIRE_CONTEXT();
  logLine("cuEventCreate(flags %u)", flags);
  Event *result = (Event *)keep(calloc(1, sizeof(Event)));
  result->flags = flags;
  *event = result;
  return SUCCESS;
}

EXPORT CUresult cuEventDestroy_v2(void *event) {
  logLine("cuEventDestroy_v2");
  release(event);
  return SUCCESS;
}

EXPORT CUresult cuEventSynchronize(void *event) {
  (void)event;
  logLine("cuEventSynchronize");
  return SUCCESS;
}

EXPORT CUresult cuEventRecord(void *event, void *stream) {
  (void)stream;
  Event *e = (Event *)event;
  e->recorded = 1;
  clockMs += 1.25;
  e->timeMs = clockMs;
  logLine("cuEventRecord");
  return SUCCESS;
}

EXPORT CUresult cuEventElapsedTime(float *ms, void *start, void *end) {
  Event *a = (Event *)start, *b = (Event *)end;
  if ((a->flags & 2) || (b->flags & 2))
    return INVALID_HANDLE;
  if (!a->recorded || !b->recorded)
    return NOT_READY;
  *ms = (float)(b->timeMs - a->timeMs);
  return SUCCESS;
}

/*===-- Memory ------------------------------------------------------------===*/

EXPORT CUresult cuMemAlloc_v2(CUdeviceptr *ptr, size_t bytes) {
  REQUIRE_CONTEXT();
  logLine("cuMemAlloc_v2(%zu bytes)", bytes);
  if (bytes > (1ull << 40))
    return OUT_OF_MEMORY;
  *ptr = (CUdeviceptr)(uintptr_t)keep(malloc(bytes));
  return SUCCESS;
}

#ifdef FAKE_CUDA_POOLS
/* Stream-ordered allocation (built with -DFAKE_CUDA_POOLS only): the same
   host memory, the calls logged with the stream and the pool's settings. */
static int poolHandle;

EXPORT CUresult cuDeviceGetDefaultMemPool(void **pool, int device) {
  logLine("cuDeviceGetDefaultMemPool(device %d)", device);
  *pool = &poolHandle;
  return SUCCESS;
}

EXPORT CUresult cuMemPoolSetAttribute(void *pool, int attribute, void *value) {
  if (pool != &poolHandle)
    return INVALID_HANDLE;
  logLine("cuMemPoolSetAttribute(attribute %d, %llu)", attribute,
          (unsigned long long)*(uint64_t *)value);
  return SUCCESS;
}

EXPORT CUresult cuMemPoolTrimTo(void *pool, size_t keep) {
  if (pool != &poolHandle)
    return INVALID_HANDLE;
  logLine("cuMemPoolTrimTo(%zu)", keep);
  return SUCCESS;
}

EXPORT CUresult cuMemAllocAsync(CUdeviceptr *ptr, size_t bytes,
                                void *stream) {
  REQUIRE_CONTEXT();
  logLine("cuMemAllocAsync(%zu bytes, %s)", bytes,
          stream ? "a stream" : "the default stream");
  if (bytes > (1ull << 40))
    return OUT_OF_MEMORY;
  *ptr = (CUdeviceptr)(uintptr_t)keep(malloc(bytes));
  return SUCCESS;
}

EXPORT CUresult cuMemFreeAsync(CUdeviceptr ptr, void *stream) {
  REQUIRE_CONTEXT();
  logLine("cuMemFreeAsync(%s)", stream ? "a stream" : "the default stream");
  release((void *)(uintptr_t)ptr);
  return SUCCESS;
}
#endif

EXPORT CUresult cuMemAllocManaged(CUdeviceptr *ptr, size_t bytes,
                                  unsigned flags) {
  REQUIRE_CONTEXT();
  logLine("cuMemAllocManaged(%zu bytes, flags %u)", bytes, flags);
  *ptr = (CUdeviceptr)(uintptr_t)keep(malloc(bytes));
  return SUCCESS;
}

EXPORT CUresult cuMemFree_v2(CUdeviceptr ptr) {
  REQUIRE_CONTEXT();
  logLine("cuMemFree_v2");
  release((void *)(uintptr_t)ptr);
  return SUCCESS;
}

EXPORT CUresult cuMemcpy(CUdeviceptr dst, CUdeviceptr src, size_t bytes) {
  REQUIRE_CONTEXT();
  logLine("cuMemcpy(%zu bytes)", bytes);
  memcpy((void *)(uintptr_t)dst, (const void *)(uintptr_t)src, bytes);
  return SUCCESS;
}

EXPORT CUresult cuMemcpyAsync(CUdeviceptr dst, CUdeviceptr src, size_t bytes,
                              void *stream) {
  REQUIRE_CONTEXT();
  logLine("cuMemcpyAsync(%zu bytes, %s stream)", bytes,
          stream ? "a" : "the default");
  memcpy((void *)(uintptr_t)dst, (const void *)(uintptr_t)src, bytes);
  return SUCCESS;
}

EXPORT CUresult cuMemsetD32Async(CUdeviceptr dst, unsigned value, size_t count,
                                 void *stream) {
  REQUIRE_CONTEXT();
  (void)stream;
  logLine("cuMemsetD32Async(0x%08x, %zu elements)", value, count);
  for (size_t i = 0; i < count; ++i)
    ((uint32_t *)(uintptr_t)dst)[i] = value;
  return SUCCESS;
}

EXPORT CUresult cuMemsetD16Async(CUdeviceptr dst, unsigned short value,
                                 size_t count, void *stream) {
  REQUIRE_CONTEXT();
  (void)stream;
  logLine("cuMemsetD16Async(0x%04x, %zu elements)", value, count);
  for (size_t i = 0; i < count; ++i)
    ((uint16_t *)(uintptr_t)dst)[i] = value;
  return SUCCESS;
}

EXPORT CUresult cuMemHostRegister_v2(void *ptr, size_t bytes, unsigned flags) {
  REQUIRE_CONTEXT();
  logLine("cuMemHostRegister_v2(%p, %zu bytes, flags %u)", ptr, bytes, flags);
  return SUCCESS;
}

EXPORT CUresult cuMemHostUnregister(void *ptr) {
  REQUIRE_CONTEXT();
  logLine("cuMemHostUnregister(%p)", ptr);
  return SUCCESS;
}

/*===-- TMA descriptors ---------------------------------------------------===*/

static void formatArray64(char *out, size_t size, const uint64_t *values,
                          unsigned count) {
  size_t used = 0;
  out[0] = '\0';
  for (unsigned i = 0; i < count && used < size; ++i)
    used += (size_t)snprintf(out + used, size - used, "%s%llu", i ? " " : "",
                             (unsigned long long)values[i]);
}

static void formatArray32(char *out, size_t size, const uint32_t *values,
                          unsigned count) {
  size_t used = 0;
  out[0] = '\0';
  for (unsigned i = 0; i < count && used < size; ++i)
    used += (size_t)snprintf(out + used, size - used, "%s%u", i ? " " : "",
                             values[i]);
}

EXPORT CUresult cuTensorMapEncodeTiled(
    void *tensorMap, int dataType, uint32_t rank, void *address,
    const uint64_t *dims, const uint64_t *strides, const uint32_t *box,
    const uint32_t *elementStrides, int interleave, int swizzle,
    int l2Promotion, int oobFill) {
  char dimText[128], strideText[128], boxText[128], elementText[128];
  formatArray64(dimText, sizeof(dimText), dims, rank);
  formatArray64(strideText, sizeof(strideText), strides, rank - 1);
  formatArray32(boxText, sizeof(boxText), box, rank);
  formatArray32(elementText, sizeof(elementText), elementStrides, rank);
  logLine("cuTensorMapEncodeTiled(type %d, rank %u, address %p, dims [%s], "
          "strides [%s], box [%s], element strides [%s], interleave %d, "
          "swizzle %d, l2 %d, oob %d)",
          dataType, rank, address, dimText, strideText, boxText, elementText,
          interleave, swizzle, l2Promotion, oobFill);
  /* Bytes that depend on the arguments, as the driver's do. */
  memset(tensorMap, 0x5a, 128);
  memcpy(tensorMap, &address, sizeof(address));
  memcpy((char *)tensorMap + sizeof(address), box, rank * sizeof(*box));
  return SUCCESS;
}
