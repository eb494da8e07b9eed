/*===- host-fake.c - drive the runtime against a fake driver --------------===*\
|*                                                                            *|
|* Part of kgen.                                                              *|
|*                                                                            *|
\*===----------------------------------------------------------------------===*/
/*
 * Calls every function of libkgen_gpu_runtime.so the way generated code and
 * kgen's validator do, against fake-cuda-driver.c or fake-hip-runtime.c
 * (whose kernel add_one(float *data, unsigned n) adds 1 to data[0, n)), and
 * prints what it gets back. stdout is unbuffered so that its lines interleave
 * in order with the runtime's and the fake's stderr lines under 2>&1.
 */

#include "kgen/Runtime/GPURuntime.h"

#include <stdint.h>
#include <stdio.h>
#include <string.h>

static void step(const char *what) { printf("== %s\n", what); }

static void printFloats(const char *label, const float *values, int count) {
  printf("%s:", label);
  for (int i = 0; i < count; ++i)
    printf(" %g", values[i]);
  printf("\n");
}

/* A ranked memref descriptor as MLIR lays it out. */
typedef struct {
  void *allocated;
  void *aligned;
  int64_t offset;
  int64_t sizes[2];
  int64_t strides[2];
} MemRef2D;

int main(void) {
  setvbuf(stdout, NULL, _IONBF, 0);

  step("probe");
  printf("available=%d backend=%s devices=%d\n", kgenGpuRuntimeAvailable(),
         kgenGpuRuntimeBackend(), kgenGpuDeviceCount());
  KgenGpuDeviceInfo info;
  if (kgenGpuGetDeviceInfo(0, &info) == 0)
    printf("device 0: name='%s' arch=%s cc=%d.%d sms=%d warp=%d "
           "threads/block=%d smem/block=%d optin=%d smem/sm=%d l2=%d "
           "memory=%llu\n",
           info.name, info.arch, info.computeCapabilityMajor,
           info.computeCapabilityMinor, info.multiprocessorCount,
           info.warpSize, info.maxThreadsPerBlock,
           info.maxSharedMemoryPerBlock, info.maxSharedMemoryPerBlockOptin,
           info.maxSharedMemoryPerMultiprocessor, info.l2CacheSize,
           (unsigned long long)info.totalMemory);
  int value = -1;
  int status = kgenGpuDeviceAttribute(0, KGEN_GPU_ATTR_L2_CACHE_SIZE, &value);
  printf("attribute L2: status=%d value=%d\n", status, value);
  printf("info of device 7: status=%d\n", kgenGpuGetDeviceInfo(7, &info));

  step("memory");
  void *stream = mgpuStreamCreate();
  printf("stream %s\n", stream ? "created" : "NULL");
  float host[8];
  float *device = (float *)mgpuMemAlloc(sizeof(host), stream, false);
  printf("device buffer %s\n", device ? "allocated" : "NULL");
  mgpuMemset32(device, 0x3f800000u /* 1.0f */, 8, stream);
  mgpuMemcpy(host, device, sizeof(host), stream);
  mgpuStreamSynchronize(stream);
  printFloats("after memset32", host, 8);
  mgpuMemset16(device, 0xabcd, 3, stream);
  uint16_t halves[4];
  mgpuMemcpy(halves, device, sizeof(halves), stream);
  printf("after memset16: %04x %04x %04x %04x\n", halves[0], halves[1],
         halves[2], halves[3]);
  mgpuMemset32(device, 0x3f800000u, 8, stream);

  step("module and launches");
  static const char image[] = "FAKE module with .entry add_one";
  void *module = mgpuModuleLoad((void *)image, sizeof(image));
  void *addOne = mgpuModuleGetFunction(module, "add_one");
  printf("module %s, add_one %s\n", module ? "loaded" : "NULL",
         addOne ? "found" : "NULL");
  unsigned n = 8;
  void *params[] = {&device, &n};
  mgpuLaunchKernel(addOne, 2, 1, 1, 4, 1, 1, 0, stream, params, NULL, 2);
  mgpuMemcpy(host, device, sizeof(host), stream);
  mgpuStreamSynchronize(stream);
  printFloats("after 1 launch", host, 8);
  mgpuLaunchKernel(addOne, 2, 1, 1, 4, 1, 1, 64 * 1024, stream, params, NULL,
                   2);
  mgpuLaunchKernel(addOne, 2, 1, 1, 4, 1, 1, 300 * 1024, stream, params, NULL,
                   2);
  mgpuLaunchClusterKernel(addOne, 2, 1, 1, 2, 1, 1, 4, 1, 1, 0, stream, params,
                          NULL);
  mgpuMemcpy(host, device, sizeof(host), stream);
  mgpuStreamSynchronize(stream);
  printFloats("after 4 more launches", host, 8);
  mgpuLaunchClusterKernel(addOne, 3, 1, 1, 2, 1, 1, 4, 1, 1, 0, stream, params,
                          NULL);
  mgpuLaunchKernel(addOne, 0, 1, 1, 4, 1, 1, 0, stream, params, NULL, 2);
  printf("missing kernel: %p\n", mgpuModuleGetFunction(module, "missing"));
  mgpuLaunchKernel(NULL, 1, 1, 1, 1, 1, 1, 0, stream, params, NULL, 2);

  /* Generated code launches on whatever mgpuMemAlloc returned: after a
     failed allocation the runtime skips launches, copies and memsets until
     kgenGpuRuntimeClearError(), and the last error stays the allocation's. */
  step("failed allocation");
  kgenGpuRuntimeClearError();
  float *huge = (float *)mgpuMemAlloc(1ull << 41, stream, false);
  printf("2 TiB: %p\n", (void *)huge);
  printf("last error: %s\n", kgenGpuRuntimeLastError());
  void *hugeParams[] = {&huge, &n};
  mgpuLaunchKernel(addOne, 2, 1, 1, 4, 1, 1, 0, stream, hugeParams, NULL, 2);
  mgpuLaunchClusterKernel(addOne, 2, 1, 1, 2, 1, 1, 4, 1, 1, 0, stream,
                          hugeParams, NULL);
  mgpuMemcpy(host, huge, sizeof(host), stream);
  /* Valid operands are skipped too; host and device keep their values. */
  for (int i = 0; i < 8; ++i)
    host[i] = -1;
  mgpuLaunchKernel(addOne, 2, 1, 1, 4, 1, 1, 0, stream, params, NULL, 2);
  mgpuMemset32(device, 0, 8, stream);
  mgpuMemset16(device, 0, 8, stream);
  mgpuMemcpy(host, device, sizeof(host), stream);
  mgpuStreamSynchronize(stream);
  printFloats("host after skipped copy", host, 8);
  /* Later failures are printed but do not replace the allocation's error;
     allocations still work. */
  printf("missing kernel: %p\n", mgpuModuleGetFunction(module, "missing"));
  printf("4 TiB: %p\n", mgpuMemAlloc(1ull << 42, stream, false));
  void *small = mgpuMemAlloc(16, stream, false);
  printf("16 bytes: %s\n", small ? "allocated" : "NULL");
  mgpuMemFree(small, stream);
  printf("last error: %s\n", kgenGpuRuntimeLastError());
  kgenGpuRuntimeClearError();
  printf("after clear: %s\n", kgenGpuRuntimeLastError() ? "error" : "none");
  mgpuLaunchKernel(addOne, 2, 1, 1, 4, 1, 1, 0, stream, params, NULL, 2);
  mgpuMemcpy(host, device, sizeof(host), stream);
  mgpuStreamSynchronize(stream);
  printFloats("after a launch that runs again", host, 8);
  /* A TMA descriptor that cannot be made is device memory that is missing
     too: rank 0 is invalid. */
  MemRef2D none = {host, host, 0, {8, 1}, {1, 1}};
  int64_t noBox[2] = {8, 1};
  printf("rank-0 tensor map: %p\n",
         mgpuTensorMapEncodeTiledMemref(0, &none, 2, 0, 0, 0, 0, noBox));
  mgpuLaunchKernel(addOne, 2, 1, 1, 4, 1, 1, 0, stream, params, NULL, 2);
  printf("last error: %s\n", kgenGpuRuntimeLastError());
  kgenGpuRuntimeClearError();

  step("JIT");
  void *bad = mgpuModuleLoadJIT((void *)"garbage", 3);
  printf("garbage module: %s\n", bad ? "loaded" : "NULL");
  void *jit = mgpuModuleLoadJIT((void *)image, 2);
  printf("JIT module: %s\n", jit ? "loaded" : "NULL");
  mgpuModuleUnload(jit);
  mgpuModuleUnload(module);

  step("events");
  void *event = mgpuEventCreate();
  mgpuEventRecord(event, stream);
  mgpuStreamWaitEvent(stream, event);
  mgpuEventSynchronize(event);
  float ms = -1;
  printf("elapsed without timing: status=%d\n",
         kgenGpuEventElapsedTime(event, event, &ms));
  mgpuEventDestroy(event);
  void *start = kgenGpuEventCreateTimed(), *end = kgenGpuEventCreateTimed();
  mgpuEventRecord(start, stream);
  mgpuEventRecord(end, stream);
  mgpuEventSynchronize(end);
  status = kgenGpuEventElapsedTime(start, end, &ms);
  printf("elapsed: status=%d ms=%g\n", status, ms);
  mgpuEventDestroy(start);
  mgpuEventDestroy(end);

  step("host registration");
  mgpuMemHostRegister(host, sizeof(host));
  mgpuMemHostUnregister(host);
  static float matrix[64];
  /* memref<3x4xf32, strided<[8, 1], offset: 2>>: 2 + (3-1)*8 + (4-1)*1 */
  MemRef2D memref = {matrix, matrix, 2, {3, 4}, {8, 1}};
  printf("expect registration of %p, %d bytes\n", (void *)(matrix + 2),
         (1 + 2 * 8 + 3 * 1) * 4);
  mgpuMemHostRegisterMemRef(2, &memref, 4);
  mgpuMemHostUnregisterMemRef(2, &memref, 4);

  step("allocations");
  void *shared = mgpuMemAlloc(64, stream, true);
  printf("host-shared buffer %s\n", shared ? "allocated" : "NULL");
  mgpuMemFree(shared, stream);
  printf("zero bytes: %p\n", mgpuMemAlloc(0, stream, false));

  step("TMA descriptor");
  static uint16_t tile[64 * 128];
  MemRef2D halfMatrix = {tile, tile, 0, {64, 128}, {128, 1}};
  int64_t box[2] = {32, 64};
  printf("expect tensor map of %p\n", (void *)tile);
  void *tensorMap = mgpuTensorMapEncodeTiledMemref(
      2, &halfMatrix, /*FLOAT16=*/6, /*interleave=*/0, /*swizzle 128B=*/3,
      /*l2=*/0, /*oob=*/0, box);
  printf("tensor map %s\n", tensorMap ? "created" : "NULL");
  /* The same tensor map again (a host function called again): its device
     copy is reused; another box is a new one. */
  void *again =
      mgpuTensorMapEncodeTiledMemref(2, &halfMatrix, 6, 0, 3, 0, 0, box);
  printf("same tensor map again: %s\n",
         again == tensorMap ? "the same copy" : "another copy");
  int64_t otherBox[2] = {16, 64};
  void *otherMap =
      mgpuTensorMapEncodeTiledMemref(2, &halfMatrix, 6, 0, 3, 0, 0, otherBox);
  printf("another box: %s\n",
         otherMap && otherMap != tensorMap ? "another copy" : "the same copy");
  /* HIP has no TMA: its failure made launches skip; end that. */
  kgenGpuRuntimeClearError();

  step("devices");
  mgpuSetDefaultDevice(1);
  void *other = mgpuMemAlloc(16, NULL, false);
  printf("allocation after selecting device 1: %s\n", other ? "ok" : "NULL");
  mgpuMemFree(other, NULL);
  mgpuSetDefaultDevice(5);
  other = mgpuMemAlloc(16, NULL, false);
  printf("allocation after selecting device 5: %s\n", other ? "ok" : "NULL");
  mgpuMemFree(other, NULL);
  mgpuSetDefaultDevice(0);
  printf("device synchronize: status=%d\n", kgenGpuDeviceSynchronize());

  step("cleanup");
  mgpuMemFree(device, stream);
  mgpuStreamDestroy(stream);
  printf("last error: %s\n", kgenGpuRuntimeLastError());
  kgenGpuRuntimeClearError();
  printf("after clear: %s\n", kgenGpuRuntimeLastError() ? "error" : "none");
  return 0;
}
