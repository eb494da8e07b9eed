//===- OnnxConvPool.cpp - ONNX import: conv and pools ---------------------===//
//
// Part of kgen. docs/import.md lists the ops and how each is expressed.
//
//===----------------------------------------------------------------------===//

#include "OnnxBuilders.h"
#include "OnnxEmitter.h"

#include "Kgen/IR/KgenOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <set>

using namespace mlir;
using namespace mlir::kgen;
using namespace mlir::kgen::onnx_import;
using TP = onnx::TensorProto;

//===----------------------------------------------------------------------===//
// Convolution and pooling
//===----------------------------------------------------------------------===//

LogicalResult ImportState::emitConv() {
  RankedTensorType outType = resultType(0);
  Value x = input(0), w = input(1);
  if (!outType || !x || !w)
    return failure();
  auto xt = cast<RankedTensorType>(x.getType());
  auto wt = cast<RankedTensorType>(w.getType());
  Type et = outType.getElementType();
  int64_t k = xt.getRank() - 2;
  if (k < 1 || k > 3)
    return error() << k << " spatial dimensions are not supported", failure();
  int64_t groups = attrInt("group", 1);
  SmallVector<int64_t> kernel(wt.getShape().drop_front(2));
  std::vector<int64_t> strides =
      attrInts("strides").value_or(std::vector<int64_t>(k, 1));
  std::vector<int64_t> dil =
      attrInts("dilations").value_or(std::vector<int64_t>(k, 1));
  std::vector<int64_t> pads =
      attrInts("pads").value_or(std::vector<int64_t>(2 * k, 0));
  std::string autoPad = attrString("auto_pad", "NOTSET");
  SmallVector<int64_t> lo(k), hi(k);
  for (int64_t i = 0; i < k; ++i) {
    int64_t in = xt.getDimSize(2 + i), o = outType.getDimSize(2 + i);
    int64_t need = (o - 1) * strides[i] + (kernel[i] - 1) * dil[i] + 1;
    if (autoPad == "SAME_UPPER" || autoPad == "SAME_LOWER") {
      int64_t total = std::max<int64_t>(0, need - in);
      lo[i] = autoPad == "SAME_UPPER" ? total / 2 : total - total / 2;
    } else {
      lo[i] = autoPad == "VALID" ? 0 : pads[i];
    }
    hi[i] = std::max<int64_t>(0, need - in - lo[i]);
  }
  SmallVector<int64_t> lo2{0, 0}, hi2{0, 0};
  lo2.append(lo);
  hi2.append(hi);
  Value xp = pad(x, lo2, hi2, 0.0);
  auto xpt = cast<RankedTensorType>(xp.getType());
  int64_t cin = xt.getDimSize(1), cout = wt.getDimSize(0);
  Value acc = filled(outType.getShape(), et, 0.0);
  Value conv;
  NamedAttribute stridesAttr =
      b.getNamedAttr("strides", i64Elements(b, strides));
  NamedAttribute dilAttr = b.getNamedAttr("dilations", i64Elements(b, dil));
  if (groups == 1 && k == 1) {
    conv = linalg::Conv1DNcwFcwOp::create(b, loc, TypeRange{outType},
                                          ValueRange{xp, w}, ValueRange{acc},
                                          {stridesAttr, dilAttr})
               .getResult(0);
  } else if (groups == 1 && k == 2) {
    conv = linalg::Conv2DNchwFchwOp::create(b, loc, TypeRange{outType},
                                            ValueRange{xp, w}, ValueRange{acc},
                                            {stridesAttr, dilAttr})
               .getResult(0);
  } else if (groups == 1 && k == 3) {
    conv = linalg::Conv3DNcdhwFcdhwOp::create(
               b, loc, TypeRange{outType}, ValueRange{xp, w}, ValueRange{acc},
               {stridesAttr, dilAttr})
               .getResult(0);
  } else if (k == 2 && groups == cin && cout == cin) {
    Value w3 = reshape(w, {cin, kernel[0], kernel[1]});
    conv = linalg::DepthwiseConv2DNchwChwOp::create(
               b, loc, TypeRange{outType}, ValueRange{xp, w3}, ValueRange{acc},
               {stridesAttr, dilAttr})
               .getResult(0);
  } else {
    // Grouped: input [N, G, Cg, I...], weight [G, OCg, Cg, K...],
    // result [N, G, OCg, O...].
    int64_t cg = cin / groups, ocg = cout / groups, nBatch = xt.getDimSize(0);
    SmallVector<int64_t> xs{nBatch, groups, cg};
    xs.append(xpt.getShape().begin() + 2, xpt.getShape().end());
    SmallVector<int64_t> ws{groups, ocg, cg};
    ws.append(kernel);
    SmallVector<int64_t> os{nBatch, groups, ocg};
    os.append(outType.getShape().begin() + 2, outType.getShape().end());
    Value xg = reshape(xp, xs), wg = reshape(w, ws);
    Value accg = filled(os, et, 0.0);
    auto osType = RankedTensorType::get(os, et);
    if (k == 2) {
      conv = linalg::Conv2DNgchwGfchwOp::create(
                 b, loc, TypeRange{osType}, ValueRange{xg, wg},
                 ValueRange{accg}, {stridesAttr, dilAttr})
                 .getResult(0);
    } else {
      // Loops: n, g, oc, o_1..o_k, ic, k_1..k_k.
      unsigned rank = 4 + 2 * k;
      auto d = [&](unsigned i) { return getAffineDimExpr(i, ctx); };
      SmallVector<AffineExpr> xe{d(0), d(1), d(3 + k)},
          we{d(1), d(2), d(3 + k)}, oe{d(0), d(1), d(2)};
      for (int64_t i = 0; i < k; ++i) {
        xe.push_back(d(3 + i) * strides[i] + d(4 + k + i) * dil[i]);
        we.push_back(d(4 + k + i));
        oe.push_back(d(3 + i));
      }
      SmallVector<utils::IteratorType> its(3 + k,
                                           utils::IteratorType::parallel);
      its.append(1 + k, utils::IteratorType::reduction);
      conv = generic(
          {xg, wg},
          {AffineMap::get(rank, 0, xe, ctx), AffineMap::get(rank, 0, we, ctx)},
          {accg}, {AffineMap::get(rank, 0, oe, ctx)}, its,
          [](OpBuilder &nb, Location l, ValueRange a) {
            Value p = arith::MulFOp::create(nb, l, a[0], a[1]);
            return SmallVector<Value>{arith::AddFOp::create(nb, l, a[2], p)};
          });
    }
    conv = reshape(conv, outType.getShape());
  }
  if (hasInput(2)) {
    Value bias = input(2);
    if (!bias)
      return failure();
    unsigned rank = outType.getRank();
    conv = elementwiseMaps(
        {conv, bias}, {b.getMultiDimIdentityMap(rank), channelMap(rank)},
        outType, [](OpBuilder &nb, Location l, ValueRange a) {
          return arith::AddFOp::create(nb, l, a[0], a[1]).getResult();
        });
  }
  setResult(0, conv);
  return success();
}

LogicalResult ImportState::emitConvTranspose() {
  RankedTensorType outType = resultType(0);
  Value x = input(0), w = input(1);
  if (!outType || !x || !w)
    return failure();
  auto xt = cast<RankedTensorType>(x.getType());
  auto wt = cast<RankedTensorType>(w.getType());
  Type et = outType.getElementType();
  if (!isa<FloatType>(et))
    return error() << "integer operands are not supported", failure();
  int64_t k = xt.getRank() - 2;
  if (k < 1 || k > 3)
    return error() << k << " spatial dimensions are not supported", failure();
  if (wt.getRank() != k + 2)
    return error() << "the weight has rank " << wt.getRank() << ", expected "
                   << k + 2,
           failure();
  int64_t groups = attrInt("group", 1);
  int64_t cin = xt.getDimSize(1);
  if (groups < 1 || cin % groups != 0 || wt.getDimSize(0) != cin)
    return error() << "group = " << groups << " does not divide the " << cin
                   << " input channels, or the weight's first dimension ("
                   << wt.getDimSize(0) << ") is not the input channel count",
           failure();
  int64_t cout = groups * wt.getDimSize(1);
  SmallVector<int64_t> kernel(wt.getShape().drop_front(2));
  if (auto ks = attrInts("kernel_shape"))
    if (ArrayRef<int64_t>(*ks) != ArrayRef<int64_t>(kernel))
      return error() << "kernel_shape does not match the weight's shape",
             failure();
  auto ints = [&](StringRef name, int64_t n,
                  int64_t dflt) -> FailureOr<std::vector<int64_t>> {
    std::vector<int64_t> v =
        attrInts(name).value_or(std::vector<int64_t>(n, dflt));
    if (static_cast<int64_t>(v.size()) != n) {
      error() << name << " has " << v.size() << " entries, expected " << n;
      return failure();
    }
    return v;
  };
  auto strides = ints("strides", k, 1), dil = ints("dilations", k, 1),
       outPad = ints("output_padding", k, 0), pads = ints("pads", 2 * k, 0);
  if (failed(strides) || failed(dil) || failed(outPad) || failed(pads))
    return failure();
  std::optional<std::vector<int64_t>> outShapeAttr = attrInts("output_shape");
  if (outShapeAttr) {
    // output_shape may list all dimensions or only the spatial ones.
    if (static_cast<int64_t>(outShapeAttr->size()) == k + 2)
      outShapeAttr->erase(outShapeAttr->begin(), outShapeAttr->begin() + 2);
    if (static_cast<int64_t>(outShapeAttr->size()) != k)
      return error() << "output_shape has " << outShapeAttr->size()
                     << " entries, expected " << k,
             failure();
  }
  std::string autoPad = attrString("auto_pad", "NOTSET");
  if (autoPad != "NOTSET" && autoPad != "VALID" && autoPad != "SAME_UPPER" &&
      autoPad != "SAME_LOWER")
    return error() << "unknown auto_pad '" << autoPad << "'", failure();
  // The begin padding and the expected output size per spatial dimension
  // (ONNX ConvTranspose: the end padding is whatever makes the output size).
  SmallVector<int64_t> padsBegin(k), expected(k);
  for (int64_t i = 0; i < k; ++i) {
    int64_t in = xt.getDimSize(2 + i);
    int64_t s = (*strides)[i], d = (*dil)[i], op = (*outPad)[i];
    if (s < 1 || d < 1)
      return error() << "strides and dilations must be positive", failure();
    int64_t full = s * (in - 1) + op + (kernel[i] - 1) * d + 1;
    if (outShapeAttr || autoPad == "SAME_UPPER" || autoPad == "SAME_LOWER") {
      int64_t target = outShapeAttr ? (*outShapeAttr)[i] : in * s;
      int64_t total = full - target;
      padsBegin[i] = autoPad == "SAME_UPPER" ? total / 2 : total - total / 2;
      expected[i] = target;
    } else if (autoPad == "VALID") {
      padsBegin[i] = 0;
      expected[i] = full;
    } else {
      padsBegin[i] = (*pads)[i];
      expected[i] = full - (*pads)[i] - (*pads)[k + i];
    }
    if (padsBegin[i] < 0)
      return error() << "negative begin padding (" << padsBegin[i]
                     << " in spatial dimension " << i << ") is not supported",
             failure();
    // Positions past the last one the input reaches can only come from
    // output_padding, which must stay below max(stride, dilation).
    int64_t reach = s * (in - 1) + (kernel[i] - 1) * d + 1 - padsBegin[i];
    if (expected[i] > reach + std::max(s, d) - 1)
      return error() << "output size " << expected[i]
                     << " in spatial dimension " << i << " exceeds the "
                     << reach << " positions the input reaches by "
                     << expected[i] - reach
                     << " (output_padding must be less than max(stride, "
                        "dilation))",
             failure();
  }
  SmallVector<int64_t> outShape{xt.getDimSize(0), cout};
  outShape.append(expected);
  if (outType.getShape() != ArrayRef<int64_t>(outShape)) {
    InFlightDiagnostic diag = error();
    diag << "the inferred result shape [";
    llvm::interleaveComma(outType.getShape(), diag);
    diag << "] is not the shape the attributes give [";
    llvm::interleaveComma(outShape, diag);
    diag << "]";
    return failure();
  }
  for (int64_t i = 0; i < k; ++i)
    if (outShape[2 + i] < 1)
      return error() << "the output is empty in spatial dimension " << i,
             failure();
  // Zero-filled destination: the op accumulates into its init.
  Value init = filled(outShape, et, 0.0);
  Value r = ConvTransposeOp::create(b, loc, x, w, init, *strides, *dil,
                                    padsBegin, groups)
                .getResult();
  if (hasInput(2)) {
    Value bias = input(2);
    if (!bias)
      return failure();
    unsigned rank = outType.getRank();
    r = elementwiseMaps(
        {r, bias}, {b.getMultiDimIdentityMap(rank), channelMap(rank)}, outType,
        [](OpBuilder &nb, Location l, ValueRange a) {
          return arith::AddFOp::create(nb, l, a[0], a[1]).getResult();
        });
  }
  setResult(0, r);
  return success();
}

LogicalResult ImportState::emitPool(const std::string &op) {
  RankedTensorType outType = resultType(0);
  Value x = input(0);
  if (!outType || !x)
    return failure();
  auto xt = cast<RankedTensorType>(x.getType());
  Type et = outType.getElementType();
  int64_t k = xt.getRank() - 2;
  bool isMax = op == "MaxPool" || op == "GlobalMaxPool";
  if (op == "GlobalAveragePool" || op == "GlobalMaxPool") {
    SmallVector<int64_t> axes;
    for (int64_t i = 0; i < k; ++i)
      axes.push_back(2 + i);
    Value r = reduce(x, axes, isMax ? -kInf : 0.0,
                     [&](OpBuilder &nb, Location l, ValueRange a) {
                       return isMax ? maxV(nb, l, a[0], a[1])
                                    : ArithBuilder(nb, l).add(a[0], a[1]);
                     });
    if (!isMax) {
      int64_t n = product(xt.getShape().drop_front(2));
      auto rt = cast<RankedTensorType>(r.getType());
      r = elementwise({r}, rt, [&](OpBuilder &nb, Location l, ValueRange a) {
        return divV(nb, l, a[0], cst(nb, l, et, double(n)));
      });
    }
    setResult(0, reshape(r, outType.getShape()));
    return success();
  }
  if (op == "MaxPool" && resultUsed(1))
    return error() << "the Indices output is not supported", failure();
  if (k < 1 || k > 3)
    return error() << k << " spatial dimensions are not supported", failure();
  std::optional<std::vector<int64_t>> kernelAttr = attrInts("kernel_shape");
  if (!kernelAttr || static_cast<int64_t>(kernelAttr->size()) != k)
    return error() << "kernel_shape is missing or of the wrong size", failure();
  std::vector<int64_t> kernel = *kernelAttr;
  std::vector<int64_t> strides =
      attrInts("strides").value_or(std::vector<int64_t>(k, 1));
  std::vector<int64_t> dil =
      attrInts("dilations").value_or(std::vector<int64_t>(k, 1));
  std::vector<int64_t> pads =
      attrInts("pads").value_or(std::vector<int64_t>(2 * k, 0));
  std::string autoPad = attrString("auto_pad", "NOTSET");
  bool includePad = attrInt("count_include_pad", 0);
  SmallVector<int64_t> lo(k), hi(k), declHi(k);
  for (int64_t i = 0; i < k; ++i) {
    int64_t in = xt.getDimSize(2 + i), o = outType.getDimSize(2 + i);
    int64_t need = (o - 1) * strides[i] + (kernel[i] - 1) * dil[i] + 1;
    if (autoPad == "SAME_UPPER" || autoPad == "SAME_LOWER") {
      int64_t total = std::max<int64_t>(0, need - in);
      lo[i] = autoPad == "SAME_UPPER" ? total / 2 : total - total / 2;
      declHi[i] = total - lo[i];
    } else if (autoPad == "VALID") {
      lo[i] = declHi[i] = 0;
    } else {
      lo[i] = pads[i];
      declHi[i] = pads[k + i];
    }
    hi[i] = std::max<int64_t>(0, need - in - lo[i]);
  }
  SmallVector<int64_t> lo2{0, 0}, hi2{0, 0};
  lo2.append(lo);
  hi2.append(hi);
  Value xp = pad(x, lo2, hi2, isMax ? -kInf : 0.0);
  Value acc = filled(outType.getShape(), et, isMax ? -kInf : 0.0);
  Value window = empty(SmallVector<int64_t>(kernel.begin(), kernel.end()), et);
  NamedAttribute stridesAttr =
      b.getNamedAttr("strides", i64Elements(b, strides));
  NamedAttribute dilAttr = b.getNamedAttr("dilations", i64Elements(b, dil));
  Value r;
  ValueRange ins{xp, window};
  if (k == 1 && isMax)
    r = linalg::PoolingNcwMaxOp::create(b, loc, TypeRange{outType},
                                        ValueRange{xp, window}, ValueRange{acc},
                                        {stridesAttr, dilAttr})
            .getResult(0);
  else if (k == 1)
    r = linalg::PoolingNcwSumOp::create(b, loc, TypeRange{outType},
                                        ValueRange{xp, window}, ValueRange{acc},
                                        {stridesAttr, dilAttr})
            .getResult(0);
  else if (k == 2 && isMax)
    r = linalg::PoolingNchwMaxOp::create(
            b, loc, TypeRange{outType}, ValueRange{xp, window}, ValueRange{acc},
            {stridesAttr, dilAttr})
            .getResult(0);
  else if (k == 2)
    r = linalg::PoolingNchwSumOp::create(
            b, loc, TypeRange{outType}, ValueRange{xp, window}, ValueRange{acc},
            {stridesAttr, dilAttr})
            .getResult(0);
  else {
    // Loops: n, c, o_1..o_k, k_1..k_k.
    unsigned rank = 2 + 2 * k;
    auto d = [&](unsigned i) { return getAffineDimExpr(i, ctx); };
    SmallVector<AffineExpr> xe{d(0), d(1)}, we, oe{d(0), d(1)};
    for (int64_t i = 0; i < k; ++i) {
      xe.push_back(d(2 + i) * strides[i] + d(2 + k + i) * dil[i]);
      we.push_back(d(2 + k + i));
      oe.push_back(d(2 + i));
    }
    SmallVector<utils::IteratorType> its(2 + k, utils::IteratorType::parallel);
    its.append(k, utils::IteratorType::reduction);
    r = generic(
        {xp, window},
        {AffineMap::get(rank, 0, xe, ctx), AffineMap::get(rank, 0, we, ctx)},
        {acc}, {AffineMap::get(rank, 0, oe, ctx)}, its,
        [&](OpBuilder &nb, Location l, ValueRange a) {
          return SmallVector<Value>{isMax
                                        ? maxV(nb, l, a[2], a[0])
                                        : ArithBuilder(nb, l).add(a[2], a[0])};
        });
  }
  if (!isMax) {
    // Divide by the number of window positions counted at each output
    // position (all of the declared padding when count_include_pad).
    SmallVector<int64_t> oshape(outType.getShape().drop_front(2));
    SmallVector<SmallVector<int64_t>> perDim(k);
    for (int64_t i = 0; i < k; ++i) {
      int64_t in = xt.getDimSize(2 + i);
      int64_t from = includePad ? -lo[i] : 0,
              to = includePad ? in + declHi[i] : in;
      for (int64_t o = 0; o < oshape[i]; ++o) {
        int64_t c = 0;
        for (int64_t j = 0; j < kernel[i]; ++j) {
          int64_t p = o * strides[i] - lo[i] + j * dil[i];
          c += p >= from && p < to;
        }
        perDim[i].push_back(c);
      }
    }
    Literal counts;
    counts.elemType = TP::FLOAT;
    counts.shape = oshape;
    int64_t total = product(oshape);
    bool uniform = true;
    for (int64_t f = 0; f < total; ++f) {
      int64_t rem = f, c = 1;
      for (int64_t i = k - 1; i >= 0; --i) {
        c *= perDim[i][rem % oshape[i]];
        rem /= oshape[i];
      }
      counts.floats.push_back(std::max<int64_t>(c, 1));
      uniform &= counts.floats.back() == counts.floats.front();
    }
    if (uniform) {
      double c = counts.floats.front();
      r = elementwise({r}, outType,
                      [&](OpBuilder &nb, Location l, ValueRange a) {
                        return divV(nb, l, a[0], cst(nb, l, et, c));
                      });
    } else {
      if (!et.isF32())
        return error() << "count_include_pad=0 with padding needs f32",
               failure();
      Value cnt = constantTensor(counts);
      r = elementwise({r, cnt}, outType,
                      [&](OpBuilder &nb, Location l, ValueRange a) {
                        return divV(nb, l, a[0], a[1]);
                      });
    }
  }
  setResult(0, r);
  return success();
}
