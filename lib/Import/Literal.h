//===- Literal.h - ONNX tensors known at import time ------------*- C++ -*-===//
//
// Part of kgen. Internal to lib/Import.
//
// A Literal is a tensor whose value the importer knows: a Constant node, an
// integer initializer, or the result of folding a node whose inputs are all
// known (shape computations: Shape -> Gather -> Concat -> Reshape). Integer
// and boolean elements are held as int64, floating-point ones as double.
//
//===----------------------------------------------------------------------===//

#ifndef KGEN_LIB_IMPORT_LITERAL_H
#define KGEN_LIB_IMPORT_LITERAL_H

#include "onnx/onnx_pb.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace mlir {
namespace kgen {
namespace onnx_import {

using ElemType = int32_t; // onnx::TensorProto_DataType

bool isFloatType(ElemType t);
bool isIntegerType(ElemType t); // includes bool
/// Name of an ONNX element type, e.g. "FLOAT".
std::string elemTypeName(ElemType t);

struct Literal {
  ElemType elemType = onnx::TensorProto_DataType_FLOAT;
  llvm::SmallVector<int64_t> shape;
  std::vector<int64_t> ints;  // integer and bool types
  std::vector<double> floats; // floating-point types

  bool isFloat() const { return isFloatType(elemType); }
  int64_t size() const { return isFloat() ? floats.size() : ints.size(); }
  int64_t rank() const { return shape.size(); }
  double getF(int64_t i) const { return isFloat() ? floats[i] : ints[i]; }
  int64_t getI(int64_t i) const {
    return isFloat() ? static_cast<int64_t>(floats[i]) : ints[i];
  }
  void push(double v) {
    if (isFloat())
      floats.push_back(v);
    else
      ints.push_back(static_cast<int64_t>(v));
  }
  void pushI(int64_t v) {
    if (isFloat())
      floats.push_back(static_cast<double>(v));
    else
      ints.push_back(v);
  }
  std::vector<int64_t> toInts() const {
    std::vector<int64_t> r;
    for (int64_t i = 0, e = size(); i < e; ++i)
      r.push_back(getI(i));
    return r;
  }
};

int64_t product(llvm::ArrayRef<int64_t> shape);

/// Why the data stored in `proto` does not hold exactly its shape's
/// elements (raw bytes or typed values), or std::nullopt; data in an
/// external file and element types without a known width are not checked.
std::optional<std::string> checkStoredData(const onnx::TensorProto &proto);

/// Reads a TensorProto; returns an error text on failure.
std::optional<std::string> literalFromProto(const onnx::TensorProto &proto,
                                            Literal &out);
/// Writes a Literal into a TensorProto (name left to the caller).
void literalToProto(const Literal &lit, onnx::TensorProto &proto);

/// Tries to compute the outputs of `node` from known inputs. Returns
/// std::nullopt when the op is not one the folder evaluates (the node is then
/// imported as IR); an error text when the inputs are invalid for the op.
/// `inputShape(i)` gives the static shape of input i for Shape/Size when
/// the input value itself is not known (nullopt if not static).
struct FoldResult {
  bool folded = false;
  std::string error;
  std::vector<Literal> outputs;
};
FoldResult
foldNode(const onnx::NodeProto &node, llvm::ArrayRef<const Literal *> inputs,
         llvm::ArrayRef<std::optional<llvm::SmallVector<int64_t>>> inputShapes,
         int64_t opset);

} // namespace onnx_import
} // namespace kgen
} // namespace mlir

#endif // KGEN_LIB_IMPORT_LITERAL_H
