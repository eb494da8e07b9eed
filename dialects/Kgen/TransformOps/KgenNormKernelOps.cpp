//===- KgenNormKernelOps.cpp - transform.kgen.normalize_groups ------------===//
//
// Part of kgen.
//
//===----------------------------------------------------------------------===//
//
// The group norm kernel: a kgen.group_norm with spatial dimensions as a
// gpu.launch with one block per (sample, group), the statistics by Chan's
// pairwise update in registers, warp shuffles and shared memory, then the
// normalized output (the op's description in KgenNormKernelOps.td has the
// algorithm).
//
//===----------------------------------------------------------------------===//

#include "KernelOpSupport.h"
#include "Kgen/IR/KgenOps.h"
#include "Kgen/TransformOps/KgenTransformOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/Matchers.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

#include <limits>
#include <optional>

using namespace mlir;
using namespace mlir::kgen;

namespace {
/// What one group norm kernel computes and how.
struct GroupKernel {
  int64_t runs = 0;          // blocks: N * groups
  int64_t groups = 0;        // G
  int64_t groupChannels = 0; // C / G
  int64_t spatial = 0;       // D1 * ... * Dk
  int64_t length = 0;        // K = C / G * spatial, elements per run
  int64_t threads = 0;
  int64_t vector = 0; // elements per thread and tile
  int64_t chunk = 0;  // consecutive f32 elements per access (4: 128-bit)
  double epsilon = 0;
};

/// A value the kernel reads per element: a buffer of the norm's shape (read
/// at the element's position), a per-channel buffer (read at its channel)
/// or a scalar.
struct Operand {
  enum Kind { Full, Channel, Scalar } kind = Scalar;
  Value value; // the 1-D buffer, or the scalar
};

/// (count, mean, sum of squared deviations) of some elements.
struct Moments {
  Value count, mean, m2;
};

/// Emits the kernel body (see the op's description).
class GroupEmitter {
public:
  GroupEmitter(OpBuilder &b, Location loc, const GroupKernel &k,
               ArrayRef<Operand> sources, linalg::GenericOp producer,
               Operand scale, Operand bias, ArrayRef<Operand> consumerInputs,
               unsigned consumerResultArg, linalg::GenericOp consumer,
               Value out)
      : b(b), loc(loc), k(k), sources(sources), producer(producer),
        scale(scale), bias(bias), consumerInputs(consumerInputs),
        consumerResultArg(consumerResultArg), consumer(consumer), out(out) {}

  gpu::LaunchOp emit();

private:
  Value idx(int64_t v) { return arith::ConstantIndexOp::create(b, loc, v); }
  Value f32(double v) {
    return arith::ConstantOp::create(b, loc, b.getF32FloatAttr(v));
  }
  Value addf(Value x, Value y) { return arith::AddFOp::create(b, loc, x, y); }
  Value subf(Value x, Value y) { return arith::SubFOp::create(b, loc, x, y); }
  Value mulf(Value x, Value y) { return arith::MulFOp::create(b, loc, x, y); }
  Value divf(Value x, Value y) { return arith::DivFOp::create(b, loc, x, y); }
  Value addi(Value x, Value y) { return arith::AddIOp::create(b, loc, x, y); }
  Value muli(Value x, int64_t y) {
    return arith::MulIOp::create(b, loc, x, idx(y));
  }
  /// The sum of `values`, as a balanced tree.
  Value treeSum(ArrayRef<Value> values);
  /// Chan's combination of two sets' moments; a set may be empty.
  Moments combine(const Moments &a, const Moments &b);
  /// The `chunk` elements of `operand` at run offset `offset` (a multiple of
  /// the chunk, inside the run) of channel `channel`.
  SmallVector<Value> read(const Operand &operand, Value offset, Value channel);
  /// Applies `body` (a linalg.generic's) to one element per argument.
  Value apply(linalg::GenericOp generic, ArrayRef<Value> arguments);
  /// The normalized input's `chunk` elements at run offset `offset`.
  SmallVector<Value> input(Value offset, Value channel);
  /// The run offsets of the thread's chunks in tile `tile`, and in an edge
  /// tile whether each is inside the run (their offsets then clamped).
  SmallVector<Value> chunkOffsets(Value tile, bool edge,
                                  SmallVectorImpl<Value> &valid);
  /// The channel of the chunk at run offset `offset`.
  Value channelOf(Value offset) {
    Value inGroup = arith::DivUIOp::create(b, loc, offset, idx(k.spatial));
    return addi(channelBase, inGroup);
  }
  /// The moments of x - shift over the thread's elements of tile `tile`.
  Moments tileMoments(Value tile, bool edge);
  /// Writes the thread's output elements of tile `tile`.
  void writeTile(Value tile, bool edge, Value mean, Value inverse);

  OpBuilder &b;
  Location loc;
  const GroupKernel &k;
  ArrayRef<Operand> sources;
  linalg::GenericOp producer;
  Operand scale, bias;
  ArrayRef<Operand> consumerInputs;
  unsigned consumerResultArg;
  linalg::GenericOp consumer;
  Value out;
  Value runBase, channelBase, tid;
  /// The run's first element: every moment is of x - shift, so that a
  /// common offset of the data (a mean far above the spread) is not
  /// carried in the float32 running means, whose rounding at each combine
  /// would otherwise be a fraction of the offset's ulp.
  Value shift;
};
} // namespace

Value GroupEmitter::treeSum(ArrayRef<Value> values) {
  SmallVector<Value> level(values);
  while (level.size() > 1) {
    SmallVector<Value> next;
    for (size_t i = 0; i + 1 < level.size(); i += 2)
      next.push_back(addf(level[i], level[i + 1]));
    if (level.size() % 2)
      next.push_back(level.back());
    level = std::move(next);
  }
  return level.front();
}

Moments GroupEmitter::combine(const Moments &x, const Moments &y) {
  // n = na + nb; w = nb / n (0 when both are empty); d = mb - ma;
  // mean = ma + d w; m2 = m2a + m2b + d^2 na w.
  Value n = addf(x.count, y.count);
  Value w = divf(y.count, arith::MaximumFOp::create(b, loc, n, f32(1)));
  Value d = subf(y.mean, x.mean);
  Value mean = addf(x.mean, mulf(d, w));
  Value m2 = addf(addf(x.m2, y.m2), mulf(mulf(d, d), mulf(x.count, w)));
  return {n, mean, m2};
}

SmallVector<Value> GroupEmitter::read(const Operand &operand, Value offset,
                                      Value channel) {
  if (operand.kind == Operand::Scalar)
    return SmallVector<Value>(k.chunk, operand.value);
  if (operand.kind == Operand::Channel)
    return SmallVector<Value>(
        k.chunk, memref::LoadOp::create(b, loc, operand.value, channel));
  Value position = addi(runBase, offset);
  if (k.chunk == 1)
    return {memref::LoadOp::create(b, loc, operand.value, position)};
  Value vec = vector::LoadOp::create(
      b, loc, VectorType::get({k.chunk}, b.getF32Type()), operand.value,
      position, /*nontemporal=*/false, llvm::MaybeAlign(k.chunk * 4));
  SmallVector<Value> elements;
  for (int64_t e = 0; e < k.chunk; ++e)
    elements.push_back(vector::ExtractOp::create(b, loc, vec, e));
  return elements;
}

Value GroupEmitter::apply(linalg::GenericOp generic,
                          ArrayRef<Value> arguments) {
  Block &body = generic.getRegion().front();
  IRMapping mapping;
  for (auto [arg, value] : llvm::zip(body.getArguments(), arguments))
    mapping.map(arg, value);
  for (Operation &op : body.without_terminator())
    b.clone(op, mapping);
  return mapping.lookupOrDefault(body.getTerminator()->getOperand(0));
}

SmallVector<Value> GroupEmitter::input(Value offset, Value channel) {
  SmallVector<SmallVector<Value>> loaded;
  for (const Operand &source : sources)
    loaded.push_back(read(source, offset, channel));
  if (!producer)
    return loaded.front();
  SmallVector<Value> x;
  for (int64_t e = 0; e < k.chunk; ++e) {
    SmallVector<Value> arguments;
    for (auto &values : loaded)
      arguments.push_back(values[e]);
    arguments.push_back(f32(0)); // the init, which the body does not read
    x.push_back(apply(producer, arguments));
  }
  return x;
}

SmallVector<Value> GroupEmitter::chunkOffsets(Value tile, bool edge,
                                              SmallVectorImpl<Value> &valid) {
  int64_t perTile = k.threads * k.vector;
  Value start = addi(muli(tile, perTile), muli(tid, k.chunk));
  SmallVector<Value> offsets;
  for (int64_t u = 0; u < k.vector / k.chunk; ++u) {
    Value offset = addi(start, idx(u * k.threads * k.chunk));
    if (edge) {
      valid.push_back(arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult,
                                            offset, idx(k.length)));
      offset = arith::MinUIOp::create(b, loc, offset, idx(k.length - k.chunk));
    }
    offsets.push_back(offset);
  }
  return offsets;
}

Moments GroupEmitter::tileMoments(Value tile, bool edge) {
  SmallVector<Value> valid;
  SmallVector<Value> offsets = chunkOffsets(tile, edge, valid);
  SmallVector<SmallVector<Value>> chunks;
  for (Value offset : offsets) {
    SmallVector<Value> chunk;
    for (Value x : input(offset, channelOf(offset)))
      chunk.push_back(subf(x, shift));
    chunks.push_back(chunk);
  }
  Value zero = f32(0);
  // The tile's elements that count (all of a full tile's), their number.
  SmallVector<Value> terms;
  SmallVector<Value> counts;
  for (auto [u, chunk] : llvm::enumerate(chunks))
    for (Value x : chunk)
      terms.push_back(edge ? arith::SelectOp::create(b, loc, valid[u], x, zero)
                           : x);
  Value count;
  if (edge) {
    for (Value v : valid)
      counts.push_back(
          arith::SelectOp::create(b, loc, v, f32(k.chunk), zero).getResult());
    count = treeSum(counts);
  } else {
    count = f32(k.vector);
  }
  Value mean =
      divf(treeSum(terms),
           edge ? arith::MaximumFOp::create(b, loc, count, f32(1)) : count);
  SmallVector<Value> squares;
  for (auto [u, chunk] : llvm::enumerate(chunks))
    for (Value x : chunk) {
      Value d = subf(x, mean);
      Value sq = mulf(d, d);
      squares.push_back(
          edge ? arith::SelectOp::create(b, loc, valid[u], sq, zero) : sq);
    }
  return {count, mean, treeSum(squares)};
}

void GroupEmitter::writeTile(Value tile, bool edge, Value mean, Value inverse) {
  SmallVector<Value> valid;
  SmallVector<Value> offsets = chunkOffsets(tile, edge, valid);
  // Loads first (the last chunk of the tile first: reversed like the
  // tiles), then the arithmetic and the stores.
  int64_t perThread = offsets.size();
  SmallVector<Value> channels(perThread);
  SmallVector<SmallVector<Value>> xs(perThread);
  for (int64_t u = perThread - 1; u >= 0; --u) {
    channels[u] = channelOf(offsets[u]);
    xs[u] = input(offsets[u], channels[u]);
  }
  auto chunkType = VectorType::get({k.chunk}, b.getF32Type());
  for (int64_t u = perThread - 1; u >= 0; --u) {
    SmallVector<Value> s = read(scale, offsets[u], channels[u]);
    SmallVector<Value> t = read(bias, offsets[u], channels[u]);
    SmallVector<SmallVector<Value>> extra;
    for (const Operand &operand : consumerInputs)
      extra.push_back(read(operand, offsets[u], channels[u]));
    SmallVector<Value> y;
    for (int64_t e = 0; e < k.chunk; ++e) {
      Value normalized = mulf(subf(subf(xs[u][e], shift), mean), inverse);
      Value value = addf(mulf(normalized, s[e]), t[e]);
      if (consumer) {
        SmallVector<Value> arguments;
        size_t next = 0;
        for (unsigned a = 0; a < consumer.getNumDpsInputs(); ++a)
          arguments.push_back(a == consumerResultArg ? value
                                                     : extra[next++][e]);
        arguments.push_back(f32(0)); // the init, which the body does not read
        value = apply(consumer, arguments);
      }
      y.push_back(value);
    }
    Value position = addi(runBase, offsets[u]);
    auto store = [&](OpBuilder &nb, Location l) {
      if (k.chunk == 1) {
        memref::StoreOp::create(nb, l, y.front(), out, position);
        return;
      }
      Value vec = vector::FromElementsOp::create(nb, l, chunkType, y);
      vector::StoreOp::create(nb, l, vec, out, position,
                              /*nontemporal=*/false,
                              llvm::MaybeAlign(k.chunk * 4));
    };
    if (!edge) {
      store(b, loc);
      continue;
    }
    scf::IfOp::create(b, loc, valid[u], [&](OpBuilder &nb, Location l) {
      store(nb, l);
      scf::YieldOp::create(nb, l);
    });
  }
}

gpu::LaunchOp GroupEmitter::emit() {
  Value one = idx(1);
  auto launch = gpu::LaunchOp::create(b, loc, idx(k.runs), one, one,
                                      idx(k.threads), one, one);
  b.setInsertionPointToStart(&launch.getBody().front());
  Value run = launch.getBlockIds().x;
  tid = launch.getThreadIds().x;
  runBase = muli(run, k.length);
  channelBase =
      muli(arith::RemUIOp::create(b, loc, run, idx(k.groups)), k.groupChannels);
  shift = input(idx(0), channelOf(idx(0))).front();
  Value lane = arith::RemUIOp::create(b, loc, tid, idx(32));
  Value warp = arith::DivUIOp::create(b, loc, tid, idx(32));
  auto workgroup = gpu::AddressSpaceAttr::get(
      b.getContext(), gpu::GPUDialect::getWorkgroupAddressSpace());
  int64_t warps = k.threads / 32;
  Value shared = memref::AllocOp::create(
      b, loc,
      MemRefType::get({3, warps}, b.getF32Type(), MemRefLayoutAttrInterface(),
                      workgroup));

  // Statistics: the thread's tiles, then the warp, then the block.
  int64_t perTile = k.threads * k.vector;
  int64_t fullTiles = k.length / perTile;
  bool edgeTile = k.length % perTile != 0;
  Moments m{f32(0), f32(0), f32(0)};
  if (fullTiles > 0) {
    auto loop = scf::ForOp::create(b, loc, idx(0), idx(fullTiles), one,
                                   ValueRange{m.count, m.mean, m.m2});
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPointToStart(loop.getBody());
    Moments running{loop.getRegionIterArg(0), loop.getRegionIterArg(1),
                    loop.getRegionIterArg(2)};
    Moments next =
        combine(running, tileMoments(loop.getInductionVar(), /*edge=*/false));
    scf::YieldOp::create(b, loc, ValueRange{next.count, next.mean, next.m2});
    m = {loop.getResult(0), loop.getResult(1), loop.getResult(2)};
  }
  if (edgeTile)
    m = combine(m, tileMoments(idx(fullTiles), /*edge=*/true));
  for (int32_t d = 16; d >= 1; d /= 2) {
    auto shuffle = [&](Value v) -> Value {
      return gpu::ShuffleOp::create(b, loc, v, d, 32, gpu::ShuffleMode::XOR)
          .getShuffleResult();
    };
    m = combine(m, {shuffle(m.count), shuffle(m.mean), shuffle(m.m2)});
  }
  Value first =
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, lane, idx(0));
  SmallVector<Value> published = {m.count, m.mean, m.m2};
  scf::IfOp::create(b, loc, first, [&](OpBuilder &nb, Location l) {
    for (auto [i, v] : llvm::enumerate(published))
      memref::StoreOp::create(nb, l, v, shared,
                              ValueRange{idx(static_cast<int64_t>(i)), warp});
    scf::YieldOp::create(nb, l);
  });
  gpu::BarrierOp::create(b, loc);
  auto warpMoments = [&](int64_t w) -> Moments {
    auto at = [&](int64_t i) -> Value {
      return memref::LoadOp::create(b, loc, shared, ValueRange{idx(i), idx(w)});
    };
    return {at(0), at(1), at(2)};
  };
  Moments total = warpMoments(0);
  for (int64_t w = 1; w < warps; ++w)
    total = combine(total, warpMoments(w));
  Value var = divf(total.m2, f32(static_cast<double>(k.length)));
  Value inverse =
      divf(f32(1), math::SqrtOp::create(b, loc, addf(var, f32(k.epsilon))));

  // Output: the tiles again, the last first.
  if (edgeTile)
    writeTile(idx(fullTiles), /*edge=*/true, total.mean, inverse);
  if (fullTiles > 0) {
    auto loop = scf::ForOp::create(b, loc, idx(0), idx(fullTiles), one);
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPointToStart(loop.getBody());
    Value tile = arith::SubIOp::create(b, loc, idx(fullTiles - 1),
                                       loop.getInductionVar());
    writeTile(tile, /*edge=*/false, total.mean, inverse);
  }
  gpu::TerminatorOp::create(b, loc);
  return launch;
}

/// The value of a splat f32 constant tensor, if `v` is one.
static std::optional<double> splatValue(Value v) {
  DenseFPElementsAttr attr;
  if (!matchPattern(v, m_Constant(&attr)) || !attr.isSplat())
    return std::nullopt;
  return attr.getSplatValue<APFloat>().convertToDouble();
}

/// How an input of an absorbed elementwise op of the norm's `shape` is
/// read: through the identity (Full) or per channel ([C] through (d1)).
static std::optional<Operand::Kind> inputKind(linalg::GenericOp generic,
                                              OpOperand *input,
                                              ArrayRef<int64_t> shape) {
  auto type = dyn_cast<RankedTensorType>(input->get().getType());
  if (!type || !type.getElementType().isF32())
    return std::nullopt;
  AffineMap map = generic.getMatchingIndexingMap(input);
  if (map.isIdentity() && type.getShape() == shape)
    return Operand::Full;
  if (map.getNumResults() == 1 && map.getNumSymbols() == 0 &&
      map.getResult(0) == getAffineDimExpr(1, map.getContext()) &&
      type.getRank() == 1 && type.getDimSize(0) == shape[1])
    return Operand::Channel;
  return std::nullopt;
}

/// Whether `generic` is an elementwise op on the norm's `shape` the kernel
/// can compute per element: one f32 result of that shape through the
/// identity, all loops parallel, each input Full or Channel, a body free of
/// memory effects and linalg.index that does not read the init.
static bool isAbsorbable(linalg::GenericOp generic, ArrayRef<int64_t> shape) {
  if (!generic || generic->getNumResults() != 1 ||
      generic.getNumDpsInits() != 1 || generic.getNumReductionLoops() != 0 ||
      generic.getNumLoops() != shape.size() ||
      !generic.getIndexingMapsArray().back().isIdentity() ||
      generic.payloadUsesValueFromOperand(generic.getDpsInitOperand(0)))
    return false;
  auto resultType = cast<RankedTensorType>(generic.getResult(0).getType());
  if (resultType.getShape() != shape || !resultType.getElementType().isF32())
    return false;
  for (OpOperand *input : generic.getDpsInputOperands())
    if (!inputKind(generic, input, shape))
      return false;
  for (Operation &op : generic.getRegion().front().without_terminator())
    if (!isMemoryEffectFree(&op) || isa<linalg::IndexOp>(op))
      return false;
  return true;
}

DiagnosedSilenceableFailure
transform::KgenNormalizeGroupsOp::apply(TransformRewriter &rewriter,
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
  SmallVector<std::pair<GroupNormOp, GroupKernel>> work;
  llvm::SmallPtrSet<Operation *, 4> seen;
  for (Operation *target : state.getPayloadOps(getTarget())) {
    if (!seen.insert(target).second)
      continue;
    auto norm = dyn_cast<GroupNormOp>(target);
    if (!norm)
      return emitSilenceableError()
             << "expects a kgen.group_norm, got '" << target->getName() << "'";
    auto type = dyn_cast<RankedTensorType>(norm.getInput().getType());
    if (!type || !type.getElementType().isF32() ||
        !cast<ShapedType>(norm.getResult().getType()).getElementType().isF32())
      return emitSilenceableError() << "expects f32 elements";
    if (!type.hasStaticShape())
      return emitSilenceableError() << "expects a static shape, got " << type;
    if (type.getRank() < 3)
      return emitSilenceableError()
             << "expects spatial dimensions ([N, C, D1, ...]), got " << type
             << ": a group is too short for a block";
    for (Value param : {norm.getScale(), norm.getBias()}) {
      auto paramType = dyn_cast<RankedTensorType>(param.getType());
      if (splatValue(param))
        continue;
      if (!paramType || paramType.getRank() != 1 ||
          paramType.getDimSize(0) != type.getDimSize(1) ||
          !paramType.getElementType().isF32())
        return emitSilenceableError()
               << "expects the scale and bias to be f32 [C] tensors or splat "
                  "constants, got "
               << param.getType();
    }
    GroupKernel kernel;
    kernel.groups = norm.getGroupsAttr().getInt();
    kernel.groupChannels = type.getDimSize(1) / kernel.groups;
    kernel.spatial = 1;
    for (int64_t d = 2; d < type.getRank(); ++d)
      kernel.spatial *= type.getDimSize(d);
    kernel.length = kernel.groupChannels * kernel.spatial;
    kernel.runs = type.getDimSize(0) * kernel.groups;
    kernel.epsilon = norm.getEpsilon().convertToDouble();
    if (kernel.length == 0 || kernel.runs == 0)
      return emitSilenceableError() << "has no elements to normalize";
    if (kernel.runs > std::numeric_limits<int32_t>::max())
      return emitSilenceableError()
             << kernel.runs << " groups do not fit a grid of 2^31 - 1 blocks";
    kernel.chunk = kernel.spatial % 4 == 0   ? 4
                   : kernel.spatial % 2 == 0 ? 2
                                             : 1;
    kernel.vector = knobs[1] ? knobs[1] : std::max<int64_t>(8, kernel.chunk);
    if (kernel.vector < kernel.chunk || kernel.vector > 16 ||
        kernel.vector % kernel.chunk)
      return emitSilenceableError()
             << "knobs do not fit: vector = " << kernel.vector
             << " is not a multiple of the chunk (" << kernel.chunk
             << ") from 1 to 16";
    kernel.threads = knobs[0];
    if (!kernel.threads) {
      kernel.threads = 64;
      while (kernel.threads < 512 &&
             kernel.threads * kernel.vector < kernel.length)
        kernel.threads *= 2;
    }
    if (kernel.threads < 32 || kernel.threads > 1024 || kernel.threads % 32)
      return emitSilenceableError()
             << "knobs do not fit: threads = " << kernel.threads
             << " is not a multiple of 32 from 32 to 1024";
    work.push_back({norm, kernel});
  }

  SmallVector<Operation *> launches;
  for (auto &[norm, kernel] : work) {
    Location loc = norm.getLoc();
    auto type = cast<RankedTensorType>(norm.getInput().getType());
    ArrayRef<int64_t> shape = type.getShape();
    rewriter.setInsertionPoint(norm);
    // 1-D views: the norm's shape flattened, or a [C] parameter.
    auto flat = [&](Value buffer) {
      return flattenBuffer(rewriter, loc, buffer);
    };
    auto readOnly = [&](Value tensor) -> Value {
      auto tensorType = cast<RankedTensorType>(tensor.getType());
      return flat(bufferization::ToBufferOp::create(
          rewriter, loc,
          MemRefType::get(tensorType.getShape(), tensorType.getElementType()),
          tensor, /*read_only=*/true));
    };
    auto operandOf = [&](Value tensor, Operand::Kind kind) -> Operand {
      if (kind == Operand::Channel)
        if (std::optional<double> splat = splatValue(tensor))
          return {Operand::Scalar,
                  arith::ConstantOp::create(rewriter, loc,
                                            rewriter.getF32FloatAttr(*splat))};
      return {kind, readOnly(tensor)};
    };

    auto producer = norm.getInput().getDefiningOp<linalg::GenericOp>();
    if (producer &&
        !(isAbsorbable(producer, shape) && producer->getResult(0).hasOneUse()))
      producer = {};
    SmallVector<Operand> sources;
    if (producer) {
      for (OpOperand *input : producer.getDpsInputOperands())
        sources.push_back(
            operandOf(input->get(), *inputKind(producer, input, shape)));
    } else {
      sources.push_back(operandOf(norm.getInput(), Operand::Full));
    }
    Operand scale = operandOf(norm.getScale(), Operand::Channel);
    Operand bias = operandOf(norm.getBias(), Operand::Channel);

    linalg::GenericOp consumer;
    unsigned consumerResultArg = 0;
    if (norm.getResult().hasOneUse()) {
      consumer = dyn_cast<linalg::GenericOp>(*norm->user_begin());
      if (consumer && isAbsorbable(consumer, shape)) {
        // The norm's result must be read once, through the identity.
        int reads = 0;
        for (OpOperand *input : consumer.getDpsInputOperands())
          if (input->get() == norm.getResult()) {
            ++reads;
            consumerResultArg = input->getOperandNumber();
            if (!consumer.getMatchingIndexingMap(input).isIdentity())
              reads = 2;
          }
        if (reads != 1)
          consumer = {};
      } else {
        consumer = {};
      }
    }
    SmallVector<Operand> consumerInputs;
    if (consumer)
      for (OpOperand *input : consumer.getDpsInputOperands())
        if (input->getOperandNumber() != consumerResultArg)
          consumerInputs.push_back(
              operandOf(input->get(), *inputKind(consumer, input, shape)));

    Value output = memref::AllocOp::create(
        rewriter, loc, MemRefType::get(shape, rewriter.getF32Type()));
    gpu::LaunchOp launch;
    {
      OpBuilder::InsertionGuard guard(rewriter);
      launch = GroupEmitter(rewriter, loc, kernel, sources, producer, scale,
                            bias, consumerInputs, consumerResultArg, consumer,
                            flat(output))
                   .emit();
    }
    rewriter.setInsertionPointAfter(launch);
    auto resultType = RankedTensorType::get(shape, rewriter.getF32Type());
    Value result = bufferization::ToTensorOp::create(
        rewriter, loc, resultType, output, rewriter.getUnitAttr(),
        rewriter.getUnitAttr());
    if (consumer) {
      rewriter.replaceOp(consumer, result);
      rewriter.eraseOp(norm);
    } else {
      rewriter.replaceOp(norm, result);
    }
    if (producer)
      rewriter.eraseOp(producer);
    launches.push_back(launch);
  }
  results.set(cast<OpResult>(getLaunch()), launches);
  return DiagnosedSilenceableFailure::success();
}

void transform::KgenNormalizeGroupsOp::getEffects(
    SmallVectorImpl<MemoryEffects::EffectInstance> &effects) {
  consumesHandle(getTargetMutable(), effects);
  onlyReadsHandle(getThreadsMutable(), effects);
  onlyReadsHandle(getVectorMutable(), effects);
  producesHandle(getOperation()->getOpResults(), effects);
  modifiesPayload(effects);
}
