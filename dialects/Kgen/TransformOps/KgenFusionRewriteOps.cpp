//===- KgenFusionRewriteOps.cpp - transform.kgen rewrites -----------------===//
//
// Part of kgen. The ops of KgenFusionRewriteOps.td: epilogue fusion,
// elementwise chains fused, split reductions (tensor cores:
// KgenTensorCoreOps.cpp).
//
//===----------------------------------------------------------------------===//

#include "Kgen/TransformOps/KgenTransformOps.h"
#include "OpDescription.h"

#include "kgen/Analysis/OpClassification.h"
#include "mlir/Analysis/SliceAnalysis.h"
#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/NVGPU/IR/NVGPUDialect.h"
#include "mlir/Dialect/NVGPU/Utils/MMAUtils.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/SCF/Transforms/TileUsingInterface.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/Dominance.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"
#include "mlir/Transforms/RegionUtils.h"
#include "llvm/ADT/SetVector.h"

using namespace mlir;
using namespace mlir::kgen;

//===----------------------------------------------------------------------===//
// ApplyFuseElementwiseChainsPatternsOp
//===----------------------------------------------------------------------===//

/// A linalg op whose loops are all parallel.
static bool isAllParallel(Operation *op) {
  auto linalgOp = dyn_cast_or_null<linalg::LinalgOp>(op);
  return linalgOp && linalgOp.getNumLoops() == linalgOp.getNumParallelLoops();
}

void transform::ApplyFuseElementwiseChainsPatternsOp::populatePatterns(
    RewritePatternSet &patterns) {
  linalg::populateElementwiseOpsFusionPatterns(patterns, [](OpOperand *fused) {
    Operation *producer = fused->get().getDefiningOp();
    Operation *consumer = fused->getOwner();
    return isAllParallel(producer) && isAllParallel(consumer) &&
           llvm::all_of(producer->getUsers(),
                        [&](Operation *user) { return user == consumer; });
  });
}

//===----------------------------------------------------------------------===//
// FuseEpilogueOp
//===----------------------------------------------------------------------===//

static bool isContractionOrConvolution(Operation *op) {
  std::optional<OpClass> opClass = classifyOp(op);
  return opClass &&
         (*opClass == OpClass::contraction || *opClass == OpClass::convolution);
}

/// Follows `value` (the result of an op inside `loop`) through the results
/// of enclosing `scf.for` loops to the `tensor.parallel_insert_slice` in the
/// terminator of `loop`, and returns the loop result it is inserted into.
static FailureOr<OpResult> traceToLoopResult(Value value, scf::ForallOp loop) {
  while (true) {
    Operation *insertUser = nullptr, *yieldUser = nullptr;
    OpOperand *yieldOperand = nullptr;
    Value sliceResult;
    for (OpOperand &use : value.getUses()) {
      Operation *user = use.getOwner();
      // A tile inserted into the iteration argument of an inner loop (the
      // K loop of tile_using_for).
      if (auto slice = dyn_cast<tensor::InsertSliceOp>(user)) {
        auto iterArg = dyn_cast<BlockArgument>(slice.getDest());
        if (use.getOperandNumber() == 0 && iterArg &&
            isa<scf::ForOp>(iterArg.getOwner()->getParentOp()))
          sliceResult = slice.getResult();
      } else if (auto insert = dyn_cast<tensor::ParallelInsertSliceOp>(user)) {
        if (insert->getParentOp() == loop.getTerminator() &&
            use.getOperandNumber() == 0)
          insertUser = user;
      } else if (isa<scf::YieldOp>(user) &&
                 isa<scf::ForOp>(user->getParentOp())) {
        yieldUser = user;
        yieldOperand = &use;
      }
    }
    if (insertUser) {
      auto insert = cast<tensor::ParallelInsertSliceOp>(insertUser);
      auto bbArg = dyn_cast<BlockArgument>(insert.getDest());
      if (!bbArg || bbArg.getOwner()->getParentOp() != loop)
        return failure();
      return loop.getTiedOpResult(loop.getTiedOpOperand(bbArg));
    }
    if (!yieldUser && sliceResult) {
      value = sliceResult;
      continue;
    }
    if (!yieldUser)
      return failure();
    auto forOp = cast<scf::ForOp>(yieldUser->getParentOp());
    value = forOp.getResult(yieldOperand->getOperandNumber());
  }
}

/// Whether `op` is a linalg op on tensors of the elementwise class with only
/// parallel loops.
static bool isElementwiseOnTensors(Operation *op) {
  auto linalgOp = dyn_cast<linalg::LinalgOp>(op);
  if (!linalgOp || !linalgOp.hasPureTensorSemantics())
    return false;
  std::optional<OpClass> opClass = classifyOp(op);
  return opClass && *opClass == OpClass::elementwise &&
         linalgOp.getNumLoops() == linalgOp.getNumParallelLoops();
}

/// The users of `value`, each once, in use order.
static SmallVector<Operation *> uniqueUsers(Value value) {
  llvm::SetVector<Operation *> users;
  for (Operation *user : value.getUsers())
    users.insert(user);
  return users.takeVector();
}

namespace {
/// What fuseEpilogue found out, for the diagnostic.
struct EpilogueFailure {
  std::string message;
  Operation *at = nullptr;
  /// The users of a value that has too many ("user" notes).
  SmallVector<Operation *> users;
  /// Whether the payload may have changed before the failure.
  bool modified = false;
};
} // namespace

/// Collects the epilogue of `start` (a result of the tile loop that carries
/// `root`'s value) without modifying anything: every linalg op reachable
/// from `start` through linalg users. Each must be elementwise on tensors,
/// with one result, in the block of the loop; a value with linalg users may
/// have no other users (it would have to be written out anyway). The epilogue
/// may branch and join (x * sigmoid(x), GELU's x * (1 + erf(x / sqrt 2))):
/// it is a DAG whose sinks are the values only non-linalg ops use. Returns
/// the ops in program order (a topological order), or a failure description.
static FailureOr<SmallVector<Operation *>>
collectEpilogue(OpResult start, Operation *root, EpilogueFailure &failure) {
  llvm::SetVector<Operation *> epilogue;
  Block *block = start.getOwner()->getBlock();
  SmallVector<std::pair<Value, Operation *>> worklist = {{start, root}};
  while (!worklist.empty()) {
    auto [value, producer] = worklist.pop_back_val();
    SmallVector<Operation *> linalgUsers, otherUsers;
    for (Operation *user : uniqueUsers(value)) {
      // Dead ops left by earlier tiling (an insert_slice of a tile nobody
      // reads) do not count.
      if (isOpTriviallyDead(user))
        continue;
      (isa<linalg::LinalgOp>(user) ? linalgUsers : otherUsers).push_back(user);
    }
    if (linalgUsers.empty())
      continue;
    if (!otherUsers.empty()) {
      failure.message =
          "the result of " + describeOp(producer) + " is used by " +
          std::to_string(linalgUsers.size()) + " linalg op(s) and by " +
          std::to_string(otherUsers.size()) +
          " other op(s); epilogue fusion needs every use of an intermediate "
          "value inside the epilogue, so that it is computed and written once";
      failure.users = linalgUsers;
      llvm::append_range(failure.users, otherUsers);
      return mlir::failure();
    }
    for (Operation *consumer : linalgUsers) {
      if (epilogue.contains(consumer))
        continue;
      if (!isElementwiseOnTensors(consumer)) {
        failure.message = "consumer " + describeOp(consumer) + " of " +
                          describeOp(producer) +
                          " is not an elementwise linalg op on tensors";
        failure.at = consumer;
        return mlir::failure();
      }
      if (consumer->getNumResults() != 1) {
        failure.message = "consumer " + describeOp(consumer) + " has " +
                          std::to_string(consumer->getNumResults()) +
                          " results; only single-result consumers are fused";
        failure.at = consumer;
        return mlir::failure();
      }
      if (consumer->getBlock() != block) {
        failure.message = "consumer " + describeOp(consumer) +
                          " is not in the block of the tile loop";
        failure.at = consumer;
        return mlir::failure();
      }
      epilogue.insert(consumer);
      worklist.push_back({consumer->getResult(0), consumer});
    }
  }
  if (epilogue.empty()) {
    failure.message =
        "the result of " + describeOp(root) + " has no linalg consumer to fuse";
    failure.at = root;
    return mlir::failure();
  }
  SmallVector<Operation *> ordered = epilogue.takeVector();
  llvm::sort(ordered,
             [](Operation *a, Operation *b) { return a->isBeforeInBlock(b); });
  return ordered;
}

/// Whether some value of the epilogue (or `start`) is used more than once
/// inside it: then the epilogue is not a chain.
static bool isChain(Value start, ArrayRef<Operation *> epilogue) {
  if (!start.hasOneUse())
    return false;
  return llvm::all_of(epilogue, [](Operation *op) {
    return op->getResult(0).use_empty() || op->getResult(0).hasOneUse();
  });
}

/// Merges an epilogue that branches and joins (`ops` in program order, all
/// elementwise, `start` the value it consumes) into one linalg.generic:
/// upstream consumer fusion takes a consumer that uses one result of the
/// tile loop, and a DAG's joins use several. The external operands keep
/// their indexing maps; intermediate values become scalars in the body.
/// Returns the new op, or a failure description (payload unchanged).
static FailureOr<Operation *> mergeEpilogue(RewriterBase &rewriter,
                                            ArrayRef<Operation *> ops,
                                            Value start,
                                            EpilogueFailure &failure) {
  llvm::SmallPtrSet<Operation *, 8> inEpilogue(ops.begin(), ops.end());
  SmallVector<Operation *> sinks;
  for (Operation *op : ops)
    if (llvm::none_of(op->getUsers(), [&](Operation *user) {
          return inEpilogue.contains(user);
        }))
      sinks.push_back(op);
  if (sinks.size() != 1) {
    failure.message = "the epilogue branches and has " +
                      std::to_string(sinks.size()) +
                      " results that leave it; a branching epilogue is "
                      "merged into one op, which needs exactly one";
    failure.users = sinks;
    return mlir::failure();
  }
  Operation *sink = sinks.front();
  auto sinkOp = cast<linalg::LinalgOp>(sink);
  unsigned rank = sinkOp.getNumLoops();
  for (Operation *op : ops) {
    auto linalgOp = cast<linalg::LinalgOp>(op);
    bool ok =
        linalgOp.getNumLoops() == rank && linalgOp.getNumDpsInits() == 1 &&
        linalgOp.getIndexingMapMatchingResult(cast<OpResult>(op->getResult(0)))
            .isIdentity();
    for (OpOperand *operand : linalgOp.getDpsInputOperands()) {
      Operation *def = operand->get().getDefiningOp();
      bool internal =
          operand->get() == start || (def && inEpilogue.contains(def));
      if (internal && !linalgOp.getMatchingIndexingMap(operand).isIdentity())
        ok = false;
    }
    if (!ok) {
      failure.message =
          "the epilogue branches and " + describeOp(op) +
          " cannot be merged with the others: merging needs the same "
          "iteration space, identity result maps and identity maps for "
          "values computed inside the epilogue";
      failure.at = op;
      return mlir::failure();
    }
  }

  // External inputs (deduplicated by value and map), then the body.
  SmallVector<Value> inputs;
  SmallVector<AffineMap> maps;
  llvm::DenseMap<std::pair<Value, AffineMap>, unsigned> inputIndex;
  auto addInput = [&](Value value, AffineMap map) {
    auto [it, inserted] = inputIndex.try_emplace({value, map}, inputs.size());
    if (inserted) {
      inputs.push_back(value);
      maps.push_back(map);
    }
  };
  for (Operation *op : ops) {
    auto linalgOp = cast<linalg::LinalgOp>(op);
    for (OpOperand *operand : linalgOp.getDpsInputOperands()) {
      Operation *def = operand->get().getDefiningOp();
      if (operand->get() != start && def && inEpilogue.contains(def))
        continue;
      addInput(operand->get(), linalgOp.getMatchingIndexingMap(operand));
    }
    OpOperand *init = linalgOp.getDpsInitOperand(0);
    if (!linalgOp.getMatchingBlockArgument(init).use_empty())
      addInput(init->get(), linalgOp.getMatchingIndexingMap(init));
  }
  Value initValue = sinkOp.getDpsInitOperand(0)->get();
  maps.push_back(rewriter.getMultiDimIdentityMap(rank));
  SmallVector<utils::IteratorType> iterators(rank,
                                             utils::IteratorType::parallel);
  rewriter.setInsertionPoint(sink);
  auto merged = linalg::GenericOp::create(
      rewriter, sink->getLoc(), sink->getResult(0).getType(), inputs,
      ValueRange{initValue}, maps, iterators,
      [&](OpBuilder &b, Location loc, ValueRange args) {
        llvm::DenseMap<Value, Value> scalar;
        for (Operation *op : ops) {
          auto linalgOp = cast<linalg::LinalgOp>(op);
          IRMapping mapping;
          for (OpOperand *operand : linalgOp.getDpsInputOperands()) {
            BlockArgument arg = linalgOp.getMatchingBlockArgument(operand);
            Operation *def = operand->get().getDefiningOp();
            if (operand->get() != start && def && inEpilogue.contains(def)) {
              mapping.map(arg, scalar.lookup(operand->get()));
              continue;
            }
            mapping.map(arg, args[inputIndex.lookup(
                                 {operand->get(),
                                  linalgOp.getMatchingIndexingMap(operand)})]);
          }
          OpOperand *init = linalgOp.getDpsInitOperand(0);
          BlockArgument outArg = linalgOp.getMatchingBlockArgument(init);
          if (!outArg.use_empty())
            mapping.map(
                outArg,
                args[inputIndex.lookup(
                    {init->get(), linalgOp.getMatchingIndexingMap(init)})]);
          Block *body = linalgOp.getBlock();
          for (Operation &bodyOp : body->without_terminator())
            b.clone(bodyOp, mapping);
          Value yielded = body->getTerminator()->getOperand(0);
          scalar[op->getResult(0)] = mapping.lookupOrDefault(yielded);
        }
        linalg::YieldOp::create(b, loc, scalar.lookup(sink->getResult(0)));
      });
  rewriter.replaceOp(sink, merged->getResults());
  for (Operation *op : llvm::reverse(ops))
    if (op != sink)
      rewriter.eraseOp(op);
  return merged.getOperation();
}

/// Fuses the elementwise consumers of `root` (inside `loop`) into `loop`.
/// Returns the tiled consumers; `loop` is updated to the final loop.
static FailureOr<SmallVector<Operation *>>
fuseEpilogue(RewriterBase &rewriter, Operation *root, scf::ForallOp &loop,
             EpilogueFailure &failure) {
  FailureOr<OpResult> start = traceToLoopResult(root->getResult(0), loop);
  if (mlir::failed(start)) {
    failure.message = "the result of " + describeOp(root) +
                      " does not reach a result of the enclosing scf.forall "
                      "through tensor.parallel_insert_slice";
    failure.at = root;
    return mlir::failure();
  }
  FailureOr<SmallVector<Operation *>> chain =
      collectEpilogue(*start, root, failure);
  if (mlir::failed(chain))
    return mlir::failure();

  // The consumers' other operands must be available before the loop; move
  // the producers that sit between the loop and the consumer (tensor.empty
  // inits, broadcasts of a bias) when they can be moved. All checks happen
  // before the first fusion so that a failure leaves the payload unchanged.
  DominanceInfo dominance;
  SmallVector<Value> toMove;
  llvm::SmallPtrSet<Operation *, 8> inChain(chain->begin(), chain->end());
  for (Operation *consumer : *chain)
    for (Value operand : consumer->getOperands()) {
      Operation *def = operand.getDefiningOp();
      if (def == loop.getOperation() || (def && inChain.contains(def)))
        continue;
      if (!dominance.properlyDominates(operand, loop))
        toMove.push_back(operand);
    }
  if (!toMove.empty()) {
    if (mlir::failed(moveValueDefinitions(rewriter, toMove, loop, dominance))) {
      failure.message =
          "an operand of the epilogue is defined after the tile loop by "
          "producers that cannot be moved before it";
      failure.at = toMove.front().getDefiningOp();
      return mlir::failure();
    }
  }

  // A branching epilogue becomes one op (its failures leave the payload
  // as it was, up to the moves above).
  if (!isChain(*start, *chain)) {
    FailureOr<Operation *> merged =
        mergeEpilogue(rewriter, *chain, *start, failure);
    if (mlir::failed(merged))
      return mlir::failure();
    chain->assign({*merged});
  }

  SmallVector<Operation *> fused;
  Operation *func = loop->getParentOp();
  StringRef marker = "__kgen_fuse_epilogue_consumer__";
  for (Operation *consumer : *chain) {
    rewriter.modifyOpInPlace(
        consumer, [&] { consumer->setAttr(marker, rewriter.getUnitAttr()); });
    SmallVector<LoopLikeOpInterface> loops = {
        cast<LoopLikeOpInterface>(loop.getOperation())};
    FailureOr<scf::SCFFuseConsumerOfSliceResult> result =
        scf::tileAndFuseConsumer(rewriter, consumer, loops);
    if (mlir::failed(result)) {
      rewriter.modifyOpInPlace(consumer, [&] { consumer->removeAttr(marker); });
      failure.message = "upstream consumer fusion (scf::tileAndFuseConsumer) "
                        "failed for " +
                        describeOp(consumer);
      failure.at = consumer;
      failure.modified = !fused.empty();
      return mlir::failure();
    }
    loop = cast<scf::ForallOp>(loops.front().getOperation());
    // The original consumer is dead now: its uses were replaced by the new
    // loop's result. Erase it (when upstream did not) and find the tiled
    // copy, which carries the marker, inside the loop.
    Operation *tiled = nullptr;
    SmallVector<Operation *> deadOriginals;
    func->walk([&](Operation *op) {
      if (!op->hasAttr(marker))
        return;
      if (loop->isProperAncestor(op))
        tiled = op;
      else if (op->use_empty())
        deadOriginals.push_back(op);
    });
    for (Operation *op : deadOriginals)
      rewriter.eraseOp(op);
    if (!tiled && !result->tiledOps.empty())
      tiled = result->tiledOps.front();
    if (tiled) {
      rewriter.modifyOpInPlace(tiled, [&] { tiled->removeAttr(marker); });
      fused.push_back(tiled);
    }
  }

  // Drop the loop results nobody uses any more (the contraction's own
  // result, intermediate epilogue values): their tiles stay in registers or
  // local buffers instead of being written out.
  RewritePatternSet patterns(rewriter.getContext());
  scf::ForallOp::getCanonicalizationPatterns(patterns, rewriter.getContext());
  GreedyRewriteConfig config;
  config.setStrictness(GreedyRewriteStrictness::ExistingOps);
  config.setListener(
      dyn_cast_if_present<RewriterBase::Listener>(rewriter.getListener()));
  (void)applyOpPatternsGreedily({loop.getOperation()}, std::move(patterns),
                                config);
  if (!fused.empty())
    if (auto newLoop = fused.back()->getParentOfType<scf::ForallOp>())
      loop = newLoop;
  return fused;
}

DiagnosedSilenceableFailure
transform::KgenFuseEpilogueOp::apply(TransformRewriter &rewriter,
                                     TransformResults &results,
                                     TransformState &state) {
  SmallVector<Operation *> allFused, allLoops;
  for (Operation *target : state.getPayloadOps(getTarget())) {
    Operation *root = nullptr;
    scf::ForallOp loop;
    if (auto forall = dyn_cast<scf::ForallOp>(target)) {
      loop = forall;
      SmallVector<Operation *> roots;
      forall.getBody()->walk([&](Operation *op) {
        if (isContractionOrConvolution(op))
          roots.push_back(op);
      });
      if (roots.size() != 1) {
        DiagnosedSilenceableFailure diag =
            emitSilenceableError()
            << "the scf.forall contains " << roots.size()
            << " contractions or convolutions; expected exactly one";
        diag.attachNote(target->getLoc()) << "target loop";
        return diag;
      }
      root = roots.front();
    } else {
      if (!isContractionOrConvolution(target)) {
        DiagnosedSilenceableFailure diag =
            emitSilenceableError()
            << "target " << describeOp(target)
            << " is neither an scf.forall nor a contraction or convolution";
        diag.attachNote(target->getLoc()) << "target op";
        return diag;
      }
      root = target;
      loop = target->getParentOfType<scf::ForallOp>();
      if (!loop) {
        DiagnosedSilenceableFailure diag =
            emitSilenceableError()
            << "target " << describeOp(target)
            << " is not inside an scf.forall tile loop; tile it with "
               "transform.structured.tile_using_forall first";
        diag.attachNote(target->getLoc()) << "target op";
        return diag;
      }
    }
    if (root->getNumResults() != 1) {
      DiagnosedSilenceableFailure diag =
          emitSilenceableError()
          << describeOp(root) << " has " << root->getNumResults()
          << " results; expected one (an op on tensors)";
      diag.attachNote(root->getLoc()) << "contraction";
      return diag;
    }

    EpilogueFailure failure;
    FailureOr<SmallVector<Operation *>> fused =
        fuseEpilogue(rewriter, root, loop, failure);
    if (mlir::failed(fused)) {
      DiagnosedSilenceableFailure diag = emitSilenceableError()
                                         << failure.message;
      if (failure.at)
        diag.attachNote(failure.at->getLoc()) << "here";
      for (Operation *user : failure.users)
        diag.attachNote(user->getLoc()) << "user";
      if (failure.modified)
        diag.attachNote() << "the consumers before this one were fused";
      return diag;
    }
    llvm::append_range(allFused, *fused);
    allLoops.push_back(loop);
  }
  results.set(cast<OpResult>(getFused()), allFused);
  results.set(cast<OpResult>(getNewLoop()), allLoops);
  return DiagnosedSilenceableFailure::success();
}

void transform::KgenFuseEpilogueOp::getEffects(
    SmallVectorImpl<MemoryEffects::EffectInstance> &effects) {
  consumesHandle(getTargetMutable(), effects);
  producesHandle(getOperation()->getOpResults(), effects);
  modifiesPayload(effects);
}

//===----------------------------------------------------------------------===//
// SplitReductionOp
//===----------------------------------------------------------------------===//

LogicalResult transform::KgenSplitReductionOp::verify() {
  if (getSplitFactor() && getSplitFactorParam())
    return emitOpError() << "expects the split factor either as the "
                            "'split_factor' attribute or as a parameter, "
                            "not both";
  if (!getSplitFactor() && !getSplitFactorParam())
    return emitOpError() << "expects a split factor: a 'split_factor' "
                            "attribute or 'by %param'";
  if (getSplitFactor() && *getSplitFactor() <= 1)
    return emitOpError() << "split factor must be greater than 1, got "
                         << *getSplitFactor();
  return success();
}

/// Checks what upstream splitReduction needs, with a message saying what
/// is missing. Returns an empty string when the op can be split.
static std::string checkSplittable(linalg::LinalgOp op, int64_t factor,
                                   int64_t insertDim) {
  if (op->getNumResults() != 1 || op.getNumDpsInits() != 1)
    return describeOp(op) + " has " + std::to_string(op.getNumDpsInits()) +
           " outputs; split_reduction needs one output on tensors";
  if (!op.hasPureTensorSemantics())
    return describeOp(op) + " is on buffers; split_reduction works on tensors";
  SmallVector<unsigned> dims;
  op.getReductionDims(dims);
  if (dims.empty())
    return describeOp(op) + " has no reduction dimension";
  if (dims.size() > 1)
    return describeOp(op) + " has " + std::to_string(dims.size()) +
           " reduction dimensions; split_reduction splits ops with exactly "
           "one (collapse them first)";
  SmallVector<int64_t> ranges = op.getStaticLoopRanges();
  int64_t size = ranges[dims.front()];
  if (ShapedType::isDynamic(size))
    return "the reduction dimension (d" + std::to_string(dims.front()) +
           ") of " + describeOp(op) + " has a dynamic size";
  if (size % factor != 0)
    return "the reduction size " + std::to_string(size) + " (d" +
           std::to_string(dims.front()) + ") of " + describeOp(op) +
           " is not divisible by the split factor " + std::to_string(factor);
  SmallVector<Operation *, 4> combiners;
  if (!matchReduction(op.getRegionOutputArgs(), 0, combiners) ||
      combiners.size() != 1 || !arith::getNeutralElement(combiners.front()))
    return "the body of " + describeOp(op) +
           " does not reduce with a single combiner that has a neutral "
           "element (addf/addi, mulf/muli, min/max, andi/ori/xori)";
  int64_t outRank = op.getRank(op.getDpsInitOperand(0));
  if (insertDim < 0 || insertDim > outRank)
    return "insert_split_dimension " + std::to_string(insertDim) +
           " exceeds the rank " + std::to_string(outRank) + " of the result";
  return "";
}

DiagnosedSilenceableFailure
transform::KgenSplitReductionOp::apply(TransformRewriter &rewriter,
                                       TransformResults &results,
                                       TransformState &state) {
  SmallVector<Operation *> targets =
      llvm::to_vector(state.getPayloadOps(getTarget()));
  SmallVector<int64_t> factors;
  if (Value param = getSplitFactorParam()) {
    ArrayRef<Attribute> values = state.getParams(param);
    if (values.size() != 1 && values.size() != targets.size())
      return emitDefiniteFailure()
             << "expects the split factor parameter to hold one integer or "
                "one per target ("
             << targets.size() << "), got " << values.size();
    for (Attribute value : values) {
      auto integer = dyn_cast<IntegerAttr>(value);
      if (!integer)
        return emitDefiniteFailure()
               << "expects the split factor parameter to hold integers";
      if (integer.getInt() <= 1)
        return emitDefiniteFailure()
               << "split factor must be greater than 1, got "
               << integer.getInt();
      factors.push_back(integer.getInt());
    }
  } else {
    factors.push_back(*getSplitFactor());
  }

  // Check every target before rewriting any.
  for (auto [i, target] : llvm::enumerate(targets)) {
    int64_t factor = factors.size() == 1 ? factors.front() : factors[i];
    auto linalgOp = dyn_cast<linalg::LinalgOp>(target);
    std::string problem =
        linalgOp
            ? checkSplittable(linalgOp, factor,
                              static_cast<int64_t>(getInsertSplitDimension()))
            : "target " + describeOp(target) + " is not a linalg op";
    if (!problem.empty()) {
      DiagnosedSilenceableFailure diag = emitSilenceableError() << problem;
      diag.attachNote(target->getLoc()) << "target op";
      return diag;
    }
  }

  SmallVector<Operation *> fills, splits, combines;
  for (auto [i, target] : llvm::enumerate(targets)) {
    int64_t factor = factors.size() == 1 ? factors.front() : factors[i];
    auto linalgOp = cast<linalg::LinalgOp>(target);
    unsigned insertDim = getInsertSplitDimension();
    bool innerParallel = getInnerParallel();
    linalg::ControlSplitReductionFn control = [&](linalg::LinalgOp) {
      return linalg::SplitReductionOptions{factor, insertDim, innerParallel};
    };
    rewriter.setInsertionPoint(target);
    FailureOr<linalg::SplitReductionResult> split =
        linalg::splitReduction(rewriter, linalgOp, control);
    if (failed(split)) {
      DiagnosedSilenceableFailure diag =
          emitSilenceableError()
          << "upstream linalg::splitReduction failed on " << describeOp(target);
      diag.attachNote(target->getLoc()) << "target op";
      return diag;
    }
    fills.push_back(split->fillOp);
    splits.push_back(split->splitLinalgOp);
    combines.push_back(split->resultCombiningLinalgOp);
  }
  results.set(cast<OpResult>(getFill()), fills);
  results.set(cast<OpResult>(getSplitOp()), splits);
  results.set(cast<OpResult>(getCombiningOp()), combines);
  return DiagnosedSilenceableFailure::success();
}

void transform::KgenSplitReductionOp::getEffects(
    SmallVectorImpl<MemoryEffects::EffectInstance> &effects) {
  consumesHandle(getTargetMutable(), effects);
  onlyReadsHandle(getSplitFactorParamMutable(), effects);
  producesHandle(getOperation()->getOpResults(), effects);
  modifiesPayload(effects);
}
