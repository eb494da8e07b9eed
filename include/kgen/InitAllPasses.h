//===- InitAllPasses.h - register kgen's passes -----------------*- C++ -*-===//
//
// Part of kgen.
//
//===----------------------------------------------------------------------===//

#ifndef KGEN_INITALLPASSES_H
#define KGEN_INITALLPASSES_H

#include "kgen/Analysis/Passes.h"
#include "kgen/Lowering/Passes.h"
#include "kgen/Partition/Passes.h"
#include "kgen/Search/Passes.h"
#include "kgen/Validate/Passes.h"

namespace mlir {
namespace kgen {

/// Registers every kgen pass with the global pass registry, so that
/// `--kgen-*` flags and pass pipelines can name them.
inline void registerAllPasses() {
  registerKgenAnalysisPasses();
  registerKgenLoweringPasses();
  registerLoweringPipelines();
  registerKgenPartitionPasses();
  registerKgenSearchPasses();
  registerKgenValidatePasses();
}

} // namespace kgen
} // namespace mlir

#endif // KGEN_INITALLPASSES_H
