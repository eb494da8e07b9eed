//===- AttachTarget.cpp - NVVM/ROCDL targets from #kgen.target ------------===//
//
// Part of kgen.
//
//===----------------------------------------------------------------------===//

#include "kgen/Lowering/Passes.h"
#include "kgen/Lowering/Target.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/LLVMIR/ROCDLDialect.h"

namespace mlir {
namespace kgen {
#define GEN_PASS_DEF_ATTACHTARGET
#include "kgen/Lowering/Passes.h.inc"
} // namespace kgen
} // namespace mlir

using namespace mlir;
using namespace mlir::kgen;

/// PTX ISA version for the NVVM chips kgen knows. LLVM's default (6.0) is
/// too old for sm_90, which needs 7.8; 8.0 covers every known chip and the
/// sm_90a features and is accepted by CUDA 12.0 and later.
static constexpr StringLiteral kDefaultPtxFeatures = "+ptx80";

namespace {
struct AttachTargetPass
    : public kgen::impl::AttachTargetBase<AttachTargetPass> {
  using Base::Base;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    FailureOr<TargetAttr> target =
        resolveTarget(module, chip, "kgen-attach-target");
    if (failed(target))
      return signalPassFailure();

    MLIRContext *context = &getContext();
    StringRef targetFeatures =
        !features.empty() ? StringRef(features) : target->getFeatures();
    Attribute gpuTarget;
    switch (target->getBackend()) {
    case Backend::nvvm:
      gpuTarget = NVVM::NVVMTargetAttr::get(
          context, optLevel, "nvptx64-nvidia-cuda", target->getChip(),
          targetFeatures.empty() ? StringRef(kDefaultPtxFeatures)
                                 : targetFeatures);
      break;
    case Backend::rocdl:
      gpuTarget =
          ROCDL::ROCDLTargetAttr::get(context, optLevel, "amdgcn-amd-amdhsa",
                                      target->getChip(), targetFeatures);
      break;
    case Backend::host:
      module.emitError() << "kgen-attach-target: the host target '"
                         << target->getChip()
                         << "' has no GPU modules to compile; use "
                            "kgen-lower-to-host";
      return signalPassFailure();
    }

    module.walk([&](gpu::GPUModuleOp gpuModule) {
      if (gpuModule.getTargetsAttr() && !gpuModule.getTargetsAttr().empty())
        return;
      gpuModule.setTargetsAttr(ArrayAttr::get(context, {gpuTarget}));
    });
  }
};
} // namespace
