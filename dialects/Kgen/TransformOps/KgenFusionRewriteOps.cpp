//===- KgenFusionRewriteOps.cpp - transform.kgen rewrites
//-------------------===//
//
// Part of kgen. The ops of KgenFusionRewriteOps.td: epilogue fusion, split
// reductions, tensor cores.
//
//===----------------------------------------------------------------------===//

#include "Kgen/TransformOps/KgenTransformOps.h"

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

/// Short description of an op for diagnostics: its name and, for linalg
/// ops, its kgen op class.
static std::string describeOp(Operation *op) {
  std::string text = "'" + op->getName().getStringRef().str() + "'";
  if (std::optional<OpClass> opClass = classifyOp(op))
    text += " (op class " + stringifyOpClass(*opClass).str() + ")";
  return text;
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

//===----------------------------------------------------------------------===//
// UseTensorCoresOp
//===----------------------------------------------------------------------===//

namespace {
/// The MMA instruction chosen for a contraction.
struct MmaChoice {
  int64_t m = 16, n = 8, k = 0;
  bool tf32 = false;
};

/// The contraction's loop dimensions by role.
struct MmaDims {
  SmallVector<unsigned> batch;
  unsigned m, n, k;
};
} // namespace

/// Returns the compute capability of an `sm_XY[a]` chip name, or nullopt.
static std::optional<int> smVersion(StringRef chip) {
  if (!chip.consume_front("sm_"))
    return std::nullopt;
  chip.consume_back("a");
  int version;
  if (chip.getAsInteger(10, version))
    return std::nullopt;
  return version;
}

/// Finds the attribute named `name` on the nearest ancestor of `op` (op
/// included) that has it.
template <typename AttrT>
static std::pair<AttrT, Operation *> findInScope(Operation *op,
                                                 StringRef name) {
  for (Operation *current = op; current; current = current->getParentOp())
    if (auto attr = current->getAttrOfType<AttrT>(name))
      return {attr, current};
  return {AttrT(), nullptr};
}

/// Describes where an attribute was found, for diagnostics.
static std::string describeScope(Operation *op) {
  std::string text = "'" + op->getName().getStringRef().str() + "'";
  if (auto symbol =
          op->getAttrOfType<StringAttr>(SymbolTable::getSymbolAttrName()))
    text += " @" + symbol.getValue().str();
  return text;
}

/// Checks that every lane of a warp reaches `op` together.
static std::string checkWarpContext(Operation *op) {
  Operation *kernel = nullptr;
  for (Operation *parent = op->getParentOp(); parent;
       parent = parent->getParentOp()) {
    if (auto forall = dyn_cast<scf::ForallOp>(parent)) {
      std::optional<ArrayAttr> mapping = forall.getMapping();
      if (mapping && !mapping->empty() &&
          isa<::mlir::gpu::GPUThreadMappingAttr,
              ::mlir::gpu::GPULaneMappingAttr>(mapping->getValue().front()))
        return "it is inside a thread-mapped scf.forall, so the lanes of a "
               "warp would run different tiles; mma.sync needs the whole "
               "warp (map the tile to #gpu.warp instead)";
    }
    if (isa<::mlir::gpu::LaunchOp, ::mlir::gpu::GPUFuncOp>(parent)) {
      kernel = parent;
      break;
    }
  }
  if (!kernel)
    return "it is not inside a gpu.launch or gpu.func; mma.sync is a warp "
           "instruction (map the loops to the GPU first)";
  if (auto launch = dyn_cast<::mlir::gpu::LaunchOp>(kernel)) {
    std::optional<int64_t> x = getConstantIntValue(launch.getBlockSizeX());
    std::optional<int64_t> y = getConstantIntValue(launch.getBlockSizeY());
    std::optional<int64_t> z = getConstantIntValue(launch.getBlockSizeZ());
    if (x && y && z && (*x * *y * *z) % 32 != 0)
      return "its gpu.launch has " + std::to_string(*x * *y * *z) +
             " threads per block, not a multiple of the warp size 32";
  }
  return "";
}

/// The memref indices of element `valueId` of a lane's fragment: the lane
/// map's (row, column) coordinate added to the tile's origin `tileBase`
/// (every loop dimension), then mapped through `operandMap` (loop dims ->
/// memref indices).
static SmallVector<Value>
fragmentElementIndices(RewriterBase &rewriter, Location loc,
                       AffineMap operandMap, AffineMap laneMap, Value lane,
                       int64_t valueId, ArrayRef<Value> tileBase,
                       unsigned rowDim, unsigned colDim) {
  SmallVector<OpFoldResult> dims(tileBase.begin(), tileBase.end());
  AffineExpr d0, d1, d2;
  bindDims(rewriter.getContext(), d0, d1, d2);
  // (lane, value id, base) -> base + coordinate of this element.
  OpFoldResult laneOperands[2] = {lane, rewriter.getIndexAttr(valueId)};
  for (unsigned which : {0u, 1u}) {
    unsigned dim = which == 0 ? rowDim : colDim;
    AffineMap coord = AffineMap::get(
        3, 0, laneMap.getResult(which).replaceDims({d0, d1}) + d2);
    dims[dim] = affine::makeComposedFoldedAffineApply(
        rewriter, loc, coord,
        {laneOperands[0], laneOperands[1], tileBase[dim]});
  }
  SmallVector<Value> indices;
  for (AffineExpr result : operandMap.getResults())
    indices.push_back(getValueOrCreateConstantIndexOp(
        rewriter, loc,
        affine::makeComposedFoldedAffineApply(
            rewriter, loc, AffineMap::get(operandMap.getNumDims(), 0, result),
            dims)));
  return indices;
}

/// Returns the fragment of `role` for the MMA tile at `tileBase` (values of
/// every loop dimension at the tile's origin), loaded lane by lane from
/// `memref` through `operandMap` (loop dims -> memref indices).
static Value loadFragment(RewriterBase &rewriter, Location loc, Value memref,
                          AffineMap operandMap, VectorType fragmentType,
                          int64_t elementsPerRegister, AffineMap laneMap,
                          Value lane, ArrayRef<Value> tileBase, unsigned rowDim,
                          unsigned colDim) {
  Value fragment = arith::ConstantOp::create(
      rewriter, loc, fragmentType, rewriter.getZeroAttr(fragmentType));
  for (int64_t reg = 0; reg < fragmentType.getDimSize(0); ++reg) {
    for (int64_t e = 0; e < fragmentType.getDimSize(1); ++e) {
      SmallVector<Value> indices = fragmentElementIndices(
          rewriter, loc, operandMap, laneMap, lane,
          reg * elementsPerRegister + e, tileBase, rowDim, colDim);
      Value element = memref::LoadOp::create(rewriter, loc, memref, indices);
      fragment = vector::InsertOp::create(rewriter, loc, element, fragment,
                                          ArrayRef<int64_t>{reg, e});
    }
  }
  return fragment;
}

/// Stores the accumulator fragment `fragment` back to `memref`, the
/// inverse of loadFragment.
static void storeFragment(RewriterBase &rewriter, Location loc, Value fragment,
                          Value memref, AffineMap operandMap,
                          int64_t elementsPerRegister, AffineMap laneMap,
                          Value lane, ArrayRef<Value> tileBase, unsigned rowDim,
                          unsigned colDim) {
  auto fragmentType = cast<VectorType>(fragment.getType());
  for (int64_t reg = 0; reg < fragmentType.getDimSize(0); ++reg) {
    for (int64_t e = 0; e < fragmentType.getDimSize(1); ++e) {
      SmallVector<Value> indices = fragmentElementIndices(
          rewriter, loc, operandMap, laneMap, lane,
          reg * elementsPerRegister + e, tileBase, rowDim, colDim);
      Value element = vector::ExtractOp::create(rewriter, loc, fragment,
                                                ArrayRef<int64_t>{reg, e});
      memref::StoreOp::create(rewriter, loc, element, memref, indices);
    }
  }
}

/// Per-operand information for the rewrite: the fragment type and the lane
/// map of the nvgpu MMA utilities.
namespace {
struct FragmentLayout {
  VectorType fragmentType;
  int64_t elementsPerRegister;
  AffineMap laneMap;
};
} // namespace

static FailureOr<FragmentLayout> getLayout(OpBuilder &b, Location loc,
                                           ArrayRef<int64_t> warpShape,
                                           Type elementType,
                                           nvgpu::MatMulOperandRole role) {
  nvgpu::WarpMatrixInfo info{VectorType::get(warpShape, elementType), role};
  FailureOr<nvgpu::FragmentElementInfo> regInfo =
      nvgpu::getMmaSyncRegisterType(info);
  if (failed(regInfo))
    return failure();
  FailureOr<AffineMap> laneMap =
      nvgpu::getLaneIdAndValueIdToOperandCoord(b, loc, info);
  if (failed(laneMap))
    return failure();
  int64_t elementsPerRegister =
      regInfo->registerWidthBits / elementType.getIntOrFloatBitWidth();
  FragmentLayout layout;
  layout.fragmentType = VectorType::get(
      {regInfo->numRegistersPerFragment, elementsPerRegister}, elementType);
  layout.elementsPerRegister = elementsPerRegister;
  layout.laneMap = *laneMap;
  return layout;
}

/// Rewrites `op` (checked legal) into loops of nvgpu.mma.sync. Returns the
/// mma.sync op.
static FailureOr<Operation *> rewriteToMmaSync(RewriterBase &rewriter,
                                               linalg::LinalgOp op,
                                               const MmaDims &dims,
                                               const MmaChoice &mma) {
  Location loc = op.getLoc();
  rewriter.setInsertionPoint(op);
  OpOperand *aOperand = op.getDpsInputOperand(0);
  OpOperand *bOperand = op.getDpsInputOperand(1);
  OpOperand *cOperand = op.getDpsInitOperand(0);
  AffineMap aMap = op.getMatchingIndexingMap(aOperand);
  AffineMap bMap = op.getMatchingIndexingMap(bOperand);
  AffineMap cMap = op.getMatchingIndexingMap(cOperand);
  Type aType = getElementTypeOrSelf(aOperand->get().getType());
  Type bType = getElementTypeOrSelf(bOperand->get().getType());
  Type cType = getElementTypeOrSelf(cOperand->get().getType());

  // Warp-level shapes in the layout of the MMA utilities: A is m x k, B is
  // n x k ("col" operand), C is m x n.
  FailureOr<FragmentLayout> aLayout = getLayout(
      rewriter, loc, {mma.m, mma.k}, aType, nvgpu::MatMulOperandRole::A);
  FailureOr<FragmentLayout> bLayout = getLayout(
      rewriter, loc, {mma.n, mma.k}, bType, nvgpu::MatMulOperandRole::B);
  FailureOr<FragmentLayout> cLayout = getLayout(
      rewriter, loc, {mma.m, mma.n}, cType, nvgpu::MatMulOperandRole::C);
  if (failed(aLayout) || failed(bLayout) || failed(cLayout))
    return failure();

  SmallVector<int64_t> ranges = op.getStaticLoopRanges();
  Value zero = arith::ConstantIndexOp::create(rewriter, loc, 0);
  Value lane = ::mlir::gpu::LaneIdOp::create(rewriter, loc,
                                             /*upper_bound=*/IntegerAttr());
  SmallVector<Value> base(op.getNumLoops(), zero);

  // Loops: batch dims, then M and N tiles; the K loop carries the
  // accumulator fragment.
  auto makeLoop = [&](unsigned dim, int64_t step) {
    Value lb = zero;
    Value ub = arith::ConstantIndexOp::create(rewriter, loc, ranges[dim]);
    Value st = arith::ConstantIndexOp::create(rewriter, loc, step);
    auto loop = scf::ForOp::create(rewriter, loc, lb, ub, st);
    rewriter.setInsertionPointToStart(loop.getBody());
    base[dim] = loop.getInductionVar();
    return loop;
  };
  for (unsigned dim : dims.batch)
    makeLoop(dim, 1);
  makeLoop(dims.m, mma.m);
  makeLoop(dims.n, mma.n);

  Value cFragment =
      loadFragment(rewriter, loc, cOperand->get(), cMap, cLayout->fragmentType,
                   cLayout->elementsPerRegister, cLayout->laneMap, lane, base,
                   dims.m, dims.n);
  Value kUb = arith::ConstantIndexOp::create(rewriter, loc, ranges[dims.k]);
  Value kStep = arith::ConstantIndexOp::create(rewriter, loc, mma.k);
  Operation *mmaOp = nullptr;
  auto kLoop = scf::ForOp::create(
      rewriter, loc, zero, kUb, kStep, ValueRange{cFragment},
      [&](OpBuilder &b, Location nestedLoc, Value kIv, ValueRange iterArgs) {
        OpBuilder::InsertionGuard guard(rewriter);
        rewriter.setInsertionPoint(b.getInsertionBlock(),
                                   b.getInsertionPoint());
        SmallVector<Value> kBase = base;
        kBase[dims.k] = kIv;
        Value aFragment =
            loadFragment(rewriter, nestedLoc, aOperand->get(), aMap,
                         aLayout->fragmentType, aLayout->elementsPerRegister,
                         aLayout->laneMap, lane, kBase, dims.m, dims.k);
        Value bFragment =
            loadFragment(rewriter, nestedLoc, bOperand->get(), bMap,
                         bLayout->fragmentType, bLayout->elementsPerRegister,
                         bLayout->laneMap, lane, kBase, dims.n, dims.k);
        auto mmaSync = nvgpu::MmaSyncOp::create(
            rewriter, nestedLoc, aFragment, bFragment, iterArgs.front(),
            ArrayRef<int64_t>{mma.m, mma.n, mma.k}, mma.tf32);
        mmaOp = mmaSync;
        scf::YieldOp::create(rewriter, nestedLoc, mmaSync.getResult());
      });
  storeFragment(rewriter, loc, kLoop.getResult(0), cOperand->get(), cMap,
                cLayout->elementsPerRegister, cLayout->laneMap, lane, base,
                dims.m, dims.n);
  rewriter.eraseOp(op);
  return mmaOp;
}

DiagnosedSilenceableFailure
transform::KgenUseTensorCoresOp::apply(TransformRewriter &rewriter,
                                       TransformResults &results,
                                       TransformState &state) {
  struct Plan {
    linalg::LinalgOp op;
    MmaDims dims;
    MmaChoice mma;
  };
  SmallVector<Plan> plans;
  for (Operation *target : state.getPayloadOps(getTarget())) {
    auto fail = [&](const Twine &message) {
      DiagnosedSilenceableFailure diag = emitSilenceableError() << message;
      diag.attachNote(target->getLoc()) << "target op";
      return diag;
    };
    // A matmul-like contraction with one M, N and K dimension.
    std::optional<OpClass> opClass = classifyOp(target);
    auto linalgOp = dyn_cast<linalg::LinalgOp>(target);
    if (!linalgOp || !opClass || *opClass != OpClass::contraction)
      return fail("target " + describeOp(target) +
                  " is not a matmul-like contraction");
    if (linalgOp.getNumDpsInputs() != 2 || linalgOp.getNumDpsInits() != 1)
      return fail("target " + describeOp(target) +
                  " must have two inputs and one output");
    FailureOr<linalg::ContractionDimensions> contractionDims =
        linalg::inferContractionDims(linalgOp);
    if (failed(contractionDims) || contractionDims->m.size() != 1 ||
        contractionDims->n.size() != 1 || contractionDims->k.size() != 1)
      return fail("target " + describeOp(target) +
                  " does not have exactly one M, one N and one K dimension");
    Plan plan;
    plan.op = linalgOp;
    plan.dims.batch.assign(contractionDims->batch.begin(),
                           contractionDims->batch.end());
    plan.dims.m = contractionDims->m.front();
    plan.dims.n = contractionDims->n.front();
    plan.dims.k = contractionDims->k.front();

    // Element types and the precision the instruction needs.
    Type aType = getElementTypeOrSelf(linalgOp.getDpsInputs()[0].getType());
    Type bType = getElementTypeOrSelf(linalgOp.getDpsInputs()[1].getType());
    Type cType = getElementTypeOrSelf(linalgOp.getDpsInits()[0].getType());
    std::string types;
    llvm::raw_string_ostream(types)
        << aType << " x " << bType << " -> " << cType;
    if (aType != bType || !(aType.isF32() || aType.isF16()) ||
        !(cType.isF32() || (aType.isF16() && cType.isF16())))
      return fail("element types " + types +
                  " have no mma.sync form here (A and B both f16 with an f16 "
                  "or f32 result, or both f32 with an f32 result)");
    bool needsTf32 = aType.isF32();

    // Precision policy in scope.
    auto [precisionAttr, precisionScope] =
        findInScope<PrecisionAttr>(target, "kgen.precision");
    Precision policy =
        precisionAttr ? precisionAttr.getValue() : Precision::strict;
    if (needsTf32 && policy == Precision::strict) {
      std::string where =
          precisionAttr
              ? "the precision policy #kgen.precision<strict> (on " +
                    describeScope(precisionScope) + ")"
              : std::string("the precision policy strict (no kgen.precision "
                            "attribute in scope)");
      return fail(where + " forbids TF32 tensor cores for f32 operands (" +
                  types +
                  "); set kgen.precision to #kgen.precision<tf32> or "
                  "#kgen.precision<bf16> to allow it");
    }

    // Target: the option, else kgen.target in scope.
    TargetAttr targetAttr = getDeviceAttr();
    std::string targetWhere = "the 'device' option";
    if (!targetAttr) {
      auto [scoped, scope] = findInScope<TargetAttr>(target, "kgen.target");
      if (!scoped)
        return fail("no #kgen.target in scope (no kgen.target attribute on "
                    "an enclosing op) and no 'device' option: cannot tell "
                    "whether the chip has tensor cores");
      targetAttr = scoped;
      targetWhere = "kgen.target on " + describeScope(scope);
    }
    std::optional<int> sm = smVersion(targetAttr.getChip());
    if (targetAttr.getBackend() == Backend::rocdl)
      return fail("target chip '" + targetAttr.getChip() + "' (" + targetWhere +
                  ") is an AMD GPU; the amdgpu MFMA path is not implemented "
                  "(tensor cores need nvvm sm_80 or newer)");
    if (targetAttr.getBackend() != Backend::nvvm || !sm || *sm < 80)
      return fail("target chip '" + targetAttr.getChip() + "' (" + targetWhere +
                  ") has no mma.sync tensor-core path; it needs nvvm sm_80 or "
                  "newer");

    plan.mma.tf32 = needsTf32;
    plan.mma.k = needsTf32 ? 8 : 16;

    // Static sizes that the MMA tile divides.
    SmallVector<int64_t> ranges = linalgOp.getStaticLoopRanges();
    struct {
      const char *name;
      unsigned dim;
      int64_t tile;
    } checks[] = {{"M", plan.dims.m, plan.mma.m},
                  {"N", plan.dims.n, plan.mma.n},
                  {"K", plan.dims.k, plan.mma.k}};
    for (auto &check : checks) {
      int64_t size = ranges[check.dim];
      if (ShapedType::isDynamic(size) || size % check.tile != 0)
        return fail("the " + Twine(check.name) + " size (" +
                    (ShapedType::isDynamic(size) ? std::string("dynamic")
                                                 : std::to_string(size)) +
                    ") of " + describeOp(target) + " is not a multiple of " +
                    Twine(check.tile) + ", the MMA tile m16n8k" +
                    Twine(plan.mma.k) + " (tile the op to multiples first)");
    }
    if (!linalgOp.hasPureBufferSemantics())
      return fail("target " + describeOp(target) +
                  " is on tensors; use_tensor_cores loads fragments lane by "
                  "lane from memory: bufferize first");
    std::string context = checkWarpContext(target);
    if (!context.empty())
      return fail("target " + describeOp(target) +
                  " cannot use mma.sync: " + context);
    plans.push_back(plan);
  }

  SmallVector<Operation *> mmaOps;
  for (Plan &plan : plans) {
    FailureOr<Operation *> mmaOp =
        rewriteToMmaSync(rewriter, plan.op, plan.dims, plan.mma);
    if (failed(mmaOp))
      return emitDefiniteFailure()
             << "internal error: no nvgpu fragment layout for a checked "
                "contraction";
    mmaOps.push_back(*mmaOp);
  }
  results.set(cast<OpResult>(getMma()), mmaOps);
  return DiagnosedSilenceableFailure::success();
}

void transform::KgenUseTensorCoresOp::getEffects(
    SmallVectorImpl<MemoryEffects::EffectInstance> &effects) {
  consumesHandle(getTargetMutable(), effects);
  producesHandle(getOperation()->getOpResults(), effects);
  modifiesPayload(effects);
}
