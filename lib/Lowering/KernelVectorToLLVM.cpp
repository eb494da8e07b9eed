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
    // asked), then those of workgroup memory with the element's alignment:
    // a workgroup attribution is only as aligned as its element type in the
    // PTX (`.shared .align 4`), so a vector alignment there is not known to
    // hold (NVPTX still forms vectors where it proves it, as for the GEMM's
    // 16-byte aligned dynamic shared memory).
    auto onWorkgroupMemory = [](Operation *op) {
      return llvm::any_of(op->getOperandTypes(), [](Type type) {
        auto memref = dyn_cast<MemRefType>(type);
        return memref &&
               gpu::GPUDialect::hasWorkgroupMemoryAddressSpace(memref);
      });
    };
    for (bool workgroup : {false, true}) {
      RewritePatternSet patterns(context);
      vector::populateVectorTransferLoweringPatterns(patterns);
      populateVectorToLLVMConversionPatterns(
          converter, patterns, /*reassociateFPReductions=*/false,
          /*force32BitVectorIndices=*/false, useVectorAlignment && !workgroup);
      LLVMConversionTarget target(*context);
      target.addLegalDialect<arith::ArithDialect, memref::MemRefDialect>();
      target.addLegalOp<UnrealizedConversionCastOp>();
      if (!workgroup)
        target.addDynamicallyLegalDialect<vector::VectorDialect>(
            [&](Operation *op) -> std::optional<bool> {
              if (onWorkgroupMemory(op))
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
