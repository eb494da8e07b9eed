//===- WorkerProcess.h - starting and watching the worker -------*- C++ -*-===//
//
// Part of kgen.
//
//===----------------------------------------------------------------------===//
//
// Internal to the validator: the parent's side of the worker process
// (WorkerProcess.cpp): the request, posix_spawn of kgen-validate's worker
// mode, the deadline, and the trial slots handed to the parent as the
// worker fills them. Worker.h has the results file's layout, Worker.cpp the
// worker.
//
//===----------------------------------------------------------------------===//

#ifndef KGEN_LIB_VALIDATE_WORKERPROCESS_H
#define KGEN_LIB_VALIDATE_WORKERPROCESS_H

#include "Compare.h"
#include "Signature.h"
#include "kgen/Validate/Validate.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringRef.h"

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace mlir::kgen {

struct WorkerRun {
  Verdict verdict = Verdict::Ok;
  std::string message;
  int failedTrial = -1;
  /// The parent stopped the worker because a trial's comparison failed.
  bool stoppedEarly = false;
  std::vector<double> coldMs, warmMs;
  bool eventTimed = false;
  /// The device reference: time and trials computed.
  double referenceMs = 0;
  int referenceTrials = 0;
  double lockWaitMs = 0;
  /// The timed GPU's DRAM bandwidth from its attributes (0: unknown).
  double deviceBandwidthGbps = 0;
  /// Per-phase times (docs/validate.md): the worker's, then the parent's
  /// consumption of the slots (comparison, reference copies).
  std::map<std::string, double> phaseMs;
};

/// What the parent asks of the worker about the device reference.
struct ReferenceAsk {
  std::string lowered, name;    ///< prepareDeviceReference's module
  std::vector<unsigned> trials; ///< empty: no device reference
  size_t referenceBytes = 0;    ///< one trial's reference outputs
  /// The device checks' lowered module (empty: the checks on the host),
  /// their tolerances and per trial the floors of the float outputs'
  /// elementwise bounds; the slots then hold TrialSummary's of
  /// `numOutputs` outputs.
  std::string checks;
  Tolerances tolerances{};
  std::vector<std::vector<double>> floors;
  size_t numOutputs = 0;
};

/// Takes one trial's results from the worker's slot: `outputs` (every
/// output's bytes, or with the device checks the trial's TrialSummary)
/// and `reference` (its float64 reference from the device, or null).
/// Returns false to stop the worker (a wrong answer).
using TrialConsumer = llvm::function_ref<bool(
    unsigned trial, const uint8_t *outputs, const uint8_t *reference)>;

/// Runs the candidate in a worker process with a deadline; `whileWaiting`
/// runs in the parent first (the host reference computation), then every
/// trial the worker finishes goes to `consume` (null: ignored) while the
/// worker runs the next. `loweredName`: see Worker.cpp's runWorker. The
/// worker gets `sig` (the kernel's signature, as the parent read it), not
/// the kernel's text.
WorkerRun runInWorker(llvm::StringRef candidateText,
                      llvm::StringRef loweredName, const Signature &sig,
                      const ValidateOptions &options, uint64_t secretSeed,
                      size_t outputBytes,
                      llvm::function_ref<void()> whileWaiting,
                      const ReferenceAsk &referenceAsk = {},
                      std::optional<TrialConsumer> consume = {});

} // namespace mlir::kgen

#endif // KGEN_LIB_VALIDATE_WORKERPROCESS_H
