//===- KgenOps.cpp - kgen payload ops -------------------------------------===//
//
// Part of kgen. The generated op classes; the ops' hand-written parts live
// in KgenConvOps.cpp and KgenNormOps.cpp.
//
//===----------------------------------------------------------------------===//

#include "Kgen/IR/KgenOps.h"

#include "mlir/IR/OpImplementation.h"

using namespace mlir;
using namespace mlir::kgen;

#define GET_OP_CLASSES
#include "Kgen/IR/KgenOps.cpp.inc"

void KgenDialect::registerOps() {
  addOperations<
#define GET_OP_LIST
#include "Kgen/IR/KgenOps.cpp.inc"
      >();
}
