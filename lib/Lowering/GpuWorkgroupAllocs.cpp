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
  void runOnOperation() override {
    SmallVector<Operation *> allocs;
    getOperation()->walk([&](Operation *op) {
      if (!isa<memref::AllocOp, memref::AllocaOp>(op) ||
          !op->getParentOfType<gpu::LaunchOp>())
        return;
      auto type = cast<MemRefType>(op->getResult(0).getType());
      if (gpu::GPUDialect::hasWorkgroupMemoryAddressSpace(type))
        allocs.push_back(op);
    });

    IRRewriter rewriter(&getContext());
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
