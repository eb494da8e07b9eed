//===- KgenSoftmaxKernelOps.cpp - transform.kgen.softmax_rows -------------===//
//
// Part of kgen.
//
//===----------------------------------------------------------------------===//
//
// The softmax kernel: a softmax, log-softmax or Lp normalization over the
// innermost dimension as a gpu.launch whose rows stay on chip (registers or
// shared memory) while they are reduced, a row per block or per thread-block
// cluster, so that the input is read once and the output written once (the
// op's description in KgenSoftmaxKernelOps.td has the algorithm).
//
//===----------------------------------------------------------------------===//

#include "KernelOpSupport.h"
#include "Kgen/IR/KgenOps.h"
#include "Kgen/TransformOps/KgenTransformOps.h"
#include "TensorCorePolicy.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"

#include <limits>

using namespace mlir;
using namespace mlir::kgen;

namespace {
/// What a row's elements become.
enum class RowOp {
  Softmax,    // exp(x - max) / sum(exp(x - max))
  LogSoftmax, // x - max - log(sum(exp(x - max)))
  L1,         // x / sum(|x|)
  L2,         // x / sqrt(sum(x * x))
};

/// What one softmax kernel computes and how.
struct RowKernel {
  int64_t rows = 0;    // product of the leading dimensions
  int64_t length = 0;  // L, elements per row
  int64_t threads = 0; // per block
  int64_t vector = 0;  // elements per thread
  int64_t cluster = 0; // blocks per row
  int64_t chunk = 0;   // consecutive elements per access (4: 128-bit)
  RowOp op = RowOp::Softmax;
  bool shared = false; // the elements staged in shared memory
  /// Dynamic shared memory with a stage: the stage (threads x vector
  /// floats), then the warps' pairs.
  int64_t stageBytes() const {
    return 4 * (threads * vector + 2 * (threads / 32));
  }
  /// Whether some elements the blocks cover lie past the row's end.
  bool edge() const { return cluster * threads * vector != length; }
  /// Whether the row's statistic is a (max, sum of exp) pair; else a sum.
  bool softmax() const {
    return op == RowOp::Softmax || op == RowOp::LogSoftmax;
  }
};

/// Scratch floats per row: one 128-byte line, so that no block reads a line
/// that another row's blocks write (the cluster's pairs take 2 x 16 floats
/// at most).
constexpr int64_t kScratchStride = 32;
constexpr int64_t kMaxCluster = 16;
constexpr int64_t kMaxVector = 64;

/// A row's statistic: a (max, sum of exp(x - max)) pair for the softmax
/// family; a sum (of |x| or x * x), `max` null, for the norms.
struct Pair {
  Value max, sum;
  SmallVector<Value, 2> values() const {
    if (!max)
      return {sum};
    return {max, sum};
  }
  static Pair of(ValueRange values) {
    if (values.size() == 1)
      return {Value(), values[0]};
    return {values[0], values[1]};
  }
};

/// Emits the kernel (see the op's description).
class RowEmitter {
public:
  RowEmitter(OpBuilder &b, Location loc, const RowKernel &k, Value in,
             Value out, Value scratch)
      : b(b), loc(loc), k(k), in(in), out(out), scratch(scratch) {}

  gpu::LaunchOp emit();

private:
  Value idx(int64_t v) { return arith::ConstantIndexOp::create(b, loc, v); }
  Value f32(float v) {
    return arith::ConstantOp::create(b, loc, b.getF32FloatAttr(v));
  }
  Value addi(Value x, Value y) { return arith::AddIOp::create(b, loc, x, y); }
  Value muli(Value x, int64_t y) {
    return arith::MulIOp::create(b, loc, x, idx(y));
  }
  Value isMinusInf(Value x) {
    return arith::CmpFOp::create(b, loc, arith::CmpFPredicate::OEQ, x,
                                 f32(-std::numeric_limits<float>::infinity()));
  }
  Value exp(Value x) { return math::ExpOp::create(b, loc, x); }
  /// `values` folded by `combine` as a balanced tree.
  Value tree(ArrayRef<Value> values, function_ref<Value(Value, Value)> fold);
  /// s exp(m - max), or 0 for the pair of an empty or all -inf set.
  Value rescaled(const Pair &p, Value max);
  Pair combine(const Pair &x, const Pair &y);
  /// The pair of the thread's elements.
  Pair threadPair(ArrayRef<Value> xs);

  OpBuilder &b;
  Location loc;
  const RowKernel &k;
  Value in, out, scratch;
};
} // namespace

Value RowEmitter::tree(ArrayRef<Value> values,
                       function_ref<Value(Value, Value)> fold) {
  SmallVector<Value> level(values);
  while (level.size() > 1) {
    SmallVector<Value> next;
    for (size_t i = 0; i + 1 < level.size(); i += 2)
      next.push_back(fold(level[i], level[i + 1]));
    if (level.size() % 2)
      next.push_back(level.back());
    level = std::move(next);
  }
  return level.front();
}

Value RowEmitter::rescaled(const Pair &p, Value max) {
  Value scaled = arith::MulFOp::create(
      b, loc, p.sum, exp(arith::SubFOp::create(b, loc, p.max, max)));
  return arith::SelectOp::create(b, loc, isMinusInf(p.max), f32(0), scaled);
}

Pair RowEmitter::combine(const Pair &x, const Pair &y) {
  if (!k.softmax())
    return {Value(), arith::AddFOp::create(b, loc, x.sum, y.sum)};
  Value max = arith::MaximumFOp::create(b, loc, x.max, y.max);
  Value sum = arith::AddFOp::create(b, loc, rescaled(x, max), rescaled(y, max));
  return {max, sum};
}

Pair RowEmitter::threadPair(ArrayRef<Value> xs) {
  auto add = [&](Value x, Value y) -> Value {
    return arith::AddFOp::create(b, loc, x, y);
  };
  if (!k.softmax()) {
    SmallVector<Value> terms;
    for (Value x : xs)
      terms.push_back(k.op == RowOp::L2
                          ? arith::MulFOp::create(b, loc, x, x).getResult()
                          : math::AbsFOp::create(b, loc, x).getResult());
    return {Value(), tree(terms, add)};
  }
  Value max = tree(xs, [&](Value x, Value y) -> Value {
    return arith::MaximumFOp::create(b, loc, x, y);
  });
  SmallVector<Value> terms;
  for (Value x : xs)
    terms.push_back(exp(arith::SubFOp::create(b, loc, x, max)));
  Value sum = tree(terms, add);
  // All elements -inf (or past the row's end): nothing to add.
  sum = arith::SelectOp::create(b, loc, isMinusInf(max), f32(0), sum);
  return {max, sum};
}

gpu::LaunchOp RowEmitter::emit() {
  Value one = idx(1);
  Value clusterX = k.cluster > 1 ? idx(k.cluster) : Value();
  auto launch = gpu::LaunchOp::create(
      b, loc, idx(k.rows * k.cluster), one, one, idx(k.threads), one, one,
      /*dynamicSharedMemorySize=*/k.shared
          ? arith::ConstantIntOp::create(b, loc, k.stageBytes(), 32).getResult()
          : Value(),
      /*asyncTokenType=*/nullptr,
      /*asyncDependencies=*/ValueRange(), /*workgroupAttributions=*/{},
      /*privateAttributions=*/{}, clusterX, clusterX ? one : Value(),
      clusterX ? one : Value());
  // The builder gives the body the 12 block, thread and size arguments but
  // not the 6 cluster ones that a launch with clusters has (the parser adds
  // them after the first 12).
  if (clusterX)
    for (int i = 0; i < 6; ++i)
      launch.getBody().front().addArgument(b.getIndexType(), loc);
  b.setInsertionPointToStart(&launch.getBody().front());
  // The block's index in the grid, clusters or not; a cluster is `cluster`
  // consecutive blocks along x.
  Value block = launch.getBlockIds().x;
  Value tid = launch.getThreadIds().x;
  Value row = block, rank = idx(0);
  if (k.cluster > 1) {
    row = arith::DivUIOp::create(b, loc, block, idx(k.cluster));
    rank = arith::RemUIOp::create(b, loc, block, idx(k.cluster));
  }
  Value rowBase = muli(row, k.length);
  Value blockStart = muli(rank, k.threads * k.vector);
  Value threadStart = muli(tid, k.chunk);
  Value minusInf = f32(-std::numeric_limits<float>::infinity());
  // What an element past the row's end reads as: nothing to the statistic.
  Value outside = k.softmax() ? minusInf : f32(0);
  auto chunkType = VectorType::get({k.chunk}, b.getF32Type());
  int64_t runs = k.vector / k.chunk;

  // Run u of the thread: its offset in the block's part of the row
  // ((u threads + tid) chunk), its offset in the row (clamped inside it),
  // and whether it is inside the row (null: always).
  struct Run {
    Value local, offset, inside;
  };
  auto runAt = [&](Value u) -> Run {
    Value local = addi(muli(u, k.threads * k.chunk), threadStart);
    Value offset = addi(blockStart, local);
    Value inside;
    if (k.edge()) {
      inside = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult, offset,
                                     idx(k.length));
      offset = arith::MinUIOp::create(b, loc, offset, idx(k.length - k.chunk));
    }
    return {local, offset, inside};
  };
  auto load = [&](Value buffer, Value position) -> SmallVector<Value> {
    if (k.chunk == 1)
      return {memref::LoadOp::create(b, loc, buffer, position)};
    Value vec = vector::LoadOp::create(b, loc, chunkType, buffer, position,
                                       /*nontemporal=*/false,
                                       llvm::MaybeAlign(k.chunk * 4));
    SmallVector<Value> elements;
    for (int64_t e = 0; e < k.chunk; ++e)
      elements.push_back(vector::ExtractOp::create(b, loc, vec, e));
    return elements;
  };
  auto store = [&](OpBuilder &nb, Location l, ArrayRef<Value> values,
                   Value buffer, Value position) {
    if (k.chunk == 1) {
      memref::StoreOp::create(nb, l, values.front(), buffer, position);
      return;
    }
    Value vec = vector::FromElementsOp::create(nb, l, chunkType, values);
    vector::StoreOp::create(nb, l, vec, buffer, position,
                            /*nontemporal=*/false,
                            llvm::MaybeAlign(k.chunk * 4));
  };
  // The run's elements from the input, `outside` past the row's end.
  auto loadInput = [&](const Run &run) -> SmallVector<Value> {
    SmallVector<Value> elements = load(in, addi(rowBase, run.offset));
    if (run.inside)
      for (Value &x : elements)
        x = arith::SelectOp::create(b, loc, run.inside, x, outside);
    return elements;
  };

  // The thread's elements: in registers, or staged in shared memory in
  // groups of `group` runs (a loop carrying the running pair).
  SmallVector<Value> xs;
  SmallVector<Run> inRegisters;
  Value stage, dynamic;
  int64_t group = 1;
  Pair pair;
  if (!k.shared) {
    for (int64_t u = 0; u < runs; ++u) {
      inRegisters.push_back(runAt(idx(u)));
      llvm::append_range(xs, loadInput(inRegisters.back()));
    }
    pair = threadPair(xs);
  } else {
    auto workgroup = gpu::AddressSpaceAttr::get(
        b.getContext(), gpu::GPUDialect::getWorkgroupAddressSpace());
    dynamic = gpu::DynamicSharedMemoryOp::create(
        b, loc,
        MemRefType::get({ShapedType::kDynamic}, b.getI8Type(),
                        MemRefLayoutAttrInterface(), workgroup));
    stage = memref::ViewOp::create(
        b, loc,
        MemRefType::get({k.threads * k.vector}, b.getF32Type(),
                        MemRefLayoutAttrInterface(), workgroup),
        dynamic, idx(0), ValueRange{});
    for (int64_t g = 1; g <= runs && g * k.chunk <= 16; ++g)
      if (runs % g == 0)
        group = g;
    Pair start{k.softmax() ? minusInf : Value(), f32(0)};
    auto loop = scf::ForOp::create(b, loc, idx(0), idx(runs / group), idx(1),
                                   start.values());
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPointToStart(loop.getBody());
    SmallVector<Value> groupXs;
    Value first = muli(loop.getInductionVar(), group);
    for (int64_t j = 0; j < group; ++j) {
      Run run = runAt(addi(first, idx(j)));
      SmallVector<Value> elements = loadInput(run);
      store(b, loc, elements, stage, run.local);
      llvm::append_range(groupXs, elements);
    }
    Pair running = Pair::of(loop.getRegionIterArgs());
    Pair next = combine(running, threadPair(groupXs));
    scf::YieldOp::create(b, loc, next.values());
    b.setInsertionPointAfter(loop);
    pair = Pair::of(loop.getResults());
  }

  // The warp's pair, the block's.
  for (int32_t d = 16; d >= 1; d /= 2) {
    auto shuffle = [&](Value v) -> Value {
      return gpu::ShuffleOp::create(b, loc, v, d, 32, gpu::ShuffleMode::XOR)
          .getShuffleResult();
    };
    pair = combine(pair,
                   {pair.max ? shuffle(pair.max) : Value(), shuffle(pair.sum)});
  }
  int64_t warps = k.threads / 32;
  if (warps > 1) {
    auto workgroup = gpu::AddressSpaceAttr::get(
        b.getContext(), gpu::GPUDialect::getWorkgroupAddressSpace());
    // With a stage, the warps' pairs follow it in dynamic shared memory: a
    // static shared buffer beside the dynamic one would be placed after
    // the one byte NVPTX declares for it and lose its 16-byte alignment.
    auto warpsType = MemRefType::get({2, warps}, b.getF32Type(),
                                     MemRefLayoutAttrInterface(), workgroup);
    Value shared = dynamic
                       ? memref::ViewOp::create(b, loc, warpsType, dynamic,
                                                idx(k.threads * k.vector * 4),
                                                ValueRange{})
                             .getResult()
                       : memref::AllocOp::create(b, loc, warpsType).getResult();
    Value lane = arith::RemUIOp::create(b, loc, tid, idx(32));
    Value warp = arith::DivUIOp::create(b, loc, tid, idx(32));
    Value first =
        arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, lane, idx(0));
    Pair published = pair;
    scf::IfOp::create(b, loc, first, [&](OpBuilder &nb, Location l) {
      for (auto [i, v] : llvm::enumerate(published.values()))
        memref::StoreOp::create(
            nb, l, v, shared,
            ValueRange{arith::ConstantIndexOp::create(nb, l, i), warp});
      scf::YieldOp::create(nb, l);
    });
    gpu::BarrierOp::create(b, loc);
    auto warpPair = [&](int64_t w) -> Pair {
      SmallVector<Value, 2> values;
      for (int64_t i = 0, e = pair.values().size(); i < e; ++i)
        values.push_back(
            memref::LoadOp::create(b, loc, shared, ValueRange{idx(i), idx(w)}));
      return Pair::of(values);
    };
    pair = warpPair(0);
    for (int64_t w = 1; w < warps; ++w)
      pair = combine(pair, warpPair(w));
  }

  // The cluster's pair: each block's through the scratch line of its row.
  if (k.cluster > 1) {
    Value line = muli(row, kScratchStride);
    Value slot = addi(line, muli(rank, 2));
    Value leader =
        arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, tid, idx(0));
    Pair published = pair;
    scf::IfOp::create(b, loc, leader, [&](OpBuilder &nb, Location l) {
      for (auto [i, v] : llvm::enumerate(published.values()))
        memref::StoreOp::create(
            nb, l, v, scratch,
            arith::AddIOp::create(nb, l, slot,
                                  arith::ConstantIndexOp::create(nb, l, i))
                .getResult());
      scf::YieldOp::create(nb, l);
    });
    // arrive has release, wait acquire semantics at cluster scope: the
    // stores above are visible to every block of the cluster after it.
    NVVM::ClusterArriveOp::create(b, loc, b.getUnitAttr());
    NVVM::ClusterWaitOp::create(b, loc, b.getUnitAttr());
    auto blockPair = [&](int64_t r) -> Pair {
      Value at = addi(line, idx(2 * r));
      SmallVector<Value, 2> values;
      for (int64_t i = 0, e = pair.values().size(); i < e; ++i)
        values.push_back(
            memref::LoadOp::create(b, loc, scratch, addi(at, idx(i))));
      return Pair::of(values);
    };
    pair = blockPair(0);
    for (int64_t r = 1; r < k.cluster; ++r)
      pair = combine(pair, blockPair(r));
  }

  // The output, from the registers or the stage.
  // Softmax: exp(x - max) * (1 / sum); log-softmax: (x - max) - log(sum);
  // the norms: x / sum or x / sqrt(sum), a division per element as in the
  // op's decomposition.
  Value scale;
  switch (k.op) {
  case RowOp::Softmax:
    scale = arith::DivFOp::create(b, loc, f32(1), pair.sum);
    break;
  case RowOp::LogSoftmax:
    scale = math::LogOp::create(b, loc, pair.sum);
    break;
  case RowOp::L1:
    scale = pair.sum;
    break;
  case RowOp::L2:
    scale = math::SqrtOp::create(b, loc, pair.sum);
    break;
  }
  auto writeRun = [&](const Run &run, ArrayRef<Value> elements) {
    SmallVector<Value> ys;
    for (Value x : elements) {
      if (!k.softmax()) {
        ys.push_back(arith::DivFOp::create(b, loc, x, scale));
        continue;
      }
      Value shifted = arith::SubFOp::create(b, loc, x, pair.max);
      ys.push_back(
          k.op == RowOp::LogSoftmax
              ? arith::SubFOp::create(b, loc, shifted, scale).getResult()
              : arith::MulFOp::create(b, loc, exp(shifted), scale).getResult());
    }
    Value position = addi(rowBase, run.offset);
    if (!run.inside) {
      store(b, loc, ys, out, position);
      return;
    }
    scf::IfOp::create(b, loc, run.inside, [&](OpBuilder &nb, Location l) {
      store(nb, l, ys, out, position);
      scf::YieldOp::create(nb, l);
    });
  };
  if (!k.shared) {
    for (int64_t u = 0; u < runs; ++u)
      writeRun(inRegisters[u], ArrayRef<Value>(xs).slice(u * k.chunk, k.chunk));
  } else {
    auto loop = scf::ForOp::create(b, loc, idx(0), idx(runs / group), idx(1));
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPointToStart(loop.getBody());
    Value first = muli(loop.getInductionVar(), group);
    for (int64_t j = 0; j < group; ++j) {
      Run run = runAt(addi(first, idx(j)));
      writeRun(run, load(stage, run.local));
    }
  }
  gpu::TerminatorOp::create(b, loc);
  return launch;
}

/// Rounds `v` up to a multiple of `m`.
static int64_t roundUp(int64_t v, int64_t m) { return (v + m - 1) / m * m; }
static int64_t ceilDiv(int64_t v, int64_t m) { return (v + m - 1) / m; }

/// Completes `k` (length and chunk set) from the knobs (0: automatic); an
/// empty string when the kernel fits, else why not. Automatic choices, in
/// order: threads, the fewest (a power of two from 32 to 512: on an H200,
/// 512 x 48 elements ran level1/23's rows 9% faster than 1024 x 24) that cover
/// the row at the given (or 16) elements per thread on the given (or 1)
/// blocks; cluster, the blocks that cover the row at that vector (at most
/// the target's); vector, the row's share of each thread, rounded up to
/// the chunk.
static std::string planRow(RowKernel &k, int64_t threads, int64_t vector,
                           int64_t cluster, bool clusters) {
  int64_t maxCluster = clusters ? kMaxCluster : 1;
  int64_t length = k.length;
  int64_t vector0 = vector ? vector : 16;
  bool autoThreads = !threads, autoCluster = !cluster, autoVector = !vector;
  if (!threads) {
    threads = 32;
    while (threads < 512 &&
           threads * vector0 * (cluster ? cluster : 1) < length)
      threads *= 2;
  }
  if (threads < 32 || threads > 1024 || threads % 32)
    return "knobs do not fit: threads = " + std::to_string(threads) +
           " is not a multiple of 32 from 32 to 1024";
  if (autoCluster)
    cluster = std::min(maxCluster, ceilDiv(length, threads * vector0));
  // A row too long for 512 threads: 1024.
  if (autoThreads && autoVector && threads == 512 &&
      ceilDiv(length, cluster * threads) > kMaxVector) {
    threads = 1024;
    if (autoCluster)
      cluster = std::min(maxCluster, ceilDiv(length, threads * vector0));
  }
  if (cluster < 1 || cluster > maxCluster)
    return "knobs do not fit: cluster = " + std::to_string(cluster) +
           " is not from 1 to " + std::to_string(maxCluster) +
           (clusters ? "" : " (the target has no thread-block clusters)");
  if (autoVector)
    vector = roundUp(ceilDiv(length, cluster * threads), k.chunk);
  if (vector < k.chunk || vector > kMaxVector || vector % k.chunk)
    return "knobs do not fit: vector = " + std::to_string(vector) +
           " must be a multiple of the chunk (" + std::to_string(k.chunk) +
           ") from " + std::to_string(k.chunk) + " to " +
           std::to_string(kMaxVector) + " (a row of " + std::to_string(length) +
           " elements on " + std::to_string(cluster) + " block(s) of " +
           std::to_string(threads) + " threads)";
  int64_t perBlock = threads * vector;
  if (cluster * perBlock < length)
    return "knobs do not fit: cluster x threads x vector = " +
           std::to_string(cluster) + " x " + std::to_string(threads) + " x " +
           std::to_string(vector) + " covers less than the row's " +
           std::to_string(length) + " elements";
  if ((cluster - 1) * perBlock >= length)
    return "knobs do not fit: " + std::to_string(cluster) + " blocks of " +
           std::to_string(threads) + " x " + std::to_string(vector) +
           " elements for a row of " + std::to_string(length) +
           " leave a block with no element";
  if (k.rows * cluster > std::numeric_limits<int32_t>::max())
    return std::to_string(k.rows) + " rows of " + std::to_string(cluster) +
           " blocks do not fit a grid of 2^31 - 1 blocks";
  k.threads = threads;
  k.vector = vector;
  k.cluster = cluster;
  return "";
}

DiagnosedSilenceableFailure
transform::KgenSoftmaxRowsOp::apply(TransformRewriter &rewriter,
                                    TransformResults &results,
                                    TransformState &state) {
  int64_t knobs[4];
  for (auto [param, slot] : llvm::zip_equal(
           ValueRange{getThreads(), getVector(), getCluster(), getStage()},
           knobs)) {
    std::optional<int64_t> value = knobValue(state, param);
    if (!value)
      return emitDefiniteFailure()
             << "expects each knob to be one integer parameter";
    slot = *value;
  }

  // Check every target before rewriting any.
  struct Work {
    Operation *op;
    Value input;
    RowKernel kernel;
  };
  SmallVector<Work> work;
  llvm::SmallPtrSet<Operation *, 4> seen;
  for (Operation *target : state.getPayloadOps(getTarget())) {
    if (!seen.insert(target).second)
      continue;
    Value input;
    int64_t dimension;
    RowKernel kernel;
    if (auto softmax = dyn_cast<linalg::SoftmaxOp>(target)) {
      input = softmax.getInput();
      dimension = softmax.getDimension();
    } else if (auto logSoftmax = dyn_cast<LogSoftmaxOp>(target)) {
      input = logSoftmax.getInput();
      dimension = logSoftmax.getDimension();
      kernel.op = RowOp::LogSoftmax;
    } else if (auto lp = dyn_cast<LpNormalizeOp>(target)) {
      input = lp.getInput();
      dimension = lp.getDimension();
      kernel.op = lp.getP() == 1 ? RowOp::L1 : RowOp::L2;
    } else {
      return emitSilenceableError()
             << "expects a linalg.softmax, kgen.log_softmax or "
                "kgen.lp_normalize, got '"
             << target->getName() << "'";
    }
    auto type = dyn_cast<RankedTensorType>(input.getType());
    if (!type || !type.getElementType().isF32() ||
        !cast<ShapedType>(target->getResult(0).getType())
             .getElementType()
             .isF32())
      return emitSilenceableError() << "expects f32 elements";
    if (!type.hasStaticShape())
      return emitSilenceableError() << "expects a static shape, got " << type;
    if (dimension != type.getRank() - 1)
      return emitSilenceableError()
             << "expects the innermost dimension, got dimension " << dimension
             << " of " << type;
    kernel.length = type.getShape().back();
    kernel.rows = type.getNumElements() / std::max<int64_t>(kernel.length, 1);
    if (kernel.length == 0 || kernel.rows == 0)
      return emitSilenceableError() << "has no elements";
    kernel.chunk = kernel.length % 4 == 0 ? 4 : kernel.length % 2 == 0 ? 2 : 1;
    bool clusters = clusterTargetError(target).empty();
    if (knobs[2] > 1 && !clusters)
      return emitSilenceableError()
             << "cluster = " << knobs[2] << ": " << clusterTargetError(target);
    std::string whyNot =
        planRow(kernel, knobs[0], knobs[1], knobs[2], clusters);
    if (!whyNot.empty())
      return emitSilenceableError() << whyNot;
    if (knobs[3] < 0 || knobs[3] > 2)
      return emitSilenceableError()
             << "knobs do not fit: stage = " << knobs[3]
             << " is not 0 (automatic), 1 (registers) or 2 (shared memory)";
    // Automatic: staged where the row spans a cluster (the stage lets a
    // multiprocessor hold two blocks, one loading while the other waits on
    // its cluster: level1/23's rows 4.14 ms against 5.21 in registers on an
    // H200) and the stage fits; registers otherwise.
    kernel.shared =
        knobs[3] == 2 || (knobs[3] == 0 && kernel.cluster > 1 &&
                          static_cast<uint64_t>(kernel.stageBytes()) <=
                              targetLimits(target).first);
    if (kernel.shared &&
        static_cast<uint64_t>(kernel.stageBytes()) > targetLimits(target).first)
      return emitSilenceableError()
             << "knobs do not fit: stage = 2 needs " << kernel.stageBytes()
             << " bytes of shared memory per block (threads x vector x 4 "
                "and the warps' pairs), more than the target's "
             << targetLimits(target).first;
    work.push_back({target, input, kernel});
  }

  SmallVector<Operation *> launches;
  for (Work &w : work) {
    Location loc = w.op->getLoc();
    auto type = cast<RankedTensorType>(w.input.getType());
    rewriter.setInsertionPoint(w.op);
    auto flat = [&](Value buffer) {
      return flattenBuffer(rewriter, loc, buffer);
    };
    Value in = flat(bufferization::ToBufferOp::create(
        rewriter, loc, MemRefType::get(type.getShape(), type.getElementType()),
        w.input, /*read_only=*/true));
    Value output = memref::AllocOp::create(
        rewriter, loc, MemRefType::get(type.getShape(), rewriter.getF32Type()));
    Value scratch;
    if (w.kernel.cluster > 1)
      scratch = memref::AllocOp::create(
          rewriter, loc,
          MemRefType::get({w.kernel.rows * kScratchStride},
                          rewriter.getF32Type()));
    gpu::LaunchOp launch;
    {
      OpBuilder::InsertionGuard guard(rewriter);
      launch =
          RowEmitter(rewriter, loc, w.kernel, in, flat(output), scratch).emit();
    }
    rewriter.setInsertionPointAfter(launch);
    if (scratch)
      memref::DeallocOp::create(rewriter, loc, scratch);
    Value result = bufferization::ToTensorOp::create(
        rewriter, loc, w.op->getResult(0).getType(), output,
        rewriter.getUnitAttr(), rewriter.getUnitAttr());
    rewriter.replaceOp(w.op, result);
    launches.push_back(launch);
  }
  results.set(cast<OpResult>(getLaunch()), launches);
  return DiagnosedSilenceableFailure::success();
}

void transform::KgenSoftmaxRowsOp::getEffects(
    SmallVectorImpl<MemoryEffects::EffectInstance> &effects) {
  consumesHandle(getTargetMutable(), effects);
  onlyReadsHandle(getThreadsMutable(), effects);
  onlyReadsHandle(getVectorMutable(), effects);
  onlyReadsHandle(getClusterMutable(), effects);
  onlyReadsHandle(getStageMutable(), effects);
  producesHandle(getOperation()->getOpResults(), effects);
  modifiesPayload(effects);
}
