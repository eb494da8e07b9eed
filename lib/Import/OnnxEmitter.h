//===- OnnxEmitter.h - state of one ONNX import -----------------*- C++ -*-===//
//
// Part of kgen. Internal to lib/Import.
//
//===----------------------------------------------------------------------===//

#ifndef KGEN_LIB_IMPORT_ONNXEMITTER_H
#define KGEN_LIB_IMPORT_ONNXEMITTER_H

#include "Literal.h"

#include "kgen/Import/ONNX.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Utils/StructuredOpsUtils.h"
#include "mlir/IR/AffineMap.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Diagnostics.h"

#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>

namespace mlir {
namespace kgen {
namespace onnx_import {

/// Body of a linalg.generic: block arguments in, yielded values out.
using BodyFn =
    std::function<SmallVector<Value>(OpBuilder &, Location, ValueRange)>;
/// One-result body.
using ScalarFn = std::function<Value(OpBuilder &, Location, ValueRange)>;

/// The element type and, when static, the shape ONNX inferred for a value.
struct ValueType {
  ElemType elemType = 0;
  std::optional<SmallVector<int64_t>> shape;
};

class ImportState {
public:
  ImportState(MLIRContext *ctx, StringRef source, onnx::ModelProto &model,
              const OnnxImportOptions &options);

  //===--- Used while preparing (shape inference + folding) --------------===//
  void numberNode(const onnx::NodeProto &node, int64_t index);
  int64_t nodeIndex(const onnx::NodeProto &node) const;
  void addInitializer(const onnx::TensorProto &init);
  void collectTypes(const onnx::GraphProto &graph);
  /// Known value usable for folding (constants, folded values, integer
  /// initializers); null otherwise.
  const Literal *foldable(const std::string &name);
  void addKnown(const std::string &name, Literal lit);
  std::optional<SmallVector<int64_t>> staticShape(const std::string &name);
  LogicalResult constantNodeValue(const onnx::NodeProto &node, int64_t index,
                                  Literal &out);
  InFlightDiagnostic nodeError(const onnx::NodeProto &node, int64_t index);

  /// Builds the module from the prepared graph.
  FailureOr<OwningOpRef<ModuleOp>> emit();

  int64_t opset = 13;

private:
  //===--- Emission helpers ----------------------------------------------===//
  InFlightDiagnostic error(); // names the current node
  LogicalResult emitNode(const onnx::NodeProto &node);
  /// The SSA value of an ONNX value (materializing initializers and known
  /// constants); reports an error and returns null when there is none.
  Value value(const std::string &name);
  Value input(unsigned i);
  bool hasInput(unsigned i) const;
  /// The known value of input i (constant, initializer, folded), or null.
  const Literal *known(unsigned i);
  /// Known input i read as integers; error when not known.
  FailureOr<std::vector<int64_t>> knownInts(unsigned i, StringRef what);
  RankedTensorType resultType(unsigned i);
  void setResult(unsigned i, Value v);
  bool resultUsed(unsigned i) const;

  Type mlirType(ElemType t);
  Value constantTensor(const Literal &lit);

  // Attributes of the current node.
  const onnx::AttributeProto *attr(StringRef name) const;
  int64_t attrInt(StringRef name, int64_t dflt) const;
  float attrFloat(StringRef name, float dflt) const;
  std::string attrString(StringRef name, StringRef dflt) const;
  std::optional<std::vector<int64_t>> attrInts(StringRef name) const;

  // IR building blocks.
  Value empty(ArrayRef<int64_t> shape, Type elemType);
  Value filled(ArrayRef<int64_t> shape, Type elemType, double v);
  Value generic(ValueRange ins, ArrayRef<AffineMap> inMaps, ValueRange inits,
                ArrayRef<AffineMap> outMaps,
                ArrayRef<utils::IteratorType> iterators, const BodyFn &body,
                SmallVectorImpl<Value> *allResults = nullptr);
  /// Numpy-broadcasting element-wise op producing `outType`.
  Value elementwise(ValueRange ins, RankedTensorType outType,
                    const ScalarFn &body);
  Value elementwiseMaps(ValueRange ins, ArrayRef<AffineMap> maps,
                        RankedTensorType outType, const ScalarFn &body);
  AffineMap broadcastMap(ArrayRef<int64_t> inShape, ArrayRef<int64_t> outShape);
  /// Map from an N-D loop space to a per-channel [C] operand (dim 1).
  AffineMap channelMap(unsigned rank);
  Value reshape(Value v, ArrayRef<int64_t> shape);
  Value transpose(Value v, ArrayRef<int64_t> perm);
  Value pad(Value v, ArrayRef<int64_t> low, ArrayRef<int64_t> high,
            double padValue);
  /// Reduction over `axes` (sorted, unique) to a tensor without those dims.
  Value reduce(Value v, ArrayRef<int64_t> axes, double init,
               const ScalarFn &combine, const ScalarFn *pre = nullptr);
  /// Map from the input's loop space to a reduced tensor (dims not in axes).
  AffineMap reducedMap(unsigned rank, ArrayRef<int64_t> axes);
  /// x normalized over `axes`: (x - mean) / sqrt(var + eps).
  Value normalize(Value x, ArrayRef<int64_t> axes, double eps);
  /// kgen.log_softmax of a float tensor along `axis`.
  Value logSoftmax(Value x, int64_t axis);
  /// `v` broadcast (numpy rules) to `shape`; `v` itself when it has it.
  Value broadcastTo(Value v, ArrayRef<int64_t> shape);
  /// Recognizes torch's GroupNorm export around the current
  /// InstanceNormalization node; see emitInstanceNorm.
  FailureOr<Value> matchGroupNorm(double eps);

  // Op families (OnnxOps.cpp).
  LogicalResult emitElementwise(const std::string &op);
  LogicalResult emitMatMul();
  LogicalResult emitGemm();
  LogicalResult emitEinsum();
  LogicalResult emitConv();
  LogicalResult emitConvTranspose();
  LogicalResult emitPool(const std::string &op);
  LogicalResult emitReduce(const std::string &op);
  LogicalResult emitArgMinMax(bool isMax);
  LogicalResult emitSoftmax(bool log);
  LogicalResult emitBatchNorm();
  LogicalResult emitLayerNorm();
  LogicalResult emitInstanceNorm();
  LogicalResult emitShapeOp(const std::string &op);
  LogicalResult emitGather();
  LogicalResult emitSlice();
  LogicalResult emitCumSum();
  LogicalResult emitTrilu();
  LogicalResult emitLoss(bool softmax);

  MLIRContext *ctx;
  std::string source;
  onnx::ModelProto &model;
  const OnnxImportOptions &options;
  OpBuilder b;
  Location loc;

  std::map<std::string, int64_t> nodeIndexByOutput;
  std::map<std::string, const onnx::TensorProto *> initializers;
  std::vector<std::string> initializerOrder;
  std::map<std::string, Literal> knownValues;
  std::map<std::string, ValueType> types;
  std::map<std::string, int64_t> useCount;
  /// The node computing each value (for patterns spanning several nodes).
  std::map<std::string, const onnx::NodeProto *> producers;

  // Emission state.
  func::FuncOp func;
  std::map<std::string, Value> values;
  std::map<std::string, Value> initializerArgs;
  const onnx::NodeProto *node = nullptr;
  int64_t currentIndex = 0;
};

} // namespace onnx_import
} // namespace kgen
} // namespace mlir

#endif // KGEN_LIB_IMPORT_ONNXEMITTER_H
