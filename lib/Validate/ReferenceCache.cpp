//===- ReferenceCache.cpp - the float64 references kept -------------------===//
//
// Part of kgen.
//
//===----------------------------------------------------------------------===//

#include "ReferenceCache.h"

#include "WorkerProcess.h"

#include "llvm/ADT/STLExtras.h"

#include <sys/mman.h>
#include <unistd.h>

using namespace mlir;
using namespace mlir::kgen;

std::shared_ptr<SharedBytes> SharedBytes::create(size_t size) {
  int fd = makeMemoryFile("kgen-reference", size);
  if (fd < 0)
    return nullptr;
  void *mapped =
      size ? mmap(nullptr, size, PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0)
           : nullptr;
  if (mapped == MAP_FAILED) {
    close(fd);
    return nullptr;
  }
  return std::shared_ptr<SharedBytes>(
      new SharedBytes(fd, static_cast<uint8_t *>(mapped), size));
}

SharedBytes::~SharedBytes() {
  if (bytes)
    munmap(bytes, length);
  close(file);
}

ReferenceCache &ReferenceCache::get() {
  static ReferenceCache cache;
  return cache;
}

bool ReferenceCache::lookup(llvm::StringRef kernel, uint64_t seed,
                            unsigned trial, Bytes &into) {
  std::lock_guard<std::mutex> lock(mutex);
  for (auto it = entries.begin(); it != entries.end(); ++it) {
    if (it->seed != seed || it->trial != trial || it->kernel != kernel)
      continue;
    into = it->bytes;
    entries.splice(entries.begin(), entries, it);
    return true;
  }
  return false;
}

void ReferenceCache::insert(llvm::StringRef kernel, uint64_t seed,
                            unsigned trial, const Bytes &bytes,
                            uint64_t budget) {
  std::lock_guard<std::mutex> lock(mutex);
  if (bytes->size() > budget)
    return;
  for (const Entry &entry : entries)
    if (entry.seed == seed && entry.trial == trial && entry.kernel == kernel)
      return;
  while (!entries.empty() && used + bytes->size() > budget) {
    used -= entries.back().bytes->size();
    entries.pop_back();
  }
  entries.push_front({kernel.str(), seed, trial, bytes});
  used += bytes->size();
}

std::optional<PreparedCandidate>
ReferenceCache::lookupLowering(llvm::StringRef kernel, llvm::StringRef chip) {
  std::lock_guard<std::mutex> lock(mutex);
  for (auto it = lowerings.begin(); it != lowerings.end(); ++it)
    if (it->kernel == kernel && it->chip == chip) {
      lowerings.splice(lowerings.begin(), lowerings, it);
      return lowerings.front().prepared;
    }
  return std::nullopt;
}

void ReferenceCache::insertLowering(llvm::StringRef kernel,
                                    llvm::StringRef chip,
                                    const PreparedCandidate &prepared) {
  std::lock_guard<std::mutex> lock(mutex);
  llvm::erase_if(lowerings, [&](const Lowering &l) {
    return l.kernel == kernel && l.chip == chip;
  });
  lowerings.push_front({kernel.str(), chip.str(), prepared});
  if (lowerings.size() > kLowerings)
    lowerings.pop_back();
}

std::optional<ReferenceCache::Errors>
ReferenceCache::lookupNaiveErrors(llvm::StringRef kernel, llvm::StringRef where,
                                  uint64_t seed, unsigned trials) {
  std::lock_guard<std::mutex> lock(mutex);
  for (auto it = naiveErrors.begin(); it != naiveErrors.end(); ++it)
    if (it->seed == seed && it->trials == trials && it->where == where &&
        it->kernel == kernel) {
      naiveErrors.splice(naiveErrors.begin(), naiveErrors, it);
      return naiveErrors.front().errors;
    }
  return std::nullopt;
}

void ReferenceCache::insertNaiveErrors(llvm::StringRef kernel,
                                       llvm::StringRef where, uint64_t seed,
                                       unsigned trials, const Errors &errors) {
  std::lock_guard<std::mutex> lock(mutex);
  llvm::erase_if(naiveErrors, [&](const NaiveErrors &e) {
    return e.seed == seed && e.trials == trials && e.where == where &&
           e.kernel == kernel;
  });
  naiveErrors.push_front({kernel.str(), where.str(), seed, trials, errors});
  if (naiveErrors.size() > kNaiveErrors)
    naiveErrors.pop_back();
}
