//===- KgenTensorCoreOps.cpp - transform.kgen.use_tensor_cores ------------===//
//
// Part of kgen. transform.kgen.use_tensor_cores (KgenFusionRewriteOps.td):
// a warp's tile of a contraction to mma.sync on fragments.
//
//===----------------------------------------------------------------------===//

#include "Kgen/TransformOps/KgenTransformOps.h"
#include "OpDescription.h"
#include "TensorCorePolicy.h"

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

/// Why the precision policy in scope of `op` forbids rounding f32 operands
/// (`types`) to `format` (TF32 or BF16) on tensor cores; empty when it
/// allows it. The policies are ordered: strict allows neither, tf32 TF32,
/// bf16 both.
static std::string roundingPolicyError(Operation *op, Precision format,
                                       StringRef types) {
  auto [precisionAttr, precisionScope] =
      findInScope<PrecisionAttr>(op, "kgen.precision");
  Precision policy =
      precisionAttr ? precisionAttr.getValue() : Precision::strict;
  auto looseness = [](Precision p) {
    return p == Precision::strict ? 0 : p == Precision::tf32 ? 1 : 2;
  };
  if (looseness(policy) >= looseness(format))
    return "";
  std::string where;
  if (precisionAttr)
    where = "the precision policy #kgen.precision<" +
            stringifyPrecision(policy).str() + "> (on " +
            describeScope(precisionScope) + ")";
  else
    where = "the precision policy strict (no kgen.precision attribute in "
            "scope)";
  bool tf32 = format == Precision::tf32;
  return where + " forbids " + (tf32 ? "TF32" : "BF16") +
         " tensor cores for f32 operands (" + types.str() +
         "); set kgen.precision to " +
         (tf32 ? "#kgen.precision<tf32> or #kgen.precision<bf16>"
               : "#kgen.precision<bf16>") +
         " to allow it";
}

std::string mlir::kgen::tf32PolicyError(Operation *op, StringRef types) {
  return roundingPolicyError(op, Precision::tf32, types);
}

std::string mlir::kgen::bf16PolicyError(Operation *op, StringRef types) {
  return roundingPolicyError(op, Precision::bf16, types);
}

std::string mlir::kgen::emulationPolicyError(Operation *op, StringRef what) {
  auto [precisionAttr, precisionScope] =
      findInScope<PrecisionAttr>(op, "kgen.precision");
  if (!precisionAttr || precisionAttr.getEmulation() != Emulation::none)
    return "";
  std::string policy;
  llvm::raw_string_ostream(policy) << precisionAttr;
  return "the precision policy " + policy + " (on " +
         describeScope(precisionScope) + ") forbids " + what.str();
}

std::string mlir::kgen::mmaTargetError(Operation *op, TargetAttr device) {
  TargetAttr targetAttr = device;
  std::string targetWhere = "the 'device' option";
  if (!targetAttr) {
    auto [scoped, scope] = findInScope<TargetAttr>(op, "kgen.target");
    if (!scoped)
      return "no #kgen.target in scope (no kgen.target attribute on an "
             "enclosing op) and no 'device' option: cannot tell whether the "
             "chip has tensor cores";
    targetAttr = scoped;
    targetWhere = "kgen.target on " + describeScope(scope);
  }
  std::optional<int> sm = smVersion(targetAttr.getChip());
  if (targetAttr.getBackend() == Backend::rocdl)
    return "target chip '" + targetAttr.getChip().str() + "' (" + targetWhere +
           ") is an AMD GPU; the amdgpu MFMA path is not implemented "
           "(tensor cores need nvvm sm_80 or newer)";
  if (targetAttr.getBackend() != Backend::nvvm || !sm || *sm < 80)
    return "target chip '" + targetAttr.getChip().str() + "' (" + targetWhere +
           ") has no mma.sync tensor-core path; it needs nvvm sm_80 or newer";
  return "";
}

std::string mlir::kgen::warpgroupTargetError(Operation *op) {
  std::string noMma = mmaTargetError(op, TargetAttr());
  if (!noMma.empty())
    return noMma;
  auto [targetAttr, scope] = findInScope<TargetAttr>(op, "kgen.target");
  StringRef chip = targetAttr.getChip();
  std::optional<int> sm = smVersion(chip);
  // wgmma is an arch-specific feature: sm_90a's, not sm_90's or later
  // chips' (their own `a` targets would need their own check).
  if (*sm != 90 || !chip.ends_with("a"))
    return "target chip '" + chip.str() + "' (kgen.target on " +
           describeScope(scope) +
           ") has no warpgroup MMA (wgmma needs sm_90a, the arch-specific "
           "Hopper target)";
  return "";
}

std::string mlir::kgen::clusterTargetError(Operation *op) {
  auto [targetAttr, scope] = findInScope<TargetAttr>(op, "kgen.target");
  if (!targetAttr)
    return "no #kgen.target in scope (no kgen.target attribute on an "
           "enclosing op): cannot tell whether the chip has thread-block "
           "clusters";
  std::optional<int> sm = smVersion(targetAttr.getChip());
  if (targetAttr.getBackend() != Backend::nvvm || !sm || *sm < 90)
    return "target chip '" + targetAttr.getChip().str() + "' (kgen.target on " +
           describeScope(scope) +
           ") has no thread-block clusters; they need nvvm sm_90 or newer";
  return "";
}

std::pair<uint64_t, uint64_t> mlir::kgen::targetLimits(Operation *op) {
  uint64_t sharedBytes = 48 * 1024, units = 132;
  if (auto attr = findInScope<TargetAttr>(op, "kgen.target").first) {
    if (attr.getMaxSharedMemoryPerBlock())
      sharedBytes = attr.getMaxSharedMemoryPerBlock();
    if (attr.getComputeUnits())
      units = attr.getComputeUnits();
  }
  return {sharedBytes, units};
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

    // Precision policy and target in scope.
    if (needsTf32) {
      std::string why = tf32PolicyError(target, types);
      if (!why.empty())
        return fail(why);
    }
    std::string why = mmaTargetError(target, getDeviceAttr());
    if (!why.empty())
      return fail(why);

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
