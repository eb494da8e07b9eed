//===- Cost.cpp - static work estimates of kernels ------------------------===//
//
// Part of kgen.
//
//===----------------------------------------------------------------------===//

#include "kgen/Analysis/Cost.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/LinalgInterfaces.h"
#include "mlir/IR/BuiltinTypes.h"

#include <algorithm>

using namespace mlir;
using namespace mlir::kgen;

double mlir::kgen::countFlops(Operation *root) {
  double flops = 0;
  root->walk([&](linalg::LinalgOp op) {
    std::optional<SmallVector<int64_t, 4>> ranges = op.getStaticLoopRanges();
    if (!ranges || llvm::any_of(*ranges, ShapedType::isDynamic))
      return;
    double iterations = 1;
    for (int64_t r : *ranges)
      iterations *= r;
    int64_t ops = 0;
    op->getRegion(0).walk([&](Operation *inner) {
      Dialect *dialect = inner->getDialect();
      if (!dialect || isa<arith::ConstantOp>(inner))
        return;
      StringRef name = dialect->getNamespace();
      if (name == "arith" || name == "math")
        ++ops;
    });
    flops += iterations * ops;
  });
  return flops;
}

double mlir::kgen::countOperandBytes(func::FuncOp func) {
  double bytes = 0;
  auto add = [&](TypeRange types) {
    for (Type type : types) {
      auto shaped = dyn_cast<ShapedType>(type);
      if (!shaped || !shaped.hasStaticShape() ||
          !shaped.getElementType().isIntOrIndexOrFloat())
        continue;
      unsigned bits = shaped.getElementType().isIndex()
                          ? 64
                          : shaped.getElementType().getIntOrFloatBitWidth();
      bytes +=
          static_cast<double>(shaped.getNumElements()) * std::max(1u, bits / 8);
    }
  };
  add(func.getArgumentTypes());
  add(func.getResultTypes());
  return bytes;
}

double mlir::kgen::estimateRooflineMs(func::FuncOp func, double peakGflops,
                                      double bandwidthGbps) {
  double computeMs = peakGflops > 0 ? countFlops(func) / (peakGflops * 1e6) : 0;
  double memoryMs =
      bandwidthGbps > 0 ? countOperandBytes(func) / (bandwidthGbps * 1e6) : 0;
  return std::max(computeMs, memoryMs);
}
