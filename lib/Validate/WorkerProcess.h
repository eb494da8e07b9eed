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
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace mlir::kgen {

class SharedBytes;

struct WorkerRun {
  Verdict verdict = Verdict::Ok;
  std::string message;
  int failedTrial = -1;
  /// The parent stopped the worker because a trial's comparison failed.
  bool stoppedEarly = false;
  std::vector<double> coldMs, warmMs;
  bool eventTimed = false;
  /// The cold series stopped at ValidateOptions::timingCutoffMs.
  bool coldCut = false;
  /// The device reference: time and trials computed, trials uploaded from
  /// ReferenceAsk::given, and the trials whose ReferenceAsk::keep file the
  /// worker filled.
  double referenceMs = 0;
  int referenceTrials = 0, referenceGivenTrials = 0;
  std::vector<unsigned> referenceKeptTrials;
  double lockWaitMs = 0;
  /// The timed GPU's DRAM bandwidth from its attributes (0: unknown).
  double deviceBandwidthGbps = 0;
  /// Per-phase times (docs/validate.md): the worker's, then the parent's
  /// consumption of the slots (comparison, reference copies).
  std::map<std::string, double> phaseMs;
};

/// What the parent asks of the worker besides the candidate: the kernel's
/// own runs (the float64 reference, the float32 evaluation), which run
/// there under the same time limit and crash handling (docs/validate.md,
/// "Isolation and verdicts").
struct ReferenceAsk {
  /// The float64 reference: on the device, prepareDeviceReference's
  /// module and kernel; on the host (`onHost`), the same lowered for the
  /// host, or the kernel's text with an empty `name` (the worker promotes
  /// and lowers it).
  std::string lowered, name;
  bool onHost = false;
  std::vector<unsigned> trials; ///< empty: no reference
  size_t referenceBytes = 0;    ///< one trial's reference outputs
  /// The kernel's float32 evaluation on the host (for integer outputs
  /// computed from floats): lowered (`float32Name` set) or not, and the
  /// trials to evaluate (empty: none). Its outputs follow the reference's
  /// in a slot, laid out as the candidate's.
  std::string float32Kernel, float32Name;
  std::vector<unsigned> float32Trials;
  /// The device checks' lowered module (empty: the checks on the host),
  /// their tolerances and per trial the floors of the float outputs'
  /// elementwise bounds; the slots then hold TrialSummary's of
  /// `numOutputs` outputs.
  std::string checks;
  Tolerances tolerances{};
  std::vector<std::vector<double>> floors;
  size_t numOutputs = 0;
  /// With the device checks, per trial (at most kSharedReferenceTrials): a
  /// reference the worker uploads instead of computing it (`given`), or a
  /// memory file of `referenceBytes` it fills with the reference it
  /// computes when that took longer than copying it would (`keep`); null
  /// for neither (docs/validate.md, "Reference cache").
  std::vector<std::shared_ptr<const SharedBytes>> given;
  std::vector<std::shared_ptr<SharedBytes>> keep;
};

/// Takes one trial's results from the worker's slot: `outputs` (every
/// output's bytes, or with the device checks the trial's TrialSummary),
/// `reference` (its float64 reference computed by the worker, or null) and
/// `float32` (the kernel's float32 evaluation, or null). Returns false to
/// stop the worker (a wrong answer).
using TrialConsumer =
    llvm::function_ref<bool(unsigned trial, const uint8_t *outputs,
                            const uint8_t *reference, const uint8_t *float32)>;

/// An anonymous memory file holding `bytes` zero bytes (close-on-exec: only
/// the worker it is handed to sees it), moved to kMemoryFileFdFloor or above
/// (Worker.h) so that handing it over as one of the worker's descriptors
/// never clobbers another; -1 on failure (errno set).
int makeMemoryFile(const char *name, size_t bytes);

/// Runs the candidate (and what `referenceAsk` asks) in a worker process
/// with a deadline; every trial the worker finishes goes to `consume`
/// (null: ignored) while the worker runs the next. `loweredName`: see
/// Worker.cpp's runWorker. The worker gets `sig` (the kernel's signature,
/// as the parent read it), not the kernel's text, unless the reference or
/// the float32 evaluation is asked of it unlowered. A crash or timeout
/// while the kernel's own runs run is REFERENCE_ERROR, naming the kernel,
/// the signal or the time limit, and the trial.
WorkerRun runInWorker(llvm::StringRef candidateText,
                      llvm::StringRef loweredName, const Signature &sig,
                      const ValidateOptions &options, uint64_t secretSeed,
                      size_t outputBytes, const ReferenceAsk &referenceAsk = {},
                      std::optional<TrialConsumer> consume = {});

} // namespace mlir::kgen

#endif // KGEN_LIB_VALIDATE_WORKERPROCESS_H
