//===- KernelVectorToLLVM.cpp - a GPU module's vector ops to LLVM ---------===//
//
// Part of kgen.
//
//===----------------------------------------------------------------------===//
//
// Vector ops in kernels to LLVM with the GPU address spaces mapped, so that
// loads and stores of shared memory convert here (aligned) instead of
// failing in upstream's convert-vector-to-llvm.
//
//===----------------------------------------------------------------------===//

#include "kgen/Lowering/Passes.h"

#include "mlir/Conversion/GPUCommon/GPUCommonPass.h"
#include "mlir/Conversion/LLVMCommon/ConversionTarget.h"
#include "mlir/Conversion/LLVMCommon/TypeConverter.h"
#include "mlir/Conversion/VectorToLLVM/ConvertVectorToLLVM.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/Dialect/Vector/Transforms/LoweringPatterns.h"
#include "mlir/Dialect/Vector/Transforms/VectorRewritePatterns.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

namespace mlir {
namespace kgen {
#define GEN_PASS_DEF_KERNELVECTORTOLLVM
#include "kgen/Lowering/Passes.h.inc"
} // namespace kgen
} // namespace mlir

using namespace mlir;

namespace {
/// Whether `op`'s vector access may be given the vector's alignment: not
/// workgroup memory (see below), and every vector the op moves starts at
/// a multiple of its length in elements, which the memref's layout decides
/// for the indices a strategy's tiling gives (multiples of the vector
/// width along the innermost dimension): its offset and every stride but
/// the innermost (1) are static multiples of the vector's length (the
/// strides of dimensions of extent 1 aside). A row of 63 floats read 4 at
/// a time (rows starting at odd elements) keeps the element's alignment;
/// with the vector's, the loads faulted (CUDA_ERROR_MISALIGNED_ADDRESS).
/// An op without a memref operand (a shuffle, an extract) is unaffected by
/// the choice.
static bool vectorAligned(Operation *op) {
  auto vectorType = [&]() -> VectorType {
    for (Type type : op->getOperandTypes())
      if (auto vector = dyn_cast<VectorType>(type))
        return vector;
    for (Type type : op->getResultTypes())
      if (auto vector = dyn_cast<VectorType>(type))
        return vector;
    return {};
  }();
  for (Type type : op->getOperandTypes()) {
    auto memref = dyn_cast<MemRefType>(type);
    if (!memref)
      continue;
    if (gpu::GPUDialect::hasWorkgroupMemoryAddressSpace(memref))
      return false;
    if (!vectorType || vectorType.getRank() == 0)
      continue;
    int64_t length = vectorType.getShape().back();
    if (length <= 1)
      continue;
    SmallVector<int64_t> strides;
    int64_t offset;
    if (failed(memref.getStridesAndOffset(strides, offset)) ||
        ShapedType::isDynamic(offset) || offset % length != 0)
      return false;
    for (auto [i, stride] : llvm::enumerate(strides)) {
      if (i + 1 == strides.size()) {
        if (stride != 1)
          return false;
      } else if (memref.getDimSize(i) != 1 &&
                 (ShapedType::isDynamic(stride) || stride % length != 0)) {
        return false;
      }
    }
  }
  return true;
}

struct KernelVectorToLLVMPass
    : public kgen::impl::KernelVectorToLLVMBase<KernelVectorToLLVMPass> {
  using Base::Base;
  void runOnOperation() override {
    MLIRContext *context = &getContext();
    // Vector-to-vector lowerings to what converts one to one (rank-1
    // transfers, no contractions, transposes or masks left).
    {
      RewritePatternSet patterns(context);
      vector::populateVectorToVectorCanonicalizationPatterns(patterns);
      vector::populateVectorBitCastLoweringPatterns(patterns);
      vector::populateVectorBroadcastLoweringPatterns(patterns);
      vector::populateVectorContractLoweringPatterns(
          patterns, vector::VectorContractLowering::Dot);
      vector::populateVectorMaskOpLoweringPatterns(patterns);
      vector::populateVectorShapeCastLoweringPatterns(patterns);
      vector::populateVectorInterleaveLoweringPatterns(patterns);
      vector::populateVectorTransposeLoweringPatterns(
          patterns, vector::VectorTransposeLowering::EltWise);
      vector::populateVectorTransferLoweringPatterns(patterns,
                                                     /*maxTransferRank=*/1);
      vector::populateVectorMaskMaterializationPatterns(
          patterns, /*force32BitVectorIndices=*/false);
      vector::populateVectorInsertExtractStridedSliceTransforms(patterns);
      vector::populateVectorStepLoweringPatterns(patterns);
      vector::populateVectorRankReducingFMAPattern(patterns);
      vector::populateVectorGatherLoweringPatterns(patterns);
      (void)applyPatternsGreedily(getOperation(), std::move(patterns));
    }

    LLVMTypeConverter converter(context, LowerToLLVMOptions(context));
    // The address spaces as the GPU-to-NVVM / -ROCDL conversions map them.
    bool amd = rocdl;
    populateGpuMemorySpaceAttributeConversions(
        converter, [amd](gpu::AddressSpace space) -> unsigned {
          switch (space) {
          case gpu::AddressSpace::Global:
            return 1;
          case gpu::AddressSpace::Workgroup:
            return 3;
          case gpu::AddressSpace::Private:
            return amd ? 5 : 0;
          }
          llvm_unreachable("unknown GPU address space");
        });
    // Vector accesses of other memory aligned to the vector's size (when
    // asked and the layout allows it, see vectorAligned), then the others
    // with the element's alignment: a workgroup attribution is only as
    // aligned as its element type in the PTX (`.shared .align 4`), so a
    // vector alignment there is not known to hold (NVPTX still forms
    // vectors where it proves it, as for the GEMM's 16-byte aligned
    // dynamic shared memory).
    for (bool aligned : {true, false}) {
      RewritePatternSet patterns(context);
      vector::populateVectorTransferLoweringPatterns(patterns);
      populateVectorToLLVMConversionPatterns(
          converter, patterns, /*reassociateFPReductions=*/false,
          /*force32BitVectorIndices=*/false, useVectorAlignment && aligned);
      LLVMConversionTarget target(*context);
      target.addLegalDialect<arith::ArithDialect, memref::MemRefDialect>();
      target.addLegalOp<UnrealizedConversionCastOp>();
      if (aligned)
        target.addDynamicallyLegalDialect<vector::VectorDialect>(
            [&](Operation *op) -> std::optional<bool> {
              if (!vectorAligned(op))
                return true;
              return std::nullopt;
            });
      if (failed(applyPartialConversion(getOperation(), target,
                                        std::move(patterns))))
        return signalPassFailure();
    }
  }
};
} // namespace
