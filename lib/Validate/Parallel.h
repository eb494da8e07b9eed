//===- Parallel.h - chunked parallel loops of the validator -----*- C++ -*-===//
//
// Part of kgen.
//
//===----------------------------------------------------------------------===//
//
// The validator's per-element host loops (input generation, poison fills,
// widening, bitwise checks, comparison) run over fixed-size chunks of the
// index range on llvm::parallelFor's thread pool. Chunk boundaries do not
// depend on the number of threads, and reductions combine per-chunk
// partial results in chunk order, so every result is the same on one core
// or on many.
//
//===----------------------------------------------------------------------===//

#ifndef KGEN_LIB_VALIDATE_PARALLEL_H
#define KGEN_LIB_VALIDATE_PARALLEL_H

#include "llvm/Support/Parallel.h"

#include <algorithm>
#include <atomic>
#include <cstddef>
#include <cstring>
#include <vector>

namespace mlir::kgen::vpar {

/// Elements per chunk: large enough that scheduling costs nothing, small
/// enough that a few hundred million elements spread over every core.
constexpr size_t kChunkElements = size_t(1) << 20;

inline size_t numChunks(size_t n, size_t chunk = kChunkElements) {
  return (n + chunk - 1) / chunk;
}

/// Calls `fn(chunkIndex, begin, end)` for every chunk of [0, n), in
/// parallel when there is more than one chunk.
template <typename Fn>
void forEachChunk(size_t n, Fn &&fn, size_t chunk = kChunkElements) {
  size_t chunks = numChunks(n, chunk);
  if (chunks <= 1) {
    if (n)
      fn(size_t(0), size_t(0), n);
    return;
  }
  llvm::parallelFor(0, chunks, [&](size_t c) {
    fn(c, c * chunk, std::min(n, (c + 1) * chunk));
  });
}

/// Whether `bytes` bytes at `a` and `b` are equal (parallel memcmp).
inline bool bytesEqual(const void *a, const void *b, size_t bytes) {
  std::atomic<bool> equal{true};
  forEachChunk(
      bytes,
      [&](size_t, size_t begin, size_t end) {
        if (!equal.load(std::memory_order_relaxed))
          return;
        if (std::memcmp(static_cast<const char *>(a) + begin,
                        static_cast<const char *>(b) + begin, end - begin))
          equal.store(false, std::memory_order_relaxed);
      },
      kChunkElements * 4);
  return equal.load();
}

/// Parallel memcpy.
inline void copyBytes(void *to, const void *from, size_t bytes) {
  forEachChunk(
      bytes,
      [&](size_t, size_t begin, size_t end) {
        std::memcpy(static_cast<char *>(to) + begin,
                    static_cast<const char *>(from) + begin, end - begin);
      },
      kChunkElements * 4);
}

/// A 64-bit hash of `bytes` bytes at `data`, the same for any thread count
/// (chunk hashes combined in order).
uint64_t hashBytes(const void *data, size_t bytes);

} // namespace mlir::kgen::vpar

#endif // KGEN_LIB_VALIDATE_PARALLEL_H
