//===- KgenGemmOps.cpp - transform.kgen.gemm_pipelined --------------------===//
//
// Part of kgen. The op of KgenGemmOps.td: a matmul-like contraction on
// buffers lowered to a shared-memory, cp.async-pipelined GEMM kernel (SIMT
// FMAs, or tensor-core mma.sync with the 3xTF32 split).
//
//===----------------------------------------------------------------------===//

#include "Kgen/TransformOps/KgenTransformOps.h"
#include "TensorCorePolicy.h"

#include "mlir/Dialect/Affine/Utils.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/NVGPU/IR/NVGPUDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Interfaces/ViewLikeInterface.h"
#include "llvm/ADT/SetVector.h"

using namespace mlir;
using namespace mlir::kgen;

namespace {
/// The arithmetic of a kernel's products.
enum class GemmMath {
  /// Chosen from the target (the `math` knob's "auto").
  automatic,
  /// SIMT fp32 fused multiply-adds ("fma").
  fma,
  /// mma.sync on TF32 tensor cores, each fp32 operand split into a TF32
  /// part and a TF32 remainder, three products accumulated in fp32
  /// ("3xtf32"): close to fp32's accuracy.
  tf32x3,
  /// mma.sync on the operands rounded to TF32 ("tf32").
  tf32,
};

/// The knobs of one GEMM kernel.
struct GemmConfig {
  int64_t blockM, blockN, blockK, threadM, threadN, stages, groupM;
  /// The tile one warp computes (tensor cores only).
  int64_t warpM = 0, warpN = 0;
  GemmMath math = GemmMath::automatic;

  bool tensorCores() const {
    return math == GemmMath::tf32x3 || math == GemmMath::tf32;
  }
  int64_t threads() const {
    if (tensorCores())
      return (blockM / warpM) * (blockN / warpN) * 32;
    return (blockM / threadM) * (blockN / threadN);
  }
};

/// The name of `math` in the `math` knob and `kgen.gemm_math`.
static StringRef mathName(GemmMath math) {
  switch (math) {
  case GemmMath::automatic:
    return "auto";
  case GemmMath::fma:
    return "fma";
  case GemmMath::tf32x3:
    return "3xtf32";
  case GemmMath::tf32:
    return "tf32";
  }
  llvm_unreachable("unknown GemmMath");
}

/// How one operand tile is staged in shared memory: K rows of block_m
/// (block_n) columns (`[stage][k][x]`), so that a SIMT thread reads its
/// rows (columns) of one K step with vector loads; for tensor cores, an
/// operand contiguous along K keeps its layout (`[stage][x][k]`).
struct TileLayout {
  /// `rows` rows of `cols` elements, each row `paddedCols` long.
  int64_t rows, cols, paddedCols;
  /// The operand is contiguous along K: the copies transpose it, one
  /// element each (CUTLASS's align-1 SIMT kernels do the same).
  bool transposed;
  /// The rows are X (M or N) and the columns K: `[stage][x][k]`.
  bool kInner = false;
  /// Elements per asynchronous copy (1, 2 or 4).
  int64_t vector;
};

/// The loop dimensions that one GEMM index (M, N or K) stands for: the
/// index is their row-major linearization. A matmul has one dimension in
/// each; a convolution's N is its output rows and columns (NCHW), its K the
/// input channels and the filter taps.
struct DimGroup {
  SmallVector<unsigned> dims;
  SmallVector<int64_t> sizes;
  int64_t size() const {
    int64_t n = 1;
    for (int64_t s : sizes)
      n *= s;
    return n;
  }
};

/// What the kernel computes, found on the payload.
struct GemmPlan {
  linalg::LinalgOp op;
  SmallVector<unsigned> batch;
  DimGroup m, n, k;
  int64_t sizeM, sizeN, sizeK;
  SmallVector<int64_t> batchSizes;
  Value a, b, c;
  AffineMap mapA, mapB, mapC;
  /// The accumulators' initial value (the fill), or null: add C's contents.
  Value init;
  linalg::FillOp fill;
  /// The fused epilogue, in order: elementwise ops whose operands are
  /// either results of the kernel (read element by element: registers) or
  /// other buffers (read through their maps).
  SmallVector<linalg::GenericOp> epilogue;
  /// Every buffer the kernel computes (C, then each epilogue op's output),
  /// and those still read after the kernel: written with their final value.
  llvm::SetVector<Value> written, stored;
  /// Allocated buffers that only carried intermediate results, erased.
  SmallVector<Value> deadBuffers;
  /// Ops whose work the kernel's reads absorb (transposes of an operand,
  /// the fill and copy of a zero-padded operand), erased in order.
  SmallVector<Operation *> foldedOps;
  /// A zero-padded operand read in place: its indices in the padded buffer
  /// (of shape `padded`) less `low` (the low padding), zero outside `sizes`
  /// (the source's).
  struct Padding {
    SmallVector<int64_t> low, sizes, padded;
  };
  std::optional<Padding> padA, padB;
};
} // namespace

/// The buffer a view was taken from.
static Value rootBuffer(Value value) {
  while (auto view = value.getDefiningOp<ViewLikeOpInterface>())
    value = view.getViewSource();
  return value;
}

/// True when `op` may write or free memory (anything but reads and
/// allocations, or effects it does not declare).
static bool mayWriteMemory(Operation *op) {
  if (isMemoryEffectFree(op))
    return false;
  auto effects = dyn_cast<MemoryEffectOpInterface>(op);
  if (!effects)
    return true;
  SmallVector<MemoryEffects::EffectInstance> list;
  effects.getEffects(list);
  return llvm::any_of(list, [](const MemoryEffects::EffectInstance &effect) {
    return !isa<MemoryEffects::Allocate, MemoryEffects::Read>(
        effect.getEffect());
  });
}

/// True when nothing between `from` and `to` (same block, `from` first)
/// writes or frees memory.
static bool nothingWritesBetween(Operation *from, Operation *to) {
  for (Operation *op = from->getNextNode(); op && op != to;
       op = op->getNextNode())
    if (mayWriteMemory(op))
      return false;
  return true;
}

/// True when `buffer` is a memref.alloc used only by `keep` (and deallocs).
static bool onlyCarries(Value buffer, ArrayRef<Operation *> keep) {
  if (!buffer.getDefiningOp<memref::AllocOp>())
    return false;
  return llvm::all_of(buffer.getUsers(), [&](Operation *user) {
    return isa<memref::DeallocOp>(user) || llvm::is_contained(keep, user);
  });
}

/// An elementwise generic over the result's index space whose operands are
/// either buffers the kernel computes, read with identity maps (the same
/// element: a register), or buffers that do not alias them.
static bool isFusableEpilogue(linalg::GenericOp generic,
                              const llvm::SetVector<Value> &written,
                              int64_t rank) {
  if (!generic.hasPureBufferSemantics() || generic.getNumDpsInits() != 1 ||
      generic.getNumLoops() != static_cast<unsigned>(rank) ||
      generic.getNumParallelLoops() != generic.getNumLoops())
    return false;
  OpOperand *init = generic.getDpsInitOperand(0);
  if (!generic.getMatchingIndexingMap(init).isIdentity())
    return false;
  auto initType = dyn_cast<MemRefType>(init->get().getType());
  if (!initType || !initType.getElementType().isF32())
    return false;
  bool readsResult = false;
  for (OpOperand *input : generic.getDpsInputOperands()) {
    AffineMap map = generic.getMatchingIndexingMap(input);
    if (!map.isProjectedPermutation())
      return false;
    if (written.contains(input->get())) {
      if (!map.isIdentity())
        return false;
      readsResult = true;
      continue;
    }
    Value root = rootBuffer(input->get());
    if (llvm::any_of(written,
                     [&](Value buffer) { return rootBuffer(buffer) == root; }))
      return false;
  }
  // The body computes from its block arguments and its position alone.
  for (Operation &op : generic.getBody()->without_terminator())
    if (!isMemoryEffectFree(&op))
      return false;
  return readsResult;
}

/// True when no op strictly between `from` and `to` (same block) may write
/// the buffer `root`: ops without memory effects, allocations, reads, and
/// linalg ops whose outputs are other buffers.
static bool nothingWritesBufferBetween(Operation *from, Operation *to,
                                       Value root) {
  for (Operation *op = from->getNextNode(); op && op != to;
       op = op->getNextNode()) {
    if (auto linalgOp = dyn_cast<linalg::LinalgOp>(op)) {
      if (linalgOp.hasPureBufferSemantics() &&
          llvm::none_of(linalgOp.getDpsInits(),
                        [&](Value init) { return rootBuffer(init) == root; }))
        continue;
      return false;
    }
    if (mayWriteMemory(op))
      return false;
  }
  return true;
}

/// An operand that is an allocation written only by a `linalg.transpose`
/// earlier in the block, and read only by the contraction: the contraction
/// reads the transpose's input in place, through the composed map, and the
/// transpose goes (an imported `Gemm` with transB, nn.Linear's weight, no
/// longer costs a transposing pass over the weight).
static void foldTransposedOperand(Value &operand, AffineMap &map,
                                  Operation *target, GemmPlan &plan) {
  if (!operand.getDefiningOp<memref::AllocOp>())
    return;
  linalg::TransposeOp transpose;
  for (Operation *user : operand.getUsers()) {
    if (user == target || isa<memref::DeallocOp>(user))
      continue;
    auto candidate = dyn_cast<linalg::TransposeOp>(user);
    if (!candidate || transpose || candidate.getInit() != operand ||
        !candidate.hasPureBufferSemantics())
      return;
    transpose = candidate;
  }
  // Read in place only what the kernel does not write (C's buffer would be
  // overwritten by other blocks while these still read it).
  if (!transpose || transpose->getBlock() != target->getBlock() ||
      !transpose->isBeforeInBlock(target) ||
      !isa<MemRefType>(transpose.getInput().getType()) ||
      rootBuffer(transpose.getInput()) == rootBuffer(plan.c) ||
      !nothingWritesBufferBetween(transpose, target,
                                  rootBuffer(transpose.getInput())))
    return;
  // operand[e_0, ..., e_r] = input[x] with x[permutation[k]] = e_k.
  ArrayRef<int64_t> permutation = transpose.getPermutation();
  SmallVector<AffineExpr> results(map.getNumResults());
  for (auto [k, position] : llvm::enumerate(permutation))
    results[position] = map.getResult(k);
  map = AffineMap::get(map.getNumDims(), 0, results, map.getContext());
  plan.foldedOps.push_back(transpose);
  plan.deadBuffers.push_back(operand);
  operand = transpose.getInput();
}

/// True when `op` writes zeros (+0.0) to the whole of `buffer`: a
/// `linalg.fill`, or a `linalg.map` without inputs that yields the constant
/// (how a `tensor.pad` bufferizes).
static bool writesZeros(Operation *op, Value buffer) {
  auto linalgOp = dyn_cast<linalg::LinalgOp>(op);
  if (!linalgOp || !linalgOp.hasPureBufferSemantics() ||
      linalgOp.getNumDpsInits() != 1 || linalgOp.getDpsInits()[0] != buffer)
    return false;
  Value value;
  if (auto fill = dyn_cast<linalg::FillOp>(op))
    value = fill.getDpsInputs()[0];
  else if (auto map = dyn_cast<linalg::MapOp>(op);
           map && map.getDpsInputs().empty())
    value = map.getBody()->getTerminator()->getOperand(0);
  FloatAttr zero;
  return value && matchPattern(value, m_Constant(&zero)) &&
         zero.getValue().isPosZero();
}

/// An operand that is an allocation filled with zeros and then given a
/// copy of a source buffer in a static window (a bufferized `tensor.pad`
/// with zero padding), read only by the contraction: the contraction reads
/// the source in place, with zeros outside it (cp.async's zero-fill), and
/// the fill, the window and the copy go (a padded convolution's input is no
/// longer written twice before the convolution reads it).
static void foldPaddedOperand(Value &operand, Operation *target,
                              std::optional<GemmPlan::Padding> &padding,
                              GemmPlan &plan) {
  if (!operand.getDefiningOp<memref::AllocOp>())
    return;
  Operation *zeros = nullptr;
  memref::SubViewOp window;
  for (Operation *user : operand.getUsers()) {
    if (user == target || isa<memref::DeallocOp>(user))
      continue;
    if (!zeros && writesZeros(user, operand)) {
      zeros = user;
      continue;
    }
    auto subview = dyn_cast<memref::SubViewOp>(user);
    if (window || !subview)
      return;
    window = subview;
  }
  if (!zeros || !window || !window->hasOneUse())
    return;
  // The copy: memref.copy or linalg.copy into the window.
  Operation *copy = *window->getUsers().begin();
  Value source;
  if (auto memrefCopy = dyn_cast<memref::CopyOp>(copy);
      memrefCopy && memrefCopy.getTarget() == window.getResult())
    source = memrefCopy.getSource();
  else if (auto linalgCopy = dyn_cast<linalg::CopyOp>(copy);
           linalgCopy && linalgCopy.hasPureBufferSemantics() &&
           linalgCopy.getDpsInits()[0] == window.getResult())
    source = linalgCopy.getDpsInputs()[0];
  if (!source)
    return;
  Block *block = target->getBlock();
  auto sourceType = dyn_cast<MemRefType>(source.getType());
  if (zeros->getBlock() != block || copy->getBlock() != block ||
      !zeros->isBeforeInBlock(copy) || !copy->isBeforeInBlock(target) ||
      !sourceType || !sourceType.hasStaticShape() ||
      rootBuffer(source) == rootBuffer(plan.c) ||
      !nothingWritesBufferBetween(zeros, copy, rootBuffer(operand)) ||
      !nothingWritesBufferBetween(copy, target, rootBuffer(operand)) ||
      !nothingWritesBufferBetween(copy, target, rootBuffer(source)))
    return;
  // A window of unit strides at static offsets, as large as the source.
  if (llvm::any_of(window.getStaticStrides(),
                   [](int64_t s) { return s != 1; }) ||
      ShapedType::isDynamicShape(window.getStaticOffsets()) ||
      window.getStaticSizes() != sourceType.getShape() ||
      window.getSourceType().getRank() != sourceType.getRank())
    return;
  padding =
      GemmPlan::Padding{llvm::to_vector(window.getStaticOffsets()),
                        llvm::to_vector(sourceType.getShape()),
                        llvm::to_vector(window.getSourceType().getShape())};
  plan.foldedOps.append({copy, window, zeros});
  plan.deadBuffers.push_back(operand);
  operand = source;
}

/// Finds what the kernel computes, or says why the target does not fit.
static FailureOr<GemmPlan> planGemm(Operation *target, bool fuseEpilogue,
                                    std::string &why) {
  auto op = dyn_cast<linalg::LinalgOp>(target);
  auto mulAdd = [](Operation *first, Operation *second) {
    return isa<arith::MulFOp>(first) && isa<arith::AddFOp>(second);
  };
  if (!op || op.getNumDpsInputs() != 2 || op.getNumDpsInits() != 1 ||
      !linalg::detail::isContractionBody(*op.getBlock(), mulAdd)) {
    why = "is not a multiply-add contraction with two inputs and one output";
    return failure();
  }
  if (!op.hasPureBufferSemantics()) {
    why = "is on tensors: bufferize first";
    return failure();
  }
  if (target->getParentOfType<gpu::LaunchOp>() ||
      target->getParentOfType<gpu::GPUFuncOp>()) {
    why = "is already inside a GPU kernel";
    return failure();
  }
  GemmPlan plan;
  plan.op = op;
  plan.a = op.getDpsInputs()[0];
  plan.b = op.getDpsInputs()[1];
  plan.c = op.getDpsInits()[0];
  for (Value v : {plan.a, plan.b, plan.c}) {
    auto type = cast<MemRefType>(v.getType());
    if (!type.getElementType().isF32()) {
      why = "has element types other than f32";
      return failure();
    }
    if (!type.hasStaticShape()) {
      why = "has dynamic shapes";
      return failure();
    }
  }
  SmallVector<AffineMap> maps = op.getIndexingMapsArray();
  SmallVector<int64_t> ranges = op.getStaticLoopRanges();
  // A loop dimension of extent 1 only takes the value 0: a 1x1 filter's
  // taps drop out of the input's indices (which then move with the output
  // columns alone, and can be copied by vectors).
  MLIRContext *ctx = op.getContext();
  SmallVector<AffineExpr> unitDimsToZero;
  for (auto [d, range] : llvm::enumerate(ranges))
    unitDimsToZero.push_back(range == 1 ? getAffineConstantExpr(0, ctx)
                                        : getAffineDimExpr(d, ctx));
  for (AffineMap &map : maps)
    map = simplifyAffineMap(map.replaceDimsAndSymbols(
        unitDimsToZero, {}, map.getNumDims(), map.getNumSymbols()));
  plan.mapA = maps[0];
  plan.mapB = maps[1];
  plan.mapC = maps[2];
  if (!op.getIndexingMapsArray()[2].isProjectedPermutation()) {
    why = "has a result map that is not a projected permutation";
    return failure();
  }
  // (An allocation that is both inputs is read as it is: folding it twice
  // would erase its producers twice.)
  bool distinct = plan.a != plan.b;
  if (distinct && plan.mapA.isProjectedPermutation())
    foldTransposedOperand(plan.a, plan.mapA, target, plan);
  if (distinct && plan.mapB.isProjectedPermutation())
    foldTransposedOperand(plan.b, plan.mapB, target, plan);

  // Classify the loops: a parallel loop that only A's indices use is an M
  // dimension, one that only B's use an N dimension, the others batches;
  // reduction loops are K. The input whose indices use the result's
  // innermost loop is B (the result is written along N), and N is the run
  // of B-only loops at the end of the result's indices, in that order (a
  // contiguous stretch of the result); B-only loops before it are batches
  // (an NCHW convolution's image).
  AffineMap mapC0 = op.getIndexingMapsArray()[2];
  if (mapC0.getNumResults() == 0 ||
      !cast<MemRefType>(plan.c.getType()).isLastDimUnitStride()) {
    why = "has a result whose innermost dimension is not a unit-stride N";
    return failure();
  }
  // (The loops are classified on the maps as written: a unit loop is
  // still an M, N or K dimension.)
  AffineMap usesA = op.getIndexingMapsArray()[0];
  AffineMap usesB = op.getIndexingMapsArray()[1];
  unsigned inner = mapC0.getDimPosition(mapC0.getNumResults() - 1);
  if (usesA.isFunctionOfDim(inner) && !usesB.isFunctionOfDim(inner)) {
    std::swap(plan.a, plan.b);
    std::swap(plan.mapA, plan.mapB);
    std::swap(usesA, usesB);
  }
  if (distinct) {
    foldPaddedOperand(plan.a, target, plan.padA, plan);
    foldPaddedOperand(plan.b, target, plan.padB, plan);
  }
  auto onlyA = [&](unsigned d) {
    return usesA.isFunctionOfDim(d) && !usesB.isFunctionOfDim(d);
  };
  auto onlyB = [&](unsigned d) {
    return usesB.isFunctionOfDim(d) && !usesA.isFunctionOfDim(d);
  };
  SmallVector<utils::IteratorType> iterators = op.getIteratorTypesArray();
  SmallVector<unsigned> nDims;
  for (int64_t r = mapC0.getNumResults() - 1; r >= 0; --r) {
    unsigned d = mapC0.getDimPosition(r);
    if (!onlyB(d))
      break;
    nDims.insert(nDims.begin(), d);
  }
  if (nDims.empty()) {
    why = "has a result whose innermost dimension is not an N dimension "
          "(a parallel loop of one input only)";
    return failure();
  }
  auto addTo = [&](DimGroup &group, unsigned d) {
    group.dims.push_back(d);
    group.sizes.push_back(ranges[d]);
  };
  for (unsigned d : nDims)
    addTo(plan.n, d);
  for (unsigned d = 0; d < op.getNumLoops(); ++d) {
    if (iterators[d] == utils::IteratorType::reduction) {
      if (mapC0.isFunctionOfDim(d)) {
        why = "has a reduction loop that the result's indices use";
        return failure();
      }
      addTo(plan.k, d);
      continue;
    }
    if (!mapC0.isFunctionOfDim(d)) {
      why = "has a parallel loop that the result's indices do not use";
      return failure();
    }
    if (llvm::is_contained(nDims, d))
      continue;
    if (onlyA(d)) {
      addTo(plan.m, d);
      continue;
    }
    plan.batch.push_back(d);
    plan.batchSizes.push_back(ranges[d]);
  }
  if (plan.m.dims.empty() || plan.k.dims.empty()) {
    why = plan.m.dims.empty()
              ? "has no M dimension (a parallel loop of the other input only)"
              : "has no reduction loop";
    return failure();
  }
  plan.sizeM = plan.m.size();
  plan.sizeN = plan.n.size();
  plan.sizeK = plan.k.size();
  if (plan.sizeM == 0 || plan.sizeN == 0) {
    why = "has an empty result";
    return failure();
  }

  // A fill of the result before the op, with nothing writing the result in
  // between (a transposed convolution's weight flip may), is the
  // accumulators' initial value.
  for (Operation *prev = target->getPrevNode(); prev;
       prev = prev->getPrevNode()) {
    auto fill = dyn_cast<linalg::FillOp>(prev);
    if (fill && fill.hasPureBufferSemantics() &&
        fill.getDpsInits()[0] == plan.c) {
      // Nothing in between may read the filled result either, through
      // any view of its buffer: the fill moves into the kernel.
      Value root = rootBuffer(plan.c);
      bool readBetween = false;
      for (Operation *op = fill->getNextNode(); op && op != target;
           op = op->getNextNode())
        op->walk([&](Operation *inner) {
          for (Value operand : inner->getOperands())
            if (isa<MemRefType>(operand.getType()) &&
                rootBuffer(operand) == root)
              readBetween = true;
        });
      if (!readBetween &&
          nothingWritesBufferBetween(fill, target, rootBuffer(plan.c))) {
        plan.fill = fill;
        plan.init = fill.getDpsInputs()[0];
      }
      break;
    }
  }

  if (!fuseEpilogue) {
    plan.written.insert(plan.c);
    plan.stored.insert(plan.c);
    return plan;
  }
  int64_t rank = plan.mapC.getNumResults();
  plan.written.insert(plan.c);
  SmallVector<Operation *> carriers = {target};
  if (plan.fill)
    carriers.push_back(plan.fill);
  Operation *last = target;
  while (true) {
    // The next op in the block that reads a buffer the kernel computes.
    linalg::GenericOp next;
    for (Value buffer : plan.written)
      for (Operation *user : buffer.getUsers()) {
        auto generic = dyn_cast<linalg::GenericOp>(user);
        if (generic && generic->getBlock() == target->getBlock() &&
            last->isBeforeInBlock(generic) &&
            (!next || generic->isBeforeInBlock(next)))
          next = generic;
      }
    if (!next || !isFusableEpilogue(next, plan.written, rank) ||
        !nothingWritesBetween(last, next))
      break;
    // Nothing else may read a computed buffer before `next`: it would see
    // the kernel's results too early or too late.
    bool otherReader = llvm::any_of(plan.written, [&](Value buffer) {
      return llvm::any_of(buffer.getUsers(), [&](Operation *u) {
        return !llvm::is_contained(carriers, u) && u != next &&
               !isa<memref::DeallocOp>(u) &&
               u->getBlock() == next->getBlock() && u->isBeforeInBlock(next);
      });
    });
    Value out = next.getDpsInits()[0];
    // The kernel reads A and B until its last block: never write them.
    if (otherReader || rootBuffer(out) == rootBuffer(plan.a) ||
        rootBuffer(out) == rootBuffer(plan.b))
      break;
    carriers.push_back(next);
    plan.epilogue.push_back(next);
    plan.written.insert(out);
    last = next;
  }
  // What is still read after the kernel (or is not the kernel's own
  // allocation) is stored; the rest only carried intermediate values.
  for (Value buffer : plan.written) {
    if (onlyCarries(buffer, carriers))
      plan.deadBuffers.push_back(buffer);
    else
      plan.stored.insert(buffer);
  }
  return plan;
}

/// True when the operand's innermost index moves with the innermost loop of
/// `x` (else the copies transpose it: it is contiguous along K).
static bool contiguousAlong(AffineMap map, const DimGroup &x) {
  return map.getResult(map.getNumResults() - 1).isFunctionOfDim(x.dims.back());
}

/// Elements per asynchronous copy of an operand along `along` (X or K) into
/// tile rows of `tileCols`: 4, 2 or 1. Vectors of 16 or 8 bytes need the
/// operand's innermost index to be the innermost loop of `along` itself
/// (and no other index to move with it), `v` consecutive indices to stay in
/// one row of that loop, and every row of the operand and of the tile to
/// start on that alignment (identity layouts only; a padded operand's
/// copies stop at its edges one element at a time).
static int64_t copyVector(Value operand, AffineMap map, const DimGroup &along,
                          bool padded, int64_t tileCols) {
  auto type = cast<MemRefType>(operand.getType());
  auto innermost =
      dyn_cast<AffineDimExpr>(map.getResult(map.getNumResults() - 1));
  bool onlyInnermost =
      llvm::none_of(map.getResults().drop_back(), [&](AffineExpr e) {
        return e.isFunctionOfDim(along.dims.back());
      });
  if (padded || !innermost || innermost.getPosition() != along.dims.back() ||
      !onlyInnermost || !type.getLayout().isIdentity())
    return 1;
  for (int64_t v : {4, 2})
    if (along.sizes.back() % v == 0 && type.getShape().back() % v == 0 &&
        tileCols % v == 0)
      return v;
  return 1;
}

/// The shared-memory layout of one operand's tile: `tileK` rows of its X
/// index (M for A, N for B; `tileX` wide), transposed on the way when the
/// operand is not contiguous along X. For tensor cores, an operand
/// contiguous along K is staged as `tileX` rows of `tileK` instead.
static TileLayout layoutFor(Value operand, AffineMap map, const DimGroup &x,
                            const DimGroup &k, bool padded, int64_t tileX,
                            int64_t tileK, bool tensorCores) {
  TileLayout layout;
  if (tensorCores) {
    // Lane (g, t) of a warp (g = lane / 4, t = lane % 4) reads element
    // (x0 + g, k0 + t) of each fragment: at g * P + t in `[x][k]` rows of
    // P = tileK + 4 (P = 4 mod 8: the 32 lanes in 32 banks), at t * P + g
    // in `[k][x]` rows of P = tileX + 8 (P = 8 mod 16). Rows stay 16-byte
    // aligned for the copies.
    layout.transposed = false;
    layout.kInner = !contiguousAlong(map, x);
    layout.rows = layout.kInner ? tileX : tileK;
    layout.cols = layout.kInner ? tileK : tileX;
    layout.vector =
        copyVector(operand, map, layout.kInner ? k : x, padded, layout.cols);
    layout.paddedCols = layout.cols + (layout.kInner ? 4 : 8);
    return layout;
  }
  layout.rows = tileK;
  layout.cols = tileX;
  layout.transposed = !contiguousAlong(map, x);
  layout.vector =
      layout.transposed ? 1 : copyVector(operand, map, x, padded, tileX);
  // A warp's transposing copies write block_k rows at once: 4 elements of
  // padding put row r's element x in bank (4 r + x) mod 32, and keep the
  // rows 16-byte aligned for the vector reads.
  layout.paddedCols = layout.transposed ? tileX + 4 : tileX;
  return layout;
}

namespace {
/// Emits the kernel for one plan.
class GemmEmitter {
public:
  GemmEmitter(RewriterBase &rewriter, GemmPlan &plan, const GemmConfig &config,
              const TileLayout &la, const TileLayout &lb)
      : b(rewriter), plan(plan), cfg(config), la(la), lb(lb),
        loc(plan.op.getLoc()) {}

  gpu::LaunchOp emit();

private:
  Value idx(int64_t v) { return arith::ConstantIndexOp::create(b, loc, v); }
  Value add(Value x, Value y) { return arith::AddIOp::create(b, loc, x, y); }
  Value mul(Value x, int64_t y) {
    return arith::MulIOp::create(b, loc, x, idx(y));
  }
  Value div(Value x, int64_t y) {
    return arith::DivUIOp::create(b, loc, x, idx(y));
  }
  Value rem(Value x, int64_t y) {
    return arith::RemUIOp::create(b, loc, x, idx(y));
  }
  Value lt(Value x, int64_t y) {
    return arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult, x, idx(y));
  }
  Value andI(Value x, Value y) {
    if (!x)
      return y;
    return arith::AndIOp::create(b, loc, x, y);
  }
  /// The operand indices of `map` at the loop point `point`.
  SmallVector<Value> indicesAt(AffineMap map, ArrayRef<Value> point) {
    SmallVector<Value> indices;
    for (AffineExpr result : map.getResults())
      indices.push_back(affine::expandAffineExpr(b, loc, result, point, {}));
    return indices;
  }
  /// Sets the loops of `group` in `point` from their linearized index (in
  /// [0, group.size())). In 32 bits where the index fits: a 64-bit division
  /// by a constant is several multiplications on the GPU, a 32-bit one a
  /// multiply-high and a shift (the gathered copies of an implicit GEMM do
  /// these in every K tile).
  void delinearize(Value linear, const DimGroup &group,
                   MutableArrayRef<Value> point) {
    if (group.dims.size() == 1) {
      point[group.dims.front()] = linear;
      return;
    }
    bool narrow = group.size() <= std::numeric_limits<int32_t>::max();
    Type type = narrow ? Type(b.getI32Type()) : Type(b.getIndexType());
    auto constant = [&](int64_t v) -> Value {
      return arith::ConstantOp::create(b, loc, type, b.getIntegerAttr(type, v));
    };
    auto toIndex = [&](Value v) -> Value {
      return narrow ? arith::IndexCastUIOp::create(b, loc, b.getIndexType(), v)
                          .getResult()
                    : v;
    };
    Value v =
        narrow ? arith::IndexCastUIOp::create(b, loc, type, linear).getResult()
               : linear;
    for (size_t i = group.dims.size() - 1; i > 0; --i) {
      Value size = constant(group.sizes[i]);
      point[group.dims[i]] = toIndex(arith::RemUIOp::create(b, loc, v, size));
      v = arith::DivUIOp::create(b, loc, v, size);
    }
    point[group.dims.front()] = toIndex(v);
  }
  /// Row or column of a thread's `i`-th element in its block tile: groups
  /// of `vec` consecutive elements, the groups `threads * vec` apart.
  Value threadElement(Value thread, int64_t i, int64_t vec, int64_t threads) {
    return add(mul(thread, vec), idx((i / vec) * threads * vec + i % vec));
  }
  /// Issues the copies of one operand's K tile `kTile` into `stage`.
  void copyTile(Value smem, Value operand, AffineMap map,
                const TileLayout &layout, Value stage, Value kTile,
                Value blockOffsetX, const DimGroup &groupX,
                const std::optional<GemmPlan::Padding> &padding,
                SmallVectorImpl<Value> &tokens);
  /// Loads a thread's rows (columns) of one operand at K step `k` of the
  /// tile in `stage`: `perThread / vec` vectors of `vec` elements.
  SmallVector<Value> loadFragment(Value smem, Value stage, int64_t k,
                                  Value thread, int64_t perThread, int64_t vec,
                                  int64_t threads);
  /// SIMT: a thread's FMAs of one K tile onto its accumulators.
  void computeFma(Value smemA, Value smemB, Value stage,
                  MutableArrayRef<Value> acc);
  /// Tensor cores: a warp's mma.sync of one K tile onto its accumulators.
  void computeMma(Value smemA, Value smemB, Value stage,
                  MutableArrayRef<Value> acc);
  /// Element (x, k) of an operand's tile in `stage`.
  Value loadTileElement(Value smem, const TileLayout &layout, Value stage,
                        Value x, Value k) {
    SmallVector<Value, 3> indices = {stage, k, x};
    if (layout.kInner)
      std::swap(indices[1], indices[2]);
    return memref::LoadOp::create(b, loc, smem, indices);
  }
  /// The accumulators after the K loop, as vectors of consecutive columns:
  /// `acc` holds columns n0 .. n0 + width - 1 of row m (tile coordinates).
  struct Piece {
    Value m, n0, acc;
  };
  void emitEpilogue(ArrayRef<Piece> pieces, int64_t width,
                    ArrayRef<Value> batchIvs);

  RewriterBase &b;
  GemmPlan &plan;
  const GemmConfig &cfg;
  const TileLayout &la, &lb;
  Location loc;
  Type f32;
  SmallVector<Value> batchPoint;
  // SIMT: the vector widths of a thread's rows and columns; the thread's
  // position in the grid of thread tiles.
  int64_t vecM = 1, vecN = 1;
  Value rowThread, colThread;
  // Tensor cores: the warp tile's first row and column in the block tile;
  // the lane's group g = lane / 4 and thread t = lane % 4 in the fragment
  // layouts.
  Value warpRow, warpCol, lane, laneG, laneT;
};
} // namespace

void GemmEmitter::copyTile(Value smem, Value operand, AffineMap map,
                           const TileLayout &layout, Value stage, Value kTile,
                           Value blockOffsetX, const DimGroup &groupX,
                           const std::optional<GemmPlan::Padding> &padding,
                           SmallVectorImpl<Value> &tokens) {
  int64_t threads = cfg.threads();
  int64_t chunksPerRow = layout.cols / layout.vector;
  int64_t chunks = layout.rows * chunksPerRow;
  Value tid = gpu::ThreadIdOp::create(b, loc, gpu::Dimension::x);
  Value kBase = mul(kTile, cfg.blockK);
  int64_t sizeX = groupX.size();
  bool edgeX = sizeX % layout.cols != 0;
  bool edgeK = plan.sizeK % cfg.blockK != 0;
  auto tokenType = nvgpu::DeviceAsyncTokenType::get(b.getContext());
  for (int64_t first = 0; first < chunks; first += threads) {
    Value chunk = add(tid, idx(first));
    // A last round with fewer chunks than threads: the extra threads copy
    // the last chunk again (the same bytes to the same place), so that
    // every thread commits the same groups.
    if (first + threads > chunks)
      chunk = arith::MinUIOp::create(b, loc, chunk, idx(chunks - 1));
    // Neighbouring threads read neighbouring elements of the operand:
    // along X into a row, (transposed) along K down a column, or along K
    // into a row (`[x][k]` rows).
    Value kInTile, xInTile;
    if (layout.transposed) {
      kInTile = rem(chunk, layout.rows);
      xInTile = div(chunk, layout.rows);
    } else if (layout.kInner) {
      xInTile = div(chunk, chunksPerRow);
      kInTile = mul(rem(chunk, chunksPerRow), layout.vector);
    } else {
      kInTile = div(chunk, chunksPerRow);
      xInTile = mul(rem(chunk, chunksPerRow), layout.vector);
    }
    Value x = add(blockOffsetX, xInTile);
    Value kk = add(kBase, kInTile);
    Value inBounds;
    if (edgeX)
      inBounds = andI(inBounds, lt(x, sizeX));
    if (edgeK)
      inBounds = andI(inBounds, lt(kk, plan.sizeK));
    // Outside the operand: copy nothing (cp.async zero-fills) from a
    // clamped, valid address. Clamping X (the same in every K tile) and K
    // before the operand's indices keeps the selects out of the K loop.
    Value zero = idx(0);
    if (inBounds) {
      x = arith::SelectOp::create(b, loc, inBounds, x, zero);
      kk = arith::SelectOp::create(b, loc, inBounds, kk, zero);
    }
    SmallVector<Value> point(plan.op.getNumLoops(), zero);
    for (auto [d, iv] : llvm::zip(plan.batch, batchPoint))
      point[d] = iv;
    delinearize(x, groupX, point);
    delinearize(kk, plan.k, point);
    SmallVector<Value> src = indicesAt(map, point);
    if (padding) {
      Value inSource;
      for (auto [index, low, size, padded] :
           llvm::zip(src, padding->low, padding->sizes, padding->padded)) {
        // In the source when 0 <= index - low < size (unsigned: a negative
        // difference wraps above it); always, along a dimension without
        // padding.
        if (low)
          index = arith::SubIOp::create(b, loc, index, idx(low));
        if (low || size != padded)
          inSource = andI(inSource, lt(index, size));
      }
      if (inSource) {
        for (Value &index : src)
          index = arith::SelectOp::create(b, loc, inSource, index, zero);
        inBounds = andI(inBounds, inSource);
      }
    }
    Value count;
    if (inBounds)
      count =
          arith::SelectOp::create(b, loc, inBounds, idx(layout.vector), zero);
    bool bypassL1 = layout.vector == 4;
    SmallVector<Value, 3> dst = {stage, kInTile, xInTile};
    if (layout.kInner)
      std::swap(dst[1], dst[2]);
    Value token = nvgpu::DeviceAsyncCopyOp::create(
        b, loc, tokenType, smem, dst, operand, src,
        b.getIndexAttr(layout.vector), count,
        bypassL1 ? b.getUnitAttr() : UnitAttr());
    tokens.push_back(token);
  }
}

SmallVector<Value> GemmEmitter::loadFragment(Value smem, Value stage, int64_t k,
                                             Value thread, int64_t perThread,
                                             int64_t vec, int64_t threads) {
  auto type = VectorType::get({vec}, f32);
  SmallVector<Value> fragment;
  for (int64_t x = 0; x < perThread; x += vec)
    fragment.push_back(vector::LoadOp::create(
        b, loc, type, smem,
        ValueRange{stage, idx(k), threadElement(thread, x, vec, threads)}));
  return fragment;
}

gpu::LaunchOp GemmEmitter::emit() {
  f32 = b.getF32Type();
  vecM = cfg.threadM % 4 == 0 ? 4 : cfg.threadM % 2 == 0 ? 2 : 1;
  vecN = cfg.threadN % 4 == 0 ? 4 : cfg.threadN % 2 == 0 ? 2 : 1;
  int64_t tilesM = llvm::divideCeil(plan.sizeM, cfg.blockM);
  int64_t tilesN = llvm::divideCeil(plan.sizeN, cfg.blockN);
  int64_t tilesK = llvm::divideCeil(plan.sizeK, cfg.blockK);
  int64_t batches = 1;
  for (int64_t s : plan.batchSizes)
    batches *= s;

  // Where the last op the kernel replaces was: every buffer it writes (the
  // epilogue's outputs may be allocated after the contraction) and every
  // value it reads are defined there, and nothing in between wrote memory.
  b.setInsertionPoint(plan.epilogue.empty() ? plan.op.getOperation()
                                            : plan.epilogue.back());
  auto workgroup = gpu::AddressSpaceAttr::get(
      b.getContext(), gpu::GPUDialect::getWorkgroupAddressSpace());
  auto smemType = [&](const TileLayout &l) {
    return MemRefType::get({cfg.stages, l.rows, l.paddedCols}, b.getF32Type(),
                           MemRefLayoutAttrInterface(), workgroup);
  };
  Value one = idx(1);
  // Dynamic shared memory: beyond the 48 KiB of static shared memory (the
  // runtime opts the kernel in), and 16-byte aligned for the vector reads.
  MemRefType typeA = smemType(la), typeB = smemType(lb);
  int64_t bytesA = typeA.getNumElements() * 4;
  int64_t bytes = bytesA + typeB.getNumElements() * 4;
  Value dynamicBytes = arith::ConstantIntOp::create(b, loc, bytes, 32);
  auto launch =
      gpu::LaunchOp::create(b, loc, idx(tilesM * tilesN), idx(batches), one,
                            idx(cfg.threads()), one, one, dynamicBytes);
  Block &body = launch.getBody().front();
  b.setInsertionPointToStart(&body);
  Value dynamic = gpu::DynamicSharedMemoryOp::create(
      b, loc,
      MemRefType::get({ShapedType::kDynamic}, b.getI8Type(),
                      MemRefLayoutAttrInterface(), workgroup));
  Value smemA =
      memref::ViewOp::create(b, loc, typeA, dynamic, idx(0), ValueRange{});
  Value smemB =
      memref::ViewOp::create(b, loc, typeB, dynamic, idx(bytesA), ValueRange{});

  // Tile order: groups of `groupM` tile rows, column-major inside a group.
  Value pid = gpu::BlockIdOp::create(b, loc, gpu::Dimension::x);
  Value tileM, tileN;
  int64_t group = std::min(cfg.groupM, tilesM);
  if (group <= 1) {
    tileM = div(pid, tilesN);
    tileN = rem(pid, tilesN);
  } else {
    int64_t perGroup = group * tilesN;
    Value groupId = div(pid, perGroup);
    Value firstM = mul(groupId, group);
    // The last group may hold fewer rows.
    Value rows = arith::MinUIOp::create(
        b, loc, idx(group), arith::SubIOp::create(b, loc, idx(tilesM), firstM));
    Value inGroup = rem(pid, perGroup);
    tileM = add(firstM, arith::RemUIOp::create(b, loc, inGroup, rows));
    tileN = arith::DivUIOp::create(b, loc, inGroup, rows);
  }
  Value blockM = mul(tileM, cfg.blockM);
  Value blockN = mul(tileN, cfg.blockN);
  // Batch indices from block y.
  Value batchId = gpu::BlockIdOp::create(b, loc, gpu::Dimension::y);
  batchPoint.assign(plan.batch.size(), Value());
  for (int64_t i = plan.batch.size() - 1; i >= 0; --i) {
    batchPoint[i] = rem(batchId, plan.batchSizes[i]);
    batchId = div(batchId, plan.batchSizes[i]);
  }
  Value tid = gpu::ThreadIdOp::create(b, loc, gpu::Dimension::x);
  if (cfg.tensorCores()) {
    int64_t warpsN = cfg.blockN / cfg.warpN;
    Value warp = div(tid, 32);
    lane = rem(tid, 32);
    warpRow = mul(div(warp, warpsN), cfg.warpM);
    warpCol = mul(rem(warp, warpsN), cfg.warpN);
    laneG = div(lane, 4);
    laneT = rem(lane, 4);
  } else {
    int64_t threadsN = cfg.blockN / cfg.threadN;
    rowThread = div(tid, threadsN);
    colThread = rem(tid, threadsN);
  }

  auto tokenType = nvgpu::DeviceAsyncTokenType::get(b.getContext());
  auto issue = [&](Value kTile, Value stage) {
    SmallVector<Value> tokens;
    copyTile(smemA, plan.a, plan.mapA, la, stage, kTile, blockM, plan.m,
             plan.padA, tokens);
    copyTile(smemB, plan.b, plan.mapB, lb, stage, kTile, blockN, plan.n,
             plan.padB, tokens);
    return tokens;
  };
  // Prologue: tiles 0 .. stages-2 (those that exist), one commit group
  // each.
  Value group0;
  for (int64_t s = 0; s + 1 < cfg.stages && s < tilesK; ++s)
    group0 = nvgpu::DeviceAsyncCreateGroupOp::create(b, loc, tokenType,
                                                     issue(idx(s), idx(s)));

  // Accumulators: SIMT, threadM x (threadN / vecN) vectors along N; tensor
  // cores, one 16 x 8 mma.sync fragment (vector<2x2xf32>: rows g and
  // g + 8, columns 2t and 2t + 1) per MMA tile of the warp tile.
  Value initScalar =
      plan.init ? plan.init
                : arith::ConstantOp::create(b, loc, b.getF32FloatAttr(0.0f))
                      .getResult();
  int64_t accPerRow = cfg.threadN / vecN;
  VectorType accType = VectorType::get({vecN}, f32);
  int64_t accumulators = cfg.threadM * accPerRow;
  if (cfg.tensorCores()) {
    accType = VectorType::get({2, 2}, f32);
    accumulators = (cfg.warpM / 16) * (cfg.warpN / 8);
  }
  Value init = vector::BroadcastOp::create(b, loc, accType, initScalar);
  SmallVector<Value> inits(accumulators, init);
  inits.push_back(group0);

  // One K tile: wait for it, synchronize, optionally refill, compute.
  auto iteration = [&](Value kTile, ValueRange iterArgs, bool refill) {
    // In the steady state, tile kTile has landed once at most stages - 2
    // groups are pending; the last stages - 1 tiles wait for every group
    // (none is committed after them). The barrier publishes the tile and
    // ends every thread's reads of the stage computed in the previous
    // iteration.
    nvgpu::DeviceAsyncWaitOp::create(
        b, loc, iterArgs.back(),
        b.getI32IntegerAttr(refill ? cfg.stages - 2 : 0));
    gpu::BarrierOp::create(b, loc);
    // Refill that stage with tile kTile + stages - 1.
    Value groupToken = iterArgs.back();
    if (refill) {
      Value ahead = add(kTile, idx(cfg.stages - 1));
      groupToken = nvgpu::DeviceAsyncCreateGroupOp::create(
          b, loc, tokenType, issue(ahead, rem(ahead, cfg.stages)));
    }
    Value stage = rem(kTile, cfg.stages);
    SmallVector<Value> acc(iterArgs.drop_back());
    if (cfg.tensorCores())
      computeMma(smemA, smemB, stage, acc);
    else
      computeFma(smemA, smemB, stage, acc);
    acc.push_back(groupToken);
    scf::YieldOp::create(b, loc, acc);
  };
  // The steady state refills without conditions; the last stages - 1 tiles
  // (or all, when there are fewer) run in a second loop that only
  // computes.
  int64_t refilled = std::max<int64_t>(0, tilesK - (cfg.stages - 1));
  auto makeLoop = [&](int64_t from, int64_t to, ValueRange init, bool refill) {
    return scf::ForOp::create(
        b, loc, idx(from), idx(to), one, init,
        [&](OpBuilder &nested, Location, Value kTile, ValueRange iterArgs) {
          OpBuilder::InsertionGuard guard(b);
          b.setInsertionPoint(nested.getInsertionBlock(),
                              nested.getInsertionPoint());
          iteration(kTile, iterArgs, refill);
        });
  };
  auto mainLoop = makeLoop(0, refilled, inits, /*refill=*/true);
  b.setInsertionPointAfter(mainLoop);
  auto loop = makeLoop(refilled, tilesK, mainLoop.getResults(),
                       /*refill=*/false);
  b.setInsertionPointAfter(loop);
  // The accumulators as pieces of rows, in the problem's coordinates.
  SmallVector<Piece> pieces;
  ValueRange results = loop.getResults().drop_back();
  if (cfg.tensorCores()) {
    int64_t tilesN = cfg.warpN / 8;
    Value firstRow = add(blockM, add(warpRow, laneG));
    Value firstCol = add(blockN, add(warpCol, mul(laneT, 2)));
    for (auto [index, fragment] : llvm::enumerate(results)) {
      int64_t i = index / tilesN, j = index % tilesN;
      for (int64_t half = 0; half < 2; ++half)
        pieces.push_back({add(firstRow, idx(i * 16 + half * 8)),
                          add(firstCol, idx(j * 8)),
                          vector::ExtractOp::create(b, loc, fragment,
                                                    ArrayRef<int64_t>{half})});
    }
    emitEpilogue(pieces, 2, batchPoint);
  } else {
    int64_t threadsM = cfg.blockM / cfg.threadM;
    int64_t threadsN = cfg.blockN / cfg.threadN;
    for (int64_t i = 0; i < cfg.threadM; ++i) {
      Value m = add(blockM, threadElement(rowThread, i, vecM, threadsM));
      for (int64_t j = 0; j < accPerRow; ++j)
        pieces.push_back(
            {m, add(blockN, threadElement(colThread, j * vecN, vecN, threadsN)),
             results[i * accPerRow + j]});
    }
    emitEpilogue(pieces, vecN, batchPoint);
  }
  gpu::TerminatorOp::create(b, loc);
  return launch;
}

void GemmEmitter::computeFma(Value smemA, Value smemB, Value stage,
                             MutableArrayRef<Value> acc) {
  int64_t threadsM = cfg.blockM / cfg.threadM;
  int64_t threadsN = cfg.blockN / cfg.threadN;
  int64_t accPerRow = cfg.threadN / vecN;
  auto accType = VectorType::get({vecN}, f32);
  for (int64_t k = 0; k < cfg.blockK; ++k) {
    SmallVector<Value> fa =
        loadFragment(smemA, stage, k, rowThread, cfg.threadM, vecM, threadsM);
    SmallVector<Value> fb =
        loadFragment(smemB, stage, k, colThread, cfg.threadN, vecN, threadsN);
    for (int64_t i = 0; i < cfg.threadM; ++i) {
      Value a = vector::ExtractOp::create(b, loc, fa[i / vecM],
                                          ArrayRef<int64_t>{i % vecM});
      Value aVec = vector::BroadcastOp::create(b, loc, accType, a);
      for (int64_t j = 0; j < accPerRow; ++j) {
        Value &c = acc[i * accPerRow + j];
        c = vector::FMAOp::create(b, loc, aVec, fb[j], c);
      }
    }
  }
}

void GemmEmitter::computeMma(Value smemA, Value smemB, Value stage,
                             MutableArrayRef<Value> acc) {
  int64_t tilesM = cfg.warpM / 16, tilesN = cfg.warpN / 8;
  int64_t steps = cfg.blockK / 8;
  auto typeA = VectorType::get({4, 1}, f32);
  auto typeB = VectorType::get({2, 1}, f32);
  bool split = cfg.math == GemmMath::tf32x3;
  // The TF32 part of a fragment: its elements with the 13 low mantissa bits
  // cleared (exactly representable in TF32). x = big + (x - big) exactly
  // in fp32; the remainder's own TF32 part keeps 11 of its bits.
  auto tf32Part = [&](Value fragment) -> Value {
    auto shape = cast<VectorType>(fragment.getType()).getShape();
    auto intType = VectorType::get(shape, b.getI32Type());
    Value mask = arith::ConstantOp::create(
        b, loc, DenseElementsAttr::get(intType, APInt(32, 0xffffe000)));
    Value bits = arith::BitcastOp::create(b, loc, intType, fragment);
    return arith::BitcastOp::create(b, loc, fragment.getType(),
                                    arith::AndIOp::create(b, loc, bits, mask));
  };
  // TF32: each element rounded to nearest (ties away from zero, as
  // cvt.rna.tf32.f32 and cuBLAS's TF32 mode): 0x1000 added to the bits,
  // then the 13 low mantissa bits cleared.
  auto tf32Round = [&](Value fragment) -> Value {
    auto shape = cast<VectorType>(fragment.getType()).getShape();
    auto intType = VectorType::get(shape, b.getI32Type());
    Value half = arith::ConstantOp::create(
        b, loc, DenseElementsAttr::get(intType, APInt(32, 0x1000)));
    Value bits = arith::BitcastOp::create(b, loc, intType, fragment);
    return tf32Part(arith::BitcastOp::create(
        b, loc, fragment.getType(), arith::AddIOp::create(b, loc, bits, half)));
  };
  /// A fragment as the products take it: {big, small} (3xTF32) or {x}
  /// rounded (TF32).
  auto parts = [&](Value fragment) -> SmallVector<Value, 2> {
    if (!split)
      return {tf32Round(fragment)};
    Value high = tf32Part(fragment);
    return {high, tf32Part(arith::SubFOp::create(b, loc, fragment, high))};
  };
  auto mma = [&](Value a, Value bFragment, Value c) -> Value {
    return nvgpu::MmaSyncOp::create(b, loc, a, bFragment, c,
                                    ArrayRef<int64_t>{16, 8, 8},
                                    /*tf32Enabled=*/true);
  };
  // m16n8k8 fragments (PTX's layouts) at K step s: A's a0..a3 are (g, t),
  // (g + 8, t), (g, t + 4), (g + 8, t + 4) of its 16 x 8 tile; B's b0, b1
  // are (k = t, n = g), (t + 4, g) of its 8 x 8 tile.
  auto kAt = [&](int64_t s, int64_t half) {
    return add(laneT, idx(s * 8 + half * 4));
  };
  // From `[x][k]` rows, ldmatrix: lane l gives the row address of matrix
  // l / 8, row l % 8, and receives element (l / 4, l % 4) of each matrix
  // (8 rows of 4 floats): A's 4 matrices are rows 0-7 and 8-15 at k and at
  // k + 4, B's 2 rows 0-7 at k and k + 4 (lanes 16-31 repeat 0-15).
  auto ldmatrix = [&](Value smem, int64_t tiles, Value row, Value col,
                      VectorType type) -> Value {
    return nvgpu::LdMatrixOp::create(b, loc, type, smem,
                                     ValueRange{stage, row, col},
                                     /*transpose=*/false, tiles);
  };
  Value laneRow = rem(lane, 8), laneMatrix = div(lane, 8);
  auto loadA = [&](int64_t i, int64_t s) -> Value {
    if (la.kInner)
      return ldmatrix(smemA, 4,
                      add(warpRow, add(add(laneRow, mul(rem(laneMatrix, 2), 8)),
                                       idx(i * 16))),
                      add(mul(div(laneMatrix, 2), 4), idx(s * 8)), typeA);
    Value m0 = add(warpRow, add(laneG, idx(i * 16)));
    Value m1 = add(m0, idx(8));
    return vector::FromElementsOp::create(
        b, loc, typeA,
        ValueRange{loadTileElement(smemA, la, stage, m0, kAt(s, 0)),
                   loadTileElement(smemA, la, stage, m1, kAt(s, 0)),
                   loadTileElement(smemA, la, stage, m0, kAt(s, 1)),
                   loadTileElement(smemA, la, stage, m1, kAt(s, 1))});
  };
  auto loadB = [&](int64_t j, int64_t s) -> Value {
    if (lb.kInner)
      return ldmatrix(smemB, 2, add(warpCol, add(laneRow, idx(j * 8))),
                      add(mul(rem(laneMatrix, 2), 4), idx(s * 8)), typeB);
    Value n = add(warpCol, add(laneG, idx(j * 8)));
    return vector::FromElementsOp::create(
        b, loc, typeB,
        ValueRange{loadTileElement(smemB, lb, stage, n, kAt(s, 0)),
                   loadTileElement(smemB, lb, stage, n, kAt(s, 1))});
  };

  if (!split) {
    for (int64_t s = 0; s < steps; ++s) {
      SmallVector<Value> fb;
      for (int64_t j = 0; j < tilesN; ++j)
        fb.push_back(parts(loadB(j, s))[0]);
      for (int64_t i = 0; i < tilesM; ++i) {
        Value fa = parts(loadA(i, s))[0];
        for (int64_t j = 0; j < tilesN; ++j)
          acc[i * tilesN + j] = mma(fa, fb[j], acc[i * tilesN + j]);
      }
    }
    return;
  }
  // 3xTF32: per MMA tile, the K tile's products (small x big, big x small,
  // big x big at each K step: the small ones first, CUTLASS's order) start
  // from zero on the tensor cores, and their sum joins the accumulator by
  // an fp32 add. The tensor cores' fp32 accumulation does not round to
  // nearest: fed the whole K loop, its error is biased and grows with K
  // (measured on an H200: 2.9e-5 normwise at K = 4096, 1.2e-4 at 16384,
  // 25x SGEMM's); restarted per K tile it stays below SGEMM's.
  SmallVector<SmallVector<SmallVector<Value, 2>>> fb(steps);
  for (int64_t s = 0; s < steps; ++s)
    for (int64_t j = 0; j < tilesN; ++j)
      fb[s].push_back(parts(loadB(j, s)));
  Value zero = arith::ConstantOp::create(
      b, loc,
      DenseElementsAttr::get(VectorType::get({2, 2}, f32),
                             b.getF32FloatAttr(0.0f)));
  // One row of MMA tiles at a time (its A fragments loaded there: fewer
  // live registers), each product over groups of kMmaGroup tiles of the row
  // back to back.
  constexpr int64_t kMmaGroup = 4;
  for (int64_t i = 0; i < tilesM; ++i) {
    SmallVector<SmallVector<Value, 2>> fa;
    for (int64_t s = 0; s < steps; ++s)
      fa.push_back(parts(loadA(i, s)));
    for (int64_t first = 0; first < tilesN; first += kMmaGroup) {
      int64_t last = std::min(tilesN, first + kMmaGroup);
      SmallVector<Value> partial(tilesN, zero);
      for (int64_t s = 0; s < steps; ++s) {
        for (int64_t j = first; j < last; ++j)
          partial[j] = mma(fa[s][1], fb[s][j][0], partial[j]);
        for (int64_t j = first; j < last; ++j)
          partial[j] = mma(fa[s][0], fb[s][j][1], partial[j]);
        for (int64_t j = first; j < last; ++j)
          partial[j] = mma(fa[s][0], fb[s][j][0], partial[j]);
      }
      for (int64_t j = first; j < last; ++j)
        acc[i * tilesN + j] =
            arith::AddFOp::create(b, loc, acc[i * tilesN + j], partial[j]);
    }
  }
}

void GemmEmitter::emitEpilogue(ArrayRef<Piece> pieces, int64_t width,
                               ArrayRef<Value> batchIvs) {
  bool edgeM = plan.sizeM % cfg.blockM != 0;
  bool edgeN = plan.sizeN % cfg.blockN != 0;
  // Vector stores need every row of the result aligned to the vector (the
  // rows of N's innermost loop).
  bool vectorStore =
      width > 1 && plan.n.sizes.back() % width == 0 &&
      llvm::all_of(plan.stored, [](Value buffer) {
        return cast<MemRefType>(buffer.getType()).getLayout().isIdentity();
      });
  auto accType = VectorType::get({width}, f32);
  bool partial = edgeN && plan.sizeN % width != 0;

  for (const Piece &piece : pieces) {
    Value m = piece.m, n0 = piece.n0;
    {
      OpBuilder::InsertionGuard guard(b);
      Value guardCond;
      if (edgeM)
        guardCond = andI(guardCond, lt(m, plan.sizeM));
      if (edgeN)
        guardCond = andI(guardCond, lt(n0, plan.sizeN));
      if (guardCond) {
        auto ifOp = scf::IfOp::create(b, loc, guardCond, false);
        b.setInsertionPointToStart(&ifOp.getThenRegion().front());
      }
      auto indicesAtColumn = [&](Value n) {
        SmallVector<Value> point(plan.op.getNumLoops(), idx(0));
        for (auto [d, iv] : llvm::zip(plan.batch, batchIvs))
          point[d] = iv;
        delinearize(m, plan.m, point);
        delinearize(n, plan.n, point);
        return indicesAt(plan.mapC, point);
      };
      // Per element (the columns n0 .. n0 + width - 1): the accumulator
      // through the epilogue ops in order, each computed buffer's value in
      // a register.
      DenseMap<Value, SmallVector<Value>> finals;
      for (int64_t e = 0; e < width; ++e) {
        OpBuilder::InsertionGuard elemGuard(b);
        Value n = add(n0, idx(e));
        if (partial) {
          auto ifOp = scf::IfOp::create(b, loc, lt(n, plan.sizeN), false);
          b.setInsertionPointToStart(&ifOp.getThenRegion().front());
        }
        SmallVector<Value> cIndices = indicesAtColumn(n);
        DenseMap<Value, Value> values;
        Value acc =
            vector::ExtractOp::create(b, loc, piece.acc, ArrayRef<int64_t>{e});
        if (!plan.init) {
          // No fill: the result accumulates onto C's old contents.
          Value old = memref::LoadOp::create(b, loc, plan.c, cIndices);
          acc = arith::AddFOp::create(b, loc, old, acc);
        }
        values[plan.c] = acc;
        for (linalg::GenericOp generic : plan.epilogue) {
          IRMapping mapping;
          Block *body = generic.getBody();
          for (OpOperand &operand : generic->getOpOperands()) {
            BlockArgument arg = body->getArgument(operand.getOperandNumber());
            if (arg.use_empty())
              continue;
            auto it = values.find(operand.get());
            if (it != values.end()) {
              mapping.map(arg, it->second);
              continue;
            }
            SmallVector<Value> indices =
                indicesAt(generic.getMatchingIndexingMap(&operand), cIndices);
            mapping.map(arg,
                        memref::LoadOp::create(b, loc, operand.get(), indices));
          }
          for (Operation &op : body->without_terminator()) {
            // The position of the element (the generic's loops are the
            // result's index space).
            if (auto index = dyn_cast<linalg::IndexOp>(op)) {
              mapping.map(index.getResult(), cIndices[index.getDim()]);
              continue;
            }
            b.clone(op, mapping);
          }
          values[generic.getDpsInits()[0]] =
              mapping.lookupOrDefault(body->getTerminator()->getOperand(0));
        }
        for (Value buffer : plan.stored) {
          if (vectorStore)
            finals[buffer].push_back(values[buffer]);
          else
            memref::StoreOp::create(b, loc, values[buffer], buffer, cIndices);
        }
      }
      if (vectorStore)
        for (Value buffer : plan.stored) {
          Value v =
              vector::FromElementsOp::create(b, loc, accType, finals[buffer]);
          vector::StoreOp::create(b, loc, v, buffer, indicesAtColumn(n0));
        }
    }
  }
}

/// The target's limits in scope (the nearest `kgen.target`): shared memory
/// per block (with the opt-in; else the 48 KiB of every CUDA device) and
/// multiprocessors (else 132, an H100/H200).
static std::pair<uint64_t, uint64_t> targetLimits(Operation *op) {
  uint64_t sharedBytes = 48 * 1024, units = 132;
  for (; op; op = op->getParentOp())
    if (auto attr = op->getAttrOfType<TargetAttr>("kgen.target")) {
      if (attr.getMaxSharedMemoryPerBlock())
        sharedBytes = attr.getMaxSharedMemoryPerBlock();
      if (attr.getComputeUnits())
        units = attr.getComputeUnits();
      break;
    }
  return {sharedBytes, units};
}

/// Bytes of shared memory the stages of `cfg` take.
static int64_t sharedBytes(const GemmConfig &cfg, const TileLayout &la,
                           const TileLayout &lb) {
  return cfg.stages * 4 * (la.rows * la.paddedCols + lb.rows * lb.paddedCols);
}

/// The knobs left at 0 ("auto"), chosen from the shape and the target: the
/// kernel's heuristic start, and the one place where it is computed
/// (`given.math` is resolved already). The largest block tile of the table
/// below (measured on an H200: SIMT 256 x 128 tiles of 16 x 8 threads
/// reach 0.94x cuBLAS at 4096^3 and 8192^3) that still gives every
/// multiprocessor a block; K tiles of 16 with 4 stages, fewer stages when K
/// has fewer tiles or shared memory runs out; no tile grouping (the L2
/// holds the panels of these sizes). For tensor cores a table of block and
/// warp tiles of its own, and K tiles of 32.
static GemmConfig resolveAuto(GemmConfig given, const GemmPlan &plan,
                              uint64_t units) {
  struct Tile {
    int64_t bm, bn, tm, tn;
  };
  SmallVector<Tile> table = {{256, 128, 16, 8}, {128, 128, 8, 8},
                             {128, 64, 8, 4},   {64, 64, 4, 4},
                             {64, 32, 4, 4},    {32, 32, 2, 4}};
  // Tensor cores (H200, 3xTF32, session 9): 128 x 128 tiles of 8 warps of
  // 64 x 32 were the best or within 6% of it at 4096^3, 8192^3, K = 16384,
  // a prime shape and B transposed; 256 x 128 tiles lost 10-25%.
  if (given.tensorCores())
    table = {{128, 128, 64, 32},
             {128, 64, 64, 32},
             {64, 64, 32, 32},
             {64, 32, 32, 16},
             {32, 32, 16, 16}};
  // A SIMT kernel copies a K-contiguous B one element at a time: its tiles
  // stay at 128 wide (the 256-row tiles measured 0.70x there, 128 x 128
  // 0.85x).
  if (!given.tensorCores() && !contiguousAlong(plan.mapB, plan.n))
    table.erase(table.begin());
  int64_t batches = 1;
  for (int64_t b : plan.batchSizes)
    batches *= b;
  // A tile more than a power of two beyond M or N would compute mostly
  // padding (a convolution's 64 or 128 filters are its M).
  auto covers = [](int64_t tile, int64_t size) {
    return tile <= std::max<int64_t>(32, llvm::PowerOf2Ceil(size));
  };
  auto fits = [&](const Tile &t) {
    return (!given.blockM || given.blockM == t.bm) &&
           (!given.blockN || given.blockN == t.bn) &&
           ((given.blockM || covers(t.bm, plan.sizeM)) &&
            (given.blockN || covers(t.bn, plan.sizeN)));
  };
  const Tile *chosen = nullptr;
  for (const Tile &t : table) {
    if (!fits(t))
      continue;
    int64_t blocks = llvm::divideCeil(plan.sizeM, t.bm) *
                     llvm::divideCeil(plan.sizeN, t.bn) * batches;
    chosen = &t;
    if (blocks >= static_cast<int64_t>(units))
      break;
  }
  auto threadFor = [](int64_t block) {
    return std::clamp<int64_t>(block / 16, 2, 16);
  };
  auto warpFor = [](int64_t block) {
    return std::clamp<int64_t>(block / 2, 16, 64);
  };
  GemmConfig cfg = given;
  if (!cfg.blockM)
    cfg.blockM = chosen ? chosen->bm : 128;
  if (!cfg.blockN)
    cfg.blockN = chosen ? chosen->bn : 128;
  bool tableTile =
      chosen && chosen->bm == cfg.blockM && chosen->bn == cfg.blockN;
  if (cfg.tensorCores()) {
    if (!cfg.warpM)
      cfg.warpM = tableTile ? chosen->tm : warpFor(cfg.blockM);
    if (!cfg.warpN)
      cfg.warpN = tableTile ? chosen->tn : warpFor(cfg.blockN);
    // The SIMT knobs do not apply; any valid value.
    if (!cfg.threadM)
      cfg.threadM = 1;
    if (!cfg.threadN)
      cfg.threadN = 1;
  }
  if (!cfg.threadM)
    cfg.threadM = tableTile ? chosen->tm : threadFor(cfg.blockM);
  if (!cfg.threadN)
    cfg.threadN = tableTile ? chosen->tn : threadFor(cfg.blockN);
  // Tensor cores: K tiles of 32 (4 MMA K steps between the fp32 adds of
  // 3xTF32) where K has 8 of them, else 16.
  if (!cfg.blockK)
    cfg.blockK = cfg.tensorCores() && plan.sizeK >= 256 ? 32 : 16;
  if (!cfg.stages)
    cfg.stages =
        std::clamp<int64_t>(llvm::divideCeil(plan.sizeK, cfg.blockK), 2, 4);
  if (!cfg.groupM)
    cfg.groupM = 1;
  return cfg;
}

DiagnosedSilenceableFailure
transform::KgenGemmPipelinedOp::apply(TransformRewriter &rewriter,
                                      TransformResults &results,
                                      TransformState &state) {
  GemmConfig given;
  std::pair<Value, int64_t *> knobs[] = {
      {getBlockM(), &given.blockM},   {getBlockN(), &given.blockN},
      {getBlockK(), &given.blockK},   {getThreadM(), &given.threadM},
      {getThreadN(), &given.threadN}, {getStages(), &given.stages},
      {getGroupM(), &given.groupM}};
  // The optional knobs: the warp tile and the arithmetic.
  SmallVector<std::pair<Value, int64_t *>> optional = {
      {getWarpM(), &given.warpM}, {getWarpN(), &given.warpN}};
  for (auto [param, slot] : llvm::concat<std::pair<Value, int64_t *>>(
           MutableArrayRef(knobs), MutableArrayRef(optional))) {
    if (!param)
      continue;
    ArrayRef<Attribute> values = state.getParams(param);
    auto value = values.size() == 1 ? dyn_cast<IntegerAttr>(values.front())
                                    : IntegerAttr();
    if (!value)
      return emitDefiniteFailure()
             << "expects each knob to be one integer parameter";
    *slot = value.getInt();
  }
  auto knobError = [&](const Twine &message) {
    return emitSilenceableError() << "knobs do not fit: " << message;
  };
  for (auto [param, slot] : knobs)
    if (*slot < 0)
      return knobError("a knob is negative (0 means auto)");
  if (given.warpM < 0 || given.warpN < 0)
    return knobError("a knob is negative (0 means auto)");
  if (Value math = getMath()) {
    ArrayRef<Attribute> values = state.getParams(math);
    auto name = values.size() == 1 ? dyn_cast<StringAttr>(values.front())
                                   : StringAttr();
    std::optional<GemmMath> parsed;
    for (GemmMath m :
         {GemmMath::automatic, GemmMath::fma, GemmMath::tf32x3, GemmMath::tf32})
      if (name && name.getValue() == mathName(m))
        parsed = m;
    if (!parsed)
      return emitDefiniteFailure()
             << "expects math to be one string parameter: \"auto\", "
                "\"fma\", \"3xtf32\" or \"tf32\"";
    given.math = *parsed;
  }

  struct Item {
    GemmPlan plan;
    GemmConfig cfg;
    TileLayout la, lb;
  };
  SmallVector<Item, 1> items;
  for (Operation *target : state.getPayloadOps(getTarget())) {
    std::string why;
    FailureOr<GemmPlan> plan = planGemm(target, getFuseEpilogue(), why);
    if (failed(plan)) {
      DiagnosedSilenceableFailure diag = emitSilenceableError()
                                         << "target " << why;
      diag.attachNote(target->getLoc()) << "target op";
      return diag;
    }
    auto [limit, units] = targetLimits(target);
    // The arithmetic: "auto" is, where the target has mma.sync, TF32 when
    // the policy allows it (tf32, bf16), else 3xTF32 unless the policy
    // forbids emulation (1.1-1.5x cuBLAS SGEMM on an H200, session 9); SIMT
    // FMA otherwise. Tensor cores need an sm_80+ target, plain TF32 a
    // policy that allows it.
    constexpr StringLiteral kEmulation =
        "3xTF32 emulation of fp32 products on tensor cores";
    GemmConfig resolved = given;
    if (resolved.math == GemmMath::automatic) {
      resolved.math = GemmMath::fma;
      if (mmaTargetError(target, TargetAttr()).empty()) {
        if (tf32PolicyError(target, "").empty())
          resolved.math = GemmMath::tf32;
        else if (emulationPolicyError(target, kEmulation).empty())
          resolved.math = GemmMath::tf32x3;
      }
    }
    if (resolved.tensorCores()) {
      std::string why = mmaTargetError(target, TargetAttr());
      if (why.empty() && resolved.math == GemmMath::tf32)
        why = tf32PolicyError(target, "f32 x f32 -> f32");
      if (why.empty() && resolved.math == GemmMath::tf32x3)
        why = emulationPolicyError(target, kEmulation);
      if (!why.empty()) {
        DiagnosedSilenceableFailure diag =
            emitSilenceableError()
            << "math \"" << mathName(resolved.math) << "\": " << why;
        diag.attachNote(target->getLoc()) << "target op";
        return diag;
      }
    }
    Item item{*plan, resolveAuto(resolved, *plan, units), {}, {}};
    GemmConfig &cfg = item.cfg;
    if (cfg.tensorCores()) {
      if (cfg.warpM % 16 || cfg.warpN % 8)
        return knobError("warp tile [" + Twine(cfg.warpM) + ", " +
                         Twine(cfg.warpN) +
                         "] is not a multiple of the 16 x 8 MMA tile");
      if (cfg.blockM % cfg.warpM || cfg.blockN % cfg.warpN)
        return knobError("tile [" + Twine(cfg.blockM) + ", " +
                         Twine(cfg.blockN) +
                         "] is not a multiple of warp tile [" +
                         Twine(cfg.warpM) + ", " + Twine(cfg.warpN) + "]");
      if (cfg.blockK % 8)
        return knobError("block_k " + Twine(cfg.blockK) +
                         " is not a multiple of the MMA's K of 8");
    } else if (cfg.blockM % cfg.threadM || cfg.blockN % cfg.threadN) {
      return knobError("tile [" + Twine(cfg.blockM) + ", " + Twine(cfg.blockN) +
                       "] is not a multiple of thread tile [" +
                       Twine(cfg.threadM) + ", " + Twine(cfg.threadN) + "]");
    }
    if (cfg.stages < 2)
      return knobError("stages must be at least 2, got " + Twine(cfg.stages));
    int64_t threads = cfg.threads();
    if (threads > 1024)
      return knobError(Twine(threads) + " threads per block (at most 1024)");
    item.la =
        layoutFor(plan->a, plan->mapA, plan->m, plan->k, plan->padA.has_value(),
                  cfg.blockM, cfg.blockK, cfg.tensorCores());
    item.lb =
        layoutFor(plan->b, plan->mapB, plan->n, plan->k, plan->padB.has_value(),
                  cfg.blockN, cfg.blockK, cfg.tensorCores());
    // An automatic stage count gives way to the shared-memory limit.
    while (!given.stages && cfg.stages > 2 &&
           static_cast<uint64_t>(sharedBytes(cfg, item.la, item.lb)) > limit)
      --cfg.stages;
    int64_t bytes = sharedBytes(cfg, item.la, item.lb);
    if (static_cast<uint64_t>(bytes) > limit)
      return knobError(Twine(bytes) + " bytes of shared memory (at most " +
                       Twine(limit) + ")");
    items.push_back(std::move(item));
  }

  SmallVector<Operation *> launches;
  for (Item &item : items) {
    GemmEmitter emitter(rewriter, item.plan, item.cfg, item.la, item.lb);
    gpu::LaunchOp launch = emitter.emit();
    // What the kernel was built with, automatic knobs resolved.
    const GemmConfig &c = item.cfg;
    bool mma = c.tensorCores();
    launch->setAttr(KgenDialect::kGemmConfigAttrName,
                    rewriter.getDenseI64ArrayAttr({c.blockM, c.blockN, c.blockK,
                                                   mma ? c.warpM : c.threadM,
                                                   mma ? c.warpN : c.threadN,
                                                   c.stages, c.groupM}));
    launch->setAttr(KgenDialect::kGemmMathAttrName,
                    rewriter.getStringAttr(mathName(c.math)));
    launches.push_back(launch);
    for (linalg::GenericOp generic : llvm::reverse(item.plan.epilogue))
      rewriter.eraseOp(generic);
    rewriter.eraseOp(item.plan.op);
    if (item.plan.fill)
      rewriter.eraseOp(item.plan.fill);
    for (Operation *folded : item.plan.foldedOps)
      rewriter.eraseOp(folded);
    // Buffers that carried only intermediate results: now unused.
    for (Value buffer : item.plan.deadBuffers) {
      if (!onlyCarries(buffer, {}))
        continue;
      Operation *alloc = buffer.getDefiningOp();
      for (Operation *user : llvm::make_early_inc_range(buffer.getUsers()))
        rewriter.eraseOp(user);
      rewriter.eraseOp(alloc);
    }
  }
  results.set(cast<OpResult>(getLaunch()), launches);
  return DiagnosedSilenceableFailure::success();
}

void transform::KgenGemmPipelinedOp::getEffects(
    SmallVectorImpl<MemoryEffects::EffectInstance> &effects) {
  consumesHandle(getTargetMutable(), effects);
  onlyReadsHandle(getBlockMMutable(), effects);
  onlyReadsHandle(getBlockNMutable(), effects);
  onlyReadsHandle(getBlockKMutable(), effects);
  onlyReadsHandle(getThreadMMutable(), effects);
  onlyReadsHandle(getThreadNMutable(), effects);
  onlyReadsHandle(getStagesMutable(), effects);
  onlyReadsHandle(getGroupMMutable(), effects);
  onlyReadsHandle(getWarpMMutable(), effects);
  onlyReadsHandle(getWarpNMutable(), effects);
  onlyReadsHandle(getMathMutable(), effects);
  producesHandle(getOperation()->getOpResults(), effects);
  modifiesPayload(effects);
}
