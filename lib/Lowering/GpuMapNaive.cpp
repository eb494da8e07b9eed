//===- GpuMapNaive.cpp - one GPU thread per output element ----------------===//
//
// Part of kgen.
//
//===----------------------------------------------------------------------===//

#include "kgen/Lowering/Passes.h"

#include "mlir/Conversion/SCFToGPU/SCFToGPU.h"
#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/GPU/Transforms/ParallelLoopMapper.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/SCF/Transforms/Transforms.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Transforms/DialectConversion.h"

namespace mlir {
namespace kgen {
#define GEN_PASS_DEF_GPUMAPNAIVE
#include "kgen/Lowering/Passes.h.inc"
} // namespace kgen
} // namespace mlir

using namespace mlir;

/// Largest grid extent along y and z.
static constexpr int64_t kMaxGridYZ = 65535;

static bool isHostCode(Operation *op) {
  return !op->getParentOfType<gpu::LaunchOp>() &&
         !op->getParentOfType<gpu::GPUModuleOp>();
}

/// Static trip count of loop dimension `dim`, if known.
static std::optional<int64_t> staticTripCount(scf::ParallelOp loop,
                                              unsigned dim) {
  std::optional<int64_t> lb = getConstantIntValue(loop.getLowerBound()[dim]);
  std::optional<int64_t> ub = getConstantIntValue(loop.getUpperBound()[dim]);
  std::optional<int64_t> step = getConstantIntValue(loop.getStep()[dim]);
  if (!lb || !ub || !step || *step <= 0)
    return std::nullopt;
  return (*ub - *lb + *step - 1) / *step;
}

static gpu::ParallelLoopDimMappingAttr mapTo(MLIRContext *context,
                                             gpu::Processor processor) {
  AffineMap identity = AffineMap::getMultiDimIdentityMap(1, context);
  return gpu::ParallelLoopDimMappingAttr::get(context, processor, identity,
                                              identity);
}

namespace {
struct GpuMapNaivePass
    : public kgen::impl::GpuMapNaiveBase<GpuMapNaivePass> {
  using Base::Base;

  void runOnOperation() override {
    if (threadsPerBlock <= 0) {
      getOperation().emitError()
          << "kgen-gpu-map-naive: threads-per-block must be positive, got "
          << threadsPerBlock.getValue();
      return signalPassFailure();
    }
    if (failed(copiesToLinalg()) || failed(linalgToParallelLoops()) ||
        failed(tileAndMapLoops()) || failed(loopsToLaunches()))
      return signalPassFailure();
  }

  /// memref.copy in host code becomes linalg.copy, so the copy runs on the
  /// device (the buffers are device memory).
  LogicalResult copiesToLinalg() {
    SmallVector<memref::CopyOp> copies;
    getOperation().walk([&](memref::CopyOp copy) {
      if (isHostCode(copy))
        copies.push_back(copy);
    });
    IRRewriter rewriter(&getContext());
    for (memref::CopyOp copy : copies) {
      rewriter.setInsertionPoint(copy);
      rewriter.replaceOpWithNewOp<linalg::CopyOp>(copy, copy.getSource(),
                                                  copy.getTarget());
    }
    return success();
  }

  /// Rewrites every host linalg op to scf.parallel over its parallel
  /// dimensions; an op without parallel dimensions is first wrapped in a
  /// single-iteration scf.parallel so that it runs on one GPU thread.
  LogicalResult linalgToParallelLoops() {
    SmallVector<linalg::LinalgOp> ops;
    getOperation().walk([&](linalg::LinalgOp op) {
      if (isHostCode(op) && !op->getParentOfType<linalg::LinalgOp>())
        ops.push_back(op);
    });
    IRRewriter rewriter(&getContext());
    for (linalg::LinalgOp op : ops) {
      if (!op.hasPureBufferSemantics())
        return op->emitError()
               << "kgen-gpu-map-naive expects ops on buffers; bufferize "
                  "first (e.g. --one-shot-bufferize)";
      if (op.getNumParallelLoops() == 0) {
        rewriter.setInsertionPoint(op);
        Location loc = op.getLoc();
        Value zero = arith::ConstantIndexOp::create(rewriter, loc, 0);
        Value one = arith::ConstantIndexOp::create(rewriter, loc, 1);
        auto wrapper = scf::ParallelOp::create(rewriter, loc, zero, one, one);
        rewriter.moveOpBefore(op, wrapper.getBody()->getTerminator());
      }
      rewriter.setInsertionPoint(op);
      if (failed(linalg::linalgOpToParallelLoops(rewriter, op)))
        return op->emitError() << "kgen-gpu-map-naive cannot lower this op "
                                  "to loops";
      rewriter.eraseOp(op);
    }
    return success();
  }

  /// Tiles every outermost host scf.parallel along its innermost dimension
  /// and maps the tile loop to threads, the tiled loop to blocks.
  LogicalResult tileAndMapLoops() {
    SmallVector<scf::ParallelOp> loops;
    getOperation().walk([&](scf::ParallelOp loop) {
      if (isHostCode(loop) && !loop->getParentOfType<scf::ParallelOp>())
        loops.push_back(loop);
    });
    MLIRContext *context = &getContext();
    for (scf::ParallelOp loop : loops) {
      unsigned rank = loop.getNumLoops();
      SmallVector<int64_t> tileSizes(rank, 1);
      tileSizes.back() = threadsPerBlock;
      // Static extent of each dimension of the tiled loop (the grid).
      SmallVector<std::optional<int64_t>> gridExtent;
      for (unsigned dim = 0; dim < rank; ++dim) {
        std::optional<int64_t> trips = staticTripCount(loop, dim);
        gridExtent.push_back(
            trips ? std::optional<int64_t>(
                        llvm::divideCeil(*trips, tileSizes[dim]))
                  : std::nullopt);
      }
      auto [outer, inner] =
          scf::tileParallelLoop(loop, tileSizes, /*noMinMaxBounds=*/true);

      // Blocks: innermost dimension on x (2^31-1 blocks), then y and z
      // while the static extent fits.
      SmallVector<gpu::ParallelLoopDimMappingAttr> blockMapping(
          rank, mapTo(context, gpu::Processor::Sequential));
      const gpu::Processor blockIds[] = {gpu::Processor::BlockX,
                                         gpu::Processor::BlockY,
                                         gpu::Processor::BlockZ};
      unsigned next = 0;
      for (int dim = rank - 1; dim >= 0 && next < 3; --dim) {
        if (next > 0 && (!gridExtent[dim] || *gridExtent[dim] > kMaxGridYZ))
          continue;
        blockMapping[dim] = mapTo(context, blockIds[next++]);
      }
      SmallVector<gpu::ParallelLoopDimMappingAttr> threadMapping(
          rank, mapTo(context, gpu::Processor::Sequential));
      threadMapping.back() = mapTo(context, gpu::Processor::ThreadX);
      if (failed(gpu::setMappingAttr(outer, blockMapping)) ||
          failed(gpu::setMappingAttr(inner, threadMapping)))
        return outer->emitError() << "kgen-gpu-map-naive: invalid mapping";

      // Loops nested in the tile (from reductions) run sequentially.
      inner.getBody()->walk([&](scf::ParallelOp nested) {
        SmallVector<gpu::ParallelLoopDimMappingAttr> sequential(
            nested.getNumLoops(), mapTo(context, gpu::Processor::Sequential));
        (void)gpu::setMappingAttr(nested, sequential);
      });
    }
    return success();
  }

  /// Converts the mapped loops to gpu.launch.
  LogicalResult loopsToLaunches() {
    MLIRContext *context = &getContext();
    RewritePatternSet patterns(context);
    populateParallelLoopToGPUPatterns(patterns);
    ConversionTarget target(*context);
    target.markUnknownOpDynamicallyLegal([](Operation *) { return true; });
    configureParallelLoopToGPULegality(target);
    if (failed(applyPartialConversion(getOperation(), target,
                                      std::move(patterns))))
      return getOperation().emitError()
             << "kgen-gpu-map-naive could not convert mapped loops to "
                "gpu.launch";
    finalizeParallelLoopToGPUConversion(getOperation());
    return success();
  }
};
} // namespace
