//===- Search.h - strategies, proposers and the tuning loop -----*- C++ -*-===//
//
// Part of kgen.
//
//===----------------------------------------------------------------------===//
//
// A strategy is a transform script whose choices are upstream
// `transform.tune.knob` ops (and `transform.tune.alternatives`). A point of
// its space selects one option per knob; resolving it gives a plain
// transform script. The tuner proposes points (heuristic, evolutionary,
// random, exhaustive), applies each resolved script to the kernel, has
// kgen-validate check and time the result, records everything in the
// tuning database and keeps the fastest verified candidate. docs/search.md
// describes it.
//
//===----------------------------------------------------------------------===//

#ifndef KGEN_SEARCH_SEARCH_H
#define KGEN_SEARCH_SEARCH_H

#include "Kgen/IR/KgenEnums.h"
#include "kgen/TuningDB/TuningDB.h"
#include "kgen/Validate/Validate.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/raw_ostream.h"
#include <chrono>
#include <memory>
#include <optional>
#include <random>
#include <set>
#include <string>
#include <vector>

namespace mlir {
class MLIRContext;
class ModuleOp;
namespace kgen {

/// One choice of a strategy: a knob (its options) or an alternatives op
/// (its regions).
struct Knob {
  std::string name;
  std::vector<std::string> options; ///< printed option values
  unsigned defaultIndex = 0;        ///< the strategy author's starting point
  bool isAlternatives = false;      ///< an alternatives op (options: regions)
  /// Names of the options (`labels = ["direct", "im2col"]` on the
  /// knob or alternatives op), empty when the strategy gives none.
  std::vector<std::string> labels;
  /// For a pinned knob (pinStrategy): the index in the script's options of
  /// each remaining option; empty when not pinned.
  std::vector<unsigned> scriptIndex;
  /// The alternatives regions the knob is declared in: (alternatives name,
  /// region number), outermost first. Pinning that alternatives to another
  /// region makes the knob irrelevant: it is fixed at its default.
  std::vector<std::pair<std::string, unsigned>> within;
};

/// `knob:value` pins (the `pin` option of --kgen-tune, --pin of kgen-tune).
using Pins = std::vector<std::pair<std::string, std::string>>;

/// A strategy template and its space.
struct Strategy {
  std::string name; ///< e.g. "gpu/matmul": directory and stem of the file
  std::string text;
  std::vector<Knob> knobs;
  /// The strategy module's `kgen.strategy_priority` (0 without one): the
  /// strategies that apply to a kernel are searched in decreasing priority,
  /// ties in name order (orderByPriority).
  int64_t priority = 0;
  /// Whether the strategy has a `@match` sequence: a cheap, read-only
  /// necessary condition (the ops it needs are there) checked before its
  /// start is applied, so that deciding that it does not apply does not run
  /// the whole script (kMatchEntryName).
  bool hasMatch = false;
  /// The strategy module's `kgen.strategy_needs`: what `@match` requires,
  /// in words (empty without one).
  std::string needs;
  /// Number of points (saturates at UINT64_MAX).
  uint64_t size() const;
};

/// Orders `strategies` by decreasing priority, keeping the given order
/// between equal ones: the first is the one a budget of 1 measures and the
/// one --start-only writes.
void orderByPriority(std::vector<Strategy> &strategies);

/// A point of a strategy's space: one option index per knob.
using Point = std::vector<unsigned>;

/// Parses the strategy at `path` and collects its knobs; `name` is what it
/// is recorded as. The error says what cannot be read, parsed or linked.
llvm::Expected<Strategy>
loadStrategy(MLIRContext &context, llvm::StringRef path, llvm::StringRef name);

/// The point whose knobs take `values` (knob name -> option, as its number or
/// printed form); knobs not named keep the strategy's values. An error for
/// an unknown knob or option.
llvm::Expected<Point> pointFromKnobValues(const Strategy &strategy,
                                          const llvm::json::Object &values);

/// Parses `knob:value` entries; an error for an entry without a knob or a
/// value, or a knob pinned twice.
llvm::Expected<Pins> parsePins(llvm::ArrayRef<std::string> entries);

/// Restricts every knob of `strategy` named in `pins` to the pinned option
/// (matched as the option, its number or its label), so that every point
/// of the strategy has that value. An error naming the knob and the value
/// when the knob has no such option. Sets `used[i]` for each pin the
/// strategy has a knob for.
llvm::Error pinStrategy(Strategy &strategy, const Pins &pins,
                        std::vector<bool> *used = nullptr);

/// Checks `pins` against every strategy of `strategies` before anything is
/// measured: an error for a pinned value that no strategy with that knob
/// offers (a strategy whose knob lacks the value is only left out of the
/// search); `unused` gets the pinned knobs no strategy has.
llvm::Error
checkPins(MLIRContext &context,
          const std::vector<std::pair<std::string, std::string>> &strategies,
          const Pins &pins, std::vector<std::string> &unused);

/// The knob values of `point` as a JSON object text (keys sorted).
std::string describePoint(const Strategy &strategy, const Point &point);

/// `point` with every knob declared in a region of an alternatives that the
/// point does not select set to its default: such a knob does not change
/// the resolved script, so the points that differ only there are one
/// candidate (the tuner measures and records it once).
Point canonicalPoint(const Strategy &strategy, const Point &point);

/// The plain transform script of `point` (every knob selected), or an
/// error when the strategy's text does not parse.
llvm::Expected<std::string> resolveStrategy(MLIRContext &context,
                                            const Strategy &strategy,
                                            const Point &point);

/// Applies a resolved script to the kernel; returns the candidate module
/// text, or an error with the transform diagnostics. A
/// kernel module without a `kgen.target` gets the one of `target` (a chip
/// kgen knows; not "host") while the script runs, so that the transform ops
/// see the limits of the chip they are tuned for; the text returned does
/// not keep it. Likewise a module without a `kgen.precision` gets
/// `policy` (when given: the policy the candidate is validated under), so
/// that the ops that check the policy (tensor cores) see that one.
/// `entry` names the sequence to run (a strategy's cheap `@match`, say).
llvm::Expected<std::string>
applyScript(MLIRContext &context, llvm::StringRef kernelText,
            llvm::StringRef scriptText, llvm::StringRef target = "",
            std::optional<Precision> policy = std::nullopt,
            llvm::StringRef entry = "__transform_main");

/// A candidate compiled in a worker process (compileInWorker).
struct CompileOutcome {
  std::string candidate; ///< the transformed module ("" when it failed)
  std::string why;       ///< the script's diagnostics, or what failed
  /// The failure's verdict when `candidate` is empty: COMPILE_ERROR (the
  /// script failed, or the worker crashed), TIMEOUT (the worker hung).
  Verdict verdict = Verdict::CompileError;
  PreparedCandidate prepared; ///< the candidate lowered for the target
};

/// Applies `script` to the kernel and lowers the result for
/// `options.target` (prepareCandidate) in a worker process
/// (getCompileWorkerPath, in its hidden mode `--kgen-compile-worker`),
/// killed after `timeoutSeconds`: a transform or lowering that crashes or
/// hangs is a COMPILE_ERROR or TIMEOUT outcome, never the caller's end.
/// The worker has kgen's tool registry: not for an injected one.
CompileOutcome compileInWorker(llvm::StringRef kernelText,
                               llvm::StringRef script,
                               const ValidateOptions &options,
                               double timeoutSeconds);

/// The compile worker executable: $KGEN_COMPILE_WORKER, else the
/// validator's worker (`options.workerPath`, else getDefaultWorkerPath());
/// "" when none is found.
std::string getCompileWorkerPath(const ValidateOptions &options);

/// The compile worker's side: reads the JSON request at `requestPath`,
/// applies and lowers, writes the JSON result at `resultPath`; the exit
/// code (0, or 2 when the request cannot be read or the result written).
int runCompileWorker(llvm::StringRef requestPath, llvm::StringRef resultPath);

/// The name of a strategy's optional read-only applicability check.
inline constexpr llvm::StringLiteral kMatchEntryName = "match";

/// Runs `strategy`'s `@match` (in `script`, the strategy resolved at some
/// point) on the kernel; success when it holds or the strategy has none.
/// The error's first line says what the strategy needs
/// (`kgen.strategy_needs`), the rest is the script's diagnostics.
llvm::Error matchStrategy(MLIRContext &context, const Strategy &strategy,
                          llvm::StringRef script, llvm::StringRef kernelText,
                          llvm::StringRef target,
                          std::optional<Precision> policy = std::nullopt);

/// The arithmetic the kernels of a candidate module were generated with
/// (the distinct `kgen.gemm_math` values of its launches, e.g. "3xtf32"),
/// so that reports name it; empty when none records one.
std::vector<std::string> generatedArithmetic(llvm::StringRef candidateText);

/// The point a search of `strategy` starts from on this kernel: its
/// defaults (the author's heuristic; for gpu/matmul the op's automatic
/// choice), or, when they do not apply, the first other region in order of
/// a top-level alternatives that does: that knob's default moves there and
/// `note` says so. std::nullopt, with the reason in `why`, when neither
/// applies, or when the strategy's `@match` fails on the kernel (then
/// nothing else runs). `target` and `policy` as in applyScript.
std::optional<Point> findStart(MLIRContext &context, Strategy &strategy,
                               llvm::StringRef kernelText,
                               llvm::StringRef target, std::string &why,
                               std::string &note,
                               std::optional<Precision> policy = std::nullopt);

/// A structural hash of the kernel (its generic form without locations,
/// the kernel function named `kernel`, public, without `kgen.kernel`),
/// stable across SSA names, function names, formatting and comments.
llvm::Expected<std::string> hashKernel(MLIRContext &context,
                                       llvm::StringRef kernelText);

/// The strategies to search for `target`: `files` (recorded by their stem)
/// and every .mlir file of the target's subdirectory (host/ or gpu/) of
/// each of `dirs` (recorded as host/NAME, gpu/NAME); without either, the
/// default directory (getDefaultStrategiesDir). Pairs of (path, name), or
/// an error naming the missing file or directory or the unlistable one.
llvm::Expected<std::vector<std::pair<std::string, std::string>>>
findStrategies(llvm::StringRef target, const std::vector<std::string> &files,
               std::vector<std::string> dirs);

/// The strategies directory when none is given: $KGEN_STRATEGIES_DIR, else
/// share/kgen/strategies (CMAKE_INSTALL_DATADIR of kgen's build) of the
/// install prefix of `binary` (getInstallPrefix; the build tree links it to
/// the source tree's strategies/). Nothing is searched: an error naming the
/// directory it looked at when that is not one.
llvm::Expected<std::string>
getDefaultStrategiesDir(llvm::StringRef binary = getKgenBinary());

/// Writes `text` to `path`; an error naming the path on failure.
llvm::Error writeTextFile(llvm::StringRef path, llvm::StringRef text);

//===----------------------------------------------------------------------===//
// Device models (docs/search.md, "The tuning database")
//===----------------------------------------------------------------------===//

/// The model of the device a search for `target` measures on, as the
/// tuning database records it: for host, the CPU's (/proc/cpuinfo's "model
/// name", else LLVM's name for the host CPU, else "host"); for a GPU chip,
/// the name the driver reports for device 0, the one the validator's
/// workers time on ("NVIDIA H200"); "" (unknown) without a driver.
std::string currentDeviceModel(llvm::StringRef target);

/// A device model in messages: quoted, "an unknown device" for "".
std::string describeDeviceModel(llvm::StringRef model);

/// The record that applying and exporting take for a workload.
struct TunedChoice {
  std::optional<CandidateRecord> record;
  /// Not empty when the record was not measured on the current device
  /// model: which device measured it, and why it was taken.
  std::string note;
};

/// Picks the record applying and exporting use for `workload` (-1: none):
/// with `requested` (a device model, e.g. an option device=MODEL), the
/// fastest verified record measured on it, else none; otherwise the fastest
/// verified record of `current` (currentDeviceModel of the workload's
/// target), and where that has none (or the device here is unknown), the
/// fastest of every device model's, with a note naming its device.
TunedChoice chooseTuned(TuningDB &db, int64_t workload,
                        llvm::StringRef requested, llvm::StringRef current);

//===----------------------------------------------------------------------===//
// Proposers
//===----------------------------------------------------------------------===//

/// What proposers see: every trial so far, with its verdict and time.
struct Trial {
  Point point; ///< empty for a proposal that was a whole script
  std::string proposer;
  std::string knobs;   ///< describePoint, or {"script": hash}
  std::string script;  ///< the resolved or proposed script
  std::string details; ///< diagnostics or the validator's details
  Verdict verdict = Verdict::Ok;
  double medianMs = -1; ///< cold median, -1 when not OK
  double rooflineFraction = 0;
  bool fromDatabase = false;
  /// OK under the screen only (TuneOptions::screenTrials): explored, not
  /// verified.
  bool screenedOnly = false;
};

/// A proposal: a point of the current strategy, or a whole transform script
/// (external agents may write their own), with an optional rationale.
struct Proposal {
  Point point;
  std::string script;
  std::string rationale;
};

struct SearchState {
  const Strategy *strategy = nullptr;
  std::vector<Trial> trials;
  std::set<Point> seen;
  std::mt19937_64 rng;
  /// The timed trials (OK, and SLOWER: timed first, unchecked), fastest
  /// first.
  std::vector<const Trial *> ranked() const;
};

/// Proposes the next point to measure; std::nullopt when it has nothing new
/// to offer. Proposers see the shared state, so any of them may build on
/// what the others found (the interface an external agent will implement).
class Proposer {
public:
  virtual ~Proposer() = default;
  virtual llvm::StringRef getName() const = 0;
  virtual std::optional<Proposal> propose(SearchState &state) = 0;
  /// Whether it must see every earlier trial's outcome before proposing:
  /// the tuner then lets the candidates compiled ahead be measured first
  /// (external agents, whose feedback covers every trial).
  virtual bool wantsCompleteFeedback() const { return false; }
};

/// The strategy's defaults, then single-knob steps around the best point.
std::unique_ptr<Proposer> createHeuristicProposer();
/// Mutates one or two knobs of a good point, or crosses two good points.
std::unique_ptr<Proposer> createEvolutionaryProposer();
/// Uniformly random unseen points.
std::unique_ptr<Proposer> createRandomProposer();
/// Every point, in order.
std::unique_ptr<Proposer> createExhaustiveProposer();
/// By name: heuristic, evolutionary, random, exhaustive; null if unknown.
std::unique_ptr<Proposer> createProposer(llvm::StringRef name);

/// An external program speaking kgen's agent protocol (docs/agents.md) on
/// its stdin/stdout, started with `/bin/sh -c command`. `workload` is the
/// description sent in the hello message. Agent trouble (garbage, oversized
/// or late messages, exit) is reported on `log`, never fatal.
std::unique_ptr<Proposer> createAgentProposer(llvm::StringRef command,
                                              llvm::json::Object workload,
                                              double replySeconds,
                                              llvm::raw_ostream &log);

//===----------------------------------------------------------------------===//
// The tuning loop
//===----------------------------------------------------------------------===//

/// A tuning run's time limit, shared by the kernels of a module. Time a
/// validation spends waiting for the GPU lock (docs/validate.md: another
/// process timing on the same GPU) does not count, as it does not count
/// against the validator's timeout, up to half the limit: however busy the
/// GPU, the run stops within 1.5x the limit of wall time (plus the
/// candidate being measured).
class TimeLimit {
public:
  explicit TimeLimit(double seconds);
  /// Moves the end later by `seconds` of waiting (within the cap).
  void excuseWait(double seconds);
  bool passed() const;
  /// Seconds until the end (0 once passed).
  double getSecondsLeft() const;
  /// Seconds of waiting excused so far.
  double getExcusedSeconds() const { return excused; }

private:
  std::chrono::steady_clock::time_point end;
  double seconds, excused = 0;
};

struct TuneOptions {
  ValidateOptions validate;
  /// Strategy files with the names to record them as.
  std::vector<std::pair<std::string, std::string>> strategies;
  std::vector<std::string> proposers = {"heuristic", "evolutionary", "random"};
  /// External agents (`exec:COMMAND`), asked in turn with the proposers.
  std::vector<std::string> agents;
  /// Knobs pinned to one value in every strategy that has them.
  Pins pins;
  /// Seconds an agent has to answer a request.
  double agentTimeout = 30;
  unsigned budget = 20;
  std::string databasePath;
  uint64_t seed = 1;
  /// Stop once the best candidate reaches this fraction of the roofline.
  double stopFraction = 0.95;
  /// A strategy is given up once kPruneAfter of its candidates ran OK and
  /// the fastest of them takes longer than this factor x the best verified
  /// candidate's time (isHopeless): its budget goes to the next strategy.
  /// 0: off; otherwise at least 1.
  double pruneFactor = 3;
  /// Racing: each candidate is timed first, and one whose median is above
  /// this factor x the best time so far (before there is a best, the naive
  /// lowering's when the result must beat it) is SLOWER, not checked
  /// (ValidateOptions::timingCutoffMs). 0: off (every candidate checked);
  /// otherwise at least 1.
  double raceFactor = 1.25;
  /// A candidate must be faster than the naive lowering to be the result.
  bool beatNaive = true;
  /// Calibration by the naive lowering's error (docs/search.md): when the
  /// kernel's naive lowering fails the policy's bounds alone, candidates
  /// are held to max(the policy's bounds, this factor x the naive
  /// lowering's error on the same output and trial). 0: off (the kernel
  /// is kept as it is); otherwise at least 1.
  double naiveErrorFactor = 16;
  /// No baseline is measured and no candidate proposed or measured once
  /// it has passed (null: no limit): the search ends with the best found
  /// so far. The candidate being measured finishes (under the validator's
  /// timeout). Shared: copies of the options (one per kernel) share it.
  std::shared_ptr<TimeLimit> timeLimit;
  /// Sets `timeLimit` to `seconds` from now (0: no limit; negative: an
  /// error naming time-limit, as verify()'s).
  llvm::Error setTimeLimit(double seconds);
  /// Threads resolving, applying and lowering the next candidates while
  /// one is measured (also how many candidates are compiled ahead); 0
  /// compiles each candidate right before measuring it.
  unsigned compileThreads = 2;
  /// Each candidate's script applied and lowered in a worker process of
  /// its own (compileInWorker), so that a crash or hang is the candidate's
  /// verdict; false, or an injected `validate.registry` (the worker has
  /// only kgen's dialects), compiles in this process.
  bool isolateCompiles = true;
  /// Validation tiers (docs/search.md, "Screening"): a candidate is first
  /// screened with the protocol's first `screenTrials` trials (timed as
  /// usual); one that passes and is faster than the best verified
  /// candidate passes the full protocol (`validate.trials`) before it
  /// counts. 0: every candidate gets the full protocol. Less than
  /// `validate.trials`.
  unsigned screenTrials = 2;
  /// Prefix of the progress lines.
  std::string label = "[kgen-tune]";

  /// Checks each value (the validation's too: ValidateOptions::verify),
  /// the agents' syntax and the proposers' names; the messages are
  /// ValidateOptions::verify()'s kind ("budget must be positive").
  llvm::Error verify() const;
};

struct TuneResult {
  bool ok = false; ///< a verified candidate beat the naive lowering
  /// The naive lowering failed the policy's bounds alone and candidates
  /// were held to naiveErrorFactor x its error.
  bool naiveCalibrated = false;
  /// Candidates were verified but none beat the naive lowering (ok is
  /// false, error says so): the kernel is best left as it is.
  bool naiveFastest = false;
  std::string error; ///< why nothing could be tuned
  /// Tuning could not run on this kernel (it does not parse or validate,
  /// the database, a strategy or a proposer is unusable), as opposed to a
  /// search that found nothing to replace it with (no strategy applies, no
  /// candidate was verified or beat the naive lowering, no trial was left).
  bool failed = false;
  std::string bestStrategy, bestKnobs, bestScript, bestCandidate;
  double bestMs = -1, naiveMs = -1, heuristicMs = -1;
  llvm::json::Object report;
};

/// One kernel's search in two steps, so that a supervisor can share a
/// budget between kernels: prepare() measures the naive lowering and finds
/// the applicable strategies, search() spends trials, finish() writes the
/// report.
class KernelTuner {
public:
  KernelTuner(llvm::StringRef kernelText, const TuneOptions &options,
              llvm::raw_ostream &progress);
  ~KernelTuner();
  /// False (with the reason in the result's error) when the kernel cannot
  /// be tuned: it does not parse or validate, the database cannot be
  /// opened, no strategy applies.
  bool prepare();
  /// Runs up to `budget` trials (split evenly between the strategies);
  /// returns how many it ran (fewer when the proposers run dry or the
  /// roofline is reached).
  unsigned search(unsigned budget);
  /// The result, with the report.
  TuneResult finish();
  /// The naive lowering's cold median (-1 before prepare()).
  double getNaiveMs() const;
  /// The best verified time so far (-1 when none).
  double getBestMs() const;

private:
  struct Impl;
  std::unique_ptr<Impl> impl;
};

/// The supervisor across a module's kernels: shares `budget` trials between
/// kernels of the given weights (a kernel's naive latency times its call
/// sites). Kernels are searched one after the other, the largest weight
/// first (ties in the given order); each gets its share by weight of what
/// is left, at least one trial, and one trial is kept for each kernel still
/// to come when there are enough; what a search leaves unused goes to the
/// next. `search(index, allotted, left)` searches kernel `index` (into
/// `weights`) with at most `allotted` trials of the `left` still unspent and
/// returns how many it used. Kernels reached after the budget is spent are
/// not searched. Returns the trials used.
unsigned superviseBudget(
    llvm::ArrayRef<double> weights, unsigned budget,
    llvm::function_ref<unsigned(size_t index, unsigned allotted, unsigned left)>
        search);

/// The FLOP rate the roofline stop (TuneOptions::stopFraction) divides
/// by: the validator's ceiling (`reportedGflops`: the fastest path the
/// policy allows, plain fp32 under strict) or, under strict on a chip with
/// TF32 tensor cores, 3xTF32's rate (a third of TF32's) where higher:
/// strict allows that emulation unless the kernel says `emulation = none`,
/// and a 3xTF32 candidate runs past the fp32 peak (87 TFLOP/s against the
/// H100's 67), which stopped its strategy at its first candidate.
double stopCeilingGflops(llvm::StringRef target, Precision policy,
                         double reportedGflops);

/// OK candidates a strategy runs before TuneOptions::pruneFactor may give
/// it up.
constexpr unsigned kPruneAfter = 2;

/// Whether the search of the strategy of `state` is given up: pruning is on
/// (`factor` > 0), a verified best exists (`bestMs` > 0), at least
/// kPruneAfter of the strategy's trials are OK (screened or verified), and
/// the fastest of them takes longer than `factor` x `bestMs` (so never the
/// strategy of the best).
bool isHopeless(const SearchState &state, double bestMs, double factor);

/// Tunes the kernel in `kernelText`; progress lines go to `progress`.
TuneResult tune(llvm::StringRef kernelText, const TuneOptions &options,
                llvm::raw_ostream &progress);

/// An SVG of a search (docs/search.md, "Reports"): the latency on a log
/// axis with ticks and labels against the trial number; the best latency so
/// far (`best_so_far_ms` of each entry of `trials`) as a step line; each
/// timed trial (`median_ms`) a marker coloured by its `verdict` and shaped by
/// its `strategy` (trials without a time in a strip below the axis); the
/// naive latency as a dashed line; `title` above (escaped); a legend.
/// Entries with only `best_so_far_ms` (a module's curve) draw the line alone.
std::string plotBestLatency(const llvm::json::Array &trials, double naiveMs,
                            llvm::StringRef title = "");

/// A self-contained HTML page (inline CSS and SVG, no script, nothing
/// fetched) of a search report: `report` as kgen-tune --report writes it
/// (one kernel: its "trials") or as --kgen-tune's report= does (a module:
/// its "kernels", each with its "search"; one section per kernel). Each
/// section has the plot (plotBestLatency), the verdict counts, the naive
/// and best times and the speedup, the roofline fraction where the report
/// has the ceilings (else a line saying there are none), and the table of
/// candidates with one column per knob. `title` names the page.
std::string renderHtmlReport(const llvm::json::Object &report,
                             llvm::StringRef title);

/// The module's estimated latency after each trial of a --kgen-tune report's
/// `kernels` (kernels one after the other): the sum over kernels of the
/// best so far (the naive latency before it has one) times its calls, as
/// entries with `best_so_far_ms` for plotBestLatency.
llvm::json::Array moduleLatencyCurve(const llvm::json::Array &kernels);

/// `text` escaped for HTML and XML text and attribute values (&, <, >, ",
/// ').
std::string escapeHtml(llvm::StringRef text);

/// The target to tune for: `option` (host or a chip), else the chip of
/// `module`'s kgen.target, else host; an error naming it when unknown. The
/// pass and the tool resolve it alike.
llvm::Expected<std::string> resolveTuneTarget(ModuleOp module,
                                              llvm::StringRef option);

/// Whether `path` can be written ("-" and "": yes), checked before a search
/// so that a mistyped directory does not cost a tuning run; the error names
/// `option` as the caller spells it (e.g. "--report", "report").
llvm::Error checkOutputPath(llvm::StringRef option, llvm::StringRef path);

} // namespace kgen
} // namespace mlir

#endif // KGEN_SEARCH_SEARCH_H
