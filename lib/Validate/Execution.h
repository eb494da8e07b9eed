//===- Execution.h - kernels read, inputs made, candidates run --*- C++ -*-===//
//
// Part of kgen.
//
//===----------------------------------------------------------------------===//
//
// Internal to the validator: what the parent and the worker share. The
// kernel's signature, the host inputs and poison, the lowering pipelines
// and the JIT, the call of a kernel on buffers.
//
//===----------------------------------------------------------------------===//

#ifndef KGEN_LIB_VALIDATE_EXECUTION_H
#define KGEN_LIB_VALIDATE_EXECUTION_H

#include "Signature.h"

#include "kgen/Validate/Validate.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/ExecutionEngine/ExecutionEngine.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/OwningOpRef.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/JSON.h"

#include <chrono>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace mlir::kgen {

/// The kernel of `module`: its one public function (else an error).
llvm::Expected<func::FuncOp> findKernel(ModuleOp module);
/// Its operands' shapes and types, index bounds, bytes and flops (else an
/// error naming the operand).
llvm::Expected<Signature> getSignature(func::FuncOp kernel);
/// The signature of the kernel in `kernelText`, parsed in `context`; else
/// an error ("cannot parse the kernel: ..." or "kernel: ...").
llvm::Expected<Signature> readSignature(MLIRContext &context,
                                        StringRef kernelText);
/// `sig` as JSON, for the worker's request: the worker reads the
/// signature from it instead of parsing the kernel, whose dialects it may
/// not have (ValidateOptions::registry).
llvm::json::Value signatureToJSON(const Signature &sig);
/// The signature `signatureToJSON` wrote; an error naming the field that
/// is missing or malformed.
llvm::Expected<Signature> signatureFromJSON(const llvm::json::Value &value);
/// Whether the candidate in `candidateText` (parsed in `context`) takes
/// and returns what `sig` does: the same number of operands, each with the
/// same shape and element type (as a tensor or a memref, any layout).
/// Else an error names both signatures (a different arity used to crash the
/// worker, a different shape to give a WRONG_ANSWER).
llvm::Error matchSignature(MLIRContext &context, StringRef candidateText,
                           const Signature &sig);

/// A host buffer whose bytes start uninitialized (no single-threaded zero
/// fill: the parallel loops that fill it touch its pages first), reused
/// from trial to trial.
struct HostBuffer {
  std::unique_ptr<uint8_t[]> bytes;
  size_t size = 0;
  void resize(size_t n) {
    if (n == size)
      return;
    bytes.reset(n ? new uint8_t[n] : nullptr);
    size = n;
  }
  uint8_t *data() { return bytes.get(); }
  const uint8_t *data() const { return bytes.get(); }
};

/// Writes input `operand` of trial `trial` into `into` (the operand's
/// bytes), from the trial's distribution (docs/validate.md, "Inputs").
void fillInput(const TensorSpec &spec, uint64_t seed, unsigned trial,
               unsigned operand, uint8_t *into);
/// How many poisons there are (docs/validate.md, "Poison"): variant 0 is
/// NaN (an integer's largest value), 1 and 2 large finite values of either
/// sign (the smallest integer, 0x55..). The first run of a trial has
/// variant 0, the second 1 or 2 by trial.
constexpr unsigned kPoisonVariants = 3;
/// Writes output poison `variant` into `into`.
void fillPoison(const TensorSpec &spec, uint8_t *into, unsigned variant = 0);
/// The 32-bit pattern of poison `variant` of `spec` when it is one (for a
/// device memset), else nullopt.
std::optional<uint32_t> poisonWord(const TensorSpec &spec,
                                   unsigned variant = 0);
/// The 32-bit word the candidate's own allocations are filled with for
/// poison `variant`: all ones (NaN, -1), 0x7f000000 (1.7e38 as a float,
/// a large finite double in pairs), 0xff000000 (their negatives).
uint32_t allocationPoisonWord(unsigned variant);
/// The word poisonMalloc fills host allocations with from now on.
void setHostAllocationPoison(uint32_t word);
/// malloc, filled with the host allocation poison (all ones unless
/// setHostAllocationPoison said otherwise).
void *poisonMalloc(size_t size);

/// A JIT-compiled module and the C interface of its kernel.
struct Executable {
  std::unique_ptr<ExecutionEngine> engine;
  std::string entry;
};

/// A lowering or compilation that failed, with the verdict it earns:
/// COMPILE_ERROR, or VERIFY_ERROR for a kernel beyond the device's limits.
class VerdictError : public llvm::ErrorInfo<VerdictError> {
public:
  static char ID;
  VerdictError(Verdict verdict, std::string message)
      : verdict(verdict), message(std::move(message)) {}
  void log(llvm::raw_ostream &os) const override { os << message; }
  std::error_code convertToErrorCode() const override {
    return llvm::inconvertibleErrorCode();
  }
  Verdict verdict;
  std::string message;
};

/// The verdict and the message of `error` (COMPILE_ERROR for an error that
/// is not a VerdictError).
std::pair<Verdict, std::string> takeVerdict(llvm::Error error);

/// Runs the lowering pipeline of `target` on `module` (after the float64
/// promotion when `promoteToF64`); a VerdictError when it fails.
llvm::Error lowerModule(ModuleOp module, const std::string &target,
                        bool promoteToF64, StringRef artifactsDir = "");

/// A kernel lowered to the LLVM dialect, and its kernel function's name.
struct LoweredKernel {
  OwningOpRef<ModuleOp> module;
  std::string name;
};
/// Parses `text`, optionally promotes it to f64 and lowers it for `target`
/// down to the LLVM dialect (its kernel function gets a C interface); a
/// VerdictError when it cannot.
llvm::Expected<LoweredKernel> lower(MLIRContext &context, StringRef text,
                                    const std::string &target,
                                    bool promoteToF64,
                                    StringRef artifactsDir = "");
/// Lowers and JIT-compiles `text`; a VerdictError when it cannot.
llvm::Expected<Executable> compile(MLIRContext &context, StringRef text,
                                   const std::string &target,
                                   bool promoteToF64);
/// JIT-compiles text `lower` already produced whose kernel is `name`.
llvm::Expected<Executable> compileLowered(MLIRContext &context, StringRef text,
                                          StringRef name,
                                          const std::string &target);
/// Calls the kernel on `buffers` (inputs, then outputs).
llvm::Error invoke(Executable &executable, const Signature &sig,
                   ArrayRef<void *> buffers);

/// Milliseconds since `start`.
double msSince(std::chrono::steady_clock::time_point start);

} // namespace mlir::kgen

#endif // KGEN_LIB_VALIDATE_EXECUTION_H
