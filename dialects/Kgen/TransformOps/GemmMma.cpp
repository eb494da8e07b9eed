//===- GemmMma.cpp - the GEMM kernel's products on tensor cores
//------------===//
//
// Part of kgen. A K tile's products of transform.kgen.gemm_pipelined's
// kernel on the tensor cores: warp-level mma.sync (3xTF32, TF32) from the
// padded tiles, and Hopper's warpgroup MMA (wgmma.mma_async) from the
// swizzled ones, with its shared memory descriptors.
//
//===----------------------------------------------------------------------===//

#include "GemmEmitter.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/NVGPU/IR/NVGPUDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"

using namespace mlir;
using namespace mlir::kgen;
using namespace mlir::kgen::gemm;

/// The elements of `vector` (f32) with their bits and `value` combined by
/// the integer op OpT.
template <typename OpT>
static Value onBits(OpBuilder &b, Location loc, Value vector, uint32_t value) {
  auto shape = cast<VectorType>(vector.getType()).getShape();
  auto intType = VectorType::get(shape, b.getI32Type());
  Value constant = arith::ConstantOp::create(
      b, loc, DenseElementsAttr::get(intType, APInt(32, value)));
  Value bits = arith::BitcastOp::create(b, loc, intType, vector);
  return arith::BitcastOp::create(b, loc, vector.getType(),
                                  OpT::create(b, loc, bits, constant));
}

/// The TF32 part of each element: the 13 low mantissa bits cleared (exactly
/// representable in TF32). x = big + (x - big) exactly in fp32; the
/// remainder's own TF32 part keeps 11 of its bits.
Value GemmEmitter::tf32Part(Value vector) {
  return onBits<arith::AndIOp>(b, loc, vector, 0xffffe000);
}

/// Each element rounded to nearest TF32 (ties away from zero, as
/// cvt.rna.tf32.f32 and cuBLAS's TF32 mode): 0x1000 added to the bits, then
/// the 13 low mantissa bits cleared.
Value GemmEmitter::tf32Round(Value vector) {
  return tf32Part(onBits<arith::AddIOp>(b, loc, vector, 0x1000));
}

void GemmEmitter::computeMma(Value smemA, Value smemB, Value stage,
                             MutableArrayRef<Value> acc) {
  int64_t tilesM = cfg.warpM / 16, tilesN = cfg.warpN / 8;
  int64_t steps = cfg.blockK / 8;
  auto typeA = VectorType::get({4, 1}, f32);
  auto typeB = VectorType::get({2, 1}, f32);
  bool split = cfg.math == GemmMath::tf32x3;
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

  if (cfg.math == GemmMath::bf16) {
    computeMmaBf16(loadA, loadB, acc);
    return;
  }
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

void GemmEmitter::computeMmaBf16(function_ref<Value(int64_t, int64_t)> loadA,
                                 function_ref<Value(int64_t, int64_t)> loadB,
                                 MutableArrayRef<Value> acc) {
  int64_t tilesM = cfg.warpM / 16, tilesN = cfg.warpN / 8;
  Type i32 = b.getI32Type();
  // m16n8k16's BF16 fragments, two elements in each 32-bit register: A's
  // registers hold (g, k0 k1), (g + 8, k0 k1), (g, k2 k3), (g + 8, k2 k3)
  // and B's (k0 k1, g), (k2 k3, g), where k0..k3 are the MMA's K positions
  // 2t, 2t + 1, 2t + 8, 2t + 9 of lane (g, t). A product sums over K in any
  // order, so long as A and B take the same one: here k0..k3 are the
  // elements t, t + 4 of the K step s and t, t + 4 of step s + 1, that is,
  // the two m16n8k8 fragments that loadA and loadB give (their ldmatrix
  // and element loads serve both): A's of step s are (g, t), (g + 8, t),
  // (g, t + 4), (g + 8, t + 4), B's (t, g), (t + 4, g). Each pair is rounded
  // to nearest BF16 (cvt.rn.bf16x2.f32) and packed.
  auto pack = [&](Value first, Value second, ArrayRef<int64_t> order,
                  int64_t registers) -> SmallVector<Value, 4> {
    auto flat = [&](Value v) {
      auto type = cast<VectorType>(v.getType());
      return vector::ShapeCastOp::create(
          b, loc, VectorType::get({type.getNumElements()}, f32), v);
    };
    Value lo = flat(first), hi = flat(second);
    Value pairs = vector::ShuffleOp::create(b, loc, lo, hi, order);
    Value rounded = arith::TruncFOp::create(
        b, loc, VectorType::get({2 * registers}, b.getBF16Type()), pairs);
    Value words = vector::BitCastOp::create(
        b, loc, VectorType::get({registers}, i32), rounded);
    SmallVector<Value, 4> result;
    for (int64_t r = 0; r < registers; ++r)
      result.push_back(vector::ExtractOp::create(b, loc, words, r));
    return result;
  };
  auto fragmentA = [&](int64_t i, int64_t s) {
    Value first = loadA(i, s), second = loadA(i, s + 1);
    return pack(first, second, {0, 2, 1, 3, 4, 6, 5, 7}, 4);
  };
  auto fragmentB = [&](int64_t j, int64_t s) {
    Value first = loadB(j, s), second = loadB(j, s + 1);
    return pack(first, second, {0, 1, 2, 3}, 2);
  };
  auto accType = VectorType::get({2, 2}, f32);
  Type result = LLVM::LLVMStructType::getLiteral(b.getContext(),
                                                 SmallVector<Type>(4, f32));
  auto mma = [&](ArrayRef<Value> a, ArrayRef<Value> bFragment,
                 Value c) -> Value {
    SmallVector<Value, 4> cs;
    for (int64_t r = 0; r < 2; ++r)
      for (int64_t col = 0; col < 2; ++col)
        cs.push_back(
            vector::ExtractOp::create(b, loc, c, ArrayRef<int64_t>{r, col}));
    Value d = NVVM::MmaOp::create(
        b, loc, result, a, bFragment, cs, ArrayRef<int64_t>{16, 8, 16},
        std::nullopt, std::nullopt,
        std::array<NVVM::MMATypes, 2>{NVVM::MMATypes::bf16,
                                      NVVM::MMATypes::bf16},
        std::array<NVVM::MMALayout, 2>{NVVM::MMALayout::row,
                                       NVVM::MMALayout::col});
    SmallVector<Value, 4> elements;
    for (int64_t e = 0; e < 4; ++e)
      elements.push_back(LLVM::ExtractValueOp::create(b, loc, d, e));
    return vector::FromElementsOp::create(b, loc, accType, elements);
  };
  for (int64_t s = 0; s < cfg.blockK / 8; s += 2) {
    SmallVector<SmallVector<Value, 4>> fb;
    for (int64_t j = 0; j < tilesN; ++j)
      fb.push_back(fragmentB(j, s));
    for (int64_t i = 0; i < tilesM; ++i) {
      SmallVector<Value, 4> fa = fragmentA(i, s);
      for (int64_t j = 0; j < tilesN; ++j)
        acc[i * tilesN + j] = mma(fa, fb[j], acc[i * tilesN + j]);
    }
  }
}

void GemmEmitter::fenceAsyncProxy() {
  NVVM::FenceProxyOp::create(
      b, loc, NVVM::ProxyKind::async_shared,
      NVVM::SharedSpaceAttr::get(b.getContext(),
                                 NVVM::SharedSpace::shared_cta));
}

Value GemmEmitter::descriptor(Value address, int64_t rowBytes) {
  // PTX's shared memory matrix descriptor: the start address >> 4 in bits
  // 0-13, the leading dimension byte offset >> 4 in bits 16-29 (unused by
  // K-major swizzled layouts: 1), the stride byte offset >> 4 between
  // 8-row core matrix groups in bits 32-45 (8 rows of `rowBytes`), the base
  // offset in bits 49-51 (0: the tiles are aligned to their swizzle's
  // 8 rows) and the swizzle mode in bits 62-63 (1: 128 bytes, 2: 64
  // bytes).
  assert((rowBytes == 128 || rowBytes == 64) && "a 128 or 64-byte swizzle");
  Type i64 = b.getI64Type();
  auto constant = [&](uint64_t v) -> Value {
    return arith::ConstantOp::create(b, loc, i64,
                                     b.getIntegerAttr(i64, APInt(64, v)));
  };
  Value bits = arith::IndexCastUIOp::create(b, loc, i64, address);
  Value start = arith::ShRUIOp::create(
      b, loc, arith::AndIOp::create(b, loc, bits, constant(0x3ffff)),
      constant(4));
  uint64_t fields = (uint64_t(1) << 16) | (uint64_t(8 * rowBytes >> 4) << 32) |
                    (uint64_t(rowBytes == 128 ? 1 : 2) << 62);
  return arith::OrIOp::create(b, loc, start, constant(fields));
}

/// An empty asm with side effects that takes and returns a fragment's
/// registers: the compiler may move no write of them (the accumulators'
/// initial values) below it, before the wgmma.fence, and no read (the
/// adds, the epilogue) above it, before the wait (CUTLASS's
/// warpgroup_fence_operand).
Value GemmEmitter::fenceRegisters(Value fragment) {
  int64_t regs = cfg.warpN / 2;
  SmallVector<Value> elements;
  std::string constraints;
  for (int64_t i = 0; i < regs; ++i) {
    elements.push_back(LLVM::ExtractValueOp::create(b, loc, fragment, i));
    constraints += (i ? ",=f" : "=f");
  }
  for (int64_t i = 0; i < regs; ++i)
    constraints += "," + std::to_string(i);
  return LLVM::InlineAsmOp::create(b, loc, fragment.getType(), elements, "",
                                   constraints, /*has_side_effects=*/true,
                                   /*is_align_stack=*/false,
                                   LLVM::tailcallkind::TailCallKind::None,
                                   LLVM::AsmDialectAttr(), ArrayAttr())
      .getResult(0);
}

void GemmEmitter::rewriteStage(Value smemA, Value smemB, Value stage,
                               Value slot) {
  // Each element v at (x, k) of an operand's tile goes where its wgmma
  // reads it, in the rewritten tiles of `slot`:
  //   3xTF32: its TF32 part big (the 13 low mantissa bits cleared) in
  //   place and the TF32 part of v - big to the remainder tile, at the
  //   same swizzled place;
  //   BF16: v rounded to nearest BF16 to the BF16 tile (rows of
  //   kWarpgroupK bf16, 64 bytes, with the 64-byte swizzle: 16-byte chunk
  //   c of row x at chunk c ^ ((x / 2) % 4));
  //   TF32, restaged: v to the K-major tile (the wgmma ignores the low
  //   bits).
  // Four elements at a time, consecutive along K. Then the writes are
  // published to the async proxy.
  Value tid = gpu::ThreadIdOp::create(b, loc, gpu::Dimension::x);
  auto vec = VectorType::get({4}, f32);
  bool bf16 = cfg.bf16Operands(), split = cfg.splitOperands();
  int64_t threads = cfg.threads();
  // `k`: the four elements' first K (BF16), `at`: their column in a
  // swizzled f32 row x (the others).
  auto write = [&](Value stageTile, const AheadTiles &tiles, Value x, Value k,
                   Value at, Value v) {
    if (bf16) {
      Value rounded = arith::TruncFOp::create(
          b, loc, VectorType::get({4}, b.getBF16Type()), v);
      Value to = swizzleBf16(x, k);
      vector::StoreOp::create(b, loc, rounded, tiles.read,
                              ValueRange{slot, x, to});
      return;
    }
    // Without a tile of its own, in place in the stage's swizzled tile.
    Value read = tiles.read ? tiles.read : stageTile;
    SmallVector<Value, 3> readAt = {tiles.read ? slot : stage, x, at};
    if (!split) {
      vector::StoreOp::create(b, loc, v, read, readAt);
      return;
    }
    Value big = tf32Part(v);
    vector::StoreOp::create(b, loc, big, read, readAt);
    vector::StoreOp::create(b, loc,
                            tf32Part(arith::SubFOp::create(b, loc, v, big)),
                            tiles.remainder, ValueRange{slot, x, at});
  };
  // Units of work spread over the block's threads, the last round guarded.
  auto forEachUnit = [&](int64_t units, function_ref<void(Value)> body) {
    for (int64_t first = 0; first < units; first += threads) {
      OpBuilder::InsertionGuard guard(b);
      Value unit = add(tid, idx(first));
      if (first + threads > units) {
        auto inside = scf::IfOp::create(b, loc, lt(unit, units), false);
        b.setInsertionPointToStart(&inside.getThenRegion().front());
      }
      body(unit);
    }
  };
  for (auto [tile, tiles, layout] : {std::make_tuple(smemA, &aheadA, &la),
                                     std::make_tuple(smemB, &aheadB, &lb)}) {
    if (!layout->restaged) {
      // TF32 reads the stage as it is.
      if (!bf16 && !split)
        continue;
      // One 16-byte chunk of the swizzled stage: four elements at
      // K = 4 (c ^ (x % 8)) (its 128-byte swizzle undone).
      forEachUnit(layout->rows * (kWarpgroupK / 4), [&](Value chunk) {
        Value row = div(chunk, kWarpgroupK / 4);
        Value col = mul(rem(chunk, kWarpgroupK / 4), 4);
        Value v = vector::LoadOp::create(b, loc, vec, tile,
                                         ValueRange{stage, row, col});
        write(tile, *tiles, row, bf16 ? swizzle(row, col) : Value(), col, v);
      });
      continue;
    }
    // Restaged (`[k][x]` rows): 4 x 4 blocks, each read as four rows of 4
    // X and written as four of 4 K. A warp's 32 blocks span 32 X (8 blocks)
    // by 16 K (4): its reads are four 128-byte rows, and its writes of one
    // row of each block reach all 8 swizzled chunks of the K-major rows
    // (4 wavefronts each, the fewest for 512 bytes).
    int64_t blocksX = layout->tileX() / 4;
    int64_t groupsX = blocksX % 8 == 0 ? blocksX / 8 : 0;
    forEachUnit(blocksX * (kWarpgroupK / 4), [&](Value unit) {
      Value bx, bk;
      if (groupsX) {
        Value warp = div(unit, 32);
        bx = add(rem(unit, 8), mul(rem(warp, groupsX), 8));
        bk = add(rem(div(unit, 8), 4), mul(div(warp, groupsX), 4));
      } else {
        bx = rem(unit, blocksX);
        bk = div(unit, blocksX);
      }
      Value x0 = mul(bx, 4), k0 = mul(bk, 4);
      SmallVector<Value, 4> rows;
      for (int64_t j = 0; j < 4; ++j)
        rows.push_back(vector::LoadOp::create(
            b, loc, vec, tile, ValueRange{stage, add(k0, idx(j)), x0}));
      for (int64_t i = 0; i < 4; ++i) {
        SmallVector<Value, 4> column;
        for (Value row : rows)
          column.push_back(vector::ExtractOp::create(b, loc, row, i));
        Value v = vector::FromElementsOp::create(b, loc, vec, column);
        Value x = add(x0, idx(i));
        write(tile, *tiles, x, k0, bf16 ? Value() : swizzle(x, k0), v);
      }
    });
  }
  fenceAsyncProxy();
}

Value GemmEmitter::issueWarpgroup(Value stage, Value slot, Value acc) {
  MLIRContext *ctx = b.getContext();
  Type i64 = b.getI64Type();
  bool bf16 = cfg.bf16Operands();
  // The tiles the wgmma read: the stage or the restaged tile (f32,
  // 128-byte rows), and 3xTF32's remainder tile (the same), or only the
  // BF16 tile (64-byte rows), or the stage packed as BF16 (64 or 128-byte
  // rows: K tiles of 32 or 64).
  int64_t rowBytes =
      la.elementBytes == 2 ? la.rowBytes() : kWarpgroupK * (bf16 ? 2 : 4);
  int64_t stageBytesA = la.tileX() * rowBytes,
          stageBytesB = lb.tileX() * rowBytes;
  // The warpgroup's rows of each tile: A's 64 from its first row, B's
  // `warp_n` from its first column (B's tile rows are N).
  Value offsetA = mul(warpRow, rowBytes), offsetB = mul(warpCol, rowBytes);
  bool split = cfg.splitOperands();
  auto type = bf16 ? NVVM::WGMMATypes::bf16 : NVVM::WGMMATypes::tf32;
  auto shape = NVVM::MMAShapeAttr::get(ctx, kWarpgroupM, cfg.warpN, cfg.mmaK());
  auto mma = [&](Value descA, Value descB, Value d, bool accumulate) {
    return NVVM::WgmmaMmaAsyncOp::create(
               b, loc, d.getType(), d, descA, descB, shape, type, type,
               NVVM::WGMMATypes::f32,
               accumulate ? NVVM::WGMMAScaleOut::one
                          : NVVM::WGMMAScaleOut::zero,
               NVVM::WGMMAScaleIn::one, NVVM::WGMMAScaleIn::one,
               NVVM::MMALayout::row, NVVM::MMALayout::col,
               NVVM::MMAIntOverflowAttr())
        .getResult();
  };
  // K step s is 32 bytes further along the rows: 2 in the descriptor's
  // address field (the hardware applies the swizzle to the address).
  auto step = [&](Value desc, int64_t s) -> Value {
    if (!s)
      return desc;
    return arith::AddIOp::create(
        b, loc, desc,
        arith::ConstantOp::create(b, loc, i64, b.getIntegerAttr(i64, 2 * s)));
  };
  // The descriptor of a warpgroup's rows in tile `index` of the tiles at
  // `base`, `bytes` apart.
  auto tileDescriptor = [&](Value base, int64_t bytes, Value index,
                            Value offset) {
    return descriptor(add(base, add(mul(index, bytes), offset)), rowBytes);
  };
  // An operand's descriptors: the tile it reads (the stage, or its tile
  // rewritten ahead in `slot`), and 3xTF32's remainder.
  auto descriptors = [&](Value address, const AheadTiles &tiles, int64_t bytes,
                         Value offset) -> std::pair<Value, Value> {
    Value read = tiles.read
                     ? tileDescriptor(tiles.readAddress, bytes, slot, offset)
                     : tileDescriptor(address, bytes, stage, offset);
    Value remainder =
        split ? tileDescriptor(tiles.remainderAddress, bytes, slot, offset)
              : Value();
    return {read, remainder};
  };
  auto [descA, smallDescA] =
      descriptors(addressA, aheadA, stageBytesA, offsetA);
  auto [descB, smallDescB] =
      descriptors(addressB, aheadB, stageBytesB, offsetB);
  // 3xTF32: the K tile's products (small x big, big x small, big x big at
  // each K step) start from zero and join the accumulators by fp32 adds
  // (finishWarpgroup), as on mma.sync (the tensor cores' accumulation is
  // biased over a long K); TF32 and BF16 accumulate onto them.
  Value d = split ? LLVM::UndefOp::create(b, loc, acc.getType()).getResult()
                  : fenceRegisters(acc);
  NVVM::WgmmaFenceAlignedOp::create(b, loc);
  for (int64_t s = 0; s < cfg.blockK / cfg.mmaK(); ++s) {
    Value a = step(descA, s), bDesc = step(descB, s);
    if (!split) {
      d = mma(a, bDesc, d, /*accumulate=*/true);
      continue;
    }
    d = mma(step(smallDescA, s), bDesc, d, /*accumulate=*/s > 0);
    d = mma(a, step(smallDescB, s), d, /*accumulate=*/true);
    d = mma(a, bDesc, d, /*accumulate=*/true);
  }
  NVVM::WgmmaGroupSyncAlignedOp::create(b, loc);
  return d;
}

Value GemmEmitter::finishWarpgroup(Value products, Value acc,
                                   int64_t inFlight) {
  NVVM::WgmmaWaitGroupSyncOp::create(b, loc, inFlight);
  Value d = fenceRegisters(products);
  if (!cfg.splitOperands())
    return d;
  for (int64_t i = 0; i < cfg.warpN / 2; ++i) {
    Value sum = arith::AddFOp::create(
        b, loc, LLVM::ExtractValueOp::create(b, loc, acc, i),
        LLVM::ExtractValueOp::create(b, loc, d, i));
    acc = LLVM::InsertValueOp::create(b, loc, acc, sum, i);
  }
  return acc;
}
