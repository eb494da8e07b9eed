//===- KgenNormOps.cpp - kgen norm payload ops ------------------------------===//
//
// Part of kgen. Verifiers, builders and decompositions of the ops in
// KgenNormOps.td.
//
//===----------------------------------------------------------------------===//

#include "Kgen/IR/KgenOps.h"

using namespace mlir;
using namespace mlir::kgen;
