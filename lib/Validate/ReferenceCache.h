//===- ReferenceCache.h - the float64 references kept -----------*- C++ -*-===//
//
// Part of kgen.
//
//===----------------------------------------------------------------------===//
//
// Internal to the validator: the float64 reference outputs computed so far,
// kept within a byte budget in memory files (a worker maps one to upload a
// reference instead of computing it again), and the last device reference
// lowerings.
//
//===----------------------------------------------------------------------===//

#ifndef KGEN_LIB_VALIDATE_REFERENCECACHE_H
#define KGEN_LIB_VALIDATE_REFERENCECACHE_H

#include "kgen/Validate/Validate.h"

#include "llvm/ADT/StringRef.h"

#include <cstdint>
#include <list>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <vector>

namespace mlir::kgen {

/// Bytes in an anonymous memory file (memfd), mapped: the parent keeps a
/// trial's reference in one and hands its descriptor to a worker, which maps
/// it too. Freed with the last owner (and with the process, whatever
/// happens to it).
class SharedBytes {
public:
  /// `size` zero bytes, or null when the file cannot be made or mapped
  /// (errno set).
  static std::shared_ptr<SharedBytes> create(size_t size);
  SharedBytes(const SharedBytes &) = delete;
  SharedBytes &operator=(const SharedBytes &) = delete;
  ~SharedBytes();
  uint8_t *data() const { return bytes; }
  size_t size() const { return length; }
  /// The memory file (close-on-exec).
  int fd() const { return file; }

private:
  SharedBytes(int file, uint8_t *bytes, size_t length)
      : file(file), bytes(bytes), length(length) {}
  int file;
  uint8_t *bytes;
  size_t length;
};

/// The references computed so far, per (kernel, seed, trial), within a byte
/// budget; least recently used first out. Also the last device reference
/// lowering per (kernel, chip). Shared by every validation of the process.
class ReferenceCache {
public:
  static ReferenceCache &get();
  using Bytes = std::shared_ptr<const SharedBytes>;
  /// Sets `into` and returns true when the reference is kept.
  bool lookup(llvm::StringRef kernel, uint64_t seed, unsigned trial,
              Bytes &into);
  /// Keeps `bytes`, dropping the least recently used beyond `budget`.
  void insert(llvm::StringRef kernel, uint64_t seed, unsigned trial,
              const Bytes &bytes, uint64_t budget);
  /// The lowerings a validation reuses across the candidates of one kernel
  /// (its float64 reference, its device checks): the kLowerings most
  /// recently used, keyed by (module text, chip). One slot served both, so
  /// each validation with the device checks lowered both again (about
  /// 200 ms each on the H100).
  static constexpr size_t kLowerings = 8;
  std::optional<PreparedCandidate> lookupLowering(llvm::StringRef kernel,
                                                  llvm::StringRef chip);
  void insertLowering(llvm::StringRef kernel, llvm::StringRef chip,
                      const PreparedCandidate &prepared);

  /// The naive lowering's errors, per trial, on the `trials` trials of
  /// `seed` where `where` says (the target and where the checks ran; a
  /// re-validation's calibration, Validator.cpp): the
  /// kNaiveErrors most recently used. Every candidate faster than the
  /// threshold of a calibrated kernel is re-validated on the same fresh
  /// seed, and ran the naive lowering on it again each time.
  static constexpr size_t kNaiveErrors = 16;
  using Errors = std::vector<std::vector<OutputError>>;
  std::optional<Errors> lookupNaiveErrors(llvm::StringRef kernel,
                                          llvm::StringRef where, uint64_t seed,
                                          unsigned trials);
  void insertNaiveErrors(llvm::StringRef kernel, llvm::StringRef where,
                         uint64_t seed, unsigned trials, const Errors &errors);

private:
  struct Entry {
    std::string kernel;
    uint64_t seed;
    unsigned trial;
    Bytes bytes;
  };
  std::mutex mutex;
  std::list<Entry> entries;
  uint64_t used = 0;
  struct Lowering {
    std::string kernel, chip;
    PreparedCandidate prepared;
  };
  /// Most recently used first.
  std::list<Lowering> lowerings;
  struct NaiveErrors {
    std::string kernel, where;
    uint64_t seed;
    unsigned trials;
    Errors errors;
  };
  /// Most recently used first.
  std::list<NaiveErrors> naiveErrors;
};

} // namespace mlir::kgen

#endif // KGEN_LIB_VALIDATE_REFERENCECACHE_H
