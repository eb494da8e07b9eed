/*===- aot-fake-host.c - a stand-in for a kgen-aot GPU library -------------===*\
|*                                                                            *|
|* Part of kgen.                                                              *|
|*                                                                            *|
\*===----------------------------------------------------------------------===*/
/*
 * Calls the runtime the way the host code of `kgen-opt --kgen-lower-to-nvvm`
 * does (libhost.so): a global constructor loads the kernel module
 * (FAKE_HOST_IMAGE, text for fake-cuda-driver.c), and forward() allocates a
 * temporary of FAKE_HOST_BYTES bytes and launches add_one on it without
 * checking the allocation, like generated code. forward() has no memref
 * arguments, so that KgenModule can call it on a machine whose PyTorch has
 * no CUDA (aot-runtime-error.test).
 */

#include "kgen/Runtime/GPURuntime.h"

#include <stdlib.h>
#include <string.h>

static void *module;

__attribute__((constructor)) static void loadModule(void) {
  const char *image = getenv("FAKE_HOST_IMAGE");
  if (image)
    module = mgpuModuleLoad((void *)image, strlen(image) + 1);
}

__attribute__((visibility("default"))) void forward(void) {
  const char *bytes = getenv("FAKE_HOST_BYTES");
  uint64_t size = bytes ? strtoull(bytes, NULL, 10) : 32;
  void *stream = mgpuStreamCreate();
  float *buffer = (float *)mgpuMemAlloc(size, stream, false);
  mgpuMemset32(buffer, 0, 8, stream);
  unsigned n = 8;
  void *params[] = {&buffer, &n};
  void *addOne = mgpuModuleGetFunction(module, "add_one");
  mgpuLaunchKernel(addOne, 2, 1, 1, 4, 1, 1, 0, stream, params, NULL, 2);
  mgpuStreamSynchronize(stream);
  mgpuMemFree(buffer, stream);
  mgpuStreamDestroy(stream);
}
