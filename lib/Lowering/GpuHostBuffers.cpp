//===- GpuHostBuffers.cpp - host buffers live on the device ---------------===//
//
// Part of kgen.
//
//===----------------------------------------------------------------------===//

#include "kgen/Lowering/Passes.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/IR/PatternMatch.h"

namespace mlir {
namespace kgen {
#define GEN_PASS_DEF_GPUHOSTBUFFERS
#include "kgen/Lowering/Passes.h.inc"
} // namespace kgen
} // namespace mlir

using namespace mlir;

namespace {
struct GpuHostBuffersPass
    : public kgen::impl::GpuHostBuffersBase<GpuHostBuffersPass> {
  void runOnOperation() override {
    for (auto func : getOperation().getOps<func::FuncOp>()) {
      if (func.isExternal())
        continue;
      if (failed(rewriteFunction(func)))
        return signalPassFailure();
    }
  }

  /// Rewrites the buffers of one host function; returns failure after
  /// emitting an error.
  LogicalResult rewriteFunction(func::FuncOp func) {
    IRRewriter rewriter(&getContext());
    SmallVector<Value> temporaries;
    SmallVector<Operation *> worklist;
    func.walk([&](Operation *op) {
      if (op->getParentOfType<gpu::LaunchOp>())
        return WalkResult::skip();
      if (isa<memref::AllocOp, memref::AllocaOp, memref::DeallocOp,
              memref::GetGlobalOp, memref::CopyOp>(op))
        worklist.push_back(op);
      return WalkResult::advance();
    });

    for (Operation *op : worklist) {
      rewriter.setInsertionPoint(op);
      Location loc = op->getLoc();
      if (isa<memref::AllocOp, memref::AllocaOp>(op)) {
        auto type = cast<MemRefType>(op->getResult(0).getType());
        auto alloc = gpu::AllocOp::create(rewriter, loc, type,
                                          /*asyncToken=*/Type(),
                                          /*asyncDependencies=*/ValueRange(),
                                          op->getOperands(),
                                          /*symbolOperands=*/ValueRange());
        rewriter.replaceOp(op, alloc.getMemref());
        temporaries.push_back(alloc.getMemref());
      } else if (auto dealloc = dyn_cast<memref::DeallocOp>(op)) {
        gpu::DeallocOp::create(rewriter, loc, /*asyncToken=*/Type(),
                               ValueRange(), dealloc.getMemref());
        llvm::erase(temporaries, dealloc.getMemref());
        rewriter.eraseOp(op);
      } else if (auto global = dyn_cast<memref::GetGlobalOp>(op)) {
        // Keep the host global as the source of a copy into device memory.
        rewriter.setInsertionPointAfter(op);
        auto alloc = gpu::AllocOp::create(
            rewriter, loc, global.getType(), Type(), ValueRange(),
            ValueRange(), ValueRange());
        rewriter.replaceAllUsesExcept(global.getResult(), alloc.getMemref(),
                                      alloc);
        gpu::MemcpyOp::create(rewriter, loc, Type(), ValueRange(),
                              alloc.getMemref(), global.getResult());
        temporaries.push_back(alloc.getMemref());
      } else if (auto copy = dyn_cast<memref::CopyOp>(op)) {
        gpu::MemcpyOp::create(rewriter, loc, Type(), ValueRange(),
                              copy.getTarget(), copy.getSource());
        rewriter.eraseOp(op);
      }
    }

    // Free the temporaries that do not escape before every return.
    func.walk([&](func::ReturnOp ret) {
      rewriter.setInsertionPoint(ret);
      for (Value buffer : temporaries) {
        if (llvm::is_contained(ret.getOperands(), buffer))
          continue;
        if (buffer.getParentBlock() != ret->getBlock() &&
            !buffer.getParentBlock()->getParentOp()->isProperAncestor(ret))
          continue;
        gpu::DeallocOp::create(rewriter, ret.getLoc(), Type(), ValueRange(),
                               buffer);
      }
    });
    return success();
  }
};
} // namespace
