/*===- fake-hip-runtime.c - a HIP runtime stand-in for tests --------------===*\
|*                                                                            *|
|* Part of kgen.                                                              *|
|*                                                                            *|
\*===----------------------------------------------------------------------===*/
/*
 * A shared library with the HIP functions libkgen_gpu_runtime.so resolves,
 * implemented on host memory, so that tests can drive the runtime's HIP
 * backend without an AMD GPU (KGEN_GPU_HIP_LIBRARY=<this>). Calls log
 * "fake-hip: ..." lines to stderr; device memory is malloc'ed; "code
 * objects" are NUL-terminated text starting with "FAKE" that name the kernels
 * they contain:
 *   add_one(float *data, unsigned n)   data[i] += 1 for i < n
 * Most calls fail with hipErrorInvalidDevice until hipSetDevice selected a
 * device, as a check that the runtime selects one.
 */

#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define EXPORT __attribute__((visibility("default")))

typedef int hipError_t;

enum {
  SUCCESS = 0,
  INVALID_VALUE = 1,
  OUT_OF_MEMORY = 2,
  NO_DEVICE = 100,
  INVALID_DEVICE = 101,
  INVALID_IMAGE = 200,
  INVALID_HANDLE = 400,
  NOT_FOUND = 500,
  NOT_READY = 600,
};

enum { kNumDevices = 1, kMaxLds = 65536 };

static int currentDevice = -1;
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
  fprintf(stderr, "fake-hip: ");
  vfprintf(stderr, format, args);
  fputc('\n', stderr);
  va_end(args);
}

#define REQUIRE_DEVICE()                                                       \
  do {                                                                         \
    if (currentDevice < 0)                                                     \
      return INVALID_DEVICE;                                                   \
  } while (0)

EXPORT const char *hipGetErrorName(hipError_t error) {
  switch (error) {
  case SUCCESS: return "hipSuccess";
  case INVALID_VALUE: return "hipErrorInvalidValue";
  case OUT_OF_MEMORY: return "hipErrorOutOfMemory";
  case NO_DEVICE: return "hipErrorNoDevice";
  case INVALID_DEVICE: return "hipErrorInvalidDevice";
  case INVALID_IMAGE: return "hipErrorInvalidImage";
  case INVALID_HANDLE: return "hipErrorInvalidHandle";
  case NOT_FOUND: return "hipErrorNotFound";
  case NOT_READY: return "hipErrorNotReady";
  }
  return "hipErrorUnknown";
}

EXPORT const char *hipGetErrorString(hipError_t error) {
  switch (error) {
  case SUCCESS: return "no error";
  case INVALID_VALUE: return "invalid argument";
  case OUT_OF_MEMORY: return "out of memory";
  case NO_DEVICE: return "no ROCm-capable device is detected";
  case INVALID_DEVICE: return "invalid device ordinal";
  case INVALID_IMAGE: return "device kernel image is invalid";
  case INVALID_HANDLE: return "invalid resource handle";
  case NOT_FOUND: return "named symbol not found";
  case NOT_READY: return "device not ready";
  }
  return "unknown error";
}

/*===-- Devices -----------------------------------------------------------===*/

EXPORT hipError_t hipInit(unsigned flags) {
  return flags == 0 ? SUCCESS : INVALID_VALUE;
}

EXPORT hipError_t hipGetDeviceCount(int *count) {
  *count = kNumDevices;
  return SUCCESS;
}

EXPORT hipError_t hipSetDevice(int device) {
  if (device < 0 || device >= kNumDevices)
    return INVALID_DEVICE;
  if (device != currentDevice)
    logLine("hipSetDevice(%d)", device);
  currentDevice = device;
  return SUCCESS;
}

EXPORT hipError_t hipDeviceGet(int *device, int ordinal) {
  if (ordinal < 0 || ordinal >= kNumDevices)
    return INVALID_DEVICE;
  *device = ordinal;
  return SUCCESS;
}

EXPORT hipError_t hipDeviceGetName(char *name, int length, int device) {
  snprintf(name, (size_t)length, "Fake MI300X #%d", device);
  return SUCCESS;
}

EXPORT hipError_t hipDeviceGetAttribute(int *value, int attribute,
                                        int device) {
  (void)device;
  switch (attribute) {
  case 5: *value = 2100000; return SUCCESS;  /* clock rate */
  case 19: *value = 4194304; return SUCCESS; /* L2 */
  case 23: *value = 9; return SUCCESS;       /* CC major */
  case 25: *value = 2; return SUCCESS;       /* blocks per CU */
  case 26: case 27: case 28: *value = 1024; return SUCCESS;
  case 29: *value = 2147483647; return SUCCESS;
  case 30: case 31: *value = 65536; return SUCCESS;
  case 56: *value = 1024; return SUCCESS;    /* threads per block */
  case 57: *value = 2048; return SUCCESS;    /* threads per CU */
  case 59: *value = 8192; return SUCCESS;    /* bus width */
  case 60: *value = 1300000; return SUCCESS; /* memory clock */
  case 61: *value = 4; return SUCCESS;       /* CC minor */
  case 63: *value = 304; return SUCCESS;     /* CUs */
  case 71: *value = 65536; return SUCCESS;   /* registers per block */
  case 72: *value = 131072; return SUCCESS;  /* registers per CU */
  case 74: *value = 65536; return SUCCESS;   /* LDS per block */
  case 75: *value = 0; return SUCCESS;       /* opt-in: none */
  case 76: *value = 65536; return SUCCESS;   /* LDS per CU */
  case 87: *value = 64; return SUCCESS;      /* wavefront */
  }
  return INVALID_VALUE;
}

EXPORT hipError_t hipDeviceTotalMem(size_t *bytes, int device) {
  (void)device;
  *bytes = 206141652992ull;
  return SUCCESS;
}

EXPORT hipError_t hipGetDevicePropertiesR0600(void *properties, int device) {
  char *bytes = (char *)properties;
  snprintf(bytes, 256, "Fake MI300X #%d", device);
  /* A string that is not the arch, then gcnArchName at an offset of its
     own: the runtime must find the field by its "gfx" prefix. */
  strcpy(bytes + 300, "luid-and-other-fields");
  strcpy(bytes + 1160, "gfx942:sramecc+:xnack-");
  return SUCCESS;
}

EXPORT hipError_t hipDeviceSynchronize(void) {
  REQUIRE_DEVICE();
  logLine("hipDeviceSynchronize");
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

typedef struct {
  const char *name;
  KernelBody body;
} Kernel;

static const Kernel kAddOne = {"add_one", addOne};

EXPORT hipError_t hipModuleLoadData(void **module, const void *image) {
  REQUIRE_DEVICE();
  const char *text = (const char *)image;
  logLine("hipModuleLoadData(%zu bytes)", strlen(text));
  if (strncmp(text, "FAKE", 4) != 0)
    return INVALID_IMAGE;
  *module = keep(strdup(text));
  return SUCCESS;
}

EXPORT hipError_t hipModuleUnload(void *module) {
  logLine("hipModuleUnload");
  release(module);
  return SUCCESS;
}

EXPORT hipError_t hipModuleGetFunction(void **function, void *module,
                                       const char *name) {
  REQUIRE_DEVICE();
  if (strcmp(name, kAddOne.name) != 0 || !strstr((const char *)module, name))
    return NOT_FOUND;
  logLine("hipModuleGetFunction('%s')", name);
  *function = (void *)&kAddOne;
  return SUCCESS;
}

EXPORT hipError_t hipModuleLaunchKernel(void *function, unsigned gridX,
                                        unsigned gridY, unsigned gridZ,
                                        unsigned blockX, unsigned blockY,
                                        unsigned blockZ, unsigned sharedMem,
                                        void *stream, void **params,
                                        void **extra) {
  REQUIRE_DEVICE();
  (void)extra;
  logLine("hipModuleLaunchKernel(grid %u %u %u, block %u %u %u, smem %u, %s "
          "stream)",
          gridX, gridY, gridZ, blockX, blockY, blockZ, sharedMem,
          stream ? "a" : "the default");
  if (sharedMem > kMaxLds)
    return INVALID_VALUE;
  const Kernel *kernel = (const Kernel *)function;
  for (unsigned thread = 0; thread < gridX * blockX; ++thread)
    kernel->body(params, thread);
  return SUCCESS;
}

/*===-- Streams and events ------------------------------------------------===*/

typedef struct {
  unsigned flags;
  int recorded;
  double timeMs;
} Event;

EXPORT hipError_t hipStreamCreateWithFlags(void **stream, unsigned flags) {
  REQUIRE_DEVICE();
  logLine("hipStreamCreateWithFlags(flags %u)", flags);
  *stream = keep(malloc(16));
  return SUCCESS;
}

EXPORT hipError_t hipStreamDestroy(void *stream) {
  logLine("hipStreamDestroy");
  release(stream);
  return SUCCESS;
}

EXPORT hipError_t hipStreamSynchronize(void *stream) {
  REQUIRE_DEVICE();
  logLine("hipStreamSynchronize(%s stream)", stream ? "a" : "the default");
  return SUCCESS;
}

EXPORT hipError_t hipStreamWaitEvent(void *stream, void *event,
                                     unsigned flags) {
  (void)stream;
  (void)event;
  logLine("hipStreamWaitEvent(flags %u)", flags);
  return SUCCESS;
}

EXPORT hipError_t hipEventCreateWithFlags(void **event, unsigned flags) {
  REQUIRE_DEVICE();
  logLine("hipEventCreateWithFlags(flags %u)", flags);
  Event *result = (Event *)keep(calloc(1, sizeof(Event)));
  result->flags = flags;
  *event = result;
  return SUCCESS;
}

EXPORT hipError_t hipEventDestroy(void *event) {
  logLine("hipEventDestroy");
  release(event);
  return SUCCESS;
}

EXPORT hipError_t hipEventSynchronize(void *event) {
  (void)event;
  logLine("hipEventSynchronize");
  return SUCCESS;
}

EXPORT hipError_t hipEventRecord(void *event, void *stream) {
  (void)stream;
  Event *e = (Event *)event;
  e->recorded = 1;
  clockMs += 0.5;
  e->timeMs = clockMs;
  logLine("hipEventRecord");
  return SUCCESS;
}

EXPORT hipError_t hipEventElapsedTime(float *ms, void *start, void *end) {
  Event *a = (Event *)start, *b = (Event *)end;
  if ((a->flags & 2) || (b->flags & 2))
    return INVALID_HANDLE;
  if (!a->recorded || !b->recorded)
    return NOT_READY;
  *ms = (float)(b->timeMs - a->timeMs);
  return SUCCESS;
}

/*===-- Memory ------------------------------------------------------------===*/

EXPORT hipError_t hipMalloc(void **ptr, size_t bytes) {
  REQUIRE_DEVICE();
  logLine("hipMalloc(%zu bytes)", bytes);
  if (bytes > (1ull << 40))
    return OUT_OF_MEMORY;
  *ptr = keep(malloc(bytes));
  return SUCCESS;
}

EXPORT hipError_t hipMallocManaged(void **ptr, size_t bytes, unsigned flags) {
  REQUIRE_DEVICE();
  logLine("hipMallocManaged(%zu bytes, flags %u)", bytes, flags);
  *ptr = keep(malloc(bytes));
  return SUCCESS;
}

EXPORT hipError_t hipFree(void *ptr) {
  logLine("hipFree");
  release(ptr);
  return SUCCESS;
}

EXPORT hipError_t hipMemcpyAsync(void *dst, const void *src, size_t bytes,
                                 int kind, void *stream) {
  REQUIRE_DEVICE();
  logLine("hipMemcpyAsync(%zu bytes, kind %d, %s stream)", bytes, kind,
          stream ? "a" : "the default");
  memcpy(dst, src, bytes);
  return SUCCESS;
}

EXPORT hipError_t hipMemsetD32Async(void *dst, int value, size_t count,
                                    void *stream) {
  REQUIRE_DEVICE();
  (void)stream;
  logLine("hipMemsetD32Async(0x%08x, %zu elements)", (unsigned)value, count);
  for (size_t i = 0; i < count; ++i)
    ((int32_t *)dst)[i] = value;
  return SUCCESS;
}

EXPORT hipError_t hipMemsetD16Async(void *dst, unsigned short value,
                                    size_t count, void *stream) {
  REQUIRE_DEVICE();
  (void)stream;
  logLine("hipMemsetD16Async(0x%04x, %zu elements)", value, count);
  for (size_t i = 0; i < count; ++i)
    ((uint16_t *)dst)[i] = value;
  return SUCCESS;
}

EXPORT hipError_t hipHostRegister(void *ptr, size_t bytes, unsigned flags) {
  REQUIRE_DEVICE();
  logLine("hipHostRegister(%p, %zu bytes, flags %u)", ptr, bytes, flags);
  return SUCCESS;
}

EXPORT hipError_t hipHostUnregister(void *ptr) {
  logLine("hipHostUnregister(%p)", ptr);
  return SUCCESS;
}
