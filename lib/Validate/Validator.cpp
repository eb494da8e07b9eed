//===- Validator.cpp - the validation protocol ----------------------------===//
//
// Part of kgen.
//
//===----------------------------------------------------------------------===//
//
// One validation: the parent process parses the kernel, starts a worker
// process (kgen-validate's hidden worker mode, posix_spawn: no fork of a
// possibly multithreaded caller) that compiles and runs the candidate on every trial's inputs (regenerated from
// the trial seeds) and writes the outputs into shared memory, computes the
// float64 reference of each trial meanwhile (or, with the device reference,
// has the worker compute it on the GPU before the candidate), waits for the
// worker under a deadline, and compares. References are cached per kernel,
// seed and trial. The worker also checks that its inputs survive
// the run unchanged and that a second run gives bitwise the same outputs,
// and times the candidate. See docs/validate.md.
//
//===----------------------------------------------------------------------===//

#include "kgen/Validate/Validate.h"

#include "DeviceChecks.h"
#include "Generator.h"
#include "Parallel.h"
#include "Signature.h"

#include "kgen/InitAllDialects.h"
#include "kgen/Analysis/Passes.h"
#include "kgen/Lowering/Passes.h"
#include "Kgen/IR/KgenChips.h"
#include "kgen/Runtime/GPURuntime.h"
#include "kgen/Validate/Passes.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/ExecutionEngine/ExecutionEngine.h"
#include "mlir/ExecutionEngine/OptUtils.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"
#include "mlir/InitAllPasses.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassInstrumentation.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"
#include "mlir/Target/LLVMIR/Dialect/All.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/TargetSelect.h"
#include "llvm/Support/raw_ostream.h"

#include <chrono>
#include <cmath>
#include <cstdlib>
#include <cstring>
#include <list>
#include <map>
#include <mutex>
#include <random>
#include <dlfcn.h>
#include <fcntl.h>
#include <signal.h>
#include <spawn.h>
#include <sys/file.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

extern char **environ;

using namespace mlir;
using namespace mlir::kgen;

llvm::StringRef mlir::kgen::stringifyVerdict(Verdict verdict) {
  switch (verdict) {
  case Verdict::Ok:
    return "OK";
  case Verdict::CompileError:
    return "COMPILE_ERROR";
  case Verdict::VerifyError:
    return "VERIFY_ERROR";
  case Verdict::RuntimeError:
    return "RUNTIME_ERROR";
  case Verdict::Timeout:
    return "TIMEOUT";
  case Verdict::WrongAnswer:
    return "WRONG_ANSWER";
  }
  return "?";
}

//===----------------------------------------------------------------------===//
// Kernel signatures
//===----------------------------------------------------------------------===//

static std::optional<ElementKind> getElementKind(Type type) {
  if (type.isF32())
    return ElementKind::F32;
  if (type.isSignlessInteger(1))
    return ElementKind::I1;
  if (type.isSignlessInteger(8))
    return ElementKind::I8;
  if (type.isSignlessInteger(32))
    return ElementKind::I32;
  if (type.isSignlessInteger(64))
    return ElementKind::I64;
  if (type.isF64())
    return ElementKind::F64;
  return std::nullopt;
}

DialectRegistry &mlir::kgen::getToolRegistry() {
  static DialectRegistry registry;
  static std::once_flag once;
  std::call_once(once, [] {
    mlir::registerAllDialects(registry);
    mlir::registerAllExtensions(registry);
    mlir::registerAllToLLVMIRTranslations(registry);
    kgen::registerAllDialects(registry);
    // A tool registers everything here; inside kgen-opt (the kgen-tune
    // pass) or a plugin, what the host already registered is left alone
    // (pipelines may not be registered twice).
    if (!PassInfo::lookup("canonicalize"))
      mlir::registerAllPasses();
    if (!PassPipelineInfo::lookup("kgen-lower-to-host")) {
      registerKgenAnalysisPasses();
      registerKgenLoweringPasses();
      registerLoweringPipelines();
    }
    if (!PassInfo::lookup("kgen-promote-to-f64"))
      registerKgenValidatePasses();
    llvm::InitializeNativeTarget();
    llvm::InitializeNativeTargetAsmPrinter();
  });
  return registry;
}

DiagnosticCollector::DiagnosticCollector(MLIRContext &context)
    : handler(std::make_unique<ScopedDiagnosticHandler>(
          &context, [this](Diagnostic &diag) {
            llvm::raw_string_ostream os(text);
            os << diag.getLocation() << ": " << diag << "\n";
            for (Diagnostic &note : diag.getNotes())
              os << "  note: " << note << "\n";
            return success();
          })) {}

DiagnosticCollector::~DiagnosticCollector() = default;

static FailureOr<func::FuncOp> findKernel(ModuleOp module,
                                          std::string &error) {
  func::FuncOp kernel;
  for (auto func : module.getOps<func::FuncOp>()) {
    if (func.isExternal() || func.isPrivate())
      continue;
    if (kernel) {
      error = "the module has more than one public function (@" +
              kernel.getName().str() + ", @" + func.getName().str() +
              "); kgen-validate takes one kernel";
      return failure();
    }
    kernel = func;
  }
  if (!kernel) {
    error = "the module has no public function to validate";
    return failure();
  }
  return kernel;
}

static FailureOr<Signature> getSignature(func::FuncOp kernel,
                                         std::string &error) {
  Signature sig;
  sig.name = kernel.getName().str();
  auto collect = [&](TypeRange types, StringRef what,
                     std::vector<TensorSpec> &into) -> LogicalResult {
    for (auto [i, type] : llvm::enumerate(types)) {
      auto tensor = dyn_cast<RankedTensorType>(type);
      std::optional<ElementKind> kind =
          tensor ? getElementKind(tensor.getElementType()) : std::nullopt;
      if (!tensor || !tensor.hasStaticShape() || !kind) {
        std::string text;
        llvm::raw_string_ostream os(text);
        os << "@" << sig.name << " " << what << " " << i << " has type "
           << type
           << ": kgen-validate needs statically shaped tensors of f32, i1, "
              "i8, i32 or i64 (f64 for arguments)";
        error = text;
        return failure();
      }
      if (*kind == ElementKind::F64 && &into == &sig.outputs) {
        error = "@" + sig.name + " result " + std::to_string(i) +
                " is f64: kgen-validate compares f32, i1, i8, i32 and i64 "
                "results against a float64 reference";
        return failure();
      }
      into.push_back({SmallVector<int64_t>(tensor.getShape()), *kind});
      sig.bytes += into.back().bytes();
    }
    return success();
  };
  if (failed(collect(kernel.getArgumentTypes(), "argument", sig.inputs)) ||
      failed(collect(kernel.getResultTypes(), "result", sig.outputs)))
    return failure();
  // Integer inputs used as indices get in-range values.
  std::vector<std::optional<int64_t>> bounds = getIndexBounds(kernel);
  for (auto [spec, bound] : llvm::zip(sig.inputs, bounds))
    if (bound && !spec.isFloat() && spec.kind != ElementKind::I1 &&
        spec.kind != ElementKind::F64)
      spec.indexBound = *bound;
  if (sig.outputs.empty()) {
    error = "@" + sig.name + " returns nothing: there is no output to check";
    return failure();
  }
  // FLOPs: iterations of each structured op times the arithmetic ops of
  // its body.
  kernel.walk([&](linalg::LinalgOp op) {
    std::optional<SmallVector<int64_t, 4>> ranges = op.getStaticLoopRanges();
    if (!ranges || llvm::any_of(*ranges, ShapedType::isDynamic))
      return;
    double iterations = 1;
    for (int64_t r : *ranges)
      iterations *= r;
    int64_t ops = 0;
    op->getRegion(0).walk([&](Operation *inner) {
      StringRef dialect = inner->getDialect()->getNamespace();
      if ((dialect == "arith" || dialect == "math") &&
          !isa<arith::ConstantOp>(inner))
        ++ops;
    });
    sig.flops += iterations * ops;
  });
  return sig;
}

namespace {
/// A host buffer whose bytes start uninitialized (no single-threaded zero
/// fill: the parallel loops that fill it touch its pages first), reused
/// from trial to trial.
struct HostBuffer {
  std::unique_ptr<uint8_t[]> bytes;
  size_t size = 0;
  void resize(size_t n) {
    if (n == size)
      return;
    bytes.reset(n ? new uint8_t[n] : nullptr);
    size = n;
  }
  uint8_t *data() { return bytes.get(); }
  const uint8_t *data() const { return bytes.get(); }
};
} // namespace

/// Stores `value` as element `i` of an integer operand of `kind` (one
/// byte for i1 and i8).
static void storeInteger(ElementKind kind, uint8_t *into, size_t i,
                         int64_t value) {
  switch (kind) {
  case ElementKind::I1:
  case ElementKind::I8:
    reinterpret_cast<int8_t *>(into)[i] = value;
    break;
  case ElementKind::I32:
    reinterpret_cast<int32_t *>(into)[i] = value;
    break;
  case ElementKind::I64:
    reinterpret_cast<int64_t *>(into)[i] = value;
    break;
  case ElementKind::F32:
  case ElementKind::F64:
    break;
  }
}

/// Writes input operand `operand` of trial `trial` into `into` (the
/// operand's bytes): floats from the trial's distribution; integers used as
/// indices uniform in [0, indexBound); other integers from the same values
/// as floats, scaled (x100 for the unit distributions) and clamped to the
/// type's range; i1 from the sign. In parallel; the values depend only on
/// the seeds.
static void fillInput(const TensorSpec &spec, uint64_t seed, unsigned trial,
                      unsigned operand, uint8_t *into) {
  Distribution distribution = distributionOfTrial(trial);
  uint64_t operandSeed = trialSeed(seed, trial, operand);
  if (spec.isFloat()) {
    fillInputs(distribution, operandSeed,
               MutableArrayRef<float>(reinterpret_cast<float *>(into),
                                      spec.elements()));
    return;
  }
  if (spec.kind == ElementKind::F64) {
    double *wide = reinterpret_cast<double *>(into);
    vpar::forEachChunk(spec.elements(), [&](size_t, size_t begin,
                                              size_t end) {
      std::vector<float> values(end - begin);
      fillInputs(distribution, operandSeed, values, begin);
      for (size_t k = 0; k < values.size(); ++k)
        wide[begin + k] = values[k];
    });
    return;
  }
  if (spec.indexBound > 0) {
    vpar::forEachChunk(spec.elements(), [&](size_t, size_t begin,
                                              size_t end) {
      std::vector<int64_t> values(end - begin);
      fillIndices(operandSeed, spec.indexBound, values, begin);
      for (size_t k = 0; k < values.size(); ++k)
        storeInteger(spec.kind, into, begin + k, values[k]);
    });
    return;
  }
  bool unit = distribution == Distribution::UniformSigned ||
              distribution == Distribution::UniformUnsigned ||
              distribution == Distribution::Normal;
  // The type's range (i1: the sign of the value, below).
  double lo = -9.2e18, hi = 9.2e18;
  if (spec.kind == ElementKind::I8)
    lo = -128, hi = 127;
  else if (spec.kind == ElementKind::I32)
    lo = -2147483648.0, hi = 2147483647.0;
  vpar::forEachChunk(spec.elements(), [&](size_t, size_t begin,
                                            size_t end) {
    std::vector<float> values(end - begin);
    fillInputs(distribution, operandSeed, values, begin);
    for (size_t k = 0; k < values.size(); ++k) {
      if (spec.kind == ElementKind::I1) {
        into[begin + k] =
            values[k] > (distribution == Distribution::UniformUnsigned ? 0.5f
                                                                       : 0.0f);
        continue;
      }
      double v = unit ? values[k] * generator::kIntegerScale : values[k];
      storeInteger(spec.kind, into, begin + k,
                   static_cast<int64_t>(
                       std::min(std::max(std::nearbyint(v), lo), hi)));
    }
  });
}

/// Writes the output poison into `into` (the operand's bytes), in parallel:
/// NaN for floats, the largest value for integers (and 0xff, no valid i1,
/// for i1).
static void fillPoison(const TensorSpec &spec, uint8_t *into) {
  size_t width = spec.elementBytes();
  vpar::forEachChunk(spec.elements(), [&](size_t, size_t begin,
                                            size_t end) {
    uint8_t *p = into + begin * width;
    size_t n = (end - begin) * width;
    if (spec.kind == ElementKind::F32) {
      const uint32_t nan = 0x7fc00000u;
      for (size_t i = 0; i < n; i += 4)
        std::memcpy(p + i, &nan, 4);
      return;
    }
    std::memset(p, 0xff, n);
    if (width > 1)
      for (size_t i = width - 1; i < n; i += width)
        p[i] = 0x7f; // little-endian INT_MAX
    else if (spec.kind == ElementKind::I8)
      std::memset(p, 0x7f, n);
  });
}

/// The 32-bit pattern of the poison of `spec` when it is one (for a device
/// memset), else nullopt.
static std::optional<uint32_t> poisonWord(const TensorSpec &spec) {
  if (spec.bytes() % 4)
    return std::nullopt;
  switch (spec.kind) {
  case ElementKind::F32:
    return 0x7fc00000u;
  case ElementKind::I32:
    return 0x7fffffffu;
  case ElementKind::I8:
    return 0x7f7f7f7fu;
  case ElementKind::I1:
    return 0xffffffffu;
  case ElementKind::I64:
  case ElementKind::F64:
    return std::nullopt;
  }
  return std::nullopt;
}

/// The float64 reference's inputs of trial `trial` (host reference): the
/// same values, floats widened to float64.
static std::vector<HostBuffer>
makeReferenceInputs(const Signature &sig, uint64_t seed, unsigned trial) {
  std::vector<HostBuffer> inputs(sig.inputs.size());
  HostBuffer narrow;
  for (auto [i, spec] : llvm::enumerate(sig.inputs)) {
    if (!spec.isFloat()) {
      inputs[i].resize(spec.bytes());
      fillInput(spec, seed, trial, i, inputs[i].data());
      continue;
    }
    narrow.resize(spec.bytes());
    fillInput(spec, seed, trial, i, narrow.data());
    inputs[i].resize(spec.elements() * sizeof(double));
    const float *values = reinterpret_cast<const float *>(narrow.data());
    double *wide = reinterpret_cast<double *>(inputs[i].data());
    vpar::forEachChunk(spec.elements(), [&](size_t, size_t b, size_t e) {
      for (size_t k = b; k < e; ++k)
        wide[k] = values[k];
    });
  }
  return inputs;
}

//===----------------------------------------------------------------------===//
// Compilation and execution (in the worker, and for the reference)
//===----------------------------------------------------------------------===//

/// Filled with all-ones bytes: host code reading memory nobody wrote sees
/// NaN.
static void *poisonMalloc(size_t size) {
  void *ptr = std::malloc(size);
  if (ptr)
    std::memset(ptr, 0xff, size);
  return ptr;
}

namespace {
/// Records the pass that failed, to tell verification from compilation.
struct FailedPassRecorder : public PassInstrumentation {
  std::string *failedPass;
  explicit FailedPassRecorder(std::string *failedPass)
      : failedPass(failedPass) {}
  void runAfterPassFailed(Pass *pass, Operation *) override {
    if (failedPass->empty())
      *failedPass = pass->getArgument().str();
  }
};

/// A compiled kernel: call it with one descriptor per operand.
struct Executable {
  std::unique_ptr<ExecutionEngine> engine;
  std::string entry;
};
} // namespace

/// Runs the lowering pipeline of `target` on `module` (after the float64
/// promotion when `promoteToF64`). On failure sets `verdict` and `error`.
static LogicalResult lowerModule(ModuleOp module, const std::string &target,
                                 bool promoteToF64, Verdict &verdict,
                                 std::string &error,
                                 StringRef artifactsDir = "") {
  MLIRContext &context = *module.getContext();
  DiagnosticCollector diagnostics(context);
  verdict = Verdict::CompileError;
  PassManager pm(&context);
  std::string failedPass;
  pm.addInstrumentation(std::make_unique<FailedPassRecorder>(&failedPass));
  // Aggregate ops are decomposed before the promotion, which handles only
  // upstream ops.
  if (promoteToF64) {
    pm.addNestedPass<func::FuncOp>(kgen::createDecomposeAggregates());
    pm.addPass(kgen::createPromoteToF64());
  }
  if (target == "host") {
    kgen::buildLowerToHostPipeline(pm);
  } else {
    // The lowering of the chip's backend (an unknown chip: NVVM, whose
    // target attachment names the problem).
    kgen::GpuPipelineOptions options;
    options.chip = target;
    options.artifactsDir = artifactsDir.str();
    const kgen::ChipInfo *chip = kgen::lookupChip(target);
    if (chip && chip->backend == kgen::Backend::rocdl)
      kgen::buildLowerToROCDLPipeline(pm, options);
    else
      kgen::buildLowerToNVVMPipeline(pm, options);
  }
  if (succeeded(pm.run(module)))
    return success();
  // Device limits: threads, shared memory (checked before outlining) and
  // registers (from ptxas, checked against each launch's block size).
  if (failedPass == "kgen-verify-gpu-launches" ||
      (failedPass == "kgen-serialize-gpu-binaries" &&
       llvm::StringRef(diagnostics.text).contains("registers per block")))
    verdict = Verdict::VerifyError;
  error = (failedPass.empty() ? std::string("lowering failed")
                              : "lowering failed in " + failedPass) +
          ":\n" + diagnostics.text;
  return failure();
}

/// Parses `text`, optionally promotes it to f64 and lowers it for `target`
/// down to the LLVM dialect (its kernel function gets a C interface). On
/// failure sets `verdict` and `error`; `name` receives the kernel's name.
static OwningOpRef<ModuleOp> lower(MLIRContext &context, StringRef text,
                                   const std::string &target,
                                   bool promoteToF64, Verdict &verdict,
                                   std::string &name, std::string &error,
                                   StringRef artifactsDir = "") {
  verdict = Verdict::CompileError;
  OwningOpRef<ModuleOp> module;
  {
    DiagnosticCollector diagnostics(context);
    module = parseSourceString<ModuleOp>(text, &context);
    if (!module) {
      error = "cannot parse:\n" + diagnostics.text;
      return nullptr;
    }
  }
  std::string findError;
  FailureOr<func::FuncOp> kernel = findKernel(*module, findError);
  if (failed(kernel)) {
    error = findError;
    return nullptr;
  }
  name = kernel->getName().str();
  (*kernel)->setAttr("llvm.emit_c_interface", UnitAttr::get(&context));
  if (target == "host") {
    WalkResult gpuCode = module->walk([](Operation *op) {
      return isa<gpu::LaunchOp, gpu::GPUModuleOp>(op) ? WalkResult::interrupt()
                                                      : WalkResult::advance();
    });
    if (gpuCode.wasInterrupted()) {
      error = "the candidate is mapped to a GPU (it has gpu.launch or "
              "gpu.module ops): validate it with --target=<chip>";
      return nullptr;
    }
  }
  if (failed(lowerModule(*module, target, promoteToF64, verdict, error,
                         artifactsDir)))
    return nullptr;
  return module;
}

/// JIT-compiles a module lowered by `lower` whose kernel is `name`.
static std::optional<Executable> jit(ModuleOp module, StringRef name,
                                     const std::string &target,
                                     std::string &error) {
  DiagnosticCollector diagnostics(*module.getContext());
  ExecutionEngineOptions engineOptions;
  auto transformer = makeOptimizingTransformer(2, 0, nullptr);
  engineOptions.transformer = transformer;
  auto engine = ExecutionEngine::create(module, engineOptions);
  if (!engine) {
    error = "JIT compilation failed: " + llvm::toString(engine.takeError()) +
            "\n" + diagnostics.text;
    return std::nullopt;
  }
  // Host allocations are poisoned, like device ones (see the worker).
  if (target == "host")
    (*engine)->registerSymbols([](llvm::orc::MangleAndInterner interner) {
      llvm::orc::SymbolMap map;
      map[interner("malloc")] = {
          llvm::orc::ExecutorAddr::fromPtr(&poisonMalloc),
          llvm::JITSymbolFlags::Exported};
      return map;
    });
  return Executable{std::move(*engine), "_mlir_ciface_" + name.str()};
}

/// Lowers and JIT-compiles `text`. On failure sets `verdict` and `error`.
static std::optional<Executable>
compile(MLIRContext &context, StringRef text, const std::string &target,
        bool promoteToF64, Verdict &verdict, std::string &error) {
  std::string name;
  OwningOpRef<ModuleOp> module =
      lower(context, text, target, promoteToF64, verdict, name, error);
  if (!module)
    return std::nullopt;
  verdict = Verdict::CompileError;
  return jit(*module, name, target, error);
}

/// JIT-compiles text `lower` already produced (a prepared candidate) whose
/// kernel is `name`.
static std::optional<Executable>
compileLowered(MLIRContext &context, StringRef text, StringRef name,
               const std::string &target, Verdict &verdict,
               std::string &error) {
  DiagnosticCollector diagnostics(context);
  verdict = Verdict::CompileError;
  OwningOpRef<ModuleOp> module = parseSourceString<ModuleOp>(text, &context);
  if (!module) {
    error = "cannot parse the lowered candidate:\n" + diagnostics.text;
    return std::nullopt;
  }
  return jit(*module, name, target, error);
}

namespace {
/// A memref descriptor of rank r: allocated and aligned pointers, offset,
/// sizes, strides, all 8 bytes wide.
struct Descriptor {
  std::vector<int64_t> words;
  Descriptor(void *data, ArrayRef<int64_t> shape) {
    words.push_back(reinterpret_cast<int64_t>(data));
    words.push_back(reinterpret_cast<int64_t>(data));
    words.push_back(0);
    for (int64_t d : shape)
      words.push_back(d);
    int64_t stride = 1;
    SmallVector<int64_t> strides(shape.size());
    for (int i = shape.size() - 1; i >= 0; --i) {
      strides[i] = stride;
      stride *= shape[i];
    }
    for (int64_t s : strides)
      words.push_back(s);
  }
};
} // namespace

/// Calls the kernel on `buffers` (inputs, then outputs).
static llvm::Error invoke(Executable &executable, const Signature &sig,
                          ArrayRef<void *> buffers) {
  std::vector<Descriptor> descriptors;
  size_t i = 0;
  for (const TensorSpec &spec : sig.inputs)
    descriptors.emplace_back(buffers[i++], spec.shape);
  for (const TensorSpec &spec : sig.outputs)
    descriptors.emplace_back(buffers[i++], spec.shape);
  SmallVector<void *> pointers, args;
  for (Descriptor &d : descriptors)
    pointers.push_back(d.words.data());
  for (void *&p : pointers)
    args.push_back(&p);
  return executable.engine->invokePacked(executable.entry, args);
}

//===----------------------------------------------------------------------===//
// The worker
//===----------------------------------------------------------------------===//

namespace {
/// The number of trial slots in the results file: the worker fills one
/// while the parent compares the other.
constexpr int kSlots = 2;

/// Header of the memory the worker shares with the parent. The trial slots
/// follow it: each holds one trial's outputs, then (with a device
/// reference) that trial's float64 reference outputs.
struct SharedHeader {
  int32_t done;
  int32_t verdict;
  int32_t failedTrial;
  char message[16384];
  double coldMs[256];
  double warmMs[256];
  int32_t coldSamples, warmSamples;
  int32_t eventTimed; ///< samples are CUDA/HIP event times
  /// The device reference: wall time of its trials (JIT included) and how
  /// many it computed.
  double referenceMs;
  int32_t referenceTrials;
  /// Per slot: 0 when free (the parent consumed it), else the trial whose
  /// results it holds plus one. Written with release, read with acquire.
  int32_t slotState[kSlots];
  /// Per slot: whether it holds the trial's device reference.
  int32_t slotHasReference[kSlots];
  /// 1 while the worker waits for the GPU lock ($KGEN_GPU_LOCK): the parent
  /// does not count that time against the timeout.
  int32_t lockWaiting;
  double lockWaitMs;
  /// Worker time per phase, summed over trials (docs/validate.md).
  double generateMs, poisonMs, uploadMs, runMs, downloadMs, checkMs,
      slotWaitMs, compareMs;
};

/// Buffers on the host or on the GPU, behind one interface.
struct Memory {
  bool gpu;
  void *alloc(size_t bytes) {
    return gpu ? mgpuMemAlloc(bytes, nullptr, false) : poisonMalloc(bytes);
  }
  void free(void *ptr) {
    if (gpu)
      mgpuMemFree(ptr, nullptr);
    else
      std::free(ptr);
  }
  void upload(void *dst, const void *src, size_t bytes) {
    if (gpu) {
      mgpuMemcpy(dst, const_cast<void *>(src), bytes, nullptr);
      kgenGpuDeviceSynchronize();
    } else {
      vpar::copyBytes(dst, src, bytes);
    }
  }
  void download(void *dst, void *src, size_t bytes) {
    if (gpu) {
      mgpuMemcpy(dst, src, bytes, nullptr);
      kgenGpuDeviceSynchronize();
    } else {
      vpar::copyBytes(dst, src, bytes);
    }
  }
  void sync() {
    if (gpu)
      kgenGpuDeviceSynchronize();
  }
  const char *error() { return gpu ? kgenGpuRuntimeLastError() : nullptr; }
};

/// Milliseconds since `start`.
double msSince(std::chrono::steady_clock::time_point start) {
  return std::chrono::duration<double, std::milli>(
             std::chrono::steady_clock::now() - start)
      .count();
}
} // namespace

static int fail(SharedHeader *header, Verdict verdict, const std::string &msg,
                int trial = -1) {
  header->verdict = static_cast<int32_t>(verdict);
  header->failedTrial = trial;
  std::strncpy(header->message, msg.c_str(), sizeof(header->message) - 1);
  header->done = 1;
  return 0;
}

/// A device reference the worker computes trial by trial before the
/// candidate runs on the trial: the lowered float64 kernel, and the trials
/// whose reference the parent lacks.
struct DeviceReferenceRequest {
  StringRef lowered, name;
  std::vector<unsigned> trials;
  /// With the device checks (docs/validate.md): their lowered module, the
  /// policy's tolerances and, per trial and float output, the elementwise
  /// bound's calibrated floor. The reference then runs on every trial.
  StringRef checks;
  Tolerances tolerances{};
  std::vector<std::vector<double>> floors;
  bool empty() const { return trials.empty(); }
};

namespace {
/// The float64 reference on the device: its executable and operands.
struct DeviceReference {
  std::optional<Executable> executable;
  Memory memory{true};
  SmallVector<void *> buffers;
  std::vector<size_t> sizes;
  /// Staging for widening a float input to float64 piecewise on its way to
  /// the device (no float64 copy of a whole input on the host).
  std::vector<double> staging;
  ~DeviceReference() {
    for (void *buffer : buffers)
      if (buffer)
        memory.free(buffer);
  }

  /// Uploads `inputs` (the candidate's host inputs), floats widened to
  /// float64 piecewise.
  void upload(const Signature &sig, ArrayRef<HostBuffer> inputs) {
    constexpr size_t kStagingElements = size_t(1) << 25; // 256 MiB
    for (auto [i, spec] : llvm::enumerate(sig.inputs)) {
      if (!spec.isFloat()) {
        memory.upload(buffers[i], inputs[i].data(), spec.bytes());
        continue;
      }
      const float *values = reinterpret_cast<const float *>(inputs[i].data());
      size_t n = spec.elements();
      staging.resize(std::min(n, kStagingElements));
      for (size_t begin = 0; begin < n; begin += kStagingElements) {
        size_t count = std::min(kStagingElements, n - begin);
        vpar::forEachChunk(count, [&](size_t, size_t b, size_t e) {
          for (size_t k = b; k < e; ++k)
            staging[k] = values[begin + k];
        });
        memory.upload(static_cast<double *>(buffers[i]) + begin,
                      staging.data(), count * sizeof(double));
      }
    }
  }

  /// Runs the reference on its input buffers; returns an error message,
  /// empty on success.
  std::string compute(const Signature &sig) {
    // Outputs start as NaN (all-ones bytes): the reference must write
    // every element.
    for (size_t o = 0; o < sig.outputs.size(); ++o) {
      size_t size = sizes[sig.inputs.size() + o];
      void *output = buffers[sig.inputs.size() + o];
      if (size % 4 == 0) {
        mgpuMemset32(output, 0xffffffffu, size / 4, nullptr);
      } else {
        std::vector<uint8_t> poison(size, 0xff);
        memory.upload(output, poison.data(), size);
      }
    }
    memory.sync();
    if (llvm::Error err = invoke(*executable, sig, buffers))
      return "invocation failed: " + llvm::toString(std::move(err));
    memory.sync();
    if (const char *e = memory.error())
      return std::string("GPU error: ") + e;
    return "";
  }

  /// Downloads the outputs to `into`, one after the other.
  void download(const Signature &sig, uint8_t *into) {
    for (size_t o = 0; o < sig.outputs.size(); ++o) {
      memory.download(into, buffers[sig.inputs.size() + o],
                      sizes[sig.inputs.size() + o]);
      into += sizes[sig.inputs.size() + o];
    }
  }
};
} // namespace

/// The GPU lock of $KGEN_GPU_LOCK (docs/validate.md, "GPU lock"):
/// a readers-writer lock on that file, shared while kernels run for
/// correctness (several processes may validate at once), exclusive while
/// one times (nothing else runs on the GPU then). A second file, FILE.gate,
/// is the turnstile that keeps timers from starving: every taker passes it
/// exclusively and an exclusive taker waits for FILE while holding it, so
/// no new shared holder slips in. While the worker waits, the header says
/// so and the parent stops the timeout clock.
namespace {
class GpuLock {
public:
  ~GpuLock() {
    for (int fd : {mainFd, gateFd})
      if (fd >= 0)
        close(fd);
  }

  /// Takes the lock (shared or exclusive; a held lock is released first:
  /// flock does not convert atomically). Returns an error message, empty on
  /// success or when $KGEN_GPU_LOCK is not set.
  std::string take(bool exclusive, SharedHeader *header) {
    const char *path = std::getenv("KGEN_GPU_LOCK");
    if (!path || !*path)
      return "";
    if (mainFd < 0) {
      std::string gate = std::string(path) + ".gate";
      mainFd = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0666);
      if (mainFd < 0)
        return error("open", path);
      gateFd = open(gate.c_str(), O_RDWR | O_CREAT | O_CLOEXEC, 0666);
      if (gateFd < 0)
        return error("open", gate);
    }
    flock(mainFd, LOCK_UN);
    auto start = std::chrono::steady_clock::now();
    bool waited = false;
    auto lock = [&](int fd, int mode) {
      if (flock(fd, mode | LOCK_NB) == 0)
        return 0;
      if (errno != EWOULDBLOCK)
        return -1;
      if (!waited) {
        waited = true;
        __atomic_store_n(&header->lockWaiting, 1, __ATOMIC_RELEASE);
        llvm::errs() << "kgen-validate worker: waiting for the GPU lock "
                     << path << (exclusive ? " (to time)" : "") << "\n";
        llvm::errs().flush();
      }
      int status;
      while ((status = flock(fd, mode)) != 0 && errno == EINTR)
        ;
      return status;
    };
    std::string failure;
    if (lock(gateFd, LOCK_EX) != 0)
      failure = error("lock", std::string(path) + ".gate");
    else if (lock(mainFd, exclusive ? LOCK_EX : LOCK_SH) != 0)
      failure = error("lock", path);
    flock(gateFd, LOCK_UN);
    if (waited) {
      header->lockWaitMs += msSince(start);
      __atomic_store_n(&header->lockWaiting, 0, __ATOMIC_RELEASE);
    }
    return failure;
  }

private:
  static std::string error(const char *what, const std::string &file) {
    return std::string("cannot ") + what + " the GPU lock file '" + file +
           "' (KGEN_GPU_LOCK): " + strerror(errno);
  }
  int mainFd = -1, gateFd = -1;
};
} // namespace

/// The worker's whole job; returns its exit code. Any crash is the parent's
/// RUNTIME_ERROR. `loweredName` is set when `candidateText` was already
/// lowered (a prepared candidate): the kernel's name, and only JIT
/// compilation is left. Trial by trial: inputs are generated (in parallel,
/// from the seeds), the device reference runs when asked, the candidate runs
/// twice, the determinism and inputs-unchanged checks run, and the trial's
/// outputs (and reference) go to a free slot of the results file, which the
/// parent compares while the next trial runs.
static int runWorker(StringRef candidateText, StringRef loweredName,
                     const Signature &sig, const ValidateOptions &options,
                     uint64_t secretSeed, SharedHeader *header,
                     uint8_t *slots, size_t slotBytes,
                     const DeviceReferenceRequest &reference) {
  MLIRContext context(getToolRegistry(), MLIRContext::Threading::DISABLED);
  context.loadAllAvailableDialects();
  Verdict verdict;
  std::string error;
  bool gpu = options.target != "host";
  GpuLock gpuLock;
  if (gpu && !kgenGpuRuntimeAvailable())
    return fail(header, Verdict::RuntimeError,
                std::string("no GPU to run on: ") +
                    (kgenGpuRuntimeLastError() ? kgenGpuRuntimeLastError()
                                               : "unknown"));
  auto referenceFailed = [&](Verdict v, const std::string &message) {
    return fail(header, v,
                "the float64 reference on the device failed: " + message);
  };
  // The device reference's executable, then the candidate's: CPU work,
  // done before the GPU lock is taken.
  std::optional<DeviceReference> deviceReference;
  double referenceMs = 0;
  if (!reference.empty()) {
    if (!gpu)
      return fail(header, Verdict::RuntimeError,
                  "the device reference needs a GPU target");
    auto start = std::chrono::steady_clock::now();
    deviceReference.emplace();
    deviceReference->executable = compileLowered(
        context, reference.lowered, reference.name, "gpu", verdict, error);
    if (!deviceReference->executable)
      return referenceFailed(verdict, error);
    referenceMs += msSince(start);
  }
  // The device checks' kernels (JIT-compiled once; every check is an entry
  // point of the one engine).
  std::optional<Executable> checksExecutable;
  bool deviceChecks = !reference.checks.empty();
  if (deviceChecks) {
    if (!deviceReference || reference.trials.size() != options.trials)
      return fail(header, Verdict::RuntimeError,
                  "the device checks need the device reference on every trial");
    checksExecutable = compileLowered(context, reference.checks,
                                      "kgen_check_hash_out0", "gpu", verdict,
                                      error);
    if (!checksExecutable)
      return fail(header, verdict, "the device checks failed: " + error);
  }
  std::optional<Executable> executable =
      loweredName.empty()
          ? compile(context, candidateText, options.target, false, verdict,
                    error)
          : compileLowered(context, candidateText, loweredName,
                           options.target, verdict, error);
  if (!executable)
    return fail(header, verdict, error);

  // From here on the GPU runs kernels: the lock, shared (docs/validate.md).
  if (gpu) {
    std::string lockError = gpuLock.take(/*exclusive=*/false, header);
    if (!lockError.empty())
      return fail(header, Verdict::RuntimeError, lockError);
    kgenGpuSetPoisonAllocations(1);
  }
  // The device reference's float64 operands.
  if (deviceReference) {
    auto start = std::chrono::steady_clock::now();
    for (const TensorSpec &spec : sig.inputs)
      deviceReference->sizes.push_back(spec.elements() *
                                       spec.referenceElementBytes());
    for (const TensorSpec &spec : sig.outputs)
      deviceReference->sizes.push_back(spec.elements() *
                                       spec.referenceElementBytes());
    for (size_t size : deviceReference->sizes)
      deviceReference->buffers.push_back(deviceReference->memory.alloc(size));
    if (llvm::is_contained(deviceReference->buffers, nullptr)) {
      const char *e = deviceReference->memory.error();
      return referenceFailed(Verdict::RuntimeError,
                             std::string("cannot allocate the float64 operands") +
                                 (e ? std::string(": ") + e : ""));
    }
    referenceMs += msSince(start);
  }

  Memory memory{gpu};
  SmallVector<void *> buffers;
  // The host copies of one trial: its inputs (kept to check them after the
  // runs) and one scratch buffer (the second run's outputs, then each input
  // read back). The first run's outputs go straight to the slot.
  std::vector<HostBuffer> hostInputs(sig.inputs.size());
  HostBuffer scratch, hostPoison;
  size_t outputBytes = 0, largestInput = 0;
  for (const TensorSpec &spec : sig.inputs) {
    buffers.push_back(memory.alloc(spec.bytes()));
    largestInput = std::max(largestInput, spec.bytes());
  }
  for (const TensorSpec &spec : sig.outputs) {
    buffers.push_back(memory.alloc(spec.bytes()));
    outputBytes += spec.bytes();
  }
  if (llvm::is_contained(buffers, nullptr))
    return fail(header, Verdict::RuntimeError,
                std::string("cannot allocate the operands") +
                    (memory.error() ? std::string(": ") + memory.error() : ""));
  if (!deviceChecks)
    scratch.resize(std::max(outputBytes, gpu ? largestInput : 0));
  std::optional<DeviceChecks> checks;
  if (deviceChecks) {
    checks.emplace(*checksExecutable->engine, sig);
    std::string checksError = checks->allocate();
    if (!checksError.empty())
      return fail(header, Verdict::RuntimeError, checksError);
  }

  auto poisonOutputs = [&] {
    auto start = std::chrono::steady_clock::now();
    for (auto [i, spec] : llvm::enumerate(sig.outputs)) {
      void *buffer = buffers[sig.inputs.size() + i];
      if (!gpu) {
        fillPoison(spec, static_cast<uint8_t *>(buffer));
      } else if (std::optional<uint32_t> word = poisonWord(spec)) {
        mgpuMemset32(buffer, *word, spec.bytes() / 4, nullptr);
      } else {
        hostPoison.resize(spec.bytes());
        fillPoison(spec, hostPoison.data());
        memory.upload(buffer, hostPoison.data(), spec.bytes());
      }
    }
    memory.sync();
    header->poisonMs += msSince(start);
  };
  // One run of the candidate on poisoned outputs; its outputs go to `into`
  // (nothing with the device checks, which read them on the device).
  auto runOnce = [&](uint8_t *into) -> std::string {
    poisonOutputs();
    auto start = std::chrono::steady_clock::now();
    if (llvm::Error err = invoke(*executable, sig, buffers))
      return "invocation failed: " + llvm::toString(std::move(err));
    memory.sync();
    header->runMs += msSince(start);
    if (const char *e = memory.error())
      return std::string("GPU error: ") + e;
    if (!into)
      return "";
    start = std::chrono::steady_clock::now();
    size_t offset = 0;
    for (auto [i, spec] : llvm::enumerate(sig.outputs)) {
      memory.download(into + offset, buffers[sig.inputs.size() + i],
                      spec.bytes());
      offset += spec.bytes();
    }
    header->downloadMs += msSince(start);
    return "";
  };

  // One trial with the device checks (docs/validate.md): inputs generated
  // on the device, the reference, two runs, the comparison sums, the
  // hashes; the summary goes to the trial's slot. Sets `checkVerdict` with
  // an error.
  Verdict checkVerdict = Verdict::RuntimeError;
  uint8_t *currentSlot = nullptr;
  auto runDeviceChecksTrial = [&](unsigned trial) -> std::string {
    checkVerdict = Verdict::RuntimeError;
    size_t numInputs = sig.inputs.size();
    auto start = std::chrono::steady_clock::now();
    std::vector<uint64_t> inputHashes(numInputs);
    for (unsigned i = 0; i < numInputs; ++i) {
      std::string e = checks->generate(
          i, trialSeed(secretSeed, trial, i),
          static_cast<int>(distributionOfTrial(trial)), buffers[i],
          deviceReference->buffers[i]);
      if (e.empty())
        e = checks->hashInput(i, buffers[i], inputHashes[i]);
      if (!e.empty())
        return e;
    }
    header->generateMs += msSince(start);

    start = std::chrono::steady_clock::now();
    std::string e = deviceReference->compute(sig);
    if (!e.empty())
      return "the float64 reference on the device failed: " + e;
    kgenGpuRuntimeClearError();
    referenceMs += msSince(start);
    ++header->referenceTrials;

    auto hashOutputs = [&](uint64_t &hash) -> std::string {
      hash = 0;
      for (unsigned o = 0; o < sig.outputs.size(); ++o) {
        uint64_t h = 0;
        std::string e = checks->hashOutput(o, buffers[numInputs + o], h);
        if (!e.empty())
          return e;
        hash = (hash ^ h) * generator::kMix1 + o;
      }
      return "";
    };
    TrialSummary summary;
    summary.outputs.resize(sig.outputs.size());
    if (!(e = runOnce(nullptr)).empty())
      return e;
    start = std::chrono::steady_clock::now();
    for (unsigned o = 0; o < sig.outputs.size(); ++o) {
      double floor = trial < reference.floors.size() &&
                             o < reference.floors[trial].size()
                         ? reference.floors[trial][o]
                         : 0;
      e = checks->compare(o, buffers[numInputs + o],
                          deviceReference->buffers[numInputs + o],
                          reference.tolerances, floor, summary.outputs[o]);
      if (!e.empty())
        return e;
    }
    if (!(e = hashOutputs(summary.outputHash)).empty())
      return e;
    header->compareMs += msSince(start);
    if (!(e = runOnce(nullptr)).empty())
      return e;
    start = std::chrono::steady_clock::now();
    uint64_t second = 0;
    if (!(e = hashOutputs(second)).empty())
      return e;
    if (second != summary.outputHash) {
      checkVerdict = Verdict::WrongAnswer;
      return "two runs on the same inputs gave different outputs (a race, "
             "or a read of uninitialized memory)";
    }
    for (unsigned i = 0; i < numInputs; ++i) {
      uint64_t now = 0;
      if (!(e = checks->hashInput(i, buffers[i], now)).empty())
        return e;
      if (now != inputHashes[i]) {
        checkVerdict = Verdict::WrongAnswer;
        return "input " + std::to_string(i) + " was modified by the candidate";
      }
    }
    header->checkMs += msSince(start);
    summary.write(currentSlot);
    return "";
  };

  pid_t parent = getppid();
  for (unsigned trial = 0; trial < options.trials; ++trial) {
    // A free slot: the parent compares the one filled before.
    int slot = trial % kSlots;
    auto waitStart = std::chrono::steady_clock::now();
    while (__atomic_load_n(&header->slotState[slot], __ATOMIC_ACQUIRE) != 0) {
      if (getppid() != parent)
        return 1; // the parent is gone
      usleep(200);
    }
    header->slotWaitMs += msSince(waitStart);
    uint8_t *slotOutputs = slots + slot * slotBytes;

    if (checks) {
      currentSlot = slotOutputs;
      std::string checkError = runDeviceChecksTrial(trial);
      if (!checkError.empty())
        return fail(header, checkVerdict, checkError, trial);
      header->slotHasReference[slot] = 0;
      __atomic_store_n(&header->slotState[slot], int32_t(trial + 1),
                       __ATOMIC_RELEASE);
      continue;
    }

    auto start = std::chrono::steady_clock::now();
    for (auto [i, spec] : llvm::enumerate(sig.inputs)) {
      hostInputs[i].resize(spec.bytes());
      fillInput(spec, secretSeed, trial, i, hostInputs[i].data());
    }
    header->generateMs += msSince(start);

    bool withReference = deviceReference &&
                         llvm::is_contained(reference.trials, trial);
    if (withReference) {
      start = std::chrono::steady_clock::now();
      deviceReference->upload(sig, hostInputs);
      std::string referenceError = deviceReference->compute(sig);
      if (referenceError.empty())
        deviceReference->download(sig, slotOutputs + outputBytes);
      if (!referenceError.empty())
        return fail(header, Verdict::RuntimeError,
                    "the float64 reference on the device failed: " +
                        referenceError);
      kgenGpuRuntimeClearError();
      referenceMs += msSince(start);
      ++header->referenceTrials;
    }

    start = std::chrono::steady_clock::now();
    for (auto [i, spec] : llvm::enumerate(sig.inputs))
      memory.upload(buffers[i], hostInputs[i].data(), spec.bytes());
    memory.sync();
    header->uploadMs += msSince(start);
    std::string runError = runOnce(slotOutputs);
    if (runError.empty())
      runError = runOnce(scratch.data());
    if (!runError.empty())
      return fail(header, Verdict::RuntimeError, runError, trial);
    start = std::chrono::steady_clock::now();
    if (!vpar::bytesEqual(slotOutputs, scratch.data(), outputBytes))
      return fail(header, Verdict::WrongAnswer,
                  "two runs on the same inputs gave different outputs (a "
                  "race, or a read of uninitialized memory)",
                  trial);
    for (auto [i, spec] : llvm::enumerate(sig.inputs)) {
      // On the host the candidate's buffer is compared in place.
      const void *now = buffers[i];
      if (gpu) {
        memory.download(scratch.data(), buffers[i], spec.bytes());
        now = scratch.data();
      }
      if (!vpar::bytesEqual(now, hostInputs[i].data(), spec.bytes()))
        return fail(header, Verdict::WrongAnswer,
                    "input " + std::to_string(i) +
                        " was modified by the candidate",
                    trial);
    }
    header->checkMs += msSince(start);
    header->slotHasReference[slot] = withReference;
    __atomic_store_n(&header->slotState[slot], int32_t(trial + 1),
                     __ATOMIC_RELEASE);
  }
  if (deviceReference) {
    // Its memory goes back before the candidate is timed alone.
    deviceReference.reset();
    header->referenceMs = referenceMs;
  }
  hostInputs.clear();
  scratch.resize(0);

  if (options.time) {
    if (gpu) {
      // Timing: the GPU to itself.
      std::string lockError = gpuLock.take(/*exclusive=*/true, header);
      if (!lockError.empty())
        return fail(header, Verdict::RuntimeError, lockError);
    }
    // Cold: a buffer at least as large as the last-level cache is written
    // before every sample, outside the timed region. Warm: back to back.
    size_t flushBytes = 64u << 20;
    if (gpu) {
      KgenGpuDeviceInfo info;
      if (kgenGpuGetDeviceInfo(0, &info) == 0 && info.l2CacheSize > 0)
        flushBytes = std::max<size_t>(flushBytes, 4ull * info.l2CacheSize);
    }
    void *flush = memory.alloc(flushBytes);
    // On a GPU, events on the legacy default stream bracket the host
    // function's kernels (the runtime's streams are blocking ones, ordered
    // with it); on the host, the wall time of the call.
    void *startEvent = gpu ? kgenGpuEventCreateTimed() : nullptr;
    void *endEvent = gpu ? kgenGpuEventCreateTimed() : nullptr;
    bool events = startEvent && endEvent;
    auto sample = [&](bool cold) -> double {
      if (cold && flush) {
        if (gpu)
          mgpuMemset32(flush, 0x01010101u, flushBytes / 4, nullptr);
        else
          std::memset(flush, 1, flushBytes);
      }
      memory.sync();
      if (events) {
        float ms = 0;
        mgpuEventRecord(startEvent, nullptr);
        llvm::consumeError(invoke(*executable, sig, buffers));
        mgpuEventRecord(endEvent, nullptr);
        mgpuEventSynchronize(endEvent);
        if (kgenGpuEventElapsedTime(startEvent, endEvent, &ms) == 0)
          return ms;
      }
      auto start = std::chrono::steady_clock::now();
      llvm::consumeError(invoke(*executable, sig, buffers));
      memory.sync();
      return std::chrono::duration<double, std::milli>(
                 std::chrono::steady_clock::now() - start)
          .count();
    };
    // Three warm-ups, one for a slow candidate (over 100 ms a call). Each
    // series until its spread settles (at least 10 samples), or after about
    // 2 s once it has 3 (a naive convolution can take seconds a call), at
    // most 256.
    for (int w = 0; w < 3; ++w)
      if (sample(false) > 100)
        break;
    for (int mode = 0; mode < 2; ++mode) {
      bool cold = mode == 0;
      std::vector<double> samples;
      double spent = 0;
      while (samples.size() < 256 &&
             !(spreadSettled(samples, 0.02) && samples.size() >= 10) &&
             (samples.size() < 3 || spent < 2000)) {
        samples.push_back(sample(cold));
        spent += samples.back();
      }
      double *into = cold ? header->coldMs : header->warmMs;
      std::copy(samples.begin(), samples.end(), into);
      (cold ? header->coldSamples : header->warmSamples) = samples.size();
    }
    if (flush)
      memory.free(flush);
    header->eventTimed = events;
    if (startEvent)
      mgpuEventDestroy(startEvent);
    if (endEvent)
      mgpuEventDestroy(endEvent);
  }
  header->verdict = static_cast<int32_t>(Verdict::Ok);
  header->done = 1;
  return 0;
}

//===----------------------------------------------------------------------===//
// The parent
//===----------------------------------------------------------------------===//
//
// The worker is a fresh process: the validator's executable (kgen-validate)
// started with posix_spawn in its hidden worker mode, never a fork() of the
// caller, which may have threads (kgen-opt's pass manager, the tuner's
// compile pool) whose locks a forked child would inherit held. The request
// (kernel, candidate, options) goes through one memory file, the results
// come back through another that both processes map.

namespace {
struct WorkerRun {
  Verdict verdict = Verdict::Ok;
  std::string message;
  int failedTrial = -1;
  /// The parent stopped the worker because a trial's comparison failed.
  bool stoppedEarly = false;
  std::vector<double> coldMs, warmMs;
  bool eventTimed = false;
  /// The device reference: time and trials computed.
  double referenceMs = 0;
  int referenceTrials = 0;
  double lockWaitMs = 0;
  /// Per-phase times (docs/validate.md): the worker's, then the parent's
  /// consumption of the slots (comparison, reference copies).
  std::map<std::string, double> phaseMs;
};

/// What the parent asks of the worker about the device reference.
struct ReferenceAsk {
  std::string lowered, name;  ///< prepareDeviceReference's module
  std::vector<unsigned> trials; ///< empty: no device reference
  size_t referenceBytes = 0;  ///< one trial's reference outputs
  /// The device checks' lowered module (empty: the checks on the host),
  /// their tolerances and per trial the floors of the float outputs'
  /// elementwise bounds; the slots then hold TrialSummary's of
  /// `numOutputs` outputs.
  std::string checks;
  Tolerances tolerances{};
  std::vector<std::vector<double>> floors;
  size_t numOutputs = 0;
};

/// Takes one trial's results from the worker's slot: `outputs` (every
/// output's bytes, or with the device checks the trial's TrialSummary)
/// and `reference` (its float64 reference from the device, or null).
/// Returns false to stop the worker (a wrong answer).
using TrialConsumer = llvm::function_ref<bool(
    unsigned trial, const uint8_t *outputs, const uint8_t *reference)>;

/// A file descriptor closed on scope exit.
struct FileDescriptor {
  int fd = -1;
  explicit FileDescriptor(int fd) : fd(fd) {}
  ~FileDescriptor() {
    if (fd >= 0)
      close(fd);
  }
};
} // namespace

/// The worker executable: $KGEN_VALIDATE_WORKER, else kgen-validate beside
/// the binary that holds this code (a tool, or KgenPlugin.so in lib/ with
/// the tools in ../bin), beside the main executable, in the build tree, or
/// in the install tree.
static const std::string &getWorkerExecutable() {
  static std::string found;
  static std::once_flag once;
  std::call_once(once, [] {
    if (const char *env = std::getenv("KGEN_VALIDATE_WORKER")) {
      found = env;
      return;
    }
    std::vector<std::string> dirs;
    Dl_info info;
    if (dladdr(reinterpret_cast<void *>(&getWorkerExecutable), &info) &&
        info.dli_fname) {
      SmallString<256> self(info.dli_fname);
      llvm::sys::fs::make_absolute(self);
      StringRef dir = llvm::sys::path::parent_path(self);
      dirs.push_back(dir.str());
      SmallString<256> bin(dir);
      llvm::sys::path::append(bin, "..", "bin");
      dirs.push_back(std::string(bin));
    }
    std::string exe = llvm::sys::fs::getMainExecutable(
        nullptr, reinterpret_cast<void *>(&getWorkerExecutable));
    if (!exe.empty())
      dirs.push_back(llvm::sys::path::parent_path(exe).str());
    dirs.push_back(KGEN_BUILD_BIN_DIR);
    dirs.push_back(KGEN_INSTALL_BIN_DIR);
    for (const std::string &dir : dirs) {
      SmallString<256> path(dir);
      llvm::sys::path::append(path, "kgen-validate");
      if (llvm::sys::fs::can_execute(path)) {
        found = std::string(path);
        return;
      }
    }
  });
  return found;
}

/// An anonymous memory file holding `bytes` bytes (close-on-exec: only the
/// worker it is handed to sees it), moved above the standard descriptors so
/// that handing it over as descriptor 3 or 4 never clobbers another.
static int makeMemoryFile(const char *name, size_t bytes) {
  int fd = memfd_create(name, MFD_CLOEXEC);
  if (fd < 0)
    return -1;
  if (ftruncate(fd, bytes) != 0) {
    close(fd);
    return -1;
  }
  int high = fcntl(fd, F_DUPFD_CLOEXEC, 10);
  close(fd);
  return high;
}

/// Runs the candidate in a worker process with a deadline; `whileWaiting`
/// runs in the parent first (the host reference computation), then every
/// trial the worker finishes goes to `consume` (null: ignored) while the
/// worker runs the next. `loweredName`: see runWorker.
static WorkerRun runInWorker(StringRef candidateText, StringRef loweredName,
                             StringRef kernelText,
                             const ValidateOptions &options,
                             uint64_t secretSeed, size_t outputBytes,
                             llvm::function_ref<void()> whileWaiting,
                             const ReferenceAsk &referenceAsk = {},
                             std::optional<TrialConsumer> consume = {}) {
  WorkerRun run;
  auto failBeforeStart = [&](std::string message) {
    run.verdict = Verdict::RuntimeError;
    run.message = std::move(message);
    whileWaiting();
    return run;
  };
  const std::string &worker = getWorkerExecutable();
  if (worker.empty())
    return failBeforeStart(
        "cannot find the worker executable kgen-validate (beside this "
        "program, in the build or the install tree); set "
        "KGEN_VALIDATE_WORKER to its path");

  // The request.
  std::string request;
  {
    llvm::json::Array floorsJson, tolerancesJson;
    for (const std::vector<double> &trial : referenceAsk.floors)
      floorsJson.push_back(llvm::json::Array(trial));
    for (double t : {referenceAsk.tolerances.rtol,
                     referenceAsk.tolerances.atolRel,
                     referenceAsk.tolerances.normwise})
      tolerancesJson.push_back(t);
    llvm::raw_string_ostream os(request);
    os << llvm::json::Value(llvm::json::Object{
        {"kernel", kernelText},
        {"candidate", candidateText},
        {"lowered_name", loweredName},
        {"target", options.target},
        {"trials", static_cast<int64_t>(options.trials)},
        {"seed", std::to_string(secretSeed)},
        {"time", options.time},
        {"reference_lowered", referenceAsk.lowered},
        {"reference_name", referenceAsk.name},
        {"reference_trials", llvm::json::Array(referenceAsk.trials)},
        {"reference_bytes", static_cast<int64_t>(referenceAsk.referenceBytes)},
        {"checks", referenceAsk.checks},
        {"tolerances", std::move(tolerancesJson)},
        {"floors", std::move(floorsJson)}});
  }
  FileDescriptor requestFile(makeMemoryFile("kgen-request", request.size()));
  if (requestFile.fd < 0 ||
      pwrite(requestFile.fd, request.data(), request.size(), 0) !=
          static_cast<ssize_t>(request.size()))
    return failBeforeStart(std::string("cannot write the worker's request: ") +
                           strerror(errno));

  // The results: the header, then the trial slots.
  size_t slotBytes =
      !referenceAsk.checks.empty()
          ? TrialSummary::bytes(referenceAsk.numOutputs)
          : outputBytes + (referenceAsk.trials.empty()
                               ? 0
                               : referenceAsk.referenceBytes);
  size_t bytes = sizeof(SharedHeader) + kSlots * slotBytes;
  FileDescriptor sharedFile(makeMemoryFile("kgen-results", bytes));
  void *shared = sharedFile.fd < 0
                     ? MAP_FAILED
                     : mmap(nullptr, bytes, PROT_READ | PROT_WRITE, MAP_SHARED,
                            sharedFile.fd, 0);
  if (shared == MAP_FAILED)
    return failBeforeStart("cannot map " + std::to_string(bytes) +
                           " bytes of shared memory for the worker: " +
                           strerror(errno));
  auto *header = static_cast<SharedHeader *>(shared);
  uint8_t *slots = reinterpret_cast<uint8_t *>(header + 1);

  // The worker: descriptors 3 (request) and 4 (results); its stdout goes
  // to stderr (a pass's output may be on stdout); its own process group,
  // so that a timeout kills whatever it started (ptxas); default signal
  // dispositions (a fault kills it plainly: the parent turns the signal
  // into a verdict).
  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  posix_spawn_file_actions_adddup2(&actions, requestFile.fd, 3);
  posix_spawn_file_actions_adddup2(&actions, sharedFile.fd, 4);
  posix_spawn_file_actions_adddup2(&actions, 2, 1);
  posix_spawnattr_t attributes;
  posix_spawnattr_init(&attributes);
  sigset_t defaults, none;
  sigemptyset(&defaults);
  for (int sig : {SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGPIPE, SIGTERM,
                  SIGINT})
    sigaddset(&defaults, sig);
  sigemptyset(&none);
  posix_spawnattr_setsigdefault(&attributes, &defaults);
  posix_spawnattr_setsigmask(&attributes, &none);
  posix_spawnattr_setpgroup(&attributes, 0);
  posix_spawnattr_setflags(&attributes, POSIX_SPAWN_SETPGROUP |
                                            POSIX_SPAWN_SETSIGDEF |
                                            POSIX_SPAWN_SETSIGMASK);
  std::string modeArg = "--kgen-validate-worker";
  char *argv[] = {const_cast<char *>(worker.c_str()), modeArg.data(), nullptr};
  llvm::outs().flush();
  llvm::errs().flush();
  pid_t pid = -1;
  int spawnError =
      posix_spawn(&pid, worker.c_str(), &actions, &attributes, argv, environ);
  posix_spawn_file_actions_destroy(&actions);
  posix_spawnattr_destroy(&attributes);
  if (spawnError != 0) {
    munmap(shared, bytes);
    return failBeforeStart("cannot start the worker '" + worker +
                           "': " + strerror(spawnError));
  }

  auto start = std::chrono::steady_clock::now();
  whileWaiting();
  // Takes every filled slot; false when the consumer wants the worker
  // stopped.
  double consumeMs = 0;
  auto consumeSlots = [&]() -> bool {
    bool any = true;
    while (any) {
      any = false;
      for (int slot = 0; slot < kSlots; ++slot) {
        int32_t state =
            __atomic_load_n(&header->slotState[slot], __ATOMIC_ACQUIRE);
        if (state == 0)
          continue;
        any = true;
        const uint8_t *base = slots + slot * slotBytes;
        bool keepGoing = true;
        if (consume) {
          auto consumeStart = std::chrono::steady_clock::now();
          keepGoing = (*consume)(state - 1, base,
                                 header->slotHasReference[slot]
                                     ? base + outputBytes
                                     : nullptr);
          consumeMs += msSince(consumeStart);
        }
        __atomic_store_n(&header->slotState[slot], 0, __ATOMIC_RELEASE);
        if (!keepGoing)
          return false;
      }
    }
    return true;
  };
  int status = 0;
  bool finished = false;
  // Time spent waiting for the GPU lock does not count.
  double pausedSeconds = 0;
  auto last = start;
  while (true) {
    if (!consumeSlots()) {
      run.stoppedEarly = true;
      break;
    }
    pid_t done = waitpid(pid, &status, WNOHANG);
    if (done == pid || (done < 0 && errno != EINTR)) {
      finished = done == pid;
      break;
    }
    auto now = std::chrono::steady_clock::now();
    if (__atomic_load_n(&header->lockWaiting, __ATOMIC_ACQUIRE))
      pausedSeconds += std::chrono::duration<double>(now - last).count();
    last = now;
    double elapsed =
        std::chrono::duration<double>(now - start).count() - pausedSeconds;
    if (elapsed > options.timeoutSeconds)
      break;
    usleep(2000);
  }
  if (run.stoppedEarly) {
    kill(-pid, SIGKILL);
    kill(pid, SIGKILL);
    waitpid(pid, &status, 0);
  } else if (!finished) {
    kill(-pid, SIGKILL);
    kill(pid, SIGKILL);
    waitpid(pid, &status, 0);
    run.verdict = Verdict::Timeout;
    llvm::raw_string_ostream os(run.message);
    os << "the worker did not finish within "
       << llvm::format("%g", options.timeoutSeconds) << " s";
  } else {
    // Whatever the worker started dies with it.
    kill(-pid, SIGKILL);
    if (WIFSIGNALED(status)) {
      run.verdict = Verdict::RuntimeError;
      run.message = std::string("the worker died of signal ") +
                    strsignal(WTERMSIG(status));
    } else if (!header->done) {
      run.verdict = Verdict::RuntimeError;
      run.message = "the worker exited with code " +
                    std::to_string(WEXITSTATUS(status)) + " without a verdict";
    } else {
      // The trials the worker published before it finished.
      if (!consumeSlots())
        run.stoppedEarly = true;
      run.verdict = static_cast<Verdict>(header->verdict);
      run.message = std::string(
          header->message, strnlen(header->message, sizeof(header->message)));
      run.failedTrial = header->failedTrial;
      run.coldMs.assign(header->coldMs,
                        header->coldMs + std::min(header->coldSamples, 256));
      run.warmMs.assign(header->warmMs,
                        header->warmMs + std::min(header->warmSamples, 256));
      run.eventTimed = header->eventTimed;
      run.referenceMs = header->referenceMs;
      run.referenceTrials = header->referenceTrials;
    }
  }
  run.lockWaitMs = header->lockWaitMs;
  run.phaseMs = {{"generate_inputs", header->generateMs},
                 {"poison", header->poisonMs},
                 {"upload", header->uploadMs},
                 {"run", header->runMs},
                 {"download", header->downloadMs},
                 {"check_determinism_and_inputs", header->checkMs},
                 {"wait_for_slot", header->slotWaitMs},
                 {"compare_on_device", header->compareMs},
                 {"compare", consumeMs}};
  munmap(shared, bytes);
  return run;
}

int mlir::kgen::runValidationWorker(int requestFd, int sharedFd) {
  for (int sig : {SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT})
    signal(sig, SIG_DFL);
  struct stat requestStat, sharedStat;
  if (fstat(requestFd, &requestStat) != 0 || fstat(sharedFd, &sharedStat) != 0 ||
      static_cast<size_t>(sharedStat.st_size) < sizeof(SharedHeader)) {
    llvm::errs() << "kgen-validate worker: descriptors " << requestFd
                 << " and " << sharedFd
                 << " are not a request and a results file\n";
    return 2;
  }
  std::string request(requestStat.st_size, '\0');
  if (pread(requestFd, request.data(), request.size(), 0) !=
      static_cast<ssize_t>(request.size())) {
    llvm::errs() << "kgen-validate worker: cannot read the request\n";
    return 2;
  }
  void *shared = mmap(nullptr, sharedStat.st_size, PROT_READ | PROT_WRITE,
                      MAP_SHARED, sharedFd, 0);
  if (shared == MAP_FAILED) {
    llvm::errs() << "kgen-validate worker: cannot map the results\n";
    return 2;
  }
  auto *header = static_cast<SharedHeader *>(shared);
  uint8_t *outputs = reinterpret_cast<uint8_t *>(header + 1);
  llvm::Expected<llvm::json::Value> parsed = llvm::json::parse(request);
  const llvm::json::Object *object = parsed ? parsed->getAsObject() : nullptr;
  if (!object) {
    if (!parsed)
      llvm::consumeError(parsed.takeError());
    return fail(header, Verdict::RuntimeError,
                "the worker's request is not a JSON object");
  }
  ValidateOptions options;
  options.target = object->getString("target").value_or("host").str();
  options.trials = object->getInteger("trials").value_or(5);
  options.time = object->getBoolean("time").value_or(true);
  uint64_t seed = 0;
  llvm::StringRef(object->getString("seed").value_or("0"))
      .getAsInteger(10, seed);
  llvm::StringRef kernelText = object->getString("kernel").value_or("");
  llvm::StringRef candidateText = object->getString("candidate").value_or("");
  llvm::StringRef loweredName = object->getString("lowered_name").value_or("");
  DeviceReferenceRequest reference;
  reference.lowered = object->getString("reference_lowered").value_or("");
  reference.name = object->getString("reference_name").value_or("");
  if (const llvm::json::Array *trials = object->getArray("reference_trials"))
    for (const llvm::json::Value &trial : *trials)
      if (std::optional<int64_t> t = trial.getAsInteger();
          t && *t >= 0 && *t < static_cast<int64_t>(options.trials))
        reference.trials.push_back(*t);
  uint64_t referenceBytes =
      object->getInteger("reference_bytes").value_or(0);
  reference.checks = object->getString("checks").value_or("");
  if (const llvm::json::Array *t = object->getArray("tolerances");
      t && t->size() == 3)
    reference.tolerances = {(*t)[0].getAsNumber().value_or(0),
                            (*t)[1].getAsNumber().value_or(0),
                            (*t)[2].getAsNumber().value_or(0)};
  if (const llvm::json::Array *floors = object->getArray("floors"))
    for (const llvm::json::Value &trial : *floors) {
      reference.floors.emplace_back();
      if (const llvm::json::Array *outputs = trial.getAsArray())
        for (const llvm::json::Value &floor : *outputs)
          reference.floors.back().push_back(floor.getAsNumber().value_or(0));
    }

  // The signature, from the untransformed kernel, as the parent has it.
  MLIRContext context(getToolRegistry(), MLIRContext::Threading::DISABLED);
  context.loadAllAvailableDialects();
  Signature sig;
  {
    DiagnosticCollector diagnostics(context);
    OwningOpRef<ModuleOp> kernel =
        parseSourceString<ModuleOp>(kernelText, &context);
    std::string error;
    FailureOr<func::FuncOp> func =
        kernel ? findKernel(*kernel, error) : FailureOr<func::FuncOp>();
    FailureOr<Signature> signature =
        succeeded(func) ? getSignature(*func, error) : FailureOr<Signature>();
    if (failed(signature))
      return fail(header, Verdict::CompileError,
                  "the worker cannot read the kernel: " + error +
                      diagnostics.text);
    sig = *signature;
  }
  size_t outputBytes = 0;
  for (const TensorSpec &spec : sig.outputs)
    outputBytes += spec.bytes();
  size_t expectedReference = 0;
  for (const TensorSpec &spec : sig.outputs)
    expectedReference += spec.elements() * spec.referenceElementBytes();
  if (!reference.empty() && referenceBytes != expectedReference)
    return fail(header, Verdict::RuntimeError,
                "the worker's request has a reference size that does not "
                "match the kernel's outputs");
  size_t slotBytes =
      !reference.checks.empty()
          ? TrialSummary::bytes(sig.outputs.size())
          : outputBytes + (reference.empty() ? 0 : referenceBytes);
  if (sizeof(SharedHeader) + kSlots * slotBytes >
      static_cast<size_t>(sharedStat.st_size))
    return fail(header, Verdict::RuntimeError,
                "the results file is too small for the kernel's outputs");
  return runWorker(candidateText, loweredName, sig, options, seed, header,
                   outputs, slotBytes, reference);
}

/// The report's "inputs": per kernel argument, its element type, shape and
/// values ("distribution": the trial's; "indices": uniform in
/// [0, index_bound)).
static llvm::json::Array inputsJson(const Signature &sig) {
  llvm::json::Array inputs;
  for (auto [i, spec] : llvm::enumerate(sig.inputs)) {
    StringRef element = "f32";
    switch (spec.kind) {
    case ElementKind::F32:
      break;
    case ElementKind::I1:
      element = "i1";
      break;
    case ElementKind::I8:
      element = "i8";
      break;
    case ElementKind::I32:
      element = "i32";
      break;
    case ElementKind::I64:
      element = "i64";
      break;
    case ElementKind::F64:
      element = "f64";
      break;
    }
    llvm::json::Object input{
        {"argument", static_cast<int64_t>(i)},
        {"element", element},
        {"shape", llvm::json::Array(spec.shape)},
        {"values", spec.indexBound > 0 ? "indices" : "distribution"}};
    if (spec.indexBound > 0)
      input["index_bound"] = spec.indexBound;
    inputs.push_back(std::move(input));
  }
  return inputs;
}

/// A number in JSON, which has no NaN or Inf: those become strings.
static llvm::json::Value number(double value) {
  if (std::isnan(value))
    return "nan";
  if (std::isinf(value))
    return value > 0 ? "inf" : "-inf";
  return value;
}

static llvm::json::Object timingJson(const TimingStats &stats) {
  return llvm::json::Object{{"median_ms", stats.medianMs},
                            {"min_ms", stats.minMs},
                            {"iqr_ms", stats.iqrMs},
                            {"samples", static_cast<int64_t>(stats.samples)}};
}

PreparedCandidate mlir::kgen::prepareCandidate(StringRef candidateText,
                                               const ValidateOptions &options) {
  PreparedCandidate prepared;
  auto start = std::chrono::steady_clock::now();
  MLIRContext context(getToolRegistry(), MLIRContext::Threading::DISABLED);
  context.loadAllAvailableDialects();
  std::string error;
  OwningOpRef<ModuleOp> module =
      lower(context, candidateText, options.target, /*promoteToF64=*/false,
            prepared.verdict, prepared.kernelName, error);
  if (module) {
    prepared.ok = true;
    prepared.verdict = Verdict::Ok;
    llvm::raw_string_ostream os(prepared.lowered);
    module->print(os);
  } else {
    prepared.details = error;
  }
  prepared.seconds = std::chrono::duration<double>(
                         std::chrono::steady_clock::now() - start)
                         .count();
  return prepared;
}

llvm::StringRef mlir::kgen::stringifyReferenceKind(ReferenceKind kind) {
  switch (kind) {
  case ReferenceKind::Auto:
    return "auto";
  case ReferenceKind::Host:
    return "host";
  case ReferenceKind::Device:
    return "device";
  }
  return "?";
}

std::optional<ReferenceKind>
mlir::kgen::symbolizeReferenceKind(llvm::StringRef text) {
  return llvm::StringSwitch<std::optional<ReferenceKind>>(text)
      .Case("auto", ReferenceKind::Auto)
      .Case("host", ReferenceKind::Host)
      .Case("device", ReferenceKind::Device)
      .Default(std::nullopt);
}

std::optional<ReferenceKind>
mlir::kgen::resolveReference(const ValidateOptions &options,
                             std::string &error) {
  if (options.target == "host") {
    if (options.reference == ReferenceKind::Device) {
      error = "the device reference needs a GPU target (--target=sm_90, "
              "...); the target is host";
      return std::nullopt;
    }
    return ReferenceKind::Host;
  }
  if (options.reference == ReferenceKind::Host)
    return ReferenceKind::Host;
  // Loading the driver library initializes nothing the worker depends on;
  // the runtime remembers the outcome.
  if (kgenGpuRuntimeAvailable())
    return ReferenceKind::Device;
  if (options.reference == ReferenceKind::Auto)
    return ReferenceKind::Host;
  const char *why = kgenGpuRuntimeLastError();
  error = std::string("the device reference needs a GPU driver, and none "
                      "loads: ") +
          (why ? why : "unknown reason") +
          " (use the host reference, or auto to fall back to it)";
  return std::nullopt;
}

PreparedCandidate
mlir::kgen::prepareDeviceReference(StringRef kernelText,
                                   const ValidateOptions &options) {
  PreparedCandidate prepared;
  auto start = std::chrono::steady_clock::now();
  MLIRContext context(getToolRegistry(), MLIRContext::Threading::DISABLED);
  context.loadAllAvailableDialects();
  std::string error;
  if (options.target == "host") {
    prepared.details = "the device reference needs a GPU target";
    return prepared;
  }
  OwningOpRef<ModuleOp> module =
      lower(context, kernelText, options.target, /*promoteToF64=*/true,
            prepared.verdict, prepared.kernelName, error,
            options.referenceArtifactsDir);
  if (module) {
    prepared.ok = true;
    prepared.verdict = Verdict::Ok;
    llvm::raw_string_ostream os(prepared.lowered);
    module->print(os);
  } else {
    // A reference that does not lower is the kernel's problem, whatever
    // the pass that failed.
    prepared.verdict = Verdict::CompileError;
    prepared.details = error;
  }
  prepared.seconds = std::chrono::duration<double>(
                         std::chrono::steady_clock::now() - start)
                         .count();
  return prepared;
}

std::optional<std::string>
mlir::kgen::getDeviceCheckModule(StringRef kernelText, std::string &error) {
  MLIRContext context(getToolRegistry(), MLIRContext::Threading::DISABLED);
  context.loadAllAvailableDialects();
  DiagnosticCollector diagnostics(context);
  OwningOpRef<ModuleOp> kernel =
      parseSourceString<ModuleOp>(kernelText, &context);
  if (!kernel) {
    error = "cannot parse the kernel:\n" + diagnostics.text;
    return std::nullopt;
  }
  FailureOr<func::FuncOp> func = findKernel(*kernel, error);
  if (failed(func))
    return std::nullopt;
  FailureOr<Signature> sig = getSignature(*func, error);
  if (failed(sig))
    return std::nullopt;
  return buildDeviceCheckModule(*sig);
}

/// The device checks' module `text` lowered for `target` (the kernels'
/// entry points keep their C interfaces).
static PreparedCandidate prepareDeviceChecks(StringRef text,
                                             const std::string &target) {
  PreparedCandidate prepared;
  auto start = std::chrono::steady_clock::now();
  MLIRContext context(getToolRegistry(), MLIRContext::Threading::DISABLED);
  context.loadAllAvailableDialects();
  OwningOpRef<ModuleOp> module;
  {
    DiagnosticCollector diagnostics(context);
    module = parseSourceString<ModuleOp>(text, &context);
    if (!module)
      prepared.details = "cannot parse:\n" + diagnostics.text;
  }
  std::string error;
  if (module && succeeded(lowerModule(*module, target, /*promoteToF64=*/false,
                                      prepared.verdict, error))) {
    prepared.ok = true;
    prepared.verdict = Verdict::Ok;
    prepared.kernelName = "kgen_check_hash_out0";
    llvm::raw_string_ostream os(prepared.lowered);
    module->print(os);
  } else if (module) {
    prepared.verdict = Verdict::CompileError;
    prepared.details = error;
  }
  prepared.seconds = std::chrono::duration<double>(
                         std::chrono::steady_clock::now() - start)
                         .count();
  return prepared;
}

namespace {
/// The references computed so far, per (kernel, seed, trial), within a byte
/// budget; least recently used first out. Also the last device reference
/// lowering per (kernel, chip). Shared by every validation of the process.
class ReferenceCache {
public:
  static ReferenceCache &get() {
    static ReferenceCache cache;
    return cache;
  }
  using Bytes = std::shared_ptr<const std::vector<uint8_t>>;
  bool lookup(StringRef kernel, uint64_t seed, unsigned trial, Bytes &into) {
    std::lock_guard<std::mutex> lock(mutex);
    for (auto it = entries.begin(); it != entries.end(); ++it) {
      if (it->seed != seed || it->trial != trial || it->kernel != kernel)
        continue;
      into = it->bytes;
      entries.splice(entries.begin(), entries, it);
      return true;
    }
    return false;
  }
  void insert(StringRef kernel, uint64_t seed, unsigned trial,
              const Bytes &bytes, uint64_t budget) {
    std::lock_guard<std::mutex> lock(mutex);
    if (bytes->size() > budget)
      return;
    for (const Entry &entry : entries)
      if (entry.seed == seed && entry.trial == trial && entry.kernel == kernel)
        return;
    while (!entries.empty() && used + bytes->size() > budget) {
      used -= entries.back().bytes->size();
      entries.pop_back();
    }
    entries.push_front({kernel.str(), seed, trial, bytes});
    used += bytes->size();
  }
  std::optional<PreparedCandidate> lookupLowering(StringRef kernel,
                                                  StringRef chip) {
    std::lock_guard<std::mutex> lock(mutex);
    if (lowering && loweringKernel == kernel && loweringChip == chip)
      return lowering;
    return std::nullopt;
  }
  void insertLowering(StringRef kernel, StringRef chip,
                      const PreparedCandidate &prepared) {
    std::lock_guard<std::mutex> lock(mutex);
    loweringKernel = kernel.str();
    loweringChip = chip.str();
    lowering = prepared;
  }

private:
  struct Entry {
    std::string kernel;
    uint64_t seed;
    unsigned trial;
    Bytes bytes;
  };
  std::mutex mutex;
  std::list<Entry> entries;
  uint64_t used = 0;
  std::string loweringKernel, loweringChip;
  std::optional<PreparedCandidate> lowering;
};
} // namespace

ValidateResult mlir::kgen::validate(StringRef kernelText,
                                    StringRef candidateText,
                                    const ValidateOptions &options,
                                    const PreparedCandidate *prepared) {
  ValidateResult result;
  // What the report says about the reference.
  ReferenceKind referenceKind = options.reference;
  double referenceMs = 0, referenceLoweringMs = 0;
  int64_t referenceComputedTrials = 0, referenceCachedTrials = 0;
  // Where the time of the checks went (summed over the validation's worker
  // runs), and how long the worker waited for the GPU lock.
  std::map<std::string, double> profileMs;
  double referenceCopyMs = 0, lockWaitMs = 0;
  // Per trial of the last check: every output's errors (whether a failure
  // no tolerance excuses was seen, and whether it passed only through the
  // calibrated bounds, are kept beside the comparisons below).
  std::vector<std::vector<OutputError>> trialErrors;
  auto finish = [&](Verdict verdict, std::string details) {
    result.errors = trialErrors;
    llvm::json::Object profile;
    for (const auto &[phase, ms] : profileMs)
      profile[phase] = ms;
    profile["copy_reference_to_cache"] = referenceCopyMs;
    result.json["profile_ms"] = std::move(profile);
    result.json["gpu_lock_wait_ms"] = lockWaitMs;
    llvm::json::Object referenceJson{
        {"requested", stringifyReferenceKind(options.reference)},
        {"ms", referenceMs},
        {"computed_trials", referenceComputedTrials},
        {"cached_trials", referenceCachedTrials},
        {"cache_mib", static_cast<int64_t>(options.referenceCacheBytes >> 20)}};
    // "ran": where it ran, once resolved (not for early failures).
    if (referenceKind != ReferenceKind::Auto)
      referenceJson["ran"] = stringifyReferenceKind(referenceKind);
    if (referenceKind == ReferenceKind::Device)
      referenceJson["lowering_ms"] = referenceLoweringMs;
    result.json["reference"] = std::move(referenceJson);
    result.verdict = verdict;
    result.details = std::move(details);
    result.json["verdict"] = stringifyVerdict(verdict);
    result.json["details"] = result.details;
    return std::move(result);
  };

  uint64_t secretSeed = options.seed;
  if (!secretSeed)
    secretSeed = (uint64_t(std::random_device{}()) << 32) ^
                 std::random_device{}() ^ 0x6b67656eull;
  result.json["seed"] = static_cast<int64_t>(secretSeed);
  result.json["target"] = options.target;
  result.json["precision"] = stringifyPrecision(options.policy);
  Tolerances tolerances = getTolerances(options.policy);
  result.json["tolerances"] = llvm::json::Object{
      {"rtol", tolerances.rtol},
      {"atol_relative_to_max_ref", tolerances.atolRel},
      {"normwise", tolerances.normwise}};

  // The kernel's signature, from the untransformed kernel.
  MLIRContext context(getToolRegistry(), MLIRContext::Threading::DISABLED);
  context.loadAllAvailableDialects();
  Signature sig;
  {
    DiagnosticCollector diagnostics(context);
    OwningOpRef<ModuleOp> kernel =
        parseSourceString<ModuleOp>(kernelText, &context);
    if (!kernel)
      return finish(Verdict::CompileError,
                    "cannot parse the kernel:\n" + diagnostics.text);
    std::string error;
    FailureOr<func::FuncOp> func = findKernel(*kernel, error);
    if (failed(func))
      return finish(Verdict::CompileError, "kernel: " + error);
    FailureOr<Signature> signature = getSignature(*func, error);
    if (failed(signature))
      return finish(Verdict::CompileError, "kernel: " + error);
    sig = *signature;
  }
  result.json["kernel"] = sig.name;
  result.json["bytes"] = sig.bytes;
  result.json["flops"] = sig.flops;
  result.json["inputs"] = inputsJson(sig);
  if (prepared && !prepared->ok)
    return finish(prepared->verdict, prepared->details);

  // The reference: the untransformed kernel in float64, on the CPU (while
  // the worker runs) or on the GPU (in the worker, before the candidate).
  // Each trial's reference is cached per (kernel, seed, trial).
  size_t outputBytes = 0, referenceBytes = 0;
  for (const TensorSpec &spec : sig.outputs) {
    outputBytes += spec.bytes();
    referenceBytes += spec.elements() * spec.referenceElementBytes();
  }
  {
    std::string error;
    std::optional<ReferenceKind> kind = resolveReference(options, error);
    if (!kind)
      return finish(Verdict::RuntimeError, "reference: " + error);
    referenceKind = *kind;
  }
  bool deviceReference = referenceKind == ReferenceKind::Device;
  // Where the per-element checks run (docs/validate.md, "Device checks").
  bool deviceChecks = false;
  switch (options.checks) {
  case ChecksPlace::Host:
    break;
  case ChecksPlace::Device:
    if (!deviceReference)
      return finish(Verdict::RuntimeError,
                    "checks: the device checks need the float64 reference on "
                    "the device (a GPU target and a driver; --reference=auto "
                    "or device)");
    deviceChecks = true;
    break;
  case ChecksPlace::Auto:
    deviceChecks = deviceReference && sig.bytes >= kDeviceChecksMinBytes;
    break;
  }
  result.json["checks"] = deviceChecks ? "device" : "host";
  ReferenceCache &cache = ReferenceCache::get();
  // Per trial, every output of the reference: floats as float64, integers
  // as they are.
  std::vector<std::shared_ptr<const std::vector<uint8_t>>> reference(
      options.trials);
  std::string referenceError;
  std::optional<PreparedCandidate> deviceLowering;
  /// The trials of `seed` whose reference is not cached; the cached ones
  /// are copied into `reference`.
  auto missingTrials = [&](uint64_t seed) {
    std::vector<unsigned> missing;
    for (unsigned trial = 0; trial < options.trials; ++trial) {
      // The device checks compute the reference where they compare.
      if (!deviceChecks &&
          cache.lookup(kernelText, seed, trial, reference[trial]))
        ++referenceCachedTrials;
      else
        missing.push_back(trial);
    }
    return missing;
  };
  auto computeHostReference = [&](uint64_t seed,
                                  ArrayRef<unsigned> trials) {
    if (trials.empty())
      return;
    auto start = std::chrono::steady_clock::now();
    Verdict verdict;
    std::optional<Executable> executable =
        compile(context, kernelText, "host", /*promoteToF64=*/true, verdict,
                referenceError);
    if (!executable)
      return;
    for (unsigned trial : trials) {
      std::vector<HostBuffer> inputs = makeReferenceInputs(sig, seed, trial);
      SmallVector<void *> buffers;
      for (HostBuffer &bytes : inputs)
        buffers.push_back(bytes.data());
      auto outputs = std::make_shared<std::vector<uint8_t>>(referenceBytes, 0);
      size_t offset = 0;
      for (const TensorSpec &spec : sig.outputs) {
        buffers.push_back(outputs->data() + offset);
        offset += spec.elements() * spec.referenceElementBytes();
      }
      if (llvm::Error err = invoke(*executable, sig, buffers)) {
        referenceError = "running the reference failed: " +
                         llvm::toString(std::move(err));
        return;
      }
      reference[trial] = std::move(outputs);
      cache.insert(kernelText, seed, trial, reference[trial],
                   options.referenceCacheBytes);
      ++referenceComputedTrials;
    }
    referenceMs += std::chrono::duration<double, std::milli>(
                       std::chrono::steady_clock::now() - start)
                       .count();
  };
  /// The device reference's lowering (once per kernel and chip).
  auto getDeviceLowering = [&]() -> const PreparedCandidate & {
    if (!deviceLowering)
      deviceLowering = cache.lookupLowering(kernelText, options.target);
    if (!deviceLowering) {
      deviceLowering = prepareDeviceReference(kernelText, options);
      referenceLoweringMs = deviceLowering->seconds * 1e3;
      if (deviceLowering->ok)
        cache.insertLowering(kernelText, options.target, *deviceLowering);
    }
    return *deviceLowering;
  };
  /// The device checks' lowering (once per signature and chip).
  std::optional<PreparedCandidate> checksLowering;
  auto getChecksLowering = [&]() -> const PreparedCandidate & {
    if (!checksLowering) {
      std::string text = buildDeviceCheckModule(sig);
      checksLowering = cache.lookupLowering(text, options.target);
      if (!checksLowering) {
        checksLowering = prepareDeviceChecks(text, options.target);
        if (checksLowering->ok)
          cache.insertLowering(text, options.target, *checksLowering);
      }
    }
    return *checksLowering;
  };


  /// Compares every output of a trial (`got`: its outputs' bytes, `ref`:
  /// its reference's); integers must match exactly.
  // Calibration by the naive lowering's error (docs/validate.md).
  bool calibrating =
      options.naiveErrorFactor > 0 && !options.naiveErrors.empty();
  // The naive lowering's errors the comparisons use: the caller's, then,
  // for a re-validation with fresh seeds, the naive lowering's on them.
  std::vector<std::vector<OutputError>> naiveErrors = options.naiveErrors;
  if (calibrating)
    result.json["calibration"] = llvm::json::Object{
        {"naive_error_factor", options.naiveErrorFactor},
        {"rule", "each bound is max(the policy's, factor x the naive "
                 "lowering's error on the same output and trial)"}};
  /// Compares every output of a trial (`got`: its outputs' bytes, `ref`:
  /// its reference's); integers must match exactly. `errors` receives
  /// each output's errors; `hard` is set by a failure that no tolerance
  /// excuses (NaN/Inf positions, integers, sizes).
  /// The calibration of output `o` in trial `trial`, if any.
  auto calibrationOf = [&](unsigned trial,
                           size_t o) -> std::optional<Calibration> {
    if (!calibrating)
      return std::nullopt;
    const std::vector<OutputError> &naive =
        naiveErrors[trial % naiveErrors.size()];
    if (o >= naive.size())
      return std::nullopt;
    return Calibration{naive[o], options.naiveErrorFactor};
  };
  auto compareTrial = [&](unsigned trial, const uint8_t *gotBase,
                          const uint8_t *refBase, const TrialSummary *summary,
                          std::string &which,
                          std::vector<OutputError> &errors, bool &hard,
                          bool &calibrated) -> Comparison {
    Comparison worst;
    errors.assign(sig.outputs.size(), OutputError{});
    hard = false;
    calibrated = false;
    size_t gotOffset = 0, refOffset = 0;
    for (auto [o, spec] : llvm::enumerate(sig.outputs)) {
      const uint8_t *got = gotBase + gotOffset;
      const uint8_t *ref = refBase + refOffset;
      Comparison cmp;
      if (spec.isFloat()) {
        std::optional<Calibration> calibration = calibrationOf(trial, o);
        const Calibration *c = calibration ? &*calibration : nullptr;
        cmp = summary
                  ? concludeComparison(summary->outputs[o], tolerances, c)
                  : compareOutput(
                        ArrayRef<float>(reinterpret_cast<const float *>(got),
                                        spec.elements()),
                        ArrayRef<double>(reinterpret_cast<const double *>(ref),
                                         spec.elements()),
                        tolerances, c);
        errors[o] = OutputError{cmp.maxAbsError, cmp.normwiseError};
        if (cmp.nanInfMismatches || (cmp.worstIndex < 0 && !cmp.ok))
          hard = true;
        calibrated |= cmp.calibrated;
      } else if (summary) {
        const ComparisonSums &sums = summary->outputs[o];
        cmp.mismatches = sums.mismatches;
        cmp.worstIndex = sums.worstIndex;
        cmp.worstGot = sums.worstGot;
        cmp.worstRef = sums.worstRef;
        cmp.worstError = sums.worstError;
      } else {
        auto value = [&](const uint8_t *base, int64_t e) -> int64_t {
          switch (spec.kind) {
          case ElementKind::I1:
          case ElementKind::I8:
            return reinterpret_cast<const int8_t *>(base)[e];
          case ElementKind::I32:
            return reinterpret_cast<const int32_t *>(base)[e];
          default:
            return reinterpret_cast<const int64_t *>(base)[e];
          }
        };
        // Per chunk: the mismatches and the first one; combined in order.
        size_t chunks = vpar::numChunks(spec.elements());
        std::vector<int64_t> counts(chunks, 0), firsts(chunks, -1);
        vpar::forEachChunk(spec.elements(), [&](size_t c, size_t begin,
                                                  size_t end) {
          for (size_t e = begin; e < end; ++e) {
            if (value(got, e) == value(ref, e))
              continue;
            if (counts[c]++ == 0)
              firsts[c] = e;
          }
        });
        for (size_t c = 0; c < chunks; ++c) {
          if (!counts[c])
            continue;
          if (cmp.mismatches == 0) {
            int64_t e = firsts[c];
            cmp.worstIndex = e;
            cmp.worstGot = value(got, e);
            cmp.worstRef = value(ref, e);
            cmp.worstError = std::fabs(cmp.worstGot - cmp.worstRef);
          }
          cmp.mismatches += counts[c];
        }
      }
      if (!spec.isFloat() && cmp.mismatches) {
        cmp.ok = false;
        hard = true;
        cmp.reason = std::to_string(cmp.mismatches) +
                     " integer elements differ from the reference";
      }
      if (o == 0 || (!cmp.ok && worst.ok)) {
        worst = cmp;
        which = sig.outputs.size() > 1 ? "output " + std::to_string(o) + ": "
                                       : "";
      }
      gotOffset += spec.bytes();
      refOffset += spec.elements() * spec.referenceElementBytes();
    }
    return worst;
  };

  /// Asks `ask` for the device checks of `trials` trials (their lowering
  /// ready).
  auto addChecks = [&](ReferenceAsk &ask, unsigned trials) {
    ask.checks = getChecksLowering().lowered;
    ask.tolerances = tolerances;
    ask.numOutputs = sig.outputs.size();
    for (unsigned trial = 0; trial < trials; ++trial) {
      ask.floors.emplace_back();
      for (size_t o = 0; o < sig.outputs.size(); ++o) {
        std::optional<Calibration> calibration = calibrationOf(trial, o);
        ask.floors.back().push_back(
            elementFloor(calibration ? &*calibration : nullptr));
      }
    }
  };

  // Per trial of the last check: its comparison and a hash of its outputs
  // (outputs equal across trials: a constant output).
  std::vector<std::optional<Comparison>> comparisons;
  std::vector<std::string> comparedOutput;
  std::vector<uint64_t> outputHashes;
  std::vector<char> trialHard, trialCalibrated;
  auto check = [&](uint64_t seed, const ValidateOptions &runOptions,
                   llvm::json::Array &trialsJson,
                   WorkerRun &run) -> std::optional<ValidateResult> {
    std::vector<unsigned> missing = missingTrials(seed);
    ReferenceAsk ask;
    if (deviceReference && !missing.empty()) {
      const PreparedCandidate &lowering = getDeviceLowering();
      if (!lowering.ok)
        return finish(Verdict::CompileError,
                      "the reference (the kernel in float64, lowered for "
                      "the device) failed: " +
                          lowering.details);
      ask.lowered = lowering.lowered;
      ask.name = lowering.kernelName;
      ask.trials = missing;
      ask.referenceBytes = referenceBytes;
    }
    if (deviceChecks) {
      const PreparedCandidate &lowering = getChecksLowering();
      if (!lowering.ok)
        return finish(Verdict::CompileError,
                      "the device checks did not lower: " + lowering.details);
      addChecks(ask, options.trials);
    }
    comparisons.assign(options.trials, std::nullopt);
    comparedOutput.assign(options.trials, "");
    outputHashes.assign(options.trials, 0);
    trialErrors.assign(options.trials, {});
    trialHard.assign(options.trials, 0);
    trialCalibrated.assign(options.trials, 0);
    int64_t deviceTrials = 0;
    std::string consumeError;
    // Each trial as the worker finishes it: the device reference (kept in
    // the cache when it fits its budget, else compared in place), the
    // comparison, and the hash of the outputs.
    auto consume = [&](unsigned trial, const uint8_t *outputs,
                       const uint8_t *deviceRef) -> bool {
      if (trial >= options.trials)
        return true;
      bool hard = false, calibrated = false;
      if (deviceChecks) {
        // The worker compared on the device: the summary's sums.
        ++deviceTrials;
        TrialSummary summary =
            TrialSummary::read(outputs, sig.outputs.size());
        comparisons[trial] =
            compareTrial(trial, nullptr, nullptr, &summary,
                         comparedOutput[trial], trialErrors[trial], hard,
                         calibrated);
        outputHashes[trial] = summary.outputHash;
      } else {
        const uint8_t *ref = reference[trial] ? reference[trial]->data()
                                              : nullptr;
        if (deviceRef) {
          ++deviceTrials;
          ref = deviceRef;
          if (referenceBytes <= options.referenceCacheBytes) {
            auto start = std::chrono::steady_clock::now();
            auto bytes = std::make_shared<std::vector<uint8_t>>();
            bytes->resize(referenceBytes);
            vpar::copyBytes(bytes->data(), deviceRef, referenceBytes);
            reference[trial] = std::move(bytes);
            cache.insert(kernelText, seed, trial, reference[trial],
                         options.referenceCacheBytes);
            ref = reference[trial]->data();
            referenceCopyMs += msSince(start);
          }
        }
        if (!ref) {
          consumeError = "the worker did not return the device reference";
          return false;
        }
        comparisons[trial] =
            compareTrial(trial, outputs, ref, nullptr, comparedOutput[trial],
                         trialErrors[trial], hard, calibrated);
        outputHashes[trial] = vpar::hashBytes(outputs, outputBytes);
      }
      trialHard[trial] = hard;
      trialCalibrated[trial] = calibrated;
      // Asked to compare every trial: a failure of the bounds alone does
      // not stop the worker.
      return comparisons[trial]->ok || (runOptions.compareEveryTrial && !hard);
    };
    run = runInWorker(
        prepared ? StringRef(prepared->lowered) : candidateText,
        prepared ? StringRef(prepared->kernelName) : "", kernelText,
        runOptions, seed, outputBytes,
        [&] {
          if (!deviceReference)
            computeHostReference(seed, missing);
        },
        ask, TrialConsumer(consume));
    for (const auto &[phase, ms] : run.phaseMs)
      profileMs[phase] += ms;
    lockWaitMs += run.lockWaitMs;
    if (!referenceError.empty())
      return finish(Verdict::CompileError,
                    "the reference (the kernel in float64 on the CPU) "
                    "failed: " +
                        referenceError);
    if (!consumeError.empty())
      return finish(Verdict::RuntimeError, consumeError);
    if (!ask.trials.empty()) {
      referenceMs += run.referenceMs;
      referenceComputedTrials += deviceTrials;
    }
    if (run.verdict == Verdict::Ok && !run.stoppedEarly &&
        !ask.trials.empty() &&
        (deviceTrials != static_cast<int64_t>(ask.trials.size()) ||
         run.referenceTrials != static_cast<int>(ask.trials.size())))
      return finish(Verdict::RuntimeError,
                    "the worker did not return the device reference");
    if (run.verdict != Verdict::Ok && !run.stoppedEarly) {
      std::string where =
          run.failedTrial >= 0
              ? " (trial " + std::to_string(run.failedTrial) + ", " +
                    stringifyDistribution(
                        distributionOfTrial(run.failedTrial))
                        .str() +
                    ")"
              : "";
      return finish(run.verdict, run.message + where);
    }
    std::optional<ValidateResult> wrong;
    for (unsigned trial = 0; trial < options.trials; ++trial) {
      if (!comparisons[trial])
        continue;
      const Comparison &cmp = *comparisons[trial];
      llvm::json::Array outputsJson;
      for (const OutputError &e : trialErrors[trial])
        outputsJson.push_back(
            llvm::json::Object{{"max_abs_error", number(e.maxAbs)},
                               {"normwise_error", number(e.normwise)}});
      llvm::json::Object trialJson{
          {"trial", static_cast<int64_t>(trial)},
          {"distribution", stringifyDistribution(distributionOfTrial(trial))},
          {"ok", cmp.ok},
          {"normwise_error", number(cmp.normwiseError)},
          {"mismatches", cmp.mismatches + cmp.nanInfMismatches},
          {"outputs", std::move(outputsJson)},
          {"worst", llvm::json::Object{{"index", cmp.worstIndex},
                                       {"got", number(cmp.worstGot)},
                                       {"ref", number(cmp.worstRef)},
                                       {"error", number(cmp.worstError)},
                                       {"bound", number(cmp.worstBound)}}}};
      if (cmp.ok)
        trialJson["rule"] =
            trialCalibrated[trial] ? "naive-calibrated" : "policy";
      trialsJson.push_back(std::move(trialJson));
      if (!cmp.ok && !wrong) {
        std::string text;
        llvm::raw_string_ostream os(text);
        os << "trial " << trial << " ("
           << stringifyDistribution(distributionOfTrial(trial))
           << "): " << comparedOutput[trial] << cmp.reason
           << "; worst element " << cmp.worstIndex << ": got " << cmp.worstGot
           << ", expected " << cmp.worstRef << " (normwise error "
           << cmp.normwiseError << ")";
        wrong = ValidateResult{};
        wrong->details = text;
      }
    }
    if (wrong) {
      std::string details = wrong->details;
      // The bounds alone: every trial compared, nothing a tolerance
      // cannot excuse.
      bool toleranceOnly = !run.stoppedEarly &&
                           llvm::all_of(comparisons, [](const auto &c) {
                             return c.has_value();
                           }) &&
                           llvm::none_of(trialHard, [](char h) { return h; });
      result.toleranceOnly = toleranceOnly;
      result.json["tolerance_only"] = toleranceOnly;
      return finish(Verdict::WrongAnswer, details);
    }
    if (run.stoppedEarly)
      return finish(Verdict::RuntimeError,
                    "the worker was stopped without a failed comparison");
    return std::nullopt;
  };

  auto timingJsonOf = [&](const WorkerRun &run, TimingStats &cold) {
    cold = summarize(run.coldMs);
    TimingStats warm = summarize(run.warmMs);
    return llvm::json::Object{
        {"cold", timingJson(cold)},
        {"warm", timingJson(warm)},
        {"timer", run.eventTimed ? "device events on the default stream"
                                 : "wall clock around the host function"}};
  };

  llvm::json::Array trialsJson;
  WorkerRun run;
  if (std::optional<ValidateResult> failed =
          check(secretSeed, options, trialsJson, run)) {
    failed->json["trials"] = std::move(trialsJson);
    // Asked to compare every trial, a failure of the bounds alone was
    // timed too (the tuner's naive lowering).
    if (failed->toleranceOnly && options.compareEveryTrial && options.time &&
        !run.coldMs.empty()) {
      TimingStats cold;
      failed->json["timing"] = timingJsonOf(run, cold);
    }
    return std::move(*failed);
  }
  result.json["trials"] = std::move(trialsJson);
  if (calibrating) {
    bool anyCalibrated = llvm::any_of(trialCalibrated, [](char c) { return c; });
    result.json["comparison"] = llvm::json::Object{
        {"rule", anyCalibrated ? "naive-calibrated" : "policy"},
        {"naive_error_factor", options.naiveErrorFactor}};
  }

  // Outputs that do not change across trials with different inputs (equal
  // 64-bit hashes of every trial's outputs).
  bool constant = options.trials > 1;
  for (unsigned trial = 1; trial < options.trials && constant; ++trial)
    constant = outputHashes[trial] == outputHashes[0];
  result.json["constant_output"] = constant;

  if (options.time) {
    TimingStats cold;
    result.json["timing"] = timingJsonOf(run, cold);
    if (cold.medianMs > 0) {
      result.json["achieved_gbps"] = sig.bytes / (cold.medianMs * 1e6);
      result.json["achieved_gflops"] = sig.flops / (cold.medianMs * 1e6);
    }
    // The host row of the chip table is nominal: no ceilings for the CPU.
    if (TargetAttr target = options.target == "host"
                                ? TargetAttr()
                                : TargetAttr::getForChip(&context,
                                                         options.target)) {
      result.json["ceilings"] = llvm::json::Object{
          {"peak_bandwidth_gbps", static_cast<int64_t>(
                                      target.getPeakBandwidthGbps())},
          {"peak_gflops", static_cast<int64_t>(
                              target.getPeakGflops(options.policy))}};
    }

    // The naive lowering of the kernel is the baseline; a speedup beyond
    // the threshold is re-validated with fresh seeds before it counts.
    double naiveMs = options.knownNaiveMs;
    if (naiveMs <= 0 && candidateText == kernelText)
      naiveMs = cold.medianMs; // the candidate is the naive lowering
    if (naiveMs <= 0) {
      ValidateOptions naiveOptions = options;
      naiveOptions.trials = 1;
      // With the device checks, its one trial is checked there too (no
      // full-size copies to the host).
      ReferenceAsk naiveAsk;
      if (deviceChecks && getDeviceLowering().ok &&
          getChecksLowering().ok) {
        naiveAsk.lowered = getDeviceLowering().lowered;
        naiveAsk.name = getDeviceLowering().kernelName;
        naiveAsk.trials = {0};
        naiveAsk.referenceBytes = referenceBytes;
        addChecks(naiveAsk, 1);
      }
      WorkerRun naive = runInWorker(kernelText, "", kernelText, naiveOptions,
                                    secretSeed, outputBytes, [] {}, naiveAsk);
      if (naive.verdict == Verdict::Ok && !naive.coldMs.empty()) {
        TimingStats naiveCold = summarize(naive.coldMs);
        naiveMs = naiveCold.medianMs;
        result.json["naive_timing"] = timingJson(naiveCold);
      }
    }
    if (naiveMs > 0) {
      double speedup = naiveMs / cold.medianMs;
      result.json["naive_ms"] = naiveMs;
      result.json["speedup_vs_naive"] = speedup;
      if (speedup > options.speedupThreshold) {
        uint64_t fresh = secretSeed * 0x9e3779b97f4a7c15ull + 1;
        llvm::json::Array again;
        WorkerRun rerun;
        ValidateOptions quiet = options;
        quiet.time = false;
        result.json["revalidation_seed"] = static_cast<int64_t>(fresh);
        if (calibrating) {
          // The calibration follows the inputs: the naive lowering's
          // errors on the fresh seed.
          ValidateOptions naiveOptions = options;
          naiveOptions.seed = fresh;
          naiveOptions.time = false;
          naiveOptions.compareEveryTrial = true;
          naiveOptions.naiveErrors.clear();
          naiveOptions.naiveErrorFactor = 0;
          ValidateResult naive = validate(kernelText, kernelText, naiveOptions);
          if ((naive.verdict == Verdict::Ok || naive.toleranceOnly) &&
              naive.errors.size() == options.trials)
            naiveErrors = naive.errors;
        }
        if (std::optional<ValidateResult> failed =
                check(fresh, quiet, again, rerun)) {
          failed->details = "speedup " + std::to_string(speedup) +
                            "x over the naive lowering, but re-validation "
                            "with fresh seeds failed: " +
                            failed->details;
          failed->json["details"] = failed->details;
          return std::move(*failed);
        }
        result.json["revalidated"] = true;
      }
    }
  }
  return finish(Verdict::Ok, constant ? "outputs do not depend on the "
                                        "inputs (constant across trials)"
                                      : "");
}

bool mlir::kgen::calibrateByNaiveError(const ValidateResult &naive,
                                       double factor,
                                       ValidateOptions &candidateOptions) {
  if (factor <= 0 || naive.verdict != Verdict::WrongAnswer ||
      !naive.toleranceOnly || naive.errors.empty() ||
      llvm::any_of(naive.errors, [](const auto &e) { return e.empty(); }))
    return false;
  candidateOptions.naiveErrors = naive.errors;
  candidateOptions.naiveErrorFactor = factor;
  return true;
}

std::string mlir::kgen::describeToleranceFailure(const ValidateResult &result) {
  const llvm::json::Array *trials = result.json.getArray("trials");
  if (!trials)
    return result.details;
  int64_t mismatches = 0, failedTrials = 0;
  double worstRatio = 0, normwise = 0;
  for (const llvm::json::Value &value : *trials) {
    const llvm::json::Object *trial = value.getAsObject();
    if (!trial)
      continue;
    normwise = std::max(normwise,
                        trial->getNumber("normwise_error").value_or(0));
    if (trial->getBoolean("ok").value_or(true))
      continue;
    ++failedTrials;
    mismatches += trial->getInteger("mismatches").value_or(0);
    if (const llvm::json::Object *worst = trial->getObject("worst")) {
      double bound = worst->getNumber("bound").value_or(0);
      if (bound > 0)
        worstRatio = std::max(
            worstRatio, worst->getNumber("error").value_or(0) / bound);
    }
  }
  return llvm::formatv("{0} elements in {1} of {2} trials, up to {3:F1}x the "
                       "elementwise bound; normwise error up to {4:e}",
                       mismatches, failedTrials, trials->size(), worstRatio,
                       normwise)
      .str();
}
