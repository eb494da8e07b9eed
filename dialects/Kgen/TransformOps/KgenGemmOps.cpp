//===- KgenGemmOps.cpp - transform.kgen.gemm_pipelined --------------------===//
//
// Part of kgen. The op of KgenGemmOps.td: a matmul-like contraction on
// buffers lowered to a shared-memory, cp.async-pipelined GEMM kernel (SIMT
// FMAs, or tensor-core mma.sync with the 3xTF32 split). Here: the plan
// found on the payload, the knobs and their automatic values, the checks;
// the kernel itself is GemmKernel.cpp's.
//
//===----------------------------------------------------------------------===//

#include "GemmKernel.h"
#include "KernelOpSupport.h"
#include "Kgen/TransformOps/KgenTransformOps.h"
#include "TensorCorePolicy.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/IR/Matchers.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Interfaces/ViewLikeInterface.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/StringSwitch.h"

using namespace mlir;
using namespace mlir::kgen;
using namespace mlir::kgen::gemm;

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
/// The warpgroup MMA's tiles: a warp tile of 64 rows by 8 to 256 columns
/// (a multiple of 8), and K tiles of 32 (one 128-byte swizzled row), or 64
/// for operands packed as BF16 (their rows 128 bytes too).
static bool isWarpgroupWarpTile(int64_t warpM, int64_t warpN) {
  return warpM == kWarpgroupM && warpN % 8 == 0 && warpN >= 8 && warpN <= 256;
}
static bool isWarpgroupBlockK(int64_t blockK, bool packedBf16) {
  return blockK == kWarpgroupK || (packedBf16 && blockK == 2 * kWarpgroupK);
}

static FailureOr<GemmPlan> planGemm(Operation *target, bool fuseEpilogue,
                                    bool swapped, std::string &why) {
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
  // (an NCHW convolution's image). Swapped (`swap` "on"), B is the other
  // input and N every B-only loop, in the result's order: an NCHW
  // convolution's filters are N, its images and output pixels M (the
  // result then written along M, by scalar stores).
  // (A result of any strides: a strided one, a transposed convolution's
  // phase, is written with scalar stores.)
  AffineMap mapC0 = op.getIndexingMapsArray()[2];
  if (mapC0.getNumResults() == 0) {
    why = "has a scalar result";
    return failure();
  }
  // (The loops are classified on the maps as written: a unit loop is
  // still an M, N or K dimension.)
  AffineMap usesA = op.getIndexingMapsArray()[0];
  AffineMap usesB = op.getIndexingMapsArray()[1];
  unsigned inner = mapC0.getDimPosition(mapC0.getNumResults() - 1);
  bool innerOfAOnly =
      usesA.isFunctionOfDim(inner) && !usesB.isFunctionOfDim(inner);
  bool innerOfBOnly =
      usesB.isFunctionOfDim(inner) && !usesA.isFunctionOfDim(inner);
  if (swapped ? innerOfBOnly : innerOfAOnly) {
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
    if (!onlyB(d)) {
      if (swapped)
        continue;
      break;
    }
    nDims.insert(nDims.begin(), d);
  }
  if (nDims.empty()) {
    why = swapped ? "has no N dimension to swap in (a parallel loop of the "
                    "other input only)"
                  : "has a result whose innermost dimension is not an N "
                    "dimension (a parallel loop of one input only)";
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

/// The knobs left at 0 ("auto"), chosen from the shape and the target: the
/// kernel's heuristic start, and the one place where it is computed
/// (`given.math` is resolved already). The largest block tile of the table
/// below (measured on an H200: SIMT 256 x 128 tiles of 16 x 8 threads
/// reach 0.94x cuBLAS at 4096^3 and 8192^3) that still gives every
/// multiprocessor a block; K tiles of 16 with 4 stages, fewer stages when K
/// has fewer tiles or shared memory runs out; no tile grouping (the L2
/// holds the panels of these sizes). For tensor cores a table of block and
/// warp tiles of its own, and K tiles of 32.
static GemmConfig
resolveAuto(GemmConfig given, const GemmPlan &plan, uint64_t units,
            function_ref<bool(int64_t, int64_t, int64_t)> fitsTwoStages) {
  struct Tile {
    int64_t bm, bn, tm, tn;
  };
  // Where M is at most 32 (a convolution with few filters: its M), a tile
  // narrow in M and wide in N comes first: on the H200, level2/21's Conv2d
  // (32 filters) and level2/23's Conv3d (24) ran 1.2x and 1.1x faster with
  // SIMT 32 x 256 tiles than with 32 x 32, and 1.3x and 1.5x with
  // tensor-core 32 x 128 tiles of four 32 x 32 warps (session 15, call 5).
  SmallVector<Tile> table = {
      {256, 128, 16, 8}, {128, 128, 8, 8}, {128, 64, 8, 4}, {64, 64, 4, 4},
      {64, 32, 4, 4},    {32, 256, 4, 8},  {32, 32, 2, 4}};
  // Tensor cores (H200, 3xTF32, session 9): 128 x 128 tiles of 8 warps of
  // 64 x 32 were the best or within 6% of it at 4096^3, 8192^3, K = 16384,
  // a prime shape and B transposed; 256 x 128 tiles lost 10-25%.
  if (given.tensorCores())
    table = {{128, 128, 64, 32}, {128, 64, 64, 32}, {64, 64, 32, 32},
             {64, 32, 32, 16},   {32, 128, 32, 32}, {32, 32, 16, 16}};
  // Warpgroup MMA: warpgroups of 64 rows, each over the tile's width. TF32
  // and BF16 first on 256 x 128 tiles (H100, session 33, 3 stages,
  // group_m 8: tf32-wgmma 0.53x and 0.57x cuBLAS at 4096^3 and 8192^3
  // where 128 x 128 ran 0.30x and 0.33x; bf16-wgmma 0.31x at 4096^3);
  // 3xTF32 holds twice the registers and shared memory (session 32: 256 x
  // 128 at 2 stages 1.20x cuBLAS SGEMM, 128 x 128 at 3 1.39-1.50x).
  if (given.warpgroup()) {
    // 32 columns only where N is that narrow (few filters, swapped).
    table = {{128, 128, 64, 128}, {128, 64, 64, 64}, {64, 128, 64, 128},
             {64, 64, 64, 64},    {128, 32, 64, 32}, {64, 32, 64, 32}};
    if (!given.splitOperands())
      table.insert(table.begin(), {256, 128, 64, 128});
    // Where each tile's wgmma stays in flight (TF32, packed BF16; 4
    // stages), 128 x 256 tiles of two warpgroups of 64 x 256 first (H100,
    // session 36, against 256 x 128 in the same calls: bf16-wgmma 0.59x /
    // 0.79x cuBLAS at 4096^3 / 8192^3 where 256 x 128 ran 0.58x / 0.77x,
    // 0.68x against 0.56x in another call; tf32-wgmma 0.78x / 0.85x
    // against 0.77x / 0.80x; with 3 stages they lost 20-25%).
    if (given.keepsMmaInFlight())
      table.insert(table.begin(), {128, 256, 64, 256});
  }
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
  // A tile of the block sides given (0: any).
  auto hasGivenSides = [&](const Tile &t) {
    return (!given.blockM || given.blockM == t.bm) &&
           (!given.blockN || given.blockN == t.bn);
  };
  auto fits = [&](const Tile &t) {
    return hasGivenSides(t) && (given.blockM || covers(t.bm, plan.sizeM)) &&
           (given.blockN || covers(t.bn, plan.sizeN));
  };
  auto blocksOf = [&](int64_t bm, int64_t bn) -> int64_t {
    return llvm::divideCeilSigned(plan.sizeM, bm) *
           llvm::divideCeilSigned(plan.sizeN, bn) * batches;
  };
  const Tile *chosen = nullptr;
  for (const Tile &t : table) {
    if (!fits(t))
      continue;
    chosen = &t;
    if (blocksOf(t.bm, t.bn) >= static_cast<int64_t>(units))
      break;
  }
  // Where every tile of the table is beyond M or N so (the warpgroup MMA's
  // tiles are at least 64 x 64: a convolution's 32 filters), the one that
  // computes the least padding, the larger on a tie, not a default 128 x
  // 128 (4x the products of a 32-row M; the dev set's level-2 7 started
  // there).
  if (!chosen) {
    auto padded = [&](const Tile &t) {
      return llvm::divideCeilSigned(plan.sizeM, t.bm) * t.bm *
             llvm::divideCeilSigned(plan.sizeN, t.bn) * t.bn;
    };
    for (const Tile &t : table)
      if (hasGivenSides(t) && (!chosen || padded(t) < padded(*chosen)))
        chosen = &t;
  }
  // Tensor cores: K tiles of 32 (4 MMA K steps between the fp32 adds of
  // 3xTF32) where K has 8 of them, else 16; 16 where that, and not 32,
  // divides the innermost of several K loops (a tile then stays within one
  // of its rows: an implicit GEMM's channels at one kernel position).
  int64_t innermostK = plan.k.sizes.back();
  bool rowsOf16 =
      plan.k.dims.size() > 1 && innermostK % 32 != 0 && innermostK % 16 == 0;
  // Operands packed as BF16 take K tiles of 64 where K has 8 of them
  // (H100, session 35, 256 x 128 tiles: bf16-wgmma 0.58x / 0.73x cuBLAS at
  // 4096^3 / 8192^3 with 64, 0.44x / 0.56x with 32).
  int64_t blockK = given.blockK ? given.blockK
                   : given.packedBf16() && plan.sizeK >= 8 * 2 * kWarpgroupK
                       ? 2 * kWarpgroupK
                   : given.warpgroup() ? kWarpgroupK
                   : given.tensorCores() && plan.sizeK >= 256 && !rowsOf16 ? 32
                                                                           : 16;
  // Split-K: slices of at least kMinSliceTiles K tiles (the pipeline's fill
  // and drain, and the combine's reads of the workspace, stay small beside
  // them), and only where K has kMinSplitTiles tiles: below that a kernel is
  // short enough that the combine's launch costs more than idle
  // multiprocessors do.
  constexpr int64_t kMinSliceTiles = 8, kMinSplitTiles = 64;
  int64_t tilesK = llvm::divideCeilSigned(plan.sizeK, blockK);
  int64_t maxSlices = std::clamp<int64_t>(tilesK / kMinSliceTiles, 1, 65535);
  int64_t sms = static_cast<int64_t>(units);
  // A split kernel's blocks each run one long slice: a multiprocessor wants
  // kMinWarps warps of them to hide the latency of its loads, that is
  // several blocks of a small tile (H200, 3xTF32, session 21: 192 x 320
  // with K = 393216 ran at 32 TFLOP/s with one 4-warp block of 64 x 64 per
  // multiprocessor, where 256 x 256's one 8-warp block of 128 x 128 ran at
  // 68).
  constexpr int64_t kMinWarps = 8;
  auto warpsOf = [&](const Tile &t) {
    int64_t threads = (t.bm / t.tm) * (t.bn / t.tn);
    if (given.warpgroup())
      return 4 * threads;
    return given.tensorCores() ? threads : std::max<int64_t>(1, threads / 32);
  };
  auto slicesFor = [&](int64_t blocks, const Tile &t) {
    int64_t wanted = sms * llvm::divideCeilSigned(kMinWarps, warpsOf(t));
    return std::clamp<int64_t>(llvm::divideCeilSigned(wanted, blocks), 1,
                               maxSlices);
  };
  // No tile gives every multiprocessor a block and K is long: K is split
  // (below). Then a large tile that computes little padding (and whose two
  // stages fit in shared memory) does more work per block than a small
  // one, where its slices give the multiprocessors as many warps.
  bool split = given.splitK != 1 && tilesK >= kMinSplitTiles && chosen &&
               blocksOf(chosen->bm, chosen->bn) < sms;
  if (split && !given.splitK) {
    int64_t small = blocksOf(chosen->bm, chosen->bn);
    for (const Tile &t : table) {
      int64_t area = llvm::divideCeilSigned(plan.sizeM, t.bm) * t.bm *
                     llvm::divideCeilSigned(plan.sizeN, t.bn) * t.bn;
      if (!fits(t) || 4 * area > 5 * plan.sizeM * plan.sizeN ||
          !fitsTwoStages(t.bm, t.bn, blockK))
        continue;
      int64_t large = blocksOf(t.bm, t.bn);
      if (large * slicesFor(large, t) * warpsOf(t) >=
          std::min(sms * kMinWarps,
                   small * slicesFor(small, *chosen) * warpsOf(*chosen)))
        chosen = &t;
      break;
    }
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
  if (cfg.warpgroup()) {
    if (!cfg.warpM)
      cfg.warpM = kWarpgroupM;
    // A warpgroup's accumulators are warp_n / 2 registers per thread;
    // 3xTF32 holds a second set for a K tile's products.
    if (!cfg.warpN)
      cfg.warpN =
          tableTile
              ? chosen->tn
              : std::min<int64_t>(cfg.blockN, cfg.splitOperands() ? 128 : 256);
  }
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
  cfg.blockK = blockK;
  // Split-K: the fewest slices that give every multiprocessor kMinWarps
  // warps.
  if (!cfg.splitK) {
    Tile own = {cfg.blockM, cfg.blockN,
                cfg.tensorCores() ? cfg.warpM : cfg.threadM,
                cfg.tensorCores() ? cfg.warpN : cfg.threadN};
    cfg.splitK = split ? slicesFor(blocksOf(cfg.blockM, cfg.blockN), own) : 1;
    // No slice left without a tile.
    cfg.splitK = llvm::divideCeilSigned(tilesK, tilesPerSlice(plan.sizeK, cfg));
  }
  if (!cfg.stages) {
    // A tile's warpgroup MMA left in flight holds its stage one tile
    // longer (GemmConfig::mmaInFlight): one stage more.
    int64_t tiles = tilesPerSlice(plan.sizeK, cfg);
    int64_t held = cfg.keepsMmaInFlight() && tiles > 1 ? 1 : 0;
    // The warpgroup MMA: 3 stages at most (3xTF32's 128x128 tiles on an
    // H100, session 32: 1.45x cuBLAS SGEMM at 8192^3 with 3, 1.23x with 4;
    // at 4096^3 1.39x and 1.42x; TF32 and BF16 measured at 3 in session
    // 33).
    int64_t most = cfg.warpgroup() ? 3 : 4;
    cfg.stages = std::clamp<int64_t>(tiles + held, 2, most + held);
  }
  // Tile rows in groups of 8 for the warpgroup MMA (its tiles read the
  // operands' panels at a rate the L2 then serves: session 32, 3xTF32
  // 128x128 1.42x / 1.50x cuBLAS SGEMM at 4096^3 / 8192^3 with group_m 8,
  // 1.39x / 1.45x without), else none.
  if (!cfg.groupM)
    cfg.groupM = cfg.warpgroup() ? 8 : 1;
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
  // The optional knobs: the warp tile, split-K and the arithmetic.
  SmallVector<std::pair<Value, int64_t *>> optional = {
      {getWarpM(), &given.warpM},
      {getWarpN(), &given.warpN},
      {getSplitK(), &given.splitK}};
  for (auto [param, slot] : llvm::concat<std::pair<Value, int64_t *>>(
           MutableArrayRef(knobs), MutableArrayRef(optional))) {
    if (!param)
      continue;
    std::optional<int64_t> value = knobValue(state, param);
    if (!value)
      return emitDefiniteFailure()
             << "expects each knob to be one integer parameter";
    *slot = *value;
  }
  auto knobError = [&](const Twine &message) {
    return emitSilenceableError() << "knobs do not fit: " << message;
  };
  for (auto [param, slot] : knobs)
    if (*slot < 0)
      return knobError("a knob is negative (0 means auto)");
  if (given.warpM < 0 || given.warpN < 0 || given.splitK < 0)
    return knobError("a knob is negative (0 means auto)");
  if (Value math = getMath()) {
    ArrayRef<Attribute> values = state.getParams(math);
    auto name = values.size() == 1 ? dyn_cast<StringAttr>(values.front())
                                   : StringAttr();
    std::optional<GemmMath> parsed;
    std::string names;
    for (auto [i, m] : llvm::enumerate(kAllMaths)) {
      if (name && name.getValue() == mathName(m))
        parsed = m;
      names += (i == 0                      ? "\""
                : i + 1 == kAllMaths.size() ? " or \""
                                            : ", \"") +
               mathName(m).str() + "\"";
    }
    if (!parsed)
      return emitDefiniteFailure()
             << "expects math to be one string parameter: " << names;
    given.math = *parsed;
  }
  // `pack` and `tma`: "auto", "off" or "on".
  auto parseSwitch = [&](Value knob, StringRef name,
                         auto &mode) -> DiagnosedSilenceableFailure {
    using Mode = std::remove_reference_t<decltype(mode)>;
    ArrayRef<Attribute> values = state.getParams(knob);
    auto text = values.size() == 1 ? dyn_cast<StringAttr>(values.front())
                                   : StringAttr();
    std::optional<Mode> parsed =
        text ? llvm::StringSwitch<std::optional<Mode>>(text.getValue())
                   .Case("auto", Mode::automatic)
                   .Case("off", Mode::off)
                   .Case("on", Mode::on)
                   .Default(std::nullopt)
             : std::nullopt;
    if (!parsed)
      return emitDefiniteFailure()
             << "expects " << name
             << " to be one string parameter: \"auto\", \"off\" or \"on\"";
    mode = *parsed;
    return DiagnosedSilenceableFailure::success();
  };
  if (Value pack = getPack()) {
    DiagnosedSilenceableFailure parsed = parseSwitch(pack, "pack", given.pack);
    if (!parsed.succeeded())
      return parsed;
  }
  if (Value tma = getTma()) {
    DiagnosedSilenceableFailure parsed = parseSwitch(tma, "tma", given.tma);
    if (!parsed.succeeded())
      return parsed;
  }
  // `swap`: "auto" is "off" (not yet measured on a GPU).
  SwapMode swap = SwapMode::automatic;
  if (Value swapKnob = getSwap()) {
    DiagnosedSilenceableFailure parsed = parseSwitch(swapKnob, "swap", swap);
    if (!parsed.succeeded())
      return parsed;
  }

  struct Item {
    GemmPlan plan;
    GemmConfig cfg;
    TileLayout la, lb;
  };
  SmallVector<Item, 1> items;
  for (Operation *target : state.getPayloadOps(getTarget())) {
    std::string why;
    FailureOr<GemmPlan> plan =
        planGemm(target, getFuseEpilogue(), swap == SwapMode::on, why);
    if (failed(plan)) {
      DiagnosedSilenceableFailure diag = emitSilenceableError()
                                         << "target " << why;
      diag.attachNote(target->getLoc()) << "target op";
      return diag;
    }
    auto [limit, units] = targetLimits(target);
    // The arithmetic: "auto" is, where the target has mma.sync, BF16 under
    // the bf16 policy, TF32 under tf32, else 3xTF32 unless the policy
    // forbids emulation (1.1-1.5x cuBLAS SGEMM on an H200, session 9); SIMT
    // FMA otherwise. Tensor cores need an sm_80+ target, plain TF32 and
    // BF16 a policy that allows them.
    constexpr StringLiteral kEmulation =
        "3xTF32 emulation of fp32 products on tensor cores";
    // Why each tensor-core form is not legal here (empty: it is), once.
    std::string noMma = mmaTargetError(target, TargetAttr());
    std::string noTf32 = tf32PolicyError(target, "f32 x f32 -> f32");
    std::string noBf16 = bf16PolicyError(target, "f32 x f32 -> f32");
    std::string noEmulation = emulationPolicyError(target, kEmulation);
    GemmConfig resolved = given;
    // On sm_90a, the warpgroup MMA (H100, session 32, 128x128 tiles:
    // 3xtf32-wgmma 1.39-1.50x cuBLAS SGEMM at 4096^3 and 8192^3 where
    // mma.sync's 3xTF32 ran 1.27x; tf32-wgmma 0.41-0.45x cuBLAS TF32 where
    // mma.sync's ran 0.32-0.35x; session 33, restaged 256x128 tiles:
    // bf16-wgmma 0.31x cuBLAS bf16 at 4096^3, mma.sync's BF16 0.19x in
    // session 32).
    std::string noWarpgroup = warpgroupTargetError(target);
    bool wgmma = noWarpgroup.empty();
    // "auto" takes mma.sync's form of the same arithmetic where knobs given
    // explicitly rule the warpgroup MMA out (its tiles as the checks below
    // take them, each knob left at 0 fitting). A search's neighbours of the
    // start (block_m 32, block_k 8, warp_m 32) were otherwise failures: 33
    // of session 37's dev-set trials.
    auto warpgroupFits = [&](GemmMath math) {
      GemmConfig probe = given;
      probe.math = math;
      resolvePacking(*plan, probe);
      int64_t warpM = given.warpM ? given.warpM : kWarpgroupM;
      return (given.blockM == 0 || given.blockM % kWarpgroupM == 0) &&
             isWarpgroupWarpTile(warpM, given.warpN ? given.warpN : 8) &&
             (given.blockK == 0 ||
              isWarpgroupBlockK(given.blockK, probe.packedBf16()));
    };
    auto formOf = [&](GemmMath warpgroup, GemmMath mmaSync) {
      return wgmma && warpgroupFits(warpgroup) ? warpgroup : mmaSync;
    };
    if (resolved.math == GemmMath::automatic)
      resolved.math =
          !noMma.empty()   ? GemmMath::fma
          : noBf16.empty() ? formOf(GemmMath::bf16Warpgroup, GemmMath::bf16)
          : noTf32.empty() ? formOf(GemmMath::tf32Warpgroup, GemmMath::tf32)
          : noEmulation.empty()
              ? formOf(GemmMath::tf32x3Warpgroup, GemmMath::tf32x3)
              : GemmMath::fma;
    resolvePacking(*plan, resolved);
    // TMA copies: "auto" is off (H100, session 36: from 2% faster to 10%
    // slower than cp.async without warp specialization).
    if (resolved.tma == TmaMode::automatic)
      resolved.tma = TmaMode::off;
    resolved.restaged = restagesAnOperand(*plan, resolved);
    if (resolved.tensorCores()) {
      const std::string &why = !noMma.empty()                   ? noMma
                               : resolved.warpgroup() && !wgmma ? noWarpgroup
                               : resolved.bf16Operands()        ? noBf16
                               : !resolved.splitOperands()      ? noTf32
                                                                : noEmulation;
      if (!why.empty()) {
        DiagnosedSilenceableFailure diag =
            emitSilenceableError()
            << "math \"" << mathName(resolved.math) << "\": " << why;
        diag.attachNote(target->getLoc()) << "target op";
        return diag;
      }
    }
    // Whether two stages of a block tile fit in shared memory.
    auto fitsTwoStages = [&](int64_t bm, int64_t bn, int64_t bk) {
      GemmConfig probe = resolved;
      probe.blockM = bm;
      probe.blockN = bn;
      probe.blockK = bk;
      probe.stages = 2;
      TileLayout la = layoutFor(operandView(*plan, probe, false), plan->m,
                                plan->k, bm, bk, probe);
      TileLayout lb = layoutFor(operandView(*plan, probe, true), plan->n,
                                plan->k, bn, bk, probe);
      return static_cast<uint64_t>(sharedBytes(probe, la, lb)) <= limit;
    };
    Item item{
        *plan, resolveAuto(resolved, *plan, units, fitsTwoStages), {}, {}};
    GemmConfig &cfg = item.cfg;
    std::string warpTile = "warp tile [" + std::to_string(cfg.warpM) + ", " +
                           std::to_string(cfg.warpN) + "]";
    if (cfg.tensorCores() &&
        (cfg.warpgroup() ? !isWarpgroupWarpTile(cfg.warpM, cfg.warpN)
                         : cfg.warpM % 16 || cfg.warpN % 8))
      return knobError(warpTile +
                       (cfg.warpgroup()
                            ? " is not a warpgroup MMA tile (64 x 8 to 64 x "
                              "256, N a multiple of 8)"
                            : " is not a multiple of the 16 x 8 MMA tile"));
    if (cfg.tensorCores() && (cfg.blockM % cfg.warpM || cfg.blockN % cfg.warpN))
      return knobError("tile [" + Twine(cfg.blockM) + ", " + Twine(cfg.blockN) +
                       "] is not a multiple of " + warpTile);
    if (cfg.warpgroup()) {
      if (!isWarpgroupBlockK(cfg.blockK, cfg.packedBf16()))
        return knobError("block_k " + Twine(cfg.blockK) +
                         " is not the warpgroup MMA's K tile of " +
                         Twine(kWarpgroupK) +
                         " (one 128-byte swizzled row; 64 for operands "
                         "packed as BF16)");
    } else if (cfg.tensorCores()) {
      if (cfg.blockK % cfg.mmaK())
        return knobError("block_k " + Twine(cfg.blockK) +
                         " is not a multiple of the MMA's K of " +
                         Twine(cfg.mmaK()));
    } else if (cfg.blockM % cfg.threadM || cfg.blockN % cfg.threadN) {
      return knobError("tile [" + Twine(cfg.blockM) + ", " + Twine(cfg.blockN) +
                       "] is not a multiple of thread tile [" +
                       Twine(cfg.threadM) + ", " + Twine(cfg.threadN) + "]");
    }
    if (cfg.stages < 2)
      return knobError("stages must be at least 2, got " + Twine(cfg.stages));
    int64_t tilesK = llvm::divideCeilSigned(plan->sizeK, cfg.blockK);
    if (cfg.splitK > std::min<int64_t>(tilesK, 65535))
      return knobError("split_k " + Twine(cfg.splitK) + " exceeds K's " +
                       Twine(tilesK) + " tiles of " + Twine(cfg.blockK) +
                       " (or the grid's 65535 layers)");
    int64_t threads = cfg.threads();
    if (threads > 1024)
      return knobError(Twine(threads) + " threads per block (at most 1024)");
    item.la = layoutFor(operandView(*plan, cfg, false), plan->m, plan->k,
                        cfg.blockM, cfg.blockK, cfg);
    item.lb = layoutFor(operandView(*plan, cfg, true), plan->n, plan->k,
                        cfg.blockN, cfg.blockK, cfg);
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
    SmallVector<gpu::LaunchOp, 2> created =
        emitKernel(rewriter, item.plan, item.cfg, item.la, item.lb);
    // What the kernel was built with, automatic knobs resolved.
    const GemmConfig &c = item.cfg;
    bool mma = c.tensorCores();
    gpu::LaunchOp launch = created.front();
    launch->setAttr(
        KgenDialect::kGemmConfigAttrName,
        rewriter.getDenseI64ArrayAttr(
            {c.blockM, c.blockN, c.blockK, mma ? c.warpM : c.threadM,
             mma ? c.warpN : c.threadN, c.stages, c.groupM, c.splitK}));
    launch->setAttr(KgenDialect::kGemmMathAttrName,
                    rewriter.getStringAttr(mathName(c.math)));
    llvm::append_range(launches, created);
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
  onlyReadsHandle(getSplitKMutable(), effects);
  onlyReadsHandle(getSwapMutable(), effects);
  onlyReadsHandle(getMathMutable(), effects);
  onlyReadsHandle(getPackMutable(), effects);
  onlyReadsHandle(getTmaMutable(), effects);
  producesHandle(getOperation()->getOpResults(), effects);
  modifiesPayload(effects);
}
