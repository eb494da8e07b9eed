//===- GemmKernel.h - transform.kgen.gemm_pipelined's kernel ----*- C++ -*-===//
//
// Part of kgen. Internal to dialects/Kgen/TransformOps: what
// KgenGemmOps.cpp (the op: the plan on the payload, the knobs, the
// automatic start) hands GemmKernel.cpp (the kernel it emits).
//
//===----------------------------------------------------------------------===//

#ifndef KGEN_TRANSFORMOPS_GEMMKERNEL_H
#define KGEN_TRANSFORMOPS_GEMMKERNEL_H

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/IR/PatternMatch.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/Support/MathExtras.h"

#include <array>
#include <optional>

namespace mlir {
namespace kgen {
namespace gemm {
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
  /// Hopper's warpgroup MMA (wgmma.mma_async, sm_90a) from swizzled shared
  /// memory, with 3xTF32's split ("3xtf32-wgmma").
  tf32x3Warpgroup,
  /// Warpgroup MMA on the operands as TF32 ("tf32-wgmma").
  tf32Warpgroup,
  /// mma.sync (m16n8k16) on the operands rounded to nearest BF16, products
  /// accumulated in fp32 ("bf16").
  bf16,
  /// Warpgroup MMA on the operands rounded to nearest BF16 ("bf16-wgmma").
  bf16Warpgroup,
};

/// Whether the operands contiguous along M or N are packed before the
/// kernel (the `pack` knob): copied by a launch of their own into a
/// K-contiguous workspace that the kernel reads instead (GemmConfig::packA).
enum class PackMode {
  /// Chosen from the math and the shape ("auto").
  automatic,
  /// Never ("off").
  off,
  /// Every operand that can be ("on").
  on,
};

/// Whether packed operands reach shared memory through the Tensor Memory
/// Accelerator (the `tma` knob): one thread of the block issues a bulk
/// tensor copy of each packed operand's tile, which completes on an
/// mbarrier of its stage (TileLayout::tma), instead of every thread
/// issuing cp.async copies.
enum class TmaMode {
  /// "auto": off (no faster than cp.async without warp specialization).
  automatic,
  /// Never ("off").
  off,
  /// Every packed operand whose tile rows are 64 or 128 bytes ("on").
  on,
};

/// Which input is B (the `swap` knob): by default the one whose indices use
/// the result's innermost loop, so that the result is written along N;
/// swapped, the other one (a convolution with few filters makes them N,
/// its pixels M: wgmma's tiles are at least 64 rows, 8 columns).
enum class SwapMode {
  /// "auto": off (not yet measured).
  automatic,
  /// The result's innermost loop is N ("off").
  off,
  /// The other input is B ("on").
  on,
};

/// The M of one warpgroup MMA (wgmma's m64nNk8): a warpgroup's rows.
constexpr int64_t kWarpgroupM = 64;
/// The K tile of the warpgroup MMA path: one 128-byte swizzled row of f32
/// (operands packed as BF16 may also take twice as many: 128 bytes of
/// bf16).
constexpr int64_t kWarpgroupK = 32;

/// The knobs of one GEMM kernel.
struct GemmConfig {
  int64_t blockM, blockN, blockK, threadM, threadN, stages, groupM;
  /// The tile one warp computes (tensor cores only).
  int64_t warpM = 0, warpN = 0;
  GemmMath math = GemmMath::automatic;
  /// K is split into `splitK` slices, each a grid layer (block z) that
  /// writes its partial products to a workspace; a second kernel adds them
  /// in slice order (deterministic) and runs the epilogue. 0: automatic.
  int64_t splitK = 1;
  /// Warpgroup MMA: an operand is contiguous along its X index (M or N)
  /// and restaged (TileLayout::restaged). Set with the math
  /// (restagesAnOperand).
  bool restaged = false;
  /// The `pack` knob, and what it resolved to for each operand
  /// (resolvePacking): the operand is read from its packed copy
  /// (PackedOperand).
  PackMode pack = PackMode::automatic;
  bool packA = false, packB = false;
  /// The `tma` knob (TileLayout::tma says which operand it applies to).
  TmaMode tma = TmaMode::automatic;

  bool warpgroup() const {
    return math == GemmMath::tf32x3Warpgroup ||
           math == GemmMath::tf32Warpgroup || math == GemmMath::bf16Warpgroup;
  }
  /// The operands rounded to BF16 (the bf16 policy's math).
  bool bf16Operands() const {
    return math == GemmMath::bf16 || math == GemmMath::bf16Warpgroup;
  }
  /// Warpgroup MMA whose operand tiles are rewritten one K tile ahead of
  /// the wgmma that reads them: 3xTF32's split (the TF32 parts in place,
  /// the remainders in a tile of their own), BF16's conversion (into a
  /// BF16 tile) and a restaged operand's transposition (into a K-major
  /// tile). Two such tiles per operand: the one the wgmma of tile k reads
  /// and the one tile k + 1 is written to meanwhile.
  bool rewritesAhead() const {
    return math == GemmMath::tf32x3Warpgroup ||
           (math == GemmMath::bf16Warpgroup && !packedBf16()) ||
           (warpgroup() && restaged);
  }
  /// BF16 warpgroup MMA on operands packed as BF16 (both are, or neither):
  /// the stages hold the BF16 tiles that the wgmma reads.
  bool packedBf16() const {
    return math == GemmMath::bf16Warpgroup && packA && packB;
  }
  bool tensorCores() const {
    return math == GemmMath::tf32x3 || math == GemmMath::tf32 ||
           math == GemmMath::bf16 || warpgroup();
  }
  /// The K of one MMA instruction: 8 for TF32 (mma.sync m16n8k8, wgmma
  /// m64nNk8), 16 for BF16 (m16n8k16, m64nNk16); 32 bytes of a 128-byte
  /// TF32 or 64-byte BF16 swizzled row either way.
  int64_t mmaK() const { return bf16Operands() ? 16 : 8; }
  /// 3xTF32: each operand split into a TF32 part and a TF32 remainder.
  bool splitOperands() const {
    return math == GemmMath::tf32x3 || math == GemmMath::tf32x3Warpgroup;
  }
  /// Warpgroup MMA groups still in flight when a K tile ends: TF32's wgmma
  /// of tile k runs on while tile k + 1 is waited for, so a tile's stage is
  /// refilled one tile later and the copies run `stages - 2` tiles ahead
  /// (three stages at least). 3xTF32's wgmma of tile k runs while tile
  /// k + 1 is split instead, and is waited for in the same tile (the fp32
  /// adds read its products).
  int64_t mmaInFlight() const {
    return keepsMmaInFlight() && stages >= 3 ? 1 : 0;
  }
  /// The math whose MMA stays in flight given the stages (mmaInFlight):
  /// TF32's and packed BF16's, where no tile is rewritten ahead.
  bool keepsMmaInFlight() const {
    return (math == GemmMath::tf32Warpgroup || packedBf16()) &&
           !rewritesAhead();
  }
  int64_t threads() const {
    if (tensorCores())
      return (blockM / warpM) * (blockN / warpN) * (warpgroup() ? 128 : 32);
    return (blockM / threadM) * (blockN / threadN);
  }
};

/// Every value of the `math` knob, in the order the diagnostics list them.
constexpr std::array<GemmMath, 8> kAllMaths = {GemmMath::automatic,
                                               GemmMath::fma,
                                               GemmMath::tf32x3,
                                               GemmMath::tf32,
                                               GemmMath::tf32x3Warpgroup,
                                               GemmMath::tf32Warpgroup,
                                               GemmMath::bf16,
                                               GemmMath::bf16Warpgroup};

/// The name of `math` in the `math` knob and `kgen.gemm_math`.
StringRef mathName(GemmMath math);

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
  /// Elements per asynchronous copy (1, 2 or 4; 8 bf16).
  int64_t vector;
  /// Warpgroup MMA: `[stage][x][k]` rows of 32 elements (128 bytes) with
  /// the 128-byte swizzle (16-byte chunk c of row x at chunk c ^ (x % 8));
  /// `transposed` then means the operand is contiguous along X.
  bool swizzled = false;
  /// Warpgroup MMA on an operand contiguous along X (but 3xTF32's, which
  /// is `transposed` by its copies): staged as `[stage][k][x]` by vector
  /// copies (wgmma reads TF32 K-major only), then transposed one K tile
  /// ahead into a swizzled `[x][k]` tile that the wgmma reads.
  bool restaged = false;
  /// Bytes of one element: 4 (f32), or 2 for an operand packed as BF16
  /// (GemmConfig::packedBf16: `[stage][x][k]` rows of 32 bf16, 64 bytes,
  /// with the 64-byte swizzle: 16-byte chunk c of row x at c ^ ((x / 2) %
  /// 4); or of 64 bf16, 128 bytes, with the 128-byte swizzle).
  int64_t elementBytes = 4;
  /// Warpgroup MMA under `tma` "on" on an operand read in the packed
  /// layout (OperandView::packedLayout): each stage's tile is one TMA copy
  /// of it (the packed workspace or the operand, viewed as `[batch][x][k]`,
  /// a `1 x tileX x cols` box with the swizzle of the row's width, zeros
  /// outside it), issued by thread 0 and completed on the stage's mbarrier.
  bool tma = false;
  /// Bytes of one row of the stage: for a swizzled stage, 128 (32 f32 or
  /// 64 packed bf16) or 64 (32 packed bf16).
  int64_t rowBytes() const { return cols * elementBytes; }
  /// The tile's extent along X (M or N).
  int64_t tileX() const { return kInner ? rows : cols; }
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

/// An operand copied before the kernel into a workspace contiguous along K
/// (GemmConfig::packA, packB): indexed by the batch loops the operand
/// uses, then X's loops, then K's, each in its order; the kernel reads it
/// through `map` (those loops) instead of the operand. Its elements are
/// f32, or rounded to BF16 for the BF16 warpgroup MMA.
struct PackedOperand {
  MemRefType type;
  AffineMap map;
  /// The batch loops the operand uses: the leading dimensions.
  DimGroup batch;
};

/// The packed form of an operand of `plan` (`map`, X index `x`), or none
/// where it is not read through its loops alone (a map that is not a
/// projected permutation: a convolution's gather) or is zero-padded.
std::optional<PackedOperand> packedForm(const GemmPlan &plan,
                                        const GemmConfig &config, Value operand,
                                        AffineMap map, const DimGroup &x,
                                        bool padded);

/// Resolves `config.pack` into `packA` and `packB` (its math resolved):
/// the TF32 warpgroup MMAs pack an operand contiguous along its X index,
/// which they would otherwise transpose by 4-byte copies (3xTF32) or
/// restage; the BF16 one packs both operands as BF16 (or neither), which
/// it would otherwise convert in shared memory in every block. Where the
/// operands have packed forms ("on"), and for "auto" where the other
/// extent reuses each enough to pay for the copy. Other maths read every
/// layout at full width and never pack.
void resolvePacking(const GemmPlan &plan, GemmConfig &config);

/// An operand as the kernel reads it: the operand's own buffer type and
/// map, or its packed copy's.
struct OperandView {
  MemRefType type;
  AffineMap map;
  bool padded;
  /// The view has the packed form's layout (PackedOperand: `[batch
  /// loops][X's loops][K's loops]`, contiguous, the stages' element type):
  /// the packed copy, or an operand that already is so (row-major A, an
  /// nn.Linear weight), which TMA can read in place.
  bool packedLayout = false;
};
OperandView operandView(const GemmPlan &plan, const GemmConfig &config,
                        bool isB);

/// True when the operand's innermost index moves with the innermost loop of
/// `x` (else the copies transpose it: it is contiguous along K).
bool contiguousAlong(AffineMap map, const DimGroup &x);

/// Whether `config` restages an operand contiguous along its X index
/// (TileLayout::restaged): the warpgroup MMA but 3xTF32's.
bool restages(const GemmConfig &config);
/// Whether `config` restages an operand of `plan` (GemmConfig::restaged).
bool restagesAnOperand(const GemmPlan &plan, const GemmConfig &config);

/// The shared-memory layout of one operand's tile: `tileK` rows of its X
/// index (M for A, N for B; `tileX` wide), transposed on the way when the
/// operand is not contiguous along X. For tensor cores, an operand
/// contiguous along K is staged as `tileX` rows of `tileK` instead; for
/// the warpgroup MMA every operand is (swizzled), or restaged.
TileLayout layoutFor(const OperandView &operand, const DimGroup &x,
                     const DimGroup &k, int64_t tileX, int64_t tileK,
                     const GemmConfig &config);

/// Bytes of dynamic shared memory the kernel of `config` takes.
int64_t sharedBytes(const GemmConfig &config, const TileLayout &la,
                    const TileLayout &lb);

/// Bytes of one operand's tiles rewritten ahead of the warpgroup MMA
/// (GemmConfig::rewritesAhead), both of each: its BF16 or restaged tiles,
/// then 3xTF32's remainders.
int64_t aheadBytes(const GemmConfig &config, const TileLayout &layout);

/// K tiles per slice of a split K loop.
inline int64_t tilesPerSlice(int64_t sizeK, const GemmConfig &config) {
  return llvm::divideCeilSigned(llvm::divideCeilSigned(sizeK, config.blockK),
                                config.splitK);
}

/// Emits the kernel of `plan` with `config` where the last op it replaces
/// is (the ops it replaces stay: the caller erases them): one launch, or
/// with split-K the slices' launch and the combine's, then the launch that
/// packs each packed operand.
SmallVector<gpu::LaunchOp, 2> emitKernel(RewriterBase &rewriter, GemmPlan &plan,
                                         const GemmConfig &config,
                                         const TileLayout &la,
                                         const TileLayout &lb);

} // namespace gemm
} // namespace kgen
} // namespace mlir

#endif // KGEN_TRANSFORMOPS_GEMMKERNEL_H
