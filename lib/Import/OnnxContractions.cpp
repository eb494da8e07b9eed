//===- OnnxContractions.cpp - ONNX import: contractions -------------------===//
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
// Contractions
//===----------------------------------------------------------------------===//

LogicalResult ImportState::emitMatMul() {
  RankedTensorType outType = resultType(0);
  Value a = input(0), bv = input(1);
  if (!outType || !a || !bv)
    return failure();
  auto at = cast<RankedTensorType>(a.getType());
  auto bt = cast<RankedTensorType>(bv.getType());
  Type et = outType.getElementType();
  if (!isa<FloatType>(et))
    return error() << "integer matmul is not supported", failure();
  // 1-D operands: promote, multiply, drop the added dimension (the result
  // type from shape inference already lacks it).
  if (at.getRank() == 1)
    a = reshape(a, {1, at.getDimSize(0)});
  if (bt.getRank() == 1)
    bv = reshape(bv, {bt.getDimSize(0), 1});
  at = cast<RankedTensorType>(a.getType());
  bt = cast<RankedTensorType>(bv.getType());
  int64_t m = at.getDimSize(at.getRank() - 2);
  int64_t nn = bt.getDimSize(bt.getRank() - 1);
  SmallVector<int64_t> batch;
  {
    SmallVector<int64_t> ab(at.getShape().drop_back(2)),
        bb(bt.getShape().drop_back(2));
    size_t r = std::max(ab.size(), bb.size());
    batch.assign(r, 1);
    for (size_t i = 0; i < r; ++i) {
      int64_t x = i + ab.size() >= r ? ab[i + ab.size() - r] : 1;
      int64_t y = i + bb.size() >= r ? bb[i + bb.size() - r] : 1;
      batch[i] = std::max(x, y);
    }
  }
  SmallVector<int64_t> fullShape(batch);
  fullShape.push_back(m);
  fullShape.push_back(nn);
  Value acc = filled(fullShape, et, 0.0);
  Value result;
  if (at.getRank() == 2 && bt.getRank() == 2) {
    result = linalg::MatmulOp::create(b, loc, TypeRange{acc.getType()},
                                      ValueRange{a, bv}, ValueRange{acc})
                 .getResult(0);
  } else if (at.getRank() == 3 && bt.getRank() == 3 &&
             at.getDimSize(0) == bt.getDimSize(0)) {
    result = linalg::BatchMatmulOp::create(b, loc, TypeRange{acc.getType()},
                                           ValueRange{a, bv}, ValueRange{acc})
                 .getResult(0);
  } else {
    // Generic contraction with broadcast batch dimensions:
    // loops (batch..., m, n, k).
    unsigned nb = batch.size(), rank = nb + 3;
    auto d = [&](unsigned i) { return getAffineDimExpr(i, ctx); };
    auto operandMap = [&](RankedTensorType t, bool isA) {
      SmallVector<AffineExpr> e;
      unsigned tb = t.getRank() - 2;
      for (unsigned i = 0; i < tb; ++i) {
        unsigned loop = nb - tb + i;
        e.push_back(t.getDimSize(i) == 1 && batch[loop] != 1
                        ? getAffineConstantExpr(0, ctx)
                        : d(loop));
      }
      if (isA) {
        e.push_back(d(nb));
        e.push_back(d(nb + 2));
      } else {
        e.push_back(d(nb + 2));
        e.push_back(d(nb + 1));
      }
      return AffineMap::get(rank, 0, e, ctx);
    };
    SmallVector<AffineExpr> oe;
    for (unsigned i = 0; i < nb + 2; ++i)
      oe.push_back(d(i));
    SmallVector<utils::IteratorType> its(nb + 2, utils::IteratorType::parallel);
    its.push_back(utils::IteratorType::reduction);
    result = generic({a, bv}, {operandMap(at, true), operandMap(bt, false)},
                     {acc}, {AffineMap::get(rank, 0, oe, ctx)}, its,
                     [](OpBuilder &nb2, Location l, ValueRange x) {
                       Value p = arith::MulFOp::create(nb2, l, x[0], x[1]);
                       return SmallVector<Value>{
                           arith::AddFOp::create(nb2, l, x[2], p)};
                     });
  }
  setResult(0, reshape(result, outType.getShape()));
  return success();
}

LogicalResult ImportState::emitGemm() {
  RankedTensorType outType = resultType(0);
  Value a = input(0), bv = input(1);
  if (!outType || !a || !bv)
    return failure();
  if (attrInt("transA", 0))
    a = transpose(a, {1, 0});
  if (attrInt("transB", 0))
    bv = transpose(bv, {1, 0});
  Type et = outType.getElementType();
  Value acc = filled(outType.getShape(), et, 0.0);
  Value mm = linalg::MatmulOp::create(b, loc, TypeRange{outType},
                                      ValueRange{a, bv}, ValueRange{acc})
                 .getResult(0);
  double alpha = attrFloat("alpha", 1.0f), beta = attrFloat("beta", 1.0f);
  SmallVector<Value> ins{mm};
  if (hasInput(2) && beta != 0) {
    Value c = input(2);
    if (!c)
      return failure();
    ins.push_back(c);
  }
  if (alpha == 1.0 && ins.size() == 1) {
    setResult(0, mm);
    return success();
  }
  setResult(
      0,
      elementwise(ins, outType, [&](OpBuilder &nb, Location l, ValueRange x) {
        Value r = x[0];
        if (alpha != 1.0)
          r = arith::MulFOp::create(nb, l, r, cst(nb, l, et, alpha));
        if (x.size() > 1) {
          Value c = x[1];
          if (beta != 1.0)
            c = arith::MulFOp::create(nb, l, c, cst(nb, l, et, beta));
          r = arith::AddFOp::create(nb, l, r, c);
        }
        return r;
      }));
  return success();
}

LogicalResult ImportState::emitEinsum() {
  // ONNX 1.12 infers only the rank of Einsum: the shape comes from the
  // operands' letters below.
  std::string eq = attrString("equation", "");
  eq.erase(std::remove(eq.begin(), eq.end(), ' '), eq.end());
  if (eq.find("...") != std::string::npos)
    return error() << "equation '" << eq << "': ellipsis is not supported",
           failure();
  size_t arrow = eq.find("->");
  if (arrow == std::string::npos)
    return error() << "equation '" << eq << "' has no explicit output ('->')",
           failure();
  std::string lhs = eq.substr(0, arrow), out = eq.substr(arrow + 2);
  SmallVector<std::string> terms;
  size_t start = 0;
  while (true) {
    size_t comma = lhs.find(',', start);
    terms.push_back(lhs.substr(start, comma - start));
    if (comma == std::string::npos)
      break;
    start = comma + 1;
  }
  if (static_cast<int>(terms.size()) != node->input_size())
    return error() << "equation '" << eq << "' has " << terms.size()
                   << " operands, the node " << node->input_size(),
           failure();
  // Loops: output letters (parallel), then the summed ones (reduction).
  std::string letters = out;
  for (const std::string &t : terms)
    for (char ch : t)
      if (letters.find(ch) == std::string::npos)
        letters.push_back(ch);
  unsigned rank = letters.size();
  SmallVector<Value> ins;
  SmallVector<AffineMap> maps;
  for (size_t i = 0; i < terms.size(); ++i) {
    Value v = input(i);
    if (!v)
      return failure();
    auto t = cast<RankedTensorType>(v.getType());
    if (t.getRank() != static_cast<int64_t>(terms[i].size()) ||
        std::set<char>(terms[i].begin(), terms[i].end()).size() !=
            terms[i].size())
      return error() << "equation '" << eq << "': operand " << i
                     << " does not match its term (or repeats a letter)",
             failure();
    SmallVector<AffineExpr> e;
    for (char ch : terms[i])
      e.push_back(getAffineDimExpr(letters.find(ch), ctx));
    ins.push_back(v);
    maps.push_back(AffineMap::get(rank, 0, e, ctx));
  }
  std::map<char, int64_t> sizes;
  for (size_t i = 0; i < terms.size(); ++i)
    for (size_t j = 0; j < terms[i].size(); ++j) {
      int64_t s = cast<RankedTensorType>(ins[i].getType()).getDimSize(j);
      auto [it, fresh] = sizes.emplace(terms[i][j], s);
      if (!fresh && it->second != s)
        return error() << "equation '" << eq << "': letter '" << terms[i][j]
                       << "' has sizes " << it->second << " and " << s,
               failure();
    }
  SmallVector<int64_t> outShape;
  for (char ch : out) {
    if (!sizes.count(ch))
      return error() << "equation '" << eq << "': output letter '" << ch
                     << "' is in no operand",
             failure();
    outShape.push_back(sizes[ch]);
  }
  auto outType = RankedTensorType::get(
      outShape, cast<RankedTensorType>(ins[0].getType()).getElementType());
  SmallVector<utils::IteratorType> its;
  SmallVector<AffineExpr> oe;
  for (unsigned i = 0; i < rank; ++i) {
    its.push_back(i < out.size() ? utils::IteratorType::parallel
                                 : utils::IteratorType::reduction);
    if (i < out.size())
      oe.push_back(getAffineDimExpr(i, ctx));
  }
  Value acc = filled(outType.getShape(), outType.getElementType(), 0.0);
  setResult(0, generic(ins, maps, {acc}, {AffineMap::get(rank, 0, oe, ctx)},
                       its, [](OpBuilder &nb, Location l, ValueRange x) {
                         Value p = x[0];
                         for (Value v : x.drop_front().drop_back())
                           p = ArithBuilder(nb, l).mul(p, v);
                         return SmallVector<Value>{
                             ArithBuilder(nb, l).add(x.back(), p)};
                       }));
  return success();
}
