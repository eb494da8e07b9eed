//===- OpClassification.cpp - classify structured ops ---------------------===//
//
// Part of kgen.
//
//===----------------------------------------------------------------------===//

#include "kgen/Analysis/OpClassification.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/IR/LinalgInterfaces.h"

using namespace mlir;
using namespace mlir::kgen;

/// A convolution-shaped op is pooling when its body never reads the window
/// (filter) operand, which then only carries the window's shape.
static bool isPooling(linalg::LinalgOp op) {
  if (op.getNumDpsInputs() != 2)
    return false;
  return !op.payloadUsesValueFromOperand(op.getDpsInputOperand(1));
}

std::optional<OpClass> mlir::kgen::classifyOp(Operation *op) {
  if (isa<linalg::SoftmaxOp>(op))
    return OpClass::reduction;
  auto linalgOp = dyn_cast<linalg::LinalgOp>(op);
  if (!linalgOp)
    return std::nullopt;

  bool projectedPermutations =
      llvm::all_of(linalgOp.getIndexingMapsArray(),
                   [](AffineMap map) { return map.isProjectedPermutation(); });
  if (linalgOp.getNumReductionLoops() == 0) {
    if (projectedPermutations)
      return OpClass::elementwise;
    return std::nullopt;
  }
  if (linalg::isaConvolutionOpInterface(linalgOp))
    return isPooling(linalgOp) ? OpClass::pooling : OpClass::convolution;
  if (!projectedPermutations)
    return std::nullopt;
  if (linalg::isaContractionOpInterface(linalgOp))
    return OpClass::contraction;
  return OpClass::reduction;
}
