//===- ONNX.h - import ONNX models as MLIR ----------------------*- C++ -*-===//
//
// Part of kgen.
//
// Reads an ONNX model (protobuf) and builds one builtin.module with one
// public func.func @main on statically shaped tensors, in the op vocabulary
// of docs/import.md (func, arith, math, tensor, linalg, kgen payload
// ops). docs/import.md describes the op coverage and the decisions.
//
//===----------------------------------------------------------------------===//

#ifndef KGEN_IMPORT_ONNX_H
#define KGEN_IMPORT_ONNX_H

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/OwningOpRef.h"
#include "mlir/Support/LLVM.h"
#include "llvm/ADT/StringRef.h"

#include <cstdint>
#include <map>
#include <string>

namespace mlir {
class MLIRContext;
namespace kgen {

/// Options of the ONNX importer.
struct OnnxImportOptions {
  /// Values of symbolic dimensions (ONNX `dim_param`), by name.
  std::map<std::string, int64_t> dimBindings;
  /// Initializers become `arith.constant`s instead of @main arguments.
  bool embedInitializers = false;
};

/// Registers the dialects the importer's output uses.
void registerOnnxImportDialects(DialectRegistry &registry);

/// Imports the ONNX model in the file `path`. Errors (unreadable or
/// malformed file, unbound symbolic dimension, unsupported op or attribute)
/// are reported as diagnostics on `context` whose message names the file,
/// and the node (index, name, op type) where one is involved; the result is
/// then failure().
FailureOr<OwningOpRef<ModuleOp>>
importOnnxModel(MLIRContext *context, llvm::StringRef path,
                const OnnxImportOptions &options = {});

/// The same for a model already in memory (serialized ModelProto);
/// `sourceName` is the name errors use.
FailureOr<OwningOpRef<ModuleOp>>
importOnnxModelFromBuffer(MLIRContext *context, llvm::StringRef buffer,
                          llvm::StringRef sourceName,
                          const OnnxImportOptions &options = {});

} // namespace kgen
} // namespace mlir

#endif // KGEN_IMPORT_ONNX_H
