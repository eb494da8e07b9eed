//===- OnnxOps.cpp - ONNX import: dispatch by op type ---------------------===//
//
// Part of kgen. docs/import.md lists the ops and how each is expressed.
//
//===----------------------------------------------------------------------===//

#include "OnnxEmitter.h"

#include "llvm/ADT/StringMap.h"

using namespace mlir;
using namespace mlir::kgen;
using namespace mlir::kgen::onnx_import;

//===----------------------------------------------------------------------===//
// Dispatch
//===----------------------------------------------------------------------===//

LogicalResult ImportState::emitNode(const onnx::NodeProto &n) {
  // One registration per ONNX op type: its name and the family builder
  // that emits it (docs/import.md has what each does).
  using Emit = LogicalResult (*)(ImportState &, const std::string &);
  static const llvm::StringMap<Emit> emitters = [] {
    Emit elementwise = [](ImportState &s, const std::string &op) {
      return s.emitElementwise(op);
    };
    Emit reduce = [](ImportState &s, const std::string &op) {
      return s.emitReduce(op);
    };
    Emit pool = [](ImportState &s, const std::string &op) {
      return s.emitPool(op);
    };
    Emit shapeOp = [](ImportState &s, const std::string &op) {
      return s.emitShapeOp(op);
    };
    llvm::StringMap<Emit> map;
    std::pair<const char *, Emit> table[] = {
        {"Add", elementwise},
        {"Sub", elementwise},
        {"Mul", elementwise},
        {"Div", elementwise},
        {"Pow", elementwise},
        {"Sqrt", elementwise},
        {"Exp", elementwise},
        {"Log", elementwise},
        {"Abs", elementwise},
        {"Neg", elementwise},
        {"Reciprocal", elementwise},
        {"Min", elementwise},
        {"Max", elementwise},
        {"Sum", elementwise},
        {"Mean", elementwise},
        {"Erf", elementwise},
        {"Floor", elementwise},
        {"Ceil", elementwise},
        {"Sign", elementwise},
        {"Round", elementwise},
        {"Sin", elementwise},
        {"Cos", elementwise},
        {"Relu", elementwise},
        {"LeakyRelu", elementwise},
        {"Sigmoid", elementwise},
        {"Tanh", elementwise},
        {"Gelu", elementwise},
        {"Elu", elementwise},
        {"Selu", elementwise},
        {"Celu", elementwise},
        {"HardSigmoid", elementwise},
        {"HardSwish", elementwise},
        {"Softplus", elementwise},
        {"Softsign", elementwise},
        {"Mish", elementwise},
        {"Clip", elementwise},
        {"Less", elementwise},
        {"Greater", elementwise},
        {"LessOrEqual", elementwise},
        {"GreaterOrEqual", elementwise},
        {"Equal", elementwise},
        {"Not", elementwise},
        {"And", elementwise},
        {"Or", elementwise},
        {"Xor", elementwise},
        {"Where", elementwise},
        {"Cast", elementwise},
        {"PRelu", elementwise},
        {"ThresholdedRelu", elementwise},
        {"Mod", elementwise},
        {"MaxPool", pool},
        {"AveragePool", pool},
        {"GlobalAveragePool", pool},
        {"GlobalMaxPool", pool},
        {"ReduceSum", reduce},
        {"ReduceMean", reduce},
        {"ReduceMax", reduce},
        {"ReduceMin", reduce},
        {"ReduceProd", reduce},
        {"ReduceL1", reduce},
        {"ReduceL2", reduce},
        {"ReduceLogSumExp", reduce},
        {"ReduceSumSquare", reduce},
        {"ReduceLogSum", reduce},
        {"Reshape", shapeOp},
        {"Flatten", shapeOp},
        {"Squeeze", shapeOp},
        {"Unsqueeze", shapeOp},
        {"Transpose", shapeOp},
        {"Concat", shapeOp},
        {"Split", shapeOp},
        {"Expand", shapeOp},
        {"Identity", shapeOp},
        {"Dropout", shapeOp},
        {"Pad", shapeOp},
        {"ConstantOfShape", shapeOp},
        {"Tile", shapeOp},
        {"Shape", shapeOp},
        {"Size", shapeOp},
        {"Constant", shapeOp},
        {"MatMul",
         [](ImportState &s, const std::string &) { return s.emitMatMul(); }},
        {"Gemm",
         [](ImportState &s, const std::string &) { return s.emitGemm(); }},
        {"Einsum",
         [](ImportState &s, const std::string &) { return s.emitEinsum(); }},
        {"Conv",
         [](ImportState &s, const std::string &) { return s.emitConv(); }},
        {"ConvTranspose",
         [](ImportState &s, const std::string &) {
           return s.emitConvTranspose();
         }},
        {"ArgMax", [](ImportState &s,
                      const std::string &) { return s.emitArgMinMax(true); }},
        {"ArgMin", [](ImportState &s,
                      const std::string &) { return s.emitArgMinMax(false); }},
        {"Softmax", [](ImportState &s,
                       const std::string &) { return s.emitSoftmax(false); }},
        {"LogSoftmax", [](ImportState &s,
                          const std::string &) { return s.emitSoftmax(true); }},
        {"BatchNormalization",
         [](ImportState &s, const std::string &) { return s.emitBatchNorm(); }},
        {"LayerNormalization",
         [](ImportState &s, const std::string &) { return s.emitLayerNorm(); }},
        {"InstanceNormalization",
         [](ImportState &s, const std::string &) {
           return s.emitInstanceNorm();
         }},
        {"Gather",
         [](ImportState &s, const std::string &) { return s.emitGather(); }},
        {"Slice",
         [](ImportState &s, const std::string &) { return s.emitSlice(); }},
        {"CumSum",
         [](ImportState &s, const std::string &) { return s.emitCumSum(); }},
        {"Trilu",
         [](ImportState &s, const std::string &) { return s.emitTrilu(); }},
        {"SoftmaxCrossEntropyLoss",
         [](ImportState &s, const std::string &) { return s.emitLoss(true); }},
        {"NegativeLogLikelihoodLoss",
         [](ImportState &s, const std::string &) { return s.emitLoss(false); }},
    };
    for (auto [name, emit] : table)
      map[name] = emit;
    return map;
  }();
  auto it = emitters.find(n.op_type());
  if (it == emitters.end())
    return error() << "unsupported operator", failure();
  return it->second(*this, n.op_type());
}
