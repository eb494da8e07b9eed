//===- KgenConvRewriteOps.cpp - transform.kgen rewrites -------------------===//
//
// Part of kgen. The ops of KgenConvRewriteOps.td: pooling as convolution,
// pooling with its input read in the body, collapsed parallel loops,
// convolution as matmul, transposed convolution as convolution and as
// stride-1 phases.
//
//===----------------------------------------------------------------------===//

#include "Kgen/TransformOps/KgenTransformOps.h"

#include "Kgen/IR/KgenOps.h"
#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/IR/LinalgInterfaces.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Utils/IndexingUtils.h"
#include "mlir/Dialect/Utils/ReshapeOpsUtils.h"
#include "mlir/IR/AffineMap.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/IRMapping.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallBitVector.h"

#include <numeric>

using namespace mlir;
using namespace mlir::kgen;

/// A silenceable failure naming the payload op.
static DiagnosedSilenceableFailure
notApplicable(Operation *transformOp, Operation *target, const Twine &message) {
  DiagnosedSilenceableFailure diag =
      emitSilenceableFailure(transformOp->getLoc(), message);
  diag.attachNote(target->getLoc()) << "payload op";
  return diag;
}

/// The statically shaped tensor type of `value` with a float element type,
/// or null.
static RankedTensorType staticFloatTensor(Value value) {
  auto type = dyn_cast<RankedTensorType>(value.getType());
  if (!type || !type.hasStaticShape() || !isa<FloatType>(type.getElementType()))
    return {};
  return type;
}

/// Checks that a linalg op is on statically shaped tensors of one float
/// type, with `numInputs` inputs and one output.
static LogicalResult checkOperands(linalg::LinalgOp op, unsigned numInputs,
                                   std::string &why) {
  llvm::raw_string_ostream os(why);
  if (!op.hasPureTensorSemantics()) {
    os << "is not on tensors";
    return failure();
  }
  if (op.getNumDpsInputs() != numInputs || op.getNumDpsInits() != 1) {
    os << "has " << op.getNumDpsInputs() << " inputs and "
       << op.getNumDpsInits() << " outputs (expected " << numInputs
       << " and 1)";
    return failure();
  }
  Type elementType;
  for (OpOperand &operand : op->getOpOperands()) {
    RankedTensorType type = staticFloatTensor(operand.get());
    if (!type) {
      os << "has operand #" << operand.getOperandNumber() << " of type "
         << operand.get().getType()
         << " (expected a statically shaped tensor of floats)";
      return failure();
    }
    if (elementType && type.getElementType() != elementType) {
      os << "mixes element types " << elementType << " and "
         << type.getElementType();
      return failure();
    }
    elementType = type.getElementType();
  }
  return success();
}

/// Dims of `map` in result order; fails unless every result is a dim.
static FailureOr<SmallVector<unsigned>> resultDims(AffineMap map) {
  SmallVector<unsigned> dims;
  for (AffineExpr expr : map.getResults()) {
    auto dim = dyn_cast<AffineDimExpr>(expr);
    if (!dim)
      return failure();
    dims.push_back(dim.getPosition());
  }
  return dims;
}

/// A DenseIntElementsAttr `tensor<Nxi64>` as the named conv ops take.
static DenseIntElementsAttr i64Elements(OpBuilder &b, ArrayRef<int64_t> v) {
  return DenseIntElementsAttr::get(
      RankedTensorType::get({static_cast<int64_t>(v.size())}, b.getI64Type()),
      v);
}

/// Whether `op`'s body is a float multiply-accumulate (out + a * b); why
/// not, in `errors`.
static bool hasMultiplyAccumulateBody(linalg::LinalgOp op,
                                      llvm::raw_ostream &errors) {
  return linalg::detail::isContractionBody(
      *op.getBlock(),
      [](Operation *mul, Operation *add) {
        return isa<arith::MulFOp>(mul) && isa<arith::AddFOp>(add);
      },
      errors);
}

/// A `linalg.generic` gathering `source` through `map` (from the result's
/// indices to the source's) into a new tensor of `shape`: result[i] =
/// source[map(i)].
static linalg::GenericOp gather(OpBuilder &b, Location loc, Value source,
                                AffineMap map, ArrayRef<int64_t> shape) {
  Type elementType = cast<ShapedType>(source.getType()).getElementType();
  Value empty = tensor::EmptyOp::create(b, loc, shape, elementType);
  int64_t rank = shape.size();
  return linalg::GenericOp::create(
      b, loc, TypeRange{empty.getType()}, ValueRange{source}, ValueRange{empty},
      ArrayRef<AffineMap>{
          map, AffineMap::getMultiDimIdentityMap(rank, b.getContext())},
      SmallVector<utils::IteratorType>(rank, utils::IteratorType::parallel),
      [](OpBuilder &b, Location l, ValueRange args) {
        linalg::YieldOp::create(b, l, args[0]);
      });
}

/// Body of a multiply-accumulate: out + in * w.
static void buildMacBody(OpBuilder &b, Location loc, ValueRange args) {
  Value mul = arith::MulFOp::create(b, loc, args[0], args[1]);
  Value add = arith::AddFOp::create(b, loc, args[2], mul);
  linalg::YieldOp::create(b, loc, add);
}

//===----------------------------------------------------------------------===//
// RewritePoolAsConvOp
//===----------------------------------------------------------------------===//

/// Checks that the body of a pooling op is `yield out + in` (the window
/// argument unused); describes the body in `why` otherwise.
static LogicalResult checkSumPoolingBody(Block &block, std::string &why) {
  llvm::raw_string_ostream os(why);
  auto yield = dyn_cast<linalg::YieldOp>(block.getTerminator());
  if (!yield || yield.getNumOperands() != 1) {
    os << "has a body that does not yield one value";
    return failure();
  }
  Operation *def = yield.getOperand(0).getDefiningOp();
  if (!def || def->getBlock() != &block) {
    os << "has a body that yields a value it does not compute";
    return failure();
  }
  if (isa<arith::MaximumFOp, arith::MaxNumFOp, arith::MinimumFOp,
          arith::MinNumFOp>(def)) {
    os << "is a max/min pooling (its body combines with '" << def->getName()
       << "'); only a sum pooling is a convolution with a weight of ones";
    return failure();
  }
  auto add = dyn_cast<arith::AddFOp>(def);
  Value in = block.getArgument(0), out = block.getArgument(2);
  if (!add || !((add.getLhs() == in && add.getRhs() == out) ||
                (add.getLhs() == out && add.getRhs() == in))) {
    os << "has a body other than 'out + in' (it yields the result of '"
       << def->getName() << "')";
    return failure();
  }
  if (block.getOperations().size() != 2) {
    os << "has a body with operations besides 'out + in'";
    return failure();
  }
  return success();
}

DiagnosedSilenceableFailure transform::RewritePoolAsConvOp::applyToOne(
    transform::TransformRewriter &rewriter, Operation *target,
    transform::ApplyToEachResultList &results,
    transform::TransformState &state) {
  auto op = dyn_cast<linalg::LinalgOp>(target);
  if (!op)
    return notApplicable(*this, target,
                         "'" + target->getName().getStringRef() +
                             "' is not a linalg pooling op");
  std::string why;
  if (failed(checkOperands(op, 2, why)) ||
      failed(checkSumPoolingBody(*op.getBlock(), why)))
    return notApplicable(*this, target,
                         "pooling op '" + target->getName().getStringRef() +
                             "' " + why);

  // Pooling-shaped: the window operand is the "filter" of a convolution
  // whose batch dims are the pooling's batch and channel dims.
  FailureOr<linalg::ConvolutionDimensions> dims =
      linalg::inferConvolutionDims(op);
  int64_t numLoops = op.getNumLoops();
  if (failed(dims) || !dims->outputChannel.empty() ||
      !dims->inputChannel.empty() || !dims->depth.empty() ||
      static_cast<int64_t>(dims->batch.size() + dims->outputImage.size() +
                           dims->filterLoop.size()) != numLoops)
    return notApplicable(*this, target,
                         "'" + target->getName().getStringRef() +
                             "' is not pooling-shaped (expected batch, "
                             "channel, output image and window loops only)");
  int64_t window = dims->filterLoop.size();
  if (window > 3 || dims->outputImage.size() != dims->filterLoop.size())
    return notApplicable(*this, target,
                         "'" + target->getName().getStringRef() + "' has " +
                             Twine(window) +
                             " window dimensions (expected 1, 2 or 3)");
  if (dims->batch.size() != 2)
    return notApplicable(*this, target,
                         "'" + target->getName().getStringRef() + "' has " +
                             Twine(dims->batch.size()) +
                             " batch/channel dimensions (expected one batch "
                             "and one channel dimension)");

  SmallVector<AffineMap> maps = op.getIndexingMapsArray();
  AffineMap windowMap = maps[1], outMap = maps[2];
  FailureOr<SmallVector<unsigned>> outDims = resultDims(outMap);
  FailureOr<SmallVector<unsigned>> windowDims = resultDims(windowMap);
  if (failed(outDims) || failed(windowDims))
    return notApplicable(*this, target,
                         "'" + target->getName().getStringRef() +
                             "' has a window or output indexing map that is "
                             "not a projected permutation");
  // The channel is the batch-like dim not at output position 0.
  int64_t rank = outDims->size();
  if ((*outDims)[0] != dims->batch[0] && (*outDims)[0] != dims->batch[1])
    return notApplicable(*this, target,
                         "'" + target->getName().getStringRef() +
                             "' has an unsupported layout (the output's "
                             "first dimension is not the batch)");
  unsigned channel =
      (*outDims)[0] == dims->batch[0] ? dims->batch[1] : dims->batch[0];
  bool channelFirst;
  if ((*outDims)[1] == channel)
    channelFirst = true;
  else if ((*outDims)[rank - 1] == channel)
    channelFirst = false;
  else
    return notApplicable(*this, target,
                         "'" + target->getName().getStringRef() +
                             "' has an unsupported layout (the channel is "
                             "neither right after the batch nor last)");

  // Weight of ones: [C, K...] (NC...) or [K..., C] (N...C), K in the
  // window operand's order.
  MLIRContext *ctx = getContext();
  Location loc = target->getLoc();
  auto outType = cast<RankedTensorType>(op.getDpsInits()[0].getType());
  auto windowType = cast<RankedTensorType>(op.getDpsInputs()[1].getType());
  Type elementType = outType.getElementType();
  int64_t channels = outType.getDimSize(channelFirst ? 1 : rank - 1);
  SmallVector<int64_t> weightShape(windowType.getShape());
  SmallVector<AffineExpr> weightExprs(windowMap.getResults());
  AffineExpr channelExpr = getAffineDimExpr(channel, ctx);
  if (channelFirst) {
    weightShape.insert(weightShape.begin(), channels);
    weightExprs.insert(weightExprs.begin(), channelExpr);
  } else {
    weightShape.push_back(channels);
    weightExprs.push_back(channelExpr);
  }
  auto weightType = RankedTensorType::get(weightShape, elementType);

  rewriter.setInsertionPoint(target);
  Value ones = arith::ConstantOp::create(
      rewriter, loc, weightType,
      DenseElementsAttr::get(weightType,
                             rewriter.getFloatAttr(elementType, 1.0)));
  Value input = op.getDpsInputs()[0], init = op.getDpsInits()[0];

  // Named pooling ops become the named depthwise convolution of their
  // layout, with their strides and dilations.
  Operation *conv = nullptr;
  auto named = [&](auto pool, auto tag) {
    using ConvOp = decltype(tag);
    conv = ConvOp::create(rewriter, loc, TypeRange{outType},
                          ValueRange{input, ones}, ValueRange{init},
                          pool.getStrides(), pool.getDilations());
  };
  if (auto pool = dyn_cast<linalg::PoolingNcwSumOp>(target))
    named(pool, linalg::DepthwiseConv1DNcwCwOp());
  else if (auto pool = dyn_cast<linalg::PoolingNwcSumOp>(target))
    named(pool, linalg::DepthwiseConv1DNwcWcOp());
  else if (auto pool = dyn_cast<linalg::PoolingNchwSumOp>(target))
    named(pool, linalg::DepthwiseConv2DNchwChwOp());
  else if (auto pool = dyn_cast<linalg::PoolingNhwcSumOp>(target))
    named(pool, linalg::DepthwiseConv2DNhwcHwcOp());
  else if (auto pool = dyn_cast<linalg::PoolingNdhwcSumOp>(target))
    named(pool, linalg::DepthwiseConv3DNdhwcDhwcOp());
  else
    conv = linalg::GenericOp::create(
        rewriter, loc, TypeRange{outType}, ValueRange{input, ones},
        ValueRange{init},
        ArrayRef<AffineMap>{
            maps[0], AffineMap::get(numLoops, 0, weightExprs, ctx), outMap},
        op.getIteratorTypesArray(), buildMacBody);
  rewriter.replaceOp(target, conv->getResults());
  results.push_back(conv);
  return DiagnosedSilenceableFailure::success();
}

//===----------------------------------------------------------------------===//
// GatherPoolInputOp
//===----------------------------------------------------------------------===//

DiagnosedSilenceableFailure transform::GatherPoolInputOp::applyToOne(
    transform::TransformRewriter &rewriter, Operation *target,
    transform::ApplyToEachResultList &results,
    transform::TransformState &state) {
  StringRef name = target->getName().getStringRef();
  auto op = dyn_cast<linalg::LinalgOp>(target);
  if (!op)
    return notApplicable(*this, target,
                         "'" + name + "' is not a linalg pooling op");
  std::string why;
  if (failed(checkOperands(op, 2, why)))
    return notApplicable(*this, target, "pooling op '" + name + "' " + why);
  SmallVector<AffineMap> maps = op.getIndexingMapsArray();
  AffineMap imageMap = maps[0], windowMap = maps[1], outMap = maps[2];
  FailureOr<SmallVector<unsigned>> windowDims = resultDims(windowMap);
  FailureOr<SmallVector<unsigned>> outDims = resultDims(outMap);
  if (failed(windowDims) || failed(outDims))
    return notApplicable(*this, target,
                         "pooling op '" + name +
                             "' has a window or output indexing map that is "
                             "not a projected permutation");
  unsigned numLoops = op.getNumLoops();
  llvm::SmallBitVector named(numLoops);
  for (unsigned d : llvm::concat<unsigned>(*windowDims, *outDims))
    named.set(d);
  if (!named.all())
    return notApplicable(*this, target,
                         "pooling op '" + name +
                             "' has a loop that neither the window nor the "
                             "output operand indexes");
  if (imageMap.getNumSymbols() != 0)
    return notApplicable(*this, target,
                         "pooling op '" + name +
                             "' has an image indexing map with symbols");

  // The tensor read, and per dimension the low padding and whether reads
  // below 0 / at or above the size must yield the padding value.
  Value image = op.getDpsInputs()[0];
  Value source = image, padValue;
  auto imageType = cast<RankedTensorType>(image.getType());
  SmallVector<int64_t> low(imageType.getRank(), 0);
  SmallVector<bool> checkLow(imageType.getRank(), false),
      checkHigh(imageType.getRank(), false);
  if (auto pad = image.getDefiningOp<tensor::PadOp>()) {
    Value value = pad.getConstantPaddingValue();
    auto sourceType = dyn_cast<RankedTensorType>(pad.getSourceType());
    if (value && sourceType && sourceType.hasStaticShape() &&
        pad.getLow().empty() && pad.getHigh().empty()) {
      source = pad.getSource();
      padValue = value;
      for (int64_t i = 0, e = imageType.getRank(); i < e; ++i) {
        low[i] = pad.getStaticLow()[i];
        checkLow[i] = low[i] > 0;
        checkHigh[i] = pad.getStaticHigh()[i] > 0;
      }
    }
  }
  auto sourceType = cast<RankedTensorType>(source.getType());

  MLIRContext *ctx = getContext();
  Location loc = target->getLoc();
  Block &oldBody = *op.getBlock();

  // The result's loops: the output's dimensions in its order, then the
  // other (window) loops in their order (named depthwise convolutions
  // iterate (n, oh, ow, c, ...) for an NCHW output), so that its leading
  // parallel loops are the output's leading dimensions.
  llvm::SmallBitVector isOutput(numLoops);
  for (unsigned d : *outDims)
    isOutput.set(d);
  SmallVector<unsigned> oldOf(*outDims), newOf(numLoops);
  for (unsigned d = 0; d < numLoops; ++d)
    if (!isOutput.test(d))
      oldOf.push_back(d);
  SmallVector<AffineExpr> toNew(numLoops);
  for (auto [n, o] : llvm::enumerate(oldOf)) {
    newOf[o] = n;
    toNew[o] = getAffineDimExpr(n, ctx);
  }
  AffineMap permutation = AffineMap::get(numLoops, 0, toNew, ctx);
  auto permuted = [&](AffineMap map) { return map.compose(permutation); };
  SmallVector<utils::IteratorType> oldIterators = op.getIteratorTypesArray();
  SmallVector<utils::IteratorType> iterators;
  for (unsigned o : oldOf)
    iterators.push_back(oldIterators[o]);

  // A window operand whose value the body reads (a depthwise convolution's
  // filter, indexed by the channel and the window loops) is read in the
  // body too, and replaced by an empty tensor indexed by the window loops
  // alone, which only gives those loops their sizes: the result's one
  // input then indexes no output loop, so that collapsing or tiling the
  // output loops reshapes or slices only the output.
  Value weights = op.getDpsInputs()[1], window = weights;
  AffineMap newWindowMap = windowMap;
  bool weighted = !oldBody.getArgument(1).use_empty();
  if (weighted) {
    auto windowType = cast<RankedTensorType>(window.getType());
    SmallVector<AffineExpr> exprs;
    SmallVector<int64_t> shape;
    for (auto [i, d] : llvm::enumerate(*windowDims)) {
      if (isOutput.test(d))
        continue;
      exprs.push_back(getAffineDimExpr(d, ctx));
      shape.push_back(windowType.getDimSize(i));
    }
    newWindowMap = AffineMap::get(numLoops, 0, exprs, ctx);
    rewriter.setInsertionPoint(target);
    window = tensor::EmptyOp::create(rewriter, loc, shape,
                                     windowType.getElementType());
  }

  auto build = [&](OpBuilder &b, Location l, ValueRange args) {
    // The original loops' indices, in the original order.
    SmallVector<Value> ivs;
    for (unsigned d = 0; d < numLoops; ++d)
      ivs.push_back(linalg::IndexOp::create(b, l, newOf[d]));
    Value zero = arith::ConstantIndexOp::create(b, l, 0);
    SmallVector<Value> indices;
    Value inBounds;
    auto both = [&](Value cond) {
      inBounds = inBounds ? arith::AndIOp::create(b, l, inBounds, cond) : cond;
    };
    for (int64_t i = 0, e = sourceType.getRank(); i < e; ++i) {
      AffineExpr expr = imageMap.getResult(i) - low[i];
      Value index = affine::AffineApplyOp::create(
          b, l, AffineMap::get(numLoops, 0, expr, ctx), ivs);
      Value inside;
      if (checkLow[i])
        inside =
            arith::CmpIOp::create(b, l, arith::CmpIPredicate::sge, index, zero);
      if (checkHigh[i]) {
        Value size =
            arith::ConstantIndexOp::create(b, l, sourceType.getDimSize(i));
        Value below =
            arith::CmpIOp::create(b, l, arith::CmpIPredicate::slt, index, size);
        inside = inside ? arith::AndIOp::create(b, l, inside, below) : below;
      }
      if (inside) {
        // Clamped, so that the load stays inside the source.
        index = arith::SelectOp::create(b, l, inside, index, zero);
        both(inside);
      }
      indices.push_back(index);
    }
    Value element = tensor::ExtractOp::create(b, l, source, indices);
    if (inBounds)
      element = arith::SelectOp::create(b, l, inBounds, element, padValue);
    IRMapping mapping;
    mapping.map(oldBody.getArgument(0), element);
    if (weighted) {
      SmallVector<Value> weightIndices;
      for (unsigned d : *windowDims)
        weightIndices.push_back(ivs[d]);
      mapping.map(oldBody.getArgument(1),
                  tensor::ExtractOp::create(b, l, weights, weightIndices));
    } else {
      mapping.map(oldBody.getArgument(1), args[0]);
    }
    mapping.map(oldBody.getArgument(2), args[1]);
    for (Operation &inner : oldBody.without_terminator())
      b.clone(inner, mapping);
    SmallVector<Value> yielded;
    for (Value v : oldBody.getTerminator()->getOperands())
      yielded.push_back(mapping.lookupOrDefault(v));
    linalg::YieldOp::create(b, l, yielded);
  };
  rewriter.setInsertionPoint(target);
  auto gather = linalg::GenericOp::create(
      rewriter, loc, TypeRange{op.getDpsInits()[0].getType()},
      ValueRange{window}, ValueRange{op.getDpsInits()[0]},
      ArrayRef<AffineMap>{permuted(newWindowMap), permuted(outMap)}, iterators,
      build);
  rewriter.replaceOp(target, gather->getResults());
  // The absorbed pad, unless something else reads it.
  if (source != image && image.use_empty())
    rewriter.eraseOp(image.getDefiningOp());
  results.push_back(gather);
  return DiagnosedSilenceableFailure::success();
}

//===----------------------------------------------------------------------===//
// CollapseParallelPrefixOp
//===----------------------------------------------------------------------===//

DiagnosedSilenceableFailure transform::CollapseParallelPrefixOp::applyToOne(
    transform::TransformRewriter &rewriter, Operation *target,
    transform::ApplyToEachResultList &results,
    transform::TransformState &state) {
  StringRef name = target->getName().getStringRef();
  auto op = dyn_cast<linalg::LinalgOp>(target);
  if (!op || !op.hasPureTensorSemantics())
    return notApplicable(*this, target,
                         "'" + name + "' is not a linalg op on tensors");
  SmallVector<utils::IteratorType> iterators = op.getIteratorTypesArray();
  int64_t parallel = llvm::count(iterators, utils::IteratorType::parallel);
  int64_t keep = getKeep();
  if (parallel < keep)
    return notApplicable(*this, target,
                         "'" + name + "' has " + Twine(parallel) +
                             " parallel loops (expected at least " +
                             Twine(keep) + ")");
  int64_t prefix = parallel - keep;
  if (prefix < 2) {
    results.push_back(target);
    return DiagnosedSilenceableFailure::success();
  }
  for (int64_t d = 0; d < prefix; ++d)
    if (iterators[d] != utils::IteratorType::parallel)
      return notApplicable(*this, target,
                           "'" + name + "' has a reduction loop (#" + Twine(d) +
                               ") among its first " + Twine(prefix) + " loops");
  ReassociationIndices group;
  for (int64_t d = 0; d < prefix; ++d)
    group.push_back(d);
  if (!linalg::areDimSequencesPreserved(op.getIndexingMapsArray(), {group}))
    return notApplicable(*this, target,
                         "'" + name +
                             "' has an operand whose indexing map "
                             "does not keep loops 0-" +
                             Twine(prefix - 1) + " contiguous");
  rewriter.setInsertionPoint(target);
  FailureOr<linalg::CollapseResult> collapsed =
      linalg::collapseOpIterationDims(op, {group}, rewriter);
  if (failed(collapsed))
    return notApplicable(*this, target,
                         "'" + name + "' could not be collapsed");
  rewriter.replaceOp(target, collapsed->results);
  results.push_back(collapsed->collapsedOp);
  return DiagnosedSilenceableFailure::success();
}

//===----------------------------------------------------------------------===//
// RewriteConvAsMatmulOp
//===----------------------------------------------------------------------===//

/// Permutation taking the dims of `mapDims` (an operand's dims in layout
/// order) to the order `wanted`: result[i] = position of wanted[i].
static SmallVector<int64_t> permutationTo(ArrayRef<unsigned> mapDims,
                                          ArrayRef<unsigned> wanted) {
  SmallVector<int64_t> perm;
  for (unsigned d : wanted)
    perm.push_back(llvm::find(mapDims, d) - mapDims.begin());
  return perm;
}

/// `value` transposed by `perm` (no op when `perm` is the identity).
static Value transposed(OpBuilder &b, Location loc, Value value,
                        ArrayRef<int64_t> perm) {
  if (llvm::equal(perm, llvm::seq<int64_t>(0, perm.size())))
    return value;
  auto type = cast<RankedTensorType>(value.getType());
  SmallVector<int64_t> shape;
  for (int64_t p : perm)
    shape.push_back(type.getDimSize(p));
  Value empty = tensor::EmptyOp::create(b, loc, shape, type.getElementType());
  return linalg::TransposeOp::create(b, loc, value, empty, perm)->getResult(0);
}

/// Reassociation of consecutive groups of the given sizes (empty groups
/// dropped).
static SmallVector<ReassociationIndices>
consecutiveGroups(ArrayRef<int64_t> sizes) {
  SmallVector<ReassociationIndices> groups;
  int64_t next = 0;
  for (int64_t size : sizes) {
    if (size == 0)
      continue;
    ReassociationIndices group;
    for (int64_t i = 0; i < size; ++i)
      group.push_back(next++);
    groups.push_back(group);
  }
  return groups;
}

static Value collapsed(OpBuilder &b, Location loc, Value value,
                       ArrayRef<ReassociationIndices> groups) {
  return tensor::CollapseShapeOp::create(b, loc, value, groups);
}

DiagnosedSilenceableFailure transform::RewriteConvAsMatmulOp::applyToOne(
    transform::TransformRewriter &rewriter, Operation *target,
    transform::ApplyToEachResultList &results,
    transform::TransformState &state) {
  StringRef name = target->getName().getStringRef();
  auto op = dyn_cast<linalg::LinalgOp>(target);
  if (!op)
    return notApplicable(*this, target,
                         "'" + name + "' is not a linalg convolution");
  std::string why;
  if (failed(checkOperands(op, 2, why)))
    return notApplicable(*this, target, "convolution '" + name + "' " + why);
  llvm::raw_string_ostream bodyErrors(why);
  if (!hasMultiplyAccumulateBody(op, bodyErrors))
    return notApplicable(
        *this, target,
        "'" + name + "' does not have a multiply-accumulate body (" + why +
            "); pooling and other bodies are not "
            "convolutions");
  FailureOr<linalg::ConvolutionDimensions> dims =
      linalg::inferConvolutionDims(op);
  int64_t numLoops = op.getNumLoops();
  if (failed(dims) ||
      static_cast<int64_t>(dims->batch.size() + dims->outputImage.size() +
                           dims->outputChannel.size() +
                           dims->filterLoop.size() + dims->inputChannel.size() +
                           dims->depth.size()) != numLoops)
    return notApplicable(*this, target,
                         "'" + name +
                             "' is not convolution-shaped (its loops are not "
                             "batch, output image, output channel, filter, "
                             "input channel and group dimensions)");
  if (dims->outputChannel.empty())
    return notApplicable(
        *this, target,
        "'" + name +
            "' is a depthwise convolution without an output-channel "
            "dimension (a batched matrix-vector product): not supported");

  SmallVector<AffineMap> maps = op.getIndexingMapsArray();
  FailureOr<SmallVector<unsigned>> filterDims = resultDims(maps[1]);
  FailureOr<SmallVector<unsigned>> outDims = resultDims(maps[2]);
  if (failed(filterDims) || failed(outDims))
    return notApplicable(*this, target,
                         "'" + name +
                             "' has a filter or output indexing map that is "
                             "not a projected permutation");

  MLIRContext *ctx = getContext();
  Location loc = target->getLoc();
  Value input = op.getDpsInputs()[0], filter = op.getDpsInputs()[1],
        init = op.getDpsInits()[0];
  auto inputType = cast<RankedTensorType>(input.getType());
  SmallVector<int64_t> ranges = op.getStaticLoopRanges();

  const auto &D = dims->depth, &B = dims->batch, &OI = dims->outputImage,
             &OC = dims->outputChannel, &IC = dims->inputChannel,
             &FL = dims->filterLoop;
  // im2col loop order: [D, M, K] with D and M = B + OI in the output's
  // order and K = IC + FL in the filter's order, so that NHWC / HWCF
  // operands need no transpose.
  auto inOrder =
      [](ArrayRef<unsigned> layout,
         std::initializer_list<const SmallVector<unsigned, 2> *> groups) {
        SmallVector<unsigned> ordered;
        for (unsigned d : layout)
          if (llvm::any_of(groups, [&](const SmallVector<unsigned, 2> *g) {
                return llvm::is_contained(*g, d);
              }))
            ordered.push_back(d);
        return ordered;
      };
  SmallVector<unsigned> dOrder = inOrder(*outDims, {&D}),
                        mOrder = inOrder(*outDims, {&B, &OI}),
                        kOrder = inOrder(*filterDims, {&IC, &FL}),
                        nOrder = inOrder(*filterDims, {&OC});
  SmallVector<unsigned> colDims;
  for (const auto *group : {&dOrder, &mOrder, &kOrder})
    colDims.append(group->begin(), group->end());
  SmallVector<int64_t> colShape;
  for (unsigned d : colDims)
    colShape.push_back(ranges[d]);
  int64_t nD = D.size(), nM = B.size() + OI.size(), nK = IC.size() + FL.size();

  rewriter.setInsertionPoint(target);

  // 1x1, stride 1, input exactly the output image: the input is the
  // im2col matrix up to a transpose.
  SmallVector<AffineExpr> renamed(numLoops, getAffineConstantExpr(0, ctx));
  for (auto [pos, d] : llvm::enumerate(colDims))
    renamed[d] = getAffineDimExpr(pos, ctx);
  bool oneByOne = !IC.empty() &&
                  llvm::all_of(FL, [&](unsigned d) { return ranges[d] == 1; });
  AffineMap withoutFilter;
  if (oneByOne) {
    SmallVector<AffineExpr> zeroFilter(numLoops);
    for (unsigned d = 0; d < numLoops; ++d)
      zeroFilter[d] = llvm::is_contained(FL, d) ? getAffineConstantExpr(0, ctx)
                                                : getAffineDimExpr(d, ctx);
    withoutFilter = simplifyAffineMap(
        maps[0].replaceDimsAndSymbols(zeroFilter, {}, numLoops, 0));
    FailureOr<SmallVector<unsigned>> inDims = resultDims(withoutFilter);
    oneByOne = succeeded(inDims);
    if (oneByOne)
      for (auto [i, d] : llvm::enumerate(*inDims))
        oneByOne &= inputType.getDimSize(i) == ranges[d];
  }

  Operation *im2col = nullptr;
  Value lhs;
  if (oneByOne) {
    FailureOr<SmallVector<unsigned>> inDims = resultDims(withoutFilter);
    SmallVector<unsigned> wanted;
    for (const auto *group : {&dOrder, &mOrder, &kOrder})
      for (unsigned d : *group)
        if (!llvm::is_contained(FL, d))
          wanted.push_back(d);
    lhs = transposed(rewriter, loc, input, permutationTo(*inDims, wanted));
    lhs = collapsed(rewriter, loc, lhs,
                    consecutiveGroups({nD, nM, (int64_t)IC.size()}));
    // No gather: the handle gets the reshape that makes the LHS matrix.
    im2col = lhs.getDefiningOp();
  } else {
    // The gather: col[D, B, OI, IC, FL] = input[conv's input map].
    AffineMap gatherMap =
        maps[0].replaceDimsAndSymbols(renamed, {}, colDims.size(), 0);
    auto cols = gather(rewriter, loc, input, gatherMap, colShape);
    im2col = cols;
    lhs = collapsed(rewriter, loc, cols.getResult(0),
                    consecutiveGroups({nD, nM, nK}));
  }

  // Filter -> [D, IC, FL, OC] -> [G, K, N].
  SmallVector<unsigned> filterWanted;
  for (const auto *group : {&dOrder, &kOrder, &nOrder})
    filterWanted.append(group->begin(), group->end());
  Value rhs = transposed(rewriter, loc, filter,
                         permutationTo(*filterDims, filterWanted));
  // (In the 1x1 case the unit filter dims fold into K with IC.)
  rhs = collapsed(rewriter, loc, rhs,
                  consecutiveGroups({nD, nK, (int64_t)OC.size()}));

  // Accumulator -> [D, B, OI, OC] -> [G, M, N].
  SmallVector<unsigned> outWanted;
  for (const auto *group : {&dOrder, &mOrder, &nOrder})
    outWanted.append(group->begin(), group->end());
  SmallVector<int64_t> outPerm = permutationTo(*outDims, outWanted);
  Value acc = transposed(rewriter, loc, init, outPerm);
  auto accExpandedType = cast<RankedTensorType>(acc.getType());
  SmallVector<ReassociationIndices> accGroups =
      consecutiveGroups({nD, nM, (int64_t)OC.size()});
  acc = collapsed(rewriter, loc, acc, accGroups);

  Operation *matmul;
  if (nD == 0)
    matmul = linalg::MatmulOp::create(rewriter, loc, TypeRange{acc.getType()},
                                      ValueRange{lhs, rhs}, ValueRange{acc});
  else
    matmul =
        linalg::BatchMatmulOp::create(rewriter, loc, TypeRange{acc.getType()},
                                      ValueRange{lhs, rhs}, ValueRange{acc});
  Value result = tensor::ExpandShapeOp::create(rewriter, loc, accExpandedType,
                                               matmul->getResult(0), accGroups);
  result = transposed(rewriter, loc, result, invertPermutationVector(outPerm));
  rewriter.replaceOp(target, result);
  results.push_back(im2col);
  results.push_back(matmul);
  return DiagnosedSilenceableFailure::success();
}

//===----------------------------------------------------------------------===//
// RewriteConvTransposeAsConvOp
//===----------------------------------------------------------------------===//

DiagnosedSilenceableFailure transform::RewriteConvTransposeAsConvOp::applyToOne(
    transform::TransformRewriter &rewriter, Operation *target,
    transform::ApplyToEachResultList &results,
    transform::TransformState &state) {
  auto ct = dyn_cast<ConvTransposeOp>(target);
  if (!ct)
    return notApplicable(*this, target,
                         "expected a 'kgen.conv_transpose', got '" +
                             target->getName().getStringRef() + "'");
  MLIRContext *ctx = getContext();
  Location loc = ct.getLoc();
  auto inputType = cast<RankedTensorType>(ct.getInput().getType());
  auto weightType = cast<RankedTensorType>(ct.getWeight().getType());
  auto outType = cast<RankedTensorType>(ct.getInit().getType());
  Type elementType = outType.getElementType();
  int64_t k = ct.getNumSpatialDims(), groups = ct.getGroups();
  ArrayRef<int64_t> in = inputType.getShape(), w = weightType.getShape(),
                    out = outType.getShape();
  ArrayRef<int64_t> s = ct.getStrides(), d = ct.getDilations(),
                    p = ct.getPadsBegin();
  int64_t n = in[0], c = in[1], cg = c / groups, ocg = w[1];

  rewriter.setInsertionPoint(ct);
  // z: [N, C, L_j = O_j + d_j (K_j - 1)], zero, with input position i_j at
  // P_j + i_j s_j, P_j = d_j (K_j - 1) - p_j; positions outside are dropped.
  SmallVector<int64_t> zShape = {n, c};
  SmallVector<OpFoldResult> srcOffsets(2, rewriter.getIndexAttr(0)),
      srcSizes = {rewriter.getIndexAttr(n), rewriter.getIndexAttr(c)},
      dstOffsets(2, rewriter.getIndexAttr(0)),
      dstStrides(2, rewriter.getIndexAttr(1));
  bool anyInput = true, wholeInput = true;
  for (int64_t j = 0; j < k; ++j) {
    int64_t kernel = w[2 + j], len = out[2 + j] + d[j] * (kernel - 1);
    int64_t shift = d[j] * (kernel - 1) - p[j];
    zShape.push_back(len);
    int64_t first = shift < 0 ? (-shift + s[j] - 1) / s[j] : 0;
    // The last i with shift + i s < len (len - 1 - shift >= 0 holds:
    // len - 1 - shift = O - 1 + p).
    int64_t last = std::min(in[2 + j] - 1, (len - 1 - shift) / s[j]);
    if (last < first)
      anyInput = false;
    wholeInput &= first == 0 && last == in[2 + j] - 1;
    srcOffsets.push_back(rewriter.getIndexAttr(first));
    srcSizes.push_back(
        rewriter.getIndexAttr(std::max<int64_t>(last - first + 1, 0)));
    dstOffsets.push_back(rewriter.getIndexAttr(shift + first * s[j]));
    dstStrides.push_back(rewriter.getIndexAttr(s[j]));
  }
  Value zero = arith::ConstantOp::create(rewriter, loc, elementType,
                                         rewriter.getZeroAttr(elementType));
  Value z = tensor::EmptyOp::create(rewriter, loc, zShape, elementType);
  z = linalg::FillOp::create(rewriter, loc, ValueRange{zero}, ValueRange{z})
          ->getResult(0);
  if (anyInput) {
    Value x = ct.getInput();
    if (!wholeInput)
      x = tensor::ExtractSliceOp::create(
          rewriter, loc, x, srcOffsets, srcSizes,
          SmallVector<OpFoldResult>(k + 2, rewriter.getIndexAttr(1)));
    // A linalg.copy into the strided slice, so that bufferization writes
    // the input in place (no strided memref.copy left for the runtime).
    Value slice = tensor::ExtractSliceOp::create(rewriter, loc, z, dstOffsets,
                                                 srcSizes, dstStrides);
    Value copied =
        linalg::CopyOp::create(rewriter, loc, x, slice)->getResult(0);
    z = tensor::InsertSliceOp::create(rewriter, loc, copied, z, dstOffsets,
                                      srcSizes, dstStrides);
  }

  // w'[g, oc, ic, k] = weight[g * Cg + ic, oc, K - 1 - k] (g dropped when
  // groups = 1), or w'[g, oc, k, ic] with channels_innermost.
  bool channelsInnermost = getChannelsInnermost();
  auto dim = [&](int64_t i) { return getAffineDimExpr(i, ctx); };
  int64_t lead = groups > 1 ? 1 : 0;
  int64_t flipLoops = lead + 2 + k;
  // The flip's loops follow w'; icDim and kDim0 are w''s ic and first k.
  int64_t icDim = channelsInnermost ? lead + 1 + k : lead + 1;
  int64_t kDim0 = channelsInnermost ? lead + 1 : lead + 2;
  SmallVector<int64_t> flipShape;
  if (groups > 1)
    flipShape.push_back(groups);
  flipShape.push_back(ocg);
  if (!channelsInnermost)
    flipShape.push_back(cg);
  SmallVector<AffineExpr> flipExprs = {
      groups > 1 ? dim(0) * cg + dim(icDim) : dim(icDim), dim(lead)};
  for (int64_t j = 0; j < k; ++j) {
    flipShape.push_back(w[2 + j]);
    flipExprs.push_back(w[2 + j] - 1 - dim(kDim0 + j));
  }
  if (channelsInnermost)
    flipShape.push_back(cg);
  Value flipped =
      gather(rewriter, loc, ct.getWeight(),
             AffineMap::get(flipLoops, 0, flipExprs, ctx), flipShape)
          ->getResult(0);

  Operation *conv;
  SmallVector<int64_t> ones(k, 1);
  if (groups == 1 && !channelsInnermost) {
    SmallVector<Type> types = {outType};
    SmallVector<Value> ins = {z, flipped}, outs = {ct.getInit()};
    Attribute strides = i64Elements(rewriter, ones),
              dilations = i64Elements(rewriter, d);
    if (k == 1)
      conv = linalg::Conv1DNcwFcwOp::create(rewriter, loc, types, ins, outs,
                                            strides, dilations);
    else if (k == 2)
      conv = linalg::Conv2DNchwFchwOp::create(rewriter, loc, types, ins, outs,
                                              strides, dilations);
    else
      conv = linalg::Conv3DNcdhwFcdhwOp::create(rewriter, loc, types, ins, outs,
                                                strides, dilations);
    rewriter.replaceOp(ct, conv->getResults());
  } else {
    // [N, (G,) Cg, L...] * [(G,) OCg, Cg, K...] -> [N, (G,) OCg, O...] over
    // loops (n, (g,) oc, o..., ic, k...), or (n, (g,) oc, o..., k..., ic)
    // with channels_innermost; the group views are [N, G, Cg, ...] and
    // [N, G, OCg, ...] expansions (none when groups = 1).
    SmallVector<ReassociationIndices> assoc = {{0}, {1, 2}};
    SmallVector<int64_t> zExpanded = {n, groups, cg},
                         outExpanded = {n, groups, ocg};
    for (int64_t j = 0; j < k; ++j) {
      assoc.push_back({3 + j});
      zExpanded.push_back(zShape[2 + j]);
      outExpanded.push_back(out[2 + j]);
    }
    Value zG = z, initG = ct.getInit();
    auto outGType = outType;
    if (groups > 1) {
      zG = tensor::ExpandShapeOp::create(
          rewriter, loc, RankedTensorType::get(zExpanded, elementType), z,
          assoc);
      outGType = RankedTensorType::get(outExpanded, elementType);
      initG = tensor::ExpandShapeOp::create(rewriter, loc, outGType,
                                            ct.getInit(), assoc);
    }
    // Loops: n, (g,) oc, o..., then the reductions.
    int64_t oLoop0 = 2 + lead, numLoops = oLoop0 + 2 * k + 1;
    int64_t icLoop = channelsInnermost ? oLoop0 + 2 * k : oLoop0 + k;
    int64_t kLoop0 = channelsInnermost ? oLoop0 + k : oLoop0 + k + 1;
    SmallVector<AffineExpr> inExprs = {dim(0)}, wExprs, oExprs = {dim(0)};
    if (groups > 1) {
      inExprs.push_back(dim(1));
      wExprs.push_back(dim(1));
      oExprs.push_back(dim(1));
    }
    inExprs.push_back(dim(icLoop));
    wExprs.push_back(dim(lead + 1));
    oExprs.push_back(dim(lead + 1));
    if (!channelsInnermost)
      wExprs.push_back(dim(icLoop));
    for (int64_t j = 0; j < k; ++j) {
      inExprs.push_back(dim(oLoop0 + j) + dim(kLoop0 + j) * d[j]);
      wExprs.push_back(dim(kLoop0 + j));
      oExprs.push_back(dim(oLoop0 + j));
    }
    if (channelsInnermost)
      wExprs.push_back(dim(icLoop));
    SmallVector<utils::IteratorType> iterators(oLoop0 + k,
                                               utils::IteratorType::parallel);
    iterators.append(1 + k, utils::IteratorType::reduction);
    conv = linalg::GenericOp::create(
        rewriter, loc, TypeRange{outGType}, ValueRange{zG, flipped},
        ValueRange{initG},
        ArrayRef<AffineMap>{AffineMap::get(numLoops, 0, inExprs, ctx),
                            AffineMap::get(numLoops, 0, wExprs, ctx),
                            AffineMap::get(numLoops, 0, oExprs, ctx)},
        iterators, buildMacBody);
    Value result = conv->getResult(0);
    if (groups > 1)
      result = tensor::CollapseShapeOp::create(rewriter, loc, outType, result,
                                               assoc);
    rewriter.replaceOp(ct, result);
  }
  results.push_back(conv);
  return DiagnosedSilenceableFailure::success();
}

//===----------------------------------------------------------------------===//
// RewriteConvChannelsInnermostOp
//===----------------------------------------------------------------------===//

DiagnosedSilenceableFailure
transform::RewriteConvChannelsInnermostOp::applyToOne(
    transform::TransformRewriter &rewriter, Operation *target,
    transform::ApplyToEachResultList &results,
    transform::TransformState &state) {
  StringRef name = target->getName().getStringRef();
  auto op = dyn_cast<linalg::LinalgOp>(target);
  if (!op)
    return notApplicable(*this, target,
                         "'" + name + "' is not a linalg convolution");
  std::string why;
  if (failed(checkOperands(op, 2, why)))
    return notApplicable(*this, target, "convolution '" + name + "' " + why);
  if (!hasMultiplyAccumulateBody(op, llvm::nulls()))
    return notApplicable(*this, target,
                         "'" + name +
                             "' does not have a multiply-accumulate "
                             "body");
  FailureOr<linalg::ConvolutionDimensions> dims =
      linalg::inferConvolutionDims(op);
  if (failed(dims) || dims->inputChannel.empty())
    return notApplicable(*this, target,
                         "'" + name +
                             "' is not a convolution with an input channel");
  SmallVector<int64_t> ranges = op.getStaticLoopRanges();
  auto wide = [&](unsigned d) { return ranges[d] > 1; };
  if (llvm::none_of(dims->filterLoop, wide))
    return notApplicable(*this, target,
                         "'" + name +
                             "' has no filter loop of more than one "
                             "position");
  int64_t channels = ranges[dims->inputChannel.back()];
  if (channels % getMinChannels() != 0)
    return notApplicable(*this, target,
                         "'" + name + "' has " + Twine(channels) +
                             " input channels, not a multiple of " +
                             Twine(getMinChannels()));
  // New loop order: the parallel loops in their order, the filter loops,
  // the input channels (each group in its order).
  SmallVector<unsigned> order;
  for (unsigned d = 0, e = op.getNumLoops(); d < e; ++d)
    if (!llvm::is_contained(dims->filterLoop, d) &&
        !llvm::is_contained(dims->inputChannel, d))
      order.push_back(d);
  llvm::append_range(order, dims->filterLoop);
  llvm::append_range(order, dims->inputChannel);
  AffineMap filterMap = op.getMatchingIndexingMap(op.getDpsInputOperand(1));
  SmallVector<unsigned> filterDims;
  for (AffineExpr e : filterMap.getResults()) {
    auto d = dyn_cast<AffineDimExpr>(e);
    if (!d)
      return notApplicable(*this, target,
                           "'" + name +
                               "''s filter is not indexed by loops "
                               "alone");
    filterDims.push_back(d.getPosition());
  }

  Location loc = op.getLoc();
  MLIRContext *ctx = getContext();
  rewriter.setInsertionPoint(op);
  // The filter copied into the new loop order: result dim i is the filter
  // dim of the i-th of its loops in `order`.
  SmallVector<unsigned> wanted;
  for (unsigned d : order)
    if (llvm::is_contained(filterDims, d))
      wanted.push_back(d);
  if (llvm::equal(order, llvm::seq<unsigned>(0, op.getNumLoops())) &&
      wanted == filterDims)
    return notApplicable(*this, target,
                         "'" + name +
                             "' already has its input channel "
                             "innermost");
  auto filterType = cast<RankedTensorType>(op.getDpsInputs()[1].getType());
  SmallVector<int64_t> shape;
  SmallVector<AffineExpr> gatherExprs(filterDims.size());
  for (auto [i, d] : llvm::enumerate(wanted)) {
    int64_t from = llvm::find(filterDims, d) - filterDims.begin();
    shape.push_back(filterType.getDimSize(from));
    gatherExprs[from] = getAffineDimExpr(i, ctx);
  }
  Value filter =
      gather(rewriter, loc, op.getDpsInputs()[1],
             AffineMap::get(shape.size(), 0, gatherExprs, ctx), shape)
          ->getResult(0);
  // The convolution over the new loops: loop `order[i]` becomes loop i.
  SmallVector<AffineExpr> rename(op.getNumLoops());
  for (auto [i, d] : llvm::enumerate(order))
    rename[d] = getAffineDimExpr(i, ctx);
  auto renamed = [&](AffineMap map) {
    return map.replaceDimsAndSymbols(rename, {}, op.getNumLoops(), 0);
  };
  SmallVector<AffineExpr> filterExprs;
  for (unsigned d : wanted)
    filterExprs.push_back(rename[d]);
  SmallVector<AffineMap> maps = {
      renamed(op.getMatchingIndexingMap(op.getDpsInputOperand(0))),
      AffineMap::get(op.getNumLoops(), 0, filterExprs, ctx),
      renamed(op.getMatchingIndexingMap(op.getDpsInitOperand(0)))};
  SmallVector<utils::IteratorType> iterators;
  SmallVector<utils::IteratorType> old = op.getIteratorTypesArray();
  for (unsigned d : order)
    iterators.push_back(old[d]);
  auto conv = linalg::GenericOp::create(
      rewriter, loc, op->getResultTypes(),
      ValueRange{op.getDpsInputs()[0], filter}, op.getDpsInits(), maps,
      iterators, buildMacBody);
  rewriter.replaceOp(op, conv->getResults());
  results.push_back(conv);
  return DiagnosedSilenceableFailure::success();
}

//===----------------------------------------------------------------------===//
// SplitConvTransposePhasesOp
//===----------------------------------------------------------------------===//

namespace {
/// One spatial dimension of one output phase: the kernel positions
/// `k0 + t * kStep` (t < taps), the phase's `outputs` positions of the
/// result, of which `offset + stride * q` (q < size) receive products, the
/// stride-1 transposed convolution's begin padding and dilation.
struct PhaseDim {
  int64_t k0 = 0, kStep = 1, taps = 0, outputs = 0;
  int64_t offset = 0, size = 0, pad = 0, dilation = 1;
};
} // namespace

/// The phase `r` of a dimension with stride `s`, dilation `d`, begin
/// padding `p`, kernel size `kernel`, input size `in` and output size
/// `out`; `taps` or `size` is 0 when the phase receives no product.
static PhaseDim phaseDim(int64_t r, int64_t s, int64_t d, int64_t p,
                         int64_t kernel, int64_t in, int64_t out) {
  PhaseDim ph;
  ph.outputs = r < out ? (out - r + s - 1) / s : 0;
  int64_t g = std::gcd(s, d);
  ph.kStep = s / g;
  ph.dilation = d / g;
  // The first kernel position with s | (r + p - k d).
  int64_t k0 = 0;
  auto mod = [](int64_t a, int64_t b) { return ((a % b) + b) % b; };
  while (k0 < std::min(kernel, ph.kStep) && mod(r + p - k0 * d, s) != 0)
    ++k0;
  if (k0 >= kernel || mod(r + p - k0 * d, s) != 0)
    return ph;
  ph.k0 = k0;
  ph.taps = (kernel - 1 - k0) / ph.kStep + 1;
  // out_r[q] = sum_t x[q + c - t * dilation] w[k0 + t * kStep].
  int64_t c = (r + p - k0 * d) / s;
  // The last q that some input reaches: i = in - 1, t = taps - 1.
  int64_t reach = (in - 1) + ph.dilation * (ph.taps - 1) - c + 1;
  int64_t q0 = std::max<int64_t>(0, -c);
  ph.size = std::max<int64_t>(0, std::min(ph.outputs, reach) - q0);
  ph.offset = r + s * q0;
  ph.pad = std::max<int64_t>(c, 0);
  return ph;
}

/// Replaces `ct` by its phases (appended to `phases`).
static void splitPhases(RewriterBase &rewriter, ConvTransposeOp ct,
                        SmallVectorImpl<Operation *> &phases) {
  ArrayRef<int64_t> s = ct.getStrides(), d = ct.getDilations(),
                    p = ct.getPadsBegin();
  if (llvm::all_of(s, [](int64_t v) { return v == 1; })) {
    phases.push_back(ct);
    return;
  }
  Location loc = ct.getLoc();
  auto inputType = cast<RankedTensorType>(ct.getInput().getType());
  auto weightType = cast<RankedTensorType>(ct.getWeight().getType());
  auto outType = cast<RankedTensorType>(ct.getInit().getType());
  ArrayRef<int64_t> in = inputType.getShape(), w = weightType.getShape(),
                    out = outType.getShape();
  int64_t k = ct.getNumSpatialDims();
  SmallVector<int64_t> ones(k, 1);

  // Every phase as (r_0, .., r_{k-1}), r_j < s_j, in row-major order.
  int64_t count = 1;
  for (int64_t v : s)
    count *= v;
  auto phaseAt = [&](int64_t linear) {
    SmallVector<PhaseDim> dims(k);
    for (int64_t j = k - 1; j >= 0; --j) {
      dims[j] = phaseDim(linear % s[j], s[j], d[j], p[j], w[2 + j], in[2 + j],
                         out[2 + j]);
      linear /= s[j];
    }
    return dims;
  };
  // When the init is a fill and the phases reach every output, each phase
  // fills its own slice (its kernel then starts from the constant instead
  // of reading the result). Where some outputs receive no product the
  // whole fill stays, and the phases read it: on the H200 their strided
  // stores were 10-25% slower without that read (level1/81, 75, 79;
  // docs/benchmarks/2026-12-03-session17-h200.md, call 4).
  auto fill = ct.getInit().getDefiningOp<linalg::FillOp>();
  bool covered = fill && fill.hasPureTensorSemantics();
  for (int64_t j = 0; covered && j < k; ++j)
    for (int64_t r = 0; r < s[j]; ++r) {
      PhaseDim ph =
          phaseDim(r, s[j], d[j], p[j], w[2 + j], in[2 + j], out[2 + j]);
      if (ph.outputs > 0 && (ph.taps == 0 || ph.size != ph.outputs))
        covered = false;
    }

  rewriter.setInsertionPoint(ct);
  Value result = covered ? fill.getDpsInits()[0] : ct.getInit();
  for (int64_t linear = 0; linear < count; ++linear) {
    SmallVector<PhaseDim> dims = phaseAt(linear);
    if (llvm::any_of(dims, [](const PhaseDim &ph) {
          return ph.taps == 0 || ph.size == 0;
        }))
      continue;
    auto attr = [&](int64_t v) -> OpFoldResult {
      return rewriter.getIndexAttr(v);
    };
    SmallVector<OpFoldResult> wOffsets = {attr(0), attr(0)},
                              wSizes = {attr(w[0]), attr(w[1])},
                              wStrides = {attr(1), attr(1)},
                              oOffsets = {attr(0), attr(0)},
                              oSizes = {attr(out[0]), attr(out[1])},
                              oStrides = {attr(1), attr(1)};
    SmallVector<int64_t> pads, dilations;
    for (auto [j, ph] : llvm::enumerate(dims)) {
      wOffsets.push_back(attr(ph.k0));
      wSizes.push_back(attr(ph.taps));
      wStrides.push_back(attr(ph.kStep));
      oOffsets.push_back(attr(ph.offset));
      oSizes.push_back(attr(ph.size));
      oStrides.push_back(attr(s[j]));
      pads.push_back(ph.pad);
      dilations.push_back(ph.dilation);
    }
    // (The whole weight where the phase takes every kernel position.)
    Value weight = ct.getWeight();
    if (llvm::any_of(llvm::enumerate(dims), [&](auto pair) {
          return pair.value().taps != w[2 + pair.index()];
        }))
      weight = tensor::ExtractSliceOp::create(rewriter, loc, weight, wOffsets,
                                              wSizes, wStrides);
    Value init = tensor::ExtractSliceOp::create(rewriter, loc, result, oOffsets,
                                                oSizes, oStrides);
    if (covered)
      init = linalg::FillOp::create(rewriter, loc, fill.getInputs(), init)
                 ->getResult(0);
    auto phase =
        ConvTransposeOp::create(rewriter, loc, ct.getInput(), weight, init,
                                ones, dilations, pads, ct.getGroups());
    result = tensor::InsertSliceOp::create(rewriter, loc, phase.getResult(),
                                           result, oOffsets, oSizes, oStrides);
    phases.push_back(phase);
  }
  rewriter.replaceOp(ct, result);
  if (covered && fill->use_empty())
    rewriter.eraseOp(fill);
}

DiagnosedSilenceableFailure transform::SplitConvTransposePhasesOp::apply(
    transform::TransformRewriter &rewriter,
    transform::TransformResults &results, transform::TransformState &state) {
  SmallVector<ConvTransposeOp> targets;
  for (Operation *target : state.getPayloadOps(getTarget())) {
    auto ct = dyn_cast<ConvTransposeOp>(target);
    if (!ct)
      return notApplicable(*this, target,
                           "expected a 'kgen.conv_transpose', got '" +
                               target->getName().getStringRef() + "'");
    targets.push_back(ct);
  }
  SmallVector<Operation *> phases;
  for (ConvTransposeOp ct : targets)
    splitPhases(rewriter, ct, phases);
  results.set(cast<OpResult>(getPhases()), phases);
  return DiagnosedSilenceableFailure::success();
}
