//===- OnnxEmitter.cpp - import state and IR building blocks --------------===//
//
// Part of kgen.
//
//===----------------------------------------------------------------------===//

#include "OnnxEmitter.h"
#include "OnnxBuilders.h"

#include "Kgen/IR/KgenOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/Verifier.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

#include <limits>

using namespace mlir;
using namespace mlir::kgen;
using namespace mlir::kgen::onnx_import;
using TP = onnx::TensorProto;

ImportState::ImportState(MLIRContext *ctx, StringRef source,
                         onnx::ModelProto &model,
                         const OnnxImportOptions &options)
    : ctx(ctx), source(source.str()), model(model), options(options), b(ctx),
      loc(UnknownLoc::get(ctx)) {
  for (const auto &imp : model.opset_import())
    if (imp.domain().empty() || imp.domain() == "ai.onnx")
      opset = imp.version();
}

//===----------------------------------------------------------------------===//
// Preparation support
//===----------------------------------------------------------------------===//

void ImportState::numberNode(const onnx::NodeProto &n, int64_t index) {
  for (const std::string &out : n.output())
    if (!out.empty())
      nodeIndexByOutput[out] = index;
}

int64_t ImportState::nodeIndex(const onnx::NodeProto &n) const {
  for (const std::string &out : n.output()) {
    auto it = nodeIndexByOutput.find(out);
    if (it != nodeIndexByOutput.end())
      return it->second;
  }
  return -1;
}

void ImportState::addInitializer(const onnx::TensorProto &init) {
  initializers[init.name()] = &init;
  initializerOrder.push_back(init.name());
}

static void recordType(std::map<std::string, ValueType> &types,
                       const onnx::ValueInfoProto &info) {
  if (!info.type().has_tensor_type())
    return;
  const auto &tt = info.type().tensor_type();
  ValueType vt;
  vt.elemType = tt.elem_type();
  if (tt.has_shape()) {
    SmallVector<int64_t> shape;
    bool isStatic = true;
    for (const auto &d : tt.shape().dim()) {
      if (!d.has_dim_value()) {
        isStatic = false;
        break;
      }
      shape.push_back(d.dim_value());
    }
    if (isStatic)
      vt.shape = shape;
  }
  types[info.name()] = vt;
}

void ImportState::collectTypes(const onnx::GraphProto &graph) {
  types.clear();
  for (const auto &init : graph.initializer()) {
    ValueType vt;
    vt.elemType = init.data_type();
    vt.shape = SmallVector<int64_t>(init.dims().begin(), init.dims().end());
    types[init.name()] = vt;
  }
  for (const auto &v : graph.input())
    if (!types.count(v.name()))
      recordType(types, v);
  for (const auto &v : graph.value_info())
    recordType(types, v);
  for (const auto &v : graph.output())
    recordType(types, v);
}

const Literal *ImportState::foldable(const std::string &name) {
  auto it = knownValues.find(name);
  if (it != knownValues.end())
    return &it->second;
  auto init = initializers.find(name);
  if (init == initializers.end())
    return nullptr;
  const TP &proto = *init->second;
  int64_t n = 1;
  for (int64_t d : proto.dims())
    n *= d;
  if (!isIntegerType(proto.data_type()) || n > (1 << 16))
    return nullptr;
  Literal lit;
  if (literalFromProto(proto, lit))
    return nullptr; // reported when imported as a value
  return &(knownValues[name] = std::move(lit));
}

void ImportState::addKnown(const std::string &name, Literal lit) {
  knownValues[name] = std::move(lit);
}

std::optional<SmallVector<int64_t>>
ImportState::staticShape(const std::string &name) {
  auto it = types.find(name);
  if (it == types.end())
    return std::nullopt;
  return it->second.shape;
}

InFlightDiagnostic ImportState::nodeError(const onnx::NodeProto &n,
                                          int64_t index) {
  return emitError(UnknownLoc::get(ctx))
         << source << ": node " << index << " '" << n.name() << "' ("
         << n.op_type() << "): ";
}

LogicalResult ImportState::constantNodeValue(const onnx::NodeProto &n,
                                             int64_t index, Literal &out) {
  for (const auto &a : n.attribute()) {
    if (a.name() == "value") {
      if (auto err = literalFromProto(a.t(), out))
        return nodeError(n, index) << "value: " << *err;
      return success();
    }
    out = Literal();
    if (a.name() == "value_float") {
      out.elemType = TP::FLOAT;
      out.floats = {a.f()};
      return success();
    }
    if (a.name() == "value_floats") {
      out.elemType = TP::FLOAT;
      out.floats.assign(a.floats().begin(), a.floats().end());
      out.shape = {static_cast<int64_t>(out.floats.size())};
      return success();
    }
    if (a.name() == "value_int") {
      out.elemType = TP::INT64;
      out.ints = {a.i()};
      return success();
    }
    if (a.name() == "value_ints") {
      out.elemType = TP::INT64;
      out.ints.assign(a.ints().begin(), a.ints().end());
      out.shape = {static_cast<int64_t>(out.ints.size())};
      return success();
    }
  }
  return nodeError(n, index)
         << "unsupported constant form (sparse or string values)";
}

//===----------------------------------------------------------------------===//
// Emission
//===----------------------------------------------------------------------===//

InFlightDiagnostic ImportState::error() {
  return nodeError(*node, currentIndex);
}

Type ImportState::mlirType(ElemType t) {
  switch (t) {
  case TP::FLOAT:
    return b.getF32Type();
  case TP::DOUBLE:
    return b.getF64Type();
  case TP::FLOAT16:
    return b.getF16Type();
  case TP::BFLOAT16:
    return b.getBF16Type();
  case TP::INT64:
    return b.getI64Type();
  case TP::INT32:
    return b.getI32Type();
  case TP::INT16:
    return b.getI16Type();
  case TP::INT8:
  case TP::UINT8:
    return b.getI8Type();
  case TP::BOOL:
    return b.getI1Type();
  default:
    return nullptr;
  }
}

Value ImportState::constantTensor(const Literal &lit) {
  Type et = mlirType(lit.elemType);
  auto type = RankedTensorType::get(lit.shape, et);
  DenseElementsAttr attr;
  if (et.isF32()) {
    std::vector<float> v(lit.floats.begin(), lit.floats.end());
    attr = DenseElementsAttr::get(type, ArrayRef<float>(v));
  } else if (et.isF64()) {
    attr = DenseElementsAttr::get(type, ArrayRef<double>(lit.floats));
  } else if (auto it = dyn_cast<IntegerType>(et)) {
    SmallVector<APInt> v;
    for (int64_t x : lit.ints)
      v.push_back(APInt(it.getWidth(), static_cast<uint64_t>(x),
                        /*isSigned=*/true, /*implicitTrunc=*/true));
    attr = DenseElementsAttr::get(type, v);
  } else {
    SmallVector<APFloat> v;
    for (double x : lit.floats) {
      APFloat f(x);
      bool lost;
      f.convert(cast<FloatType>(et).getFloatSemantics(),
                APFloat::rmNearestTiesToEven, &lost);
      v.push_back(f);
    }
    attr = DenseElementsAttr::get(type, v);
  }
  return arith::ConstantOp::create(b, loc, attr);
}

Value ImportState::value(const std::string &name) {
  auto it = values.find(name);
  if (it != values.end())
    return it->second;
  auto known = knownValues.find(name);
  auto init = initializers.find(name);
  if (init != initializers.end() && !options.embedInitializers) {
    // An initializer of the file: an argument of @main (ordered at the end).
    const TP &proto = *init->second;
    Type et = mlirType(proto.data_type());
    if (!et) {
      error() << "initializer '" << name << "' has unsupported element type "
              << elemTypeName(proto.data_type());
      return nullptr;
    }
    SmallVector<int64_t> shape(proto.dims().begin(), proto.dims().end());
    Block &entry = func.getBody().front();
    Value arg =
        entry.addArgument(RankedTensorType::get(shape, et), func.getLoc());
    initializerArgs[name] = arg;
    values[name] = arg;
    return arg;
  }
  if (known == knownValues.end() && init != initializers.end()) {
    Literal lit;
    if (auto err = literalFromProto(*init->second, lit)) {
      error() << "initializer '" << name << "': " << *err;
      return nullptr;
    }
    known = knownValues.emplace(name, std::move(lit)).first;
  }
  if (known != knownValues.end()) {
    if (!mlirType(known->second.elemType)) {
      error() << "constant '" << name << "' has unsupported element type "
              << elemTypeName(known->second.elemType);
      return nullptr;
    }
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPointToStart(&func.getBody().front());
    Value v = constantTensor(known->second);
    values[name] = v;
    return v;
  }
  error() << "input '" << name << "' is not defined";
  return nullptr;
}

bool ImportState::hasInput(unsigned i) const {
  return static_cast<int>(i) < node->input_size() && !node->input(i).empty();
}

Value ImportState::input(unsigned i) {
  if (!hasInput(i)) {
    error() << "missing input " << i;
    return nullptr;
  }
  return value(node->input(i));
}

const Literal *ImportState::known(unsigned i) {
  if (!hasInput(i))
    return nullptr;
  const std::string &name = node->input(i);
  auto it = knownValues.find(name);
  if (it != knownValues.end())
    return &it->second;
  auto init = initializers.find(name);
  if (init == initializers.end())
    return nullptr;
  Literal lit;
  if (literalFromProto(*init->second, lit))
    return nullptr;
  return &(knownValues[name] = std::move(lit));
}

FailureOr<std::vector<int64_t>> ImportState::knownInts(unsigned i,
                                                       StringRef what) {
  const Literal *lit = known(i);
  if (!lit) {
    error() << what << " (input " << i
            << ") must be a constant or computable at import time";
    return failure();
  }
  return lit->toInts();
}

RankedTensorType ImportState::resultType(unsigned i) {
  const std::string &name = node->output(i);
  auto it = types.find(name);
  if (it == types.end() || !it->second.shape) {
    error() << "shape inference gave output '" << name << "' no static shape";
    return nullptr;
  }
  Type et = mlirType(it->second.elemType);
  if (!et) {
    error() << "output '" << name << "' has unsupported element type "
            << elemTypeName(it->second.elemType);
    return nullptr;
  }
  return RankedTensorType::get(*it->second.shape, et);
}

void ImportState::setResult(unsigned i, Value v) {
  if (static_cast<int>(i) < node->output_size() && !node->output(i).empty())
    values[node->output(i)] = v;
}

bool ImportState::resultUsed(unsigned i) const {
  if (static_cast<int>(i) >= node->output_size() || node->output(i).empty())
    return false;
  auto it = useCount.find(node->output(i));
  return it != useCount.end() && it->second > 0;
}

const onnx::AttributeProto *ImportState::attr(StringRef name) const {
  for (const auto &a : node->attribute())
    if (a.name() == name)
      return &a;
  return nullptr;
}
int64_t ImportState::attrInt(StringRef name, int64_t dflt) const {
  const auto *a = attr(name);
  return a ? a->i() : dflt;
}
float ImportState::attrFloat(StringRef name, float dflt) const {
  const auto *a = attr(name);
  return a ? a->f() : dflt;
}
std::string ImportState::attrString(StringRef name, StringRef dflt) const {
  const auto *a = attr(name);
  return a ? a->s() : dflt.str();
}
std::optional<std::vector<int64_t>>
ImportState::attrInts(StringRef name) const {
  const auto *a = attr(name);
  if (!a)
    return std::nullopt;
  return std::vector<int64_t>(a->ints().begin(), a->ints().end());
}

//===----------------------------------------------------------------------===//
// IR building blocks
//===----------------------------------------------------------------------===//

Value ImportState::empty(ArrayRef<int64_t> shape, Type elemType) {
  return tensor::EmptyOp::create(b, loc, shape, elemType);
}

Value ImportState::filled(ArrayRef<int64_t> shape, Type elemType, double v) {
  Value init = empty(shape, elemType);
  Value c = cst(b, loc, elemType, v);
  return linalg::FillOp::create(b, loc, ValueRange{c}, ValueRange{init})
      .getResult(0);
}

Value ImportState::generic(ValueRange ins, ArrayRef<AffineMap> inMaps,
                           ValueRange inits, ArrayRef<AffineMap> outMaps,
                           ArrayRef<utils::IteratorType> iterators,
                           const BodyFn &body,
                           SmallVectorImpl<Value> *allResults) {
  SmallVector<AffineMap> maps(inMaps.begin(), inMaps.end());
  maps.append(outMaps.begin(), outMaps.end());
  SmallVector<Type> resultTypes;
  for (Value v : inits)
    resultTypes.push_back(v.getType());
  auto op = linalg::GenericOp::create(
      b, loc, resultTypes, ins, inits, maps, iterators,
      [&](OpBuilder &nb, Location nl, ValueRange args) {
        SmallVector<Value> results = body(nb, nl, args);
        linalg::YieldOp::create(nb, nl, results);
      });
  if (allResults)
    allResults->assign(op->result_begin(), op->result_end());
  return op->getResult(0);
}

AffineMap ImportState::broadcastMap(ArrayRef<int64_t> inShape,
                                    ArrayRef<int64_t> outShape) {
  SmallVector<AffineExpr> exprs;
  size_t off = outShape.size() - inShape.size();
  for (size_t i = 0; i < inShape.size(); ++i) {
    if (inShape[i] == 1 && outShape[off + i] != 1)
      exprs.push_back(getAffineConstantExpr(0, ctx));
    else
      exprs.push_back(getAffineDimExpr(off + i, ctx));
  }
  return AffineMap::get(outShape.size(), 0, exprs, ctx);
}

AffineMap ImportState::channelMap(unsigned rank) {
  return AffineMap::get(rank, 0, {getAffineDimExpr(1, ctx)}, ctx);
}

Value ImportState::elementwiseMaps(ValueRange ins, ArrayRef<AffineMap> maps,
                                   RankedTensorType outType,
                                   const ScalarFn &body) {
  unsigned rank = outType.getRank();
  SmallVector<utils::IteratorType> its(rank, utils::IteratorType::parallel);
  Value init = empty(outType.getShape(), outType.getElementType());
  return generic(ins, maps, {init}, {b.getMultiDimIdentityMap(rank)}, its,
                 [&](OpBuilder &nb, Location nl, ValueRange args) {
                   return SmallVector<Value>{body(nb, nl, args.drop_back())};
                 });
}

/// Whether `v` is a model input or a stored constant (not a splat): a view
/// of it costs nothing and separates no kernels.
static bool isStoredValue(Value v) {
  if (isa<BlockArgument>(v))
    return true;
  Attribute value;
  if (!matchPattern(v, m_Constant(&value)))
    return false;
  auto elements = dyn_cast<ElementsAttr>(value);
  return elements && !elements.isSplat();
}

Value ImportState::elementwise(ValueRange ins, RankedTensorType outType,
                               const ScalarFn &body) {
  ArrayRef<int64_t> outShape = outType.getShape();
  SmallVector<Value> operands;
  SmallVector<AffineMap> maps;
  for (Value v : ins) {
    auto type = cast<RankedTensorType>(v.getType());
    AffineMap map = broadcastMap(type.getShape(), outShape);
    // A stored operand broadcast along unit dims ([C, 1, 1] against
    // [N, C, H, W]) is read through a view without them, so that the map
    // is a projected permutation ((d1), not (d1, 0, 0)): the op stays
    // elementwise for classification and reshape fusion.
    if (map.isProjectedPermutation() || !isStoredValue(v)) {
      operands.push_back(v);
      maps.push_back(map);
      continue;
    }
    SmallVector<ReassociationIndices> groups;
    SmallVector<int64_t> kept;
    SmallVector<AffineExpr> exprs;
    ReassociationIndices leading;
    for (auto [i, expr] : llvm::enumerate(map.getResults())) {
      if (isa<AffineConstantExpr>(expr)) {
        if (groups.empty())
          leading.push_back(i);
        else
          groups.back().push_back(i);
        continue;
      }
      groups.emplace_back(leading);
      groups.back().push_back(i);
      leading.clear();
      kept.push_back(type.getDimSize(i));
      exprs.push_back(expr);
    }
    operands.push_back(tensor::CollapseShapeOp::create(
        b, loc, RankedTensorType::get(kept, type.getElementType()), v, groups));
    maps.push_back(AffineMap::get(outShape.size(), 0, exprs, ctx));
  }
  return elementwiseMaps(operands, maps, outType, body);
}

Value ImportState::reshape(Value v, ArrayRef<int64_t> shape) {
  auto type = cast<RankedTensorType>(v.getType());
  if (type.getShape() == shape)
    return v;
  // A reshape of one of ours (collapse to 1-D, then expand) reshapes the
  // original value instead: row-major reshapes compose.
  if (auto expand = v.getDefiningOp<tensor::ExpandShapeOp>())
    if (auto collapse =
            expand.getSrc().getDefiningOp<tensor::CollapseShapeOp>())
      if (collapse.getResultType().getRank() == 1)
        return reshape(collapse.getSrc(), shape);
  Type et = type.getElementType();
  // Collapse to 1-D, then expand: both are static reassociations.
  Value flat = v;
  int64_t n = product(type.getShape());
  if (type.getRank() != 1) {
    SmallVector<ReassociationIndices> re;
    if (type.getRank() > 0) {
      ReassociationIndices all;
      for (int64_t i = 0; i < type.getRank(); ++i)
        all.push_back(i);
      re.push_back(all);
    }
    flat = tensor::CollapseShapeOp::create(
        b, loc, RankedTensorType::get({n}, et), v, re);
  }
  if (shape.size() == 1)
    return flat;
  SmallVector<ReassociationIndices> re;
  if (!shape.empty()) {
    ReassociationIndices all;
    for (size_t i = 0; i < shape.size(); ++i)
      all.push_back(i);
    re.push_back(all);
    return tensor::ExpandShapeOp::create(
        b, loc, RankedTensorType::get(shape, et), flat, re);
  }
  return tensor::CollapseShapeOp::create(b, loc, RankedTensorType::get({}, et),
                                         flat, re);
}

Value ImportState::transpose(Value v, ArrayRef<int64_t> perm) {
  auto type = cast<RankedTensorType>(v.getType());
  bool identity = true;
  for (size_t i = 0; i < perm.size(); ++i)
    identity &= perm[i] == static_cast<int64_t>(i);
  if (identity)
    return v;
  SmallVector<int64_t> shape;
  for (int64_t p : perm)
    shape.push_back(type.getDimSize(p));
  Value init = empty(shape, type.getElementType());
  return linalg::TransposeOp::create(b, loc, v, init, perm)->getResult(0);
}

Value ImportState::pad(Value v, ArrayRef<int64_t> low, ArrayRef<int64_t> high,
                       double padValue) {
  if (llvm::all_of(low, [](int64_t x) { return x == 0; }) &&
      llvm::all_of(high, [](int64_t x) { return x == 0; }))
    return v;
  auto type = cast<RankedTensorType>(v.getType());
  SmallVector<int64_t> shape(type.getShape());
  SmallVector<OpFoldResult> lo, hi;
  for (size_t i = 0; i < shape.size(); ++i) {
    shape[i] += low[i] + high[i];
    lo.push_back(b.getIndexAttr(low[i]));
    hi.push_back(b.getIndexAttr(high[i]));
  }
  Value c = cst(b, loc, type.getElementType(), padValue);
  return tensor::PadOp::create(
      b, loc, RankedTensorType::get(shape, type.getElementType()), v, lo, hi, c,
      /*nofold=*/false);
}

AffineMap ImportState::reducedMap(unsigned rank, ArrayRef<int64_t> axes) {
  SmallVector<AffineExpr> exprs;
  for (unsigned i = 0; i < rank; ++i)
    if (!llvm::is_contained(axes, static_cast<int64_t>(i)))
      exprs.push_back(getAffineDimExpr(i, ctx));
  return AffineMap::get(rank, 0, exprs, ctx);
}

Value ImportState::reduce(Value v, ArrayRef<int64_t> axes, double init,
                          const ScalarFn &combine, const ScalarFn *pre) {
  auto type = cast<RankedTensorType>(v.getType());
  unsigned rank = type.getRank();
  SmallVector<int64_t> shape;
  SmallVector<utils::IteratorType> its;
  for (unsigned i = 0; i < rank; ++i) {
    bool red = llvm::is_contained(axes, static_cast<int64_t>(i));
    its.push_back(red ? utils::IteratorType::reduction
                      : utils::IteratorType::parallel);
    if (!red)
      shape.push_back(type.getDimSize(i));
  }
  Value acc = filled(shape, type.getElementType(), init);
  return generic({v}, {b.getMultiDimIdentityMap(rank)}, {acc},
                 {reducedMap(rank, axes)}, its,
                 [&](OpBuilder &nb, Location nl, ValueRange args) {
                   Value x = args[0];
                   if (pre)
                     x = (*pre)(nb, nl, {x});
                   return SmallVector<Value>{combine(nb, nl, {x, args[1]})};
                 });
}

Value ImportState::normalize(Value x, ArrayRef<int64_t> axes, double eps) {
  auto type = cast<RankedTensorType>(x.getType());
  unsigned rank = type.getRank();
  Type et = type.getElementType();
  int64_t n = 1;
  for (int64_t a : axes)
    n *= type.getDimSize(a);
  auto add = [](OpBuilder &nb, Location nl, ValueRange a) -> Value {
    return arith::AddFOp::create(nb, nl, a[0], a[1]);
  };
  Value sum = reduce(x, axes, 0.0, add);
  auto statType = cast<RankedTensorType>(sum.getType());
  AffineMap id = b.getMultiDimIdentityMap(rank);
  AffineMap red = reducedMap(rank, axes);
  AffineMap statId = b.getMultiDimIdentityMap(statType.getRank());
  Value mean = elementwiseMaps(
      {sum}, {statId}, statType, [&](OpBuilder &nb, Location nl, ValueRange a) {
        return arith::DivFOp::create(nb, nl, a[0], cst(nb, nl, et, double(n)))
            .getResult();
      });
  Value centered = elementwiseMaps(
      {x, mean}, {id, red}, type,
      [&](OpBuilder &nb, Location nl, ValueRange a) {
        return arith::SubFOp::create(nb, nl, a[0], a[1]).getResult();
      });
  ScalarFn square = [](OpBuilder &nb, Location nl, ValueRange a) -> Value {
    return arith::MulFOp::create(nb, nl, a[0], a[0]);
  };
  Value sq = reduce(centered, axes, 0.0, add, &square);
  Value rstd = elementwiseMaps(
      {sq}, {statId}, statType, [&](OpBuilder &nb, Location nl, ValueRange a) {
        Value var =
            arith::DivFOp::create(nb, nl, a[0], cst(nb, nl, et, double(n)));
        Value ve = arith::AddFOp::create(nb, nl, var, cst(nb, nl, et, eps));
        return math::RsqrtOp::create(nb, nl, ve).getResult();
      });
  return elementwiseMaps(
      {centered, rstd}, {id, red}, type,
      [&](OpBuilder &nb, Location nl, ValueRange a) {
        return arith::MulFOp::create(nb, nl, a[0], a[1]).getResult();
      });
}

Value ImportState::logSoftmax(Value x, int64_t axis) {
  auto type = cast<RankedTensorType>(x.getType());
  Value init = empty(type.getShape(), type.getElementType());
  return LogSoftmaxOp::create(b, loc, x, init, static_cast<uint64_t>(axis))
      .getResult();
}

Value ImportState::broadcastTo(Value v, ArrayRef<int64_t> shape) {
  auto type = cast<RankedTensorType>(v.getType());
  if (type.getShape() == shape)
    return v;
  return elementwise({v}, RankedTensorType::get(shape, type.getElementType()),
                     [](OpBuilder &, Location, ValueRange a) { return a[0]; });
}

//===----------------------------------------------------------------------===//
// The module
//===----------------------------------------------------------------------===//

FailureOr<OwningOpRef<ModuleOp>> ImportState::emit() {
  const onnx::GraphProto &graph = model.graph();
  Location fileLoc = FileLineColLoc::get(ctx, source, 0, 0);
  OwningOpRef<ModuleOp> module = ModuleOp::create(fileLoc);
  b.setInsertionPointToEnd(module->getBody());

  for (const auto &n : graph.node())
    for (const std::string &in : n.input())
      if (!in.empty())
        ++useCount[in];
  for (const auto &out : graph.output())
    ++useCount[out.name()];
  for (const auto &n : graph.node())
    for (const std::string &out : n.output())
      if (!out.empty())
        producers[out] = &n;

  // Graph inputs that are not initializers.
  SmallVector<Type> inputTypes;
  SmallVector<std::string> inputNames;
  for (const auto &in : graph.input()) {
    if (initializers.count(in.name()))
      continue;
    auto it = types.find(in.name());
    Type et = it == types.end() ? nullptr : mlirType(it->second.elemType);
    if (!et || !it->second.shape)
      return emitError(UnknownLoc::get(ctx))
                 << source << ": graph input '" << in.name()
                 << "' has an unsupported type",
             failure();
    inputTypes.push_back(RankedTensorType::get(*it->second.shape, et));
    inputNames.push_back(in.name());
  }
  func = func::FuncOp::create(b, fileLoc, "main",
                              b.getFunctionType(inputTypes, {}));
  Block *entry = func.addEntryBlock();
  for (size_t i = 0; i < inputNames.size(); ++i)
    values[inputNames[i]] = entry->getArgument(i);
  b.setInsertionPointToEnd(entry);

  for (const auto &n : graph.node()) {
    node = &n;
    currentIndex = nodeIndex(n);
    std::string name = n.name().empty()
                           ? n.op_type() + "_" + std::to_string(currentIndex)
                           : n.name();
    loc = NameLoc::get(b.getStringAttr(name));
    if (!n.domain().empty() && n.domain() != "ai.onnx")
      return error() << "operators of domain '" << n.domain()
                     << "' are not supported",
             failure();
    if (failed(emitNode(n)))
      return failure();
    for (int i = 0; i < n.output_size(); ++i)
      if (!n.output(i).empty() && !values.count(n.output(i)) && resultUsed(i))
        return error() << "output " << i << " ('" << n.output(i)
                       << "') is not supported",
               failure();
  }

  // Results.
  node = nullptr;
  SmallVector<Value> results;
  for (const auto &out : graph.output()) {
    auto it = values.find(out.name());
    Value v;
    if (it != values.end()) {
      v = it->second;
    } else if (knownValues.count(out.name())) {
      v = constantTensor(knownValues[out.name()]);
    } else {
      return emitError(UnknownLoc::get(ctx))
                 << source << ": graph output '" << out.name()
                 << "' is not computed by any node",
             failure();
    }
    if (!v)
      return emitError(UnknownLoc::get(ctx))
                 << source << ": internal error: graph output '" << out.name()
                 << "' has no value",
             failure();
    results.push_back(v);
  }
  loc = fileLoc;
  func::ReturnOp::create(b, fileLoc, results);
  // Patterns spanning several nodes (GroupNorm) and the reshape peephole
  // leave ops without users: drop them, last first.
  for (Operation &op : llvm::make_early_inc_range(
           llvm::reverse(func.getBody().front().getOperations())))
    if (isOpTriviallyDead(&op))
      op.erase();
  SmallVector<Type> resultTypes;
  for (Value v : results)
    resultTypes.push_back(v.getType());

  // Arguments: inputs, then the initializers used, in graph order.
  SmallVector<Type> argTypes(inputTypes);
  SmallVector<Value> order;
  SmallVector<std::string> argNames(inputNames);
  for (size_t i = 0; i < inputNames.size(); ++i)
    order.push_back(entry->getArgument(i));
  for (const std::string &name : initializerOrder) {
    auto it = initializerArgs.find(name);
    if (it == initializerArgs.end())
      continue;
    argTypes.push_back(it->second.getType());
    order.push_back(it->second);
    argNames.push_back(name);
  }
  Block *newEntry = new Block();
  func.getBody().push_front(newEntry);
  for (size_t i = 0; i < order.size(); ++i) {
    Value arg = newEntry->addArgument(argTypes[i], fileLoc);
    order[i].replaceAllUsesWith(arg);
  }
  newEntry->getOperations().splice(newEntry->end(), entry->getOperations());
  entry->erase();

  func.setType(b.getFunctionType(argTypes, resultTypes));
  auto nameAttr = [&](StringRef n) {
    return b.getNamedAttr("kgen.name", b.getStringAttr(n));
  };
  for (size_t i = 0; i < argNames.size(); ++i)
    func.setArgAttrs(i, {nameAttr(argNames[i])});
  for (int i = 0; i < graph.output_size(); ++i)
    func.setResultAttrs(i, {nameAttr(graph.output(i).name())});

  if (failed(verify(*module)))
    return emitError(UnknownLoc::get(ctx))
               << source
               << ": internal error: the imported module does not verify",
           failure();
  return module;
}
