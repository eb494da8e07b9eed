//===- Tuner.cpp - the tuning loop ----------------------------------------===//
//
// Part of kgen.
//
//===----------------------------------------------------------------------===//
//
// For each applicable strategy, a supervisor asks the proposers in turn for
// points (the heuristic first), answers repeated points from the tuning
// database, applies and validates the rest, records every outcome, and
// stops a strategy when its budget is spent, its proposers run dry, the
// best candidate is within reach of the roofline, or the strategy's own
// candidates are far slower than the best (isHopeless).
//
// Compilation overlaps measurement: a pool of threads resolves the next
// candidates and applies and lowers them, each in a worker process of its
// own (CompileWorker.cpp: a crash or hang is the candidate's verdict), into
// a queue while the validator measures the current one; measurement stays
// serial, so timings are not disturbed by other candidates' runs.
//
//===----------------------------------------------------------------------===//

#include "TunerImpl.h"

#include "Kgen/IR/KgenChips.h"
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
#include <thread>

using namespace mlir;
using namespace mlir::kgen;

/// Reads the verdict name back.
static Verdict parseVerdict(llvm::StringRef name) {
  return symbolizeVerdict(name).value_or(Verdict::CompileError);
}

double mlir::kgen::stopCeilingGflops(llvm::StringRef target, Precision policy,
                                     double reportedGflops) {
  const ChipInfo *chip = lookupChip(target);
  if (policy != Precision::strict || !chip)
    return reportedGflops;
  return std::max(reportedGflops, chip->limits.peakGflopsTf32 / 3.0);
}

/// Fraction of the roofline a validation report achieved (0 without
/// ceilings), its FLOP ceiling stopCeilingGflops'.
static double rooflineFraction(const llvm::json::Object &report,
                               const ValidateOptions &options) {
  const llvm::json::Object *ceilings = report.getObject("ceilings");
  if (!ceilings)
    return 0;
  double bandwidth = ceilings->getNumber("peak_bandwidth_gbps").value_or(0);
  double flops =
      stopCeilingGflops(options.target, options.policy,
                        ceilings->getNumber("peak_gflops").value_or(0));
  double fraction = 0;
  if (bandwidth > 0)
    fraction = std::max(
        fraction, report.getNumber("achieved_gbps").value_or(0) / bandwidth);
  if (flops > 0)
    fraction = std::max(
        fraction, report.getNumber("achieved_gflops").value_or(0) / flops);
  return fraction;
}

/// Resolves, applies and lowers one proposal in a context of its own (it
/// runs on the compile pool).
Compiled KernelTuner::Impl::compile(const Strategy &strategy,
                                    const Proposal &proposal) const {
  auto start = std::chrono::steady_clock::now();
  Compiled out;
  MLIRContext local(options.validate.getRegistry(),
                    MLIRContext::Threading::DISABLED);
  local.loadAllAvailableDialects();
  std::optional<std::string> script;
  if (!proposal.script.empty())
    script = proposal.script;
  else if (llvm::Expected<std::string> resolved =
               resolveStrategy(local, strategy, proposal.point))
    script = std::move(*resolved);
  else
    out.why = llvm::toString(resolved.takeError());
  out.script = script.value_or("");
  if (script && options.isolateCompiles && !options.validate.registry) {
    CompileOutcome outcome = compileInWorker(
        kernelText, *script, candidateOptions, options.validate.timeoutSeconds);
    out.candidate = std::move(outcome.candidate);
    out.why = std::move(outcome.why);
    out.failure = outcome.verdict;
    out.prepared = std::move(outcome.prepared);
  } else if (script) {
    if (llvm::Expected<std::string> candidate =
            applyScript(local, kernelText, *script, options.validate.target,
                        options.validate.policy)) {
      out.candidate = std::move(*candidate);
      out.prepared = prepareCandidate(out.candidate, candidateOptions);
    } else {
      out.why = llvm::toString(candidate.takeError());
    }
  }
  out.seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start)
          .count();
  return out;
}

bool mlir::kgen::isHopeless(const SearchState &state, double bestMs,
                            double factor) {
  if (factor <= 0 || bestMs <= 0)
    return false;
  std::vector<const Trial *> ran = state.ranked();
  return ran.size() >= kPruneAfter && ran.front()->medianMs > factor * bestMs;
}

bool KernelTuner::Impl::prune(const Strategy &strategy,
                              const SearchState &state) {
  if (!isHopeless(state, result.bestMs, options.pruneFactor))
    return false;
  double fastest = state.ranked().front()->medianMs;
  progress << llvm::formatv(
      "{0} {1}: its fastest candidate ({2:F4} ms) takes {3:F1}x the best "
      "({4:F4} ms): stopping it\n",
      options.label, strategy.name, fastest, fastest / result.bestMs,
      result.bestMs);
  pruned.push_back(llvm::json::Object{{"strategy", strategy.name},
                                      {"fastest_ms", fastest},
                                      {"best_ms", result.bestMs},
                                      {"candidates", state.trials.size()}});
  return true;
}

unsigned KernelTuner::Impl::searchStrategy(const Strategy &strategy,
                                           unsigned budget) {
  // The search state of a strategy lasts across search() calls: nothing
  // is proposed, compiled or measured twice.
  size_t strategyIndex = &strategy - strategies.data();
  SearchState &state = states[strategyIndex];
  // Given up in an earlier search() call.
  if (isHopeless(state, result.bestMs, options.pruneFactor))
    return 0;
  std::set<std::string> &seenScripts = scriptsSeen[strategyIndex];
  std::deque<Pending> queue;
  unsigned before = issuedBefore[strategyIndex];
  unsigned issued = 0, measured = 0;
  bool exhausted = false, stop = false;
  // Candidates compiled ahead, besides the one being measured.
  size_t depth = std::max(1u, options.compileThreads);
  while (!stop) {
    // Fill the queue: the supervisor asks the proposer with the largest
    // share first, share = (1 + times it improved the best) / (1 + turns it
    // had); ties go in the given order (agents, then --proposers). One with
    // nothing new passes its turn to the next. A proposer that must see
    // every outcome waits until the queue is measured.
    while (!exhausted && issued < budget && queue.size() < depth &&
           !pastDeadline()) {
      std::vector<size_t> order(proposers.size());
      std::iota(order.begin(), order.end(), 0);
      std::stable_sort(order.begin(), order.end(), [&](size_t a, size_t b) {
        return credit[strategyIndex][a] / (1 + turns[strategyIndex][a]) >
               credit[strategyIndex][b] / (1 + turns[strategyIndex][b]);
      });
      std::optional<Proposal> proposal;
      size_t chosen = 0;
      bool drainFirst = false;
      for (size_t index : order) {
        if (proposers[index]->wantsCompleteFeedback() && !queue.empty()) {
          drainFirst = true;
          break;
        }
        proposal = proposers[index]->propose(state);
        if (proposal) {
          chosen = index;
          break;
        }
      }
      if (drainFirst)
        break;
      if (!proposal) {
        exhausted = true;
        break;
      }
      // Points that differ only in knobs of alternatives regions the point
      // does not select are one candidate: measured once, the others not
      // trials (each proposed point is marked seen, so this ends).
      if (proposal->script.empty()) {
        state.seen.insert(proposal->point);
        Point canonical = canonicalPoint(strategy, proposal->point);
        if (canonical != proposal->point) {
          if (!state.seen.insert(canonical).second)
            continue;
          proposal->point = std::move(canonical);
        }
      }
      ++turns[strategyIndex][chosen];
      unsigned turn = issued++;
      Pending pending;
      pending.proposer = chosen;
      pending.proposerName = proposers[chosen]->getName().str();
      pending.issued = before + turn;
      if (!proposal->script.empty()) {
        pending.knobs =
            "{\"script\":\"" +
            llvm::utohexstr(llvm::xxh3_64bits(proposal->script), true, 16) +
            "\"}";
        if (!seenScripts.insert(pending.knobs).second)
          continue; // proposed before: costs the proposer its turn
      } else {
        pending.knobs = describePoint(strategy, proposal->point);
      }
      pending.proposal = std::move(*proposal);
      // A point seen before is answered by the database, never measured
      // twice.
      if (db)
        pending.known =
            db->lookup(workload, deviceModel, strategy.name, pending.knobs);
      if (!pending.known) {
        if (pool) {
          Proposal copy = pending.proposal;
          const Strategy *s = &strategy;
          pending.compiled =
              pool->async([this, s, copy] { return compile(*s, copy); });
        }
      }
      queue.push_back(std::move(pending));
    }
    if (queue.empty())
      break;
    if (pastDeadline()) {
      progress << options.label << " time limit reached: stopping "
               << strategy.name << "\n";
      break;
    }
    Pending pending = std::move(queue.front());
    queue.pop_front();
    measure(strategy, pending, state, budget, stop);
    ++measured;
    if (!stop && prune(strategy, state))
      stop = true;
  }
  // Candidates compiled ahead of an early stop are dropped, not measured.
  for (Pending &pending : queue)
    if (pending.compiled.valid())
      pending.compiled.wait();
  issuedBefore[strategyIndex] += issued;
  return measured;
}

std::string KernelTuner::Impl::describeTimes() const {
  auto now = std::chrono::steady_clock::now();
  std::string text = llvm::formatv(
      "{0:F1} s elapsed", std::chrono::duration<double>(now - created).count());
  if (searchTrials == 0 || searchTrials >= searchBudget)
    return text;
  double perTrial =
      std::chrono::duration<double>(now - searchStarted).count() / searchTrials;
  double left = perTrial * (searchBudget - searchTrials);
  if (options.timeLimit)
    left = std::min(left, options.timeLimit->getSecondsLeft());
  return text + llvm::formatv(", about {0:F0} s left", left).str();
}

double KernelTuner::Impl::validateInto(llvm::StringRef candidate,
                                       const PreparedCandidate *prepared,
                                       const ValidateOptions &given,
                                       CandidateRecord &record,
                                       llvm::json::Object &report) {
  // Racing: timed first, a candidate clearly slower than the best
  // verified one (before there is one, the naive lowering it must beat) is
  // SLOWER and not checked: it could neither become the best nor go on to
  // the full protocol.
  ValidateOptions validateOptions = given;
  double bar = result.bestMs > 0   ? result.bestMs
               : options.beatNaive ? result.naiveMs
                                   : 0;
  if (bar > 0 && options.raceFactor > 0)
    validateOptions.timingCutoffMs = options.raceFactor * bar;
  auto start = std::chrono::steady_clock::now();
  ValidateResult validation =
      validate(kernelText, candidate, validateOptions, prepared);
  // Out of device memory: often other processes' candidates held it at
  // that moment (a harness running several problems on one GPU). Once
  // more, after they had time to finish; a second failure is the verdict,
  // and recordCandidate keeps it out of the database.
  if (isOutOfDeviceMemory(validation.verdict, validation.details)) {
    progress << options.label
             << " out of device memory; validating once more in 2 s\n";
    excuseLockWait(validation);
    std::this_thread::sleep_for(std::chrono::seconds(2));
    validation = validate(kernelText, candidate, validateOptions, prepared);
  }
  double seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start)
          .count();
  measureSeconds += seconds;
  excuseLockWait(validation);
  record.verdict = stringifyVerdict(validation.verdict).str();
  record.details = validation.details;
  record.tier = validateOptions.screen ? kScreenTier : kFullTier;
  report = std::move(validation.json);
  record.medianMs = coldMedian(report);
  record.minMs = record.iqrMs = -1;
  if (const llvm::json::Object *timing = report.getObject("timing"))
    if (const llvm::json::Object *cold = timing->getObject("cold")) {
      record.minMs = cold->getNumber("min_ms").value_or(-1);
      record.iqrMs = cold->getNumber("iqr_ms").value_or(-1);
    }
  record.report.clear();
  llvm::raw_string_ostream os(record.report);
  os << llvm::json::Value(llvm::json::Object(report));
  return seconds;
}

void KernelTuner::Impl::measure(const Strategy &strategy, Pending &pending,
                                SearchState &state, unsigned budget,
                                bool &stop) {
  Trial trial;
  trial.point = pending.proposal.point;
  trial.proposer = pending.proposerName;
  trial.knobs = pending.knobs;
  CandidateRecord record;
  record.strategy = strategy.name;
  record.knobs = pending.knobs;
  llvm::json::Object report;
  std::string candidateText;
  double compiled = -1, measuredSeconds = -1;
  std::optional<Compiled> c;
  if (pending.known) {
    record = *pending.known;
    trial.fromDatabase = true;
    if (auto parsed = llvm::json::parse(record.report))
      if (auto *object = parsed->getAsObject())
        report = std::move(*object);
  } else {
    auto waitStart = std::chrono::steady_clock::now();
    c = pending.compiled.valid() ? pending.compiled.get()
                                 : compile(strategy, pending.proposal);
    waitSeconds += std::chrono::duration<double>(
                       std::chrono::steady_clock::now() - waitStart)
                       .count();
    compiled = c->seconds;
    compileSeconds += c->seconds;
    record.script = c->script;
    if (c->candidate.empty()) {
      record.verdict = stringifyVerdict(c->failure).str();
      record.details = c->why;
    } else {
      candidateText = c->candidate;
      measuredSeconds = validateInto(
          candidateText, &c->prepared,
          options.screenTrials > 0 ? screenOptions : candidateOptions, record,
          report);
    }
    recordCandidate(record);
  }
  // A screened candidate faster than the best verified one passes the
  // full protocol before it counts (one from the database too).
  double screenedMs = -1;
  if (record.verdict == stringifyVerdict(Verdict::Ok) &&
      record.tier == kScreenTier && record.medianMs >= 0 &&
      (result.bestMs < 0 || record.medianMs < result.bestMs)) {
    screenedMs = record.medianMs;
    if (candidateText.empty()) {
      if (llvm::Expected<std::string> applied =
              applyScript(context, kernelText, record.script,
                          options.validate.target, options.validate.policy))
        candidateText = std::move(*applied);
      else
        record.details = llvm::toString(applied.takeError());
    }
    trial.fromDatabase = false;
    if (candidateText.empty()) {
      record.verdict = stringifyVerdict(Verdict::CompileError).str();
      record.tier = kFullTier;
    } else {
      measuredSeconds = std::max(0.0, measuredSeconds) +
                        validateInto(candidateText, c ? &c->prepared : nullptr,
                                     candidateOptions, record, report);
    }
    recordCandidate(record);
  }
  trial.verdict = parseVerdict(record.verdict);
  // A SLOWER candidate (timed first, not checked) keeps its rough median:
  // the proposers and the pruning rank it, it never becomes the best.
  trial.medianMs =
      trial.verdict == Verdict::Ok || trial.verdict == Verdict::Slower
          ? record.medianMs
          : -1;
  trial.screenedOnly =
      trial.verdict == Verdict::Ok && record.tier == kScreenTier;
  trial.script = record.script;
  trial.details = record.details;
  trial.rooflineFraction = trial.verdict == Verdict::Ok
                               ? rooflineFraction(report, options.validate)
                               : 0;
  state.trials.push_back(trial);
  ++verdictCounts[record.verdict];
  ++trialNumber;

  bool better = trial.verdict == Verdict::Ok && !trial.screenedOnly &&
                trial.medianMs >= 0 &&
                (result.bestMs < 0 || trial.medianMs < result.bestMs);
  if (better) {
    credit[&strategy - strategies.data()][pending.proposer] += 1;
    result.ok = true;
    result.bestMs = trial.medianMs;
    result.bestStrategy = strategy.name;
    result.bestKnobs = pending.knobs;
    result.bestScript = record.script;
    if (candidateText.empty() && !record.script.empty()) {
      if (llvm::Expected<std::string> applied =
              applyScript(context, kernelText, record.script,
                          options.validate.target, options.validate.policy))
        candidateText = std::move(*applied);
      else
        llvm::consumeError(applied.takeError());
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
  // What "auto" resolved to where it matters to the user (3xTF32 under
  // strict): named in the progress line and the report.
  std::vector<std::string> arithmetic = generatedArithmetic(candidateText);
  progress << llvm::formatv(
      "{0} {1} {2,2}/{3} {4,-12} {5}", options.label, strategy.name,
      pending.issued + 1, issuedBefore[&strategy - strategies.data()] + budget,
      pending.proposerName, pending.knobs);
  if (!arithmetic.empty())
    progress << " [" << llvm::join(arithmetic, ", ") << "]";
  progress << " -> " << record.verdict;
  if (trial.verdict == Verdict::Ok || trial.verdict == Verdict::Slower)
    progress << llvm::formatv(" {0:F4} ms", trial.medianMs);
  if (trial.screenedOnly)
    progress << " (screened)";
  else if (screenedMs >= 0)
    progress << llvm::formatv(" (screened {0:F4} ms, then the full protocol)",
                              screenedMs);
  if (trial.fromDatabase)
    progress << " (from the database)";
  else if (measuredSeconds >= 0)
    progress << llvm::formatv(" [compile {0:F2} s, measure {1:F2} s]", compiled,
                              measuredSeconds);
  else if (compiled >= 0)
    progress << llvm::formatv(" [compile {0:F2} s]", compiled);
  if (result.bestMs > 0)
    progress << llvm::formatv(" | best {0:F4} ms, {1:F2}x naive", result.bestMs,
                              result.naiveMs / result.bestMs);
  ++searchTrials;
  progress << " | " << describeTimes() << "\n";

  trialsJson.push_back(llvm::json::Object{
      {"trial", static_cast<int64_t>(trialNumber)},
      {"strategy", strategy.name},
      {"proposer", pending.proposerName},
      {"knobs", pending.knobs},
      {"arithmetic", llvm::json::Array(arithmetic)},
      {"verdict", record.verdict},
      {"details", record.details.substr(0, 2000)},
      {"median_ms", trial.medianMs},
      {"best_so_far_ms", result.bestMs},
      {"roofline_fraction", fraction},
      {"from_database", trial.fromDatabase},
      {"tier", record.tier},
      {"screened_ms", screenedMs},
      {"compile_s", compiled},
      {"measure_s", measuredSeconds},
      {"rationale", pending.proposal.rationale},
      // Which float64 reference the validator ran, and whether its trials
      // came from the reference cache.
      {"reference", report.getObject("reference")
                        ? llvm::json::Value(llvm::json::Object(
                              *report.getObject("reference")))
                        : llvm::json::Value(nullptr)}});
  // Under calibration by the naive lowering's error: which rule a verified
  // candidate passed (policy or naive-calibrated).
  if (const llvm::json::Object *comparison = report.getObject("comparison"))
    trialsJson.back().getAsObject()->insert(
        {"comparison", llvm::json::Object(*comparison)});
  // Where the validation's time went (docs/validate.md, `profile_ms`) and
  // its wait for the GPU lock: what a slow "measure_s" is made of.
  if (const llvm::json::Object *profile = report.getObject("profile_ms"))
    trialsJson.back().getAsObject()->insert(
        {"profile_ms", llvm::json::Object(*profile)});
  if (std::optional<double> wait = report.getNumber("gpu_lock_wait_ms"))
    trialsJson.back().getAsObject()->insert({"gpu_lock_wait_ms", *wait});
  if (better && fraction >= options.stopFraction) {
    progress << llvm::formatv("{0} within {1:P0} of the roofline: stopping "
                              "{2}\n",
                              options.label, options.stopFraction,
                              strategy.name);
    stop = true;
  }
}

void KernelTuner::Impl::confirmBest() {
  // This search's verified candidates, fastest first.
  struct Verified {
    const Strategy *strategy;
    const Trial *trial;
  };
  std::vector<Verified> verified;
  for (const SearchState &state : states)
    for (const Trial &trial : state.trials)
      if (trial.verdict == Verdict::Ok && !trial.screenedOnly &&
          trial.medianMs >= 0)
        verified.push_back({state.strategy, &trial});
  llvm::stable_sort(verified, [](const Verified &a, const Verified &b) {
    return a.trial->medianMs < b.trial->medianMs;
  });
  // Fresh seeds: drawn, or derived from a given seed (replayable).
  ValidateOptions confirmOptions = candidateOptions;
  confirmOptions.seed =
      seedGiven ? (llvm::xxh3_64bits(llvm::StringRef(
                       reinterpret_cast<const char *>(&options.validate.seed),
                       sizeof(uint64_t))) |
                   1)
                : drawSecretSeed();
  confirmOptions.time = false;
  llvm::json::Array failures;
  for (const Verified &v : verified) {
    // A candidate that does not beat the naive lowering is not the result.
    if (options.beatNaive && result.naiveMs > 0 &&
        v.trial->medianMs >= result.naiveMs)
      break;
    std::string candidate =
        v.trial->script == result.bestScript ? result.bestCandidate : "";
    if (candidate.empty()) {
      llvm::Expected<std::string> applied =
          applyScript(context, kernelText, v.trial->script,
                      options.validate.target, options.validate.policy);
      if (!applied) {
        llvm::consumeError(applied.takeError());
        continue;
      }
      candidate = std::move(*applied);
    }
    auto start = std::chrono::steady_clock::now();
    ValidateResult check = validate(kernelText, candidate, confirmOptions);
    double seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start)
            .count();
    measureSeconds += seconds;
    progress << llvm::formatv("{0} final check of {1} {2} ({3:F4} ms) with "
                              "fresh seeds: {4} [{5:F2} s]\n",
                              options.label, v.strategy->name, v.trial->knobs,
                              v.trial->medianMs,
                              stringifyVerdict(check.verdict), seconds);
    if (check.verdict == Verdict::Ok) {
      result.ok = true;
      result.bestMs = v.trial->medianMs;
      result.bestStrategy = v.strategy->name;
      result.bestKnobs = v.trial->knobs;
      result.bestScript = v.trial->script;
      result.bestCandidate = std::move(candidate);
      result.report["final_check"] =
          llvm::json::Object{{"verdict", "OK"},
                             {"strategy", v.strategy->name},
                             {"knobs", v.trial->knobs},
                             {"seconds", seconds},
                             {"failed_before", std::move(failures)}};
      return;
    }
    // It fails on other inputs: recorded so, never answered OK again.
    failures.push_back(
        llvm::json::Object{{"strategy", v.strategy->name},
                           {"knobs", v.trial->knobs},
                           {"verdict", stringifyVerdict(check.verdict)},
                           {"details", check.details.substr(0, 2000)}});
    if (db) {
      CandidateRecord record;
      record.strategy = v.strategy->name;
      record.knobs = v.trial->knobs;
      record.script = v.trial->script;
      record.verdict = stringifyVerdict(check.verdict).str();
      record.details = "the final check with fresh seeds: " + check.details;
      llvm::raw_string_ostream os(record.report);
      os << llvm::json::Value(std::move(check.json));
      recordCandidate(std::move(record));
    }
  }
  // None passed: nothing replaces the kernel.
  result.report["final_check"] =
      llvm::json::Object{{"verdict", failures.empty() ? "NONE" : "FAILED"},
                         {"failed_before", std::move(failures)}};
  result.ok = false;
  result.error = "no verified candidate faster than the naive lowering "
                 "passed the final check with fresh seeds";
}

KernelTuner::KernelTuner(llvm::StringRef kernelText, const TuneOptions &options,
                         llvm::raw_ostream &progress)
    : impl(std::make_unique<Impl>(kernelText, options, progress)) {}

unsigned mlir::kgen::superviseBudget(
    llvm::ArrayRef<double> weights, unsigned budget,
    llvm::function_ref<unsigned(size_t, unsigned, unsigned)> search) {
  std::vector<size_t> order(weights.size());
  for (size_t i = 0; i < order.size(); ++i)
    order[i] = i;
  std::stable_sort(order.begin(), order.end(),
                   [&](size_t a, size_t b) { return weights[a] > weights[b]; });
  double weight = 0;
  for (double w : weights)
    weight += w;
  unsigned left = budget;
  for (size_t i = 0; i < order.size() && left > 0; ++i) {
    double share = weights[order[i]];
    unsigned allotted = std::max<unsigned>(
        1, weight > 0 ? static_cast<unsigned>(left * share / weight + 0.5)
                      : left / (order.size() - i));
    // One trial kept for each kernel still to come, when there are enough.
    unsigned later = order.size() - 1 - i;
    if (left > later)
      allotted = std::min(allotted, left - later);
    allotted = std::min(allotted, left);
    weight -= share;
    left -= std::min(left, search(order[i], allotted, left));
  }
  return budget - left;
}

KernelTuner::~KernelTuner() = default;

namespace {
/// Adds the seconds of a scope to a kernel's own wall time.
struct OwnTime {
  double &seconds;
  std::chrono::steady_clock::time_point start =
      std::chrono::steady_clock::now();
  ~OwnTime() {
    seconds +=
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start)
            .count();
  }
};
} // namespace

bool KernelTuner::prepare() {
  OwnTime own{impl->ownSeconds};
  return impl->prepare();
}

double KernelTuner::getNaiveMs() const { return impl->result.naiveMs; }

double KernelTuner::getBestMs() const { return impl->result.bestMs; }

unsigned KernelTuner::search(unsigned budget) {
  if (!impl->prepared || budget == 0)
    return 0;
  OwnTime own{impl->ownSeconds};
  if (impl->pastDeadline()) {
    impl->progress << llvm::formatv(
        "{0} time limit reached ({1:F1} s since this kernel's tuner "
        "started; {2:F1} s of GPU lock waits not counted): no trial\n",
        impl->options.label,
        std::chrono::duration<double>(std::chrono::steady_clock::now() -
                                      impl->created)
            .count(),
        impl->options.timeLimit->getExcusedSeconds());
    return 0;
  }
  impl->searchStarted = std::chrono::steady_clock::now();
  impl->searchBudget = budget;
  impl->searchTrials = 0;
  size_t n = impl->strategies.size();
  unsigned used = 0;
  // The budget split evenly between the strategies; what one leaves
  // unused (its proposers ran dry, or it reached the roofline) goes to the
  // next.
  for (size_t i = 0; i < n; ++i) {
    unsigned share = std::max<unsigned>(1, (budget - used) / (n - i));
    if (used >= budget || impl->pastDeadline())
      break;
    used += impl->searchStrategy(impl->strategies[i],
                                 std::min(share, budget - used));
  }
  return used;
}

TuneResult KernelTuner::finish() {
  auto finishStart = std::chrono::steady_clock::now();
  TuneResult &result = impl->result;
  // The result is validated again with fresh seeds before it counts.
  if (result.ok && (!impl->options.beatNaive || result.naiveMs <= 0 ||
                    result.bestMs < result.naiveMs))
    impl->confirmBest();
  // How soon the search got within 5% of its best.
  int64_t trialsTo95 = -1;
  for (size_t i = 0; i < impl->bestSoFar.size() && result.ok; ++i)
    if (impl->bestSoFar[i] > 0 && impl->bestSoFar[i] <= result.bestMs / 0.95) {
      trialsTo95 = i + 1;
      break;
    }
  llvm::json::Object counts;
  for (auto &[verdict, count] : impl->verdictCounts)
    counts[verdict] = count;
  result.report["kernel_hash"] = impl->hash;
  result.report["target"] = impl->options.validate.target;
  result.report["device"] = impl->deviceModel;
  result.report["precision"] =
      stringifyPrecision(impl->options.validate.policy);
  result.report["budget"] = static_cast<int64_t>(impl->options.budget);
  result.report["naive_ms"] = result.naiveMs;
  // The kernel's traffic and work, and the ceilings the validator reported
  // for the naive lowering (none on the host): the HTML report's roofline.
  if (std::optional<double> bytes = impl->naiveReport.getNumber("bytes"))
    result.report["bytes"] = *bytes;
  if (std::optional<double> flops = impl->naiveReport.getNumber("flops"))
    result.report["flops"] = *flops;
  if (const llvm::json::Object *ceilings =
          impl->naiveReport.getObject("ceilings"))
    result.report["ceilings"] = llvm::json::Object(*ceilings);
  result.report["heuristic_ms"] = result.heuristicMs;
  result.report["best_ms"] = result.bestMs;
  result.report["best_strategy"] = result.bestStrategy;
  result.report["best_knobs"] = result.bestKnobs;
  result.report["best_arithmetic"] =
      llvm::json::Array(generatedArithmetic(result.bestCandidate));
  if (result.ok) {
    result.report["speedup_vs_naive"] = result.naiveMs / result.bestMs;
    if (result.heuristicMs > 0)
      result.report["speedup_vs_heuristic"] =
          result.heuristicMs / result.bestMs;
  }
  result.report["trials_to_95_percent_of_best"] = trialsTo95;
  result.report["verdicts"] = std::move(counts);
  bool tried = !impl->trialsJson.empty();
  // Throughput: the candidates this run verified itself (OK, not answered
  // from the database) per minute of its wall time, the baseline included.
  // Screened candidates (OK under the screen only) are counted apart.
  int64_t verified = 0, screened = 0, measured = 0;
  for (const llvm::json::Value &trial : impl->trialsJson) {
    const llvm::json::Object *object = trial.getAsObject();
    if (!object || object->getBoolean("from_database").value_or(false))
      continue;
    ++measured;
    if (object->getString("verdict") != stringifyVerdict(Verdict::Ok))
      continue;
    if (object->getString("tier") == kScreenTier)
      ++screened;
    else
      ++verified;
  }
  // This kernel's own time: its calls so far and this one.
  double wall =
      impl->ownSeconds + std::chrono::duration<double>(
                             std::chrono::steady_clock::now() - finishStart)
                             .count();
  result.report["trials"] = std::move(impl->trialsJson);
  result.report["strategies_pruned"] = std::move(impl->pruned);
  result.report["verified_candidates"] = verified;
  result.report["candidates_per_minute"] =
      wall > 0 ? 60.0 * static_cast<double>(verified) / wall : 0.0;
  result.report["screened_candidates"] = screened;
  result.report["measured_candidates"] = measured;
  result.report["measured_per_minute"] =
      wall > 0 ? 60.0 * static_cast<double>(measured) / wall : 0.0;
  result.report["screen_trials"] =
      static_cast<int64_t>(impl->options.screenTrials);
  result.report["compile_threads"] =
      static_cast<int64_t>(impl->options.compileThreads);
  result.report["time_s"] =
      llvm::json::Object{{"compile", impl->compileSeconds},
                         {"waiting_for_compile", impl->waitSeconds},
                         {"measure", impl->measureSeconds},
                         {"baseline", impl->baselineSeconds},
                         {"wall", wall}};
  if (!result.ok && result.error.empty())
    result.error = tried ? "no candidate was verified"
                         : "no candidate was tried: the budget or the time "
                           "limit was spent before this kernel's turn";
  // A candidate must beat the naive lowering to replace the kernel.
  if (impl->options.beatNaive && result.ok && result.naiveMs > 0 &&
      result.bestMs >= result.naiveMs) {
    result.ok = false;
    result.naiveFastest = true;
    result.error = llvm::formatv(
        "the naive lowering ({0:F4} ms) is faster than the best verified "
        "candidate ({1:F4} ms, {2} {3})",
        result.naiveMs, result.bestMs, result.bestStrategy, result.bestKnobs);
    result.report["naive_fastest"] = true;
  }
  return std::move(result);
}

TuneResult mlir::kgen::tune(llvm::StringRef kernelText,
                            const TuneOptions &options,
                            llvm::raw_ostream &progress) {
  KernelTuner tuner(kernelText, options, progress);
  if (tuner.prepare())
    tuner.search(options.budget);
  return tuner.finish();
}
