//===- IndexBounds.cpp - integer arguments a kernel uses as indices ------===//
//
// Part of kgen.
//
//===----------------------------------------------------------------------===//
//
// A kernel that reads `tensor.extract %t[%row, %target]` with %target taken
// from an integer argument (a cross-entropy loss's class targets) is only
// defined for targets within the dimension: PyTorch rejects others, and the
// kernel reads out of bounds on them. The validator must generate such an
// argument's values in range; this analysis finds the range.
//
//===----------------------------------------------------------------------===//

#include "kgen/Validate/Validate.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "llvm/ADT/DenseSet.h"

#include <limits>

using namespace mlir;

namespace {
/// Follows the values of one argument forward and keeps the smallest bound
/// of the dimensions they index.
struct IndexUseWalker {
  std::optional<int64_t> bound;
  llvm::DenseSet<Value> seen;
  SmallVector<Value> worklist;

  void follow(Value value) {
    if (seen.insert(value).second)
      worklist.push_back(value);
  }

  /// An index into dimension `dim` of `type`, over `extent` elements from
  /// the index on with stride `stride` (1 and 1 for an element).
  void limit(Type type, unsigned dim, int64_t extent = 1, int64_t stride = 1) {
    auto shaped = dyn_cast<ShapedType>(type);
    if (!shaped || !shaped.hasRank() || dim >= shaped.getRank())
      return;
    int64_t size = shaped.getDimSize(dim);
    if (ShapedType::isDynamic(size) || ShapedType::isDynamic(extent) ||
        ShapedType::isDynamic(stride) || extent < 1 || stride < 1)
      return;
    // Valid indices i: i + (extent - 1) * stride < size.
    int64_t b = size - (extent - 1) * stride;
    if (b < 1)
      return;
    bound = bound ? std::min(*bound, b) : b;
  }

  /// A dynamic offset of a slice of `type` with the given static offsets,
  /// sizes and strides: `position` counts the dynamic offsets.
  void limitOffset(Type type, ArrayRef<int64_t> offsets,
                   ArrayRef<int64_t> sizes, ArrayRef<int64_t> strides,
                   unsigned position) {
    unsigned dynamicSeen = 0;
    for (auto [dim, offset] : llvm::enumerate(offsets)) {
      if (!ShapedType::isDynamic(offset))
        continue;
      if (dynamicSeen++ == position) {
        limit(type, dim, sizes[dim], strides[dim]);
        return;
      }
    }
  }

  void visitUse(OpOperand &use) {
    Operation *user = use.getOwner();
    unsigned n = use.getOperandNumber();
    // Index operands.
    if (auto extract = dyn_cast<tensor::ExtractOp>(user)) {
      if (n == 0)
        follow(extract.getResult());
      else
        limit(extract.getTensor().getType(), n - 1);
      return;
    }
    if (auto insert = dyn_cast<tensor::InsertOp>(user)) {
      if (n <= 1)
        follow(insert.getResult());
      else
        limit(insert.getDest().getType(), n - 2);
      return;
    }
    if (auto load = dyn_cast<memref::LoadOp>(user)) {
      if (n == 0)
        follow(load.getResult());
      else
        limit(load.getMemref().getType(), n - 1);
      return;
    }
    if (auto store = dyn_cast<memref::StoreOp>(user)) {
      if (n >= 2)
        limit(store.getMemref().getType(), n - 2);
      return;
    }
    if (auto slice = dyn_cast<tensor::ExtractSliceOp>(user)) {
      if (&use == &slice.getSourceMutable()) {
        follow(slice.getResult());
        return;
      }
      MutableOperandRange offsets = slice.getOffsetsMutable();
      for (unsigned k = 0; k < offsets.size(); ++k)
        if (&offsets[k] == &use)
          limitOffset(slice.getSourceType(), slice.getStaticOffsets(),
                      slice.getStaticSizes(), slice.getStaticStrides(), k);
      return;
    }
    if (auto slice = dyn_cast<tensor::InsertSliceOp>(user)) {
      if (&use == &slice.getSourceMutable() ||
          &use == &slice.getDestMutable()) {
        follow(slice.getResult());
        return;
      }
      MutableOperandRange offsets = slice.getOffsetsMutable();
      for (unsigned k = 0; k < offsets.size(); ++k)
        if (&offsets[k] == &use)
          limitOffset(slice.getDestType(), slice.getStaticOffsets(),
                      slice.getStaticSizes(), slice.getStaticStrides(), k);
      return;
    }
    // Value-preserving ops (for values in range).
    if (isa<arith::IndexCastOp, arith::IndexCastUIOp, arith::ExtSIOp,
            arith::ExtUIOp, arith::TruncIOp, tensor::CastOp,
            tensor::CollapseShapeOp, tensor::ExpandShapeOp>(user)) {
      if (n == 0)
        follow(user->getResult(0));
      return;
    }
    if (auto select = dyn_cast<arith::SelectOp>(user)) {
      if (n != 0)
        follow(select.getResult());
      return;
    }
    // Structured ops: an operand's elements are the payload's block
    // argument; a yielded value is the op's result.
    if (auto linalgOp = dyn_cast<linalg::LinalgOp>(user)) {
      Block *body = linalgOp.getBlock();
      // (linalg.map has no block argument for its init.)
      if (body && n < body->getNumArguments())
        follow(linalgOp.getMatchingBlockArgument(&use));
      return;
    }
    if (auto yield = dyn_cast<linalg::YieldOp>(user)) {
      Operation *parent = yield->getParentOp();
      if (isa<linalg::LinalgOp>(parent) && n < parent->getNumResults())
        follow(parent->getResult(n));
      return;
    }
  }
};
} // namespace

/// The largest value + 1 of the integer elements of `type` (signed).
static std::optional<int64_t> typeLimit(Type type) {
  Type element = getElementTypeOrSelf(type);
  if (element.isIndex())
    return std::numeric_limits<int64_t>::max();
  auto integer = dyn_cast<IntegerType>(element);
  if (!integer || integer.getWidth() < 2)
    return std::nullopt; // not an integer, or i1: never an index here
  if (integer.getWidth() >= 64)
    return std::numeric_limits<int64_t>::max();
  return int64_t(1) << (integer.getWidth() - 1);
}

std::vector<std::optional<int64_t>>
mlir::kgen::getIndexBounds(Operation *kernel) {
  auto func = dyn_cast_or_null<func::FuncOp>(kernel);
  if (!func || func.isExternal())
    return {};
  std::vector<std::optional<int64_t>> bounds;
  for (BlockArgument argument : func.getArguments()) {
    bounds.emplace_back();
    std::optional<int64_t> limit = typeLimit(argument.getType());
    if (!limit)
      continue;
    IndexUseWalker walker;
    walker.follow(argument);
    while (!walker.worklist.empty()) {
      Value value = walker.worklist.pop_back_val();
      for (OpOperand &use : value.getUses())
        walker.visitUse(use);
    }
    if (walker.bound)
      bounds.back() = std::min(*walker.bound, *limit);
  }
  return bounds;
}
