//===- Execution.cpp - kernels read, inputs made, candidates run ---------===//
//
// Part of kgen.
//
//===----------------------------------------------------------------------===//

#include "Execution.h"

#include "Generator.h"
#include "Parallel.h"

#include "Kgen/IR/KgenChips.h"
#include "kgen/Analysis/Cost.h"
#include "kgen/Analysis/Passes.h"
#include "kgen/InitAllDialects.h"
#include "kgen/Lowering/Passes.h"
#include "kgen/Validate/Passes.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
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
#include "llvm/Support/Format.h"
#include "llvm/Support/MathExtras.h"
#include "llvm/Support/TargetSelect.h"
#include "llvm/Support/raw_ostream.h"

#include <atomic>
#include <chrono>
#include <cstring>
#include <mutex>

using namespace mlir;
using namespace mlir::kgen;

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

void mlir::kgen::registerToolDialects(DialectRegistry &registry) {
  mlir::registerAllDialects(registry);
  mlir::registerAllExtensions(registry);
  mlir::registerAllToLLVMIRTranslations(registry);
  kgen::registerAllDialects(registry);
}

void mlir::kgen::initializeToolSupport() {
  static std::once_flag once;
  std::call_once(once, [] {
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
}

DialectRegistry &mlir::kgen::getToolRegistry() {
  static DialectRegistry registry;
  static std::once_flag once;
  std::call_once(once, [] { registerToolDialects(registry); });
  initializeToolSupport();
  return registry;
}

const DialectRegistry &ValidateOptions::getRegistry() const {
  if (!registry)
    return getToolRegistry();
  initializeToolSupport();
  return *registry;
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

llvm::Expected<func::FuncOp> mlir::kgen::findKernel(ModuleOp module) {
  func::FuncOp kernel;
  for (auto func : module.getOps<func::FuncOp>()) {
    if (func.isExternal() || func.isPrivate())
      continue;
    if (kernel)
      return llvm::createStringError(
          "the module has more than one public function (@" + kernel.getName() +
          ", @" + func.getName() + "); kgen-validate takes one kernel");
    kernel = func;
  }
  if (!kernel)
    return llvm::createStringError(
        "the module has no public function to validate");
  // Only code the module defines runs: a call to a declaration would be
  // an unresolved symbol in the JIT (or a crash in a pass).
  func::CallOp external;
  module.walk([&](func::CallOp call) {
    auto callee = module.lookupSymbol<func::FuncOp>(call.getCallee());
    if (callee && callee.isExternal()) {
      external = call;
      return WalkResult::interrupt();
    }
    return WalkResult::advance();
  });
  if (external)
    return llvm::createStringError(
        "@" + external->getParentOfType<func::FuncOp>().getName() + " calls @" +
        external.getCallee() +
        ", a function without a body: kgen validates only code the module "
        "defines");
  // No state across calls: a kernel that writes a global could be right
  // for the calls that are checked and skip the work in the others (the
  // timed ones, a deployment's). Constant globals (tables the bufferization
  // of a constant makes) and GPU workgroup or private memory are fine.
  auto onChip = [](Attribute space) {
    if (auto gpuSpace = dyn_cast_or_null<gpu::AddressSpaceAttr>(space))
      return gpuSpace.getValue() != gpu::AddressSpace::Global;
    if (auto number = dyn_cast_or_null<IntegerAttr>(space))
      return number.getInt() == 3 || number.getInt() == 5;
    return false;
  };
  for (Operation &op : module.getBody()->getOperations()) {
    std::string name;
    if (auto global = dyn_cast<memref::GlobalOp>(op)) {
      if (!global.getConstant() && !onChip(global.getType().getMemorySpace()))
        name = global.getSymName().str();
    } else if (auto global = dyn_cast<LLVM::GlobalOp>(op)) {
      if (!global.getConstant() && global.getAddrSpace() != 3 &&
          global.getAddrSpace() != 5)
        name = global.getSymName().str();
    }
    if (!name.empty())
      return llvm::createStringError(
          "the module has a mutable global @" + name +
          ": a kernel that keeps state across calls can be right for the "
          "calls that are checked and not for the others; kgen validates "
          "kernels without state (constant globals are fine)");
  }
  return kernel;
}

/// The operand a statically shaped tensor or memref of a validated element
/// type stands for; nullopt for any other type.
static std::optional<TensorSpec> specOf(Type type) {
  if (!isa<RankedTensorType, MemRefType>(type))
    return std::nullopt;
  auto shaped = cast<ShapedType>(type);
  std::optional<ElementKind> kind = getElementKind(shaped.getElementType());
  if (!shaped.hasStaticShape() || !kind)
    return std::nullopt;
  return TensorSpec{SmallVector<int64_t>(shaped.getShape()), *kind};
}

/// Whether `kernel` may compute an integer from a float value that float32
/// and float64 arithmetic can round differently (docs/validate.md, "Integer
/// outputs computed from floats"): a float-to-integer conversion
/// (arith.fptosi / fptoui: floor, round, quantize), or a comparison
/// (arith.cmpf: bucketize, argmax) of a value computed by float arithmetic,
/// not only selected, negated, bounded or widened from the inputs.
static bool mayRoundFloatsToIntegers(func::FuncOp kernel) {
  auto computed = [](Value value) {
    Operation *def = value.getDefiningOp();
    if (!def || !isa<arith::ArithDialect, math::MathDialect>(def->getDialect()))
      return false;
    return !isa<arith::ConstantOp, arith::ExtFOp, arith::SelectOp,
                arith::MaximumFOp, arith::MinimumFOp, arith::MaxNumFOp,
                arith::MinNumFOp, arith::NegFOp, math::AbsFOp>(def);
  };
  WalkResult walk = kernel.walk([&](Operation *op) {
    if (isa<arith::FPToSIOp, arith::FPToUIOp>(op))
      return WalkResult::interrupt();
    if (auto cmp = dyn_cast<arith::CmpFOp>(op))
      if (computed(cmp.getLhs()) || computed(cmp.getRhs()))
        return WalkResult::interrupt();
    return WalkResult::advance();
  });
  return walk.wasInterrupted();
}

llvm::Expected<Signature> mlir::kgen::getSignature(func::FuncOp kernel) {
  std::string error;
  Signature sig;
  sig.name = kernel.getName().str();
  int64_t referenceBytes = 0;
  auto collect = [&](TypeRange types, StringRef what,
                     std::vector<TensorSpec> &into) -> LogicalResult {
    for (auto [i, type] : llvm::enumerate(types)) {
      std::optional<TensorSpec> spec =
          isa<RankedTensorType>(type) ? specOf(type) : std::nullopt;
      if (!spec) {
        std::string text;
        llvm::raw_string_ostream os(text);
        os << "@" << sig.name << " " << what << " " << i << " has type " << type
           << ": kgen-validate needs statically shaped tensors of f32, i1, "
              "i8, i32 or i64 (f64 for arguments)";
        error = text;
        return failure();
      }
      if (spec->kind == ElementKind::F64 && &into == &sig.outputs) {
        error = "@" + sig.name + " result " + std::to_string(i) +
                " is f64: kgen-validate compares f32, i1, i8, i32 and i64 "
                "results against a float64 reference";
        return failure();
      }
      // Its bytes (8 per element in the float64 reference) must fit 63
      // bits, and the sum of all operands too.
      int64_t bytes = 8;
      for (int64_t d : spec->shape)
        if (llvm::MulOverflow(bytes, d, bytes)) {
          bytes = -1;
          break;
        }
      if (bytes < 0 ||
          llvm::AddOverflow(referenceBytes, bytes, referenceBytes)) {
        std::string text;
        llvm::raw_string_ostream os(text);
        os << "@" << sig.name << " " << what << " " << i << " has type " << type
           << ": its size in bytes overflows 64 bits";
        error = text;
        return failure();
      }
      into.push_back(*spec);
      sig.bytes += into.back().bytes();
    }
    return success();
  };
  if (failed(collect(kernel.getArgumentTypes(), "argument", sig.inputs)) ||
      failed(collect(kernel.getResultTypes(), "result", sig.outputs)))
    return llvm::createStringError(error);
  // Integer inputs used as indices get in-range values.
  std::vector<std::optional<int64_t>> bounds = getIndexBounds(kernel);
  for (auto [spec, bound] : llvm::zip(sig.inputs, bounds))
    if (bound && !spec.isFloat() && spec.kind != ElementKind::I1 &&
        spec.kind != ElementKind::F64)
      spec.indexBound = *bound;
  if (sig.outputs.empty())
    return llvm::createStringError(
        "@" + sig.name + " returns nothing: there is no output to check");
  sig.flops = countFlops(kernel);
  sig.integersFromFloats =
      !llvm::all_of(sig.outputs,
                    [](const TensorSpec &spec) { return spec.isFloat(); }) &&
      mayRoundFloatsToIntegers(kernel);
  return sig;
}

/// `error`'s message after "`what`: ".
static llvm::Error prefixed(StringRef what, llvm::Error error) {
  return llvm::createStringError(what + ": " +
                                 llvm::toString(std::move(error)));
}

/// Parses `text` (the `what`: "kernel" or "candidate") into `module` and
/// finds its kernel function; else an error that names the `what`.
static llvm::Expected<func::FuncOp> parseKernel(MLIRContext &context,
                                                StringRef text, StringRef what,
                                                OwningOpRef<ModuleOp> &module) {
  DiagnosticCollector diagnostics(context);
  module = parseSourceString<ModuleOp>(text, &context);
  if (!module)
    return llvm::createStringError("cannot parse the " + what + ":\n" +
                                   diagnostics.text);
  llvm::Expected<func::FuncOp> func = findKernel(*module);
  if (!func)
    return prefixed(what, func.takeError());
  return func;
}

llvm::Expected<Signature> mlir::kgen::readSignature(MLIRContext &context,
                                                    StringRef kernelText) {
  OwningOpRef<ModuleOp> kernel;
  llvm::Expected<func::FuncOp> func =
      parseKernel(context, kernelText, "kernel", kernel);
  if (!func)
    return func.takeError();
  llvm::Expected<Signature> sig = getSignature(*func);
  if (!sig)
    return prefixed("kernel", sig.takeError());
  return sig;
}

llvm::json::Value mlir::kgen::signatureToJSON(const Signature &sig) {
  auto specs = [](const std::vector<TensorSpec> &list) {
    llvm::json::Array array;
    for (const TensorSpec &spec : list)
      array.push_back(
          llvm::json::Object{{"shape", llvm::json::Array(spec.shape)},
                             {"type", stringifyElementKind(spec.kind)},
                             {"index_bound", spec.indexBound}});
    return array;
  };
  return llvm::json::Object{{"name", sig.name},
                            {"inputs", specs(sig.inputs)},
                            {"outputs", specs(sig.outputs)},
                            {"bytes", sig.bytes},
                            {"flops", sig.flops}};
}

llvm::Expected<Signature>
mlir::kgen::signatureFromJSON(const llvm::json::Value &value) {
  auto malformed = [](const llvm::Twine &what) {
    return llvm::createStringError("the kernel's signature has no valid " +
                                   what);
  };
  const llvm::json::Object *object = value.getAsObject();
  if (!object)
    return malformed("object");
  Signature sig;
  std::optional<llvm::StringRef> name = object->getString("name");
  std::optional<double> bytes = object->getNumber("bytes");
  std::optional<double> flops = object->getNumber("flops");
  if (!name || !bytes || !flops)
    return malformed("name, bytes and flops");
  sig.name = name->str();
  sig.bytes = *bytes;
  sig.flops = *flops;
  for (auto [key, specs] :
       {std::pair<llvm::StringRef, std::vector<TensorSpec> *>{"inputs",
                                                              &sig.inputs},
        {"outputs", &sig.outputs}}) {
    const llvm::json::Array *array = object->getArray(key);
    if (!array)
      return malformed(key);
    for (const llvm::json::Value &entry : *array) {
      const llvm::json::Object *specObject = entry.getAsObject();
      const llvm::json::Array *shape =
          specObject ? specObject->getArray("shape") : nullptr;
      std::optional<llvm::StringRef> type =
          specObject ? specObject->getString("type") : std::nullopt;
      std::optional<int64_t> bound =
          specObject ? specObject->getInteger("index_bound") : std::nullopt;
      if (!shape || !type || !bound)
        return malformed(key + " entry");
      TensorSpec spec;
      spec.indexBound = *bound;
      for (const llvm::json::Value &dim : *shape) {
        std::optional<int64_t> size = dim.getAsInteger();
        if (!size || *size < 0)
          return malformed(key + " shape");
        spec.shape.push_back(*size);
      }
      std::optional<ElementKind> kind;
      for (ElementKind k :
           {ElementKind::F32, ElementKind::I1, ElementKind::I8,
            ElementKind::I32, ElementKind::I64, ElementKind::F64})
        if (*type == stringifyElementKind(k))
          kind = k;
      if (!kind)
        return malformed(key + " element type ('" + *type + "')");
      spec.kind = *kind;
      specs->push_back(std::move(spec));
    }
  }
  return sig;
}

/// `(shape x type, ...) -> (...)` of a signature, as MLIR writes types.
static std::string describe(const Signature &sig) {
  auto list = [](const std::vector<TensorSpec> &specs) {
    std::string text = "(";
    for (auto [i, spec] : llvm::enumerate(specs)) {
      if (i)
        text += ", ";
      for (int64_t d : spec.shape)
        text += std::to_string(d) + "x";
      text += stringifyElementKind(spec.kind);
    }
    return text + ")";
  };
  return list(sig.inputs) + " -> " + list(sig.outputs);
}

llvm::Error mlir::kgen::matchSignature(MLIRContext &context,
                                       StringRef candidateText,
                                       const Signature &sig) {
  OwningOpRef<ModuleOp> candidate;
  llvm::Expected<func::FuncOp> func =
      parseKernel(context, candidateText, "candidate", candidate);
  if (!func)
    return func.takeError();
  // The candidate's operands against the kernel's (tensors or memrefs
  // alike).
  auto same = [](TypeRange types, const std::vector<TensorSpec> &specs) {
    return types.size() == specs.size() &&
           llvm::all_of(llvm::zip(types, specs), [](auto pair) {
             auto [type, expected] = pair;
             std::optional<TensorSpec> spec = specOf(type);
             return spec && spec->shape == expected.shape &&
                    spec->kind == expected.kind;
           });
  };
  if (same(func->getArgumentTypes(), sig.inputs) &&
      same(func->getResultTypes(), sig.outputs))
    return llvm::Error::success();
  std::string text;
  llvm::raw_string_ostream os(text);
  os << "the candidate's @" << func->getName() << " has type "
     << func->getFunctionType() << ", the kernel's @" << sig.name
     << " takes and returns " << describe(sig)
     << ": a candidate must keep the kernel's operands (their number, "
        "shapes and element types)";
  return llvm::createStringError(text);
}

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

/// The value above which an i1 input is true: the middle of the
/// distribution (0.5 for uniform [0, 1), the offset for the offset one, 0
/// otherwise).
static float i1Threshold(Distribution distribution) {
  switch (distribution) {
  case Distribution::UniformUnsigned:
    return 0.5f;
  case Distribution::Offset:
    return static_cast<float>(generator::kOffset);
  default:
    return 0.0f;
  }
}

/// Writes input operand `operand` of trial `trial` into `into` (the
/// operand's bytes): floats from the trial's distribution; integers used as
/// indices uniform in [0, indexBound); other integers from the same values
/// as floats, scaled (x100 for the unit distributions) and clamped to the
/// type's range; i1 from the sign. In parallel; the values depend only on
/// the seeds.
void mlir::kgen::fillInput(const TensorSpec &spec, uint64_t seed,
                           unsigned trial, unsigned operand, uint8_t *into) {
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
    vpar::forEachChunk(spec.elements(), [&](size_t, size_t begin, size_t end) {
      std::vector<float> values(end - begin);
      fillInputs(distribution, operandSeed, values, begin);
      for (size_t k = 0; k < values.size(); ++k)
        wide[begin + k] = values[k];
    });
    return;
  }
  if (spec.indexBound > 0) {
    vpar::forEachChunk(spec.elements(), [&](size_t, size_t begin, size_t end) {
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
  vpar::forEachChunk(spec.elements(), [&](size_t, size_t begin, size_t end) {
    std::vector<float> values(end - begin);
    fillInputs(distribution, operandSeed, values, begin);
    for (size_t k = 0; k < values.size(); ++k) {
      if (spec.kind == ElementKind::I1) {
        into[begin + k] = values[k] > i1Threshold(distribution);
        continue;
      }
      double v = unit ? values[k] * generator::kIntegerScale : values[k];
      storeInteger(
          spec.kind, into, begin + k,
          static_cast<int64_t>(std::min(std::max(std::nearbyint(v), lo), hi)));
    }
  });
}

/// The element patterns of the output poisons (docs/validate.md, "Poison"),
/// little-endian, by variant: NaN / the largest integer / 0xff (no valid
/// i1); a large finite positive float / the smallest integer / 0; a large
/// finite negative float / 0x55.. / 1. No value is neutral for every
/// reduction a kernel may forget to initialize: two runs with different
/// variants disagree where a kernel reads its poison.
static uint64_t poisonElement(ElementKind kind, unsigned variant) {
  variant %= kPoisonVariants;
  switch (kind) {
  case ElementKind::F32: {
    static constexpr uint32_t words[] = {0x7fc00000u, 0x7f000000u, 0xff000000u};
    return words[variant];
  }
  case ElementKind::F64: {
    static constexpr uint64_t words[] = {
        0x7ff8000000000000ull, 0x7fe0000000000000ull, 0xffe0000000000000ull};
    return words[variant];
  }
  case ElementKind::I64: {
    static constexpr uint64_t words[] = {
        0x7fffffffffffffffull, 0x8000000000000000ull, 0x5555555555555555ull};
    return words[variant];
  }
  case ElementKind::I32: {
    static constexpr uint32_t words[] = {0x7fffffffu, 0x80000000u, 0x55555555u};
    return words[variant];
  }
  case ElementKind::I8: {
    static constexpr uint8_t words[] = {0x7f, 0x80, 0x55};
    return words[variant];
  }
  case ElementKind::I1: {
    static constexpr uint8_t words[] = {0xff, 0x00, 0x01};
    return words[variant];
  }
  }
  return 0;
}

/// Writes output poison `variant` into `into` (the operand's bytes), in
/// parallel.
void mlir::kgen::fillPoison(const TensorSpec &spec, uint8_t *into,
                            unsigned variant) {
  size_t width = spec.elementBytes();
  uint64_t element = poisonElement(spec.kind, variant);
  vpar::forEachChunk(spec.elements(), [&](size_t, size_t begin, size_t end) {
    uint8_t *p = into + begin * width;
    size_t n = (end - begin) * width;
    if (width == 1) {
      std::memset(p, static_cast<uint8_t>(element), n);
      return;
    }
    for (size_t i = 0; i < n; i += width)
      std::memcpy(p + i, &element, width);
  });
}

/// The 32-bit pattern of poison `variant` of `spec` when it is one (for a
/// device memset), else nullopt.
std::optional<uint32_t> mlir::kgen::poisonWord(const TensorSpec &spec,
                                               unsigned variant) {
  if (spec.bytes() % 4)
    return std::nullopt;
  uint64_t element = poisonElement(spec.kind, variant);
  switch (spec.kind) {
  case ElementKind::F32:
  case ElementKind::I32:
    return static_cast<uint32_t>(element);
  case ElementKind::I8:
  case ElementKind::I1:
    return static_cast<uint32_t>(element) * 0x01010101u;
  case ElementKind::I64:
  case ElementKind::F64:
    return std::nullopt;
  }
  return std::nullopt;
}

uint32_t mlir::kgen::allocationPoisonWord(unsigned variant) {
  static constexpr uint32_t words[] = {0xffffffffu, 0x7f000000u, 0xff000000u};
  return words[variant % kPoisonVariants];
}

//===----------------------------------------------------------------------===//
// Compilation and execution (in the worker: the candidate and the reference)
//===----------------------------------------------------------------------===//

/// The word poisonMalloc fills with (setHostAllocationPoison).
static std::atomic<uint32_t> hostAllocationPoison{0xffffffffu};

void mlir::kgen::setHostAllocationPoison(uint32_t word) {
  hostAllocationPoison = word;
}

/// Filled with the allocation poison's word (whole words; the tail bytes of
/// a size that is no multiple of 4 get its low bytes): host code reading
/// memory nobody wrote sees it.
void *mlir::kgen::poisonMalloc(size_t size) {
  void *ptr = std::malloc(size);
  if (!ptr)
    return ptr;
  uint32_t word = hostAllocationPoison;
  auto *bytes = static_cast<uint8_t *>(ptr);
  size_t whole = size / 4 * 4;
  for (size_t i = 0; i < whole; i += 4)
    std::memcpy(bytes + i, &word, 4);
  std::memcpy(bytes + whole, &word, size - whole);
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
} // namespace

char VerdictError::ID = 0;

std::pair<Verdict, std::string> mlir::kgen::takeVerdict(llvm::Error error) {
  std::pair<Verdict, std::string> taken = {Verdict::CompileError, ""};
  llvm::handleAllErrors(
      std::move(error),
      [&](const VerdictError &e) { taken = {e.verdict, e.message}; },
      [&](const llvm::ErrorInfoBase &e) { taken.second = e.message(); });
  return taken;
}

/// A COMPILE_ERROR with `message`.
static llvm::Error compileError(const llvm::Twine &message) {
  return llvm::make_error<VerdictError>(Verdict::CompileError, message.str());
}

llvm::Error mlir::kgen::lowerModule(ModuleOp module, const std::string &target,
                                    bool promoteToF64, StringRef artifactsDir) {
  MLIRContext &context = *module.getContext();
  DiagnosticCollector diagnostics(context);
  PassManager pm(&context);
  std::string failedPass;
  pm.addInstrumentation(std::make_unique<FailedPassRecorder>(&failedPass));
  // Aggregate ops are decomposed before the promotion, which handles only
  // upstream ops.
  if (promoteToF64) {
    // The reference's statistics in two passes, the most accurate form.
    pm.addNestedPass<func::FuncOp>(
        kgen::createDecomposeAggregates({/*normalizationForm=*/"two_pass"}));
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
    return llvm::Error::success();
  // Device limits: threads, shared memory (checked before outlining) and
  // registers (from ptxas, checked against each launch's block size).
  Verdict verdict = Verdict::CompileError;
  if (failedPass == "kgen-verify-gpu-launches" ||
      (failedPass == "kgen-serialize-gpu-binaries" &&
       llvm::StringRef(diagnostics.text).contains("registers per block")))
    verdict = Verdict::VerifyError;
  return llvm::make_error<VerdictError>(
      verdict, (failedPass.empty() ? std::string("lowering failed")
                                   : "lowering failed in " + failedPass) +
                   ":\n" + diagnostics.text);
}

llvm::Expected<LoweredKernel> mlir::kgen::lower(MLIRContext &context,
                                                StringRef text,
                                                const std::string &target,
                                                bool promoteToF64,
                                                StringRef artifactsDir) {
  LoweredKernel lowered;
  {
    DiagnosticCollector diagnostics(context);
    lowered.module = parseSourceString<ModuleOp>(text, &context);
    if (!lowered.module)
      return compileError("cannot parse:\n" + diagnostics.text);
  }
  ModuleOp module = *lowered.module;
  llvm::Expected<func::FuncOp> kernel = findKernel(module);
  if (!kernel)
    return compileError(llvm::toString(kernel.takeError()));
  lowered.name = kernel->getName().str();
  (*kernel)->setAttr("llvm.emit_c_interface", UnitAttr::get(&context));
  if (target == "host") {
    WalkResult gpuCode = module->walk([](Operation *op) {
      return isa<gpu::LaunchOp, gpu::GPUModuleOp>(op) ? WalkResult::interrupt()
                                                      : WalkResult::advance();
    });
    if (gpuCode.wasInterrupted())
      return compileError("the candidate is mapped to a GPU (it has "
                          "gpu.launch or gpu.module ops): validate it with "
                          "--target=<chip>");
  }
  if (llvm::Error error =
          lowerModule(module, target, promoteToF64, artifactsDir))
    return std::move(error);
  return std::move(lowered);
}

/// JIT-compiles a module lowered by `lower` whose kernel is `name`.
static llvm::Expected<Executable> jit(ModuleOp module, StringRef name,
                                      const std::string &target) {
  DiagnosticCollector diagnostics(*module.getContext());
  ExecutionEngineOptions engineOptions;
  auto transformer = makeOptimizingTransformer(2, 0, nullptr);
  engineOptions.transformer = transformer;
  auto engine = ExecutionEngine::create(module, engineOptions);
  if (!engine)
    return compileError(
        "JIT compilation failed: " + llvm::toString(engine.takeError()) + "\n" +
        diagnostics.text);
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

llvm::Expected<Executable> mlir::kgen::compile(MLIRContext &context,
                                               StringRef text,
                                               const std::string &target,
                                               bool promoteToF64) {
  llvm::Expected<LoweredKernel> lowered =
      lower(context, text, target, promoteToF64);
  if (!lowered)
    return lowered.takeError();
  return jit(*lowered->module, lowered->name, target);
}

llvm::Expected<Executable>
mlir::kgen::compileLowered(MLIRContext &context, StringRef text, StringRef name,
                           const std::string &target) {
  DiagnosticCollector diagnostics(context);
  OwningOpRef<ModuleOp> module = parseSourceString<ModuleOp>(text, &context);
  if (!module)
    return compileError("cannot parse the lowered candidate:\n" +
                        diagnostics.text);
  return jit(*module, name, target);
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
llvm::Error mlir::kgen::invoke(Executable &executable, const Signature &sig,
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

/// Milliseconds since `start`.
double mlir::kgen::msSince(std::chrono::steady_clock::time_point start) {
  return std::chrono::duration<double, std::milli>(
             std::chrono::steady_clock::now() - start)
      .count();
}
