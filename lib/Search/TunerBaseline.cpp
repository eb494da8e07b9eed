//===- TunerBaseline.cpp - preparing a kernel's tuning
//---------------------===//
//
// Part of kgen.
//
//===----------------------------------------------------------------------===//
//
// Before the search: the strategies that apply, the tuning database's
// workload, the validation options of the candidates and their screen, and
// the baseline: the naive lowering validated and timed (or its record from
// an earlier run reused), which calibrates the candidates' bounds where
// they need it.
//
//===----------------------------------------------------------------------===//

#include "TunerImpl.h"

#include "Kgen/IR/KgenDialect.h"
#include "kgen/TuningDB/TuningDB.h"
#include "kgen/Version.h"
#include "mlir/IR/MLIRContext.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/xxhash.h"

#include "llvm/Support/ThreadPool.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <deque>
#include <future>
#include <map>
#include <numeric>
#include <random>

using namespace mlir;
using namespace mlir::kgen;

bool KernelTuner::Impl::prepare() {
  if (pastDeadline()) {
    result.error = "the time limit was reached before this kernel's baseline";
    progress << options.label << " time limit reached: no baseline\n";
    return false;
  }
  llvm::Expected<std::string> kernelHash = hashKernel(context, kernelText);
  if (!kernelHash)
    return failPrepare(llvm::toString(kernelHash.takeError()));
  hash = *kernelHash;
  llvm::StringRef target = options.validate.target;
  llvm::StringRef precision = stringifyPrecision(options.validate.policy);
  deviceModel = currentDeviceModel(target);
  if (!options.databasePath.empty()) {
    llvm::Expected<std::unique_ptr<TuningDB>> opened =
        TuningDB::open(options.databasePath);
    if (!opened)
      return failPrepare(llvm::toString(opened.takeError()));
    db = std::move(*opened);
    llvm::Expected<int64_t> id =
        db->getWorkload(hash, "kernel", target, precision);
    if (!id)
      return failPrepare(llvm::toString(id.takeError()));
    workload = *id;
    // Times of another device model are neither reused nor compared.
    std::vector<std::string> others = db->devices(workload);
    llvm::erase(others, deviceModel);
    if (!others.empty()) {
      progress << options.label << " the database has records of this "
               << "kernel measured on ";
      for (size_t i = 0; i < others.size(); ++i)
        progress << (i ? ", " : "") << describeDeviceModel(others[i]);
      progress << "; they are not reused here, on "
               << describeDeviceModel(deviceModel) << "\n";
    }
  }

  // One secret seed for every validation of this kernel (drawn here unless
  // given), so that each trial's float64 reference is computed once and
  // then served by the validator's reference cache.
  seedGiven = options.validate.seed != 0;
  if (!seedGiven)
    options.validate.seed = drawSecretSeed();

  // The baseline: the naive lowering's validation and timing, measured
  // once per workload and device model and kept in the database.
  if (reuseBaseline()) {
    candidateOptions = options.validate;
  } else if (!measureBaseline(target, precision)) {
    return false;
  }
  candidateOptions.knownNaiveMs = result.naiveMs;
  // The search ranks candidates by their cold median: no warm series (up
  // to 2 s of a slow candidate's measurement).
  candidateOptions.warmTiming = false;
  screenOptions = candidateOptions;
  screenOptions.screen = true;
  screenOptions.trials = options.screenTrials;

  // Strategies that apply to this kernel (their default point applies).
  llvm::json::Array skipped;
  for (const auto &[path, name] : options.strategies) {
    llvm::Expected<Strategy> strategy = loadStrategy(context, path, name);
    if (!strategy)
      return failPrepare(llvm::toString(strategy.takeError()));
    std::string why, note;
    // A pinned value this strategy does not offer leaves it out.
    llvm::Error pinned = pinStrategy(*strategy, options.pins);
    if (pinned)
      why = llvm::toString(std::move(pinned));
    bool starts = why.empty() && findStart(context, *strategy, kernelText,
                                           options.validate.target, why, note,
                                           options.validate.policy);
    if (!note.empty())
      progress << options.label << " strategy " << name << ": " << note << "\n";
    if (!starts) {
      skipped.push_back(
          llvm::json::Object{{"strategy", name}, {"reason", why}});
      // The reason in one line: its first line, and the last error of a
      // failed script without its location (warnings may come before it;
      // every diagnostic is in the report).
      auto [head, rest] = llvm::StringRef(why).trim().split('\n');
      std::string reason = head.str();
      llvm::SmallVector<llvm::StringRef> lines;
      rest.split(lines, '\n', /*MaxSplit=*/-1, /*KeepEmpty=*/false);
      for (llvm::StringRef line : llvm::reverse(lines)) {
        if (!line.starts_with("loc("))
          continue;
        size_t end = line.find("): ");
        reason += " " + line.substr(end == llvm::StringRef::npos ? 0 : end + 3)
                            .trim()
                            .str();
        break;
      }
      progress << options.label << " strategy " << name
               << " does not apply to this kernel"
               << (reason.empty() ? "" : ": ") << reason << "\n";
      continue;
    }
    strategies.push_back(std::move(*strategy));
  }
  orderByPriority(strategies);
  result.report["strategies_skipped"] = std::move(skipped);
  // A pinned knob that no applicable strategy has pins nothing here.
  for (const auto &[knob, value] : options.pins)
    if (llvm::none_of(strategies, [&](const Strategy &s) {
          return llvm::any_of(s.knobs,
                              [&](const Knob &k) { return k.name == knob; });
        }))
      progress << options.label << " warning: pin " << knob << ":" << value
               << ": no strategy that applies to this kernel has knob '" << knob
               << "'\n";
  if (strategies.empty()) {
    result.error = "no strategy applies to this kernel";
    return false;
  }

  for (const std::string &agent : options.agents) {
    llvm::StringRef command = agent;
    if (!command.consume_front("exec:"))
      return failPrepare("an agent is given as exec:COMMAND, got '" + agent +
                         "'");
    // What the agent is told: the kernel, its cost, the target's
    // ceilings, the strategies and the transform ops it may use.
    llvm::json::Array ops;
    for (RegisteredOperationName op : context.getRegisteredOperations())
      if (op.getStringRef().starts_with("transform."))
        ops.push_back(op.getStringRef());
    llvm::json::Array names;
    for (const Strategy &s : strategies)
      names.push_back(s.name);
    llvm::json::Object workloadJson{
        {"kernel", kernelText},
        {"kernel_hash", hash},
        {"target", target},
        {"precision", precision},
        {"naive_ms", result.naiveMs},
        {"bytes", naiveReport.getNumber("bytes").value_or(0)},
        {"flops", naiveReport.getNumber("flops").value_or(0)},
        {"strategies", std::move(names)},
        {"transform_ops", std::move(ops)}};
    // The ceilings the validator reported for the naive lowering (its
    // bandwidth the timed device's where known), else the chip table's.
    if (const llvm::json::Object *ceilings = naiveReport.getObject("ceilings"))
      workloadJson["ceilings"] = llvm::json::Object(*ceilings);
    else if (TargetAttr chip = TargetAttr::getForChip(&context, target))
      workloadJson["ceilings"] = llvm::json::Object{
          {"peak_bandwidth_gbps",
           static_cast<int64_t>(chip.getPeakBandwidthGbps())},
          {"peak_gflops",
           static_cast<int64_t>(chip.getPeakGflops(options.validate.policy))}};
    proposers.push_back(createAgentProposer(command, std::move(workloadJson),
                                            options.agentTimeout, progress));
  }
  for (const std::string &name : options.proposers) {
    std::unique_ptr<Proposer> proposer = createProposer(name);
    if (!proposer)
      return failPrepare("unknown proposer '" + name +
                         "' (expected heuristic, evolutionary, random or "
                         "exhaustive)");
    proposers.push_back(std::move(proposer));
  }
  states.resize(strategies.size());
  issuedBefore.assign(strategies.size(), 0);
  scriptsSeen.resize(strategies.size());
  for (auto [state, strategy] : llvm::zip(states, strategies)) {
    state.strategy = &strategy;
    state.rng.seed(options.seed);
  }
  credit.assign(strategies.size(), std::vector<double>(proposers.size(), 1.0));
  turns.assign(strategies.size(), std::vector<unsigned>(proposers.size(), 0));
  if (options.compileThreads > 0)
    pool = std::make_unique<llvm::StdThreadPool>(
        llvm::hardware_concurrency(options.compileThreads));
  prepared = true;
  return true;
}

bool KernelTuner::Impl::reuseBaseline() {
  if (!db)
    return false;
  std::optional<CandidateRecord> known =
      db->lookup(workload, deviceModel, kNaiveStrategy, "{}");
  if (!known || !known->isVerified() || !(known->medianMs > 0))
    return false;
  llvm::Expected<llvm::json::Value> parsed = llvm::json::parse(known->report);
  if (!parsed) {
    llvm::consumeError(parsed.takeError());
    return false;
  }
  llvm::json::Object *report = parsed->getAsObject();
  const llvm::json::Array *trials =
      report ? report->getArray("trials") : nullptr;
  if (!trials || trials->size() != options.validate.trials)
    return false;
  naiveReport = std::move(*report);
  result.naiveMs = known->medianMs;
  result.report["baseline_from_database"] = true;
  progress << llvm::formatv("{0} naive lowering: {1:F4} ms (from the "
                            "database: validated and timed by an earlier "
                            "run on this device model)\n",
                            options.label, result.naiveMs);
  return true;
}

void KernelTuner::Impl::recordCandidate(CandidateRecord record) {
  if (!db)
    return;
  // A verdict of the moment (see validateInto): a later run measures the
  // candidate again.
  if (std::optional<Verdict> verdict = symbolizeVerdict(record.verdict);
      verdict && isOutOfDeviceMemory(*verdict, record.details)) {
    progress << options.label
             << " not recorded in the database (out of device memory): "
             << record.strategy << " " << record.knobs << "\n";
    return;
  }
  record.device = deviceModel;
  record.kgenVersion = KGEN_VERSION;
  if (llvm::Error error = db->record(workload, record))
    progress << options.label << " warning: cannot record in the database: "
             << llvm::toString(std::move(error)) << "\n";
}

bool KernelTuner::Impl::measureBaseline(llvm::StringRef target,
                                        llvm::StringRef precision) {
  // The baseline: the kernel itself through the naive lowering. With
  // calibration on, every trial is compared (and timed) even when one
  // fails the bounds, so that its errors can calibrate the candidates'.
  ValidateOptions naiveOptions = options.validate;
  naiveOptions.compareEveryTrial = options.naiveErrorFactor > 0;
  progress << llvm::formatv("{0} naive lowering: validating ({1} trials "
                            "against the float64 reference) and timing\n",
                            options.label, naiveOptions.trials);
  progress.flush();
  auto baselineStart = std::chrono::steady_clock::now();
  ValidateResult naive = validate(kernelText, kernelText, naiveOptions);
  excuseLockWait(naive);
  baselineSeconds = std::chrono::duration<double>(
                        std::chrono::steady_clock::now() - baselineStart)
                        .count();
  candidateOptions = options.validate;
  bool calibrated =
      calibrateByNaiveError(naive, options.naiveErrorFactor, candidateOptions);
  if (naive.verdict != Verdict::Ok && !calibrated)
    return failPrepare("the kernel itself does not validate: " +
                       stringifyVerdict(naive.verdict).str() + ": " +
                       naive.details);
  std::string outside, factorText;
  llvm::raw_string_ostream(factorText)
      << llvm::format("%g", options.naiveErrorFactor);
  if (calibrated) {
    outside = describeToleranceFailure(naive);
    result.naiveCalibrated = true;
    result.report["naive_calibration"] =
        llvm::json::Object{{"naive_error_factor", options.naiveErrorFactor},
                           {"naive_outside_policy", outside},
                           {"naive_details", naive.details}};
    // Within its own calibrated bounds (the factor is at least 1), the
    // naive lowering is a verified candidate like the others.
    naive.json["verdict"] = stringifyVerdict(Verdict::Ok);
    naive.json["comparison"] =
        llvm::json::Object{{"rule", "naive-calibrated"},
                           {"naive_error_factor", options.naiveErrorFactor}};
    // Candidates verified under calibration are kept apart in the
    // database from those verified under the policy alone.
    if (db) {
      std::string calibratedPrecision =
          (precision + "+naive-calibrated-" + factorText + "x").str();
      llvm::Expected<int64_t> id =
          db->getWorkload(hash, "kernel", target, calibratedPrecision);
      if (!id)
        return failPrepare(llvm::toString(id.takeError()));
      workload = *id;
    }
  }
  naiveReport = std::move(naive.json);
  result.naiveMs = coldMedian(naiveReport);
  progress << llvm::formatv("{0} naive lowering: {1:F4} ms", options.label,
                            result.naiveMs);
  if (calibrated)
    progress << " (outside " << precision << ": " << outside
             << "; candidates are held to " << factorText << "x its error)";
  progress << llvm::formatv(" [validated and timed in {0:F1} s]\n",
                            baselineSeconds);
  // The naive lowering is a candidate too (the kernel unchanged, an empty
  // script): --kgen-apply-tuned and --export-library then keep a kernel
  // whose naive lowering nothing beat as it is.
  if (db) {
    CandidateRecord record;
    record.strategy = kNaiveStrategy;
    record.knobs = "{}";
    record.verdict = stringifyVerdict(Verdict::Ok).str();
    record.medianMs = result.naiveMs;
    llvm::raw_string_ostream os(record.report);
    os << llvm::json::Value(llvm::json::Object(naiveReport));
    recordCandidate(std::move(record));
  }
  return true;
}
