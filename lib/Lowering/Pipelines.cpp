//===- Pipelines.cpp - named kgen lowering pipelines ----------------------===//
//
// Part of kgen.
//
//===----------------------------------------------------------------------===//
//
// kgen-lower-to-nvvm, kgen-lower-to-rocdl and kgen-lower-to-host: from a
// kernel on tensors (untransformed, or transformed by a strategy that mapped
// its foralls to the GPU) to LLVM dialect host code with the device code
// embedded as cubin/hsaco, or to host-only LLVM dialect code. Each is built
// in C++ from upstream and kgen passes (as upstream's GPUToNVVMPipeline.cpp
// builds gpu-lower-to-nvvm-pipeline); docs/lowering.md lists them.
//
//===----------------------------------------------------------------------===//

#include "kgen/Lowering/Passes.h"
#include "kgen/Lowering/Toolchain.h"

#include "mlir/Conversion/Passes.h"
#include "mlir/Dialect/Bufferization/Transforms/Passes.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/GPU/Transforms/Passes.h"
#include "mlir/Dialect/Linalg/Passes.h"
#include "mlir/Dialect/MemRef/Transforms/Passes.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassOptions.h"
#include "mlir/Pass/PassRegistry.h"
#include "mlir/Transforms/Passes.h"

using namespace mlir;

namespace {
/// Options of the host pipeline.
struct HostLoweringOptions : public PassPipelineOptions<HostLoweringOptions> {
  Option<std::string> artifactsDir{
      *this, "artifacts-dir",
      llvm::cl::desc("Write host.ll, host.o, libhost.so and kernels.json "
                     "here"),
      llvm::cl::init("")};
};
} // namespace

/// Bufferization shared by every pipeline: aggregate ops decomposed,
/// elementwise chains fused, long reductions split into partials and a
/// combine,
/// tensors to buffers across function boundaries with identity layouts,
/// results turned into caller-owned out-parameters (a kernel's result
/// written straight into the caller's).
static void buildBufferize(OpPassManager &pm) {
  pm.addNestedPass<func::FuncOp>(kgen::createDecomposeAggregates());
  // Chains of elementwise ops (a norm's scale then its affine) become one
  // op, so that the naive mapping reads and writes the tensor once, not
  // once per op (upstream's fusion: a producer with one use; cheap
  // producers with several uses are cloned first, one copy per use).
  pm.addNestedPass<func::FuncOp>(kgen::createRecomputeElementwise());
  pm.addNestedPass<func::FuncOp>(createLinalgElementwiseOpFusionPass());
  pm.addNestedPass<func::FuncOp>(kgen::createSplitLongReductions());
  pm.addPass(kgen::createReadOnlyArguments());
  bufferization::OneShotBufferizePassOptions bufferize;
  bufferize.bufferizeFunctionBoundaries = true;
  bufferize.functionBoundaryTypeConversion =
      bufferization::LayoutMapOption::IdentityLayoutMap;
  pm.addPass(bufferization::createOneShotBufferizePass(bufferize));
  bufferization::BufferResultsToOutParamsPassOptions outParams;
  outParams.hoistStaticAllocs = true;
  outParams.modifyPublicFunctions = true;
  pm.addPass(bufferization::createBufferResultsToOutParamsPass(outParams));
  pm.addNestedPass<func::FuncOp>(kgen::createForwardResultCopies());
  pm.addPass(createCanonicalizerPass());
  pm.addPass(createCSEPass());
  pm.addPass(createCanonicalizerPass());
}

static LogicalResult
checkGpuOptions(StringRef pipeline, const kgen::GpuPipelineOptions &options,
                function_ref<LogicalResult(const Twine &)> errorHandler) {
  if (options.format != "bin" && options.format != "isa")
    return errorHandler(pipeline + ": format must be 'bin' or 'isa', got '" +
                        options.format + "'");
  if (options.threadsPerBlock <= 0)
    return errorHandler(pipeline + ": threads-per-block must be positive");
  return success();
}

/// The part of a GPU pipeline up to outlined kernels with an attached
/// target: bufferize, map, check and outline.
static void buildGpuFrontHalf(OpPassManager &pm,
                              const kgen::GpuPipelineOptions &options) {
  buildBufferize(pm);
  if (options.naive)
    pm.addNestedPass<func::FuncOp>(
        kgen::createGpuMapNaive({options.threadsPerBlock}));
  // Structured ops a strategy left inside kernels become loops there, its
  // copies too.
  pm.addNestedPass<func::FuncOp>(
      kgen::createCopiesToLinalg({/*inLaunches=*/true}));
  pm.addNestedPass<func::FuncOp>(createConvertLinalgToLoopsPass());
  pm.addPass(kgen::createGpuWorkgroupAllocs());
  pm.addPass(kgen::createGpuSinkIntoLaunches());
  pm.addPass(kgen::createVerifyGpuLaunches({options.chip}));
  pm.addPass(kgen::createGpuHostBuffers());
  pm.addPass(createGpuKernelOutliningPass());
  // The kernel functions' host code inlined into their callers (upstream's
  // inliner, no simplification pipeline), so that a call of @main is one
  // async region: gpu-async-region synchronizes at the end of every host
  // function and at every call, so a module of N kernels waited N + 1 times
  // per call, the GPU idle while the host caught up each time.
  pm.addPass(createInlinerPass({}, [](OpPassManager &) {}));
  // One stream per host function call, synchronized once at its end,
  // instead of a stream created, synchronized and destroyed around every
  // launch (the host waited for each kernel before launching the next).
  pm.addNestedPass<func::FuncOp>(createGpuAsyncRegionPass());
  pm.addPass(kgen::createAttachTarget(
      {options.chip, options.features, options.optLevel}));
}

/// The part of a GPU pipeline after device lowering: host code to LLVM,
/// device code to binaries.
/// For NVVM, the toolkit is always named, so that device code calling math
/// functions (__nv_*) links libdevice whatever the environment says.
static void buildGpuBackHalf(OpPassManager &pm,
                             const kgen::GpuPipelineOptions &options,
                             bool nvvm) {
  pm.addPass(createGpuToLLVMConversionPass());
  GpuModuleToBinaryPassOptions binary;
  binary.compilationTarget = "isa";
  binary.toolkitPath = nvvm ? kgen::findCudaToolkitRoot(options.toolkit)
                            : options.toolkit.getValue();
  pm.addPass(createGpuModuleToBinaryPass(binary));
  pm.addPass(createConvertMathToLLVMPass());
  pm.addPass(createUBToLLVMConversionPass());
  pm.addPass(createCanonicalizerPass());
  pm.addPass(createCSEPass());
  pm.addPass(createReconcileUnrealizedCastsPass());
  pm.addPass(kgen::createSerializeGpuBinaries(
      {options.format, options.toolkit, options.artifactsDir}));
}

/// Vector ops in kernels, lowered first so that the alignment choice holds
/// (shared memory included: kgen-kernel-vector-to-llvm maps the address
/// spaces).
static void buildKernelVectorToLLVM(OpPassManager &kernels,
                                    const kgen::GpuPipelineOptions &options,
                                    bool nvvm) {
  if (!options.vectorAlignment)
    return;
  kgen::KernelVectorToLLVMOptions vector;
  vector.rocdl = !nvvm;
  vector.useVectorAlignment = true;
  kernels.addPass(kgen::createKernelVectorToLLVM(vector));
}

/// Both GPU pipelines; they differ in the nvgpu/NVVM passes on the host
/// side and in the kernels' lowering.
static void buildGpuPipeline(OpPassManager &pm,
                             const kgen::GpuPipelineOptions &options,
                             bool nvvm) {
  buildGpuFrontHalf(pm, options);
  if (nvvm) {
    pm.addPass(kgen::createGpuTensorMapArguments());
    pm.addPass(createConvertNVGPUToNVVMPass());
  }
  pm.addPass(createConvertVectorToSCFPass());
  pm.addPass(createSCFToControlFlowPass());
  if (nvvm)
    pm.addPass(createConvertNVVMToLLVMPass());
  pm.addPass(createConvertFuncToLLVMPass());
  pm.addPass(memref::createExpandStridedMetadataPass());
  pm.addPass(createLowerAffinePass());
  pm.addPass(createArithToLLVMConversionPass());
  pm.addPass(createConvertIndexToLLVMPass());
  pm.addPass(createCanonicalizerPass());
  pm.addPass(createCSEPass());
  OpPassManager &kernels = pm.nest<gpu::GPUModuleOp>();
  buildKernelVectorToLLVM(kernels, options, nvvm);
  if (nvvm) {
    kernels.addPass(createConvertGpuOpsToNVVMOps());
  } else {
    ConvertGpuOpsToROCDLOpsOptions rocdl;
    if (!options.chip.empty())
      rocdl.chipset = options.chip;
    rocdl.indexBitwidth = 0;
    kernels.addPass(createConvertGpuOpsToROCDLOps(rocdl));
  }
  kernels.addPass(createCanonicalizerPass());
  kernels.addPass(createCSEPass());
  kernels.addPass(createReconcileUnrealizedCastsPass());
  buildGpuBackHalf(pm, options, nvvm);
}

void mlir::kgen::buildLowerToNVVMPipeline(OpPassManager &pm,
                                          const GpuPipelineOptions &options) {
  buildGpuPipeline(pm, options, /*nvvm=*/true);
}

void mlir::kgen::buildLowerToROCDLPipeline(OpPassManager &pm,
                                           const GpuPipelineOptions &options) {
  buildGpuPipeline(pm, options, /*nvvm=*/false);
}

/// Host code only: the untransformed kernel as sequential loops, lowered
/// to the LLVM dialect (the CPU reference path).
void mlir::kgen::buildLowerToHostPipeline(OpPassManager &pm,
                                          StringRef artifactsDir) {
  buildBufferize(pm);
  pm.addNestedPass<func::FuncOp>(kgen::createCopiesToLinalg());
  pm.addNestedPass<func::FuncOp>(createConvertLinalgToLoopsPass());
  pm.addPass(createConvertVectorToSCFPass());
  pm.addPass(createLowerAffinePass());
  pm.addPass(createSCFToControlFlowPass());
  pm.addPass(createCanonicalizerPass());
  pm.addPass(createCSEPass());
  pm.addPass(createConvertVectorToLLVMPass());
  pm.addPass(createConvertMathToLLVMPass());
  pm.addPass(createConvertMathToLibmPass());
  pm.addPass(memref::createExpandStridedMetadataPass());
  pm.addPass(createLowerAffinePass());
  pm.addPass(createFinalizeMemRefToLLVMConversionPass());
  pm.addPass(createConvertFuncToLLVMPass());
  pm.addPass(createArithToLLVMConversionPass());
  pm.addPass(createConvertControlFlowToLLVMPass());
  pm.addPass(createConvertIndexToLLVMPass());
  pm.addPass(createUBToLLVMConversionPass());
  pm.addPass(createReconcileUnrealizedCastsPass());
  // The serializer finds no GPU binaries here and writes the host code as
  // host.ll / host.o / libhost.so and kernels.json.
  if (!artifactsDir.empty())
    pm.addPass(
        kgen::createSerializeGpuBinaries({"bin", "", artifactsDir.str()}));
}

template <typename Options, typename Build, typename Check>
static void registerPipeline(StringRef name, StringRef description, Build build,
                             Check check) {
  std::string pipeline = name.str();
  registerPassPipeline(
      name, description,
      [pipeline, build,
       check](OpPassManager &pm, StringRef optionsText,
              function_ref<LogicalResult(const Twine &)> onError) {
        Options options;
        if (failed(options.parseFromString(optionsText)) ||
            failed(check(pipeline, options, onError)))
          return failure();
        build(pm, options);
        return success();
      },
      [](function_ref<void(const detail::PassOptions &)> optHandler) {
        optHandler(Options());
      });
}

void mlir::kgen::registerLoweringPipelines() {
  registerPipeline<kgen::GpuPipelineOptions>(
      "kgen-lower-to-nvvm",
      "Lowers a kernel on tensors to host LLVM code launching NVIDIA cubins "
      "(bufferize, naive mapping of untransformed ops, checks, outlining, "
      "NVVM, PTX, ptxas).",
      [](OpPassManager &pm, const kgen::GpuPipelineOptions &options) {
        buildLowerToNVVMPipeline(pm, options);
      },
      checkGpuOptions);
  registerPipeline<kgen::GpuPipelineOptions>(
      "kgen-lower-to-rocdl",
      "Lowers a kernel on tensors to host LLVM code launching AMD hsaco "
      "code objects (bufferize, naive mapping, checks, outlining, ROCDL, "
      "AMDGCN, ld.lld).",
      [](OpPassManager &pm, const kgen::GpuPipelineOptions &options) {
        buildLowerToROCDLPipeline(pm, options);
      },
      checkGpuOptions);
  registerPipeline<HostLoweringOptions>(
      "kgen-lower-to-host",
      "Lowers a kernel on tensors to sequential host LLVM code (the CPU "
      "reference path).",
      [](OpPassManager &pm, const HostLoweringOptions &options) {
        buildLowerToHostPipeline(pm, options.artifactsDir);
      },
      [](StringRef, const HostLoweringOptions &,
         function_ref<LogicalResult(const Twine &)>) { return success(); });
}
