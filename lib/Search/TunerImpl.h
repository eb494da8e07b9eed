//===- TunerImpl.h - the tuning loop's state --------------------*- C++ -*-===//
//
// Part of kgen. Internal to lib/Search: the state of one kernel's tuning
// (KernelTuner::Impl), shared by Tuner.cpp (the search: proposals,
// compilation, measurement, the final check) and TunerBaseline.cpp (the
// preparation: strategies, database, the naive lowering's baseline).
//
//===----------------------------------------------------------------------===//

#ifndef KGEN_LIB_SEARCH_TUNERIMPL_H
#define KGEN_LIB_SEARCH_TUNERIMPL_H

#include "kgen/Search/Search.h"

#include "kgen/TuningDB/TuningDB.h"
#include "mlir/IR/MLIRContext.h"
#include "llvm/Support/ThreadPool.h"

#include <chrono>
#include <future>
#include <map>
#include <set>

namespace mlir::kgen {

/// The cold median of a validation report's timing, or -1.
inline double coldMedian(const llvm::json::Object &report) {
  if (const llvm::json::Object *timing = report.getObject("timing"))
    if (const llvm::json::Object *cold = timing->getObject("cold"))
      return cold->getNumber("median_ms").value_or(-1);
  return -1;
}

/// What a compile task produces for one proposal.
struct Compiled {
  std::string script;    ///< the resolved or proposed script ("" if none)
  std::string candidate; ///< the candidate module ("" when applying failed)
  std::string why;       ///< resolution or transform diagnostics
  /// The verdict of a failure (no candidate): COMPILE_ERROR, or TIMEOUT
  /// for a compile worker that hung.
  Verdict failure = Verdict::CompileError;
  PreparedCandidate prepared;
  double seconds = 0; ///< resolve + apply + lower
};

/// A proposal on its way to measurement.
struct Pending {
  Proposal proposal;
  size_t proposer = 0;
  std::string proposerName, knobs;
  unsigned issued = 0; ///< its turn within the strategy (0-based, across
                       ///< search() calls)
  std::optional<CandidateRecord> known; ///< answered by the database
  std::shared_future<Compiled> compiled;
};

struct KernelTuner::Impl {
  std::string kernelText;
  TuneOptions options;
  llvm::raw_ostream &progress;
  MLIRContext context;
  TuneResult result;
  std::string hash;
  /// The model of the device the candidates are measured on: the key of
  /// this search's records besides the workload (currentDeviceModel).
  std::string deviceModel;
  std::unique_ptr<TuningDB> db;
  int64_t workload = -1;
  ValidateOptions candidateOptions;
  /// candidateOptions' screen: its first screenTrials trials.
  ValidateOptions screenOptions;
  /// Whether the validation seed was given (then the final check's fresh
  /// seed is derived from it, so that a run can be replayed).
  bool seedGiven = false;
  llvm::json::Object naiveReport;
  std::vector<Strategy> strategies;
  std::vector<SearchState> states;
  /// Turns each strategy issued in earlier search() calls (the progress
  /// numbers a strategy's trials across calls).
  std::vector<unsigned> issuedBefore;
  std::vector<std::set<std::string>> scriptsSeen;
  std::vector<std::unique_ptr<Proposer>> proposers;
  /// Per strategy and proposer: each strategy's search starts in the given
  /// order (agents, then the heuristic start: with shares over the whole
  /// search, a later strategy began with a random point, and under a time
  /// limit its start was never measured).
  std::vector<std::vector<double>> credit;
  std::vector<std::vector<unsigned>> turns;
  llvm::json::Array trialsJson;
  /// The strategies given up (isHopeless), for the report.
  llvm::json::Array pruned;
  std::map<std::string, int64_t> verdictCounts;
  std::vector<double> bestSoFar;
  unsigned trialNumber = 0;
  bool sawHeuristic = false;
  bool prepared = false;
  double compileSeconds = 0, waitSeconds = 0, measureSeconds = 0;
  /// The naive lowering's validation and timing (the baseline).
  double baselineSeconds = 0;
  std::chrono::steady_clock::time_point created =
      std::chrono::steady_clock::now();
  /// The seconds spent in this kernel's own prepare(), search() and
  /// finish() calls: its wall time (`time_s.wall`), which in a module of
  /// several kernels excludes the others' turns.
  double ownSeconds = 0;
  /// The current search() call: when it started, its budget and the trials
  /// it measured (each trial's progress line estimates the rest).
  std::chrono::steady_clock::time_point searchStarted;
  unsigned searchBudget = 0, searchTrials = 0;
  std::unique_ptr<llvm::StdThreadPool> pool;

  Impl(llvm::StringRef kernelText, const TuneOptions &options,
       llvm::raw_ostream &progress)
      : kernelText(kernelText.str()), options(options), progress(progress),
        context(options.validate.getRegistry(),
                MLIRContext::Threading::DISABLED) {
    context.loadAllAvailableDialects();
  }

  bool prepare();
  /// Takes the baseline from an earlier run's naive record (verified under
  /// the full protocol with as many trials, on this device model, under
  /// the policy alone: a calibrated run needs the naive lowering's errors
  /// on its own seed); false when there is none to reuse.
  bool reuseBaseline();
  /// Records `record` in the database (when there is one), measured on
  /// this device model by this kgen; a failure is a warning.
  void recordCandidate(CandidateRecord record);
  /// Validates and times the naive lowering, calibrates the candidates'
  /// bounds by its error where it needs it, and records it; false (the
  /// result failed) when the kernel itself does not validate.
  bool measureBaseline(llvm::StringRef target, llvm::StringRef precision);
  /// prepare()'s end when tuning cannot run: the reason, marked a failure.
  bool failPrepare(std::string why) {
    result.error = std::move(why);
    result.failed = true;
    return false;
  }
  unsigned searchStrategy(const Strategy &strategy, unsigned budget);
  /// Whether `strategy`'s search is given up now (isHopeless): says so on
  /// the progress stream and records it for the report.
  bool prune(const Strategy &strategy, const SearchState &state);
  bool pastDeadline() const {
    return options.timeLimit && options.timeLimit->passed();
  }
  /// The time limit does not count `validation`'s wait for the GPU lock.
  void excuseLockWait(const ValidateResult &validation) {
    if (options.timeLimit)
      options.timeLimit->excuseWait(
          validation.json.getNumber("gpu_lock_wait_ms").value_or(0) / 1000);
  }
  /// "12.3 s elapsed, about 40 s left": the kernel's time so far, and what
  /// the rest of this search() call's budget takes at the pace of its
  /// trials so far (within the time limit).
  std::string describeTimes() const;
  Compiled compile(const Strategy &strategy, const Proposal &proposal) const;
  /// Validates `candidate` under `given` into `record` (verdict, details,
  /// times, report, tier) and `report`, raced against the best time so far
  /// (TuneOptions::raceFactor); returns the seconds it took.
  double validateInto(llvm::StringRef candidate,
                      const PreparedCandidate *prepared,
                      const ValidateOptions &given, CandidateRecord &record,
                      llvm::json::Object &report);
  /// The final check: the best verified candidate validated again, untimed,
  /// with fresh seeds; one that fails is recorded so and the next fastest
  /// verified candidate of this search is checked in its place.
  void confirmBest();
  void measure(const Strategy &strategy, Pending &pending, SearchState &state,
               unsigned budget, bool &stop);
};

} // namespace mlir::kgen

#endif // KGEN_LIB_SEARCH_TUNERIMPL_H
