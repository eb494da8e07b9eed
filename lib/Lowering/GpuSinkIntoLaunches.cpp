//===- GpuSinkIntoLaunches.cpp - pure host values into gpu.launch ---------===//
//
// Part of kgen.
//
//===----------------------------------------------------------------------===//

#include "kgen/Lowering/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/GPU/Utils/GPUUtils.h"
#include "mlir/Dialect/Index/IR/IndexDialect.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

namespace mlir {
namespace kgen {
#define GEN_PASS_DEF_GPUSINKINTOLAUNCHES
#include "kgen/Lowering/Passes.h.inc"
} // namespace kgen
} // namespace mlir

using namespace mlir;

namespace {
/// Values computed from nothing but other such values: worth recomputing in
/// every thread rather than passing as kernel arguments.
bool isPureComputation(Operation *op) {
  if (op->getNumRegions() != 0 || !isMemoryEffectFree(op))
    return false;
  if (op->hasTrait<OpTrait::ConstantLike>())
    return true;
  return isa<arith::ArithDialect, index::IndexDialect, math::MathDialect,
             vector::VectorDialect>(op->getDialect());
}

struct GpuSinkIntoLaunchesPass
    : public kgen::impl::GpuSinkIntoLaunchesBase<GpuSinkIntoLaunchesPass> {
  void runOnOperation() override {
    SmallVector<gpu::LaunchOp> launches;
    getOperation()->walk(
        [&](gpu::LaunchOp launch) { launches.push_back(launch); });
    for (gpu::LaunchOp launch : launches)
      if (failed(sinkOperationsIntoLaunchOp(launch, isPureComputation)))
        return signalPassFailure();
    // Host originals that only the launches used are dead now; visited
    // users first (reverse program order), so that a chain goes whole.
    SmallVector<Operation *> host;
    getOperation()->walk<WalkOrder::PreOrder>([&](Operation *op) {
      if (isa<gpu::LaunchOp>(op))
        return WalkResult::skip();
      if (isPureComputation(op))
        host.push_back(op);
      return WalkResult::advance();
    });
    for (Operation *op : llvm::reverse(host))
      if (op->use_empty())
        op->erase();
  }
};
} // namespace
