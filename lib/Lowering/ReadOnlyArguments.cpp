//===- ReadOnlyArguments.cpp - tensor arguments not written in place ------===//
//
// Part of kgen.
//
//===----------------------------------------------------------------------===//

#include "kgen/Lowering/Passes.h"

#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"

namespace mlir {
namespace kgen {
#define GEN_PASS_DEF_READONLYARGUMENTS
#include "kgen/Lowering/Passes.h.inc"
} // namespace kgen
} // namespace mlir

using namespace mlir;

void kgen::markArgumentsReadOnly(ModuleOp module) {
  auto readOnly = BoolAttr::get(module.getContext(), false);
  module.walk([&](func::FuncOp func) {
    if (func.isExternal())
      return;
    for (BlockArgument arg : func.getArguments())
      if (isa<TensorType>(arg.getType()) &&
          !func.getArgAttr(
              arg.getArgNumber(),
              bufferization::BufferizationDialect::kWritableAttrName))
        func.setArgAttr(arg.getArgNumber(),
                        bufferization::BufferizationDialect::kWritableAttrName,
                        readOnly);
  });
}

namespace {
struct ReadOnlyArgumentsPass
    : public kgen::impl::ReadOnlyArgumentsBase<ReadOnlyArgumentsPass> {
  void runOnOperation() override {
    kgen::markArgumentsReadOnly(getOperation());
  }
};
} // namespace
