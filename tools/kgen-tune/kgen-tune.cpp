//===- kgen-tune.cpp - search for the fastest verified kernel -------------===//
//
// Part of kgen.
//
//===----------------------------------------------------------------------===//
//
//   kgen-tune KERNEL.mlir [--target=host|sm_90] [--budget=20] [--db=tune.db]
//             [--strategy=FILE]... [--strategies-dir=DIR]...
//             [--proposers=heuristic,evolutionary,random] [--seed=1]
//             [--report=report.json] [--plot=curve.svg] [--html=report.html]
//             [--emit-script=best.mlir] [-o tuned.mlir]
//
// Progress on stderr, then a summary; exit 0 when a verified candidate was
// found, 1 when none was, 2 for usage or input errors. docs/search.md.
//
//===----------------------------------------------------------------------===//

#include "kgen/Search/Search.h"

#include "kgen/TuningDB/TuningDB.h"
#include "mlir/Dialect/Transform/IR/TransformOps.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Process.h"

#include <algorithm>
#include <cmath>

using namespace llvm;
using namespace mlir::kgen;

/// The tool's own options: --help lists these (LLVM's are hidden and still
/// parse).
static cl::OptionCategory tuneCategory("kgen-tune options");

static cl::opt<std::string> kernelPath(cl::cat(tuneCategory), cl::Positional,
                                       cl::desc("<kernel.mlir>"), cl::init(""));
static cl::opt<std::string> target(cl::cat(tuneCategory), "target",
                                   cl::desc("host, or a GPU chip (sm_90); "
                                            "default: the kernel module's "
                                            "kgen.target, else host"),
                                   cl::init(""));
static cl::opt<Precision> precision(cl::cat(tuneCategory), "precision",
                                    cl::desc("Precision policy"),
                                    getPrecisionOptionValues(),
                                    cl::init(Precision::strict));
static cl::opt<unsigned> budget(cl::cat(tuneCategory), "budget",
                                cl::desc("Candidates to evaluate"),
                                cl::init(20));
static cl::opt<std::string> dbPath(cl::cat(tuneCategory), "db",
                                   cl::desc("Tuning database (SQLite file)"),
                                   cl::init(""));
static cl::list<std::string> strategyFiles(cl::cat(tuneCategory), "strategy",
                                           cl::desc("A strategy file"));
static cl::list<std::string>
    strategyDirs(cl::cat(tuneCategory), "strategies-dir",
                 cl::desc("A directory of strategies (its host/ or gpu/ "
                          "subdirectory is used by target)"));
static cl::opt<std::string>
    proposerList(cl::cat(tuneCategory), "proposers",
                 cl::desc("Comma-separated proposers, asked in turn"),
                 cl::init("heuristic,evolutionary,random"));
static cl::opt<uint64_t> seed(cl::cat(tuneCategory), "seed",
                              cl::desc("Search seed"), cl::init(1));
static cl::list<std::string>
    agents(cl::cat(tuneCategory), "agent",
           cl::desc("An external agent, exec:COMMAND (its stdin and "
                    "stdout speak docs/agents.md's protocol); asked "
                    "in turn with the proposers"));
static cl::list<std::string>
    pins(cl::cat(tuneCategory), "pin", cl::CommaSeparated,
         cl::desc("KNOB:VALUE[,...]: every strategy with that knob only "
                  "proposes points with that value (the option, its number "
                  "or its label); a knob no strategy has is a warning"));
static cl::opt<double> agentTimeout(cl::cat(tuneCategory), "agent-timeout",
                                    cl::desc("Seconds an agent has to answer"),
                                    cl::init(30));
static cl::opt<uint64_t> validationSeed(cl::cat(tuneCategory),
                                        "validation-seed",
                                        cl::desc("Validator secret seed "
                                                 "(default: random)"),
                                        cl::init(0));
static cl::opt<unsigned> trials(cl::cat(tuneCategory), "trials",
                                cl::desc("Validation trials"), cl::init(5));
static cl::opt<double> timeout(cl::cat(tuneCategory), "timeout",
                               cl::desc("Seconds per candidate"),
                               cl::init(120));
static cl::opt<double>
    timeLimit(cl::cat(tuneCategory), "time-limit",
              cl::desc("Seconds for the whole search (0: none); the best "
                       "found by then is the result (GPU lock waits do not "
                       "count, up to half the limit)"),
              cl::init(0));
static cl::opt<bool> beatNaive(
    cl::cat(tuneCategory), "beat-naive",
    cl::desc("A candidate is the result only when it is faster than the "
             "kernel's naive lowering (default true; false: the best "
             "verified candidate whatever its time)"),
    cl::init(true));
static cl::opt<double> naiveErrorFactor(
    cl::cat(tuneCategory), "naive-error-factor",
    cl::desc("When the kernel's naive lowering fails the precision "
             "policy's bounds alone (a long float32 reduction before a "
             "range-compressing epilogue), hold candidates to max(the "
             "policy's bounds, F x the naive lowering's error on the same "
             "output and trial) (default 16; 0: off, the kernel is kept as "
             "it is; otherwise at least 1)"),
    cl::init(16));
static cl::opt<ReferenceKind>
    reference(cl::cat(tuneCategory), "reference",
              cl::desc("Where the validator's float64 reference runs (auto: "
                       "the device for a GPU target with a driver)"),
              getReferenceOptionValues(), cl::init(ReferenceKind::Auto));
static cl::opt<ChecksPlace>
    checks(cl::cat(tuneCategory), "checks",
           cl::desc("Where the validator's per-element checks run (auto: "
                    "the device for operands of 256 MiB and more with a "
                    "device reference)"),
           getReferenceOptionValues(), cl::init(ChecksPlace::Auto));
static cl::opt<uint64_t>
    referenceCacheMiB(cl::cat(tuneCategory), "reference-cache-mib",
                      cl::desc("MiB of validator references kept in memory"),
                      cl::init(kDefaultReferenceCacheMiB));
static cl::opt<unsigned> compileThreads(
    cl::cat(tuneCategory), "compile-threads",
    cl::desc("Threads compiling the next candidates while one is measured "
             "(0: compile each right before measuring it)"),
    cl::init(2));
static cl::opt<bool> isolateCompiles(
    cl::cat(tuneCategory), "isolate-compiles",
    cl::desc("Apply and lower each candidate in a worker process, so that "
             "a crash or hang is that candidate's verdict (default true)"),
    cl::init(true));
static cl::opt<unsigned> screenTrials(
    cl::cat(tuneCategory), "screen-trials",
    cl::desc("Screen each candidate with the validation's first N trials; "
             "one faster than the best verified candidate then passes all "
             "of them before it counts (0: every candidate gets every "
             "trial)"),
    cl::init(2));
static cl::opt<double> pruneFactor(
    cl::cat(tuneCategory), "prune-factor",
    cl::desc("Give a strategy up once 2 of its candidates ran and the "
             "fastest takes more than this factor x the best verified "
             "candidate's time; its budget goes to the next strategy (0: "
             "off; else at least 1)"),
    cl::init(3));
static cl::opt<double> raceFactor(
    cl::cat(tuneCategory), "race-factor",
    cl::desc("Time each candidate first: one slower than this factor x the "
             "best time so far is SLOWER and not checked (0: off, every "
             "candidate checked; else at least 1)"),
    cl::init(1.25));
static cl::opt<std::string> reportPath(cl::cat(tuneCategory), "report",
                                       cl::desc("Write the JSON report here"),
                                       cl::init(""));
static cl::opt<std::string>
    plotPath(cl::cat(tuneCategory), "plot",
             cl::desc("Write an SVG plot of the search: latency (log scale) "
                      "against trials, the best so far, a marker per trial "
                      "by verdict and strategy, the naive latency"),
             cl::init(""));
static cl::opt<std::string>
    htmlPath(cl::cat(tuneCategory), "html",
             cl::desc("Write a self-contained HTML report (no script, "
                      "nothing fetched): the plot, verdict counts, naive and "
                      "best times, the roofline fraction where there are "
                      "ceilings, and a table of the candidates with a column "
                      "per knob"),
             cl::init(""));
static cl::opt<std::string> fromReport(
    cl::cat(tuneCategory), "from-report",
    cl::desc("Write --html and --plot from this JSON report (kgen-tune "
             "--report's or --kgen-tune's report=) instead of searching"),
    cl::value_desc("report.json"), cl::init(""));
static cl::opt<std::string>
    scriptPath(cl::cat(tuneCategory), "emit-script",
               cl::desc("Write the best resolved transform script here"),
               cl::init(""));
static cl::opt<bool> listKnobs(cl::cat(tuneCategory), "list-knobs",
                               cl::desc("Print each strategy's knobs and "
                                        "exit"),
                               cl::init(false));
static cl::opt<std::string>
    knobValues(cl::cat(tuneCategory), "knobs",
               cl::desc("Resolve this point (JSON object of knob values; "
                        "others keep their defaults) of the one --strategy "
                        "instead of searching"),
               cl::init(""));
static cl::opt<bool>
    startOnly(cl::cat(tuneCategory), "start-only",
              cl::desc("Write the kernel as the search's heuristic start "
                       "would make it (the first strategy that applies, at "
                       "its start point) without measuring anything: no GPU "
                       "needed; -o FILE, else stdout"),
              cl::init(false));
static cl::opt<bool>
    applyTuned(cl::cat(tuneCategory), "apply-tuned",
               cl::desc("Apply the best script the database (--db) holds for "
                        "this kernel, target and precision, without "
                        "searching (this machine's device model's, else "
                        "any's with a note; --device picks one)"),
               cl::init(false));
static cl::opt<std::string>
    exportPath(cl::cat(tuneCategory), "export",
               cl::desc("Write the best script of every workload in the "
                        "database (--db) as one transform library"),
               cl::init(""));
static cl::opt<bool>
    listWorkloads(cl::cat(tuneCategory), "list",
                  cl::desc("List the workloads of the database (--db), a "
                           "line per device model that measured them: hash, "
                           "target, precision, device model, candidates, "
                           "the best"),
                  cl::init(false));
static cl::opt<std::string> deviceModel(
    cl::cat(tuneCategory), "device",
    cl::desc("--apply-tuned, --export, --list, --show: only the records "
             "measured on this device model (e.g. \"NVIDIA H200\"; "
             "default: applying and exporting take this machine's device "
             "model's best record, else any device model's, with a note)"),
    cl::value_desc("model"), cl::init(""));
static cl::opt<std::string>
    showWorkload(cl::cat(tuneCategory), "show",
                 cl::desc("Show every candidate of the database's (--db) "
                          "workloads whose hash starts with this"),
                 cl::value_desc("hash"), cl::init(""));
static cl::opt<std::string> outputPath(
    cl::cat(tuneCategory), "o",
    cl::desc("Write the tuned kernel here (default and '-': standard output)"),
    cl::init(""));

/// Reads `path` ("-": standard input, read once and kept: the kernel is
/// read by more than one step).
static bool readFile(StringRef path, std::string &text) {
  static std::optional<std::string> stdinText;
  if (path == "-" && stdinText) {
    text = *stdinText;
    return true;
  }
  auto buffer = MemoryBuffer::getFileOrSTDIN(path);
  if (!buffer) {
    errs() << "kgen-tune: cannot read '" << path
           << "': " << buffer.getError().message() << "\n";
    return false;
  }
  text = (*buffer)->getBuffer().str();
  if (path == "-")
    stdinText = text;
  return true;
}

static bool writeFile(StringRef path, StringRef text) {
  std::error_code ec;
  raw_fd_ostream os(path, ec);
  if (ec) {
    errs() << "kgen-tune: cannot write '" << path << "': " << ec.message()
           << "\n";
    return false;
  }
  os << text;
  return true;
}

/// The database of --db opened read-only (applying, exporting, looking);
/// null after printing why it cannot be.
static std::unique_ptr<TuningDB> openForReading() {
  llvm::Expected<std::unique_ptr<TuningDB>> opened =
      TuningDB::open(dbPath, TuningDB::Access::ReadOnly);
  if (!opened) {
    errs() << "kgen-tune: " << llvm::toString(opened.takeError()) << "\n";
    return nullptr;
  }
  return std::move(*opened);
}

/// The title of a report's page and plot: the file name of the kernel it
/// names (kgen-tune's "kernel"), else `fallback`.
static std::string reportTitle(const json::Object &report, StringRef fallback) {
  if (std::optional<StringRef> kernel = report.getString("kernel"))
    return sys::path::filename(*kernel).str();
  return fallback.str();
}

/// --from-report: --html and --plot from a JSON report, without searching.
static int renderReport() {
  if (htmlPath.empty() && plotPath.empty()) {
    errs() << "kgen-tune: --from-report needs --html or --plot\n";
    return 2;
  }
  for (auto [option, path] :
       {std::pair<StringRef, StringRef>("--html", htmlPath),
        {"--plot", plotPath}})
    if (Error error = checkOutputPath(option, path)) {
      errs() << "kgen-tune: " << toString(std::move(error)) << "\n";
      return 2;
    }
  std::string text;
  if (!readFile(fromReport, text))
    return 2;
  Expected<json::Value> parsed = json::parse(text);
  if (!parsed) {
    errs() << "kgen-tune: '" << fromReport
           << "' is not JSON: " << toString(parsed.takeError()) << "\n";
    return 2;
  }
  const json::Object *report = parsed->getAsObject();
  if (!report ||
      (!report->getArray("trials") && !report->getArray("kernels"))) {
    errs() << "kgen-tune: '" << fromReport
           << "' is not a search report (no \"trials\" nor \"kernels\")\n";
    return 2;
  }
  // A module's report (the pass's) is titled by its file; a kernel's by
  // its kernel.
  std::string title =
      report->getArray("kernels")
          ? "kgen-tune report: " + sys::path::filename(fromReport).str()
          : reportTitle(*report, sys::path::filename(fromReport));
  bool ok = true;
  if (!htmlPath.empty())
    ok &= writeFile(htmlPath, renderHtmlReport(*report, title));
  if (!plotPath.empty()) {
    if (const json::Array *trials = report->getArray("trials")) {
      ok &= writeFile(
          plotPath,
          plotBestLatency(*trials, report->getNumber("naive_ms").value_or(-1),
                          title));
    } else {
      json::Array curve = moduleLatencyCurve(*report->getArray("kernels"));
      ok &= writeFile(
          plotPath,
          plotBestLatency(
              curve, report->getNumber("naive_total_ms").value_or(-1), title));
    }
  }
  return ok ? 0 : 2;
}

/// --export: the best script of every workload as named sequences of one
/// transform library, `@kgen_<hash>_<target>_<precision>`, each with the
/// body of the script's @__transform_main.
static int exportLibrary() {
  std::unique_ptr<TuningDB> db = openForReading();
  if (!db)
    return 2;
  mlir::MLIRContext context(getToolRegistry(),
                            mlir::MLIRContext::Threading::DISABLED);
  context.loadAllAvailableDialects();
  mlir::OpBuilder builder(&context);
  mlir::OwningOpRef<mlir::ModuleOp> library =
      mlir::ModuleOp::create(builder.getUnknownLoc());
  (*library)->setAttr("transform.with_named_sequence", builder.getUnitAttr());
  unsigned exported = 0;
  for (const TuningDB::WorkloadEntry &workload : db->workloads()) {
    // This machine's device model's best for the workload's target, else
    // any device model's (with a note), unless --device names one.
    std::string current = deviceModel.empty()
                              ? currentDeviceModel(workload.target)
                              : std::string();
    TunedChoice choice = chooseTuned(*db, workload.id, deviceModel, current);
    if (!choice.record)
      continue;
    const CandidateRecord &candidate = *choice.record;
    if (!choice.note.empty())
      errs() << "kgen-tune: workload " << workload.hash << " ("
             << workload.target << "): note: the record exported was "
             << choice.note << "\n";
    if (candidate.isNaive()) {
      errs() << "kgen-tune: workload " << workload.hash
             << ": its naive lowering is the fastest; nothing to export\n";
      continue;
    }
    mlir::OwningOpRef<mlir::ModuleOp> script =
        mlir::parseSourceString<mlir::ModuleOp>(candidate.script, &context);
    if (!script) {
      errs() << "kgen-tune: the recorded script of workload " << workload.hash
             << " does not parse; skipped\n";
      continue;
    }
    std::string name = "kgen_" + workload.hash + "_" + workload.target + "_" +
                       workload.precision;
    // Renamed with their uses (the main sequence's transform.include of
    // @match and of the linked library's sequences).
    mlir::SymbolTable symbols(*script);
    bool renamed = true;
    for (auto sequence :
         llvm::to_vector(script->getOps<mlir::transform::NamedSequenceOp>())) {
      std::string newName = sequence.getSymName() == "__transform_main"
                                ? name
                                : name + "_" + sequence.getSymName().str();
      renamed &=
          succeeded(symbols.rename(sequence, builder.getStringAttr(newName)));
    }
    if (!renamed) {
      errs() << "kgen-tune: the recorded script of workload " << workload.hash
             << " could not be renamed; skipped\n";
      continue;
    }
    for (mlir::Operation &op :
         llvm::make_early_inc_range(script->getBody()->getOperations())) {
      auto sequence = dyn_cast<mlir::transform::NamedSequenceOp>(op);
      if (!sequence)
        continue;
      sequence->setAttr(
          "tuned",
          builder.getDictionaryAttr(
              {builder.getNamedAttr("strategy",
                                    builder.getStringAttr(candidate.strategy)),
               builder.getNamedAttr("knobs",
                                    builder.getStringAttr(candidate.knobs)),
               builder.getNamedAttr(
                   "median_ms", builder.getF64FloatAttr(candidate.medianMs)),
               builder.getNamedAttr("device",
                                    builder.getStringAttr(candidate.device))}));
      sequence->moveBefore(library->getBody(), library->getBody()->end());
    }
    ++exported;
  }
  std::string text;
  raw_string_ostream os(text);
  os << "// kgen tuned transform library: the best script of each workload,\n"
        "// @kgen_<kernel hash>_<target>_<precision>. Run one with\n"
        "//   mlir-opt k.mlir --transform-preload-library="
        "transform-library-paths=THIS \\\n"
        "//     --transform-interpreter=entry-point=kgen_...\n";
  library->print(os);
  if (!writeFile(exportPath, text))
    return 2;
  errs() << "kgen-tune: exported " << exported << " workload(s) to "
         << exportPath << "\n";
  return 0;
}

/// --list and --show: a look inside the database (read-only).
static int inspectDatabase() {
  std::unique_ptr<TuningDB> db = openForReading();
  if (!db)
    return 2;
  raw_ostream &os = outs();
  auto describe = [](const CandidateRecord &c) {
    return c.isNaive() ? std::string("the naive lowering")
                       : c.strategy + " " + c.knobs;
  };
  // A device model in a listing: quoted (names have spaces).
  auto column = [](StringRef device) {
    return device.empty() ? std::string("(unknown device)")
                          : "\"" + device.str() + "\"";
  };
  unsigned shown = 0;
  for (const TuningDB::WorkloadEntry &w : db->workloads()) {
    std::vector<CandidateRecord> all = db->candidates(w.id);
    std::vector<std::string> devices = db->devices(w.id);
    if (!deviceModel.empty())
      devices.assign(llvm::is_contained(devices, deviceModel) ? 1 : 0,
                     deviceModel);
    auto count = [&](StringRef device) {
      return llvm::count_if(
          all, [&](const CandidateRecord &c) { return c.device == device; });
    };
    if (listWorkloads) {
      // A line per device model: times of different devices are not
      // compared.
      for (const std::string &device : devices) {
        std::optional<CandidateRecord> best = db->best(w.id, StringRef(device));
        os << formatv("{0}  {1}  {2}  {3}  {4} candidate(s)", w.hash, w.target,
                      w.precision, column(device), count(device));
        if (best)
          os << formatv("  best {0:F4} ms: {1}", best->medianMs,
                        describe(*best));
        os << "\n";
      }
      if (devices.empty() && deviceModel.empty())
        os << formatv("{0}  {1}  {2}  (no record)  0 candidate(s)\n", w.hash,
                      w.target, w.precision);
      shown += !devices.empty() || deviceModel.empty();
      continue;
    }
    if (!StringRef(w.hash).starts_with(showWorkload))
      continue;
    if (devices.empty() && !deviceModel.empty())
      continue;
    ++shown;
    os << formatv("workload {0} ({1}, {2}): {3} candidate(s)\n", w.hash,
                  w.target, w.precision,
                  deviceModel.empty() ? all.size() : count(deviceModel));
    for (const std::string &device : devices) {
      os << formatv("  measured on {0}: {1} candidate(s)\n", column(device),
                    count(device));
      for (const CandidateRecord &c : all) {
        if (c.device != device)
          continue;
        os << "    " << c.verdict;
        if (c.medianMs >= 0)
          os << formatv(" {0:F4} ms", c.medianMs);
        // Only screened: not a verified candidate (docs/search.md).
        if (c.tier == kScreenTier)
          os << " (screened only)";
        os << "  " << describe(c) << "\n";
      }
    }
  }
  if (!shown && !showWorkload.empty()) {
    errs() << "kgen-tune: no workload of '" << dbPath << "' has a hash "
           << "starting with '" << showWorkload << "'\n";
    return 1;
  }
  if (!shown)
    os << "the database '" << dbPath << "' has no workload"
       << (deviceModel.empty()
               ? std::string()
               : " measured on " + describeDeviceModel(deviceModel))
       << "\n";
  return 0;
}

/// --apply-tuned: the best recorded script for this kernel, applied.
static int applyFromDatabase(StringRef kernelText, const TuneOptions &options) {
  std::unique_ptr<TuningDB> db = openForReading();
  if (!db)
    return 2;
  mlir::MLIRContext context(getToolRegistry(),
                            mlir::MLIRContext::Threading::DISABLED);
  context.loadAllAvailableDialects();
  Expected<std::string> hash = hashKernel(context, kernelText);
  if (!hash) {
    errs() << "kgen-tune: " << toString(hash.takeError());
    return 2;
  }
  StringRef policy = stringifyPrecision(options.validate.policy);
  // Applying only reads: a workload the database lacks is not created.
  int64_t workload = db->findWorkload(*hash, options.validate.target, policy);
  // This machine's device model's best, else any device model's (with a
  // note), unless --device names one.
  std::string current = deviceModel.empty()
                            ? currentDeviceModel(options.validate.target)
                            : std::string();
  TunedChoice choice = chooseTuned(*db, workload, deviceModel, current);
  std::optional<CandidateRecord> &best = choice.record;
  if (!best) {
    errs() << "kgen-tune: the database has no verified candidate for this "
              "kernel (hash "
           << *hash << ") on " << options.validate.target << " under "
           << policy;
    if (!deviceModel.empty())
      errs() << " measured on " << describeDeviceModel(deviceModel);
    errs() << "; tune it first\n";
    return 1;
  }
  if (!choice.note.empty())
    errs() << "kgen-tune: note: the record taken was " << choice.note << "\n";
  Expected<std::string> candidate =
      best->isNaive()
          ? Expected<std::string>(kernelText.str())
          : applyScript(context, kernelText, best->script,
                        options.validate.target, options.validate.policy);
  if (!candidate) {
    errs() << "kgen-tune: " << toString(candidate.takeError());
    return 1;
  }
  if (best->isNaive())
    errs() << formatv("kgen-tune: the naive lowering is the fastest recorded "
                      "({0:F4} ms on {1}); the kernel is written as it is\n",
                      best->medianMs, describeDeviceModel(best->device));
  else
    errs() << formatv(
        "kgen-tune: applied {0} {1} ({2:F4} ms when tuned on {3})\n",
        best->strategy, best->knobs, best->medianMs,
        describeDeviceModel(best->device));
  if (!scriptPath.empty() && !writeFile(scriptPath, best->script))
    return 2;
  if (outputPath.empty()) {
    outs() << *candidate;
    return 0;
  }
  return writeFile(outputPath, *candidate) ? 0 : 2;
}

/// --start-only: the heuristic start of the first strategy that applies,
/// as the search would find it (findStart), applied to the kernel.
static int startOnlyMain(const TuneOptions &options) {
  mlir::MLIRContext context(getToolRegistry(),
                            mlir::MLIRContext::Threading::DISABLED);
  context.loadAllAvailableDialects();
  std::string kernelText;
  if (!readFile(kernelPath, kernelText))
    return 2;
  // In the search's order: the first that applies is the search's start.
  std::vector<Strategy> loaded;
  for (const auto &[path, name] : options.strategies) {
    Expected<Strategy> strategy = loadStrategy(context, path, name);
    if (!strategy) {
      errs() << "kgen-tune: " << toString(strategy.takeError()) << "\n";
      return 2;
    }
    loaded.push_back(std::move(*strategy));
  }
  orderByPriority(loaded);
  std::string reasons;
  for (Strategy &strategy : loaded) {
    const std::string &name = strategy.name;
    std::string why, note;
    std::optional<Point> start;
    if (Error pinned = pinStrategy(strategy, options.pins))
      why = toString(std::move(pinned));
    else
      start = findStart(context, strategy, kernelText, target, why, note,
                        options.validate.policy);
    if (!start) {
      reasons += "  " + name + ": " + StringRef(why).trim().str() + "\n";
      continue;
    }
    Expected<std::string> script = resolveStrategy(context, strategy, *start);
    Expected<std::string> candidate =
        script ? applyScript(context, kernelText, *script, target,
                             options.validate.policy)
               : script.takeError();
    if (!candidate) {
      errs() << "kgen-tune: " << toString(candidate.takeError());
      return 1;
    }
    errs() << "kgen-tune: heuristic start of " << name << ": "
           << describePoint(strategy, *start)
           << (note.empty() ? "" : " (" + note + ")") << "\n";
    if (!scriptPath.empty() && !writeFile(scriptPath, *script))
      return 2;
    if (outputPath.empty()) {
      outs() << *candidate;
      return 0;
    }
    return writeFile(outputPath, *candidate) ? 0 : 2;
  }
  errs() << "kgen-tune: " << kernelPath << ": no strategy applies to this "
         << "kernel on " << target << "\n"
         << reasons;
  return 1;
}

/// --list-knobs and --knobs: look at and resolve strategies without
/// searching.
static int inspect(const TuneOptions &options) {
  mlir::MLIRContext context(getToolRegistry(),
                            mlir::MLIRContext::Threading::DISABLED);
  context.loadAllAvailableDialects();
  if (listKnobs) {
    for (const auto &[path, name] : options.strategies) {
      Expected<Strategy> strategy = loadStrategy(context, path, name);
      if (!strategy) {
        errs() << "kgen-tune: " << toString(strategy.takeError()) << "\n";
        return 2;
      }
      if (Error pinned = pinStrategy(*strategy, options.pins)) {
        outs() << name << " (left out: " << toString(std::move(pinned))
               << ")\n";
        continue;
      }
      outs() << name << " (" << strategy->size() << " points)\n";
      for (const Knob &knob : strategy->knobs) {
        outs() << "  " << knob.name << ":";
        for (auto [i, option] : llvm::enumerate(knob.options))
          outs() << " " << option
                 << (i < knob.labels.size() ? "=" + knob.labels[i] : "")
                 << (i == knob.defaultIndex ? "*" : "");
        outs() << "\n";
      }
    }
    return 0;
  }
  if (options.strategies.size() != 1) {
    errs() << "kgen-tune: --knobs needs exactly one --strategy\n";
    return 2;
  }
  Expected<Strategy> strategy = loadStrategy(
      context, options.strategies[0].first, options.strategies[0].second);
  if (!strategy) {
    errs() << "kgen-tune: " << toString(strategy.takeError()) << "\n";
    return 2;
  }
  Expected<json::Value> parsed = json::parse(knobValues);
  const json::Object *values = parsed ? parsed->getAsObject() : nullptr;
  if (!values) {
    if (!parsed)
      consumeError(parsed.takeError());
    errs() << "kgen-tune: --knobs must be a JSON object, got '" << knobValues
           << "'\n";
    return 2;
  }
  Expected<Point> point = pointFromKnobValues(*strategy, *values);
  if (!point) {
    errs() << "kgen-tune: " << toString(point.takeError()) << "\n";
    return 2;
  }
  Expected<std::string> script = resolveStrategy(context, *strategy, *point);
  if (!script) {
    errs() << "kgen-tune: " << toString(script.takeError()) << "\n";
    return 2;
  }
  if (!scriptPath.empty() && !writeFile(scriptPath, *script))
    return 2;
  if (scriptPath.empty() && outputPath.empty())
    outs() << *script;
  if (!outputPath.empty()) {
    std::string kernelText;
    if (!readFile(kernelPath, kernelText))
      return 2;
    // A kernel the strategy does not claim: its @match says so, with what
    // the strategy needs.
    if (Error unmatched = matchStrategy(context, *strategy, *script, kernelText,
                                        target, options.validate.policy)) {
      errs() << "kgen-tune: strategy " << strategy->name
             << " does not apply to " << kernelPath << ": "
             << toString(std::move(unmatched));
      return 1;
    }
    Expected<std::string> candidate = applyScript(
        context, kernelText, *script, target, options.validate.policy);
    if (!candidate) {
      errs() << "kgen-tune: " << toString(candidate.takeError());
      return 1;
    }
    if (!writeFile(outputPath, *candidate))
      return 2;
  }
  return 0;
}

int main(int argc, char **argv) {
  InitLLVM init(argc, argv);
  cl::HideUnrelatedOptions(tuneCategory);
  if (!cl::ParseCommandLineOptions(
          argc, argv,
          "kgen-tune: search strategies' knobs for the "
          "fastest verified kernel\n",
          &errs()))
    return 2; // a usage error, as the checks below
  if (!fromReport.empty())
    return renderReport();
  // The target, resolved as the pass does: the option, else the kernel
  // module's kgen.target, else host.
  {
    // Only the module's attribute is read: dialects load as the parser
    // meets them.
    mlir::MLIRContext context(getToolRegistry(),
                              mlir::MLIRContext::Threading::DISABLED);
    mlir::OwningOpRef<mlir::ModuleOp> module;
    std::string kernelText;
    if (target.empty() && !kernelPath.empty()) {
      if (!readFile(kernelPath, kernelText))
        return 2;
      DiagnosticCollector quiet(context);
      module = mlir::parseSourceString<mlir::ModuleOp>(kernelText, &context);
    }
    if (!module)
      module = mlir::ModuleOp::create(mlir::UnknownLoc::get(&context));
    Expected<std::string> resolved = resolveTuneTarget(*module, target);
    if (!resolved) {
      errs() << "kgen-tune: " << toString(resolved.takeError()) << "\n";
      return 2;
    }
    target = *resolved;
  }
  TuneOptions options;
  options.validate.target = target;
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
  options.databasePath = dbPath;
  options.seed = seed;
  options.compileThreads = compileThreads;
  options.screenTrials = screenTrials;
  options.pruneFactor = pruneFactor;
  options.raceFactor = raceFactor;
  options.isolateCompiles = isolateCompiles;
  options.agents.assign(agents.begin(), agents.end());
  options.agentTimeout = agentTimeout;
  options.proposers.clear();
  SmallVector<StringRef> names;
  StringRef(proposerList).split(names, ',', -1, false);
  for (StringRef name : names)
    options.proposers.push_back(name.trim().str());
  if (Error error = options.verify()) {
    errs() << "kgen-tune: " << toString(std::move(error)) << "\n";
    return 2;
  }
  if (Error error = options.setTimeLimit(timeLimit)) {
    errs() << "kgen-tune: " << toString(std::move(error)) << "\n";
    return 2;
  }
  if (Expected<ReferenceKind> kind = resolveReference(options.validate);
      !kind) {
    errs() << "kgen-tune: reference=" << stringifyReferenceKind(reference)
           << ": " << toString(kind.takeError()) << "\n";
    return 2;
  }

  // Strategies: the files given, and every .mlir file of the target's
  // subdirectory of each strategies directory.
  Expected<std::vector<std::pair<std::string, std::string>>> found =
      findStrategies(
          target,
          std::vector<std::string>(strategyFiles.begin(), strategyFiles.end()),
          std::vector<std::string>(strategyDirs.begin(), strategyDirs.end()));
  if (!found) {
    errs() << "kgen-tune: " << toString(found.takeError()) << "\n";
    return 2;
  }
  options.strategies = std::move(*found);
  Expected<Pins> pinned =
      parsePins(std::vector<std::string>(pins.begin(), pins.end()));
  if (!pinned) {
    errs() << "kgen-tune: --pin: " << toString(pinned.takeError()) << "\n";
    return 2;
  }
  options.pins = std::move(*pinned);
  if (!options.pins.empty()) {
    mlir::MLIRContext context(getToolRegistry(),
                              mlir::MLIRContext::Threading::DISABLED);
    context.loadAllAvailableDialects();
    std::vector<std::string> unused;
    if (Error pinError =
            checkPins(context, options.strategies, options.pins, unused)) {
      errs() << "kgen-tune: --pin: " << toString(std::move(pinError)) << "\n";
      return 2;
    }
    for (const std::string &knob : unused)
      errs() << "kgen-tune: warning: --pin: no strategy has knob '" << knob
             << "'\n";
  }

  // Output paths are checked before any work.
  std::pair<StringRef, StringRef> outputs[] = {{"-o", outputPath},
                                               {"--report", reportPath},
                                               {"--plot", plotPath},
                                               {"--html", htmlPath},
                                               {"--emit-script", scriptPath},
                                               {"--export", exportPath}};
  for (auto [option, path] : outputs)
    if (Error error = checkOutputPath(option, path)) {
      errs() << "kgen-tune: " << toString(std::move(error)) << "\n";
      return 2;
    }

  bool inspecting = listWorkloads || !showWorkload.empty();
  if (!deviceModel.empty() && !applyTuned && exportPath.empty() &&
      !inspecting) {
    errs() << "kgen-tune: --device picks the records of --apply-tuned, "
              "--export, --list and --show; a search measures on this "
              "machine's device\n";
    return 2;
  }
  if (listKnobs || !knobValues.empty())
    return inspect(options);
  if (startOnly)
    return startOnlyMain(options);
  if ((applyTuned || !exportPath.empty() || inspecting) && dbPath.empty()) {
    errs() << "kgen-tune: --apply-tuned, --export, --list and --show need "
              "--db\n";
    return 2;
  }
  if (!exportPath.empty())
    return exportLibrary();
  if (inspecting)
    return inspectDatabase();

  std::string kernelText;
  if (kernelPath.empty()) {
    errs() << "kgen-tune: no kernel given\n";
    return 2;
  }
  if (!readFile(kernelPath, kernelText))
    return 2;
  if (applyTuned)
    return applyFromDatabase(kernelText, options);

  TuneResult result = tune(kernelText, options, errs());
  // The kernel as given: the HTML report's title.
  result.report["kernel"] =
      kernelPath == "-" ? std::string("<stdin>") : kernelPath.getValue();
  json::Value report(std::move(result.report));
  const json::Object &r = *report.getAsObject();

  errs() << "\n== kgen-tune summary (" << target << ")\n";
  errs() << formatv("  naive lowering      {0:F4} ms\n", result.naiveMs);
  if (result.heuristicMs > 0)
    errs() << formatv("  heuristic start     {0:F4} ms\n", result.heuristicMs);
  if (result.ok) {
    errs() << formatv("  best                {0:F4} ms  ({1}, {2})\n",
                      result.bestMs, result.bestStrategy, result.bestKnobs);
    errs() << formatv("  speedup             {0:F2}x over naive",
                      result.naiveMs / result.bestMs);
    if (result.heuristicMs > 0)
      errs() << formatv(", {0:F2}x over the heuristic start",
                        result.heuristicMs / result.bestMs);
    errs() << "\n";
    errs() << formatv(
        "  trials to 95% of best: {0}\n",
        r.getInteger("trials_to_95_percent_of_best").value_or(-1));
  } else if (result.naiveFastest) {
    errs() << "  best                the naive lowering: " << result.error
           << "\n";
  } else {
    errs() << "  no verified candidate: " << result.error << "\n";
  }
  if (const json::Object *verdicts = r.getObject("verdicts")) {
    std::vector<std::pair<std::string, int64_t>> sorted;
    for (const auto &[verdict, count] : *verdicts)
      sorted.push_back({verdict.str(), count.getAsInteger().value_or(0)});
    llvm::sort(sorted);
    errs() << "  verdicts:";
    for (const auto &[verdict, count] : sorted)
      errs() << " " << verdict << "=" << count;
    errs() << "\n";
  }

  if (const json::Array *pruned = r.getArray("strategies_pruned"))
    for (const json::Value &p : *pruned)
      if (const json::Object *o = p.getAsObject())
        errs() << formatv("  given up            {0} (its fastest {1:F4} ms, "
                          "{2:F1}x the best)\n",
                          o->getString("strategy").value_or(""),
                          o->getNumber("fastest_ms").value_or(0),
                          o->getNumber("fastest_ms").value_or(0) /
                              o->getNumber("best_ms").value_or(1));
  if (const json::Object *times = r.getObject("time_s"))
    errs() << formatv("  time: {4:F1} s in all; the baseline {5:F1} s, "
                      "compile {0:F1} s (waited for {1:F1} s of it), "
                      "measure {2:F1} s; {3} compile thread(s)\n",
                      times->getNumber("compile").value_or(0),
                      times->getNumber("waiting_for_compile").value_or(0),
                      times->getNumber("measure").value_or(0),
                      compileThreads.getValue(),
                      times->getNumber("wall").value_or(0),
                      times->getNumber("baseline").value_or(0));
  errs() << formatv("  throughput: {0} candidate(s) verified by this run, "
                    "{1:F1} per minute; {2} measured ({3} only screened), "
                    "{4:F1} per minute\n",
                    r.getInteger("verified_candidates").value_or(0),
                    r.getNumber("candidates_per_minute").value_or(0),
                    r.getInteger("measured_candidates").value_or(0),
                    r.getInteger("screened_candidates").value_or(0),
                    r.getNumber("measured_per_minute").value_or(0));
  if (const json::Object *check = r.getObject("final_check"))
    errs() << "  final check with fresh seeds: "
           << check->getString("verdict").value_or("") << "\n";

  bool ok = true;
  if (!reportPath.empty()) {
    std::string text;
    raw_string_ostream os(text);
    os << formatv("{0:2}", report) << "\n";
    ok &= writeFile(reportPath, text);
  }
  if (!plotPath.empty())
    if (const json::Array *t = r.getArray("trials"))
      ok &= writeFile(plotPath, plotBestLatency(*t, result.naiveMs,
                                                reportTitle(r, kernelPath)));
  if (!htmlPath.empty())
    ok &= writeFile(htmlPath, renderHtmlReport(r, reportTitle(r, kernelPath)));
  if (result.ok && !scriptPath.empty())
    ok &= writeFile(scriptPath, result.bestScript);
  // The tuned kernel to -o, else to standard output (as mlir-opt).
  StringRef output =
      outputPath.empty() ? StringRef("-") : StringRef(outputPath);
  if (result.ok)
    ok &= writeFile(output, result.bestCandidate);
  // Nothing beat the naive lowering: the kernel as it is is the answer.
  if (result.naiveFastest)
    ok &= writeFile(output, kernelText);
  if (!ok)
    return 2;
  if (!result.ok && result.naiveMs < 0) {
    errs() << "kgen-tune: " << result.error << "\n";
    return 2;
  }
  return result.ok || result.naiveFastest ? 0 : 1;
}
