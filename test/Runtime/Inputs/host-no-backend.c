/*===- host-no-backend.c - the runtime without a GPU backend --------------===*\
|*                                                                            *|
|* Part of kgen.                                                              *|
|*                                                                            *|
\*===----------------------------------------------------------------------===*/
/*
 * Calls every function of libkgen_gpu_runtime.so when no backend can be
 * loaded. The probes must print nothing; the first mgpu call prints why there
 * is no backend, once; every call returns NULL or failure and none crashes.
 * Prints results to stdout, the runtime prints to stderr.
 */

#include "kgen/Runtime/GPURuntime.h"

#include <stdint.h>
#include <stdio.h>

static const char *show(const char *text) { return text ? text : "(null)"; }

int main(void) {
  setvbuf(stdout, NULL, _IONBF, 0);

  printf("available=%d\n", kgenGpuRuntimeAvailable());
  printf("backend=%s\n", show(kgenGpuRuntimeBackend()));
  printf("devices=%d\n", kgenGpuDeviceCount());
  printf("last error: %s\n", show(kgenGpuRuntimeLastError()));
  fprintf(stderr, "-- probes done\n");

  void *stream = mgpuStreamCreate();
  void *buffer = mgpuMemAlloc(1024, stream, false);
  void *shared = mgpuMemAlloc(1024, stream, true);
  printf("stream=%p buffer=%p shared=%p\n", stream, buffer, shared);
  float host[4] = {0, 0, 0, 0};
  mgpuMemcpy(buffer, host, sizeof(host), stream);
  mgpuMemset32(buffer, 0, 4, stream);
  mgpuMemset16(buffer, 0, 4, stream);
  void *module = mgpuModuleLoad((void *)"image", 6);
  void *jit = mgpuModuleLoadJIT((void *)"ptx", 2);
  void *function = mgpuModuleGetFunction(module, "kernel");
  printf("module=%p jit=%p function=%p\n", module, jit, function);
  void *params[] = {&buffer};
  mgpuLaunchKernel(function, 1, 1, 1, 1, 1, 1, 0, stream, params, NULL, 1);
  mgpuLaunchClusterKernel(function, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, stream,
                          params, NULL);
  void *event = mgpuEventCreate();
  printf("event=%p timed=%p\n", event, kgenGpuEventCreateTimed());
  mgpuEventRecord(event, stream);
  mgpuStreamWaitEvent(stream, event);
  mgpuEventSynchronize(event);
  float ms = -1;
  printf("elapsed status=%d\n", kgenGpuEventElapsedTime(event, event, &ms));
  mgpuEventDestroy(event);
  mgpuMemHostRegister(host, sizeof(host));
  mgpuMemHostUnregister(host);
  struct {
    void *allocated, *aligned;
    int64_t offset, sizes[1], strides[1];
  } memref = {host, host, 0, {4}, {1}};
  mgpuMemHostRegisterMemRef(1, &memref, 4);
  mgpuMemHostUnregisterMemRef(1, &memref, 4);
  int64_t box[1] = {4};
  printf("tensor map=%p\n",
         mgpuTensorMapEncodeTiledMemref(1, &memref, 7, 0, 0, 0, 0, box));
  mgpuSetDefaultDevice(1);
  KgenGpuDeviceInfo info;
  int value = 0;
  printf("info status=%d attribute status=%d sync status=%d\n",
         kgenGpuGetDeviceInfo(0, &info),
         kgenGpuDeviceAttribute(0, KGEN_GPU_ATTR_WARP_SIZE, &value),
         kgenGpuDeviceSynchronize());
  mgpuStreamSynchronize(stream);
  mgpuMemFree(buffer, stream);
  mgpuModuleUnload(module);
  mgpuStreamDestroy(stream);
  printf("last error: %s\n", show(kgenGpuRuntimeLastError()));
  printf("done\n");
  return 0;
}
