//===- KgenEnums.h - kgen enums ---------------------------------*- C++ -*-===//
//
// Part of kgen.
//
//===----------------------------------------------------------------------===//

#ifndef KGEN_IR_KGENENUMS_H
#define KGEN_IR_KGENENUMS_H

#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/OpImplementation.h"
#include "llvm/ADT/StringRef.h"
#include <optional>

#include "Kgen/IR/KgenEnums.h.inc"

#endif // KGEN_IR_KGENENUMS_H
