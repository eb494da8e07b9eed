//===- ConstantOutput.cpp - outputs that ignore their inputs --------------===//
//
// Part of kgen.
//
//===----------------------------------------------------------------------===//
//
// The constant-output check (docs/validate.md, "Constant outputs";
// ConstantOutput.h): the kept trial's references, the variation of the
// later trials' references while the outputs stay the same, and the
// verdict on a check's trials.
//
//===----------------------------------------------------------------------===//

#include "ConstantOutput.h"

#include "Parallel.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;
using namespace mlir::kgen;

void ConstantOutputCheck::start(unsigned trials, ArrayRef<TensorSpec> specs,
                                bool byWorker) {
  outputs.assign(specs.begin(), specs.end());
  keptByWorker = byWorker;
  hashes.assign(trials, 0);
  keptTrial = -1;
  keptReference.clear();
  variation.assign(outputs.size(), ComparisonSums{});
  variationTrial.assign(outputs.size(), 0);
}

void ConstantOutputCheck::addVariation(unsigned trial, size_t o,
                                       const ComparisonSums &sums) {
  if (!sums.varying)
    return;
  if (!variation[o].varying) {
    variation[o].varyingIndex = sums.varyingIndex;
    variation[o].varyingKept = sums.varyingKept;
    variation[o].varyingRef = sums.varyingRef;
    variation[o].varyingGot = sums.varyingGot;
    variationTrial[o] = trial;
  }
  variation[o].varying += sums.varying;
}

void ConstantOutputCheck::addSummary(unsigned trial, uint64_t hash,
                                     ArrayRef<ComparisonSums> sums) {
  hashes[trial] = hash;
  // The worker keeps its first trial's references (trial 0).
  if (trial > 0)
    for (size_t o = 0; o < outputs.size(); ++o)
      addVariation(trial, o, sums[o]);
}

void ConstantOutputCheck::addTrial(unsigned trial, uint64_t hash,
                                   const uint8_t *got, const uint8_t *ref,
                                   AbsoluteNoise absoluteNoise) {
  hashes[trial] = hash;
  // Keep the first trial's references; compare a later trial's while the
  // outputs stay the same.
  bool keep = keptTrial < 0;
  bool same =
      !keep && !keptReference.empty() && hashes[trial] == hashes[keptTrial];
  if (!keep && !same)
    keptReference.clear();
  size_t refOffset = 0, gotOffset = 0;
  if (keep)
    keptReference.resize(outputs.size());
  for (auto [o, spec] : llvm::enumerate(outputs)) {
    const double *r = reinterpret_cast<const double *>(ref + refOffset);
    const float *g = reinterpret_cast<const float *>(got + gotOffset);
    refOffset += spec.elements() * spec.referenceElementBytes();
    gotOffset += spec.bytes();
    if (!spec.isFloat())
      continue;
    if (keep) {
      std::vector<float> &kept = keptReference[o];
      kept.resize(spec.elements());
      vpar::forEachChunk(kept.size(), [&](size_t, size_t begin, size_t end) {
        for (size_t i = begin; i < end; ++i)
          kept[i] = static_cast<float>(r[i]);
      });
    } else if (same) {
      ComparisonSums sums;
      countVariation(keptReference[o], ArrayRef<double>(r, spec.elements()),
                     ArrayRef<float>(g, spec.elements()),
                     absoluteNoise(trial, keptTrial, o), relativeNoise, sums);
      addVariation(trial, o, sums);
    }
  }
  if (keep)
    keptTrial = trial;
}

ConstantOutputVerdict ConstantOutputCheck::conclude() const {
  ConstantOutputVerdict verdict;
  // Equal 64-bit hashes of every trial's outputs.
  verdict.constant = hashes.size() > 1;
  for (size_t trial = 1; trial < hashes.size() && verdict.constant; ++trial)
    verdict.constant = hashes[trial] == hashes[0];
  if (!verdict.constant)
    return verdict;
  int shownKept = keptByWorker ? 0 : keptTrial;
  for (auto [o, spec] : llvm::enumerate(outputs)) {
    const ComparisonSums &v = variation[o];
    verdict.varying += v.varying;
    if (!v.varying || !verdict.details.empty())
      continue;
    llvm::raw_string_ostream os(verdict.details);
    os << (outputs.size() > 1 ? "output " + std::to_string(o) + " "
                              : std::string("the output "))
       << "is the same in every trial but its reference is not: " << v.varying
       << " elements moved beyond the noise (summed over the trials "
          "compared with trial "
       << shownKept << "); element " << v.varyingIndex << ": reference "
       << v.varyingKept << " in trial " << shownKept << ", " << v.varyingRef
       << " in trial " << variationTrial[o] << " (got " << v.varyingGot
       << " in both)";
  }
  return verdict;
}
