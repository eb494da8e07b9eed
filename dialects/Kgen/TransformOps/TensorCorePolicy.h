//===- TensorCorePolicy.h - when tensor cores are legal ---------*- C++ -*-===//
//
// Part of kgen. Internal to dialects/Kgen/TransformOps: the checks that
// transform.kgen.use_tensor_cores and transform.kgen.gemm_pipelined share
// before they emit mma.sync, and the target check of the ops that launch
// thread-block clusters (transform.kgen.softmax_rows).
//
//===----------------------------------------------------------------------===//

#ifndef KGEN_TRANSFORMOPS_TENSORCOREPOLICY_H
#define KGEN_TRANSFORMOPS_TENSORCOREPOLICY_H

#include "Kgen/IR/KgenDialect.h"
#include "mlir/IR/Operation.h"

#include <cstdint>
#include <string>
#include <utility>

namespace mlir {
namespace kgen {

/// Why the precision policy in scope of `op` (the `kgen.precision` of the
/// nearest enclosing op that has one; none means strict) forbids rounding
/// f32 operands (`types`, e.g. "f32 x f32 -> f32") to TF32 on tensor
/// cores; empty when it allows it.
std::string tf32PolicyError(Operation *op, StringRef types);

/// Why the precision policy in scope of `op` forbids rounding f32 operands
/// to BF16 on tensor cores (only bf16 allows it); empty when it allows it.
std::string bf16PolicyError(Operation *op, StringRef types);

/// Why the precision policy in scope of `op` forbids emulating fp32
/// products on tensor cores (`#kgen.precision<..., emulation = none>`);
/// empty when it allows it (the default).
std::string emulationPolicyError(Operation *op, StringRef what);

/// Why `op` has no NVIDIA mma.sync target (nvvm, sm_80 or newer): `device`
/// when set (an op's option), else the `kgen.target` in scope; empty when
/// it has one.
std::string mmaTargetError(Operation *op, TargetAttr device);

/// Why the `kgen.target` in scope of `op` has no warpgroup MMA (wgmma:
/// nvvm sm_90a); empty when it has one.
std::string warpgroupTargetError(Operation *op);

/// Why the `kgen.target` in scope of `op` has no thread-block clusters
/// (they need nvvm sm_90 or newer); empty when it has them.
std::string clusterTargetError(Operation *op);

/// The limits of the `kgen.target` in scope of `op`: shared memory per
/// block (with the opt-in; else the 48 KiB of every CUDA device) and
/// multiprocessors (else 132, an H100/H200).
std::pair<uint64_t, uint64_t> targetLimits(Operation *op);

} // namespace kgen
} // namespace mlir

#endif // KGEN_TRANSFORMOPS_TENSORCOREPOLICY_H
