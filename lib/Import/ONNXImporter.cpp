//===- ONNXImporter.cpp - ONNX model to func/linalg on tensors ------------===//
//
// Part of kgen.
//
// Three steps (docs/import.md):
//  1. Read the ModelProto, check it, bind symbolic dimensions of the graph
//     inputs (--bind), reject unbound ones.
//  2. Shape inference and folding, to a fixpoint: onnx::shape_inference
//     infers types; nodes whose inputs are all known (Constant, integer
//     initializers, Shape of a statically shaped value, ...) are evaluated
//     here and become initializers; repeat until nothing folds. Every value
//     left then has a static shape.
//  3. Emit @main: one builder per op type (ops.def-like dispatch in
//     emitNode), in the vocabulary of docs/import.md.
//
//===----------------------------------------------------------------------===//

#include "kgen/Import/ONNX.h"

#include "Literal.h"
#include "OnnxEmitter.h"

#include "onnx/checker.h"
#include "onnx/defs/schema.h"
#include "onnx/shape_inference/implementation.h"

#include "Kgen/IR/KgenDialect.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/Verifier.h"
#include "llvm/Support/MemoryBuffer.h"

#include <algorithm>
#include <map>
#include <set>

using namespace mlir;
using namespace mlir::kgen;
using namespace mlir::kgen::onnx_import;

void mlir::kgen::registerOnnxImportDialects(DialectRegistry &registry) {
  registry
      .insert<arith::ArithDialect, func::FuncDialect, linalg::LinalgDialect,
              math::MathDialect, tensor::TensorDialect, kgen::KgenDialect>();
}

namespace {

/// Fixpoint of shape inference and folding on the ModelProto.
class Preparer {
public:
  Preparer(MLIRContext *ctx, StringRef source, onnx::ModelProto &model,
           const OnnxImportOptions &options)
      : ctx(ctx), source(source), model(model), options(options) {}

  LogicalResult run(ImportState &state);

private:
  InFlightDiagnostic error() {
    return emitError(UnknownLoc::get(ctx)) << source << ": ";
  }
  /// What the checker accepts but an import cannot use: no outputs,
  /// initializers whose data does not fill their shape, an opset newer than
  /// the ONNX library's.
  LogicalResult checkModel();
  LogicalResult bindInputs();
  LogicalResult inferShapes();
  /// One folding sweep; sets `changed` when a node folded.
  LogicalResult foldSweep(ImportState &state, bool &changed);

  MLIRContext *ctx;
  StringRef source;
  onnx::ModelProto &model;
  const OnnxImportOptions &options;
};

} // namespace

LogicalResult Preparer::bindInputs() {
  onnx::GraphProto *graph = model.mutable_graph();
  std::set<std::string> initNames;
  for (const auto &init : graph->initializer())
    initNames.insert(init.name());
  std::set<std::string> used;
  for (auto &input : *graph->mutable_input()) {
    if (initNames.count(input.name()))
      continue; // an initializer listed as input (IR version < 4)
    if (!input.type().has_tensor_type())
      return error() << "graph input '" << input.name() << "' is not a tensor";
    auto *tt = input.mutable_type()->mutable_tensor_type();
    if (!tt->has_shape())
      return error() << "graph input '" << input.name()
                     << "' has no shape (unknown rank)";
    for (int i = 0; i < tt->shape().dim_size(); ++i) {
      auto *dim = tt->mutable_shape()->mutable_dim(i);
      if (dim->has_dim_value())
        continue;
      if (!dim->has_dim_param() || dim->dim_param().empty())
        return error() << "graph input '" << input.name() << "' dimension " << i
                       << " is unknown and has no name to bind";
      std::string name = dim->dim_param();
      auto it = options.dimBindings.find(name);
      if (it == options.dimBindings.end())
        return error() << "graph input '" << input.name() << "' dimension " << i
                       << " is the symbolic dimension '" << name
                       << "'; bind it with --bind=" << name << "=<size>";
      used.insert(name);
      dim->set_dim_value(it->second);
    }
  }
  for (const auto &[name, value] : options.dimBindings) {
    if (!used.count(name))
      return error() << "--bind=" << name << "=" << value
                     << ": no graph input has the symbolic dimension '" << name
                     << "'";
    if (value <= 0)
      return error() << "--bind=" << name << "=" << value
                     << ": a dimension must be positive";
  }
  // Shapes recorded for outputs and intermediate values may name the same
  // symbols (or others); inference recomputes them from the bound inputs.
  graph->clear_value_info();
  for (auto &output : *graph->mutable_output())
    if (output.type().has_tensor_type())
      output.mutable_type()->mutable_tensor_type()->clear_shape();
  return success();
}

LogicalResult Preparer::inferShapes() {
  onnx::ShapeInferenceOptions siOptions{/*check_type=*/true,
                                        /*error_mode=*/1,
                                        /*enable_data_propagation=*/true};
  try {
    onnx::shape_inference::InferShapes(
        model, onnx::OpSchemaRegistry::Instance(), siOptions);
  } catch (const std::exception &e) {
    return error() << "shape inference failed: " << e.what();
  }
  return success();
}

/// ONNX 1.12 infers only the rank of an Einsum result: records its shape
/// (from the operands' shapes and the equation) as value_info, for the next
/// round of inference. False when it cannot tell.
static bool
addEinsumShape(onnx::GraphProto &graph, const onnx::NodeProto &node,
               ArrayRef<std::optional<SmallVector<int64_t>>> shapes) {
  std::string eq;
  for (const auto &a : node.attribute())
    if (a.name() == "equation")
      eq = a.s();
  eq.erase(std::remove(eq.begin(), eq.end(), ' '), eq.end());
  size_t arrow = eq.find("->");
  if (arrow == std::string::npos || eq.find("...") != std::string::npos)
    return false;
  std::string lhs = eq.substr(0, arrow), out = eq.substr(arrow + 2);
  std::map<char, int64_t> sizes;
  size_t operand = 0, pos = 0;
  for (char ch : lhs) {
    if (ch == ',') {
      ++operand;
      pos = 0;
      continue;
    }
    if (operand >= shapes.size() || !shapes[operand] ||
        pos >= shapes[operand]->size())
      return false;
    sizes[ch] = (*shapes[operand])[pos++];
  }
  onnx::ValueInfoProto *info = graph.add_value_info();
  info->set_name(node.output(0));
  auto *tt = info->mutable_type()->mutable_tensor_type();
  int32_t elemType = onnx::TensorProto::FLOAT;
  for (const auto &v : graph.value_info())
    if (v.name() == node.input(0))
      elemType = v.type().tensor_type().elem_type();
  for (const auto &v : graph.input())
    if (v.name() == node.input(0))
      elemType = v.type().tensor_type().elem_type();
  tt->set_elem_type(elemType);
  auto *shape = tt->mutable_shape();
  for (char ch : out) {
    if (!sizes.count(ch))
      return false;
    shape->add_dim()->set_dim_value(sizes[ch]);
  }
  return true;
}

LogicalResult Preparer::foldSweep(ImportState &state, bool &changed) {
  onnx::GraphProto *graph = model.mutable_graph();
  state.collectTypes(*graph);
  google::protobuf::RepeatedPtrField<onnx::NodeProto> kept;
  for (int idx = 0; idx < graph->node_size(); ++idx) {
    const onnx::NodeProto &node = graph->node(idx);
    int64_t nodeIndex = state.nodeIndex(node);
    if (!node.domain().empty() && node.domain() != "ai.onnx") {
      *kept.Add() = node;
      continue;
    }
    SmallVector<const Literal *> inputs;
    SmallVector<std::optional<SmallVector<int64_t>>> shapes;
    for (const std::string &name : node.input()) {
      inputs.push_back(name.empty() ? nullptr : state.foldable(name));
      shapes.push_back(state.staticShape(name));
    }
    if (node.op_type() == "Einsum" && node.output_size() == 1 &&
        !state.staticShape(node.output(0)) &&
        addEinsumShape(*graph, node, shapes))
      changed = true;
    FoldResult result;
    if (node.op_type() == "Constant") {
      Literal lit;
      if (failed(state.constantNodeValue(node, nodeIndex, lit)))
        return failure();
      result.folded = true;
      result.outputs.push_back(std::move(lit));
    } else {
      result = foldNode(node, inputs, shapes, state.opset);
    }
    if (!result.error.empty())
      return state.nodeError(node, nodeIndex) << result.error;
    bool small = result.folded;
    for (const Literal &l : result.outputs)
      small &= l.size() <= (1 << 16) || node.op_type() == "Constant";
    if (!small || result.outputs.size() < size_t(node.output_size())) {
      *kept.Add() = node;
      continue;
    }
    for (int i = 0; i < node.output_size(); ++i) {
      if (node.output(i).empty())
        continue;
      state.addKnown(node.output(i), result.outputs[i]);
      onnx::TensorProto *init = graph->add_initializer();
      literalToProto(result.outputs[i], *init);
      init->set_name(node.output(i));
    }
    changed = true;
  }
  graph->mutable_node()->Swap(&kept);
  return success();
}

LogicalResult Preparer::checkModel() {
  if (model.graph().output_size() == 0)
    return error() << "the graph has no outputs: nothing to compute";
  // Initializers that become arguments are never read: a malformed one
  // would pass unnoticed.
  for (const onnx::TensorProto &init : model.graph().initializer())
    if (std::optional<std::string> why = checkStoredData(init))
      return error() << "initializer '" << init.name() << "': " << *why;
  // Ops change meaning between opsets (Softmax's axis, Pad's inputs...):
  // an opset newer than the ONNX library's is one whose ops nothing here
  // knows.
  const auto &known =
      onnx::OpSchemaRegistry::DomainToVersionRange::Instance().Map();
  for (const onnx::OperatorSetIdProto &opset : model.opset_import()) {
    std::string domain = opset.domain().empty() ? "ai.onnx" : opset.domain();
    auto it = known.find(opset.domain());
    if (it == known.end() && domain == "ai.onnx")
      it = known.find("");
    if (it != known.end() && opset.version() > it->second.second)
      return error() << "opset " << opset.version() << " of domain '" << domain
                     << "' is newer than the newest this importer knows ("
                     << it->second.second << ")";
  }
  return success();
}

LogicalResult Preparer::run(ImportState &state) {
  if (failed(checkModel()) || failed(bindInputs()))
    return failure();
  // Number the nodes before folding removes some: errors name the index of
  // the node in the file.
  for (int i = 0; i < model.graph().node_size(); ++i)
    state.numberNode(model.graph().node(i), i);
  for (const auto &init : model.graph().initializer())
    state.addInitializer(init);
  for (int iter = 0; iter < 64; ++iter) {
    if (failed(inferShapes()))
      return failure();
    bool changed = false;
    if (failed(foldSweep(state, changed)))
      return failure();
    if (!changed)
      break;
  }
  state.collectTypes(model.graph());
  return success();
}

//===----------------------------------------------------------------------===//
// Entry points
//===----------------------------------------------------------------------===//

/// Imports the serialized model in `buffer`; `modelPath`, when not empty,
/// is the file it was read from (the checker finds initializers stored in
/// external files beside it).
static FailureOr<OwningOpRef<ModuleOp>>
importSerialized(MLIRContext *ctx, StringRef buffer, StringRef source,
                 const OnnxImportOptions &options, StringRef modelPath) {
  DialectRegistry registry;
  registerOnnxImportDialects(registry);
  ctx->appendDialectRegistry(registry);
  ctx->loadAllAvailableDialects();
  auto error = [&]() {
    return emitError(UnknownLoc::get(ctx)) << source << ": ";
  };

  onnx::ModelProto model;
  if (buffer.empty())
    return error() << "the file is empty, not an ONNX model", failure();
  {
    google::protobuf::io::ArrayInputStream raw(buffer.data(),
                                               static_cast<int>(buffer.size()));
    google::protobuf::io::CodedInputStream coded(&raw);
    coded.SetTotalBytesLimit(INT32_MAX);
    if (!model.ParseFromCodedStream(&coded) || !coded.ConsumedEntireMessage())
      return error() << "not a valid ONNX model (the protobuf does not "
                        "parse: truncated or not an ONNX file)",
             failure();
  }
  if (!model.has_graph())
    return error() << "not a valid ONNX model (no graph)", failure();
  // Initializers stored beside the model (how exporters write models over
  // the protobuf's 2 GiB): found relative to the model's file. Those that
  // become arguments are never read; those whose values the import needs
  // are refused where they are read (Literal.cpp).
  bool external = false;
  for (const onnx::TensorProto &tensor : model.graph().initializer()) {
    if (tensor.data_location() != onnx::TensorProto::EXTERNAL)
      continue;
    external = true;
    if (!modelPath.empty())
      break;
    std::string location;
    for (const onnx::StringStringEntryProto &entry : tensor.external_data())
      if (entry.key() == "location")
        location = entry.value();
    return error() << "initializer '" << tensor.name()
                   << "' keeps its data in an external file ('" << location
                   << "'), which a model imported from memory cannot find; "
                      "import it from its file",
           failure();
  }
  try {
    if (external)
      onnx::checker::check_model(modelPath.str());
    else
      onnx::checker::check_model(model);
  } catch (const std::exception &e) {
    std::string what = e.what();
    while (!what.empty() && (what.back() == '\n' || what.back() == ' '))
      what.pop_back();
    return error() << "not a valid ONNX model: " << what, failure();
  }
  ImportState state(ctx, source, model, options);
  Preparer preparer(ctx, source, model, options);
  if (failed(preparer.run(state)))
    return failure();
  return state.emit();
}

FailureOr<OwningOpRef<ModuleOp>>
mlir::kgen::importOnnxModelFromBuffer(MLIRContext *ctx, StringRef buffer,
                                      StringRef source,
                                      const OnnxImportOptions &options) {
  return importSerialized(ctx, buffer, source, options, /*modelPath=*/"");
}

FailureOr<OwningOpRef<ModuleOp>>
mlir::kgen::importOnnxModel(MLIRContext *ctx, StringRef path,
                            const OnnxImportOptions &options) {
  // "-": standard input (external tensor data is then looked for in the
  // current directory).
  auto file = llvm::MemoryBuffer::getFileOrSTDIN(
      path, /*IsText=*/false, /*RequiresNullTerminator=*/false);
  if (!file) {
    emitError(UnknownLoc::get(ctx))
        << path << ": cannot open: " << file.getError().message();
    return failure();
  }
  bool stdinput = path == "-";
  return importSerialized(ctx, (*file)->getBuffer(),
                          stdinput ? "<stdin>" : path, options,
                          stdinput ? "" : path);
}
