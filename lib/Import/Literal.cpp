//===- Literal.cpp - ONNX tensors known at import time, and folding -------===//
//
// Part of kgen.
//
//===----------------------------------------------------------------------===//

#include "Literal.h"

#include "llvm/ADT/STLExtras.h"

#include <algorithm>
#include <cmath>
#include <cstring>

using namespace mlir::kgen::onnx_import;
using llvm::ArrayRef;
using llvm::SmallVector;
using TP = onnx::TensorProto;

bool mlir::kgen::onnx_import::isFloatType(ElemType t) {
  return t == TP::FLOAT || t == TP::DOUBLE || t == TP::FLOAT16 ||
         t == TP::BFLOAT16;
}

bool mlir::kgen::onnx_import::isIntegerType(ElemType t) {
  return t == TP::INT64 || t == TP::INT32 || t == TP::INT16 || t == TP::INT8 ||
         t == TP::UINT8 || t == TP::UINT16 || t == TP::UINT32 ||
         t == TP::UINT64 || t == TP::BOOL;
}

std::string mlir::kgen::onnx_import::elemTypeName(ElemType t) {
  if (onnx::TensorProto_DataType_IsValid(t))
    return onnx::TensorProto_DataType_Name(
        static_cast<onnx::TensorProto_DataType>(t));
  return "type " + std::to_string(t);
}

int64_t mlir::kgen::onnx_import::product(ArrayRef<int64_t> shape) {
  int64_t n = 1;
  for (int64_t d : shape)
    n *= d;
  return n;
}

template <typename T>
static void readRaw(const std::string &raw, Literal &out, int64_t n) {
  for (int64_t i = 0; i < n; ++i) {
    T v;
    std::memcpy(&v, raw.data() + i * sizeof(T), sizeof(T));
    if constexpr (std::is_floating_point_v<T>)
      out.floats.push_back(v);
    else
      out.ints.push_back(static_cast<int64_t>(v));
  }
}

/// Bytes per element of the element types a Literal holds, else 0.
static size_t elementWidth(int32_t type) {
  switch (type) {
  case TP::FLOAT:
  case TP::INT32:
    return 4;
  case TP::DOUBLE:
  case TP::INT64:
    return 8;
  case TP::INT16:
    return 2;
  case TP::INT8:
  case TP::UINT8:
  case TP::BOOL:
    return 1;
  default:
    return 0;
  }
}

std::optional<std::string>
mlir::kgen::onnx_import::checkStoredData(const TP &proto) {
  size_t width = elementWidth(proto.data_type());
  if (proto.data_location() == TP::EXTERNAL || !width)
    return std::nullopt;
  int64_t n = 1;
  for (int64_t d : proto.dims()) {
    if (d < 0)
      return std::string("negative dimension");
    n *= d;
  }
  if (proto.has_raw_data()) {
    size_t bytes = proto.raw_data().size();
    if (bytes != width * n)
      return "raw data has " + std::to_string(bytes) + " bytes, " +
             std::to_string(width * n) + " expected";
    return std::nullopt;
  }
  int64_t have;
  switch (proto.data_type()) {
  case TP::FLOAT:
    have = proto.float_data_size();
    break;
  case TP::DOUBLE:
    have = proto.double_data_size();
    break;
  case TP::INT64:
    have = proto.int64_data_size();
    break;
  default:
    have = proto.int32_data_size();
    break;
  }
  if (have != n)
    return "has " + std::to_string(have) + " elements, its shape needs " +
           std::to_string(n);
  return std::nullopt;
}

std::optional<std::string>
mlir::kgen::onnx_import::literalFromProto(const TP &proto, Literal &out) {
  out = Literal();
  out.elemType = proto.data_type();
  for (int64_t d : proto.dims()) {
    if (d < 0)
      return std::string("negative dimension");
    out.shape.push_back(d);
  }
  if (proto.data_location() == TP::EXTERNAL)
    return std::string("tensor '") + proto.name() +
           "' keeps its data in an external file, which is not supported";
  int64_t n = product(out.shape);
  if (!elementWidth(out.elemType))
    return "element type " + elemTypeName(out.elemType) + " is not supported";
  if (std::optional<std::string> why = checkStoredData(proto))
    return why;
  if (proto.has_raw_data()) {
    const std::string &raw = proto.raw_data();
    switch (out.elemType) {
    case TP::FLOAT:
      readRaw<float>(raw, out, n);
      break;
    case TP::DOUBLE:
      readRaw<double>(raw, out, n);
      break;
    case TP::INT64:
      readRaw<int64_t>(raw, out, n);
      break;
    case TP::INT32:
      readRaw<int32_t>(raw, out, n);
      break;
    case TP::INT16:
      readRaw<int16_t>(raw, out, n);
      break;
    case TP::INT8:
      readRaw<int8_t>(raw, out, n);
      break;
    default:
      readRaw<uint8_t>(raw, out, n);
      break;
    }
    return std::nullopt;
  }
  switch (out.elemType) {
  case TP::FLOAT:
    for (float v : proto.float_data())
      out.floats.push_back(v);
    break;
  case TP::DOUBLE:
    for (double v : proto.double_data())
      out.floats.push_back(v);
    break;
  case TP::INT64:
    for (int64_t v : proto.int64_data())
      out.ints.push_back(v);
    break;
  default:
    for (int32_t v : proto.int32_data())
      out.ints.push_back(v);
    break;
  }
  return std::nullopt;
}

void mlir::kgen::onnx_import::literalToProto(const Literal &lit, TP &proto) {
  proto.set_data_type(lit.elemType);
  proto.clear_dims();
  for (int64_t d : lit.shape)
    proto.add_dims(d);
  switch (lit.elemType) {
  case TP::FLOAT:
    for (double v : lit.floats)
      proto.add_float_data(static_cast<float>(v));
    break;
  case TP::DOUBLE:
    for (double v : lit.floats)
      proto.add_double_data(v);
    break;
  case TP::INT64:
    for (int64_t v : lit.ints)
      proto.add_int64_data(v);
    break;
  default:
    for (int64_t v : lit.ints)
      proto.add_int32_data(static_cast<int32_t>(v));
    break;
  }
}

//===----------------------------------------------------------------------===//
// Folding
//===----------------------------------------------------------------------===//

namespace {
const onnx::AttributeProto *findAttr(const onnx::NodeProto &node,
                                     llvm::StringRef name) {
  for (const auto &a : node.attribute())
    if (a.name() == name)
      return &a;
  return nullptr;
}
int64_t attrInt(const onnx::NodeProto &node, llvm::StringRef name,
                int64_t dflt) {
  const auto *a = findAttr(node, name);
  return a ? a->i() : dflt;
}

/// Strides of a row-major shape.
SmallVector<int64_t> stridesOf(ArrayRef<int64_t> shape) {
  SmallVector<int64_t> s(shape.size(), 1);
  for (int64_t i = static_cast<int64_t>(shape.size()) - 2; i >= 0; --i)
    s[i] = s[i + 1] * shape[i + 1];
  return s;
}

/// Numpy broadcast of shapes; false if incompatible.
bool broadcastShapes(ArrayRef<SmallVector<int64_t>> shapes,
                     SmallVector<int64_t> &out) {
  size_t rank = 0;
  for (const auto &s : shapes)
    rank = std::max(rank, s.size());
  out.assign(rank, 1);
  for (const auto &s : shapes)
    for (size_t i = 0; i < s.size(); ++i) {
      int64_t &o = out[rank - s.size() + i];
      int64_t d = s[i];
      if (d == o || d == 1)
        continue;
      if (o != 1)
        return false;
      o = d;
    }
  return true;
}

/// Flat index into `shape` (right-aligned broadcast) of the element at the
/// multi-index of flat position `flat` in `outShape`.
int64_t broadcastIndex(int64_t flat, ArrayRef<int64_t> outShape,
                       ArrayRef<int64_t> shape) {
  SmallVector<int64_t> outStrides = stridesOf(outShape);
  SmallVector<int64_t> inStrides = stridesOf(shape);
  int64_t idx = 0;
  size_t off = outShape.size() - shape.size();
  for (size_t i = 0; i < outShape.size(); ++i) {
    int64_t c = (flat / outStrides[i]) % outShape[i];
    if (i >= off && shape[i - off] != 1)
      idx += c * inStrides[i - off];
  }
  return idx;
}

FoldResult fail(std::string msg) {
  FoldResult r;
  r.error = std::move(msg);
  return r;
}
FoldResult done(std::vector<Literal> outs) {
  FoldResult r;
  r.folded = true;
  r.outputs = std::move(outs);
  return r;
}
FoldResult notFolded() { return FoldResult(); }

int64_t normAxis(int64_t axis, int64_t rank) {
  return axis < 0 ? axis + rank : axis;
}

Literal makeInts(ArrayRef<int64_t> values, SmallVector<int64_t> shape) {
  Literal l;
  l.elemType = TP::INT64;
  l.shape = std::move(shape);
  l.ints.assign(values.begin(), values.end());
  return l;
}

/// Element-wise fold of a binary/ternary op with broadcasting.
template <typename Fn>
FoldResult foldElementwise(ArrayRef<const Literal *> in, ElemType outType,
                           Fn fn) {
  SmallVector<SmallVector<int64_t>> shapes;
  for (const Literal *l : in)
    shapes.push_back(l->shape);
  SmallVector<int64_t> shape;
  if (!broadcastShapes(shapes, shape))
    return fail("input shapes do not broadcast");
  Literal out;
  out.elemType = outType;
  out.shape = shape;
  int64_t n = product(shape);
  for (int64_t i = 0; i < n; ++i) {
    SmallVector<double> args;
    for (const Literal *l : in)
      args.push_back(l->getF(broadcastIndex(i, shape, l->shape)));
    out.push(fn(args));
  }
  return done({out});
}
} // namespace

FoldResult mlir::kgen::onnx_import::foldNode(
    const onnx::NodeProto &node, ArrayRef<const Literal *> in,
    ArrayRef<std::optional<SmallVector<int64_t>>> inShapes, int64_t opset) {
  const std::string &op = node.op_type();
  auto known = [&](size_t i) { return i < in.size() && in[i]; };
  auto allKnown = [&]() {
    for (size_t i = 0; i < in.size(); ++i)
      if (!in[i] && !node.input(i).empty())
        return false;
    return true;
  };

  if (op == "Shape" || op == "Size") {
    if (inShapes.empty() || !inShapes[0])
      return notFolded();
    const SmallVector<int64_t> &s = *inShapes[0];
    if (op == "Size")
      return done({makeInts({product(s)}, {})});
    int64_t rank = s.size();
    int64_t start = normAxis(attrInt(node, "start", 0), rank);
    int64_t end = findAttr(node, "end")
                      ? normAxis(attrInt(node, "end", rank), rank)
                      : rank;
    start = std::clamp<int64_t>(start, 0, rank);
    end = std::clamp<int64_t>(end, start, rank);
    SmallVector<int64_t> dims(s.begin() + start, s.begin() + end);
    return done({makeInts(dims, {static_cast<int64_t>(dims.size())})});
  }
  if (!allKnown())
    return notFolded();

  if (op == "Identity")
    return done({*in[0]});
  if (op == "Cast") {
    Literal out = *in[0];
    out.elemType = attrInt(node, "to", TP::FLOAT);
    out.ints.clear();
    out.floats.clear();
    for (int64_t i = 0, e = in[0]->size(); i < e; ++i) {
      double v = in[0]->getF(i);
      if (out.elemType == TP::BOOL)
        out.pushI(v != 0);
      else if (out.isFloat())
        out.push(out.elemType == TP::FLOAT ? static_cast<float>(v) : v);
      else if (in[0]->isFloat())
        out.pushI(static_cast<int64_t>(std::trunc(v)));
      else
        out.pushI(in[0]->getI(i));
    }
    return done({out});
  }
  if (op == "Gather") {
    const Literal &data = *in[0], &idx = *in[1];
    int64_t rank = data.rank();
    int64_t axis = normAxis(attrInt(node, "axis", 0), rank);
    if (axis < 0 || axis >= rank)
      return fail("axis out of range");
    SmallVector<int64_t> shape(data.shape.begin(), data.shape.begin() + axis);
    shape.append(idx.shape.begin(), idx.shape.end());
    shape.append(data.shape.begin() + axis + 1, data.shape.end());
    Literal out;
    out.elemType = data.elemType;
    out.shape = shape;
    int64_t outer = product(ArrayRef<int64_t>(data.shape).take_front(axis));
    int64_t inner = product(ArrayRef<int64_t>(data.shape).drop_front(axis + 1));
    int64_t dim = data.shape[axis];
    for (int64_t o = 0; o < outer; ++o)
      for (int64_t j = 0, e = idx.size(); j < e; ++j) {
        int64_t k = idx.getI(j);
        if (k < 0)
          k += dim;
        if (k < 0 || k >= dim)
          return fail("index " + std::to_string(idx.getI(j)) + " out of range");
        for (int64_t i = 0; i < inner; ++i) {
          int64_t src = (o * dim + k) * inner + i;
          if (data.isFloat())
            out.floats.push_back(data.floats[src]);
          else
            out.ints.push_back(data.ints[src]);
        }
      }
    return done({out});
  }
  if (op == "Concat") {
    int64_t rank = in[0]->rank();
    int64_t axis = normAxis(attrInt(node, "axis", 0), rank);
    Literal out;
    out.elemType = in[0]->elemType;
    out.shape = in[0]->shape;
    out.shape[axis] = 0;
    for (const Literal *l : in) {
      if (l->rank() != rank)
        return fail("inputs of different ranks");
      out.shape[axis] += l->shape[axis];
    }
    int64_t outer = product(ArrayRef<int64_t>(out.shape).take_front(axis));
    for (int64_t o = 0; o < outer; ++o)
      for (const Literal *l : in) {
        int64_t chunk = product(ArrayRef<int64_t>(l->shape).drop_front(axis));
        for (int64_t i = 0; i < chunk; ++i)
          out.push(l->isFloat() ? l->floats[o * chunk + i]
                                : static_cast<double>(l->ints[o * chunk + i]));
      }
    if (!out.isFloat()) {
      // Re-read integers exactly (the double detour above can round).
      out.ints.clear();
      for (int64_t o = 0; o < outer; ++o)
        for (const Literal *l : in) {
          int64_t chunk = product(ArrayRef<int64_t>(l->shape).drop_front(axis));
          for (int64_t i = 0; i < chunk; ++i)
            out.ints.push_back(l->getI(o * chunk + i));
        }
    }
    return done({out});
  }
  if (op == "Unsqueeze" || op == "Squeeze") {
    std::vector<int64_t> axes;
    if (const auto *a = findAttr(node, "axes"))
      axes.assign(a->ints().begin(), a->ints().end());
    else if (known(1))
      axes = in[1]->toInts();
    Literal out = *in[0];
    if (op == "Unsqueeze") {
      int64_t rank = in[0]->rank() + axes.size();
      for (int64_t &a : axes)
        a = normAxis(a, rank);
      std::sort(axes.begin(), axes.end());
      for (int64_t a : axes)
        out.shape.insert(out.shape.begin() + a, 1);
    } else {
      int64_t rank = in[0]->rank();
      SmallVector<int64_t> shape;
      for (int64_t i = 0; i < rank; ++i) {
        bool drop = axes.empty() ? in[0]->shape[i] == 1
                                 : llvm::any_of(axes, [&](int64_t a) {
                                     return normAxis(a, rank) == i;
                                   });
        if (!drop)
          shape.push_back(in[0]->shape[i]);
      }
      out.shape = shape;
    }
    return done({out});
  }
  if (op == "Reshape") {
    std::vector<int64_t> target = in[1]->toInts();
    bool allowZero = attrInt(node, "allowzero", 0);
    SmallVector<int64_t> shape;
    int64_t inferred = -1, known = 1;
    for (size_t i = 0; i < target.size(); ++i) {
      int64_t d = target[i];
      if (d == 0 && !allowZero)
        d = in[0]->shape[i];
      if (d == -1) {
        inferred = i;
        d = 1;
      }
      shape.push_back(d);
      known *= d;
    }
    if (inferred >= 0)
      shape[inferred] = known ? in[0]->size() / known : 0;
    if (product(shape) != in[0]->size())
      return fail("target shape does not match the element count");
    Literal out = *in[0];
    out.shape = shape;
    return done({out});
  }
  if (op == "Slice" && opset >= 10) {
    const Literal &data = *in[0];
    int64_t rank = data.rank();
    std::vector<int64_t> starts = in[1]->toInts(), ends = in[2]->toInts();
    std::vector<int64_t> axes, steps;
    if (known(3))
      axes = in[3]->toInts();
    else
      for (int64_t i = 0; i < static_cast<int64_t>(starts.size()); ++i)
        axes.push_back(i);
    if (known(4))
      steps = in[4]->toInts();
    else
      steps.assign(starts.size(), 1);
    SmallVector<int64_t> st(rank, 0), sp(rank, 1), cnt(data.shape);
    for (size_t i = 0; i < axes.size(); ++i) {
      int64_t a = normAxis(axes[i], rank), dim = data.shape[a];
      int64_t s = starts[i], e = ends[i], step = steps[i];
      if (step == 0)
        return fail("step 0");
      if (s < 0)
        s += dim;
      if (e < 0)
        e += dim;
      if (step > 0) {
        s = std::clamp<int64_t>(s, 0, dim);
        e = std::clamp<int64_t>(e, 0, dim);
        cnt[a] = e > s ? (e - s + step - 1) / step : 0;
      } else {
        s = std::clamp<int64_t>(s, 0, dim - 1);
        e = std::clamp<int64_t>(e, -1, dim - 1);
        cnt[a] = s > e ? (s - e - step - 1) / -step : 0;
      }
      st[a] = s;
      sp[a] = step;
    }
    Literal out;
    out.elemType = data.elemType;
    out.shape = cnt;
    SmallVector<int64_t> outStr = stridesOf(cnt), inStr = stridesOf(data.shape);
    for (int64_t f = 0, n = product(cnt); f < n; ++f) {
      int64_t src = 0;
      for (int64_t d = 0; d < rank; ++d)
        src += (st[d] + ((f / outStr[d]) % cnt[d]) * sp[d]) * inStr[d];
      if (data.isFloat())
        out.floats.push_back(data.floats[src]);
      else
        out.ints.push_back(data.ints[src]);
    }
    return done({out});
  }
  if (op == "ConstantOfShape") {
    std::vector<int64_t> shape = in[0]->toInts();
    Literal out;
    out.elemType = TP::FLOAT;
    double v = 0;
    if (const auto *a = findAttr(node, "value")) {
      Literal value;
      if (auto err = literalFromProto(a->t(), value))
        return fail("value: " + *err);
      out.elemType = value.elemType;
      if (value.size() != 1)
        return fail("value must have one element");
      v = value.getF(0);
    }
    out.shape.assign(shape.begin(), shape.end());
    if (product(out.shape) > (1 << 16))
      return notFolded();
    for (int64_t i = 0, n = product(out.shape); i < n; ++i)
      out.push(v);
    return done({out});
  }
  if (op == "Range") {
    Literal out;
    out.elemType = in[0]->elemType;
    double start = in[0]->getF(0), limit = in[1]->getF(0),
           delta = in[2]->getF(0);
    if (delta == 0)
      return fail("delta 0");
    int64_t n = std::max<int64_t>(
        0, static_cast<int64_t>(std::ceil((limit - start) / delta)));
    out.shape = {n};
    for (int64_t i = 0; i < n; ++i)
      out.push(start + i * delta);
    return done({out});
  }
  if (op == "Expand") {
    std::vector<int64_t> target = in[1]->toInts();
    SmallVector<int64_t> shape;
    if (!broadcastShapes(
            {in[0]->shape, SmallVector<int64_t>(target.begin(), target.end())},
            shape))
      return fail("shapes do not broadcast");
    Literal out;
    out.elemType = in[0]->elemType;
    out.shape = shape;
    for (int64_t i = 0, n = product(shape); i < n; ++i) {
      int64_t j = broadcastIndex(i, shape, in[0]->shape);
      if (out.isFloat())
        out.floats.push_back(in[0]->floats[j]);
      else
        out.ints.push_back(in[0]->ints[j]);
    }
    return done({out});
  }

  // Element-wise arithmetic, on integers exactly, on floats in double.
  ElemType t = in.empty() ? TP::FLOAT : in[0]->elemType;
  bool isInt = !isFloatType(t);
  if (op == "Add" || op == "Sub" || op == "Mul" || op == "Div" || op == "Max" ||
      op == "Min" || op == "Mod") {
    if (in.size() != 2)
      return notFolded();
    return foldElementwise(in, t, [&](ArrayRef<double> a) -> double {
      double x = a[0], y = a[1];
      if (op == "Add")
        return x + y;
      if (op == "Sub")
        return x - y;
      if (op == "Mul")
        return x * y;
      if (op == "Max")
        return std::max(x, y);
      if (op == "Min")
        return std::min(x, y);
      if (op == "Mod")
        return y == 0 ? 0 : std::fmod(x, y);
      if (isInt)
        return y == 0 ? 0 : std::trunc(x / y);
      return x / y;
    });
  }
  if (op == "Equal" || op == "Less" || op == "Greater" || op == "LessOrEqual" ||
      op == "GreaterOrEqual")
    return foldElementwise(in, TP::BOOL, [&](ArrayRef<double> a) -> double {
      if (op == "Equal")
        return a[0] == a[1];
      if (op == "Less")
        return a[0] < a[1];
      if (op == "Greater")
        return a[0] > a[1];
      if (op == "LessOrEqual")
        return a[0] <= a[1];
      return a[0] >= a[1];
    });
  if (op == "Where")
    return foldElementwise(
        in, in[1]->elemType,
        [&](ArrayRef<double> a) -> double { return a[0] != 0 ? a[1] : a[2]; });
  if (op == "Not")
    return foldElementwise(
        in, TP::BOOL, [&](ArrayRef<double> a) -> double { return a[0] == 0; });
  if (op == "Neg" || op == "Abs" || op == "Sqrt" || op == "Floor" ||
      op == "Ceil")
    return foldElementwise(in, t, [&](ArrayRef<double> a) -> double {
      if (op == "Neg")
        return -a[0];
      if (op == "Abs")
        return std::fabs(a[0]);
      if (op == "Floor")
        return std::floor(a[0]);
      if (op == "Ceil")
        return std::ceil(a[0]);
      return std::sqrt(a[0]);
    });
  return notFolded();
}
