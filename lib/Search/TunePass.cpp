//===- TunePass.cpp - kgen-tune and kgen-apply-tuned ----------------------===//
//
// Part of kgen.
//
//===----------------------------------------------------------------------===//
//
// --kgen-tune tunes every kernel of a module (the functions with
// `kgen.kernel`, else every public function): each distinct kernel is
// extracted into a module of its own, searched by a KernelTuner (the
// supervisor shares the budget between kernels by naive latency), and
// replaced by its best verified candidate. --kgen-apply-tuned does the
// replacement from the tuning database without searching.
//
// Replacement: the candidate function's signature and body replace the
// kernel's (its name, visibility and attributes stay). A strategy that
// bufferized the kernel leaves a function on memrefs; its calls get
// `bufferization.to_buffer` (read_only) operands and `to_tensor restrict`
// results, which One-Shot Bufferize in the lowering pipelines folds away.
// Other symbols the candidate brought (memref.global constants) move into
// the module under names prefixed by the kernel's.
//
//===----------------------------------------------------------------------===//

#include "kgen/Analysis/Cost.h"
#include "kgen/Runtime/GPURuntime.h"
#include "kgen/Search/Passes.h"
#include "kgen/Search/Search.h"

#include "Kgen/IR/KgenChips.h"
#include "Kgen/IR/KgenDialect.h"
#include "kgen/TuningDB/TuningDB.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Parser/Parser.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatAdapters.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/Path.h"

#include "llvm/Support/raw_ostream.h"
#include <chrono>
#include <cmath>
#include <cstring>

#include <map>

namespace mlir {
namespace kgen {
#define GEN_PASS_DEF_KGENTUNE
#define GEN_PASS_DEF_KGENAPPLYTUNED
#include "kgen/Search/Passes.h.inc"
} // namespace kgen
} // namespace mlir

using namespace mlir;
using namespace mlir::kgen;

static constexpr llvm::StringLiteral kKernelAttr = "kgen.kernel";

/// The kernels of `module`: functions with `kgen.kernel`, else every public
/// function with a body.
static SmallVector<func::FuncOp> collectKernels(ModuleOp module) {
  SmallVector<func::FuncOp> marked, pub;
  for (auto func : module.getOps<func::FuncOp>()) {
    if (func.isExternal())
      continue;
    if (func->hasAttr(kKernelAttr))
      marked.push_back(func);
    else if (func.isPublic())
      pub.push_back(func);
  }
  return marked.empty() ? pub : marked;
}

/// The kernel as a module of its own (what kgen-validate and the
/// strategies take): the function alone, public, without `kgen.kernel`.
static llvm::Expected<std::string> extractKernel(func::FuncOp kernel) {
  if (std::optional<SymbolTable::UseRange> uses =
          SymbolTable::getSymbolUses(&kernel.getBody()))
    for (const SymbolTable::SymbolUse &use : *uses)
      return llvm::createStringError(
          "it refers to the symbol " +
          use.getSymbolRef().getRootReference().getValue() +
          " (a kernel must be self-contained)");
  OpBuilder builder(kernel.getContext());
  OwningOpRef<ModuleOp> module = ModuleOp::create(kernel.getLoc());
  builder.setInsertionPointToEnd(module->getBody());
  auto clone = cast<func::FuncOp>(builder.clone(*kernel));
  clone.setPublic();
  clone->removeAttr(kKernelAttr);
  std::string text;
  llvm::raw_string_ostream os(text);
  module->print(os);
  return text;
}

/// Replaces `kernel` by the candidate function of `candidateText` (see the
/// file comment). The module is unchanged on failure.
static llvm::Error spliceCandidate(ModuleOp module, func::FuncOp kernel,
                                   StringRef candidateText) {
  MLIRContext *context = module.getContext();
  OwningOpRef<ModuleOp> candidate;
  {
    std::string diagnostics;
    ScopedDiagnosticHandler handler(context, [&](Diagnostic &diag) {
      llvm::raw_string_ostream(diagnostics) << diag << "\n";
      return success();
    });
    candidate = parseSourceString<ModuleOp>(candidateText, context);
    if (!candidate)
      return llvm::createStringError("the candidate does not parse here: " +
                                     diagnostics);
  }
  func::FuncOp replacement;
  for (auto func : candidate->getOps<func::FuncOp>())
    if (func.getName() == kernel.getName())
      replacement = func;
  if (!replacement || replacement.isExternal())
    return llvm::createStringError("the candidate has no function @" +
                                   kernel.getName().str());
  FunctionType oldType = kernel.getFunctionType();
  FunctionType newType = replacement.getFunctionType();
  if (oldType.getNumInputs() != newType.getNumInputs() ||
      oldType.getNumResults() != newType.getNumResults())
    return llvm::createStringError(
        "the candidate changed the number of arguments or results");
  // Each operand or result either keeps its type or went from a tensor to
  // a memref of the same shape and element type.
  auto bridgeable = [](Type from, Type to) {
    if (from == to)
      return true;
    auto tensor = dyn_cast<RankedTensorType>(from);
    auto memref = dyn_cast<MemRefType>(to);
    return tensor && memref && tensor.getShape() == memref.getShape() &&
           tensor.getElementType() == memref.getElementType();
  };
  for (auto [from, to] : llvm::zip(oldType.getInputs(), newType.getInputs()))
    if (!bridgeable(from, to))
      return llvm::createStringError(
          "the candidate changed an argument's type in a way calls "
          "cannot be bridged");
  for (auto [from, to] : llvm::zip(oldType.getResults(), newType.getResults()))
    if (!bridgeable(from, to))
      return llvm::createStringError(
          "the candidate changed a result's type in a way calls cannot "
          "be bridged");
  // The candidate's other symbols, renamed after the kernel.
  SymbolTable moduleSymbols(module);
  for (Operation &op :
       llvm::make_early_inc_range(candidate->getBody()->getOperations())) {
    if (&op == replacement.getOperation())
      continue;
    if (auto symbol = dyn_cast<SymbolOpInterface>(op)) {
      std::string base = (kernel.getName() + "_" + symbol.getName()).str();
      std::string name = base;
      for (unsigned i = 1; moduleSymbols.lookup(name); ++i)
        name = base + "_" + std::to_string(i);
      if (failed(SymbolTable::replaceAllSymbolUses(
              symbol, StringAttr::get(context, name), *candidate)))
        return llvm::createStringError(
            "cannot rename the candidate's symbol @" + symbol.getName().str());
      symbol.setName(name);
    }
    op.moveBefore(kernel);
    if (auto symbol = dyn_cast<SymbolOpInterface>(op))
      moduleSymbols.insert(&op, Block::iterator(kernel));
  }
  for (NamedAttribute attr : (*candidate)->getDiscardableAttrs())
    if (!module->hasAttr(attr.getName()))
      module->setAttr(attr.getName(), attr.getValue());

  // The function: new signature and body, same name, visibility and
  // attributes.
  kernel.getBody().getBlocks().clear();
  kernel.getBody().takeBody(replacement.getBody());
  kernel.setFunctionType(newType);

  // Calls: bridge the operands and results whose types changed.
  if (oldType == newType)
    return llvm::Error::success();
  std::optional<SymbolTable::UseRange> uses =
      SymbolTable::getSymbolUses(kernel, module);
  SmallVector<func::CallOp> calls;
  if (uses)
    for (const SymbolTable::SymbolUse &use : *uses)
      if (auto call = dyn_cast<func::CallOp>(use.getUser()))
        calls.push_back(call);
  OpBuilder builder(context);
  for (func::CallOp call : calls) {
    builder.setInsertionPoint(call);
    SmallVector<Value> operands;
    for (auto [operand, type] :
         llvm::zip(call.getOperands(), newType.getInputs())) {
      if (operand.getType() == type) {
        operands.push_back(operand);
        continue;
      }
      auto toBuffer = bufferization::ToBufferOp::create(
          builder, call.getLoc(), type, operand, /*read_only=*/true);
      operands.push_back(toBuffer);
    }
    auto newCall =
        func::CallOp::create(builder, call.getLoc(), kernel.getName(),
                             newType.getResults(), operands);
    newCall->setDiscardableAttrs(call->getDiscardableAttrDictionary());
    for (auto [oldResult, newResult] :
         llvm::zip(call.getResults(), newCall.getResults())) {
      Value value = newResult;
      if (oldResult.getType() != newResult.getType())
        value = bufferization::ToTensorOp::create(
            builder, call.getLoc(), oldResult.getType(), newResult,
            /*restrict=*/true, /*writable=*/false);
      oldResult.replaceAllUsesWith(value);
    }
    call.erase();
  }
  return llvm::Error::success();
}

/// After kernels of `module` were replaced by code tuned for `target`, the
/// module's kgen.target says that target (none for the host), so that the
/// lowering it asks for is the one its kernels were made for; a different
/// target it had is a warning.
static void recordTunedTarget(ModuleOp module, StringRef target,
                              StringRef pass) {
  auto old = module->getAttrOfType<TargetAttr>(KgenDialect::kTargetAttrName);
  TargetAttr now = target == "host"
                       ? TargetAttr()
                       : TargetAttr::getForChip(module.getContext(), target);
  if (old == now)
    return;
  // At the module's location only (Operation::emitWarning would attach the
  // whole module, printed).
  if (old)
    mlir::emitWarning(module.getLoc())
        << pass << ": the kernels were tuned for " << target
        << ": the module's kgen.target " << old << " is "
        << (now ? "replaced" : "removed");
  if (now)
    module->setAttr(KgenDialect::kTargetAttrName, now);
  else
    module->removeAttr(KgenDialect::kTargetAttrName);
}

namespace {
/// A distinct kernel of the module (kernels with the same structural hash
/// are one workload, tuned once).
struct Workload {
  std::string hash, text;
  SmallVector<func::FuncOp> funcs;
  unsigned calls = 0; ///< call sites in the module (at least 1)
  std::unique_ptr<KernelTuner> tuner;
  bool tunable = false;
  std::string reason;    ///< why it stays naive
  double estimateMs = 0; ///< roofline estimate of its calls in the module
  TuneResult result;
};

/// Groups the kernels of `module` by structural hash; kernels that cannot
/// be extracted are reported on `progress` and left out.
static std::vector<Workload> collectWorkloads(ModuleOp module,
                                              const DialectRegistry &registry,
                                              llvm::raw_ostream &progress,
                                              StringRef label,
                                              llvm::json::Array &skipped) {
  MLIRContext context(registry, MLIRContext::Threading::DISABLED);
  context.loadAllAvailableDialects();
  std::vector<Workload> workloads;
  std::map<std::string, size_t> byHash;
  for (func::FuncOp func : collectKernels(module)) {
    std::string error;
    llvm::Expected<std::string> text = extractKernel(func);
    std::optional<std::string> hash;
    if (!text) {
      error = llvm::toString(text.takeError());
    } else {
      llvm::Expected<std::string> hashed = hashKernel(context, *text);
      if (hashed)
        hash = std::move(*hashed);
      else
        error = llvm::toString(hashed.takeError());
    }
    if (!hash) {
      progress << label << " @" << func.getName() << " kept as it is: " << error
               << "\n";
      skipped.push_back(
          llvm::json::Object{{"kernel", func.getName()}, {"reason", error}});
      continue;
    }
    auto [it, inserted] = byHash.try_emplace(*hash, workloads.size());
    if (inserted) {
      workloads.emplace_back();
      workloads.back().hash = *hash;
      workloads.back().text = *text;
    }
    Workload &w = workloads[it->second];
    w.funcs.push_back(func);
    unsigned calls = 0;
    if (std::optional<SymbolTable::UseRange> uses =
            SymbolTable::getSymbolUses(func, module))
      calls = std::distance(uses->begin(), uses->end());
    w.calls += std::max(1u, calls);
  }
  return workloads;
}

/// The registry of the contexts the passes create: the default
/// (getToolRegistry), joined with the registry of the context they run in
/// when that one has dialects the default lacks (an embedding compiler's:
/// ValidateOptions::registry). Returns null when the default suffices.
static std::unique_ptr<DialectRegistry> joinHostRegistry(MLIRContext &context) {
  const DialectRegistry &host = context.getDialectRegistry();
  auto defaults = getToolRegistry().getDialectNames();
  bool extra = llvm::any_of(host.getDialectNames(), [&](StringRef name) {
    return !llvm::is_contained(defaults, name);
  });
  if (!extra)
    return nullptr;
  auto joined = std::make_unique<DialectRegistry>();
  getToolRegistry().appendTo(*joined);
  host.appendTo(*joined);
  return joined;
}

/// The end of a multi-kernel search: a row per workload (its functions,
/// calls per run, naive and tuned milliseconds, speedup, the strategy that
/// won or "kept"; the lines above give the knobs and the reasons).
static void printKernelTable(llvm::raw_ostream &os, StringRef label,
                             ArrayRef<Workload> workloads) {
  std::vector<std::string> names;
  size_t width = std::strlen("kernel");
  for (const Workload &w : workloads) {
    std::string name;
    for (func::FuncOp func : w.funcs)
      name += (name.empty() ? "@" : ", @") + func.getName().str();
    width = std::max(width, name.size());
    names.push_back(std::move(name));
  }
  os << llvm::formatv("{0} {1}  {2,5}  {3,10}  {4,10}  {5,8}  {6}\n", label,
                      llvm::fmt_align("kernel", llvm::AlignStyle::Left, width),
                      "calls", "naive ms", "tuned ms", "speedup", "strategy");
  for (auto [w, name] : llvm::zip(workloads, names)) {
    const TuneResult &r = w.result;
    std::string naive = r.naiveMs > 0 ? llvm::formatv("{0:F4}", r.naiveMs).str()
                                      : std::string("-");
    std::string best = "-", speedup = "-", strategy = "kept";
    if (r.ok) {
      best = llvm::formatv("{0:F4}", r.bestMs).str();
      if (r.naiveMs > 0)
        speedup = llvm::formatv("{0:F2}x", r.naiveMs / r.bestMs).str();
      strategy = r.bestStrategy;
    }
    os << llvm::formatv("{0} {1}  {2,5}  {3,10}  {4,10}  {5,8}  {6}\n", label,
                        llvm::fmt_align(name, llvm::AlignStyle::Left, width),
                        w.calls, naive, best, speedup, strategy);
  }
}

struct TunePass : public kgen::impl::KgenTuneBase<TunePass> {
  using KgenTuneBase::KgenTuneBase;

  void runOnOperation() override {
    auto started = std::chrono::steady_clock::now();
    ModuleOp module = getOperation();
    // One diagnostic at the module's location (emitError on the module
    // would attach the whole module, printed in generic form).
    auto fail = [&](const Twine &message) {
      mlir::emitError(module.getLoc()) << "kgen-tune: " << message;
      signalPassFailure();
    };
    TuneOptions options;
    std::unique_ptr<DialectRegistry> hostRegistry =
        joinHostRegistry(getContext());
    options.validate.registry = hostRegistry.get();
    llvm::Expected<std::string> resolved = resolveTuneTarget(module, target);
    if (!resolved)
      return fail(llvm::toString(resolved.takeError()));
    options.validate.target = std::move(*resolved);
    // The outputs are checked before the search, not after it.
    for (auto [option, path] : {std::make_pair("report", report.getValue()),
                                std::make_pair("plot", plot.getValue()),
                                std::make_pair("html", html.getValue())})
      if (llvm::Error error = checkOutputPath(option, path))
        return fail(llvm::toString(std::move(error)));
    // Candidates for a GPU are measured on one: without a driver every
    // kernel would be kept untuned and the pass would succeed.
    if (options.validate.target != "host" && !kgenGpuRuntimeAvailable()) {
      const char *why = kgenGpuRuntimeLastError();
      return fail("target " + options.validate.target +
                  " needs a GPU to measure candidates on, and no GPU driver "
                  "loads: " +
                  (why ? StringRef(why).split('\n').first : "unknown reason") +
                  " (kgen-tune --start-only gives a strategy's start point "
                  "without a GPU)");
    }
    options.validate.policy = precision;
    options.validate.trials = trials;
    options.validate.seed = validationSeed;
    options.validate.timeoutSeconds = timeout;
    options.validate.reference = reference;
    options.validate.checks = checks;
    options.validate.referenceCacheMiB = referenceCacheMiB;
    options.budget = budget;
    options.beatNaive = beatNaive;
    options.naiveErrorFactor = naiveErrorFactor;
    options.databasePath = db;
    options.seed = seed;
    options.compileThreads = compileThreads;
    options.screenTrials = screenTrials;
    options.pruneFactor = pruneFactor;
    options.raceFactor = raceFactor;
    options.isolateCompiles = isolateCompiles;
    options.agentTimeout = agentTimeout;
    if (!proposers.empty())
      options.proposers.assign(proposers.begin(), proposers.end());
    options.agents.assign(agents.begin(), agents.end());
    if (llvm::Error verifyError = options.verify())
      return fail(llvm::toString(std::move(verifyError)));
    if (llvm::Error limitError = options.setTimeLimit(timeLimit))
      return fail(llvm::toString(std::move(limitError)));
    if (llvm::Expected<ReferenceKind> kind = resolveReference(options.validate);
        !kind)
      return fail("reference=" + stringifyReferenceKind(reference) + ": " +
                  llvm::toString(kind.takeError()));
    llvm::Expected<std::vector<std::pair<std::string, std::string>>> found =
        findStrategies(options.validate.target,
                       std::vector<std::string>(strategyFiles.begin(),
                                                strategyFiles.end()),
                       std::vector<std::string>(strategiesDirs.begin(),
                                                strategiesDirs.end()));
    if (!found)
      return fail(llvm::toString(found.takeError()));
    options.strategies = std::move(*found);
    llvm::Expected<Pins> pinned =
        parsePins(std::vector<std::string>(pins.begin(), pins.end()));
    if (!pinned)
      return fail("pin: " + llvm::toString(pinned.takeError()));
    options.pins = std::move(*pinned);
    if (!options.pins.empty()) {
      // Pinned values are checked against every strategy before anything
      // is measured.
      std::vector<std::string> unused;
      MLIRContext strategyContext(options.validate.getRegistry(),
                                  MLIRContext::Threading::DISABLED);
      if (llvm::Error pinError = checkPins(strategyContext, options.strategies,
                                           options.pins, unused))
        return fail(llvm::toString(std::move(pinError)));
      for (const std::string &knob : unused)
        mlir::emitWarning(module.getLoc())
            << "kgen-tune: pin: no strategy has knob '" << knob << "'";
    }
    if (!db.empty()) {
      // Fail early, before any measurement.
      llvm::Expected<std::unique_ptr<TuningDB>> probe = TuningDB::open(db);
      if (!probe)
        return fail(llvm::toString(probe.takeError()));
    }

    llvm::raw_ostream &progress = llvm::errs();
    std::string label = "[kgen-tune]";
    llvm::json::Array skipped;
    std::vector<Workload> workloads = collectWorkloads(
        module, options.validate.getRegistry(), progress, label, skipped);
    if (workloads.empty() && skipped.empty()) {
      mlir::emitWarning(module.getLoc())
          << "kgen-tune: the module has no kernel to tune "
             "(no kgen.kernel function, no public function "
             "with a body)";
      return;
    }

    // Kernels in the order of their roofline estimate (the chip's fp32
    // peak and bandwidth; without a chip, one GFLOP per GB), costliest
    // first: each gets its baseline (naive lowering, applicable strategies)
    // and then at once, when the module has several, its first trial (the
    // heuristic start), so that a time limit or a small budget ends on the
    // cheap kernels.
    const ChipInfo *chip = lookupChip(options.validate.target);
    double peakGflops = chip ? chip->limits.peakGflopsFp32 : 1;
    double bandwidthGbps = chip ? chip->limits.peakBandwidthGbps : 1;
    std::vector<Workload *> byEstimate;
    for (Workload &w : workloads) {
      // The functions of a workload have one structure: one estimate.
      w.estimateMs = w.calls * estimateRooflineMs(w.funcs.front(), peakGflops,
                                                  bandwidthGbps);
      byEstimate.push_back(&w);
    }
    std::stable_sort(
        byEstimate.begin(), byEstimate.end(),
        [](Workload *a, Workload *b) { return a->estimateMs > b->estimateMs; });
    unsigned left = budget;
    for (Workload *w : byEstimate) {
      TuneOptions kernelOptions = options;
      kernelOptions.label = label + " @" + w->funcs.front().getName().str();
      progress << kernelOptions.label << " kernel " << w->hash << " ("
               << w->funcs.size() << " function(s), " << w->calls
               << " call(s))\n";
      w->tuner =
          std::make_unique<KernelTuner>(w->text, kernelOptions, progress);
      w->tunable = w->tuner->prepare();
      if (w->tunable && left > 0 && workloads.size() > 1)
        left -= std::min(left, w->tuner->search(1));
    }

    // The supervisor (superviseBudget): what the first trials left, to the
    // kernels by their share of the module's naive latency (per call site),
    // largest first.
    std::vector<Workload *> order;
    std::vector<double> weights;
    for (Workload &w : workloads)
      if (w.tunable) {
        order.push_back(&w);
        weights.push_back(std::max(w.tuner->getNaiveMs(), 1e-6) * w.calls);
      }
    superviseBudget(
        weights, left, [&](size_t i, unsigned allotted, unsigned left) {
          Workload *w = order[i];
          progress << label << " @" << w->funcs.front().getName() << ": "
                   << allotted << " of " << left << " trial(s) left\n";
          return w->tuner->search(allotted);
        });

    // Replace every tuned kernel; report.
    llvm::json::Array kernelsJson;
    double naiveTotal = 0, tunedTotal = 0;
    unsigned tuned = 0;
    int64_t verified = 0, screened = 0, measured = 0;
    for (Workload &w : workloads) {
      w.result = w.tuner->finish();
      verified += w.result.report.getInteger("verified_candidates").value_or(0);
      screened += w.result.report.getInteger("screened_candidates").value_or(0);
      measured += w.result.report.getInteger("measured_candidates").value_or(0);
      double naive = w.result.naiveMs;
      double best = naive;
      std::string status;
      if (w.result.ok) {
        for (func::FuncOp func : w.funcs)
          if (llvm::Error spliceError =
                  spliceCandidate(module, func, w.result.bestCandidate)) {
            w.result.ok = false;
            w.result.error = "the best candidate cannot replace @" +
                             func.getName().str() + ": " +
                             llvm::toString(std::move(spliceError));
            break;
          }
      }
      if (w.result.ok) {
        best = w.result.bestMs;
        ++tuned;
        status = llvm::formatv("tuned: {0:F4} ms -> {1:F4} ms ({2:F2}x, {3} "
                               "{4})",
                               naive, best, naive / best, w.result.bestStrategy,
                               w.result.bestKnobs);
      } else {
        status = "kept as it is: " + w.result.error;
      }
      if (naive > 0) {
        naiveTotal += naive * w.calls;
        tunedTotal += best * w.calls;
      }
      llvm::json::Array names;
      for (func::FuncOp func : w.funcs) {
        names.push_back(func.getName());
        progress << label << " @" << func.getName() << " " << status << "\n";
      }
      llvm::json::Object entry{{"functions", std::move(names)},
                               {"hash", w.hash},
                               {"calls", static_cast<int64_t>(w.calls)},
                               {"tuned", w.result.ok},
                               {"search", std::move(w.result.report)}};
      if (!w.result.ok)
        entry["reason"] = w.result.error;
      if (w.result.failed)
        entry["failed"] = true;
      kernelsJson.push_back(std::move(entry));
    }
    if (tuned > 0)
      recordTunedTarget(module, options.validate.target, "kgen-tune");
    for (const llvm::json::Value &s : skipped)
      progress << label << " skipped: " << s << "\n";
    if (workloads.size() > 1)
      printKernelTable(progress, label, workloads);
    double wall = std::chrono::duration<double>(
                      std::chrono::steady_clock::now() - started)
                      .count();
    progress << llvm::formatv("{0} {1} of {2} kernel(s) tuned", label, tuned,
                              workloads.size() + skipped.size());
    if (tunedTotal > 0)
      progress << llvm::formatv("; kernels' time per run of the module: "
                                "{0:F4} ms naive, {1:F4} ms tuned ({2:F2}x)",
                                naiveTotal, tunedTotal,
                                naiveTotal / tunedTotal);
    progress << llvm::formatv("; {0:F1} s in all\n", wall);

    if (!report.empty() || !plot.empty() || !html.empty()) {
      llvm::json::Object r{
          {"target", options.validate.target},
          {"precision", stringifyPrecision(options.validate.policy)},
          {"budget", static_cast<int64_t>(budget)},
          {"naive_total_ms", naiveTotal},
          {"tuned_total_ms", tunedTotal},
          {"kernels", std::move(kernelsJson)},
          {"skipped", std::move(skipped)},
          {"verified_candidates", verified},
          {"candidates_per_minute",
           wall > 0 ? 60.0 * static_cast<double>(verified) / wall : 0.0},
          {"screened_candidates", screened},
          {"measured_candidates", measured},
          {"measured_per_minute",
           wall > 0 ? 60.0 * static_cast<double>(measured) / wall : 0.0},
          {"wall_s", wall}};
      llvm::Error written = llvm::Error::success();
      // The module's estimated latency after each trial (kernels are tuned
      // one after the other): the sum over kernels of the best so far (the
      // naive latency before it has one) per call.
      if (!plot.empty())
        written = writeTextFile(
            plot, plotBestLatency(moduleLatencyCurve(*r.getArray("kernels")),
                                  naiveTotal,
                                  "module: the kernels' estimated time per "
                                  "run"));
      if (!html.empty()) {
        std::string title = "kgen-tune report";
        if (auto file = dyn_cast<FileLineColLoc>(module.getLoc()))
          title += ": " + llvm::sys::path::filename(file.getFilename()).str();
        written =
            llvm::joinErrors(std::move(written),
                             writeTextFile(html, renderHtmlReport(r, title)));
      }
      if (!report.empty()) {
        std::string text;
        llvm::raw_string_ostream os(text);
        os << llvm::formatv("{0:2}", llvm::json::Value(std::move(r))) << "\n";
        written =
            llvm::joinErrors(std::move(written), writeTextFile(report, text));
      }
      if (written)
        return fail(llvm::toString(std::move(written)));
    }
    // A kernel that could not be tuned at all fails the pass (the tool
    // fails the same way), after the report that shows it.
    if (allowFailures)
      return;
    auto isFailed = [](const Workload &w) { return w.result.failed; };
    auto first = llvm::find_if(workloads, isFailed);
    if (first == workloads.end())
      return;
    fail(llvm::formatv("{0} kernel(s) could not be tuned; @{1}: {2} "
                       "(allow-failures=true keeps such kernels as they are)",
                       llvm::count_if(workloads, isFailed),
                       first->funcs.front().getName(), first->result.error)
             .str());
  }
};

struct ApplyTunedPass : public kgen::impl::KgenApplyTunedBase<ApplyTunedPass> {
  using KgenApplyTunedBase::KgenApplyTunedBase;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    auto fail = [&](const Twine &message) {
      mlir::emitError(module.getLoc()) << "kgen-apply-tuned: " << message;
      signalPassFailure();
    };
    llvm::Expected<std::string> resolved = resolveTuneTarget(module, target);
    if (!resolved)
      return fail(llvm::toString(resolved.takeError()));
    std::string targetName = std::move(*resolved);
    Precision policy = precision;
    if (db.empty())
      return fail("no tuning database given (db=FILE)");
    if (!llvm::sys::fs::exists(db))
      return fail("the tuning database '" + db + "' does not exist");
    llvm::Expected<std::unique_ptr<TuningDB>> opened =
        TuningDB::open(db, TuningDB::Access::ReadOnly);
    if (!opened)
      return fail(llvm::toString(opened.takeError()));
    std::unique_ptr<TuningDB> database = std::move(*opened);
    llvm::json::Array skipped;
    std::unique_ptr<DialectRegistry> hostRegistry =
        joinHostRegistry(getContext());
    const DialectRegistry &registry =
        hostRegistry ? *hostRegistry : getToolRegistry();
    std::vector<Workload> workloads = collectWorkloads(
        module, registry, llvm::errs(), "[kgen-apply-tuned]", skipped);
    MLIRContext context(registry, MLIRContext::Threading::DISABLED);
    context.loadAllAvailableDialects();
    StringRef policyName = stringifyPrecision(policy);
    // Records of this machine's device model first (docs/search.md).
    std::string current =
        device.empty() ? currentDeviceModel(targetName) : std::string();
    unsigned applied = 0, unusable = 0;
    for (Workload &w : workloads) {
      int64_t id = database->findWorkload(w.hash, targetName, policyName);
      TunedChoice choice = chooseTuned(*database, id, device, current);
      std::optional<CandidateRecord> &best = choice.record;
      if (!best) {
        for (func::FuncOp func : w.funcs) {
          InFlightDiagnostic warning = mlir::emitWarning(func.getLoc());
          warning << "kgen-apply-tuned: the database has no "
                     "verified candidate for @"
                  << func.getName() << " (hash " << w.hash << ") on "
                  << targetName << " under " << policyName;
          if (!device.empty())
            warning << " measured on " << describeDeviceModel(device);
          warning << "; kept as it is";
        }
        unusable += w.funcs.size();
        continue;
      }
      if (!choice.note.empty())
        for (func::FuncOp func : w.funcs)
          llvm::errs() << "[kgen-apply-tuned] @" << func.getName()
                       << ": note: the record taken was " << choice.note
                       << "\n";
      if (best->isNaive()) {
        for (func::FuncOp func : w.funcs)
          llvm::errs() << llvm::formatv(
              "[kgen-apply-tuned] @{0}: kept as it is (its naive lowering, "
              "{1:F4} ms on {2}, was faster than every candidate)\n",
              func.getName(), best->medianMs,
              describeDeviceModel(best->device));
        continue;
      }
      llvm::Expected<std::string> candidate =
          applyScript(context, w.text, best->script, targetName, policy);
      std::string applyError =
          candidate ? "" : llvm::toString(candidate.takeError());
      for (func::FuncOp func : w.funcs) {
        std::string why = applyError;
        if (why.empty())
          if (llvm::Error spliceError =
                  spliceCandidate(module, func, *candidate))
            why = llvm::toString(std::move(spliceError));
        if (!why.empty()) {
          mlir::emitWarning(func.getLoc())
              << "kgen-apply-tuned: the recorded script of "
                 "@"
              << func.getName() << " cannot be applied; kept as it is: " << why;
          ++unusable;
          continue;
        }
        llvm::errs() << llvm::formatv(
            "[kgen-apply-tuned] @{0}: {1} {2} ({3:F4} ms when tuned on "
            "{4})\n",
            func.getName(), best->strategy, best->knobs, best->medianMs,
            describeDeviceModel(best->device));
        ++applied;
      }
    }
    if (applied > 0)
      recordTunedTarget(module, targetName, "kgen-apply-tuned");
    // A kernel left as it is for want of a usable record fails the pass
    // (kgen-tune --apply-tuned fails the same way): a database made under
    // another target, precision or key would otherwise leave the module
    // untuned with exit code 0.
    if (unusable > 0 && !allowFailures)
      fail(llvm::formatv("{0} kernel(s) have no usable record in '{1}' (the "
                         "warnings say which); allow-failures=true keeps "
                         "them as they are",
                         unusable, db.getValue())
               .str());
  }
};
} // namespace
