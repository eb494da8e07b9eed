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
/// Options of the GPU lowering pipelines.
struct GpuLoweringOptions : public PassPipelineOptions<GpuLoweringOptions> {
  Option<std::string> chip{
      *this, "chip",
      llvm::cl::desc("Chip to compile for (default: the module's kgen.target)"),
      llvm::cl::init("")};
  Option<std::string> features{
      *this, "features",
      llvm::cl::desc("Target features (default: chosen for the chip)"),
      llvm::cl::init("")};
  Option<unsigned> optLevel{*this, "O",
                            llvm::cl::desc("Device optimization level"),
                            llvm::cl::init(3)};
  Option<bool> naive{
      *this, "naive",
      llvm::cl::desc("Map the linalg ops left in host code with "
                     "kgen-gpu-map-naive (one thread per output element)"),
      llvm::cl::init(true)};
  Option<int64_t> threadsPerBlock{
      *this, "threads-per-block",
      llvm::cl::desc("Threads per block of the naive mapping"),
      llvm::cl::init(256)};
  Option<bool> vectorAlignment{
      *this, "vector-alignment",
      llvm::cl::desc("Assume vector loads and stores in kernels are aligned "
                     "to the vector size (strategies vectorize contiguous "
                     "dimensions whose extent the width divides), so they "
                     "become ld/st.v2/v4"),
      llvm::cl::init(true)};
  Option<std::string> format{
      *this, "format",
      llvm::cl::desc("Embedded device code: bin (cubin/hsaco) or isa "
                     "(PTX/AMDGCN)"),
      llvm::cl::init("bin")};
  Option<std::string> toolkit{
      *this, "toolkit",
      llvm::cl::desc("CUDA toolkit directory (default: searched)"),
      llvm::cl::init("")};
  Option<std::string> artifactsDir{
      *this, "artifacts-dir",
      llvm::cl::desc("Write .ptx/.cubin/.sass or .s/.hsaco and kernels.json "
                     "here"),
      llvm::cl::init("")};
};
} // namespace

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

/// Bufferization shared by every pipeline: aggregate ops decomposed, long
/// reductions split into partials and a combine,
/// tensors to buffers across function boundaries with identity layouts,
/// results turned into caller-owned out-parameters (a kernel's result
/// written straight into the caller's).
static void buildBufferize(OpPassManager &pm) {
  pm.addNestedPass<func::FuncOp>(kgen::createDecomposeAggregates());
  pm.addNestedPass<func::FuncOp>(kgen::createSplitLongReductions());
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
checkGpuOptions(StringRef pipeline, const GpuLoweringOptions &options,
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
  // Structured ops a strategy left inside kernels become loops there.
  pm.addNestedPass<func::FuncOp>(createConvertLinalgToLoopsPass());
  pm.addPass(kgen::createGpuWorkgroupAllocs());
  pm.addPass(kgen::createGpuSinkIntoLaunches());
  pm.addPass(kgen::createVerifyGpuLaunches({options.chip}));
  pm.addPass(kgen::createGpuHostBuffers());
  pm.addPass(createGpuKernelOutliningPass());
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
                            : options.toolkit;
  pm.addPass(createGpuModuleToBinaryPass(binary));
  pm.addPass(createConvertMathToLLVMPass());
  pm.addPass(createUBToLLVMConversionPass());
  pm.addPass(createCanonicalizerPass());
  pm.addPass(createCSEPass());
  pm.addPass(createReconcileUnrealizedCastsPass());
  pm.addPass(kgen::createSerializeGpuBinaries(
      {options.format, options.toolkit, options.artifactsDir}));
}

/// Vector ops in kernels, lowered first so that the alignment choice holds.
static void buildKernelVectorToLLVM(OpPassManager &kernels,
                                    const kgen::GpuPipelineOptions &options) {
  if (!options.vectorAlignment)
    return;
  ConvertVectorToLLVMPassOptions vector;
  vector.useVectorAlignment = true;
  kernels.addPass(createConvertVectorToLLVMPass(vector));
}

/// Both GPU pipelines; they differ in the nvgpu/NVVM passes on the host
/// side and in the kernels' lowering.
static void buildGpuPipeline(OpPassManager &pm,
                             const kgen::GpuPipelineOptions &options,
                             bool nvvm) {
  buildGpuFrontHalf(pm, options);
  if (nvvm)
    pm.addPass(createConvertNVGPUToNVVMPass());
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
  buildKernelVectorToLLVM(kernels, options);
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
    pm.addPass(kgen::createSerializeGpuBinaries({"bin", "", artifactsDir.str()}));
}

/// The parsed options as the builders take them.
static kgen::GpuPipelineOptions toPipelineOptions(
    const GpuLoweringOptions &options) {
  kgen::GpuPipelineOptions result;
  result.chip = options.chip;
  result.features = options.features;
  result.optLevel = options.optLevel;
  result.naive = options.naive;
  result.threadsPerBlock = options.threadsPerBlock;
  result.vectorAlignment = options.vectorAlignment;
  result.format = options.format;
  result.toolkit = options.toolkit;
  result.artifactsDir = options.artifactsDir;
  return result;
}

template <typename Options, typename Build, typename Check>
static void registerPipeline(StringRef name, StringRef description,
                             Build build, Check check) {
  std::string pipeline = name.str();
  registerPassPipeline(
      name, description,
      [pipeline, build, check](
          OpPassManager &pm, StringRef optionsText,
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
  registerPipeline<GpuLoweringOptions>(
      "kgen-lower-to-nvvm",
      "Lowers a kernel on tensors to host LLVM code launching NVIDIA cubins "
      "(bufferize, naive mapping of untransformed ops, checks, outlining, "
      "NVVM, PTX, ptxas).",
      [](OpPassManager &pm, const GpuLoweringOptions &options) {
        buildLowerToNVVMPipeline(pm, toPipelineOptions(options));
      },
      checkGpuOptions);
  registerPipeline<GpuLoweringOptions>(
      "kgen-lower-to-rocdl",
      "Lowers a kernel on tensors to host LLVM code launching AMD hsaco "
      "code objects (bufferize, naive mapping, checks, outlining, ROCDL, "
      "AMDGCN, ld.lld).",
      [](OpPassManager &pm, const GpuLoweringOptions &options) {
        buildLowerToROCDLPipeline(pm, toPipelineOptions(options));
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
