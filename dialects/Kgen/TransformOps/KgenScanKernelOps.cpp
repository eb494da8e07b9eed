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

#include "KernelOpSupport.h"
#include "Kgen/IR/KgenOps.h"
#include "Kgen/TransformOps/KgenTransformOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

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
  int64_t chunk = 0;  // f32 elements per load or store (4: 128-bit)
  bool exclusive = false;
  bool reverse = false;
  /// Whether the result is written along the reversed dimension (an
  /// absorbed consumer reverses it).
  bool outputReversed = false;
};

/// A buffer the kernel reads elements from: the scan's input, or an input
/// of an absorbed elementwise producer (read along the reversed dimension
/// when the producer's indexing map reverses it).
struct ScanSource {
  Value buffer;
  bool reversed = false;
};

/// Emits the kernel body (see the op's description). `out` and the
/// sources' buffers have identity layouts and the rows x length shape
/// (rank 1 or 2); `producer`, when set, computes the scanned element from
/// the sources' elements (its body is cloned per element).
class ScanEmitter {
public:
  ScanEmitter(OpBuilder &b, Location loc, const ScanKernel &k,
              ArrayRef<ScanSource> sources, linalg::GenericOp producer,
              Value out, int64_t rank)
      : b(b), loc(loc), k(k), sources(sources), producer(producer), out(out),
        rank(rank) {}

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
  /// The physical position of the first of the thread's `vector` elements
  /// (logical positions start .. start + vector - 1, in scan order) in a
  /// row walked backwards when `reversed`.
  Value firstPhysical(Value start, bool reversed) {
    if (!reversed)
      return start;
    return arith::SubIOp::create(b, loc, idx(k.length - k.vector), start);
  }
  /// The physical position of logical position `q` (in bounds) in a row
  /// walked backwards when `reversed`.
  Value physical(OpBuilder &builder, Value q, bool reversed) {
    if (!reversed)
      return q;
    return arith::SubIOp::create(builder, loc, idx(k.length - 1), q);
  }
  /// The thread's elements of `source` in scan order; in the tile the row
  /// ends in, those at the clamped positions `clamped`.
  SmallVector<Value> load(const ScanSource &source, Value start,
                          ArrayRef<Value> clamped);
  /// The elements of every source for full tile `tile`, source by source.
  SmallVector<Value> loadTile(Value tile);
  /// One tile (tile index `tile`, shared-memory half `half`): returns the
  /// carry after it. A full tile's elements are `preloaded` (loadTile's).
  Value emitTile(Value tile, Value half, Value carry, bool edge,
                 ValueRange preloaded = {});

  OpBuilder &b;
  Location loc;
  const ScanKernel &k;
  ArrayRef<ScanSource> sources;
  linalg::GenericOp producer;
  Value out;
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
    // Software-pipelined: each iteration loads the next tile (the last one
    // again in the last iteration) before it scans the tile loaded by the
    // previous one, so the loads are in flight during the shuffles and the
    // barrier.
    SmallVector<Value> inits = {carry};
    llvm::append_range(inits, loadTile(idx(0)));
    auto loop = scf::ForOp::create(b, loc, idx(0), idx(fullTiles), one, inits);
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPointToStart(loop.getBody());
    Value t = loop.getInductionVar();
    Value nextTile =
        arith::MinUIOp::create(b, loc, addi(t, one), idx(fullTiles - 1));
    SmallVector<Value> yielded = {Value()};
    llvm::append_range(yielded, loadTile(nextTile));
    yielded[0] = emitTile(t, arith::RemUIOp::create(b, loc, t, idx(2)),
                          loop.getRegionIterArg(0), /*edge=*/false,
                          loop.getRegionIterArgs().drop_front());
    scf::YieldOp::create(b, loc, yielded);
    carry = loop.getResult(0);
  }
  if (k.length % tileSize)
    emitTile(idx(fullTiles), idx(fullTiles % 2), carry, /*edge=*/true);
  gpu::TerminatorOp::create(b, loc);
  return launch;
}

SmallVector<Value> ScanEmitter::load(const ScanSource &source, Value start,
                                     ArrayRef<Value> clamped) {
  int64_t v = k.vector;
  bool reversed = k.reverse != source.reversed;
  Type elementType = cast<MemRefType>(source.buffer.getType()).getElementType();
  SmallVector<Value> x(v);
  if (!clamped.empty()) {
    for (int64_t i = 0; i < v; ++i) {
      x[i] = memref::LoadOp::create(b, loc, source.buffer,
                                    at(physical(b, clamped[i], reversed)));
    }
    return x;
  }
  Value first = firstPhysical(start, reversed);
  // f32 elements by `chunk` (128-bit loads when it is 4), others one by one.
  int64_t chunk = elementType.isF32() ? k.chunk : 1;
  for (int64_t c = 0; c < v; c += chunk) {
    Value position = addi(first, idx(c));
    SmallVector<Value> elements;
    if (chunk == 1) {
      elements.push_back(
          memref::LoadOp::create(b, loc, source.buffer, at(position)));
    } else {
      Value vec = vector::LoadOp::create(
          b, loc, VectorType::get({chunk}, elementType), source.buffer,
          at(position), /*nontemporal=*/false, llvm::MaybeAlign(chunk * 4));
      for (int64_t e = 0; e < chunk; ++e)
        elements.push_back(vector::ExtractOp::create(b, loc, vec, e));
    }
    for (int64_t e = 0; e < chunk; ++e) {
      int64_t physical = c + e;
      x[reversed ? v - 1 - physical : physical] = elements[e];
    }
  }
  return x;
}

SmallVector<Value> ScanEmitter::loadTile(Value tile) {
  Value start = addi(muli(tile, k.threads * k.vector), threadOffset);
  SmallVector<Value> values;
  for (const ScanSource &source : sources)
    llvm::append_range(values, load(source, start, /*clamped=*/{}));
  return values;
}

Value ScanEmitter::emitTile(Value tile, Value half, Value carry, bool edge,
                            ValueRange preloaded) {
  int64_t v = k.vector, n = k.length;
  Type f32Type = b.getF32Type();
  Value zero = f32(0);
  // The thread's elements in scan order: logical positions start .. start +
  // v - 1 (position q is element q of the row, or n - 1 - q when walked
  // backwards).
  Value start = addi(muli(tile, k.threads * v), threadOffset);
  // The tile the row ends in: loads from in-bounds (clamped) positions, 0
  // outside the row, stores guarded.
  SmallVector<Value> valid, clamped;
  if (edge) {
    for (int64_t i = 0; i < v; ++i) {
      Value q = addi(start, idx(i));
      valid.push_back(
          arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult, q, idx(n)));
      clamped.push_back(arith::MinUIOp::create(b, loc, q, idx(n - 1)));
    }
  }
  SmallVector<SmallVector<Value>> loaded;
  for (auto [j, source] : llvm::enumerate(sources))
    loaded.push_back(edge
                         ? load(source, start, clamped)
                         : SmallVector<Value>(preloaded.slice(j * v, v).begin(),
                                              preloaded.slice(j * v, v).end()));
  SmallVector<Value> x(v);
  for (int64_t i = 0; i < v; ++i) {
    if (producer) {
      // The producer's body on the sources' elements.
      Block &body = producer.getRegion().front();
      IRMapping mapping;
      for (auto [j, values] : llvm::enumerate(loaded))
        mapping.map(body.getArgument(j), values[i]);
      for (Operation &op : body.without_terminator())
        b.clone(op, mapping);
      x[i] = mapping.lookupOrDefault(body.getTerminator()->getOperand(0));
    } else {
      x[i] = loaded[0][i];
    }
    if (edge)
      x[i] = arith::SelectOp::create(b, loc, valid[i], x[i], zero);
  }

  // Inclusive scan of the thread's elements, in registers.
  SmallVector<Value> sums = {x.front()};
  for (int64_t i = 1; i < v; ++i)
    sums.push_back(add(sums.back(), x[i]));
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
  bool reversed = k.reverse != k.outputReversed;
  if (!edge) {
    Value first = firstPhysical(start, reversed);
    auto chunkType = VectorType::get({k.chunk}, f32Type);
    for (int64_t c = 0; c < v; c += k.chunk) {
      SmallVector<Value> elements;
      for (int64_t e = 0; e < k.chunk; ++e) {
        int64_t physical = c + e;
        elements.push_back(y[reversed ? v - 1 - physical : physical]);
      }
      Value vec = vector::FromElementsOp::create(b, loc, chunkType, elements);
      vector::StoreOp::create(b, loc, vec, out, at(addi(first, idx(c))),
                              /*nontemporal=*/false,
                              llvm::MaybeAlign(k.chunk * 4));
    }
  } else {
    for (int64_t i = 0; i < v; ++i)
      scf::IfOp::create(b, loc, valid[i], [&](OpBuilder &nb, Location l) {
        memref::StoreOp::create(nb, l, y[i], out,
                                at(physical(nb, clamped[i], reversed)));
        scf::YieldOp::create(nb, l);
      });
  }
  return add(carry, tileTotal);
}

/// Whether `map` is the identity but for its innermost dimension, which it
/// walks backwards over `length` elements (d -> length - 1 - d): a flip.
static bool reversesInnermost(AffineMap map, int64_t length) {
  unsigned rank = map.getNumDims();
  if (rank == 0 || map.getNumResults() != rank || map.getNumSymbols())
    return false;
  MLIRContext *ctx = map.getContext();
  for (unsigned d = 0; d + 1 < rank; ++d)
    if (map.getResult(d) != getAffineDimExpr(d, ctx))
      return false;
  return map.getResult(rank - 1) == getAffineConstantExpr(length - 1, ctx) -
                                        getAffineDimExpr(rank - 1, ctx);
}

/// The elementwise producer of `scan`'s input that the kernel computes
/// instead of reading its result: a linalg.generic used only by the scan,
/// all loops parallel, its inputs of the scan's shape read through the
/// identity or a flip of the innermost dimension, a body without
/// linalg.index or memory effects that does not read the init.
static linalg::GenericOp absorbableProducer(CumSumOp scan) {
  auto generic = scan.getInput().getDefiningOp<linalg::GenericOp>();
  if (!generic || generic->getNumResults() != 1 ||
      !generic->getResult(0).hasOneUse() || generic.getNumDpsInits() != 1 ||
      generic.getNumReductionLoops() != 0 ||
      !generic.getIndexingMapsArray().back().isIdentity() ||
      generic.payloadUsesValueFromOperand(generic.getDpsInitOperand(0)))
    return {};
  ArrayRef<int64_t> shape = scan.getInput().getType().getShape();
  for (OpOperand *input : generic.getDpsInputOperands()) {
    auto type = dyn_cast<RankedTensorType>(input->get().getType());
    AffineMap map = generic.getMatchingIndexingMap(input);
    if (!type || type.getShape() != shape ||
        !(map.isIdentity() || reversesInnermost(map, shape.back())))
      return {};
  }
  for (Operation &op : generic.getRegion().front().without_terminator())
    if (!isMemoryEffectFree(&op))
      return {};
  if (generic.getRegion()
          .walk([](linalg::IndexOp) { return WalkResult::interrupt(); })
          .wasInterrupted())
    return {};
  return generic;
}

/// The consumer of `scan`'s result that the kernel writes instead: its only
/// user, a copy (linalg.generic yielding its one input) that flips the
/// innermost dimension.
static linalg::GenericOp absorbableFlip(CumSumOp scan) {
  if (!scan.getResult().hasOneUse())
    return {};
  auto generic = dyn_cast<linalg::GenericOp>(*scan->user_begin());
  if (!generic || generic.getNumDpsInputs() != 1 ||
      generic.getDpsInputOperand(0)->get() != scan.getResult() ||
      generic->getNumResults() != 1 || generic.getNumReductionLoops() != 0 ||
      generic.getResult(0).getType() != scan.getResult().getType() ||
      !generic.getIndexingMapsArray().back().isIdentity() ||
      !reversesInnermost(
          generic.getMatchingIndexingMap(generic.getDpsInputOperand(0)),
          scan.getResult().getType().getShape().back()))
    return {};
  Block &body = generic.getRegion().front();
  if (!llvm::hasSingleElement(body) ||
      body.getTerminator()->getOperand(0) != body.getArgument(0))
    return {};
  return generic;
}

/// `buffer` as rows x length: the leading dimensions collapsed into one.
static Value asRows(RewriterBase &rewriter, Location loc, Value buffer) {
  int64_t rank = cast<MemRefType>(buffer.getType()).getRank();
  if (rank <= 2)
    return buffer;
  SmallVector<ReassociationIndices> groups(2);
  for (int64_t d = 0; d + 1 < rank; ++d)
    groups[0].push_back(d);
  groups[1].push_back(rank - 1);
  return memref::CollapseShapeOp::create(rewriter, loc, buffer, groups);
}

DiagnosedSilenceableFailure
transform::KgenScanRowsOp::apply(TransformRewriter &rewriter,
                                 TransformResults &results,
                                 TransformState &state) {
  int64_t knobs[2];
  for (auto [param, slot] :
       llvm::zip_equal(ValueRange{getThreads(), getVector()}, knobs)) {
    std::optional<int64_t> value = knobValue(state, param);
    if (!value)
      return emitDefiniteFailure()
             << "expects each knob to be one integer parameter";
    slot = *value;
  }

  // Check every target before rewriting any.
  SmallVector<std::pair<CumSumOp, ScanKernel>> work;
  llvm::SmallPtrSet<Operation *, 4> seen;
  for (Operation *target : state.getPayloadOps(getTarget())) {
    if (!seen.insert(target).second)
      continue;
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
    if (static_cast<int64_t>(scan.getDimension()) != type.getRank() - 1)
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
    auto readOnly = [&](Value tensor) {
      auto tensorType = cast<RankedTensorType>(tensor.getType());
      return bufferization::ToBufferOp::create(
          rewriter, loc,
          MemRefType::get(tensorType.getShape(), tensorType.getElementType()),
          tensor, /*read_only=*/true);
    };
    // What the kernel reads: the producer's inputs, or the scan's input.
    linalg::GenericOp producer = absorbableProducer(scan);
    SmallVector<ScanSource> sources;
    if (producer) {
      for (OpOperand *input : producer.getDpsInputOperands())
        sources.push_back(
            {asRows(rewriter, loc, readOnly(input->get())),
             !producer.getMatchingIndexingMap(input).isIdentity()});
    } else {
      sources.push_back({asRows(rewriter, loc, readOnly(scan.getInput()))});
    }
    linalg::GenericOp flip = absorbableFlip(scan);
    kernel.outputReversed = bool(flip);
    Value output = memref::AllocOp::create(
        rewriter, loc, MemRefType::get(type.getShape(), type.getElementType()));
    gpu::LaunchOp launch;
    {
      OpBuilder::InsertionGuard guard(rewriter);
      launch = ScanEmitter(rewriter, loc, kernel, sources, producer,
                           asRows(rewriter, loc, output),
                           std::min<int64_t>(type.getRank(), 2))
                   .emit();
    }
    rewriter.setInsertionPointAfter(launch);
    Value result = bufferization::ToTensorOp::create(
        rewriter, loc, type, output, rewriter.getUnitAttr(),
        rewriter.getUnitAttr());
    if (flip) {
      rewriter.replaceOp(flip, result);
      rewriter.eraseOp(scan);
    } else {
      rewriter.replaceOp(scan, result);
    }
    if (producer)
      rewriter.eraseOp(producer);
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
