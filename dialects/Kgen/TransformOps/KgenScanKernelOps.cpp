//===- KgenScanKernelOps.cpp - transform.kgen.scan_rows -------------------===//
//
// Part of kgen.
//
//===----------------------------------------------------------------------===//
//
// The row scan kernel: a kgen.cumsum along the innermost dimension as a
// gpu.launch with one block per row, in tiles of threads x vector elements
// (the op's description in KgenScanKernelOps.td has the algorithm).
//
//===----------------------------------------------------------------------===//

#include "Kgen/IR/KgenOps.h"
#include "Kgen/TransformOps/KgenTransformOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"

#include <limits>

using namespace mlir;
using namespace mlir::kgen;

namespace {
/// What one scan kernel computes and how.
struct ScanKernel {
  int64_t rows = 0;   // blocks: the product of the leading dimensions
  int64_t length = 0; // elements per row (the scanned dimension)
  int64_t threads = 0;
  int64_t vector = 0; // consecutive elements per thread and tile
  int64_t chunk = 0;  // elements per load or store (4: 128-bit accesses)
  bool exclusive = false;
  bool reverse = false;
};

/// Emits the kernel body (see the op's description). `in` and `out` are
/// f32 buffers of the same identity-layout type; `at(row, pos)` gives the
/// indices of element `pos` of a row.
class ScanEmitter {
public:
  ScanEmitter(OpBuilder &b, Location loc, const ScanKernel &k, Value in,
              Value out, int64_t rank)
      : b(b), loc(loc), k(k), in(in), out(out), rank(rank) {}

  gpu::LaunchOp emit();

private:
  Value idx(int64_t v) { return arith::ConstantIndexOp::create(b, loc, v); }
  Value f32(double v) {
    return arith::ConstantOp::create(b, loc, b.getF32FloatAttr(v));
  }
  Value add(Value x, Value y) { return arith::AddFOp::create(b, loc, x, y); }
  Value addi(Value x, Value y) { return arith::AddIOp::create(b, loc, x, y); }
  Value muli(Value x, int64_t y) {
    return arith::MulIOp::create(b, loc, x, idx(y));
  }
  SmallVector<Value> at(Value pos) {
    if (rank == 1)
      return {pos};
    return {row, pos};
  }
  /// One tile (tile index `tile`, shared-memory half `half`): returns the
  /// carry after it.
  Value emitTile(Value tile, Value half, Value carry, bool edge);

  OpBuilder &b;
  Location loc;
  const ScanKernel &k;
  Value in, out;
  int64_t rank;
  Value row, lane, warp, threadOffset, shared;
};
} // namespace

gpu::LaunchOp ScanEmitter::emit() {
  Value one = idx(1);
  auto launch = gpu::LaunchOp::create(b, loc, idx(k.rows), one, one,
                                      idx(k.threads), one, one);
  b.setInsertionPointToStart(&launch.getBody().front());
  row = launch.getBlockIds().x;
  Value tid = launch.getThreadIds().x;
  lane = arith::RemUIOp::create(b, loc, tid, idx(32));
  warp = arith::DivUIOp::create(b, loc, tid, idx(32));
  threadOffset = muli(tid, k.vector);
  // The warps' totals of a tile, two alternating halves: a warp publishing
  // tile t + 1's total cannot overwrite what a slower warp still reads of
  // tile t (it has passed tile t + 1's barrier only after all did).
  auto workgroup = gpu::AddressSpaceAttr::get(
      b.getContext(), gpu::GPUDialect::getWorkgroupAddressSpace());
  shared = memref::AllocOp::create(
      b, loc,
      MemRefType::get({2, k.threads / 32}, b.getF32Type(),
                      MemRefLayoutAttrInterface(), workgroup));

  int64_t tileSize = k.threads * k.vector;
  int64_t fullTiles = k.length / tileSize;
  Value carry = f32(0);
  if (fullTiles > 0) {
    auto loop = scf::ForOp::create(b, loc, idx(0), idx(fullTiles), one,
                                   ValueRange{carry});
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPointToStart(loop.getBody());
    Value t = loop.getInductionVar();
    Value next = emitTile(t, arith::RemUIOp::create(b, loc, t, idx(2)),
                          loop.getRegionIterArg(0), /*edge=*/false);
    scf::YieldOp::create(b, loc, next);
    carry = loop.getResult(0);
  }
  if (k.length % tileSize)
    emitTile(idx(fullTiles), idx(fullTiles % 2), carry, /*edge=*/true);
  gpu::TerminatorOp::create(b, loc);
  return launch;
}

Value ScanEmitter::emitTile(Value tile, Value half, Value carry, bool edge) {
  int64_t v = k.vector, n = k.length;
  Type f32Type = b.getF32Type();
  Value zero = f32(0);
  // The thread's elements in scan order: positions start .. start + v - 1
  // of the row read forwards (or backwards when reversed).
  Value start = addi(muli(tile, k.threads * v), threadOffset);
  SmallVector<Value> x(v), valid(v), where(v);
  if (!edge) {
    // Physical start of the thread's v elements; loads of `chunk`.
    Value first = k.reverse
                      ? Value(arith::SubIOp::create(b, loc, idx(n - v), start))
                      : start;
    auto chunkType = VectorType::get({k.chunk}, f32Type);
    for (int64_t c = 0; c < v; c += k.chunk) {
      Value vec = vector::LoadOp::create(
          b, loc, chunkType, in, at(addi(first, idx(c))),
          /*nontemporal=*/false, llvm::MaybeAlign(k.chunk * 4));
      for (int64_t e = 0; e < k.chunk; ++e) {
        int64_t physical = c + e;
        x[k.reverse ? v - 1 - physical : physical] =
            vector::ExtractOp::create(b, loc, vec, e);
      }
    }
  } else {
    // The tile the row ends in: in-bounds (clamped) loads, 0 outside.
    for (int64_t i = 0; i < v; ++i) {
      Value q = addi(start, idx(i));
      valid[i] =
          arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult, q, idx(n));
      Value clamped = arith::MinUIOp::create(b, loc, q, idx(n - 1));
      where[i] = k.reverse
                     ? Value(arith::SubIOp::create(b, loc, idx(n - 1), clamped))
                     : clamped;
      Value loaded = memref::LoadOp::create(b, loc, in, at(where[i]));
      x[i] = arith::SelectOp::create(b, loc, valid[i], loaded, zero);
    }
  }

  // Inclusive scan of the thread's elements, in registers.
  SmallVector<Value> sums(v);
  sums[0] = x[0];
  for (int64_t i = 1; i < v; ++i)
    sums[i] = add(sums[i - 1], x[i]);
  // Inclusive scan of the threads' totals in the warp.
  Value warpSum = sums[v - 1];
  for (int32_t d = 1; d < 32; d *= 2) {
    auto up =
        gpu::ShuffleOp::create(b, loc, warpSum, d, 32, gpu::ShuffleMode::UP);
    warpSum = arith::SelectOp::create(
        b, loc, up.getValid(), add(up.getShuffleResult(), warpSum), warpSum);
  }
  // The totals of the warp's threads before this one.
  auto before =
      gpu::ShuffleOp::create(b, loc, warpSum, 1, 32, gpu::ShuffleMode::UP);
  Value threadPrefix = arith::SelectOp::create(b, loc, before.getValid(),
                                               before.getShuffleResult(), zero);
  // The last lane publishes the warp's total; after the barrier every
  // thread sums the totals of the warps before its own and of the tile.
  Value last =
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, lane, idx(31));
  scf::IfOp::create(b, loc, last, [&](OpBuilder &nb, Location l) {
    memref::StoreOp::create(nb, l, warpSum, shared, ValueRange{half, warp});
    scf::YieldOp::create(nb, l);
  });
  gpu::BarrierOp::create(b, loc);
  Value warpPrefix = zero, tileTotal = zero;
  for (int64_t w = 0; w < k.threads / 32; ++w) {
    Value total =
        memref::LoadOp::create(b, loc, shared, ValueRange{half, idx(w)});
    Value earlier =
        arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult, idx(w), warp);
    warpPrefix = arith::SelectOp::create(b, loc, earlier,
                                         add(warpPrefix, total), warpPrefix);
    tileTotal = add(tileTotal, total);
  }
  Value prefix = add(carry, add(warpPrefix, threadPrefix));

  SmallVector<Value> y(v);
  for (int64_t i = 0; i < v; ++i)
    y[i] = k.exclusive ? (i == 0 ? prefix : add(prefix, sums[i - 1]))
                       : add(prefix, sums[i]);
  if (!edge) {
    Value first = k.reverse
                      ? Value(arith::SubIOp::create(b, loc, idx(n - v), start))
                      : start;
    auto chunkType = VectorType::get({k.chunk}, f32Type);
    for (int64_t c = 0; c < v; c += k.chunk) {
      SmallVector<Value> elements;
      for (int64_t e = 0; e < k.chunk; ++e) {
        int64_t physical = c + e;
        elements.push_back(y[k.reverse ? v - 1 - physical : physical]);
      }
      Value vec = vector::FromElementsOp::create(b, loc, chunkType, elements);
      vector::StoreOp::create(b, loc, vec, out, at(addi(first, idx(c))),
                              /*nontemporal=*/false,
                              llvm::MaybeAlign(k.chunk * 4));
    }
  } else {
    for (int64_t i = 0; i < v; ++i)
      scf::IfOp::create(b, loc, valid[i], [&](OpBuilder &nb, Location l) {
        memref::StoreOp::create(nb, l, y[i], out, at(where[i]));
        scf::YieldOp::create(nb, l);
      });
  }
  return add(carry, tileTotal);
}

DiagnosedSilenceableFailure
transform::KgenScanRowsOp::apply(TransformRewriter &rewriter,
                                 TransformResults &results,
                                 TransformState &state) {
  int64_t knobs[2];
  for (auto [param, slot] :
       llvm::zip_equal(ValueRange{getThreads(), getVector()}, knobs)) {
    ArrayRef<Attribute> values = state.getParams(param);
    auto value = values.size() == 1 ? dyn_cast<IntegerAttr>(values.front())
                                    : IntegerAttr();
    if (!value)
      return emitDefiniteFailure()
             << "expects each knob to be one integer parameter";
    slot = value.getInt();
  }

  // Check every target before rewriting any.
  SmallVector<std::pair<CumSumOp, ScanKernel>> work;
  for (Operation *target : state.getPayloadOps(getTarget())) {
    auto scan = dyn_cast<CumSumOp>(target);
    if (!scan)
      return emitSilenceableError()
             << "expects a kgen.cumsum, got '" << target->getName() << "'";
    auto type = cast<RankedTensorType>(scan.getInput().getType());
    if (!type.getElementType().isF32())
      return emitSilenceableError()
             << "expects f32 elements, got " << type.getElementType();
    if (!type.hasStaticShape())
      return emitSilenceableError() << "expects a static shape, got " << type;
    if (scan.getDimension() != type.getRank() - 1)
      return emitSilenceableError()
             << "scans dimension " << scan.getDimension()
             << ", not the innermost one (" << type.getRank() - 1 << ")";
    ScanKernel kernel;
    kernel.length = type.getShape().back();
    kernel.rows = type.getNumElements() / std::max<int64_t>(kernel.length, 1);
    if (kernel.length == 0 || kernel.rows == 0)
      return emitSilenceableError() << "has no elements to scan";
    if (kernel.rows > std::numeric_limits<int32_t>::max())
      return emitSilenceableError()
             << kernel.rows << " rows do not fit a grid of 2^31 - 1 blocks";
    kernel.vector = knobs[1] ? knobs[1] : 8;
    if (!llvm::is_contained({1, 2, 4, 8, 16}, kernel.vector))
      return emitSilenceableError()
             << "knobs do not fit: vector = " << kernel.vector
             << " is not one of 1, 2, 4, 8, 16";
    kernel.threads = knobs[0];
    if (!kernel.threads) {
      kernel.threads = 32;
      while (kernel.threads < 256 &&
             kernel.threads * kernel.vector < kernel.length)
        kernel.threads *= 2;
    }
    if (kernel.threads < 32 || kernel.threads > 1024 || kernel.threads % 32)
      return emitSilenceableError()
             << "knobs do not fit: threads = " << kernel.threads
             << " is not a multiple of 32 from 32 to 1024";
    kernel.chunk = 1;
    for (int64_t c : {4, 2})
      if (kernel.vector % c == 0 && kernel.length % c == 0) {
        kernel.chunk = c;
        break;
      }
    kernel.exclusive = scan.getExclusive();
    kernel.reverse = scan.getReverse();
    work.push_back({scan, kernel});
  }

  SmallVector<Operation *> launches;
  for (auto &[scan, kernel] : work) {
    Location loc = scan.getLoc();
    auto type = cast<RankedTensorType>(scan.getInput().getType());
    rewriter.setInsertionPoint(scan);
    auto bufferType = MemRefType::get(type.getShape(), type.getElementType());
    Value input = bufferization::ToBufferOp::create(
        rewriter, loc, bufferType, scan.getInput(), /*read_only=*/true);
    Value output = memref::AllocOp::create(rewriter, loc, bufferType);
    // Rows: the leading dimensions collapsed into one.
    int64_t rank = type.getRank();
    Value in = input, out = output;
    if (rank > 2) {
      SmallVector<ReassociationIndices> groups(2);
      for (int64_t d = 0; d + 1 < rank; ++d)
        groups[0].push_back(d);
      groups[1].push_back(rank - 1);
      in = memref::CollapseShapeOp::create(rewriter, loc, input, groups);
      out = memref::CollapseShapeOp::create(rewriter, loc, output, groups);
    }
    gpu::LaunchOp launch;
    {
      OpBuilder::InsertionGuard guard(rewriter);
      launch = ScanEmitter(rewriter, loc, kernel, in, out,
                           std::min<int64_t>(rank, 2))
                   .emit();
    }
    rewriter.setInsertionPointAfter(launch);
    Value result = bufferization::ToTensorOp::create(
        rewriter, loc, type, output, rewriter.getUnitAttr(),
        rewriter.getUnitAttr());
    rewriter.replaceOp(scan, result);
    launches.push_back(launch);
  }
  results.set(cast<OpResult>(getLaunch()), launches);
  return DiagnosedSilenceableFailure::success();
}

void transform::KgenScanRowsOp::getEffects(
    SmallVectorImpl<MemoryEffects::EffectInstance> &effects) {
  consumesHandle(getTargetMutable(), effects);
  onlyReadsHandle(getThreadsMutable(), effects);
  onlyReadsHandle(getVectorMutable(), effects);
  producesHandle(getOperation()->getOpResults(), effects);
  modifiesPayload(effects);
}
