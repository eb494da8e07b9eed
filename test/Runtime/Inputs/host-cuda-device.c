/*===- host-cuda-device.c - the runtime on a real NVIDIA GPU --------------===*\
|*                                                                            *|
|* Part of kgen.                                                              *|
|*                                                                            *|
\*===----------------------------------------------------------------------===*/
/*
 * Allocates, sets, copies, loads hand-written PTX (the driver JIT-compiles
 * it), launches it in the ways generated code does, and checks every result
 * on the host. Prints one "<step>: ok" line per step, or what went wrong.
 */

#include "kgen/Runtime/GPURuntime.h"

#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* add_one(float *data, unsigned n): data[i] += 1 for i < n, one thread per
   element. PTX ISA 7.0 for sm_52 runs on every GPU a current driver
   supports. */
static const char kAddOnePtx[] =
    ".version 7.0\n"
    ".target sm_52\n"
    ".address_size 64\n"
    "\n"
    ".visible .entry add_one(\n"
    "    .param .u64 add_one_param_0,\n"
    "    .param .u32 add_one_param_1\n"
    ")\n"
    "{\n"
    "    .reg .pred %p<2>;\n"
    "    .reg .b32 %r<6>;\n"
    "    .reg .f32 %f<3>;\n"
    "    .reg .b64 %rd<5>;\n"
    "\n"
    "    ld.param.u64 %rd1, [add_one_param_0];\n"
    "    ld.param.u32 %r1, [add_one_param_1];\n"
    "    mov.u32 %r2, %ctaid.x;\n"
    "    mov.u32 %r3, %ntid.x;\n"
    "    mov.u32 %r4, %tid.x;\n"
    "    mad.lo.s32 %r5, %r2, %r3, %r4;\n"
    "    setp.ge.u32 %p1, %r5, %r1;\n"
    "    @%p1 bra DONE;\n"
    "    cvta.to.global.u64 %rd2, %rd1;\n"
    "    mul.wide.u32 %rd3, %r5, 4;\n"
    "    add.s64 %rd4, %rd2, %rd3;\n"
    "    ld.global.f32 %f1, [%rd4];\n"
    "    add.f32 %f2, %f1, 0f3F800000;\n"
    "    st.global.f32 [%rd4], %f2;\n"
    "DONE:\n"
    "    ret;\n"
    "}\n";

/* The same kernel for sm_90 (PTX ISA 7.8), which cluster launches need. */
static const char kAddOnePtxSm90[] =
    ".version 7.8\n"
    ".target sm_90\n"
    ".address_size 64\n"
    "\n"
    ".visible .entry add_one(\n"
    "    .param .u64 add_one_param_0,\n"
    "    .param .u32 add_one_param_1\n"
    ")\n"
    "{\n"
    "    .reg .pred %p<2>;\n"
    "    .reg .b32 %r<6>;\n"
    "    .reg .f32 %f<3>;\n"
    "    .reg .b64 %rd<5>;\n"
    "\n"
    "    ld.param.u64 %rd1, [add_one_param_0];\n"
    "    ld.param.u32 %r1, [add_one_param_1];\n"
    "    mov.u32 %r2, %ctaid.x;\n"
    "    mov.u32 %r3, %ntid.x;\n"
    "    mov.u32 %r4, %tid.x;\n"
    "    mad.lo.s32 %r5, %r2, %r3, %r4;\n"
    "    setp.ge.u32 %p1, %r5, %r1;\n"
    "    @%p1 bra DONE;\n"
    "    cvta.to.global.u64 %rd2, %rd1;\n"
    "    mul.wide.u32 %rd3, %r5, 4;\n"
    "    add.s64 %rd4, %rd2, %rd3;\n"
    "    ld.global.f32 %f1, [%rd4];\n"
    "    add.f32 %f2, %f1, 0f3F800000;\n"
    "    st.global.f32 [%rd4], %f2;\n"
    "DONE:\n"
    "    ret;\n"
    "}\n";

enum { kCount = 1000, kBlock = 256 };

static int failures;

/* Checks that all of `values` equal `expected`. */
static void expectAll(const char *step, const float *values, float expected) {
  for (int i = 0; i < kCount; ++i) {
    if (values[i] != expected) {
      printf("%s: FAILED: element %d is %g, expected %g\n", step, i,
             values[i], expected);
      ++failures;
      return;
    }
  }
  printf("%s: ok\n", step);
}

static void copyBack(float *host, void *device, void *stream) {
  memset(host, 0, kCount * sizeof(float));
  mgpuMemcpy(host, device, kCount * sizeof(float), stream);
  mgpuStreamSynchronize(stream);
}

int main(void) {
  setvbuf(stdout, NULL, _IONBF, 0);
  printf("available=%d backend=%s\n", kgenGpuRuntimeAvailable(),
         kgenGpuRuntimeBackend() ? kgenGpuRuntimeBackend() : "(null)");
  KgenGpuDeviceInfo info;
  if (kgenGpuGetDeviceInfo(0, &info) != 0)
    return 1;
  printf("device 0: %s, %s, %d SMs, %d KiB opt-in shared memory, %d MiB L2, "
         "%llu MiB\n",
         info.name, info.arch, info.multiprocessorCount,
         info.maxSharedMemoryPerBlockOptin / 1024, info.l2CacheSize >> 20,
         (unsigned long long)(info.totalMemory >> 20));
  int sane = info.multiprocessorCount > 0 && info.warpSize == 32 &&
             info.maxThreadsPerBlock >= 1024 && info.l2CacheSize > 0 &&
             info.maxSharedMemoryPerBlockOptin >= info.maxSharedMemoryPerBlock &&
             info.totalMemory > 0;
  printf("device info: %s\n", sane ? "ok" : "FAILED");
  failures += !sane;

  static float host[kCount];
  void *stream = mgpuStreamCreate();
  void *device = mgpuMemAlloc(kCount * sizeof(float), stream, false);
  if (!stream || !device)
    return 1;

  /* 1.5f is 0x3fc00000. */
  mgpuMemset32(device, 0x3fc00000u, kCount, stream);
  copyBack(host, device, stream);
  expectAll("memset32", host, 1.5f);

  for (int i = 0; i < kCount; ++i)
    host[i] = (float)i;
  mgpuMemcpy(device, host, sizeof(host), stream);
  copyBack(host, device, stream);
  int roundTrip = 1;
  for (int i = 0; i < kCount; ++i)
    roundTrip &= host[i] == (float)i;
  printf("memcpy round trip: %s\n", roundTrip ? "ok" : "FAILED");
  failures += !roundTrip;

  mgpuMemset16(device, 0x3c00 /* 1.0 in f16 */, 2 * kCount, stream);
  uint16_t halves[4];
  mgpuMemcpy(halves, device, sizeof(halves), stream);
  mgpuStreamSynchronize(stream);
  int halvesOk = halves[0] == 0x3c00 && halves[3] == 0x3c00;
  printf("memset16: %s\n", halvesOk ? "ok" : "FAILED");
  failures += !halvesOk;

  mgpuMemset32(device, 0x3fc00000u, kCount, stream);
  void *module = mgpuModuleLoad((void *)kAddOnePtx, sizeof(kAddOnePtx));
  void *addOne = mgpuModuleGetFunction(module, "add_one");
  if (!addOne)
    return 1;
  unsigned n = kCount;
  void *params[] = {&device, &n};
  intptr_t grid = (kCount + kBlock - 1) / kBlock;
  mgpuLaunchKernel(addOne, grid, 1, 1, kBlock, 1, 1, 0, stream, params, NULL,
                   2);
  copyBack(host, device, stream);
  expectAll("launch", host, 2.5f);

  void *jit = mgpuModuleLoadJIT((void *)kAddOnePtx, 3);
  void *addOneJit = mgpuModuleGetFunction(jit, "add_one");
  mgpuLaunchKernel(addOneJit, grid, 1, 1, kBlock, 1, 1, 0, stream, params,
                   NULL, 2);
  copyBack(host, device, stream);
  expectAll("JIT module launch", host, 3.5f);

  /* More dynamic shared memory than the default 48 KiB: opted in first. */
  int bigSmem = 100 * 1024;
  if (info.maxSharedMemoryPerBlockOptin >= bigSmem) {
    mgpuLaunchKernel(addOne, grid, 1, 1, kBlock, 1, 1, bigSmem, stream, params,
                     NULL, 2);
    copyBack(host, device, stream);
    expectAll("launch with 100 KiB of dynamic shared memory", host, 4.5f);
  } else {
    mgpuLaunchKernel(addOne, grid, 1, 1, kBlock, 1, 1, 0, stream, params, NULL,
                     2);
    copyBack(host, device, stream);
    printf("launch with 100 KiB of dynamic shared memory: ok (skipped)\n");
  }

  if (info.computeCapabilityMajor >= 9) {
    void *sm90 =
        mgpuModuleLoad((void *)kAddOnePtxSm90, sizeof(kAddOnePtxSm90));
    void *addOneSm90 = mgpuModuleGetFunction(sm90, "add_one");
    /* 4 blocks in clusters of 2. */
    mgpuLaunchClusterKernel(addOneSm90, 2, 1, 1, grid, 1, 1, kBlock, 1, 1, 0,
                            stream, params, NULL);
    copyBack(host, device, stream);
    expectAll("cluster launch", host, 5.5f);
    mgpuModuleUnload(sm90);
  } else {
    mgpuLaunchKernel(addOne, grid, 1, 1, kBlock, 1, 1, 0, stream, params, NULL,
                     2);
    copyBack(host, device, stream);
    printf("cluster launch: ok (skipped on %s)\n", info.arch);
  }

  /* Timing, as the validator does it. */
  void *start = kgenGpuEventCreateTimed(), *end = kgenGpuEventCreateTimed();
  mgpuEventRecord(start, stream);
  mgpuLaunchKernel(addOne, grid, 1, 1, kBlock, 1, 1, 0, stream, params, NULL,
                   2);
  mgpuEventRecord(end, stream);
  mgpuEventSynchronize(end);
  float ms = -1;
  int timed = kgenGpuEventElapsedTime(start, end, &ms) == 0 && ms >= 0;
  printf("timed launch: %s\n", timed ? "ok" : "FAILED");
  failures += !timed;
  copyBack(host, device, stream);
  expectAll("timed launch result", host, 6.5f);
  mgpuEventDestroy(start);
  mgpuEventDestroy(end);

  /* Streams joined through events, as the lowering of gpu.wait does. */
  void *other = mgpuStreamCreate();
  void *event = mgpuEventCreate();
  mgpuLaunchKernel(addOne, grid, 1, 1, kBlock, 1, 1, 0, stream, params, NULL,
                   2);
  mgpuEventRecord(event, stream);
  mgpuStreamWaitEvent(other, event);
  mgpuLaunchKernel(addOne, grid, 1, 1, kBlock, 1, 1, 0, other, params, NULL,
                   2);
  mgpuEventDestroy(event);
  copyBack(host, device, other);
  expectAll("two streams", host, 8.5f);
  mgpuStreamDestroy(other);

  /* Host-shared (managed) memory, written and read by the host. */
  float *managed = (float *)mgpuMemAlloc(kCount * sizeof(float), stream, true);
  if (managed) {
    for (int i = 0; i < kCount; ++i)
      managed[i] = 10.0f;
    void *managedParams[] = {&managed, &n};
    mgpuLaunchKernel(addOne, grid, 1, 1, kBlock, 1, 1, 0, stream,
                     managedParams, NULL, 2);
    mgpuStreamSynchronize(stream);
    expectAll("host-shared memory", managed, 11.0f);
    mgpuMemFree(managed, stream);
  } else {
    ++failures;
  }

  /* Registered host memory. */
  static float pinned[kCount];
  mgpuMemHostRegister(pinned, sizeof(pinned));
  mgpuMemcpy(pinned, device, sizeof(pinned), stream);
  mgpuStreamSynchronize(stream);
  mgpuMemHostUnregister(pinned);
  expectAll("registered host memory", pinned, 8.5f);

  /* A TMA descriptor for a 64x64 f32 device matrix, 32x32 boxes. */
  if (info.computeCapabilityMajor >= 9) {
    struct {
      void *allocated, *aligned;
      int64_t offset, sizes[2], strides[2];
    } matrix = {device, device, 0, {15, 64}, {64, 1}};
    int64_t box[2] = {8, 32};
    void *tensorMap = mgpuTensorMapEncodeTiledMemref(
        2, &matrix, /*FLOAT32=*/7, 0, /*swizzle 128B=*/3, 0, 0, box);
    printf("tensor map: %s\n", tensorMap ? "ok" : "FAILED");
    failures += !tensorMap;
  } else {
    printf("tensor map: ok (skipped on %s)\n", info.arch);
  }

  /* Failures the driver reports. */
  printf("== expected errors\n");
  void *bad = mgpuModuleLoadJIT((void *)".version 7.0\n.target sm_52\nbogus", 2);
  printf("bad PTX: %s\n", bad ? "loaded" : "NULL");
  void *huge = mgpuMemAlloc(1ull << 50, stream, false);
  printf("1 PiB: %s\n", huge ? "allocated" : "NULL");
  /* Generated code would launch on the NULL: the runtime skips that launch
     (one message) instead of faulting, the context stays usable, and the
     last error names the allocation until it is cleared. */
  void *hugeParams[] = {&huge, &n};
  mgpuLaunchKernel(addOne, grid, 1, 1, kBlock, 1, 1, 0, stream, hugeParams,
                   NULL, 2);
  int syncStatus = kgenGpuDeviceSynchronize();
  const char *lastError = kgenGpuRuntimeLastError();
  int skipped =
      syncStatus == 0 && lastError &&
      strstr(lastError, "mgpuMemAlloc: cuMemAlloc") == lastError &&
      strstr(lastError, "CUDA_ERROR_OUT_OF_MEMORY");
  printf("launch on the failed allocation skipped: %s\n",
         skipped ? "ok" : "FAILED");
  failures += !skipped;
  kgenGpuRuntimeClearError();
  mgpuMemset32(device, 0x3fc00000u, kCount, stream);
  mgpuLaunchKernel(addOne, grid, 1, 1, kBlock, 1, 1, 0, stream, params, NULL,
                   2);
  copyBack(host, device, stream);
  expectAll("launch after clearing the error", host, 2.5f);

  mgpuModuleUnload(jit);
  mgpuModuleUnload(module);
  mgpuMemFree(device, stream);
  mgpuStreamDestroy(stream);
  printf("failures: %d\n", failures);
  return failures != 0;
}
