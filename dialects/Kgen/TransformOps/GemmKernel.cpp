//===- GemmKernel.cpp - transform.kgen.gemm_pipelined's kernel ------------===//
//
// Part of kgen. The kernel transform.kgen.gemm_pipelined (KgenGemmOps.cpp)
// emits for a plan: the operand tiles' shared-memory layouts, the cp.async
// pipeline, the SIMT FMAs of a K tile (its tensor-core products are
// GemmMma.cpp's), the epilogue on the accumulators and split-K's combine.
//
//===----------------------------------------------------------------------===//

#include "GemmEmitter.h"

#include "mlir/Dialect/Affine/Utils.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/NVGPU/IR/NVGPUDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/IRMapping.h"

#include <utility>

using namespace mlir;
using namespace mlir::kgen;
using namespace mlir::kgen::gemm;

/// The name of `math` in the `math` knob and `kgen.gemm_math`.
StringRef gemm::mathName(GemmMath math) {
  switch (math) {
  case GemmMath::automatic:
    return "auto";
  case GemmMath::fma:
    return "fma";
  case GemmMath::tf32x3:
    return "3xtf32";
  case GemmMath::tf32:
    return "tf32";
  case GemmMath::tf32x3Warpgroup:
    return "3xtf32-wgmma";
  case GemmMath::tf32Warpgroup:
    return "tf32-wgmma";
  case GemmMath::bf16:
    return "bf16";
  case GemmMath::bf16Warpgroup:
    return "bf16-wgmma";
  }
  llvm_unreachable("unknown GemmMath");
}

bool gemm::contiguousAlong(AffineMap map, const DimGroup &x) {
  return map.getResult(map.getNumResults() - 1).isFunctionOfDim(x.dims.back());
}

/// Elements per asynchronous copy of an operand along `along` (X or K) into
/// tile rows of `tileCols`: 16, 8 or 4 bytes of them (4, 2 or 1 f32; 8, 4
/// or 2 bf16). Vectors of 16 or 8 bytes need the
/// operand's innermost index to be the innermost loop of `along` itself
/// (and no other index to move with it), `v` consecutive indices to stay in
/// one row of that loop, and every row of the operand and of the tile to
/// start on that alignment (identity layouts only; a padded operand's
/// copies stop at its edges one element at a time).
static int64_t copyVector(MemRefType type, AffineMap map, const DimGroup &along,
                          bool padded, int64_t tileCols) {
  auto innermost =
      dyn_cast<AffineDimExpr>(map.getResult(map.getNumResults() - 1));
  bool onlyInnermost =
      llvm::none_of(map.getResults().drop_back(), [&](AffineExpr e) {
        return e.isFunctionOfDim(along.dims.back());
      });
  if (padded || !innermost || innermost.getPosition() != along.dims.back() ||
      !onlyInnermost || !type.getLayout().isIdentity())
    return 1;
  // (A BF16 operand is a packed one, its rows a multiple of 8 elements.)
  int64_t perWord = 4 / (type.getElementTypeBitWidth() / 8);
  for (int64_t v : {4 * perWord, 2 * perWord})
    if (along.sizes.back() % v == 0 && type.getShape().back() % v == 0 &&
        tileCols % v == 0)
      return v;
  return perWord;
}

std::optional<PackedOperand> gemm::packedForm(const GemmPlan &plan,
                                              const GemmConfig &config,
                                              Value operand, AffineMap map,
                                              const DimGroup &x, bool padded) {
  if (padded || !map.isProjectedPermutation())
    return std::nullopt;
  MLIRContext *ctx = map.getContext();
  DimGroup batch;
  for (auto [d, size] : llvm::zip(plan.batch, plan.batchSizes))
    if (map.isFunctionOfDim(d)) {
      batch.dims.push_back(d);
      batch.sizes.push_back(size);
    }
  SmallVector<AffineExpr> results;
  SmallVector<int64_t> shape;
  for (const DimGroup *group : {&std::as_const(batch), &x, &plan.k})
    for (auto [d, size] : llvm::zip(group->dims, group->sizes)) {
      results.push_back(getAffineDimExpr(d, ctx));
      shape.push_back(size);
    }
  Type element = config.bf16Operands()
                     ? Type(BFloat16Type::get(ctx))
                     : cast<MemRefType>(operand.getType()).getElementType();
  return PackedOperand{MemRefType::get(shape, element),
                       AffineMap::get(map.getNumDims(), 0, results, ctx),
                       batch};
}

void gemm::resolvePacking(const GemmPlan &plan, GemmConfig &config) {
  config.packA = config.packB = false;
  if (!config.warpgroup() || config.pack == PackMode::off)
    return;
  // Packing pays where the other extent (the rows or columns that reuse
  // the operand) is at least 2048, 1024 for BF16 (H100, session 35, square
  // GEMMs, packed against not: 3xTF32 1.43x / 1.29x cuBLAS SGEMM at 2048^3,
  // 0.89x both at 1024^3; TF32 0.47x / 0.32x cuBLAS TF32 at 2048^3; BF16
  // 0.32x / 0.20x at 2048^3 and 0.20x / 0.16x at 1024^3; at 4096^3 and
  // 8192^3 packing won under every policy). BF16's copies spare every block
  // its conversions in shared memory.
  bool bf16 = config.math == GemmMath::bf16Warpgroup;
  int64_t reuse = bf16 ? 1024 : 2048;
  auto decide = [&](Value operand, AffineMap map, const DimGroup &x,
                    bool padded, int64_t otherExtent) {
    return (bf16 || contiguousAlong(map, x)) &&
           packedForm(plan, config, operand, map, x, padded) &&
           (config.pack == PackMode::on || otherExtent >= reuse);
  };
  config.packA =
      decide(plan.a, plan.mapA, plan.m, plan.padA.has_value(), plan.sizeN);
  config.packB =
      decide(plan.b, plan.mapB, plan.n, plan.padB.has_value(), plan.sizeM);
  // The packed copies are read 16 bytes at a time: K's innermost loop a
  // multiple of 4 f32 or 8 bf16 (a 1x1 convolution's K ends with a loop of
  // one kernel position: its operands stay as they are). BF16 packs both
  // operands or neither.
  if (plan.k.sizes.back() % (bf16 ? 8 : 4))
    config.packA = config.packB = false;
  if (bf16 && (!config.packA || !config.packB))
    config.packA = config.packB = false;
}

OperandView gemm::operandView(const GemmPlan &plan, const GemmConfig &config,
                              bool isB) {
  Value operand = isB ? plan.b : plan.a;
  AffineMap map = isB ? plan.mapB : plan.mapA;
  bool padded = isB ? plan.padB.has_value() : plan.padA.has_value();
  if (isB ? config.packB : config.packA) {
    std::optional<PackedOperand> packed =
        packedForm(plan, config, operand, map, isB ? plan.n : plan.m, padded);
    assert(packed && "a packed operand has a packed form");
    return {packed->type, packed->map, false, true};
  }
  auto type = cast<MemRefType>(operand.getType());
  std::optional<PackedOperand> form =
      packedForm(plan, config, operand, map, isB ? plan.n : plan.m, padded);
  // (TMA also needs its rows 16-byte aligned: K's extent a multiple of 16
  // bytes, as packing ensures of a workspace.)
  bool packedLayout = form && form->type == type && form->map == map &&
                      plan.sizeK * type.getElementTypeBitWidth() % 128 == 0;
  return {type, map, padded, packedLayout};
}

TileLayout gemm::layoutFor(const OperandView &operand, const DimGroup &x,
                           const DimGroup &k, int64_t tileX, int64_t tileK,
                           const GemmConfig &config) {
  AffineMap map = operand.map;
  bool padded = operand.padded;
  MemRefType type = operand.type;
  TileLayout layout;
  if (config.warpgroup()) {
    // wgmma reads TF32 operands K-major only: `tileX` rows of `tileK` (32)
    // elements, 128 bytes each, swizzled so that the eight rows of a core
    // matrix group put their 16-byte chunks in distinct banks. An operand
    // contiguous along X is restaged (`tileK` rows of `tileX` by vector
    // copies, transposed into that layout ahead of its wgmma), except for
    // 3xTF32, whose copies transpose it one element each (restages).
    bool alongX = contiguousAlong(map, x);
    layout.restaged = alongX && restages(config);
    layout.transposed = alongX && !layout.restaged;
    layout.swizzled = !layout.restaged;
    layout.kInner = !layout.restaged;
    layout.rows = layout.restaged ? tileK : tileX;
    layout.cols = layout.restaged ? tileX : tileK;
    layout.paddedCols = layout.cols;
    layout.elementBytes = type.getElementTypeBitWidth() / 8;
    layout.vector = layout.transposed
                        ? 1
                        : copyVector(type, map, layout.restaged ? x : k, padded,
                                     layout.cols);
    // TMA: an operand in the packed layout, whose stage rows are K rows of
    // it, their width one the copy's swizzle has (the stages' swizzles are
    // the TMA's 64- and 128-byte patterns).
    layout.tma = config.tma == TmaMode::on && operand.packedLayout &&
                 layout.swizzled && layout.kInner && !layout.transposed &&
                 (layout.rowBytes() == 64 || layout.rowBytes() == 128);
    return layout;
  }
  if (config.tensorCores()) {
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
        copyVector(type, map, layout.kInner ? k : x, padded, layout.cols);
    layout.paddedCols = layout.cols + (layout.kInner ? 4 : 8);
    return layout;
  }
  layout.rows = tileK;
  layout.cols = tileX;
  layout.transposed = !contiguousAlong(map, x);
  layout.vector =
      layout.transposed ? 1 : copyVector(type, map, x, padded, tileX);
  // A warp's transposing copies write block_k rows at once: 4 elements of
  // padding put row r's element x in bank (4 r + x) mod 32, and keep the
  // rows 16-byte aligned for the vector reads.
  layout.paddedCols = layout.transposed ? tileX + 4 : tileX;
  return layout;
}

int64_t gemm::sharedBytes(const GemmConfig &config, const TileLayout &la,
                          const TileLayout &lb) {
  int64_t tile = la.elementBytes * la.rows * la.paddedCols +
                 lb.elementBytes * lb.rows * lb.paddedCols;
  if (!config.warpgroup())
    return config.stages * tile;
  // The stages, the tiles rewritten ahead and room to align the dynamic
  // shared memory's base; with TMA, the stages' mbarriers (static shared
  // memory, counted here against the same limit).
  int64_t barriers = la.tma || lb.tma ? 8 * config.stages : 0;
  return config.stages * tile + aheadBytes(config, la) +
         aheadBytes(config, lb) + kSwizzleAlign + barriers;
}

int64_t gemm::aheadBytes(const GemmConfig &config, const TileLayout &layout) {
  if (!config.warpgroup())
    return 0;
  // Two of each tile: a BF16 tile (half a stage's) or a restaged
  // operand's K-major tile, and 3xTF32's remainders.
  int64_t stage = 4 * kWarpgroupK * layout.tileX();
  int64_t bytes = 0;
  if (config.bf16Operands() && layout.elementBytes == 4)
    bytes += stage;
  else if (layout.restaged)
    bytes += 2 * stage;
  if (config.splitOperands())
    bytes += 2 * stage;
  return bytes;
}

bool gemm::restages(const GemmConfig &config) {
  // One 4-byte copy per element ran tf32-wgmma at 0.44x cuBLAS at 4096^3
  // on an H100 (session 33), B contiguous along K at 0.68x; restaged, its
  // 256x128 tiles ran at 0.53x (0.57x at 8192^3) and bf16-wgmma's at 0.31x
  // (0.18x before), but 3xtf32-wgmma's 128x128 ones lost 10% (1.29x and
  // 1.33x cuBLAS SGEMM, 1.45x before).
  return config.warpgroup() && !config.splitOperands();
}

bool gemm::restagesAnOperand(const GemmPlan &plan, const GemmConfig &config) {
  return restages(config) &&
         (contiguousAlong(operandView(plan, config, false).map, plan.m) ||
          contiguousAlong(operandView(plan, config, true).map, plan.n));
}

void GemmEmitter::copyTile(Value smem, Value operand, AffineMap map,
                           const TileLayout &layout, Value stage, Value kTile,
                           Value blockOffsetX, const DimGroup &groupX,
                           const std::optional<GemmPlan::Padding> &padding,
                           SmallVectorImpl<Value> &tokens) {
  int64_t threads = cfg.threads();
  int64_t chunksPerRow = layout.cols / layout.vector;
  int64_t chunks = layout.rows * chunksPerRow;
  Value tid = gpu::ThreadIdOp::create(b, loc, gpu::Dimension::x);
  Value kBase =
      mul(sliceFirstTile ? add(sliceFirstTile, kTile) : kTile, cfg.blockK);
  int64_t sizeX = groupX.size();
  bool edgeX = sizeX % layout.tileX() != 0;
  // The last slice may reach past K's last tile.
  bool edgeK = plan.sizeK % cfg.blockK != 0 ||
               cfg.splitK * tilesPerSlice(plan.sizeK, cfg) !=
                   llvm::divideCeilSigned(plan.sizeK, cfg.blockK);
  auto tokenType = nvgpu::DeviceAsyncTokenType::get(b.getContext());
  Value zero = idx(0);
  // A K tile that stays within one row of K's innermost loop (its extent a
  // multiple of block_k, no tile past K's end): the other K loops' indices
  // are the tile's first element's, delinearized once per tile, and the
  // innermost index is that row's first plus the element's offset in the
  // tile (no division per copy: an implicit GEMM over (kernel position,
  // channel) reads one input window per tile).
  SmallVector<Value> tilePoint;
  if (plan.k.dims.size() > 1 && plan.k.sizes.back() % cfg.blockK == 0 &&
      !edgeK) {
    tilePoint.assign(plan.op.getNumLoops(), zero);
    delinearize(kBase, plan.k, tilePoint);
  }
  // Rows of a whole number of copy rounds: each thread keeps its column
  // (row, in `[x][k]` rows) in every round, and only the row (column)
  // moves, by threads / chunksPerRow a round.
  bool sameColumn = threads % chunksPerRow == 0 && chunks % threads == 0;
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
    if (sameColumn && !layout.transposed) {
      Value row = add(div(tid, chunksPerRow), idx(first / chunksPerRow));
      Value column = mul(rem(tid, chunksPerRow), layout.vector);
      (layout.kInner ? xInTile : kInTile) = row;
      (layout.kInner ? kInTile : xInTile) = column;
    } else if (layout.transposed && layout.swizzled) {
      // A warp's 32 copies take 8 neighbouring rows (X, the operand's
      // contiguous index) at 4 neighbouring K: four 32-byte reads, and 32
      // distinct banks under the swizzle (one K down 32 rows would put
      // each 8 rows' writes in the same 8 banks).
      int64_t groups = layout.rows / 8;
      xInTile = add(rem(chunk, 8), mul(rem(div(chunk, 32), groups), 8));
      kInTile = add(rem(div(chunk, 8), 4), mul(div(chunk, 32 * groups), 4));
    } else if (layout.transposed) {
      // Down the tile's columns: neighbouring chunks in neighbouring rows.
      Value row = rem(chunk, layout.rows);
      Value column = div(chunk, layout.rows);
      (layout.kInner ? xInTile : kInTile) = row;
      (layout.kInner ? kInTile : xInTile) = column;
    } else if (layout.kInner) {
      xInTile = div(chunk, chunksPerRow);
      kInTile = mul(rem(chunk, chunksPerRow), layout.vector);
    } else {
      kInTile = div(chunk, chunksPerRow);
      xInTile = mul(rem(chunk, chunksPerRow), layout.vector);
    }
    Value x = add(blockOffsetX, xInTile);
    // The copy's K index, where the tile's first one is not delinearized
    // (an edge K tile is never).
    Value kk = tilePoint.empty() ? add(kBase, kInTile) : Value();
    Value inBounds;
    if (edgeX)
      inBounds = andI(inBounds, lt(x, sizeX));
    if (edgeK)
      inBounds = andI(inBounds, lt(kk, plan.sizeK));
    // Outside the operand: copy nothing (cp.async zero-fills) from a
    // clamped, valid address. Clamping X (the same in every K tile) and K
    // before the operand's indices keeps the selects out of the K loop.
    if (inBounds) {
      x = arith::SelectOp::create(b, loc, inBounds, x, zero);
      if (kk)
        kk = arith::SelectOp::create(b, loc, inBounds, kk, zero);
    }
    SmallVector<Value> point(plan.op.getNumLoops(), zero);
    for (auto [d, iv] : llvm::zip(plan.batch, batchPoint))
      point[d] = iv;
    delinearize(x, groupX, point);
    if (kk) {
      delinearize(kk, plan.k, point);
    } else {
      for (unsigned d : plan.k.dims)
        point[d] = tilePoint[d];
      unsigned inner = plan.k.dims.back();
      point[inner] = add(tilePoint[inner], kInTile);
    }
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
    bool bypassL1 = layout.vector * layout.elementBytes == 16;
    SmallVector<Value, 3> dst = {stage, kInTile, xInTile};
    if (layout.kInner)
      std::swap(dst[1], dst[2]);
    if (layout.swizzled)
      dst[2] = swizzleStage(layout, xInTile, kInTile);
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

SmallVector<gpu::LaunchOp, 2> GemmEmitter::emit() {
  f32 = b.getF32Type();
  vecM = cfg.threadM % 4 == 0 ? 4 : cfg.threadM % 2 == 0 ? 2 : 1;
  vecN = cfg.threadN % 4 == 0 ? 4 : cfg.threadN % 2 == 0 ? 2 : 1;
  int64_t tilesM = llvm::divideCeil(plan.sizeM, cfg.blockM);
  int64_t tilesN = llvm::divideCeil(plan.sizeN, cfg.blockN);
  // The K tiles one block runs: all, or its slice's.
  int64_t tilesK = tilesPerSlice(plan.sizeK, cfg);
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
    Type element = l.elementBytes == 2 ? Type(b.getBF16Type()) : f32;
    return MemRefType::get({cfg.stages, l.rows, l.paddedCols}, element,
                           MemRefLayoutAttrInterface(), workgroup);
  };
  Value one = idx(1);
  // Dynamic shared memory: beyond the 48 KiB of static shared memory (the
  // runtime opts the kernel in), and 16-byte aligned for the vector reads.
  MemRefType typeA = smemType(la), typeB = smemType(lb);
  int64_t bytesA = typeA.getNumElements() * la.elementBytes;
  int64_t bytesB = typeB.getNumElements() * lb.elementBytes;
  int64_t bytes = sharedBytes(cfg, la, lb);
  Value dynamicBytes = arith::ConstantIntOp::create(b, loc, bytes, 32);
  SmallVector<gpu::LaunchOp, 2> packLaunches;
  if (cfg.packA)
    packLaunches.push_back(emitPack(/*isB=*/false));
  if (cfg.packB)
    packLaunches.push_back(emitPack(/*isB=*/true));
  if (la.tma)
    tmaA = createTmaDescriptor(/*isB=*/false);
  if (lb.tma)
    tmaB = createTmaDescriptor(/*isB=*/true);
  bool tma = la.tma || lb.tma;
  if (cfg.splitK > 1)
    workspace = memref::AllocOp::create(
        b, loc,
        MemRefType::get({cfg.splitK, batches, plan.sizeM, plan.sizeN}, f32));
  auto launch =
      gpu::LaunchOp::create(b, loc, idx(tilesM * tilesN), idx(batches),
                            cfg.splitK > 1 ? idx(cfg.splitK) : one,
                            idx(cfg.threads()), one, one, dynamicBytes);
  Block &body = launch.getBody().front();
  b.setInsertionPointToStart(&body);
  Value dynamic = gpu::DynamicSharedMemoryOp::create(
      b, loc,
      MemRefType::get({ShapedType::kDynamic}, b.getI8Type(),
                      MemRefLayoutAttrInterface(), workgroup));
  // Warpgroup MMA: the tiles start at the first kSwizzleAlign boundary of
  // the dynamic shared memory (its address in the shared window).
  Value base;
  if (cfg.warpgroup()) {
    Value address =
        memref::ExtractAlignedPointerAsIndexOp::create(b, loc, dynamic);
    base = rem(arith::SubIOp::create(b, loc, idx(kSwizzleAlign),
                                     rem(address, kSwizzleAlign)),
               kSwizzleAlign);
    addressA = add(address, base);
    addressB = add(addressA, idx(bytesA));
  }
  auto view = [&](MemRefType type, int64_t offset) -> Value {
    return memref::ViewOp::create(b, loc, type, dynamic,
                                  base ? add(base, idx(offset)) : idx(offset),
                                  ValueRange{});
  };
  Value smemA = view(typeA, 0);
  Value smemB = view(typeB, bytesA);
  // Warpgroup MMA rewriting its tiles ahead: after the stages, each
  // operand's tiles of the tile computed and of the next one (aheadBytes):
  // the BF16 tiles (rows of kWarpgroupK bf16, 64 bytes) or a restaged
  // operand's K-major f32 tiles, then 3xTF32's remainders (f32).
  bool rewriteAhead = cfg.rewritesAhead();
  if (rewriteAhead) {
    int64_t offset = bytesA + bytesB;
    auto allocate = [&](const TileLayout &layout, AheadTiles &tiles) {
      auto two = [&](Type element) {
        return MemRefType::get({2, layout.tileX(), kWarpgroupK}, element,
                               MemRefLayoutAttrInterface(), workgroup);
      };
      int64_t stage = 4 * kWarpgroupK * layout.tileX();
      if ((cfg.bf16Operands() && layout.elementBytes == 4) || layout.restaged) {
        tiles.read =
            view(two(cfg.bf16Operands() ? Type(b.getBF16Type()) : f32), offset);
        tiles.readAddress = add(addressA, idx(offset));
        offset += cfg.bf16Operands() ? stage : 2 * stage;
      }
      if (cfg.splitOperands()) {
        tiles.remainder = view(two(f32), offset);
        tiles.remainderAddress = add(addressA, idx(offset));
        offset += 2 * stage;
      }
    };
    allocate(la, aheadA);
    allocate(lb, aheadB);
    assert(offset ==
               bytesA + bytesB + aheadBytes(cfg, la) + aheadBytes(cfg, lb) &&
           "the tiles rewritten ahead fill their bytes");
  }

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
  // Batch indices from block y; the slice from block z.
  Value batchId = gpu::BlockIdOp::create(b, loc, gpu::Dimension::y);
  Value slice;
  if (cfg.splitK > 1) {
    slice = gpu::BlockIdOp::create(b, loc, gpu::Dimension::z);
    sliceFirstTile = mul(slice, tilesK);
  }
  batchPoint = batchIndices(batchId);
  Value tid = gpu::ThreadIdOp::create(b, loc, gpu::Dimension::x);
  if (tma)
    initTmaBarriers(tid);
  if (cfg.warpgroup()) {
    // Warpgroups of 4 warps, each owning a `warp_m` (64) x `warp_n` tile;
    // warp w of a warpgroup holds its rows 16 w .. 16 w + 15.
    int64_t groupsN = cfg.blockN / cfg.warpN;
    Value group = div(tid, 128);
    warpRow = mul(div(group, groupsN), kWarpgroupM);
    warpCol = mul(rem(group, groupsN), cfg.warpN);
    warpInGroup = rem(div(tid, 32), 4);
    lane = rem(tid, 32);
    laneG = div(lane, 4);
    laneT = rem(lane, 4);
  } else if (cfg.tensorCores()) {
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
  // A K tile's copies: cp.async for each operand without TMA (their
  // tokens), then the TMA copies.
  auto issue = [&](Value kTile, Value stage) {
    SmallVector<Value> tokens;
    if (!la.tma)
      copyTile(smemA, plan.a, plan.mapA, la, stage, kTile, blockM, plan.m,
               plan.padA, tokens);
    if (!lb.tma)
      copyTile(smemB, plan.b, plan.mapB, lb, stage, kTile, blockN, plan.n,
               plan.padB, tokens);
    if (tma)
      issueTma(tid, kTile, stage, blockM, blockN, smemA, smemB);
    return tokens;
  };
  // The copies run `ahead` tiles before the tile computed: stages - 1, one
  // fewer when the MMA of the previous tile still reads its stage.
  int64_t ahead = cfg.stages - 1 - cfg.mmaInFlight();
  // Prologue: tiles 0 .. ahead-1 (those that exist), one commit group
  // each.
  // Where both operands come by TMA there are no cp.async groups: the
  // loops carry an unused index in place of the last group's token.
  bool cpAsync = !la.tma || !lb.tma;
  Value group0 = cpAsync ? Value() : idx(0);
  for (int64_t s = 0; s < ahead && s < tilesK; ++s) {
    SmallVector<Value> tokens = issue(idx(s), idx(s));
    if (cpAsync)
      group0 =
          nvgpu::DeviceAsyncCreateGroupOp::create(b, loc, tokenType, tokens);
  }

  // Accumulators: SIMT, threadM x (threadN / vecN) vectors along N; tensor
  // cores, one 16 x 8 mma.sync fragment (vector<2x2xf32>: rows g and
  // g + 8, columns 2t and 2t + 1) per MMA tile of the warp tile.
  // (Split-K: the combine adds the fill's value once.)
  Value initScalar =
      plan.init && cfg.splitK == 1
          ? plan.init
          : arith::ConstantOp::create(b, loc, b.getF32FloatAttr(0.0f))
                .getResult();
  int64_t accPerRow = cfg.threadN / vecN;
  VectorType accType = VectorType::get({vecN}, f32);
  int64_t accumulators = cfg.threadM * accPerRow;
  if (cfg.tensorCores()) {
    accType = VectorType::get({2, 2}, f32);
    accumulators = (cfg.warpM / 16) * (cfg.warpN / 8);
  }
  SmallVector<Value> inits;
  if (cfg.warpgroup()) {
    // Warpgroup MMA: one struct of the `warp_n / 2` registers of wgmma's
    // accumulator fragment (those of mma.sync's 16 x 8 fragments, one per
    // 8 columns, for the warp's 16 rows).
    auto structType = LLVM::LLVMStructType::getLiteral(
        b.getContext(), SmallVector<Type>(cfg.warpN / 2, f32));
    Value acc = LLVM::UndefOp::create(b, loc, structType);
    for (int64_t i = 0; i < cfg.warpN / 2; ++i)
      acc = LLVM::InsertValueOp::create(b, loc, acc, initScalar, i);
    inits.push_back(acc);
  } else {
    Value init = vector::BroadcastOp::create(b, loc, accType, initScalar);
    inits.assign(accumulators, init);
  }
  inits.push_back(group0);

  // Refilling: tile kTile + ahead committed to its stage as one group
  // (returned; `token` when not refilling). Waiting: in the steady state a
  // tile has landed once at most ahead - 1 groups are pending; the last
  // `ahead` tiles wait for every group (none is committed after them).
  auto refillAhead = [&](Value kTile, Value token, bool refill) -> Value {
    if (!refill)
      return token;
    Value next = add(kTile, idx(ahead));
    SmallVector<Value> tokens = issue(next, rem(next, cfg.stages));
    if (!cpAsync)
      return token;
    return nvgpu::DeviceAsyncCreateGroupOp::create(b, loc, tokenType, tokens);
  };
  // TMA: tile kTile's mbarrier too.
  auto waitForTile = [&](Value token, bool refill, Value kTile) {
    if (cpAsync)
      nvgpu::DeviceAsyncWaitOp::create(
          b, loc, token, b.getI32IntegerAttr(refill ? ahead - 1 : 0));
    if (tma)
      waitTma(kTile);
  };
  // Warpgroup MMA rewriting ahead: tile k + 1 is split (3xTF32: in place,
  // its remainders in the other remainder tile), converted (BF16: into the
  // other BF16 tile) or transposed (a restaged operand: into the other K-major
  // tile) while tile k's wgmma run, so tile 0 is rewritten before the loop.
  if (rewriteAhead) {
    if (cpAsync)
      nvgpu::DeviceAsyncWaitOp::create(
          b, loc, group0, b.getI32IntegerAttr(std::min(ahead, tilesK) - 1));
    if (tma)
      waitTma(idx(0));
    gpu::BarrierOp::create(b, loc);
    rewriteStage(smemA, smemB, idx(0), idx(0));
    gpu::BarrierOp::create(b, loc);
  }
  // Tile kTile of a warpgroup MMA rewriting ahead: its wgmma issued, the
  // refill of the stage computed before it, tile kTile + 1 waited for and
  // rewritten, then the products waited for (3xTF32: and added). Its two
  // barriers publish tile kTile + 1's copies to the rewrite and the
  // rewrite to the next tile's wgmma (and end every thread's reads of the
  // stage refilled next).
  auto rewriteIteration = [&](Value kTile, ValueRange iterArgs, bool refill) {
    Value acc = iterArgs.front();
    Value products = issueWarpgroup(rem(kTile, cfg.stages), rem(kTile, 2), acc);
    Value groupToken = refillAhead(kTile, iterArgs.back(), refill);
    waitForTile(groupToken, refill, tma ? add(kTile, one) : Value());
    gpu::BarrierOp::create(b, loc);
    Value next = add(kTile, one);
    rewriteStage(smemA, smemB, rem(next, cfg.stages), rem(next, 2));
    acc = finishWarpgroup(products, acc, 0);
    gpu::BarrierOp::create(b, loc);
    scf::YieldOp::create(b, loc, ValueRange{acc, groupToken});
  };
  // One K tile: wait for it, synchronize, optionally refill, compute.
  auto iteration = [&](Value kTile, ValueRange iterArgs, bool refill) {
    if (rewriteAhead)
      return rewriteIteration(kTile, iterArgs, refill);
    // The barrier publishes the tile and ends every thread's reads of the
    // stage refilled next (computed `stages - ahead` iterations before).
    waitForTile(iterArgs.back(), refill, kTile);
    // wgmma reads shared memory through the async proxy: the cp.async
    // copies' writes are made visible to it before the barrier (TMA's
    // are the async proxy's own).
    if (cfg.warpgroup() && cpAsync)
      fenceAsyncProxy();
    gpu::BarrierOp::create(b, loc);
    Value groupToken = refillAhead(kTile, iterArgs.back(), refill);
    Value stage = rem(kTile, cfg.stages);
    SmallVector<Value> acc(iterArgs.drop_back());
    if (cfg.warpgroup())
      acc.front() = finishWarpgroup(issueWarpgroup(stage, Value(), acc.front()),
                                    acc.front(), cfg.mmaInFlight());
    else if (cfg.tensorCores())
      computeMma(smemA, smemB, stage, acc);
    else
      computeFma(smemA, smemB, stage, acc);
    acc.push_back(groupToken);
    scf::YieldOp::create(b, loc, acc);
  };
  // The steady state refills without conditions; the last `ahead` tiles
  // (or all, when there are fewer) run in a second loop that only
  // computes. A warpgroup MMA rewriting ahead computes its last tile after
  // the loops (no tile follows it to rewrite).
  int64_t looped = rewriteAhead ? tilesK - 1 : tilesK;
  int64_t refilled = std::max<int64_t>(0, tilesK - ahead);
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
  auto loop = makeLoop(refilled, looped, mainLoop.getResults(),
                       /*refill=*/false);
  b.setInsertionPointAfter(loop);
  // The accumulators as pieces of rows, in the problem's coordinates.
  SmallVector<Piece> pieces;
  ValueRange results = loop.getResults().drop_back();
  if (cfg.warpgroup()) {
    // Register 4 j + 2 h + e: row g + 8 h of the warp's 16, column
    // 8 j + 2 t + e.
    Value acc = results.front();
    if (rewriteAhead) {
      Value last = idx(tilesK - 1);
      acc = finishWarpgroup(
          issueWarpgroup(rem(last, cfg.stages), rem(last, 2), acc), acc, 0);
    } else if (cfg.mmaInFlight()) {
      // The last tile's wgmma, left in flight.
      acc = finishWarpgroup(acc, acc, 0);
    }
    Value firstRow =
        add(blockM, add(warpRow, add(mul(warpInGroup, 16), laneG)));
    Value firstCol = add(blockN, add(warpCol, mul(laneT, 2)));
    auto pair = VectorType::get({2}, f32);
    for (int64_t j = 0; j < cfg.warpN / 8; ++j)
      for (int64_t half = 0; half < 2; ++half) {
        int64_t reg = 4 * j + 2 * half;
        Value e0 = LLVM::ExtractValueOp::create(b, loc, acc, reg);
        Value e1 = LLVM::ExtractValueOp::create(b, loc, acc, reg + 1);
        pieces.push_back(
            {add(firstRow, idx(half * 8)), add(firstCol, idx(j * 8)),
             vector::FromElementsOp::create(b, loc, pair, ValueRange{e0, e1})});
      }
  } else if (cfg.tensorCores()) {
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
  }
  int64_t width = cfg.tensorCores() ? 2 : vecN;
  if (cfg.splitK > 1)
    storePartials(pieces, width, slice, batchId);
  else
    emitEpilogue(pieces, width, batchPoint, /*guarded=*/true);
  gpu::TerminatorOp::create(b, loc);
  SmallVector<gpu::LaunchOp, 2> launches = {launch};
  b.setInsertionPointAfter(launch);
  if (cfg.splitK > 1) {
    gpu::LaunchOp combine = emitCombine(batches);
    b.setInsertionPointAfter(combine);
    memref::DeallocOp::create(b, loc, workspace);
    launches.push_back(combine);
  }
  for (Value buffer : packed)
    memref::DeallocOp::create(b, loc, buffer);
  llvm::append_range(launches, packLaunches);
  return launches;
}

gpu::LaunchOp GemmEmitter::emitPack(bool isB) {
  Value &operand = isB ? plan.b : plan.a;
  AffineMap &map = isB ? plan.mapB : plan.mapA;
  const DimGroup &groupX = isB ? plan.n : plan.m;
  std::optional<PackedOperand> form =
      packedForm(plan, cfg, operand, map, groupX,
                 isB ? plan.padB.has_value() : plan.padA.has_value());
  assert(form && "a packed operand has a packed form");
  Value buffer = memref::AllocOp::create(b, loc, form->type);
  packed.push_back(buffer);
  // Tiles of kPack x kPack elements through shared memory: read along X
  // (the operand's contiguous index), written along K; kPack x kRows
  // threads, each moving kPack / kRows elements both ways. The tile's rows
  // are padded by one element (a warp's reads down a column of the tile
  // fall in distinct banks).
  constexpr int64_t kPack = 32, kRows = 8;
  int64_t sizeX = groupX.size();
  int64_t tilesX = llvm::divideCeil(sizeX, kPack);
  int64_t tilesK = llvm::divideCeil(plan.sizeK, kPack);
  Value one = idx(1);
  auto workgroup = gpu::AddressSpaceAttr::get(
      b.getContext(), gpu::GPUDialect::getWorkgroupAddressSpace());
  auto tileType = MemRefType::get({kPack, kPack + 1}, f32,
                                  MemRefLayoutAttrInterface(), workgroup);
  Value tileBytes =
      arith::ConstantIntOp::create(b, loc, tileType.getNumElements() * 4, 32);
  auto launch = gpu::LaunchOp::create(b, loc, idx(tilesX * tilesK),
                                      idx(form->batch.size()), one,
                                      idx(kPack * kRows), one, one, tileBytes);
  OpBuilder::InsertionGuard guard(b);
  b.setInsertionPointToStart(&launch.getBody().front());
  Value dynamic = gpu::DynamicSharedMemoryOp::create(
      b, loc,
      MemRefType::get({ShapedType::kDynamic}, b.getI8Type(),
                      MemRefLayoutAttrInterface(), workgroup));
  Value tile =
      memref::ViewOp::create(b, loc, tileType, dynamic, idx(0), ValueRange{});
  Value block = gpu::BlockIdOp::create(b, loc, gpu::Dimension::x);
  Value x0 = mul(div(block, tilesK), kPack);
  Value k0 = mul(rem(block, tilesK), kPack);
  Value batch = gpu::BlockIdOp::create(b, loc, gpu::Dimension::y);
  Value tid = gpu::ThreadIdOp::create(b, loc, gpu::Dimension::x);
  Value column = rem(tid, kPack), row = div(tid, kPack);
  Value zero = idx(0);
  // The loop point of element (x, k) of the batch (block y: the batch
  // loops the operand uses).
  SmallVector<Value> point(plan.op.getNumLoops(), zero);
  if (!form->batch.dims.empty())
    delinearize(batch, form->batch, point);
  auto inBounds = [&](Value x, Value k) {
    Value valid;
    if (sizeX % kPack)
      valid = lt(x, sizeX);
    if (plan.sizeK % kPack)
      valid = andI(valid, lt(k, plan.sizeK));
    return valid;
  };
  Value f32Zero = arith::ConstantOp::create(b, loc, b.getF32FloatAttr(0.0f));
  // Read: thread (column, row) loads (x0 + column, k0 + row + kRows i), a
  // warp 32 consecutive elements of X, the operand's contiguous index
  // (BF16 also packs an operand contiguous along K: (x0 + row + kRows i,
  // k0 + column)); zero outside the operand, from a clamped address.
  bool alongX = contiguousAlong(map, groupX);
  for (int64_t i = 0; i < kPack; i += kRows) {
    Value kIn = alongX ? add(row, idx(i)) : column;
    Value xIn = alongX ? column : add(row, idx(i));
    Value x = add(x0, xIn), k = add(k0, kIn);
    Value valid = inBounds(x, k);
    if (valid) {
      x = arith::SelectOp::create(b, loc, valid, x, zero);
      k = arith::SelectOp::create(b, loc, valid, k, zero);
    }
    delinearize(x, groupX, point);
    delinearize(k, plan.k, point);
    Value v = memref::LoadOp::create(b, loc, operand, indicesAt(map, point));
    if (valid)
      v = arith::SelectOp::create(b, loc, valid, v, f32Zero);
    memref::StoreOp::create(b, loc, v, tile, ValueRange{kIn, xIn});
  }
  gpu::BarrierOp::create(b, loc);
  // Write: thread (column, row) stores (x0 + row + kRows i, k0 + column), a
  // warp 32 consecutive elements of K.
  for (int64_t i = 0; i < kPack; i += kRows) {
    OpBuilder::InsertionGuard inner(b);
    Value xIn = add(row, idx(i));
    Value x = add(x0, xIn), k = add(k0, column);
    Value v = memref::LoadOp::create(b, loc, tile, ValueRange{column, xIn});
    if (Value valid = inBounds(x, k)) {
      auto ifOp = scf::IfOp::create(b, loc, valid, false);
      b.setInsertionPointToStart(&ifOp.getThenRegion().front());
    }
    delinearize(x, groupX, point);
    delinearize(k, plan.k, point);
    if (form->type.getElementType().isBF16())
      v = arith::TruncFOp::create(b, loc, b.getBF16Type(), v);
    memref::StoreOp::create(b, loc, v, buffer, indicesAt(form->map, point));
  }
  gpu::TerminatorOp::create(b, loc);
  operand = buffer;
  map = form->map;
  (isB ? plan.padB : plan.padA).reset();
  return launch;
}

Value GemmEmitter::createTmaDescriptor(bool isB) {
  const TileLayout &layout = isB ? lb : la;
  Value buffer = isB ? plan.b : plan.a;
  const DimGroup &groupX = isB ? plan.n : plan.m;
  int64_t sizeX = groupX.size();
  // The packed form of the operand as the kernel reads it (the workspace,
  // or the operand already so): its batch loops index the tensor map's
  // outermost dimension.
  std::optional<PackedOperand> form =
      packedForm(plan, cfg, buffer, isB ? plan.mapB : plan.mapA, groupX, false);
  assert(form && "a TMA operand has the packed layout");
  tmaBatch[isB] = form->batch;
  auto type = cast<MemRefType>(buffer.getType());
  Type element = type.getElementType();
  // The workspace is `[batch loops][X's loops][K's loops]`, contiguous: a
  // 3-D view of it, whatever the loops.
  int64_t batch = type.getNumElements() / (sizeX * plan.sizeK);
  auto flat = MemRefType::get({batch, sizeX, plan.sizeK}, element);
  Value view = memref::ReinterpretCastOp::create(
      b, loc, flat, buffer, /*offset=*/0, {batch, sizeX, plan.sizeK},
      {sizeX * plan.sizeK, plan.sizeK, 1});
  Value unranked =
      memref::CastOp::create(b, loc, UnrankedMemRefType::get(element, 0), view);
  auto workgroup = gpu::AddressSpaceAttr::get(
      b.getContext(), gpu::GPUDialect::getWorkgroupAddressSpace());
  auto box = MemRefType::get({1, layout.rows, layout.cols}, element,
                             MemRefLayoutAttrInterface(), workgroup);
  // The stages' swizzles are the TMA's patterns of the same width
  // (swizzleStage); L2 fetches of 256 bytes, as CUTLASS's kernels ask.
  auto descriptorType = nvgpu::TensorMapDescriptorType::get(
      b.getContext(), box,
      layout.rowBytes() == 128 ? nvgpu::TensorMapSwizzleKind::SWIZZLE_128B
                               : nvgpu::TensorMapSwizzleKind::SWIZZLE_64B,
      nvgpu::TensorMapL2PromoKind::L2PROMO_256B,
      nvgpu::TensorMapOOBKind::OOB_ZERO,
      nvgpu::TensorMapInterleaveKind::INTERLEAVE_NONE);
  return nvgpu::TmaCreateDescriptorOp::create(
      b, loc, descriptorType, unranked,
      ValueRange{idx(1), idx(layout.rows), idx(layout.cols)});
}

void GemmEmitter::initTmaBarriers(Value tid) {
  auto workgroup = gpu::AddressSpaceAttr::get(
      b.getContext(), gpu::GPUDialect::getWorkgroupAddressSpace());
  tmaBarriers = nvgpu::MBarrierCreateOp::create(
      b, loc,
      nvgpu::MBarrierGroupType::get(b.getContext(), workgroup, cfg.stages));
  Value first =
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, tid, idx(0));
  auto ifOp = scf::IfOp::create(b, loc, first, /*withElseRegion=*/false);
  {
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPointToStart(&ifOp.getThenRegion().front());
    for (int64_t s = 0; s < cfg.stages; ++s)
      nvgpu::MBarrierInitOp::create(b, loc, tmaBarriers, idx(1), idx(s),
                                    /*predicate=*/Value());
    // The initialized barriers visible to the TMA unit's completions.
    fenceAsyncProxy();
  }
  gpu::BarrierOp::create(b, loc);
}

void GemmEmitter::issueTma(Value tid, Value kTile, Value stage, Value blockM,
                           Value blockN, Value smemA, Value smemB) {
  Value first =
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, tid, idx(0));
  auto ifOp = scf::IfOp::create(b, loc, first, /*withElseRegion=*/false);
  OpBuilder::InsertionGuard guard(b);
  b.setInsertionPointToStart(&ifOp.getThenRegion().front());
  // The whole boxes count, zeros filled outside the workspace included.
  int64_t bytes = 0;
  for (const TileLayout *layout : {&la, &lb})
    if (layout->tma)
      bytes += layout->rows * layout->cols * layout->elementBytes;
  nvgpu::MBarrierArriveExpectTxOp::create(b, loc, tmaBarriers, idx(bytes),
                                          stage, /*predicate=*/Value());
  // Coordinates innermost first: K, X, the operand's batch index.
  Value kBase =
      mul(sliceFirstTile ? add(sliceFirstTile, kTile) : kTile, cfg.blockK);
  auto load = [&](bool isB, Value smem, Value x0) {
    const TileLayout &layout = isB ? lb : la;
    // The operand's batch loops linearized (the workspace's leading
    // dimensions).
    Value batch;
    for (auto [d, size] : llvm::zip(tmaBatch[isB].dims, tmaBatch[isB].sizes)) {
      Value iv = batchPoint[llvm::find(plan.batch, d) - plan.batch.begin()];
      batch = batch ? add(mul(batch, size), iv) : iv;
    }
    if (!batch)
      batch = idx(0);
    SmallVector<OpFoldResult> offsets = {stage, b.getIndexAttr(0),
                                         b.getIndexAttr(0)};
    SmallVector<OpFoldResult> sizes = {b.getIndexAttr(1),
                                       b.getIndexAttr(layout.rows),
                                       b.getIndexAttr(layout.cols)};
    SmallVector<OpFoldResult> strides(3, b.getIndexAttr(1));
    Value tile =
        memref::SubViewOp::create(b, loc, smem, offsets, sizes, strides);
    nvgpu::TmaAsyncLoadOp::create(b, loc, tile, tmaBarriers, isB ? tmaB : tmaA,
                                  ValueRange{kBase, x0, batch}, stage,
                                  /*multicastMask=*/Value(),
                                  /*predicate=*/Value());
  };
  if (la.tma)
    load(/*isB=*/false, smemA, blockM);
  if (lb.tma)
    load(/*isB=*/true, smemB, blockN);
}

void GemmEmitter::waitTma(Value kTile) {
  Value use = rem(div(kTile, cfg.stages), 2);
  Value parity = arith::IndexCastUIOp::create(b, loc, b.getI1Type(), use);
  // The suspend-time hint of each try (upstream's tests take the same).
  constexpr int64_t kTicks = 10000000;
  nvgpu::MBarrierTryWaitParityOp::create(b, loc, tmaBarriers, parity,
                                         idx(kTicks), rem(kTile, cfg.stages));
}

void GemmEmitter::storePartials(ArrayRef<Piece> pieces, int64_t width,
                                Value slice, Value batch) {
  bool edgeM = plan.sizeM % cfg.blockM != 0;
  bool edgeN = plan.sizeN % cfg.blockN != 0;
  // The workspace's rows are the linearized N: a vector store needs N to be
  // a multiple of it.
  bool vectorStore = width > 1 && plan.sizeN % width == 0;
  for (const Piece &piece : pieces) {
    OpBuilder::InsertionGuard guard(b);
    if (edgeM) {
      auto ifOp = scf::IfOp::create(b, loc, lt(piece.m, plan.sizeM), false);
      b.setInsertionPointToStart(&ifOp.getThenRegion().front());
    }
    if (vectorStore) {
      if (edgeN) {
        auto ifOp = scf::IfOp::create(b, loc, lt(piece.n0, plan.sizeN), false);
        b.setInsertionPointToStart(&ifOp.getThenRegion().front());
      }
      vector::StoreOp::create(b, loc, piece.acc, workspace,
                              ValueRange{slice, batch, piece.m, piece.n0});
      continue;
    }
    for (int64_t e = 0; e < width; ++e) {
      OpBuilder::InsertionGuard elemGuard(b);
      Value n = add(piece.n0, idx(e));
      if (edgeN) {
        auto ifOp = scf::IfOp::create(b, loc, lt(n, plan.sizeN), false);
        b.setInsertionPointToStart(&ifOp.getThenRegion().front());
      }
      Value v =
          vector::ExtractOp::create(b, loc, piece.acc, ArrayRef<int64_t>{e});
      memref::StoreOp::create(b, loc, v, workspace,
                              ValueRange{slice, batch, piece.m, n});
    }
  }
}

gpu::LaunchOp GemmEmitter::emitCombine(int64_t batches) {
  // One thread per `width` consecutive columns of a row: within one row of
  // N's innermost loop, so that the epilogue's stores are vectors too.
  int64_t innermostN = plan.n.sizes.back();
  int64_t width = innermostN % 4 == 0 ? 4 : innermostN % 2 == 0 ? 2 : 1;
  int64_t chunksPerRow = plan.sizeN / width;
  int64_t total = batches * plan.sizeM * chunksPerRow;
  constexpr int64_t kThreads = 256;
  Value one = idx(1);
  auto launch =
      gpu::LaunchOp::create(b, loc, idx(llvm::divideCeil(total, kThreads)), one,
                            one, idx(kThreads), one, one);
  Block &body = launch.getBody().front();
  b.setInsertionPointToStart(&body);
  Value linear =
      add(mul(gpu::BlockIdOp::create(b, loc, gpu::Dimension::x), kThreads),
          gpu::ThreadIdOp::create(b, loc, gpu::Dimension::x));
  auto inRange = scf::IfOp::create(b, loc, lt(linear, total), false);
  b.setInsertionPointToStart(&inRange.getThenRegion().front());
  Value n0 = mul(rem(linear, chunksPerRow), width);
  Value row = div(linear, chunksPerRow);
  Value m = rem(row, plan.sizeM);
  Value batch = div(row, plan.sizeM);
  auto type = VectorType::get({width}, f32);
  auto loadSlice = [&](Value s) -> Value {
    return vector::LoadOp::create(b, loc, type, workspace,
                                  ValueRange{s, batch, m, n0});
  };
  // The fill's value, then the slices in order: the same sum on every run.
  Value sum = loadSlice(idx(0));
  if (plan.init)
    sum = arith::AddFOp::create(
        b, loc, vector::BroadcastOp::create(b, loc, type, plan.init), sum);
  auto loop = scf::ForOp::create(
      b, loc, one, idx(cfg.splitK), one, ValueRange{sum},
      [&](OpBuilder &nested, Location, Value s, ValueRange iterArgs) {
        OpBuilder::InsertionGuard guard(b);
        b.setInsertionPoint(nested.getInsertionBlock(),
                            nested.getInsertionPoint());
        Value next =
            arith::AddFOp::create(b, loc, iterArgs.front(), loadSlice(s));
        scf::YieldOp::create(b, loc, next);
      });
  Piece piece{m, n0, loop.getResult(0)};
  emitEpilogue(piece, width, batchIndices(batch), /*guarded=*/false);
  b.setInsertionPointToEnd(&body);
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

void GemmEmitter::emitEpilogue(ArrayRef<Piece> pieces, int64_t width,
                               ArrayRef<Value> batchIvs, bool guarded) {
  bool edgeM = guarded && plan.sizeM % cfg.blockM != 0;
  bool edgeN = guarded && plan.sizeN % cfg.blockN != 0;
  // Vector stores need the result contiguous along N's innermost loop (not
  // so where the operands are swapped) and every row of it aligned to the
  // vector.
  auto innermost = dyn_cast<AffineDimExpr>(
      plan.mapC.getResult(plan.mapC.getNumResults() - 1));
  bool vectorStore =
      width > 1 && innermost && innermost.getPosition() == plan.n.dims.back() &&
      plan.n.sizes.back() % width == 0 &&
      llvm::all_of(plan.stored, [](Value buffer) {
        return cast<MemRefType>(buffer.getType()).getLayout().isIdentity();
      });
  auto accType = VectorType::get({width}, f32);
  bool partial = edgeN && plan.sizeN % width != 0;

  for (const Piece &piece : pieces) {
    Value m = piece.m, n0 = piece.n0;
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

SmallVector<gpu::LaunchOp, 2> gemm::emitKernel(RewriterBase &rewriter,
                                               GemmPlan &plan,
                                               const GemmConfig &config,
                                               const TileLayout &la,
                                               const TileLayout &lb) {
  return GemmEmitter(rewriter, plan, config, la, lb).emit();
}
