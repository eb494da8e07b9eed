//===- GemmEmitter.h - transform.kgen.gemm_pipelined's emitter --*- C++ -*-===//
//
// Part of kgen. Internal to dialects/Kgen/TransformOps: the emitter of one
// GEMM kernel, shared by GemmKernel.cpp (the launch, the copies, the K
// loop, the epilogue, split-K) and GemmMma.cpp (a K tile's products on
// the tensor cores: mma.sync and Hopper's warpgroup MMA).
//
//===----------------------------------------------------------------------===//

#ifndef KGEN_TRANSFORMOPS_GEMMEMITTER_H
#define KGEN_TRANSFORMOPS_GEMMEMITTER_H

#include "GemmKernel.h"

#include "mlir/Dialect/Affine/Utils.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"

#include <limits>

namespace mlir {
namespace kgen {
namespace gemm {

/// Bytes the swizzled tiles' base is aligned to: the 128-byte swizzle
/// repeats every 8 rows of 128 bytes, and a wgmma descriptor's swizzle is
/// computed from the address bits.
static constexpr int64_t kSwizzleAlign = 1024;

/// Emits the kernel for one plan.
class GemmEmitter {
public:
  GemmEmitter(RewriterBase &rewriter, GemmPlan &plan, const GemmConfig &config,
              const TileLayout &la, const TileLayout &lb)
      : b(rewriter), plan(plan), cfg(config), la(la), lb(lb),
        loc(plan.op.getLoc()) {}

  SmallVector<gpu::LaunchOp, 2> emit();

private:
  Value idx(int64_t v) { return arith::ConstantIndexOp::create(b, loc, v); }
  /// The batch dimensions' indices of a linear batch index (the last
  /// dimension fastest).
  SmallVector<Value> batchIndices(Value linear) {
    SmallVector<Value> indices(plan.batch.size());
    for (int64_t i = plan.batch.size() - 1; i >= 0; --i) {
      indices[i] = rem(linear, plan.batchSizes[i]);
      linear = div(linear, plan.batchSizes[i]);
    }
    return indices;
  }
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
  /// The column of element (x, k) in a 128-byte row x with the 128-byte
  /// swizzle, `chunk` elements to 16 bytes (4 f32, 8 bf16): its 16-byte
  /// chunk k / chunk exchanged with chunk (k / chunk) ^ (x % 8).
  Value swizzle(Value x, Value k, int64_t chunk = 4) {
    return arith::XOrIOp::create(b, loc, k, mul(rem(x, 8), chunk));
  }
  /// The column of element (x, k) in a BF16 tile's row x (64 bytes, the
  /// 64-byte swizzle): its 16-byte chunk k / 8 exchanged with chunk
  /// (k / 8) ^ ((x / 2) % 4).
  Value swizzleBf16(Value x, Value k) {
    return arith::XOrIOp::create(b, loc, k, mul(rem(div(x, 2), 4), 8));
  }
  /// The column of element (x, k) in row x of a swizzled stage: rows of
  /// 128 bytes (32 f32 or 64 bf16) take the 128-byte swizzle, rows of 64
  /// bytes the 64-byte one (swizzleBf16).
  Value swizzleStage(const TileLayout &layout, Value x, Value k) {
    if (layout.rowBytes() == 64)
      return swizzleBf16(x, k);
    return swizzle(x, k, 16 / layout.elementBytes);
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
  /// The TF32 part of each element of an f32 vector (3xTF32's split).
  Value tf32Part(Value vector);
  /// Each element of an f32 vector rounded to nearest TF32.
  Value tf32Round(Value vector);
  /// Tensor cores: a warp's mma.sync of one K tile onto its accumulators.
  void computeMma(Value smemA, Value smemB, Value stage,
                  MutableArrayRef<Value> acc);
  /// BF16 (m16n8k16) mma.sync of one K tile onto the accumulators, its
  /// fragments built from the m16n8k8 fragments (`loadA(i, s)`: MMA row
  /// tile i at K step s of 8) of two consecutive K steps.
  void computeMmaBf16(function_ref<Value(int64_t, int64_t)> loadA,
                      function_ref<Value(int64_t, int64_t)> loadB,
                      MutableArrayRef<Value> acc);
  /// Warpgroup MMA rewriting ahead (GemmConfig::rewritesAhead): writes the
  /// K tile in `stage` where its wgmma read it, in the tiles rewritten
  /// ahead of `slot` (AheadTiles): 3xTF32 splits it into its TF32 parts
  /// (in place) and its remainders;
  /// BF16 rounds it into the BF16 tile; TF32 transposes a restaged operand
  /// into its K-major tile. Then fences the writes to the async proxy (the
  /// caller's barrier publishes them).
  void rewriteStage(Value smemA, Value smemB, Value stage, Value slot);
  /// Warpgroup MMA: issues and commits a warpgroup's wgmma of the K tile in
  /// `stage`, reading the tiles rewritten ahead of `slot` where an operand
  /// has them; returns the products' fragment (one LLVM struct of its
  /// registers), written by the wgmma in flight: TF32 and BF16 onto `acc`,
  /// 3xTF32 from zero.
  Value issueWarpgroup(Value stage, Value slot, Value acc);
  /// Waits until at most `inFlight` wgmma groups are pending, then returns
  /// the accumulators: the products (TF32) or `acc` plus the products
  /// (3xTF32).
  Value finishWarpgroup(Value products, Value acc, int64_t inFlight);
  /// Orders the accumulator fragment's registers against the warpgroup
  /// MMAs that write them (see the definition).
  Value fenceRegisters(Value fragment);
  /// Makes this thread's generic-proxy writes of shared memory (cp.async,
  /// stores) visible to the async proxy that wgmma reads through (before
  /// the barrier that publishes them).
  void fenceAsyncProxy();
  /// The wgmma descriptor of the K-major matrix at byte `address` of shared
  /// memory, rows of `rowBytes` (128 or 64) with the swizzle of that width
  /// (8-row core matrix groups 8 rows apart).
  Value descriptor(Value address, int64_t rowBytes);
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
  /// Runs the epilogue on `pieces` and stores the results; `guarded`: a
  /// piece may lie outside the result (an edge tile).
  void emitEpilogue(ArrayRef<Piece> pieces, int64_t width,
                    ArrayRef<Value> batchIvs, bool guarded);
  /// Packs one operand (GemmConfig::packA, packB) before the kernel: a
  /// workspace of its packed form (PackedOperand), allocated at the
  /// insertion point, and the launch that fills it; the plan then reads
  /// the workspace. Returns the launch; the workspace goes to `packed`.
  gpu::LaunchOp emitPack(bool isB);
  /// TMA (TileLayout::tma): on the host, the tensor map of an operand in
  /// the packed layout (its workspace, or itself) viewed as
  /// `[batch][x][k]`, its box one stage tile
  /// (`1 x rows x cols`) with the swizzle of its rows.
  Value createTmaDescriptor(bool isB);
  /// TMA: the stages' mbarriers, created and initialized by thread 0 (an
  /// arrival count of one: its own expect_tx), then a barrier.
  void initTmaBarriers(Value tid);
  /// TMA: thread 0 arms the mbarrier of `stage` with the bytes of the TMA
  /// operands' tiles and issues their copies of K tile `kTile` (the X
  /// offsets `blockM`, `blockN`; zeros outside the workspace).
  void issueTma(Value tid, Value kTile, Value stage, Value blockM, Value blockN,
                Value smemA, Value smemB);
  /// TMA: every thread waits until K tile `kTile`'s copies have landed
  /// (its stage's mbarrier completes phase kTile / stages, mod 2).
  void waitTma(Value kTile);
  /// Split-K: stores a slice's accumulators to its layer of the workspace.
  void storePartials(ArrayRef<Piece> pieces, int64_t width, Value slice,
                     Value batch);
  /// Split-K: the kernel that adds the workspace's layers in order and runs
  /// the epilogue, right after the slices' launch.
  gpu::LaunchOp emitCombine(int64_t batches);

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
  // Split-K: the first K tile of the block's slice, and the workspace
  // (`[slice][batch][m][n]`, the linearized M and N).
  Value sliceFirstTile, workspace;
  // The packed operands' workspaces, freed after the kernel.
  SmallVector<Value, 2> packed;
  // TMA: A's and B's tensor maps (null for an operand without TMA), the
  // batch loops each uses, and the stages' mbarriers.
  Value tmaA, tmaB, tmaBarriers;
  DimGroup tmaBatch[2];
  // Warpgroup MMA: the shared-memory addresses of A's and B's stages
  // (aligned to kSwizzleAlign), the tiles of each rewritten ahead, the
  // warp's index in its warpgroup.
  Value addressA, addressB, warpInGroup;
  /// An operand's tiles rewritten ahead (two of each, GemmConfig::
  /// rewritesAhead), null where it has none: the tile its wgmma reads in
  /// place of the stage (BF16, restaged: K-major, swizzled) and 3xTF32's
  /// remainders; their shared-memory addresses.
  struct AheadTiles {
    Value read, readAddress, remainder, remainderAddress;
  };
  AheadTiles aheadA, aheadB;
};

} // namespace gemm
} // namespace kgen
} // namespace mlir

#endif // KGEN_TRANSFORMOPS_GEMMEMITTER_H
