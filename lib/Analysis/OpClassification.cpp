//===- OpClassification.cpp - classify structured ops ---------------------===//
//
// Part of kgen.
//
//===----------------------------------------------------------------------===//

#include "kgen/Analysis/OpClassification.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/IR/LinalgInterfaces.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"

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

bool mlir::kgen::isRecomputable(Operation *op) {
  auto generic = dyn_cast<linalg::GenericOp>(op);
  if (!generic || generic.getNumResults() != 1 ||
      classifyOp(op) != OpClass::elementwise)
    return false;
  if (!generic.getBody()->getOps<tensor::ExtractOp>().empty())
    return false;
  AffineMap resultMap =
      generic.getMatchingIndexingMap(generic.getDpsInitOperand(0));
  unsigned full = 0;
  for (OpOperand &operand : generic->getOpOperands()) {
    if (!generic.payloadUsesValueFromOperand(&operand))
      continue;
    AffineMap map = generic.getMatchingIndexingMap(&operand);
    if (map.getNumResults() < map.getNumDims())
      continue; // broadcast along some loop, or a scalar
    if (map != resultMap)
      return false; // a transposed read
    ++full;
  }
  return full <= 1;
}

bool mlir::kgen::mayRecomputeInto(Operation *user) {
  std::optional<OpClass> opClass = classifyOp(user);
  return opClass &&
         (*opClass == OpClass::elementwise || *opClass == OpClass::reduction);
}
