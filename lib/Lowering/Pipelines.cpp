//===- Pipelines.cpp - named kgen lowering pipelines ----------------------===//
//
// Part of kgen.
//
//===----------------------------------------------------------------------===//
//
// kgen-lower-to-nvvm, kgen-lower-to-rocdl and kgen-lower-to-host: from a
// kernel on tensors (untransformed, or transformed by a strategy that mapped
// its foralls to the GPU) to LLVM dialect host code with the device code
// embedded as cubin/hsaco, or to host-only LLVM dialect code. They are
// spelled as textual pipelines of upstream and kgen passes, so that
// `--mlir-print-ir-after-all` and the docs show exactly what runs.
//
//===----------------------------------------------------------------------===//

#include "kgen/Lowering/Passes.h"
#include "kgen/Lowering/Toolchain.h"

#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassOptions.h"
#include "mlir/Pass/PassRegistry.h"
#include "llvm/Support/FormatVariadic.h"

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
static constexpr llvm::StringLiteral kBufferize =
    "func.func(kgen-decompose-aggregates,kgen-split-long-reductions),"
    "one-shot-bufferize{bufferize-function-boundaries "
    "function-boundary-type-conversion=identity-layout-map},"
    "buffer-results-to-out-params{hoist-static-allocs "
    "modify-public-functions},func.func(kgen-forward-result-copies),"
    "canonicalize,cse,canonicalize";

/// Returns a quoted pass-option value.
static std::string quote(StringRef value) {
  return "\"" + value.str() + "\"";
}

static LogicalResult
checkGpuOptions(StringRef pipeline, const GpuLoweringOptions &options,
                function_ref<LogicalResult(const Twine &)> errorHandler) {
  if (options.format != "bin" && options.format != "isa")
    return errorHandler(pipeline + ": format must be 'bin' or 'isa', got '" +
                        options.format + "'");
  if (options.threadsPerBlock <= 0)
    return errorHandler(pipeline + ": threads-per-block must be positive");
  for (const std::string *path : {&options.toolkit, &options.artifactsDir,
                                  &options.chip, &options.features})
    if (StringRef(*path).contains('"'))
      return errorHandler(pipeline + ": option values may not contain '\"'");
  return success();
}

/// The part of a GPU pipeline up to outlined kernels with an attached
/// target: bufferize, map, check and outline.
static std::string gpuFrontHalf(const GpuLoweringOptions &options) {
  std::string text = kBufferize.str();
  if (options.naive)
    text += llvm::formatv(",func.func(kgen-gpu-map-naive{{threads-per-block={0}})",
                          options.threadsPerBlock.getValue());
  // Structured ops a strategy left inside kernels become loops there.
  text += llvm::formatv(
      ",func.func(convert-linalg-to-loops),kgen-gpu-workgroup-allocs,"
      "kgen-gpu-sink-into-launches,"
      "kgen-verify-gpu-launches{{chip={0}},"
      "kgen-gpu-host-buffers,"
      "gpu-kernel-outlining,kgen-attach-target{{chip={0} features={1} O={2}}",
      quote(options.chip), quote(options.features),
      options.optLevel.getValue());
  return text;
}

/// The part of a GPU pipeline after device lowering: host code to LLVM,
/// device code to binaries.
/// For NVVM, the toolkit is always named, so that device code calling math
/// functions (__nv_*) links libdevice whatever the environment says.
static std::string gpuBackHalf(const GpuLoweringOptions &options,
                               bool nvvm) {
  std::string binaryOptions = "format=isa";
  std::string toolkit =
      nvvm ? kgen::findCudaToolkitRoot(options.toolkit)
           : options.toolkit.getValue();
  if (!toolkit.empty())
    binaryOptions += " toolkit=" + quote(toolkit);
  return llvm::formatv(
      "gpu-to-llvm,gpu-module-to-binary{{{0}},convert-math-to-llvm,"
      "convert-ub-to-llvm,"
      "canonicalize,cse,reconcile-unrealized-casts,"
      "kgen-serialize-gpu-binaries{{format={1} toolkit={2} "
      "artifacts-dir={3}}",
      binaryOptions, options.format.getValue(), quote(options.toolkit),
      quote(options.artifactsDir));
}

/// Vector ops in kernels, lowered first so that the alignment choice holds.
static std::string vectorToLLVM(const GpuLoweringOptions &options) {
  return options.vectorAlignment
             ? "convert-vector-to-llvm{use-vector-alignment},"
             : "";
}

static std::string nvvmPipeline(const GpuLoweringOptions &options) {
  return gpuFrontHalf(options) +
         ",convert-nvgpu-to-nvvm,convert-vector-to-scf,convert-scf-to-cf,"
         "convert-nvvm-to-llvm,convert-func-to-llvm,expand-strided-metadata,"
         "lower-affine,convert-arith-to-llvm,convert-index-to-llvm,"
         "canonicalize,cse,"
         "gpu.module(" +
         vectorToLLVM(options) +
         "convert-gpu-to-nvvm,canonicalize,cse,reconcile-unrealized-casts)," +
         gpuBackHalf(options, /*nvvm=*/true);
}

static std::string rocdlPipeline(const GpuLoweringOptions &options) {
  std::string chipset =
      options.chip.empty() ? "" : " chipset=" + quote(options.chip);
  return gpuFrontHalf(options) +
         ",convert-vector-to-scf,convert-scf-to-cf,convert-func-to-llvm,"
         "expand-strided-metadata,lower-affine,convert-arith-to-llvm,"
         "convert-index-to-llvm,canonicalize,cse,"
         "gpu.module(" +
         vectorToLLVM(options) + "convert-gpu-to-rocdl{" +
         chipset +
         " index-bitwidth=0},canonicalize,cse,reconcile-unrealized-casts)," +
         gpuBackHalf(options, /*nvvm=*/false);
}

/// Host code only: the untransformed kernel as sequential loops, lowered
/// to the LLVM dialect (the CPU reference path).
static constexpr llvm::StringLiteral kHostPipeline =
    ",func.func(kgen-copies-to-linalg,convert-linalg-to-loops),"
    "convert-vector-to-scf,lower-affine,"
    "convert-scf-to-cf,canonicalize,cse,convert-vector-to-llvm,"
    "convert-math-to-llvm,convert-math-to-libm,expand-strided-metadata,"
    "lower-affine,finalize-memref-to-llvm,convert-func-to-llvm,"
    "convert-arith-to-llvm,convert-cf-to-llvm,convert-index-to-llvm,"
    "convert-ub-to-llvm,reconcile-unrealized-casts";

template <typename Build>
static void registerGpuPipeline(StringRef name, StringRef description,
                                Build build) {
  std::string pipeline = name.str();
  registerPassPipeline(
      name, description,
      [pipeline, build](OpPassManager &pm, StringRef optionsText,
                        function_ref<LogicalResult(const Twine &)> onError) {
        GpuLoweringOptions options;
        if (failed(options.parseFromString(optionsText)) ||
            failed(checkGpuOptions(pipeline, options, onError)))
          return failure();
        std::string text;
        llvm::raw_string_ostream errors(text);
        if (failed(parsePassPipeline(build(options), pm, errors)))
          return onError(pipeline + ": " + text);
        return success();
      },
      [](function_ref<void(const detail::PassOptions &)> optHandler) {
        optHandler(GpuLoweringOptions());
      });
}

void mlir::kgen::registerLoweringPipelines() {
  registerGpuPipeline(
      "kgen-lower-to-nvvm",
      "Lowers a kernel on tensors to host LLVM code launching NVIDIA cubins "
      "(bufferize, naive mapping of untransformed ops, checks, outlining, "
      "NVVM, PTX, ptxas).",
      nvvmPipeline);
  registerGpuPipeline(
      "kgen-lower-to-rocdl",
      "Lowers a kernel on tensors to host LLVM code launching AMD hsaco "
      "code objects (bufferize, naive mapping, checks, outlining, ROCDL, "
      "AMDGCN, ld.lld).",
      rocdlPipeline);
  registerPassPipeline(
      "kgen-lower-to-host",
      "Lowers a kernel on tensors to sequential host LLVM code (the CPU "
      "reference path).",
      [](OpPassManager &pm, StringRef optionsText,
         function_ref<LogicalResult(const Twine &)> onError) {
        HostLoweringOptions options;
        if (failed(options.parseFromString(optionsText)))
          return failure();
        if (StringRef(options.artifactsDir).contains('"'))
          return onError("kgen-lower-to-host: option values may not "
                         "contain '\"'");
        std::string text = (kBufferize + kHostPipeline).str();
        // The serializer finds no GPU binaries here and writes the host
        // code as host.ll / host.o / libhost.so and kernels.json.
        if (!options.artifactsDir.empty())
          text += ",kgen-serialize-gpu-binaries{artifacts-dir=" +
                  quote(options.artifactsDir) + "}";
        std::string errors;
        llvm::raw_string_ostream os(errors);
        if (failed(parsePassPipeline(text, pm, os)))
          return onError("kgen-lower-to-host: " + errors);
        return success();
      },
      [](function_ref<void(const mlir::detail::PassOptions &)> optHandler) {
        optHandler(HostLoweringOptions());
      });
}
