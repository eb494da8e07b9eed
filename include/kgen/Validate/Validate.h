//===- Validate.h - run a candidate, prove it correct, time it --*- C++ -*-===//
//
// Part of kgen.
//
//===----------------------------------------------------------------------===//
//
// The validator executes a candidate lowering of a kernel on the target
// (the host CPU, or a GPU through kgen's runtime) in a worker process,
// compares it against the untransformed kernel computed in float64 on
// adversarial inputs, and times it. docs/validate.md describes the protocol
// and the JSON it reports.
//
//===----------------------------------------------------------------------===//

#ifndef KGEN_VALIDATE_VALIDATE_H
#define KGEN_VALIDATE_VALIDATE_H

#include "Kgen/IR/KgenEnums.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/JSON.h"
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

// Verdict, ReferenceKind, Distribution and their string conversions
// (ValidateEnums.td).
#include "kgen/Validate/ValidateEnums.h.inc"

namespace mlir {
class DialectRegistry;
class MLIRContext;
class Operation;
class ScopedDiagnosticHandler;
namespace kgen {

/// While alive, collects the diagnostics of `context` as text (location,
/// message, notes) instead of printing them.
struct DiagnosticCollector {
  explicit DiagnosticCollector(MLIRContext &context);
  ~DiagnosticCollector();
  std::string text;

private:
  std::unique_ptr<ScopedDiagnosticHandler> handler;
};

/// Adds every dialect, extension and LLVM IR translation kgen's tools use
/// (all of upstream MLIR's and kgen's) to `registry`: what an embedding
/// compiler starts from before it adds its own dialects and hands the
/// registry to ValidateOptions::registry.
void registerToolDialects(DialectRegistry &registry);

/// Registers the passes and pipelines the validator and the tuner build
/// (those the host has not registered already) and initializes native code
/// generation; once per process, whatever the registry.
void initializeToolSupport();

/// The default registry: registerToolDialects, built once
/// (initializeToolSupport done too).
DialectRegistry &getToolRegistry();

//===----------------------------------------------------------------------===//
// Install layout
//===----------------------------------------------------------------------===//

/// The file of the binary that holds kgen's libraries in this process (a
/// tool, KgenPlugin.so, or a compiler that links them), from the dynamic
/// linker (dladdr); "" when it cannot say.
std::string getKgenBinary();

/// The install prefix of `binary`: its directory less the install
/// directory it is in, bin/ for an executable or lib/ for a library
/// (CMAKE_INSTALL_BINDIR and CMAKE_INSTALL_LIBDIR of kgen's build, compiled
/// in; the build tree lays out bin/ and lib/ alike). An error naming
/// `binary` when it is in neither.
llvm::Expected<std::string> getInstallPrefix(llvm::StringRef binary);

/// The worker executable when ValidateOptions::workerPath is empty:
/// $KGEN_VALIDATE_WORKER, else kgen-validate in bin/ of the install prefix
/// of `binary`. Nothing is searched: an error naming the path it looked at
/// (and what to set instead) when that is not an executable file.
llvm::Expected<std::string>
getDefaultWorkerPath(llvm::StringRef binary = getKgenBinary());

/// Starts `argv` (argv[0] the executable) with posix_spawn, as kgen starts
/// its workers: in a process group of its own (killing the group kills
/// whatever it started, ptxas), the fault signals at their default
/// dispositions and none blocked (a fault kills it plainly, for the parent
/// to turn into a verdict), each (from, to) of `dups` dup2'ed. Returns the
/// pid, or the spawn's error number (errno) as a negative value.
int64_t spawnWorkerProcess(llvm::ArrayRef<std::string> argv,
                           llvm::ArrayRef<std::pair<int, int>> dups);

//===----------------------------------------------------------------------===//
// Inputs
//===----------------------------------------------------------------------===//

/// The distribution of trial `trial` (trials cycle through all five).
Distribution distributionOfTrial(unsigned trial);

/// The seed of trial `trial`, derived from the run's secret seed.
uint64_t trialSeed(uint64_t secretSeed, unsigned trial, unsigned operand);

/// Fills `values` from `distribution` with the generator seeded by `seed`.
/// The generator is counter-based: element i's value depends only on
/// (`seed`, i), so the work runs on every core and the values do not
/// depend on the number of threads.
void fillInputs(Distribution distribution, uint64_t seed,
                llvm::MutableArrayRef<float> values);
/// The same for the elements [firstIndex, firstIndex + values.size()) of
/// the stream: equal to the matching slice of a fill from index 0.
void fillInputs(Distribution distribution, uint64_t seed,
                llvm::MutableArrayRef<float> values, uint64_t firstIndex);

/// Fills `values` with indices uniform in [0, `bound`) from the same
/// counter-based generator: element i's value depends only on (`seed`,
/// `firstIndex` + i). For integer operands the kernel uses as indices
/// (getIndexBounds). `bound` must be positive.
void fillIndices(uint64_t seed, int64_t bound,
                 llvm::MutableArrayRef<int64_t> values,
                 uint64_t firstIndex = 0);

/// For each argument of the function `kernel` (a func.func): the bound of
/// the values it may hold when the kernel uses them as indices, or nullopt.
/// An integer tensor argument is followed forward through value-preserving
/// ops (linalg operands to their block arguments and yields to results,
/// tensor.extract of its elements, reshapes and slices, integer and index
/// casts, arith.select's value operands) to index operands of
/// tensor.extract / tensor.insert / memref.load / memref.store and dynamic
/// offsets of tensor.extract_slice / tensor.insert_slice; the bound is the
/// smallest static size among the indexed dimensions (for a slice offset:
/// the dimension less the slice's extent), capped by the element type's
/// largest value + 1. docs/validate.md ("Index operands").
std::vector<std::optional<int64_t>> getIndexBounds(mlir::Operation *kernel);

//===----------------------------------------------------------------------===//
// Comparison
//===----------------------------------------------------------------------===//

/// Tolerances of a comparison, from the precision policy.
struct Tolerances {
  double rtol; ///< elementwise: |got - ref| <= atol + rtol * |ref|
  /// atol = atolRel * max |ref| over the element's scale row (a block of
  /// trailing dimensions, getScaleRowLength; the whole output when the
  /// comparison is given no row length)
  double atolRel;
  double normwise; ///< ||got - ref|| / ||ref|| <= normwise
};
Tolerances getTolerances(Precision policy);

/// The error of one output in one trial: the largest |got - ref| over its
/// finite elements and the normwise relative error ||got - ref|| / ||ref||.
/// What calibration by the naive lowering's error records (integer
/// outputs: 0, they must match exactly).
struct OutputError {
  double maxAbs = 0;
  double normwise = 0;
};

/// The bounds of a calibrated comparison: each bound is the larger of the
/// policy's and `factor` x the naive lowering's error on the same output
/// in the same trial (docs/validate.md, "Calibration by the naive
/// lowering's error").
struct Calibration {
  OutputError naive;
  double factor = 0;
};

/// What comparing one output against its float64 reference found.
struct Comparison {
  bool ok = true;
  std::string reason;      ///< why not ok
  int64_t worstIndex = -1; ///< flat index of the worst element
  double worstGot = 0, worstRef = 0, worstError = 0;
  double worstBound = 0; ///< the elementwise bound at the worst element
  double normwiseError = 0;
  double maxAbsError = 0; ///< over the finite elements
  int64_t mismatches = 0; ///< elements outside the elementwise bound
  int64_t nanInfMismatches = 0;
  /// Elements outside the policy's own elementwise bound (equal to
  /// `mismatches` without calibration).
  int64_t policyMismatches = 0;
  /// Whether it passed only through the calibrated bounds (the rule
  /// "naive-calibrated"; otherwise "policy").
  bool calibrated = false;
  /// Integer elements that differ from the float64 reference and equal the
  /// kernel's float32 evaluation (accepted; docs/validate.md, "Integer
  /// outputs computed from floats"), over a trial's outputs.
  int64_t float32Matches = 0;
};

/// The elements that share one elementwise scale in an output of `shape`
/// (docs/validate.md, "Comparison"): the product of its trailing
/// dimensions, from the last one larger than 1, taken until it reaches
/// kMinScaleRow elements (the whole output when it has fewer). Element i's
/// scale row is the flat range [i / L * L, i / L * L + L).
constexpr int64_t kMinScaleRow = 32;
int64_t getScaleRowLength(llvm::ArrayRef<int64_t> shape);
/// The scale row length of an output of `shape` in trial `trial`: the
/// whole output in the "special" trial (its inputs mix magnitudes from
/// 1e-30 to 1e6 on purpose: an element's terms can be a million times its
/// row's results, so no neighbourhood of results bounds their rounding),
/// else getScaleRowLength.
int64_t getScaleRowLength(llvm::ArrayRef<int64_t> shape, unsigned trial);

/// Compares `got` with `ref`: NaN and Inf positions (the reference rounded
/// to float: beyond FLT_MAX it is Inf) must match exactly; finite elements
/// must pass the elementwise bound (atol from the largest finite |ref| of
/// the element's scale row of `rowLength` elements: 0 or a length that does
/// not divide the output means the whole output) and the normwise bound,
/// widened by `calibration` when given.
Comparison compareOutput(llvm::ArrayRef<float> got, llvm::ArrayRef<double> ref,
                         const Tolerances &tolerances,
                         const Calibration *calibration = nullptr,
                         int64_t rowLength = 0);

//===----------------------------------------------------------------------===//
// Timing
//===----------------------------------------------------------------------===//

/// Summary statistics of timing samples, in milliseconds.
struct TimingStats {
  double medianMs = 0, minMs = 0, iqrMs = 0;
  unsigned samples = 0;
};
TimingStats summarize(std::vector<double> samplesMs);

/// Whether the relative spread of the samples (IQR / median) has settled
/// below `tolerance`.
bool spreadSettled(const std::vector<double> &samplesMs, double tolerance);

//===----------------------------------------------------------------------===//
// Validation
//===----------------------------------------------------------------------===//

/// Where the per-element checks of each trial run (inputs generated,
/// outputs compared with the reference, the determinism and
/// inputs-unchanged checks; docs/validate.md, "Device checks"): the same
/// three choices as the reference's, spelled the same. Auto: the device for
/// a device reference on large operands, else the host; Host: every
/// trial's outputs and reference are copied there; Device: the GPU, only
/// each comparison's sums come back.
using ChecksPlace = ReferenceKind;
/// With ChecksPlace::Auto, the device checks run when the kernel's
/// operands (inputs and outputs once) reach this size.
constexpr double kDeviceChecksMinBytes = 256.0 * (1 << 20);

/// The default budget of the in-memory reference cache.
constexpr uint64_t kDefaultReferenceCacheMiB = 16384;

struct ValidateOptions {
  /// "host" or a known GPU chip (sm_90, ...).
  std::string target = "host";
  /// Where the float64 reference runs (docs/validate.md).
  ReferenceKind reference = ReferenceKind::Auto;
  /// Where the per-element checks run.
  ChecksPlace checks = ChecksPlace::Auto;
  /// Budget of the reference cache in MiB, which keeps each (kernel, seed,
  /// trial) reference once computed, least recently used first out (at
  /// most kMaxReferenceCacheMiB).
  uint64_t referenceCacheMiB = kDefaultReferenceCacheMiB;
  uint64_t referenceCacheBytes() const { return referenceCacheMiB << 20; }
  /// When not empty, the device reference's lowering writes its artifacts
  /// (.ptx, .cubin, .sass, kernels.json) here.
  std::string referenceArtifactsDir;
  Precision policy = Precision::strict;
  unsigned trials = 5;
  /// A screen (the tuner's first tier, docs/search.md): the first `trials`
  /// trials of the protocol (at least 1, not 5), for a candidate that is
  /// only explored. Its failures are failures of the full protocol on the
  /// same seed; its OK is not a verification (the report says
  /// `"tier": "screen"`), and the constant-output check, which compares
  /// trials, has fewer to compare.
  bool screen = false;
  /// Secret seed of the run; 0 draws one from the system.
  uint64_t seed = 0;
  double timeoutSeconds = 60;
  /// A speedup over the naive lowering above this re-validates with fresh
  /// seeds before it counts.
  double speedupThreshold = 10;
  bool time = true;
  /// Besides the cold samples (the L2 flushed before each), warm ones (back
  /// to back); the tuner ranks by the cold median and asks for none.
  bool warmTiming = true;
  /// Racing (0: off): the candidate is timed first, and once 3 cold
  /// samples have a median above this many ms the series stops and the
  /// verdict is SLOWER, nothing checked (the report's timing says
  /// `"cut_above_ms"`); under it, the checks follow as usual. The tuner
  /// passes TuneOptions::raceFactor x its best time so far.
  double timingCutoffMs = 0;
  /// Cold median of the kernel's naive lowering, when already measured
  /// (the tuner measures it once); otherwise the validator measures it.
  double knownNaiveMs = -1;
  /// Compare every trial even after one fails its bounds, and time the
  /// candidate anyway: a WRONG_ANSWER from the bounds alone then reports
  /// every trial's errors (ValidateResult::errors) and its timing. The
  /// tuner asks this of the naive lowering.
  bool compareEveryTrial = false;
  /// Calibration by the naive lowering's error: per trial, per output,
  /// the naive lowering's errors on the same seed (ValidateResult::errors
  /// of its validation); the candidate's bounds become the larger of the
  /// policy's and `naiveErrorFactor` x these. Empty or a factor of 0: the
  /// policy alone. A re-validation with fresh seeds uses trial t's errors
  /// for its trial t (the same distribution).
  std::vector<std::vector<OutputError>> naiveErrors;
  double naiveErrorFactor = 0;
  /// The worker executable (kgen-validate, which runs each candidate in a
  /// process of its own). Empty: getDefaultWorkerPath() ($KGEN_VALIDATE_WORKER,
  /// else bin/kgen-validate of the install prefix of the binary holding the
  /// validator). A compiler that embeds kgen's libraries and installs the
  /// worker elsewhere names it here.
  std::string workerPath;
  /// The dialects (and extensions, LLVM IR translations) of every context
  /// the validator and the tuner create in this process: parsing the kernel
  /// and the candidates, strategies and transform scripts, the lowerings,
  /// the float64 reference. Not owned: it must outlive the validation or
  /// the tuning run. Null: getToolRegistry(). An embedding compiler whose
  /// kernels use dialects of its own passes a registry with them (start from
  /// registerToolDialects). The worker process (kgen-validate) has only the
  /// default registry: with an injected one, the candidate and the naive
  /// lowering are lowered here, before the worker starts, so that the worker
  /// gets LLVM-dialect modules and the kernel's signature, never the
  /// kernel's own IR (docs/validate.md, "Isolation and verdicts").
  const DialectRegistry *registry = nullptr;
  /// `registry`, else getToolRegistry(); initializeToolSupport() done.
  const DialectRegistry &getRegistry() const;

  /// Checks each value and their combinations (not whether a GPU driver
  /// loads: resolveReference). Every tool and pass that fills these options
  /// calls it; each message starts with the option's name as the tools
  /// spell it, without dashes ("trials must be at least 5 ..."), for the
  /// caller to prefix ("kgen-validate: --").
  llvm::Error verify() const;
};

/// The largest reference cache, in MiB (its bytes still fit 64 bits).
constexpr uint64_t kMaxReferenceCacheMiB = uint64_t(1) << 40;

/// Checks a naive-error-factor (0, or at least 1).
llvm::Error verifyNaiveErrorFactor(double factor);

/// A secret seed drawn from the system (odd, so never 0: "draw one").
uint64_t drawSecretSeed();

/// The values of the enum-valued options, for cl::opt and pass options
/// alike: strict, tf32, bf16; host, device, auto.
llvm::cl::ValuesClass getPrecisionOptionValues();
llvm::cl::ValuesClass getReferenceOptionValues();

struct ValidateResult {
  Verdict verdict = Verdict::Ok;
  std::string details;
  llvm::json::Object json;
  /// Per trial compared, per output: the errors (empty for trials the
  /// validation did not compare).
  std::vector<std::vector<OutputError>> errors;
  /// A WRONG_ANSWER from the elementwise or normwise bounds alone: every
  /// trial was compared, NaN/Inf positions and integer outputs match (not
  /// nondeterminism, a modified input, a crash). Only then can a
  /// calibration use `errors`.
  bool toleranceOnly = false;
};

/// A candidate lowered ahead of its validation (by a tuner's compile pool
/// while another candidate is measured): the lowering pipeline of the
/// target ran, the worker only JIT-compiles and runs it.
struct PreparedCandidate {
  bool ok = false;
  /// COMPILE_ERROR or VERIFY_ERROR when lowering failed, with `details`.
  Verdict verdict = Verdict::CompileError;
  std::string details;
  std::string lowered;    ///< the LLVM-dialect module
  std::string kernelName; ///< its kernel function
  double seconds = 0;     ///< time spent lowering
};

/// Resolves `options.reference` for `options.target`: Auto becomes Device
/// when the target is a GPU and a GPU driver loads, else Host. An error
/// when Device is asked for a host target or without a driver.
llvm::Expected<ReferenceKind> resolveReference(const ValidateOptions &options);

/// The float64 reference of `kernelText` lowered for the device reference
/// (kgen-decompose-aggregates, kgen-promote-to-f64, kgen-lower-to-nvvm on
/// `options.target`, writing `options.referenceArtifactsDir` when set).
/// Needs no GPU. Thread-safe.
PreparedCandidate prepareDeviceReference(llvm::StringRef kernelText,
                                         const ValidateOptions &options);

/// The device checks' kernels for the kernel of `kernelText` (an MLIR
/// module of gpu.launch functions on memrefs, docs/validate.md "Device
/// checks"); an error when the kernel cannot be read (parsed with
/// `options.getRegistry()`).
llvm::Expected<std::string>
getDeviceCheckModule(llvm::StringRef kernelText,
                     const ValidateOptions &options);
/// Lowers `candidateText` for `options.target`. Thread-safe: each call has
/// its own MLIRContext.
PreparedCandidate prepareCandidate(llvm::StringRef candidateText,
                                   const ValidateOptions &options);

/// Validates `candidateText` (MLIR: the kernel, already transformed or not)
/// against `kernelText` (the untransformed kernel). Both hold one public
/// function with the same name and signature, on statically shaped f32
/// tensors. With `prepared` (prepareCandidate of `candidateText`), its
/// lowering is used instead of lowering again. Never throws or aborts:
/// every failure is a verdict. The candidate runs in a worker process
/// started with posix_spawn (safe from a multithreaded caller).
ValidateResult validate(llvm::StringRef kernelText,
                        llvm::StringRef candidateText,
                        const ValidateOptions &options,
                        const PreparedCandidate *prepared = nullptr);

/// Calibration by the naive lowering's error (docs/validate.md): when
/// `naive` (the validation of the kernel's naive lowering, with
/// compareEveryTrial) failed its bounds alone and `factor` is positive,
/// sets `candidateOptions.naiveErrors` and `naiveErrorFactor` from it and
/// returns true; otherwise leaves them and returns false.
bool calibrateByNaiveError(const ValidateResult &naive, double factor,
                           ValidateOptions &candidateOptions);

/// How far a tolerance-only failure is outside the policy, for progress
/// lines: "20 elements in 2 of 5 trials, up to 7.5x the elementwise bound;
/// normwise up to 4.6e-06".
std::string describeToleranceFailure(const ValidateResult &result);

/// Whether a validation with `verdict` and `details` failed because the
/// device had no memory left for it (CUDA_ERROR_OUT_OF_MEMORY,
/// hipErrorOutOfMemory): a RUNTIME_ERROR (or REFERENCE_ERROR) that may say
/// more about what else held the device at that moment (other processes'
/// candidates) than about the candidate.
bool isOutOfDeviceMemory(Verdict verdict, llvm::StringRef details);

/// The worker process's side: reads the request from descriptor
/// `requestFd`, writes the results into the shared file `sharedFd`, and
/// returns the exit code. kgen-validate runs it when started as
/// `kgen-validate --kgen-validate-worker` (descriptors 3 and 4).
int runValidationWorker(int requestFd, int sharedFd);

} // namespace kgen
} // namespace mlir

#endif // KGEN_VALIDATE_VALIDATE_H
