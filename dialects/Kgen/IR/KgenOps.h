//===- KgenOps.h - kgen payload ops -----------------------------*- C++ -*-===//
//
// Part of kgen.
//
//===----------------------------------------------------------------------===//

#ifndef KGEN_IR_KGENOPS_H
#define KGEN_IR_KGENOPS_H

#include "Kgen/IR/KgenDialect.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/Interfaces/DestinationStyleOpInterface.h"
#include "mlir/Interfaces/InferTypeOpInterface.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

#define GET_OP_CLASSES
#include "Kgen/IR/KgenOps.h.inc"

#endif // KGEN_IR_KGENOPS_H
