//===- kgen-validate.cpp - validate a candidate lowering of a kernel ------===//
//
// Part of kgen.
//
//===----------------------------------------------------------------------===//
//
//   kgen-validate KERNEL.mlir [--candidate=CANDIDATE.mlir] [--target=host]
//                 [--precision=strict] [--trials=5] [--seed=N]
//                 [--timeout=60] [--no-time] [--json=FILE]
//                 [--reference=auto|host|device] [--reference-cache-mib=N]
//                 [--reference-artifacts-dir=DIR] [--naive-error-factor=F]
//
// Prints a human summary on stderr, writes the JSON report (docs/validate.md)
// to --json or stdout, exits 0 for OK, 1 for any other verdict, 2 for a
// usage or input error.
//
//===----------------------------------------------------------------------===//

#include "kgen/Search/Search.h"
#include "kgen/Validate/Validate.h"

#include "mlir/Support/FileUtilities.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/ToolOutputFile.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;
using namespace mlir::kgen;

/// The tool's own options: --help lists these (LLVM's are hidden and still
/// parse).
static cl::OptionCategory validateCategory("kgen-validate options");

static cl::opt<std::string> kernelPath(cl::cat(validateCategory),
                                       cl::Positional, cl::Required,
                                       cl::desc("<kernel.mlir>"));
static cl::opt<std::string>
    candidatePath(cl::cat(validateCategory), "candidate",
                  cl::desc("Candidate module (default: the kernel itself, "
                           "lowered naively)"),
                  cl::init(""));
static cl::opt<std::string>
    target(cl::cat(validateCategory), "target",
           cl::desc("host, or a GPU chip such as sm_90"), cl::init("host"));
static cl::opt<Precision> precision(cl::cat(validateCategory), "precision",
                                    cl::desc("Precision policy"),
                                    getPrecisionOptionValues(),
                                    cl::init(Precision::strict));
static cl::opt<unsigned> trials(cl::cat(validateCategory), "trials",
                                cl::desc("Trials (at least 5)"), cl::init(5));
static cl::opt<uint64_t> seed(cl::cat(validateCategory), "seed",
                              cl::desc("Secret seed (default: random; "
                                       "recorded in the report)"),
                              cl::init(0));
static cl::opt<double> timeout(cl::cat(validateCategory), "timeout",
                               cl::desc("Seconds the worker may run"),
                               cl::init(60));
static cl::opt<double>
    speedupThreshold(cl::cat(validateCategory), "speedup-threshold",
                     cl::desc("Re-validate speedups over the naive lowering "
                              "beyond this factor"),
                     cl::init(10));
static cl::opt<double> timeCutoffMs(
    cl::cat(validateCategory), "time-cutoff-ms",
    cl::desc("Racing: stop each timing series after 3 samples once their "
             "median is above this many ms (0: off, the default; the tuner "
             "passes its best time so far)"),
    cl::init(0));
static cl::opt<ReferenceKind>
    reference(cl::cat(validateCategory), "reference",
              cl::desc("Where the float64 reference runs (auto: the device "
                       "when the target is a GPU and a driver loads, else "
                       "the host)"),
              getReferenceOptionValues(), cl::init(ReferenceKind::Auto));
static cl::opt<ChecksPlace>
    checks(cl::cat(validateCategory), "checks",
           cl::desc("Where each trial's per-element checks run (inputs, "
                    "comparison, determinism, inputs unchanged; device needs "
                    "the device reference, auto: the device for operands of "
                    "256 MiB and more)"),
           getReferenceOptionValues(), cl::init(ChecksPlace::Auto));
static cl::opt<uint64_t> referenceCacheMiB(
    cl::cat(validateCategory), "reference-cache-mib",
    cl::desc("MiB of references kept in memory, per kernel, seed and trial"),
    cl::init(kDefaultReferenceCacheMiB));
static cl::opt<std::string> referenceArtifactsDir(
    cl::cat(validateCategory), "reference-artifacts-dir",
    cl::desc("Write the device reference's .ptx, .cubin, .sass and "
             "kernels.json here"),
    cl::init(""));
static cl::opt<double> naiveErrorFactor(
    cl::cat(validateCategory), "naive-error-factor",
    cl::desc("Calibrate by the naive lowering's error (as kgen-tune does): "
             "when the kernel's naive lowering fails the policy's bounds "
             "alone on the same seed, the candidate's bounds become the "
             "larger of the policy's and F x the naive lowering's error (0: "
             "the policy alone, the default; else at least 1)"),
    cl::init(0));
static cl::opt<bool> emitDeviceChecks(
    cl::cat(validateCategory), "emit-device-checks",
    cl::desc("Print the device checks' MLIR module for the kernel (the "
             "kernels --checks=device runs) and exit"));
static cl::opt<bool> noTime(cl::cat(validateCategory), "no-time",
                            cl::desc("Check only, do not time"),
                            cl::init(false));
static cl::opt<std::string> jsonPath(cl::cat(validateCategory), "json",
                                     cl::desc("Write the JSON report here "
                                              "(default: stdout)"),
                                     cl::init("-"));

/// Reads `path` ("-": standard input).
static bool readFile(StringRef path, std::string &text) {
  auto buffer = MemoryBuffer::getFileOrSTDIN(path);
  if (!buffer) {
    errs() << "kgen-validate: cannot read '" << path
           << "': " << buffer.getError().message() << "\n";
    return false;
  }
  text = (*buffer)->getBuffer().str();
  return true;
}

int main(int argc, char **argv) {
  // The hidden worker mode the validator starts (lib/Validate): the
  // request on descriptor 3, the results into descriptor 4.
  if (argc == 2 && StringRef(argv[1]) == "--kgen-validate-worker")
    return runValidationWorker(3, 4);
  // The tuner's compile worker (lib/Search/CompileWorker.cpp): a
  // candidate's script applied and lowered, request and result as files.
  if (argc == 4 && StringRef(argv[1]) == "--kgen-compile-worker")
    return runCompileWorker(argv[2], argv[3]);
  InitLLVM init(argc, argv);
  cl::HideUnrelatedOptions(validateCategory);
  if (!cl::ParseCommandLineOptions(
          argc, argv,
          "kgen-validate: run a candidate lowering of a "
          "kernel, check it against float64, time it\n",
          &errs()))
    return 2; // a usage error, as the checks below
  ValidateOptions options;
  options.target = target;
  options.policy = precision;
  options.trials = trials;
  options.seed = seed;
  options.timeoutSeconds = timeout;
  options.speedupThreshold = speedupThreshold;
  options.time = !noTime;
  options.timingCutoffMs = timeCutoffMs;
  options.reference = reference;
  options.checks = checks;
  options.referenceCacheMiB = referenceCacheMiB;
  options.referenceArtifactsDir = referenceArtifactsDir;
  // Set for its check: without the naive lowering's errors (below) it has
  // no effect.
  options.naiveErrorFactor = naiveErrorFactor;
  if (Error error = options.verify()) {
    errs() << "kgen-validate: " << toString(std::move(error)) << "\n";
    return 2;
  }
  // A device reference without a driver is a usage error too.
  if (Expected<ReferenceKind> kind = resolveReference(options); !kind) {
    errs() << "kgen-validate: reference=" << stringifyReferenceKind(reference)
           << ": " << toString(kind.takeError()) << "\n";
    return 2;
  }

  if (kernelPath == "-" && candidatePath == "-") {
    errs() << "kgen-validate: the kernel and --candidate cannot both be "
              "standard input ('-')\n";
    return 2;
  }
  // The report's file, opened before the work (a mistyped directory is an
  // error at once) and removed unless the validation writes it.
  std::string openError;
  std::unique_ptr<ToolOutputFile> out =
      mlir::openOutputFile(jsonPath, &openError);
  if (!out) {
    errs() << "kgen-validate: cannot write --json '" << jsonPath
           << "': " << openError << "\n";
    return 2;
  }

  std::string kernelText, candidateText;
  if (!readFile(kernelPath, kernelText))
    return 2;
  if (emitDeviceChecks) {
    Expected<std::string> module = getDeviceCheckModule(kernelText, options);
    if (!module) {
      errs() << "kgen-validate: " << kernelPath << ": "
             << toString(module.takeError()) << "\n";
      return 2;
    }
    outs() << *module;
    return 0;
  }
  if (candidatePath.empty())
    candidateText = kernelText;
  else if (!readFile(candidatePath, candidateText))
    return 2;

  // Calibration: the naive lowering first, on the same secret seed.
  std::optional<json::Object> calibration;
  if (naiveErrorFactor > 0) {
    if (!options.seed)
      options.seed = drawSecretSeed();
    ValidateOptions naiveOptions = options;
    naiveOptions.time = false;
    naiveOptions.compareEveryTrial = true;
    ValidateResult naive = validate(kernelText, kernelText, naiveOptions);
    bool calibrated = calibrateByNaiveError(naive, naiveErrorFactor, options);
    calibration =
        json::Object{{"naive_verdict", stringifyVerdict(naive.verdict)},
                     {"naive_error_factor", naiveErrorFactor.getValue()},
                     {"calibrated", calibrated}};
    if (calibrated) {
      std::string outside = describeToleranceFailure(naive);
      (*calibration)["naive_outside_policy"] = outside;
      errs() << "kgen-validate: the naive lowering is outside "
             << stringifyPrecision(precision) << " (" << outside
             << "); the candidate is held to "
             << format("%g", naiveErrorFactor.getValue()) << "x its error\n";
    } else if (naive.verdict != Verdict::Ok) {
      errs() << "kgen-validate: no calibration: the naive lowering's "
             << stringifyVerdict(naive.verdict)
             << " is not from the bounds alone: " << naive.details << "\n";
    }
  }

  ValidateResult result = validate(kernelText, candidateText, options);
  if (calibration)
    result.json["naive_calibration"] = std::move(*calibration);
  json::Value report(std::move(result.json));

  errs() << "kgen-validate: " << stringifyVerdict(result.verdict);
  if (!result.details.empty())
    errs() << ": " << result.details;
  errs() << "\n";
  if (const json::Object *timing = report.getAsObject()->getObject("timing")) {
    if (const json::Object *cold = timing->getObject("cold"))
      errs() << formatv("  cold median {0:F4} ms, min {1:F4} ms, IQR {2:F4} "
                        "ms over {3} samples\n",
                        cold->getNumber("median_ms").value_or(0),
                        cold->getNumber("min_ms").value_or(0),
                        cold->getNumber("iqr_ms").value_or(0),
                        cold->getInteger("samples").value_or(0));
    if (std::optional<double> speedup =
            report.getAsObject()->getNumber("speedup_vs_naive"))
      errs() << formatv("  speedup over the naive lowering: {0:F2}x\n",
                        *speedup);
  }

  out->os() << formatv("{0:2}", report) << "\n";
  out->keep();
  return result.verdict == Verdict::Ok ? 0 : 1;
}
