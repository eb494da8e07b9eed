//===- GpuTensorMapArguments.cpp - TMA descriptors as kernel pointers -----===//
//
// Part of kgen.
//
//===----------------------------------------------------------------------===//

#include "kgen/Lowering/Passes.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/NVGPU/IR/NVGPUDialect.h"
#include "mlir/IR/Builders.h"

namespace mlir {
namespace kgen {
#define GEN_PASS_DEF_GPUTENSORMAPARGUMENTS
#include "kgen/Lowering/Passes.h.inc"
} // namespace kgen
} // namespace mlir

using namespace mlir;

namespace {
struct GpuTensorMapArgumentsPass
    : public kgen::impl::GpuTensorMapArgumentsBase<GpuTensorMapArgumentsPass> {
  void runOnOperation() override {
    MLIRContext *ctx = &getContext();
    auto pointer = LLVM::LLVMPointerType::get(ctx);
    OpBuilder b(ctx);
    auto cast = [&](Location loc, Type type, Value value) {
      return UnrealizedConversionCastOp::create(b, loc, type, value)
          .getResult(0);
    };
    // Kernels: the argument a pointer, cast to the descriptor for its uses.
    getOperation().walk([&](gpu::GPUFuncOp func) {
      if (!func.isKernel() || func.isExternal())
        return;
      Block &entry = func.getBody().front();
      SmallVector<Type> inputs(func.getArgumentTypes());
      bool changed = false;
      b.setInsertionPointToStart(&entry);
      for (auto [i, argument] : llvm::enumerate(entry.getArguments())) {
        if (!isa<nvgpu::TensorMapDescriptorType>(argument.getType()))
          continue;
        Type descriptor = argument.getType();
        argument.setType(pointer);
        Value uses = cast(func.getLoc(), descriptor, argument);
        argument.replaceAllUsesExcept(uses, uses.getDefiningOp());
        inputs[i] = pointer;
        changed = true;
      }
      if (changed)
        func.setFunctionType(
            FunctionType::get(ctx, inputs, func.getResultTypes()));
    });
    // Launches: the descriptor passed as the pointer it lowers to.
    getOperation().walk([&](gpu::LaunchFuncOp launch) {
      b.setInsertionPoint(launch);
      for (OpOperand &operand : launch.getKernelOperandsMutable())
        if (isa<nvgpu::TensorMapDescriptorType>(operand.get().getType()))
          operand.set(cast(launch.getLoc(), pointer, operand.get()));
    });
  }
};
} // namespace
