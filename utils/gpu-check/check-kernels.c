/*===- check-kernels.c - run kgen-lowered kernels on a GPU and check them -===*\
|*                                                                            *|
|* Part of kgen. Loads a host library written by kgen-lower-to-nvvm          *|
|* (libhost.so, with llvm.emit_c_interface entry points), runs one kernel on  *|
|* the GPU through kgen's runtime, compares it with a float64 reference on   *|
|* the CPU, and times it. This is the hardware check of the lowering         *|
|* (utils/gpu-check/README.md), not the validator.                           *|
|*                                                                            *|
\*===----------------------------------------------------------------------===*/

#include "kgen/Runtime/GPURuntime.h"

#include <dlfcn.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

typedef struct {
  float *allocated, *aligned;
  int64_t offset, sizes[1], strides[1];
} MemRef1;
typedef struct {
  float *allocated, *aligned;
  int64_t offset, sizes[2], strides[2];
} MemRef2;

typedef void (*Fn3)(MemRef2 *, MemRef2 *, MemRef2 *);
typedef void (*Fn2to1)(MemRef2 *, MemRef1 *);

static uint64_t rngState;
/// Uniform in [-1, 1), from a 64-bit LCG (reproducible from the seed).
static float nextUniform(void) {
  rngState = rngState * 6364136223846793005ull + 1442695040888963407ull;
  return (float)((double)(rngState >> 11) / 9007199254740992.0 * 2.0 - 1.0);
}

static double nowUs(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return ts.tv_sec * 1e6 + ts.tv_nsec / 1e3;
}

static int compareDoubles(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return (x > y) - (x < y);
}

static void *deviceCopyOf(const float *host, size_t count) {
  void *device = mgpuMemAlloc(count * sizeof(float), NULL, false);
  if (!device) {
    fprintf(stderr, "check-kernels: device allocation of %zu bytes failed\n",
            count * sizeof(float));
    exit(2);
  }
  mgpuMemcpy(device, (void *)host, count * sizeof(float), NULL);
  return device;
}

static MemRef1 memref1(void *device, int64_t n) {
  MemRef1 m = {device, device, 0, {n}, {1}};
  return m;
}
static MemRef2 memref2(void *device, int64_t rows, int64_t cols) {
  MemRef2 m = {device, device, 0, {rows, cols}, {cols, 1}};
  return m;
}

int main(int argc, char **argv) {
  if (argc < 3) {
    fprintf(stderr, "usage: check-kernels LIBHOST.so KERNEL [SEED]\n"
                    "  KERNEL: add_relu | add_tiled | row_sum | matmul\n");
    return 2;
  }
  const char *library = argv[1], *kernel = argv[2];
  uint64_t seed = argc > 3 ? strtoull(argv[3], NULL, 0) : 20261129;
  rngState = seed;
  if (!kgenGpuRuntimeAvailable()) {
    fprintf(stderr, "check-kernels: no GPU: %s\n",
            kgenGpuRuntimeLastError() ? kgenGpuRuntimeLastError() : "?");
    return 2;
  }
  void *handle = dlopen(library, RTLD_NOW | RTLD_GLOBAL);
  if (!handle) {
    fprintf(stderr, "check-kernels: cannot load %s: %s\n", library, dlerror());
    return 2;
  }
  char symbol[256];
  snprintf(symbol, sizeof(symbol), "_mlir_ciface_%s", kernel);
  void *entry = dlsym(handle, symbol);
  if (!entry) {
    fprintf(stderr, "check-kernels: %s has no %s\n", library, symbol);
    return 2;
  }

  int isMatmul = !strcmp(kernel, "matmul");
  int isRowSum = !strcmp(kernel, "row_sum");
  int64_t rows = isMatmul ? 1024 : 4096, cols = rows, inner = rows;
  size_t inCount = (size_t)rows * cols;
  size_t outCount = isRowSum ? (size_t)rows : (size_t)rows * cols;
  int inputs = isRowSum ? 1 : 2;

  float *hostIn[2], *hostOut = malloc(outCount * sizeof(float));
  float *hostOut2 = malloc(outCount * sizeof(float));
  void *devIn[2], *devOut = mgpuMemAlloc(outCount * sizeof(float), NULL, false);
  for (int i = 0; i < inputs; ++i) {
    hostIn[i] = malloc(inCount * sizeof(float));
    for (size_t e = 0; e < inCount; ++e)
      hostIn[i][e] = nextUniform();
    devIn[i] = deviceCopyOf(hostIn[i], inCount);
  }

  MemRef2 a = memref2(devIn[0], rows, cols);
  MemRef2 b = inputs > 1 ? memref2(devIn[1], rows, cols) : a;
  MemRef2 out2 = memref2(devOut, rows, cols);
  MemRef1 out1 = memref1(devOut, rows);
  /* One call: poison the output (NaN) first so that unwritten elements
     show. */
#define RUN()                                                                  \
  do {                                                                         \
    if (isRowSum)                                                              \
      ((Fn2to1)entry)(&a, &out1);                                              \
    else                                                                       \
      ((Fn3)entry)(&a, &b, &out2);                                             \
  } while (0)

  mgpuMemset32(devOut, 0x7fc00000u, outCount, NULL);
  kgenGpuDeviceSynchronize();
  RUN();
  kgenGpuDeviceSynchronize();
  mgpuMemcpy(hostOut, devOut, outCount * sizeof(float), NULL);
  kgenGpuDeviceSynchronize();
  mgpuMemset32(devOut, 0x7fc00000u, outCount, NULL);
  RUN();
  kgenGpuDeviceSynchronize();
  mgpuMemcpy(hostOut2, devOut, outCount * sizeof(float), NULL);
  kgenGpuDeviceSynchronize();
  if (kgenGpuRuntimeLastError()) {
    fprintf(stderr, "check-kernels: runtime error: %s\n",
            kgenGpuRuntimeLastError());
    return 1;
  }

  /* float64 reference on the CPU. */
  double errNorm = 0, refNorm = 0, maxAbs = 0;
  long nans = 0;
  for (int64_t i = 0; i < (isRowSum ? rows : rows); ++i) {
    for (int64_t j = 0; j < (isRowSum ? 1 : cols); ++j) {
      double ref = 0;
      if (isRowSum) {
        for (int64_t k = 0; k < cols; ++k)
          ref += hostIn[0][i * cols + k];
      } else if (isMatmul) {
        for (int64_t k = 0; k < inner; ++k)
          ref += (double)hostIn[0][i * inner + k] * hostIn[1][k * cols + j];
      } else {
        ref = (double)hostIn[0][i * cols + j] + hostIn[1][i * cols + j];
        if (!strcmp(kernel, "add_relu") && ref < 0)
          ref = 0;
      }
      float got = hostOut[isRowSum ? i : i * cols + j];
      if (isnan(got)) {
        ++nans;
        continue;
      }
      double diff = fabs(got - ref);
      errNorm += diff * diff;
      refNorm += ref * ref;
      if (diff > maxAbs)
        maxAbs = diff;
    }
  }
  double relErr = sqrt(errNorm) / (sqrt(refNorm) > 0 ? sqrt(refNorm) : 1);
  int repeatable = !memcmp(hostOut, hostOut2, outCount * sizeof(float));
  /* fp32 sums of up to 4096 terms: a normwise error of 1e-5 is generous
     for correct code and far below any wrong result's. */
  int correct = nans == 0 && relErr < 1e-5 && repeatable;

  /* Timing: 3 warm-ups, then 20 samples, each after flushing the L2 with a
     256 MiB memset outside the timed region. The host function returns
     after its launches have finished (it synchronizes its stream). */
  size_t flushBytes = 256u << 20;
  void *flush = mgpuMemAlloc(flushBytes, NULL, false);
  for (int w = 0; w < 3; ++w)
    RUN();
  double samples[20];
  for (int s = 0; s < 20; ++s) {
    mgpuMemset32(flush, (unsigned)s, flushBytes / 4, NULL);
    kgenGpuDeviceSynchronize();
    double start = nowUs();
    RUN();
    samples[s] = nowUs() - start;
  }
  qsort(samples, 20, sizeof(double), compareDoubles);
  double medianUs = (samples[9] + samples[10]) / 2;
  double bytes = (double)(inputs * inCount + outCount) * sizeof(float);
  double flops = isMatmul ? 2.0 * rows * cols * inner
                          : (double)inCount * (isRowSum ? 1 : 2);

  printf("%-10s %-5s nan=%ld rel_err=%.2e max_abs=%.2e repeatable=%s "
         "median_us=%.1f min_us=%.1f GB/s=%.1f GFLOP/s=%.1f seed=%llu\n",
         kernel, correct ? "OK" : "WRONG", nans, relErr, maxAbs,
         repeatable ? "yes" : "no", medianUs, samples[0],
         bytes / medianUs / 1e3, flops / medianUs / 1e3,
         (unsigned long long)seed);
  return correct ? 0 : 1;
}
