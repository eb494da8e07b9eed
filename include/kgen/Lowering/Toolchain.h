//===- Toolchain.h - external tools the lowerings run -----------*- C++ -*-===//
//
// Part of kgen.
//
//===----------------------------------------------------------------------===//
//
// Finding and running the vendor tools a lowering needs (ptxas, cuobjdump,
// ld.lld, llvm-mc), with errors that name the tool and where it was looked
// for.
//
//===----------------------------------------------------------------------===//

#ifndef KGEN_LOWERING_TOOLCHAIN_H
#define KGEN_LOWERING_TOOLCHAIN_H

#include "mlir/Support/LLVM.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include <string>

namespace mlir {
namespace kgen {

/// Directories searched for CUDA tools: only `toolkit`/bin when a toolkit
/// is given; else $CUDA_PATH/bin, $CUDA_HOME/bin and /usr/local/cuda/bin.
SmallVector<std::string> getCudaToolDirs(StringRef toolkit);

/// The CUDA toolkit root whose libdevice (nvvm/libdevice/libdevice.10.bc)
/// device code links: `toolkit` when given, else the first of $CUDA_PATH,
/// $CUDA_HOME and /usr/local/cuda that has it; empty when none has.
std::string findCudaToolkitRoot(StringRef toolkit);

/// An error naming the variable when $CUDA_PATH or $CUDA_HOME is set (not
/// empty) but names no directory: the two functions above would otherwise
/// pass over it silently to the next place.
llvm::Error checkCudaEnvironment();

/// Directories searched for LLVM tools: those of the LLVM kgen was built
/// with.
SmallVector<std::string> getLLVMToolDirs();

/// Finds `name` in `dirs`, then on $PATH when `searchPath` is set; the
/// error names the tool and the places searched.
llvm::Expected<std::string> findTool(StringRef name, ArrayRef<std::string> dirs,
                                     bool searchPath = true);

/// Runs `program` with `args` (args[0] is the program name); an exit code
/// other than 0 is an error holding the command line and what the tool
/// printed on stderr. When `stdoutPath` is not empty, the tool's standard
/// output goes there; when `stderrText` is given, it receives what the tool
/// printed on stderr.
llvm::Error runTool(StringRef program, ArrayRef<std::string> args,
                    StringRef stdoutPath = "",
                    std::string *stderrText = nullptr);

} // namespace kgen
} // namespace mlir

#endif // KGEN_LOWERING_TOOLCHAIN_H
