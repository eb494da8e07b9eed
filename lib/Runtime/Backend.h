//===- Backend.h - GPU backends of the kgen runtime -------------*- C++ -*-===//
//
// Part of kgen.
//
//===----------------------------------------------------------------------===//
//
// The interface the exported mgpu* and kgenGpu* functions call, implemented
// once over the CUDA driver API (CudaBackend.cpp) and once over HIP
// (HipBackend.cpp), plus the error reporting they share.
//
// Every method reports its own failures (reportError) and then returns a null
// handle or false. The backend is created once, when the library is first
// used, and never destroyed: the functions that unload modules run from global
// destructors of the program, possibly after this library's own static
// objects would have been destroyed.
//
//===----------------------------------------------------------------------===//

#ifndef KGEN_LIB_RUNTIME_BACKEND_H
#define KGEN_LIB_RUNTIME_BACKEND_H

#include "kgen/Runtime/GPURuntime.h"

#include <cstddef>
#include <cstdint>
#include <initializer_list>
#include <string>

namespace kgen {
namespace runtime {

//===----------------------------------------------------------------------===//
// Errors
//===----------------------------------------------------------------------===//

/// Names the exported function being executed on this thread, so that error
/// messages can say which entry point failed.
class EntryPoint {
public:
  explicit EntryPoint(const char *name);
  ~EntryPoint();
  EntryPoint(const EntryPoint &) = delete;
  EntryPoint &operator=(const EntryPoint &) = delete;

  /// The innermost entry point of this thread, or nullptr.
  static const char *current();

private:
  const char *previous;
};

/// Formats like printf into a std::string.
std::string formatString(const char *format, ...)
    __attribute__((format(printf, 1, 2)));

/// Prints "kgen runtime: <entry point>: <message>" to stderr (each line of a
/// multi-line message gets the prefix) and makes it this thread's last error.
void reportError(const std::string &message);

/// Makes `message` this thread's last error without printing it. While an
/// allocation failure is pending (noteFailedAllocation), the last error stays
/// that failure's and `message` is dropped.
void setLastError(const std::string &message);

/// Records that a call that should have returned device memory on this
/// thread returned NULL (mgpuMemAlloc of a nonzero size, a TMA descriptor):
/// until kgenGpuRuntimeClearError(), device work of this thread is skipped
/// (skipAfterFailedAllocation) and the last error keeps naming this failure.
/// `what` describes the failed call for a thread without a last error yet.
void noteFailedAllocation(const std::string &what);

/// Returns true, and reports the first skip of the episode, when an
/// allocation failed on this thread since the last kgenGpuRuntimeClearError():
/// the caller (a launch, copy or memset) must then do nothing, since its
/// operands may be the NULL the failed allocation returned.
bool skipAfterFailedAllocation();

/// The calling thread's default device (mgpuSetDefaultDevice).
int getDefaultDevice();
void setDefaultDevice(int device);

//===----------------------------------------------------------------------===//
// Driver libraries
//===----------------------------------------------------------------------===//

/// A driver library opened with dlopen. It is never closed: drivers keep
/// threads and handlers that outlive any point where closing would be safe.
class DriverLibrary {
public:
  /// Opens `name` (a file name searched like dlopen does, or a path). On
  /// failure returns false and says why in `whyNot`.
  bool open(const char *name, std::string &whyNot);

  /// Stores in `fn` the first of `names` that the library exports. When it
  /// exports none, leaves `fn` null, appends the first name to `missing`
  /// (comma-separated) and returns false.
  template <typename Fn>
  bool resolve(Fn &fn, std::initializer_list<const char *> names,
               std::string &missing) const {
    void *symbol = lookup(names);
    fn = reinterpret_cast<Fn>(symbol);
    if (symbol)
      return true;
    if (!missing.empty())
      missing += ", ";
    missing += *names.begin();
    return false;
  }

private:
  void *lookup(std::initializer_list<const char *> names) const;

  void *handle = nullptr;
};

/// Shortens a comma-separated list of missing symbols for a message.
std::string describeMissingSymbols(const std::string &missing);

//===----------------------------------------------------------------------===//
// Backend
//===----------------------------------------------------------------------===//

/// Launch geometry, checked and narrowed to the drivers' unsigned ints.
struct LaunchDims {
  unsigned grid[3];
  unsigned block[3];
  /// All 1 for a launch without clusters.
  unsigned cluster[3];
  unsigned sharedMemBytes;
  bool hasClusters;
};

class Backend {
public:
  virtual ~Backend();

  /// "cuda" or "hip".
  virtual const char *getName() const = 0;
  /// The name the library was loaded under.
  virtual const char *getLibraryName() const = 0;
  /// Number of devices; at least 1 for a backend that was created.
  virtual int getDeviceCount() const = 0;

  virtual void *moduleLoad(const void *data, size_t size) = 0;
  virtual void *moduleLoadJIT(const void *data, int optLevel) = 0;
  virtual void moduleUnload(void *module) = 0;
  virtual void *moduleGetFunction(void *module, const char *name) = 0;
  virtual void launchKernel(void *function, const LaunchDims &dims,
                            void *stream, void **params, void **extra) = 0;

  virtual void *streamCreate() = 0;
  virtual void streamDestroy(void *stream) = 0;
  virtual bool streamSynchronize(void *stream) = 0;
  virtual void streamWaitEvent(void *stream, void *event) = 0;

  virtual void *eventCreate(bool withTiming) = 0;
  virtual void eventDestroy(void *event) = 0;
  virtual void eventSynchronize(void *event) = 0;
  virtual void eventRecord(void *event, void *stream) = 0;
  virtual bool eventElapsedTime(void *start, void *end, float *ms) = 0;

  virtual void *memAlloc(uint64_t sizeBytes, bool hostShared) = 0;
  /// Frees `ptr` once the work enqueued before on `stream` (NULL: the
  /// default stream) is done: a stream-ordered free, or that work finished
  /// first and a synchronous one.
  virtual void memFree(void *ptr, void *stream) = 0;
  virtual void memcpy(void *dst, const void *src, size_t sizeBytes,
                      void *stream) = 0;
  virtual void memset32(void *dst, unsigned value, size_t count,
                        void *stream) = 0;
  virtual void memset16(void *dst, unsigned short value, size_t count,
                        void *stream) = 0;
  virtual void hostRegister(void *ptr, uint64_t sizeBytes) = 0;
  virtual void hostUnregister(void *ptr) = 0;

  virtual bool deviceSynchronize() = 0;
  virtual bool getDeviceInfo(int device, KgenGpuDeviceInfo &info) = 0;

  /// Encodes a tiled TMA descriptor (see mgpuTensorMapEncodeTiledMemref; the
  /// arrays are in the driver's order, innermost dimension first) and
  /// returns a device copy of it.
  virtual void *
  tensorMapEncodeTiled(int dataType, unsigned rank, void *globalAddress,
                       const uint64_t *globalDim, const uint64_t *globalStrides,
                       const uint32_t *boxDim, const uint32_t *elementStrides,
                       int interleave, int swizzle, int l2Promotion,
                       int oobFill) = 0;
};

/// Loads the CUDA driver from `libraryName` and returns a backend when it
/// loads, initializes and has a device; otherwise returns nullptr and says
/// why in `whyNot`. Prints nothing.
Backend *createCudaBackend(const char *libraryName, std::string &whyNot);
/// The same for HIP.
Backend *createHipBackend(const char *libraryName, std::string &whyNot);

/// The backend of this process, loaded on first use, or nullptr. When there
/// is none, prints why once per process and sets the thread's last error.
Backend *getBackend();

} // namespace runtime
} // namespace kgen

#endif // KGEN_LIB_RUNTIME_BACKEND_H
