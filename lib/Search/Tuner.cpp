//===- Tuner.cpp - the tuning loop ----------------------------------------===//
//
// Part of kgen.
//
//===----------------------------------------------------------------------===//
//
// For each applicable strategy, a supervisor asks the proposers in turn for
// points (the heuristic first), answers repeated points from the tuning
// database, applies and validates the rest, records every outcome, and
// stops a strategy when its budget is spent, its proposers run dry, or the
// best candidate is within reach of the roofline.
//
//===----------------------------------------------------------------------===//

#include "kgen/Search/Search.h"

#include "kgen/TuningDB/TuningDB.h"
#include "kgen/Version.h"
#include "mlir/IR/MLIRContext.h"
#include "Kgen/IR/KgenDialect.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/xxhash.h"

#include <map>
#include <numeric>

using namespace mlir;
using namespace mlir::kgen;

/// Reads the verdict name back.
static Verdict parseVerdict(llvm::StringRef name) {
  for (Verdict v : {Verdict::Ok, Verdict::CompileError, Verdict::VerifyError,
                    Verdict::RuntimeError, Verdict::Timeout,
                    Verdict::WrongAnswer})
    if (stringifyVerdict(v) == name)
      return v;
  return Verdict::CompileError;
}

/// Fraction of the roofline a validation report achieved (0 without
/// ceilings).
static double rooflineFraction(const llvm::json::Object &report) {
  const llvm::json::Object *ceilings = report.getObject("ceilings");
  if (!ceilings)
    return 0;
  double bandwidth = ceilings->getNumber("peak_bandwidth_gbps").value_or(0);
  double flops = ceilings->getNumber("peak_gflops").value_or(0);
  double fraction = 0;
  if (bandwidth > 0)
    fraction = std::max(fraction,
                        report.getNumber("achieved_gbps").value_or(0) /
                            bandwidth);
  if (flops > 0)
    fraction = std::max(fraction,
                        report.getNumber("achieved_gflops").value_or(0) /
                            flops);
  return fraction;
}

static double coldMedian(const llvm::json::Object &report) {
  if (const llvm::json::Object *timing = report.getObject("timing"))
    if (const llvm::json::Object *cold = timing->getObject("cold"))
      return cold->getNumber("median_ms").value_or(-1);
  return -1;
}

TuneResult mlir::kgen::tune(llvm::StringRef kernelText,
                            const TuneOptions &options,
                            llvm::raw_ostream &progress) {
  TuneResult result;
  MLIRContext context(getToolRegistry(), MLIRContext::Threading::DISABLED);
  context.loadAllAvailableDialects();
  std::string error;
  std::optional<std::string> hash = hashKernel(context, kernelText, error);
  if (!hash) {
    result.error = error;
    return result;
  }
  llvm::StringRef target = options.validate.target;
  llvm::StringRef precision = stringifyPrecision(options.validate.policy);

  std::unique_ptr<TuningDB> db;
  int64_t workload = -1;
  if (!options.databasePath.empty()) {
    db = TuningDB::open(options.databasePath, error);
    if (!db) {
      result.error = error;
      return result;
    }
    workload = db->getWorkload(*hash, "kernel", target, precision, error);
    if (workload < 0) {
      result.error = error;
      return result;
    }
  }

  // The baseline: the kernel itself through the naive lowering.
  ValidateResult naive = validate(kernelText, kernelText, options.validate);
  if (naive.verdict != Verdict::Ok) {
    result.error = "the kernel itself does not validate: " +
                   stringifyVerdict(naive.verdict).str() + ": " +
                   naive.details;
    return result;
  }
  result.naiveMs = coldMedian(naive.json);
  progress << llvm::formatv("[kgen-tune] naive lowering: {0:F4} ms\n",
                            result.naiveMs);
  ValidateOptions candidateOptions = options.validate;
  candidateOptions.knownNaiveMs = result.naiveMs;

  // Strategies that apply to this kernel (their default point applies).
  std::vector<Strategy> strategies;
  llvm::json::Array skipped;
  for (const auto &[path, name] : options.strategies) {
    std::optional<Strategy> strategy = loadStrategy(context, path, name, error);
    if (!strategy) {
      result.error = error;
      return result;
    }
    Point start;
    for (const Knob &knob : strategy->knobs)
      start.push_back(knob.defaultIndex);
    std::string why;
    std::optional<std::string> script =
        resolveStrategy(context, *strategy, start, why);
    if (!script || !applyScript(context, kernelText, *script, why)) {
      skipped.push_back(llvm::json::Object{{"strategy", name},
                                           {"reason", why}});
      progress << "[kgen-tune] strategy " << name
               << " does not apply to this kernel\n";
      continue;
    }
    strategies.push_back(std::move(*strategy));
  }
  result.report["strategies_skipped"] = std::move(skipped);
  if (strategies.empty()) {
    result.error = "no strategy applies to this kernel";
    return result;
  }

  std::vector<std::unique_ptr<Proposer>> proposers;
  for (const std::string &agent : options.agents) {
    llvm::StringRef command = agent;
    if (!command.consume_front("exec:")) {
      result.error = "an agent is given as exec:COMMAND, got '" + agent + "'";
      return result;
    }
    // What the agent is told: the kernel, its cost, the target's
    // ceilings, the strategies and the transform ops it may use.
    llvm::json::Array ops;
    for (RegisteredOperationName op : context.getRegisteredOperations())
      if (op.getStringRef().starts_with("transform."))
        ops.push_back(op.getStringRef());
    llvm::json::Array names;
    for (const Strategy &s : strategies)
      names.push_back(s.name);
    llvm::json::Object workload{
        {"kernel", kernelText},
        {"kernel_hash", *hash},
        {"target", target},
        {"precision", precision},
        {"naive_ms", result.naiveMs},
        {"bytes", naive.json.getNumber("bytes").value_or(0)},
        {"flops", naive.json.getNumber("flops").value_or(0)},
        {"strategies", std::move(names)},
        {"transform_ops", std::move(ops)}};
    if (TargetAttr chip = TargetAttr::getForChip(&context, target))
      workload["ceilings"] = llvm::json::Object{
          {"peak_bandwidth_gbps",
           static_cast<int64_t>(chip.getPeakBandwidthGbps())},
          {"peak_gflops", static_cast<int64_t>(chip.getPeakGflops(
                              options.validate.policy))}};
    proposers.push_back(
        createAgentProposer(command, std::move(workload),
                            options.agentTimeout, progress));
  }
  for (const std::string &name : options.proposers) {
    std::unique_ptr<Proposer> proposer = createProposer(name);
    if (!proposer) {
      result.error = "unknown proposer '" + name +
                     "' (expected heuristic, evolutionary, random or "
                     "exhaustive)";
      return result;
    }
    proposers.push_back(std::move(proposer));
  }

  llvm::json::Array trialsJson;
  std::map<std::string, int64_t> verdictCounts;
  unsigned perStrategy =
      std::max<unsigned>(1, options.budget / strategies.size());
  unsigned trialNumber = 0;
  bool sawHeuristic = false;
  std::vector<double> credit(proposers.size(), 1.0);
  std::vector<unsigned> turns(proposers.size(), 0);
  std::vector<double> bestSoFar;
  for (const Strategy &strategy : strategies) {
    SearchState state;
    state.strategy = &strategy;
    std::set<std::string> seenScripts;
    state.rng.seed(options.seed);
    for (unsigned t = 0; t < perStrategy; ++t) {
      // The supervisor: the proposer with the largest share asks first,
      // share = (1 + times it improved the best) / (1 + turns it had); ties
      // go in the given order (agents, then --proposers). One with nothing
      // new passes its turn to the next.
      std::vector<size_t> order(proposers.size());
      std::iota(order.begin(), order.end(), 0);
      std::stable_sort(order.begin(), order.end(), [&](size_t a, size_t b) {
        return credit[a] / (1 + turns[a]) > credit[b] / (1 + turns[b]);
      });
      std::optional<Proposal> proposal;
      std::string proposerName;
      size_t chosen = 0;
      for (size_t index : order) {
        proposal = proposers[index]->propose(state);
        if (proposal) {
          chosen = index;
          proposerName = proposers[index]->getName().str();
          break;
        }
      }
      if (!proposal)
        break;
      ++turns[chosen];
      bool wholeScript = !proposal->script.empty();
      std::string knobs;
      if (wholeScript) {
        knobs = "{\"script\":\"" +
                llvm::utohexstr(llvm::xxh3_64bits(proposal->script), true,
                                16) +
                "\"}";
        if (!seenScripts.insert(knobs).second)
          continue; // proposed before: costs the proposer its turn

      } else {
        state.seen.insert(proposal->point);
        knobs = describePoint(strategy, proposal->point);
      }

      Trial trial;
      trial.point = proposal->point;
      trial.proposer = proposerName;
      trial.knobs = knobs;
      CandidateRecord record;
      record.strategy = strategy.name;
      record.knobs = knobs;
      std::optional<CandidateRecord> known =
          db ? db->lookup(workload, strategy.name, knobs) : std::nullopt;
      llvm::json::Object report;
      std::string candidateText;
      if (known) {
        record = *known;
        trial.fromDatabase = true;
        if (auto parsed = llvm::json::parse(record.report))
          if (auto *object = parsed->getAsObject())
            report = std::move(*object);
      } else {
        std::string why;
        std::optional<std::string> script =
            wholeScript ? std::optional<std::string>(proposal->script)
                        : resolveStrategy(context, strategy, proposal->point,
                                          why);
        std::optional<std::string> candidate =
            script ? applyScript(context, kernelText, *script, why)
                   : std::nullopt;
        record.script = script.value_or("");
        if (!candidate) {
          record.verdict = stringifyVerdict(Verdict::CompileError).str();
          record.details = why;
        } else {
          candidateText = *candidate;
          ValidateResult validation =
              validate(kernelText, *candidate, candidateOptions);
          record.verdict = stringifyVerdict(validation.verdict).str();
          record.details = validation.details;
          report = std::move(validation.json);
          record.medianMs = coldMedian(report);
          if (const llvm::json::Object *timing = report.getObject("timing"))
            if (const llvm::json::Object *cold = timing->getObject("cold")) {
              record.minMs = cold->getNumber("min_ms").value_or(-1);
              record.iqrMs = cold->getNumber("iqr_ms").value_or(-1);
            }
          std::string text;
          llvm::raw_string_ostream os(text);
          os << llvm::json::Value(llvm::json::Object(report));
          record.report = text;
        }
        record.device = target.str();
        record.kgenVersion = KGEN_VERSION;
        if (db && !db->record(workload, record, error))
          progress << "[kgen-tune] warning: cannot record in the database: "
                   << error << "\n";
      }
      trial.verdict = parseVerdict(record.verdict);
      trial.medianMs = trial.verdict == Verdict::Ok ? record.medianMs : -1;
      trial.script = record.script;
      trial.details = record.details;
      trial.rooflineFraction =
          trial.verdict == Verdict::Ok ? rooflineFraction(report) : 0;
      state.trials.push_back(trial);
      ++verdictCounts[record.verdict];
      ++trialNumber;

      bool better = trial.verdict == Verdict::Ok && trial.medianMs >= 0 &&
                    (result.bestMs < 0 || trial.medianMs < result.bestMs);
      if (better) {
        credit[chosen] += 1;
        result.ok = true;
        result.bestMs = trial.medianMs;
        result.bestStrategy = strategy.name;
        result.bestKnobs = knobs;
        result.bestScript = record.script;
        if (candidateText.empty() && !record.script.empty()) {
          std::string why;
          candidateText = applyScript(context, kernelText, record.script, why)
                              .value_or("");
        }
        result.bestCandidate = candidateText;
      }
      // The heuristic's first pick is the reference the search must beat.
      if (trial.proposer == "heuristic" && !sawHeuristic) {
        sawHeuristic = true;
        result.heuristicMs = trial.medianMs;
      }
      bestSoFar.push_back(result.bestMs);

      double fraction = trial.rooflineFraction;
      progress << llvm::formatv(
          "[kgen-tune] {0} {1,2}/{2} {3,-12} {4} -> {5}", strategy.name,
          t + 1, perStrategy, proposerName, knobs, record.verdict);
      if (trial.verdict == Verdict::Ok)
        progress << llvm::formatv(" {0:F4} ms", trial.medianMs);
      if (trial.fromDatabase)
        progress << " (from the database)";
      if (result.bestMs > 0)
        progress << llvm::formatv(" | best {0:F4} ms, {1:F2}x naive",
                                  result.bestMs,
                                  result.naiveMs / result.bestMs);
      progress << "\n";

      trialsJson.push_back(llvm::json::Object{
          {"trial", static_cast<int64_t>(trialNumber)},
          {"strategy", strategy.name},
          {"proposer", proposerName},
          {"knobs", knobs},
          {"verdict", record.verdict},
          {"details", record.details.substr(0, 2000)},
          {"median_ms", trial.medianMs},
          {"best_so_far_ms", result.bestMs},
          {"roofline_fraction", fraction},
          {"from_database", trial.fromDatabase},
          {"rationale", proposal->rationale}});
      if (better && fraction >= options.stopFraction) {
        progress << llvm::formatv("[kgen-tune] within {0:P0} of the "
                                  "roofline: stopping {1}\n",
                                  options.stopFraction, strategy.name);
        break;
      }
    }
  }

  // How soon the search got within 5% of its best.
  int64_t trialsTo95 = -1;
  for (size_t i = 0; i < bestSoFar.size() && result.ok; ++i)
    if (bestSoFar[i] > 0 && bestSoFar[i] <= result.bestMs / 0.95) {
      trialsTo95 = i + 1;
      break;
    }

  llvm::json::Object counts;
  for (auto &[verdict, count] : verdictCounts)
    counts[verdict] = count;
  result.report["kernel_hash"] = *hash;
  result.report["target"] = target;
  result.report["precision"] = precision;
  result.report["budget"] = static_cast<int64_t>(options.budget);
  result.report["naive_ms"] = result.naiveMs;
  result.report["heuristic_ms"] = result.heuristicMs;
  result.report["best_ms"] = result.bestMs;
  result.report["best_strategy"] = result.bestStrategy;
  result.report["best_knobs"] = result.bestKnobs;
  if (result.ok) {
    result.report["speedup_vs_naive"] = result.naiveMs / result.bestMs;
    if (result.heuristicMs > 0)
      result.report["speedup_vs_heuristic"] =
          result.heuristicMs / result.bestMs;
  }
  result.report["trials_to_95_percent_of_best"] = trialsTo95;
  result.report["verdicts"] = std::move(counts);
  result.report["trials"] = std::move(trialsJson);
  if (!result.ok)
    result.error = "no candidate was verified";
  return result;
}
