//===- Worker.h - the memory the worker shares with the parent --*- C++ -*-===//
//
// Part of kgen.
//
//===----------------------------------------------------------------------===//
//
// Internal to the validator: the results file's layout (a header, then the
// trial slots), written by the worker (Worker.cpp) and read by the parent
// (Validator.cpp).
//
//===----------------------------------------------------------------------===//

#ifndef KGEN_LIB_VALIDATE_WORKER_H
#define KGEN_LIB_VALIDATE_WORKER_H

#include <cstdint>

namespace mlir::kgen {

/// The number of trial slots in the results file: the worker fills one
/// while the parent compares the other.
constexpr int kSlots = 2;

/// The device references handed to the worker (ReferenceAsk::given and
/// ::keep): trial t's memory file is its descriptor kSharedReferenceFd + t,
/// for the first kSharedReferenceTrials trials.
constexpr int kSharedReferenceFd = 5;
constexpr int kSharedReferenceTrials = 16;
/// The parent's memory files are descriptors from this one up: above every
/// descriptor the worker is handed (3, 4 and the references'), so that no
/// dup2 onto one of those clobbers a file still to be handed over.
constexpr int kMemoryFileFdFloor = 32;
static_assert(kSharedReferenceFd + kSharedReferenceTrials <=
              kMemoryFileFdFloor);

/// What the worker is running besides the candidate
/// (SharedHeader::runningReference): the parent names it when the worker
/// dies or runs out of time meanwhile.
enum RunningReference : int32_t {
  kRunningCandidate = 0,
  kRunningFloat64Reference = 1,
  kRunningFloat32Evaluation = 2,
};

/// Header of the memory the worker shares with the parent. The trial slots
/// follow it: each holds one trial's outputs, then (with a reference, on
/// the host or the device) that trial's float64 reference outputs, then
/// (with the float32 evaluation) that trial's float32 evaluation of every
/// output.
struct SharedHeader {
  int32_t done;
  int32_t verdict;
  int32_t failedTrial;
  char message[16384];
  double coldMs[256];
  double warmMs[256];
  int32_t coldSamples, warmSamples;
  int32_t eventTimed; ///< samples are CUDA/HIP event times
  /// The device reference: wall time of its trials (JIT included) and how
  /// many it computed.
  double referenceMs;
  int32_t referenceTrials;
  /// Per slot: 0 when free (the parent consumed it), else the trial whose
  /// results it holds plus one. Written with release, read with acquire.
  int32_t slotState[kSlots];
  /// Per slot: whether it holds the trial's device reference.
  int32_t slotHasReference[kSlots];
  /// 1 while the worker waits for the GPU lock ($KGEN_GPU_LOCK): the parent
  /// does not count that time against the timeout.
  int32_t lockWaiting;
  double lockWaitMs;
  /// The timed device's DRAM bandwidth from its attributes (2 x memory
  /// clock x bus width), 0 when not timed on a GPU or unknown: the ceiling
  /// of the report, since chips of one architecture differ (an H100 and an
  /// H200 are both sm_90).
  double deviceBandwidthGbps;
  /// Per slot: whether it holds the trial's float32 evaluation.
  int32_t slotHasFloat32[kSlots];
  /// The kernel's own evaluation running now (RunningReference) and its
  /// trial; written before and after each run of it.
  int32_t runningReference, runningTrial;
  /// Worker time per phase, summed over trials (docs/validate.md).
  double generateMs, poisonMs, uploadMs, runMs, downloadMs, checkMs, slotWaitMs,
      compareMs;
  /// The worker's own costs before the trials: from the parent's request
  /// to the worker reading it (the process's start: loading kgen and
  /// MLIR), the GPU runtime's loading and initialization, and the
  /// candidate's compilation (its JIT; a GPU module loads on its first
  /// run).
  double startMs, deviceInitMs, compileMs;
  /// The JIT compilations of the device reference's and the device checks'
  /// modules (included in referenceMs for the reference).
  double referenceCompileMs, checksCompileMs;
  /// The timing (warm-ups and samples, once the GPU lock is held).
  double timeMs;
  /// The device references uploaded from the parent's memory files instead
  /// of computed, and per trial whether the worker filled the file it was
  /// given to keep the reference in.
  int32_t referenceGivenTrials;
  int32_t referenceKept[kSharedReferenceTrials];
  /// The cold timing series stopped at ValidateOptions::timingCutoffMs.
  int32_t coldCut;
};

} // namespace mlir::kgen

#endif // KGEN_LIB_VALIDATE_WORKER_H
