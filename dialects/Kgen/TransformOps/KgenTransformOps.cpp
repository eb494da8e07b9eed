//===- KgenTransformOps.cpp - transform.kgen.* ops ------------------------===//
//
// Part of kgen.
//
//===----------------------------------------------------------------------===//

#include "Kgen/TransformOps/KgenTransformOps.h"

#include "kgen/Analysis/OpClassification.h"
#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/GPU/TransformOps/GPUTransformOps.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/NVGPU/IR/NVGPUDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Transform/IR/TransformDialect.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/Interfaces/ValueBoundsOpInterface.h"
#include "llvm/ADT/SmallSet.h"

using namespace mlir;
using namespace mlir::kgen;

//===----------------------------------------------------------------------===//
// Custom directive: a bracketed list of bare op-class keywords.
//===----------------------------------------------------------------------===//

static ParseResult parseOpClassList(OpAsmParser &parser, ArrayAttr &classes) {
  SmallVector<Attribute> parsed;
  MLIRContext *context = parser.getContext();
  if (parser.parseCommaSeparatedList(
          OpAsmParser::Delimiter::Square, [&]() -> ParseResult {
            SMLoc loc = parser.getCurrentLocation();
            StringRef name;
            if (parser.parseKeyword(&name))
              return failure();
            std::optional<OpClass> opClass = symbolizeOpClass(name);
            if (!opClass)
              return parser.emitError(loc)
                     << "unknown op class '" << name
                     << "' (expected elementwise, reduction, contraction, "
                        "convolution or pooling)";
            parsed.push_back(OpClassAttr::get(context, *opClass));
            return success();
          }))
    return failure();
  classes = ArrayAttr::get(context, parsed);
  return success();
}

static void printOpClassList(OpAsmPrinter &printer, Operation *,
                             ArrayAttr classes) {
  printer << "[";
  llvm::interleaveComma(classes, printer, [&](Attribute attr) {
    printer << stringifyOpClass(cast<OpClassAttr>(attr).getValue());
  });
  printer << "]";
}

#define GET_OP_CLASSES
#include "Kgen/TransformOps/KgenTransformOps.cpp.inc"

//===----------------------------------------------------------------------===//
// MatchOpClassOp
//===----------------------------------------------------------------------===//

LogicalResult transform::MatchOpClassOp::verify() {
  if (getOpClasses().empty())
    return emitOpError() << "expects at least one op class";
  llvm::SmallSet<OpClass, 5> seen;
  for (Attribute attr : getOpClasses()) {
    OpClass opClass = cast<OpClassAttr>(attr).getValue();
    if (!seen.insert(opClass).second)
      return emitOpError() << "lists op class '" << stringifyOpClass(opClass)
                           << "' more than once";
  }
  return success();
}

DiagnosedSilenceableFailure transform::MatchOpClassOp::matchOperation(
    Operation *current, TransformResults &results, TransformState &state) {
  std::optional<OpClass> opClass = classifyOp(current);
  if (!opClass) {
    DiagnosedSilenceableFailure diag =
        emitSilenceableError()
        << "'" << current->getName()
        << "' is not a structured op of any kgen op class";
    diag.attachNote(current->getLoc()) << "payload op";
    return diag;
  }
  bool listed = llvm::any_of(getOpClasses(), [&](Attribute attr) {
    return cast<OpClassAttr>(attr).getValue() == *opClass;
  });
  if (listed)
    return DiagnosedSilenceableFailure::success();
  DiagnosedSilenceableFailure diag = emitSilenceableError()
                                     << "op class is '"
                                     << stringifyOpClass(*opClass) << "'";
  diag.attachNote(current->getLoc()) << "payload op";
  return diag;
}

//===----------------------------------------------------------------------===//
// MapNestedForallToThreadsOp
//===----------------------------------------------------------------------===//

LogicalResult transform::MapNestedForallToThreadsOp::verify() {
  if (!getBlockDims().empty() && getBlockDims().size() != 3)
    return emitOpError() << "expects 3 block dimensions (x, y, z) or none, "
                            "got "
                         << getBlockDims().size();
  if (getWarpSize() <= 0)
    return emitOpError() << "expects a positive warp size";
  return success();
}

/// A thread-mapped forall whose upper bound is dynamic but bounded (a
/// partial tile at the edge of a shape the tiles do not divide: an
/// affine.min of the tile and the rest) runs to the bound instead, its body
/// guarded by `iv < upper bound` in each such dimension: every forall of
/// the launch then has a static extent. Foralls with results, or an
/// unbounded extent, are left alone.
static void guardDynamicExtents(RewriterBase &rewriter,
                                ::mlir::gpu::LaunchOp launch) {
  SmallVector<scf::ForallOp> foralls;
  launch.getBody().walk([&](scf::ForallOp forall) {
    std::optional<ArrayAttr> mapping = forall.getMapping();
    if (mapping && !mapping->empty() &&
        isa<::mlir::gpu::GPUThreadMappingAttr>(mapping->getValue().front()) &&
        forall.getNumResults() == 0)
      foralls.push_back(forall);
  });
  for (scf::ForallOp forall : foralls) {
    SmallVector<OpFoldResult> ubs = forall.getMixedUpperBound();
    SmallVector<std::pair<Value, Value>> guards; // (iv, dynamic bound)
    bool bounded = true;
    for (auto [i, ub] : llvm::enumerate(ubs)) {
      auto value = dyn_cast<Value>(ub);
      if (!value)
        continue;
      FailureOr<int64_t> bound = ValueBoundsConstraintSet::computeConstantBound(
          presburger::BoundType::UB, ValueBoundsConstraintSet::Variable(value),
          /*stopCondition=*/nullptr, /*closedUB=*/true);
      if (failed(bound) || *bound <= 0) {
        bounded = false;
        break;
      }
      guards.push_back({forall.getInductionVar(i), value});
      ub = rewriter.getIndexAttr(*bound);
    }
    if (!bounded || guards.empty())
      continue;
    SmallVector<int64_t> staticUbs;
    SmallVector<Value> dynamicUbs;
    dispatchIndexOpFoldResults(ubs, dynamicUbs, staticUbs);
    rewriter.modifyOpInPlace(forall, [&] {
      forall.setStaticUpperBound(staticUbs);
      forall.getDynamicUpperBoundMutable().assign(dynamicUbs);
    });
    Block *body = forall.getBody();
    Location loc = forall.getLoc();
    rewriter.setInsertionPointToStart(body);
    Value cond;
    for (auto [iv, bound] : guards) {
      Value in = arith::CmpIOp::create(rewriter, loc, arith::CmpIPredicate::slt,
                                       iv, bound);
      cond = cond ? arith::AndIOp::create(rewriter, loc, cond, in) : in;
    }
    auto guard =
        scf::IfOp::create(rewriter, loc, cond, /*withElseRegion=*/false);
    Operation *terminator = body->getTerminator();
    for (Operation &op : llvm::make_early_inc_range(llvm::make_range(
             std::next(guard->getIterator()), terminator->getIterator())))
      rewriter.moveOpBefore(&op, guard.thenBlock()->getTerminator());
  }
}

/// Block dimensions that cover every thread-mapped forall in `launch`: per
/// dimension, the largest static extent mapped to it.
static FailureOr<SmallVector<int64_t>>
inferBlockDims(::mlir::gpu::LaunchOp launch, std::string &error) {
  SmallVector<int64_t> dims(3, 1);
  WalkResult walk = launch.getBody().walk([&](scf::ForallOp forall) {
    std::optional<ArrayAttr> mapping = forall.getMapping();
    if (!mapping || mapping->empty() ||
        !isa<::mlir::gpu::GPUThreadMappingAttr>(mapping->getValue().front()))
      return WalkResult::advance();
    std::optional<SmallVector<OpFoldResult>> ubs = forall.getLoopUpperBounds();
    std::optional<SmallVector<OpFoldResult>> lbs = forall.getLoopLowerBounds();
    std::optional<SmallVector<OpFoldResult>> steps = forall.getLoopSteps();
    for (auto [i, attr] : llvm::enumerate(mapping->getValue())) {
      auto id = cast<DeviceMappingAttrInterface>(attr).getMappingId();
      std::optional<int64_t> ub = getConstantIntValue((*ubs)[i]);
      std::optional<int64_t> lb = getConstantIntValue((*lbs)[i]);
      std::optional<int64_t> step = getConstantIntValue((*steps)[i]);
      if (!ub || !lb || !step || *step <= 0 || id > 2) {
        error = "cannot infer the block dimensions: a thread-mapped forall "
                "has a dynamic extent or maps beyond z";
        return WalkResult::interrupt();
      }
      dims[id] =
          std::max<int64_t>(dims[id], llvm::divideCeilSigned(*ub - *lb, *step));
    }
    return WalkResult::advance();
  });
  if (walk.wasInterrupted())
    return failure();
  return dims;
}

DiagnosedSilenceableFailure
transform::MapNestedForallToThreadsOp::apply(TransformRewriter &rewriter,
                                             TransformResults &results,
                                             TransformState &state) {
  SmallVector<int64_t> givenDims;
  for (Value param : getBlockDims()) {
    ArrayRef<Attribute> values = state.getParams(param);
    auto value = values.size() == 1 ? dyn_cast<IntegerAttr>(values.front())
                                    : IntegerAttr();
    if (!value)
      return emitDefiniteFailure()
             << "expects each block dimension to be one integer parameter";
    if (value.getInt() <= 0)
      return emitDefiniteFailure()
             << "block dimension " << givenDims.size() << " is "
             << value.getInt() << "; it must be positive";
    givenDims.push_back(value.getInt());
  }

  SmallVector<Operation *> mapped;
  for (Operation *target : state.getPayloadOps(getTarget())) {
    auto launch = dyn_cast<::mlir::gpu::LaunchOp>(target);
    if (!launch) {
      DiagnosedSilenceableFailure diag = emitSilenceableError()
                                         << "target is not a gpu.launch";
      diag.attachNote(target->getLoc()) << "target op";
      return diag;
    }
    guardDynamicExtents(rewriter, launch);
    SmallVector<int64_t> blockDims = givenDims;
    if (blockDims.empty()) {
      std::string error;
      FailureOr<SmallVector<int64_t>> inferred = inferBlockDims(launch, error);
      if (failed(inferred))
        return emitSilenceableError() << error;
      blockDims = *inferred;
    }
    // The launch runs with the block dimensions the foralls are mapped to.
    rewriter.setInsertionPoint(launch);
    Value sizes[3];
    for (int i = 0; i < 3; ++i)
      sizes[i] = arith::ConstantIndexOp::create(rewriter, launch.getLoc(),
                                                blockDims[i]);
    rewriter.modifyOpInPlace(launch, [&] {
      launch.getBlockSizeXMutable().assign(sizes[0]);
      launch.getBlockSizeYMutable().assign(sizes[1]);
      launch.getBlockSizeZMutable().assign(sizes[2]);
    });
    rewriter.setInsertionPointToStart(&launch.getBody().front());
    DiagnosedSilenceableFailure diag =
        transform::gpu::mapNestedForallToThreadsImpl(
            rewriter, cast<TransformOpInterface>(getOperation()), launch,
            blockDims, getWarpSize(), /*syncAfterDistribute=*/true);
    if (!diag.succeeded())
      return diag;
    mapped.push_back(launch);
  }
  results.set(cast<OpResult>(getResult()), mapped);
  return DiagnosedSilenceableFailure::success();
}

void transform::MapNestedForallToThreadsOp::getEffects(
    SmallVectorImpl<MemoryEffects::EffectInstance> &effects) {
  consumesHandle(getTargetMutable(), effects);
  onlyReadsHandle(getBlockDimsMutable(), effects);
  producesHandle(getOperation()->getOpResults(), effects);
  modifiesPayload(effects);
}

//===----------------------------------------------------------------------===//
// Extension
//===----------------------------------------------------------------------===//

namespace {
class KgenTransformDialectExtension
    : public transform::TransformDialectExtension<
          KgenTransformDialectExtension> {
public:
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(KgenTransformDialectExtension)

  using Base::Base;

  void init() {
    declareDependentDialect<KgenDialect>();
    declareGeneratedDialect<arith::ArithDialect>();
    declareGeneratedDialect<::mlir::gpu::GPUDialect>();
    // What the rewrite ops build (decompose_normalization, fuse_epilogue,
    // split_reduction, use_tensor_cores, the conv rewrites, scan_rows; the
    // cluster barriers of softmax_rows).
    declareGeneratedDialect<affine::AffineDialect>();
    declareGeneratedDialect<bufferization::BufferizationDialect>();
    declareGeneratedDialect<linalg::LinalgDialect>();
    declareGeneratedDialect<LLVM::LLVMDialect>();
    declareGeneratedDialect<math::MathDialect>();
    declareGeneratedDialect<memref::MemRefDialect>();
    declareGeneratedDialect<nvgpu::NVGPUDialect>();
    declareGeneratedDialect<NVVM::NVVMDialect>();
    declareGeneratedDialect<scf::SCFDialect>();
    declareGeneratedDialect<tensor::TensorDialect>();
    declareGeneratedDialect<vector::VectorDialect>();
    registerTransformOps<
#define GET_OP_LIST
#include "Kgen/TransformOps/KgenTransformOps.cpp.inc"
        >();
  }
};
} // namespace

void mlir::kgen::registerTransformDialectExtension(DialectRegistry &registry) {
  registry.addExtensions<KgenTransformDialectExtension>();
}
