//===- VerifyGpuLaunches.cpp - mapped host code, launches within limits ---===//
//
// Part of kgen.
//
//===----------------------------------------------------------------------===//

#include "kgen/Lowering/Passes.h"
#include "kgen/Lowering/Target.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"

namespace mlir {
namespace kgen {
#define GEN_PASS_DEF_VERIFYGPULAUNCHES
#include "kgen/Lowering/Passes.h.inc"
} // namespace kgen
} // namespace mlir

using namespace mlir;
using namespace mlir::kgen;

/// Bytes of a statically shaped buffer, or 0 when its shape is dynamic.
static int64_t staticBytes(MemRefType type) {
  if (!type.hasStaticShape())
    return 0;
  return type.getNumElements() *
         llvm::divideCeil(type.getElementTypeBitWidth(), 8);
}

/// Static workgroup memory of a launch: its workgroup attributions, the
/// workgroup-memory allocations in its body, and constant dynamic shared
/// memory.
static int64_t sharedMemoryBytes(gpu::LaunchOp launch) {
  int64_t bytes = 0;
  for (BlockArgument arg : launch.getWorkgroupAttributions())
    bytes += staticBytes(cast<MemRefType>(arg.getType()));
  launch.getBody().walk([&](Operation *op) {
    if (!isa<memref::AllocOp, memref::AllocaOp>(op))
      return;
    auto type = cast<MemRefType>(op->getResult(0).getType());
    if (gpu::GPUDialect::hasWorkgroupMemoryAddressSpace(type))
      bytes += staticBytes(type);
  });
  if (Value dynamic = launch.getDynamicSharedMemorySize())
    bytes += getConstantIntValue(dynamic).value_or(0);
  return bytes;
}

/// Errors for each `memref.alloc` in `body` (a launch's or a gpu.func's)
/// outside workgroup memory: on the device it is a `malloc` from the device
/// heap (8 MiB by default) by every thread that runs it, which fails or
/// exhausts the heap for any buffer of size (a producer materialized whole
/// in each thread). kgen-gpu-workgroup-allocs, which runs before, already
/// put a thread's small temporaries on its stack.
static LogicalResult checkDeviceAllocs(Region &body, StringRef where) {
  bool failed = false;
  body.walk([&](memref::AllocOp alloc) {
    MemRefType type = alloc.getType();
    if (gpu::GPUDialect::hasWorkgroupMemoryAddressSpace(type))
      return;
    InFlightDiagnostic diag = alloc.emitError();
    diag << "'memref.alloc' of " << type << " (";
    if (int64_t bytes = staticBytes(type))
      diag << bytes << " bytes";
    else
      diag << "dynamic size";
    diag << ") in a " << where
         << " is a device-heap allocation by every thread that runs it; "
            "compute the value per element or tile (fuse its producer), "
            "keep a thread's temporary static and small (it then goes on "
            "the thread's stack), or allocate the buffer in host code";
    failed = true;
  });
  return failure(failed);
}

/// Whether `op` may stay in host code: it must not compute on buffer
/// contents (they live on the device) nor need a GPU mapping to lower.
static bool isHostOp(Operation *op) {
  if (isa<memref::LoadOp, memref::StoreOp>(op))
    return false;
  StringRef dialect = op->getDialect() ? op->getDialect()->getNamespace() : "";
  return !llvm::is_contained({"linalg", "tensor", "vector", "bufferization"},
                             dialect);
}

namespace {
struct VerifyGpuLaunchesPass
    : public kgen::impl::VerifyGpuLaunchesBase<VerifyGpuLaunchesPass> {
  using Base::Base;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    FailureOr<TargetAttr> target =
        resolveTarget(module, chip, "kgen-verify-gpu-launches");
    if (failed(target))
      return signalPassFailure();

    bool failed = false;
    module.walk<WalkOrder::PreOrder>([&](Operation *op) {
      if (auto func = dyn_cast<gpu::GPUFuncOp>(op)) {
        failed |= !succeeded(checkDeviceAllocs(func.getBody(), "gpu.func"));
        return WalkResult::skip();
      }
      if (op->getParentOfType<gpu::GPUModuleOp>())
        return WalkResult::advance();
      if (isa<scf::ForallOp>(op)) {
        op->emitError()
            << "scf.forall is not mapped to the GPU: map it to blocks and "
               "threads (transform.gpu.map_forall_to_blocks, "
               "transform.gpu.map_nested_forall_to_threads) or leave the op "
               "untiled for kgen-gpu-map-naive";
        failed = true;
        return WalkResult::skip();
      }
      if (auto launch = dyn_cast<gpu::LaunchOp>(op)) {
        failed |= !succeeded(checkLaunch(launch, *target));
        return WalkResult::skip();
      }
      if (!isHostOp(op)) {
        op->emitError()
            << "'" << op->getName()
            << "' is left in host code, where it cannot run on GPU buffers; "
               "map it to the GPU (a strategy, or kgen-gpu-map-naive for "
               "linalg ops) or rewrite it into ops that can be mapped";
        failed = true;
        return WalkResult::skip();
      }
      return WalkResult::advance();
    });
    if (failed)
      signalPassFailure();
  }

  LogicalResult checkLaunch(gpu::LaunchOp launch, TargetAttr target) {
    StringRef chipName = target.getChip();
    gpu::KernelDim3 block = launch.getBlockSizeOperandValues();
    std::optional<int64_t> bx = getConstantIntValue(block.x);
    std::optional<int64_t> by = getConstantIntValue(block.y);
    std::optional<int64_t> bz = getConstantIntValue(block.z);
    if (bx && by && bz) {
      int64_t threads = *bx * *by * *bz;
      if (threads > static_cast<int64_t>(target.getMaxThreadsPerBlock()))
        return launch.emitError()
               << "gpu.launch uses " << threads << " threads per block (" << *bx
               << "x" << *by << "x" << *bz << "); " << chipName
               << " allows at most " << target.getMaxThreadsPerBlock();
      if (target.getBackend() == Backend::nvvm && *bz > 64)
        return launch.emitError()
               << "gpu.launch has a block z dimension of " << *bz << "; "
               << chipName << " allows at most 64";
    }
    gpu::KernelDim3 grid = launch.getGridSizeOperandValues();
    // An extent of 0 or less (a size that overflowed on its way here)
    // launches nothing, or fails at run time.
    for (auto [what, unit, dims] : {std::make_tuple("grid", "block", grid),
                                    std::make_tuple("block", "thread", block)})
      for (auto [name, value] :
           {std::make_pair("x", dims.x), std::make_pair("y", dims.y),
            std::make_pair("z", dims.z)}) {
        std::optional<int64_t> extent = getConstantIntValue(value);
        if (extent && *extent <= 0)
          return launch.emitError() << "gpu.launch has a " << what << " "
                                    << name << " dimension of " << *extent
                                    << ": a launch needs at least one " << unit
                                    << " in every " << what << " dimension";
      }
    if (target.getBackend() == Backend::nvvm) {
      // CUDA's limits: 2^31 - 1 blocks in x, 65535 in y and z.
      for (auto [name, value, limit] :
           {std::make_tuple("x", grid.x, int64_t(2147483647)),
            std::make_tuple("y", grid.y, int64_t(65535)),
            std::make_tuple("z", grid.z, int64_t(65535))}) {
        std::optional<int64_t> extent = getConstantIntValue(value);
        if (extent && *extent > limit)
          return launch.emitError()
                 << "gpu.launch has a grid " << name << " dimension of "
                 << *extent << "; " << chipName << " allows at most " << limit;
      }
    }
    if (failed(checkDeviceAllocs(launch.getBody(), "gpu.launch")))
      return failure();
    int64_t shared = sharedMemoryBytes(launch);
    if (shared > static_cast<int64_t>(target.getMaxSharedMemoryPerBlock()))
      return launch.emitError()
             << "gpu.launch uses " << shared
             << " bytes of shared memory per block; " << chipName
             << " allows at most " << target.getMaxSharedMemoryPerBlock();
    return success();
  }
};
} // namespace
