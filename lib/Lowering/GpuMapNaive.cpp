//===- GpuMapNaive.cpp - one GPU thread per output element ----------------===//
//
// Part of kgen.
//
//===----------------------------------------------------------------------===//

#include "kgen/Lowering/Passes.h"

#include <algorithm>

#include "mlir/Conversion/SCFToGPU/SCFToGPU.h"
#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/GPU/Transforms/ParallelLoopMapper.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/MemRef/Transforms/Transforms.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/SCF/Transforms/Transforms.h"
#include "mlir/Dialect/SCF/Utils/Utils.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/UB/IR/UBOps.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/Dialect/Vector/Transforms/LoweringPatterns.h"
#include "mlir/Dialect/Vector/Transforms/VectorRewritePatterns.h"
#include "mlir/IR/Dominance.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Interfaces/ViewLikeInterface.h"
#include "mlir/Transforms/CSE.h"
#include "mlir/Transforms/DialectConversion.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"
#include "mlir/Transforms/LoopInvariantCodeMotionUtils.h"
#include <numeric>

namespace mlir {
namespace kgen {
#define GEN_PASS_DEF_GPUMAPNAIVE
#include "kgen/Lowering/Passes.h.inc"
} // namespace kgen
} // namespace mlir

using namespace mlir;

/// Elements per thread of a vectorized elementwise op (128 bits of f32).
static constexpr int64_t kVectorWidth = 4;

static bool isHostCode(Operation *op) {
  return !op->getParentOfType<gpu::LaunchOp>() &&
         !op->getParentOfType<gpu::GPUModuleOp>();
}

static gpu::ParallelLoopDimMappingAttr mapTo(MLIRContext *context,
                                             gpu::Processor processor) {
  AffineMap identity = AffineMap::getMultiDimIdentityMap(1, context);
  return gpu::ParallelLoopDimMappingAttr::get(context, processor, identity,
                                              identity);
}

namespace {
struct GpuMapNaivePass : public kgen::impl::GpuMapNaiveBase<GpuMapNaivePass> {
  using Base::Base;

  void runOnOperation() override {
    if (threadsPerBlock <= 0) {
      getOperation().emitError()
          << "kgen-gpu-map-naive: threads-per-block must be positive, got "
          << threadsPerBlock.getValue();
      return signalPassFailure();
    }
    if (reductionUnroll < 1) {
      getOperation().emitError()
          << "kgen-gpu-map-naive: reduction-unroll must be positive, got "
          << reductionUnroll.getValue();
      return signalPassFailure();
    }
    // Launches that were there before (a strategy's) are not this pass's.
    llvm::SmallPtrSet<Operation *, 8> before;
    getOperation().walk([&](gpu::LaunchOp launch) { before.insert(launch); });
    if (failed(copiesToLinalg()))
      return signalPassFailure();
    SmallVector<FoldedFill> folded = foldFillsIntoInits();
    if (failed(mapHostOps()))
      return signalPassFailure();
    promoteAccumulators();
    // A fill whose buffer the kernel still reads in a loop is put back, and
    // mapped like the others.
    if (restoreFolded(folded) && failed(mapHostOps()))
      return signalPassFailure();
    unrollReductions(before);
  }

  /// Steps 2 to 5 on every linalg op left in host code.
  LogicalResult mapHostOps() {
    return success(succeeded(linalgToParallelLoops()) &&
                   succeeded(tileAndMapLoops()) &&
                   succeeded(loopsToLaunches()));
  }

  /// A `linalg.fill` taken out before the mapping: the constant `value`
  /// filled the fresh buffer `buffer`, whose next user was a host linalg op
  /// with it as an init (a reduction's partials or result). The constant is
  /// kept as an attribute: the mapping's CSE erases the unused op.
  struct FoldedFill {
    Value buffer;
    TypedAttr value;
    Location loc;
  };

  /// Step 0: a fill of a fresh buffer (a `memref.alloc`, the fill its first
  /// user) whose next user in the block is a host linalg op that has the
  /// buffer as one of its inits and nowhere else is taken out: its value
  /// becomes the op's initial accumulator (step 6b), so the buffer is not
  /// written once by the fill and read back by the op (for a long
  /// reduction split into partials, twice the partials' bytes: 134 MB
  /// beside the 8.6 GB input of a sum over the middle dimension of
  /// 128x4096x4095).
  SmallVector<FoldedFill> foldFillsIntoInits() {
    SmallVector<FoldedFill> folded;
    SmallVector<linalg::FillOp> fills;
    getOperation().walk([&](linalg::FillOp fill) {
      if (isHostCode(fill) && fill.hasPureBufferSemantics())
        fills.push_back(fill);
    });
    for (linalg::FillOp fill : fills) {
      Value buffer = fill.getDpsInitOperand(0)->get();
      Value value = fill.getDpsInputOperand(0)->get();
      auto type = dyn_cast<MemRefType>(buffer.getType());
      TypedAttr constant;
      if (!type || value.getType() != type.getElementType() ||
          !matchPattern(value, m_Constant(&constant)) ||
          !buffer.getDefiningOp<memref::AllocOp>())
        continue;
      // The fill is the buffer's first user, in the alloc's block, and the
      // next user of the buffer (or a view of it) is the op.
      Operation *first = nullptr, *next = nullptr;
      bool sameBlock = true;
      SmallVector<Operation *> users;
      collectUsers(buffer, users);
      for (Operation *user : users) {
        if (user->getBlock() != fill->getBlock()) {
          sameBlock = false;
          break;
        }
        if (!first || user->isBeforeInBlock(first))
          first = user;
        if (user != fill && fill->isBeforeInBlock(user) &&
            (!next || user->isBeforeInBlock(next)))
          next = user;
      }
      if (!sameBlock || first != fill.getOperation() || !next)
        continue;
      auto op = dyn_cast<linalg::LinalgOp>(next);
      if (!op || isa<linalg::FillOp>(next) || !op.hasPureBufferSemantics() ||
          llvm::count_if(next->getOperands(),
                         [&](Value v) { return v == buffer; }) != 1 ||
          !llvm::any_of(op.getDpsInitsMutable(), [&](OpOperand &init) {
            // Every element of the buffer is written by the op.
            return init.get() == buffer &&
                   op.getMatchingIndexingMap(&init).isProjectedPermutation();
          }))
        continue;
      folded.push_back({buffer, constant, fill.getLoc()});
      fill.erase();
    }
    return folded;
  }

  /// The users of `buffer` and of the views taken from it, transitively.
  static void collectUsers(Value buffer, SmallVectorImpl<Operation *> &users) {
    for (Operation *user : buffer.getUsers()) {
      users.push_back(user);
      if (auto view = dyn_cast<ViewLikeOpInterface>(user))
        if (view.getViewSource() == buffer)
          for (Value result : user->getResults())
            collectUsers(result, users);
    }
  }

  /// Step 6b: in the first launch that uses a folded fill's buffer (its
  /// op's, mapped), the loads of the buffer that precede every store to it
  /// and are in no loop (an accumulator's initial value, hoisted by step
  /// 6) read the fill's value. Where the launch reads the buffer otherwise
  /// (an accumulator step 6 could not promote), the fill is put back
  /// before it instead. Returns whether any was put back.
  bool restoreFolded(ArrayRef<FoldedFill> folded) {
    bool restored = false;
    IRRewriter rewriter(&getContext());
    for (const FoldedFill &fill : folded) {
      Operation *alloc = fill.buffer.getDefiningOp();
      gpu::LaunchOp launch;
      for (Operation *op = alloc->getNextNode(); op && !launch;
           op = op->getNextNode()) {
        auto candidate = dyn_cast<gpu::LaunchOp>(op);
        if (!candidate)
          continue;
        WalkResult uses = candidate.walk([&](Operation *inner) {
          return llvm::any_of(
                     inner->getOperands(),
                     [&](Value v) { return rootBuffer(v) == fill.buffer; })
                     ? WalkResult::interrupt()
                     : WalkResult::advance();
        });
        if (uses.wasInterrupted())
          launch = candidate;
      }
      SmallVector<memref::LoadOp> inits;
      bool other = !launch;
      bool stored = false;
      if (launch) {
        launch.getBody().walk([&](Operation *inner) {
          bool uses = llvm::any_of(inner->getOperands(), [&](Value v) {
            return rootBuffer(v) == fill.buffer;
          });
          if (!uses || isa<ViewLikeOpInterface>(inner))
            return;
          if (isa<memref::StoreOp>(inner)) {
            stored = true;
            return;
          }
          auto load = dyn_cast<memref::LoadOp>(inner);
          auto loop = load ? load->getParentOfType<LoopLikeOpInterface>()
                           : LoopLikeOpInterface();
          if (load && !stored &&
              (!loop || !launch->isProperAncestor(loop.getOperation())))
            inits.push_back(load);
          else
            other = true;
        });
      }
      if (other) {
        rewriter.setInsertionPoint(launch ? launch.getOperation()
                                          : alloc->getNextNode());
        Value value = arith::ConstantOp::create(rewriter, fill.loc, fill.value);
        linalg::FillOp::create(rewriter, fill.loc, value, fill.buffer);
        restored = true;
        continue;
      }
      for (memref::LoadOp load : inits) {
        rewriter.setInsertionPoint(load);
        rewriter.replaceOp(
            load, arith::ConstantOp::create(rewriter, fill.loc, fill.value));
      }
    }
    return restored;
  }

  /// Step 7: the innermost reduction loops of this pass's launches (not of
  /// those in `before`),
  /// unrolled by `reduction-unroll`.
  void unrollReductions(const llvm::SmallPtrSetImpl<Operation *> &before) {
    if (reductionUnroll == 1)
      return;
    SmallVector<scf::ForOp> loops;
    getOperation().walk([&](scf::ForOp loop) {
      auto launch = loop->getParentOfType<gpu::LaunchOp>();
      if (!launch || before.contains(launch) ||
          loop.getNumRegionIterArgs() == 0)
        return;
      bool inner = true;
      loop.getBody()->walk([&](LoopLikeOpInterface) { inner = false; });
      std::optional<APInt> trips = loop.getStaticTripCount();
      if (inner &&
          (!trips || trips->getZExtValue() >= 2 * uint64_t(reductionUnroll)))
        loops.push_back(loop);
    });
    for (scf::ForOp loop : loops)
      (void)loopUnrollByFactor(loop, reductionUnroll);
  }

  /// The buffer a view was taken from.
  static Value rootBuffer(Value value) {
    while (auto view = value.getDefiningOp<ViewLikeOpInterface>())
      value = view.getViewSource();
    return value;
  }

  /// Keeps a loop's accumulator in a register: a store to `buffer[indices]`
  /// (indices defined outside the loop) preceded by a load of the same
  /// element, the only accesses to that buffer in the loop, every other
  /// memory access in it a load or store of another buffer.
  /// Returns the loop that replaces `loop` when it promoted one, else null.
  static scf::ForOp promoteAccumulator(scf::ForOp loop,
                                       RewriterBase &rewriter) {
    for (Operation &op :
         llvm::make_early_inc_range(loop.getBody()->without_terminator())) {
      auto store = dyn_cast<memref::StoreOp>(op);
      if (!store || !llvm::all_of(store.getIndices(), [&](Value index) {
            return loop.isDefinedOutsideOfLoop(index);
          }))
        continue;
      Value root = rootBuffer(store.getMemref());
      memref::LoadOp load;
      bool other = false;
      loop.getBody()->walk([&](Operation *inner) {
        if (inner == store || isMemoryEffectFree(inner))
          return;
        if (auto l = dyn_cast<memref::LoadOp>(inner)) {
          if (rootBuffer(l.getMemref()) != root)
            return;
          if (!load && l.getMemref() == store.getMemref() &&
              llvm::equal(l.getIndices(), store.getIndices()) &&
              l->getBlock() == store->getBlock() && l->isBeforeInBlock(store)) {
            load = l;
            return;
          }
        } else if (auto s = dyn_cast<memref::StoreOp>(inner)) {
          if (rootBuffer(s.getMemref()) != root)
            return;
        } else if (inner->hasTrait<OpTrait::HasRecursiveMemoryEffects>()) {
          return;
        }
        other = true;
      });
      if (!load || other)
        continue;
      rewriter.setInsertionPoint(loop);
      Value init = memref::LoadOp::create(
          rewriter, load.getLoc(), store.getMemref(), store.getIndices());
      Value stored = store.getValueToStore();
      FailureOr<LoopLikeOpInterface> grown = loop.replaceWithAdditionalYields(
          rewriter, init, /*replaceInitOperandUsesInLoop=*/false,
          [&](OpBuilder &, Location, ArrayRef<BlockArgument>) {
            return SmallVector<Value>{stored};
          });
      if (failed(grown))
        return nullptr;
      auto newLoop = cast<scf::ForOp>(grown->getOperation());
      rewriter.replaceOp(load, newLoop.getRegionIterArgs().back());
      rewriter.setInsertionPointAfter(newLoop);
      memref::StoreOp::create(rewriter, store.getLoc(),
                              newLoop.getResults().back(), store.getMemref(),
                              store.getIndices());
      rewriter.eraseOp(store);
      return newLoop;
    }
    return nullptr;
  }

  /// Step 6 over every launch this pass made, inner loops first (an outer
  /// reduction loop then sees the inner loop's load and store).
  void promoteAccumulators() {
    SmallVector<scf::ForOp> loops;
    getOperation().walk([&](scf::ForOp loop) {
      if (loop->getParentOfType<gpu::LaunchOp>())
        loops.push_back(loop);
    });
    IRRewriter rewriter(&getContext());
    // The mapping computes each access's indices anew: make equal indices
    // the same values.
    DominanceInfo dominance;
    eliminateCommonSubExpressions(rewriter, dominance, getOperation());
    for (scf::ForOp loop : loops) {
      // The mapping recomputes the element's indices inside the loop.
      moveLoopInvariantCode(cast<LoopLikeOpInterface>(loop.getOperation()));
      // Every accumulator (an argmax has two: the value and the index).
      while (scf::ForOp grown = promoteAccumulator(loop, rewriter))
        loop = grown;
    }
  }

  /// memref.copy in host code becomes linalg.copy, so the copy runs on the
  /// device (the buffers are device memory).
  LogicalResult copiesToLinalg() {
    kgen::rewriteCopiesAsLinalg(
        getOperation(), [&](memref::CopyOp copy) { return isHostCode(copy); });
    return success();
  }

  /// An input indexed with constant 0 in unit dimensions (a [C, 1, 1]
  /// bias read as (d1, 0, 0)) read through a view without them (as [C],
  /// (d1)), so that its map is a projected permutation; returns the op
  /// (a new one when an input changed).
  static linalg::GenericOp dropUnitResults(RewriterBase &rewriter,
                                           linalg::GenericOp op) {
    SmallVector<Value> inputs;
    SmallVector<AffineMap> maps = op.getIndexingMapsArray();
    bool changed = false;
    rewriter.setInsertionPoint(op);
    for (OpOperand *input : op.getDpsInputOperands()) {
      inputs.push_back(input->get());
      AffineMap map = maps[input->getOperandNumber()];
      auto type = dyn_cast<MemRefType>(input->get().getType());
      if (!type || !type.getLayout().isIdentity() ||
          map.isProjectedPermutation())
        continue;
      // Every result a dimension or a 0 in a unit dimension.
      SmallVector<AffineExpr> kept;
      SmallVector<ReassociationIndices> groups;
      bool ok = true;
      for (auto [j, e] : llvm::enumerate(map.getResults())) {
        auto constant = dyn_cast<AffineConstantExpr>(e);
        if (constant) {
          if (constant.getValue() != 0 || type.getDimSize(j) != 1)
            ok = false;
          if (groups.empty())
            groups.emplace_back();
          groups.back().push_back(j);
          continue;
        }
        if (!isa<AffineDimExpr>(e)) {
          ok = false;
          break;
        }
        kept.push_back(e);
        // A leading run of zeros joins the first dimension's group.
        if (groups.size() == 1 && kept.size() == 1 &&
            groups.front().back() == static_cast<int64_t>(j) - 1)
          groups.front().push_back(j);
        else
          groups.push_back({static_cast<int64_t>(j)});
      }
      if (!ok)
        continue;
      if (kept.empty())
        groups.clear();
      AffineMap newMap =
          AffineMap::get(map.getNumDims(), 0, kept, op.getContext());
      if (!newMap.isProjectedPermutation())
        continue;
      inputs.back() = memref::CollapseShapeOp::create(rewriter, op.getLoc(),
                                                      input->get(), groups);
      maps[input->getOperandNumber()] = newMap;
      changed = true;
    }
    if (!changed)
      return op;
    auto replacement = linalg::GenericOp::create(
        rewriter, op.getLoc(), TypeRange{}, inputs, op.getDpsInits(), maps,
        op.getIteratorTypesArray());
    rewriter.inlineRegionBefore(op.getRegion(), replacement.getRegion(),
                                replacement.getRegion().end());
    rewriter.eraseOp(op);
    return replacement;
  }

  /// Step 2 for an elementwise op (every loop parallel, static shapes,
  /// buffers of 32- or 64-bit elements, no index or extract in its body)
  /// whose innermost loop has a multiple of kVectorWidth iterations and
  /// whose operands each either have that loop as their innermost
  /// dimension, in an identity-layout buffer, or do not use it (a
  /// broadcast, any layout): tiled by
  /// kVectorWidth along that loop into an scf.parallel whose iterations
  /// read and write one vector per operand (128-bit accesses for 32-bit
  /// elements), so that each thread moves kVectorWidth elements.
  /// `op` is updated when its inputs were re-viewed (dropUnitResults).
  LogicalResult vectorizeElementwise(RewriterBase &rewriter,
                                     linalg::LinalgOp &op) {
    if (auto generic = dyn_cast<linalg::GenericOp>(op.getOperation()))
      op = dropUnitResults(rewriter, generic);
    unsigned numLoops = op.getNumLoops();
    if (numLoops == 0 || op.getNumReductionLoops() != 0 ||
        op->getNumRegions() != 1)
      return failure();
    SmallVector<int64_t> ranges = op.getStaticLoopRanges();
    if (llvm::any_of(ranges, ShapedType::isDynamic) ||
        ranges.back() % kVectorWidth != 0)
      return failure();
    bool unsupportedBody = false;
    op->walk([&](Operation *inner) {
      unsupportedBody |=
          isa<linalg::IndexOp, tensor::ExtractOp, memref::LoadOp>(inner);
    });
    if (unsupportedBody)
      return failure();
    unsigned innermost = numLoops - 1;
    for (OpOperand &operand : op->getOpOperands()) {
      auto type = dyn_cast<MemRefType>(operand.get().getType());
      if (!type) {
        // A scalar input (linalg.fill's value) is broadcast.
        if (op.isDpsInput(&operand) && operand.get().getType().isIntOrFloat())
          continue;
        return failure();
      }
      unsigned bits = type.getElementType().getIntOrFloatBitWidth();
      AffineMap map = op.getMatchingIndexingMap(&operand);
      if (!type.hasStaticShape() || (bits != 32 && bits != 64) ||
          !map.isProjectedPermutation())
        return failure();
      // An operand that does not use the innermost loop is read once per
      // vector and splat, whatever its layout.
      if (!map.isFunctionOfDim(innermost))
        continue;
      if (!type.getLayout().isIdentity() || map.getNumResults() == 0 ||
          map.getResults().back() !=
              getAffineDimExpr(innermost, op.getContext()))
        return failure();
    }
    SmallVector<int64_t> tileSizes(numLoops, 1);
    tileSizes.back() = kVectorWidth;
    rewriter.setInsertionPoint(op);
    FailureOr<linalg::TiledLinalgOp> tiled = linalg::tileLinalgOp(
        rewriter, op,
        linalg::LinalgTilingOptions().setTileSizes(tileSizes).setLoopType(
            linalg::LinalgTilingLoopType::ParallelLoops));
    if (failed(tiled) || tiled->loops.empty())
      return failure();
    Operation *loop = tiled->loops.front();
    rewriter.setInsertionPoint(tiled->op);
    FailureOr<linalg::VectorizationResult> vectorized =
        linalg::vectorize(rewriter, tiled->op);
    if (failed(vectorized)) {
      rewriter.eraseOp(loop);
      return failure();
    }
    rewriter.eraseOp(tiled->op);
    rewriter.eraseOp(op);
    // The transfers as loads, stores and broadcasts of one vector, on the
    // buffers themselves (not on their one-tile views).
    RewritePatternSet patterns(&getContext());
    vector::populateVectorTransferPermutationMapLoweringPatterns(patterns);
    vector::populateCastAwayVectorLeadingOneDimPatterns(patterns);
    vector::populateVectorTransferLoweringPatterns(patterns,
                                                   /*maxTransferRank=*/1);
    memref::populateFoldMemRefAliasOpPatterns(patterns);
    // A broadcast operand's read becomes a load, a broadcast and a
    // transpose of unit dimensions: the vector ops' canonicalizations fold
    // them to a load and a splat.
    for (RegisteredOperationName name : getContext().getRegisteredOperations())
      if (name.getDialectNamespace() ==
          vector::VectorDialect::getDialectNamespace())
        name.getCanonicalizationPatterns(patterns, &getContext());
    // Whether or not the rewrites reach a fixed point, the IR is valid (what
    // is left lowers with the rest of the vector ops).
    (void)applyPatternsGreedily(loop, std::move(patterns));
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
      // Parallel loops go outermost, so that they all become one
      // scf.parallel: a reduction between them (e.g. a min over channels of
      // an NCHW tensor) would otherwise leave inner parallel loops, and their
      // loads, on the host.
      SmallVector<utils::IteratorType> iterators = op.getIteratorTypesArray();
      if (!std::is_partitioned(iterators.begin(), iterators.end(),
                               linalg::isParallelIterator)) {
        rewriter.setInsertionPoint(op);
        auto generic = dyn_cast<linalg::GenericOp>(op.getOperation());
        if (!generic) {
          FailureOr<linalg::GenericOp> generalized =
              linalg::generalizeNamedOp(rewriter, op);
          if (failed(generalized))
            return op->emitError() << "kgen-gpu-map-naive cannot reorder the "
                                      "loops of this op";
          generic = *generalized;
        }
        SmallVector<unsigned> order;
        for (unsigned i = 0; i < iterators.size(); ++i)
          if (linalg::isParallelIterator(iterators[i]))
            order.push_back(i);
        for (unsigned i = 0; i < iterators.size(); ++i)
          if (!linalg::isParallelIterator(iterators[i]))
            order.push_back(i);
        FailureOr<linalg::GenericOp> interchanged =
            linalg::interchangeGenericOp(rewriter, generic, order);
        if (failed(interchanged))
          return op->emitError() << "kgen-gpu-map-naive cannot reorder the "
                                    "loops of this op";
        op = cast<linalg::LinalgOp>(interchanged->getOperation());
      }
      if (succeeded(vectorizeElementwise(rewriter, op)))
        continue;
      rewriter.setInsertionPoint(op);
      if (failed(linalg::linalgOpToParallelLoops(rewriter, op)))
        return op->emitError() << "kgen-gpu-map-naive cannot lower this op "
                                  "to loops";
      rewriter.eraseOp(op);
    }
    return success();
  }

  /// Collapses every outermost host scf.parallel into one dimension, tiles
  /// it by the block size and maps the tile loop to threads (x), the tiled
  /// loop to blocks (x).
  LogicalResult tileAndMapLoops() {
    SmallVector<scf::ParallelOp> loops;
    getOperation().walk([&](scf::ParallelOp loop) {
      if (isHostCode(loop) && !loop->getParentOfType<scf::ParallelOp>())
        loops.push_back(loop);
    });
    MLIRContext *context = &getContext();
    IRRewriter rewriter(context);
    for (scf::ParallelOp loop : loops) {
      // Collapsing also normalizes a single loop's step (a vectorized
      // op's innermost loop steps by kVectorWidth): the tiling below maps
      // iteration i to thread i.
      bool unitSteps = llvm::all_of(loop.getStep(), [](Value step) {
        return isConstantIntValue(step, 1);
      });
      if (loop.getNumLoops() > 1 || !unitSteps) {
        std::vector<unsigned> allDims(loop.getNumLoops());
        std::iota(allDims.begin(), allDims.end(), 0);
        Operation *next = loop->getNextNode();
        rewriter.setInsertionPoint(loop);
        collapseParallelLoops(rewriter, loop, {allDims});
        loop = cast<scf::ParallelOp>(next->getPrevNode());
      }
      auto [outer, inner] = scf::tileParallelLoop(
          loop, {threadsPerBlock.getValue()}, /*noMinMaxBounds=*/true);
      if (failed(gpu::setMappingAttr(
              outer, {mapTo(context, gpu::Processor::BlockX)})) ||
          failed(gpu::setMappingAttr(
              inner, {mapTo(context, gpu::Processor::ThreadX)})))
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
