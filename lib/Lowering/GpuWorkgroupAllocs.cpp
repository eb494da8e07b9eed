//===- GpuWorkgroupAllocs.cpp - workgroup allocs become attributions ------===//
//
// Part of kgen.
//
//===----------------------------------------------------------------------===//

#include "kgen/Lowering/Passes.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/IR/PatternMatch.h"

namespace mlir {
namespace kgen {
#define GEN_PASS_DEF_GPUWORKGROUPALLOCS
#include "kgen/Lowering/Passes.h.inc"
} // namespace kgen
} // namespace mlir

using namespace mlir;

namespace {
struct GpuWorkgroupAllocsPass
    : public kgen::impl::GpuWorkgroupAllocsBase<GpuWorkgroupAllocsPass> {
  using Base::Base;
  void runOnOperation() override {
    SmallVector<Operation *> allocs;
    SmallVector<memref::AllocOp> privateAllocs;
    getOperation()->walk([&](Operation *op) {
      if (!isa<memref::AllocOp, memref::AllocaOp>(op) ||
          !op->getParentOfType<gpu::LaunchOp>())
        return;
      auto type = cast<MemRefType>(op->getResult(0).getType());
      if (gpu::GPUDialect::hasWorkgroupMemoryAddressSpace(type)) {
        allocs.push_back(op);
        return;
      }
      // A thread's own small temporary (a strategy's per-thread tile that
      // bufferization allocated) goes on the thread's stack instead of the
      // device heap.
      auto alloc = dyn_cast<memref::AllocOp>(op);
      // Hoisted to the launch's top, one buffer serves every iteration of
      // the loops around the alloc: only when the buffer does not outlive
      // its iteration (it is not yielded or passed through a terminator).
      auto escapes = [](memref::AllocOp a) {
        return llvm::any_of(a.getResult().getUsers(), [](Operation *user) {
          return user->hasTrait<OpTrait::IsTerminator>();
        });
      };
      if (alloc && !escapes(alloc) && !type.getMemorySpace() &&
          type.hasStaticShape() &&
          type.getElementType().isIntOrIndexOrFloat() &&
          type.getNumElements() *
                  llvm::divideCeil(
                      type.getElementType().getIntOrFloatBitWidth(), 8) <=
              maxPrivateBytes)
        privateAllocs.push_back(alloc);
    });

    IRRewriter rewriter(&getContext());
    for (memref::AllocOp alloc : privateAllocs) {
      for (Operation *user :
           llvm::make_early_inc_range(alloc.getResult().getUsers()))
        if (isa<memref::DeallocOp>(user))
          rewriter.eraseOp(user);
      // At the top of the launch body, not inside the loops around the
      // alloc: an alloca in a loop would grow the stack every iteration.
      auto launch = alloc->getParentOfType<gpu::LaunchOp>();
      rewriter.setInsertionPointToStart(&launch.getBody().front());
      auto alloca = memref::AllocaOp::create(
          rewriter, alloc.getLoc(), alloc.getType(), alloc.getAlignmentAttr());
      rewriter.replaceOp(alloc, alloca.getResult());
    }
    for (Operation *alloc : allocs) {
      auto type = cast<MemRefType>(alloc->getResult(0).getType());
      if (!type.hasStaticShape() || !type.getLayout().isIdentity()) {
        alloc->emitError() << "workgroup memory must have a static shape and "
                              "an identity layout to become shared memory, "
                              "got "
                           << type;
        return signalPassFailure();
      }
      auto launch = alloc->getParentOfType<gpu::LaunchOp>();
      BlockArgument attribution =
          launch.addWorkgroupAttribution(type, alloc->getLoc());
      for (Operation *user :
           llvm::make_early_inc_range(alloc->getResult(0).getUsers()))
        if (isa<memref::DeallocOp>(user))
          rewriter.eraseOp(user);
      rewriter.replaceOp(alloc, attribution);
    }
  }
};
} // namespace
