//===- KgenConvOps.cpp - kgen conv payload ops ------------------------------===//
//
// Part of kgen. Verifiers, builders and decompositions of the ops in
// KgenConvOps.td.
//
//===----------------------------------------------------------------------===//

#include "Kgen/IR/KgenOps.h"

using namespace mlir;
using namespace mlir::kgen;
