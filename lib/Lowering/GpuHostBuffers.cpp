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

    // The synchronous forms: gpu-async-region (which runs next) puts them
    // on the function's one stream with its launches, in program order,
    // and the host waits once, where it reads a result or returns.
    auto alloc = [&](Location loc, MemRefType type, ValueRange sizes) {
      return gpu::AllocOp::create(rewriter, loc, type, /*asyncToken=*/Type(),
                                  /*asyncDependencies=*/ValueRange(), sizes,
                                  /*symbolOperands=*/ValueRange())
          .getMemref();
    };
    auto copy = [&](Location loc, Value dst, Value src) {
      gpu::MemcpyOp::create(rewriter, loc, /*asyncToken=*/Type(),
                            /*asyncDependencies=*/ValueRange(), dst, src);
    };
    auto free = [&](Location loc, Value buffer) {
      gpu::DeallocOp::create(rewriter, loc, /*asyncToken=*/Type(),
                             /*asyncDependencies=*/ValueRange(), buffer);
    };

    // Static-size buffers of the function's body are allocated at its
    // start and freed at its returns: the host then waits for these
    // operations before the first launch and at the end, not between
    // kernels (gpu-async-region chains the launches in between).
    Block &entry = func.front();
    llvm::SmallPtrSet<Value, 8> hoisted;
    for (Operation *op : worklist) {
      rewriter.setInsertionPoint(op);
      Location loc = op->getLoc();
      if (isa<memref::AllocOp, memref::AllocaOp>(op)) {
        bool hoist = op->getNumOperands() == 0 && op->getBlock() == &entry;
        if (hoist)
          rewriter.setInsertionPointToStart(&entry);
        Value buffer = alloc(loc, cast<MemRefType>(op->getResult(0).getType()),
                             op->getOperands());
        rewriter.replaceOp(op, buffer);
        temporaries.push_back(buffer);
        if (hoist)
          hoisted.insert(buffer);
      } else if (auto dealloc = dyn_cast<memref::DeallocOp>(op);
                 dealloc && hoisted.contains(dealloc.getMemref())) {
        rewriter.eraseOp(op); // Freed before the returns.
      } else if (auto dealloc = dyn_cast<memref::DeallocOp>(op)) {
        free(loc, dealloc.getMemref());
        llvm::erase(temporaries, dealloc.getMemref());
        rewriter.eraseOp(op);
      } else if (auto global = dyn_cast<memref::GetGlobalOp>(op)) {
        // Keep the host global as the source of a copy into device memory.
        rewriter.setInsertionPointAfter(op);
        Value buffer = alloc(loc, global.getType(), ValueRange());
        copy(loc, buffer, global.getResult());
        rewriter.replaceUsesWithIf(global.getResult(), buffer,
                                   [&](OpOperand &use) {
                                     return !isa<gpu::MemcpyOp>(use.getOwner());
                                   });
        temporaries.push_back(buffer);
      } else if (auto memcpy = dyn_cast<memref::CopyOp>(op)) {
        copy(loc, memcpy.getTarget(), memcpy.getSource());
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
        free(ret.getLoc(), buffer);
      }
    });
    return success();
  }
};
} // namespace
