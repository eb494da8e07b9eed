//===- Signature.h - what the validator knows of a kernel -------*- C++ -*-===//
//
// Part of kgen.
//
//===----------------------------------------------------------------------===//
//
// Internal to the validator: the kernel's operands as the worker, the
// parent and the device checks see them.
//
//===----------------------------------------------------------------------===//

#ifndef KGEN_LIB_VALIDATE_SIGNATURE_H
#define KGEN_LIB_VALIDATE_SIGNATURE_H

#include "mlir/Support/LLVM.h"
#include "llvm/ADT/SmallVector.h"

#include <cstdint>
#include <string>
#include <vector>

namespace mlir::kgen {

/// Element types the validator feeds and compares.
/// F64 only for inputs (a Python float argument PyTorch exports as a
/// float64 scalar): their values are the float distributions' (exactly
/// representable in f32), widened.
enum class ElementKind { F32, I1, I8, I32, I64, F64 };

/// The MLIR spelling of an element kind ("f32", "i1", ...).
inline const char *stringifyElementKind(ElementKind kind) {
  switch (kind) {
  case ElementKind::F32:
    return "f32";
  case ElementKind::I1:
    return "i1";
  case ElementKind::I8:
    return "i8";
  case ElementKind::I32:
    return "i32";
  case ElementKind::I64:
    return "i64";
  case ElementKind::F64:
    return "f64";
  }
  return "?";
}

/// A statically shaped tensor operand of the kernel.
struct TensorSpec {
  SmallVector<int64_t> shape;
  ElementKind kind = ElementKind::F32;
  /// For an integer input the kernel uses as an index (getIndexBounds):
  /// its values are generated in [0, indexBound). 0: not an index.
  int64_t indexBound = 0;
  int64_t elements() const {
    int64_t n = 1;
    for (int64_t d : shape)
      n *= d;
    return n;
  }
  size_t elementBytes() const {
    switch (kind) {
    case ElementKind::I1:
    case ElementKind::I8:
      return 1;
    case ElementKind::F32:
    case ElementKind::I32:
      return 4;
    case ElementKind::I64:
    case ElementKind::F64:
      return 8;
    }
    return 4;
  }
  size_t bytes() const { return elements() * elementBytes(); }
  bool isFloat() const { return kind == ElementKind::F32; }
  /// Bytes of one element in the float64 reference.
  size_t referenceElementBytes() const {
    return isFloat() ? 8 : elementBytes();
  }
};

/// What the validator needs to know about a kernel function.
struct Signature {
  std::string name;
  std::vector<TensorSpec> inputs, outputs;
  double bytes = 0; ///< minimal DRAM traffic: every operand once
  double flops = 0; ///< counted from the structured ops' bodies
  /// An integer output may be computed from float values that float32 and
  /// float64 round differently (getSignature): its elements are judged
  /// against the float32 evaluation too. The parent's alone (not sent to
  /// the worker).
  bool integersFromFloats = false;
};

} // namespace mlir::kgen

#endif // KGEN_LIB_VALIDATE_SIGNATURE_H
