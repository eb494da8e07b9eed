//===- InstallLayout.cpp - kgen's files relative to its install prefix ----===//
//
// Part of kgen.
//
//===----------------------------------------------------------------------===//
//
// No library searches the disk for a file: the worker executable and the
// strategies are at fixed places relative to the install prefix of the
// binary that holds kgen's code (CMake's install directories, compiled in),
// unless an option or an environment variable names them. The build tree
// lays out bin/, lib/ and share/kgen/strategies like an install.
//
//===----------------------------------------------------------------------===//

#include "kgen/Validate/Validate.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Process.h"

#include <dlfcn.h>

using namespace mlir;
using namespace mlir::kgen;

std::string mlir::kgen::getKgenBinary() {
  Dl_info info;
  if (!dladdr(reinterpret_cast<void *>(&mlir::kgen::getKgenBinary), &info) ||
      !info.dli_fname)
    return "";
  llvm::SmallString<256> path(info.dli_fname);
  // The main program's name is as it was run: without a directory when the
  // shell found it on $PATH (not a path relative to the working
  // directory); the executable's own path is then /proc/self/exe's.
  if (!llvm::sys::path::has_parent_path(path))
    return llvm::sys::fs::getMainExecutable(
        nullptr, reinterpret_cast<void *>(&mlir::kgen::getKgenBinary));
  llvm::sys::fs::make_absolute(path);
  return std::string(path);
}

/// Whether `dir` ends with the relative directory `sub` (one or more
/// components); on success `prefix` is `dir` without it.
static bool stripSubdir(llvm::StringRef dir, llvm::StringRef sub,
                        std::string &prefix) {
  if (sub.empty() || llvm::sys::path::is_absolute(sub))
    return false;
  llvm::SmallVector<llvm::StringRef> parts;
  for (auto it = llvm::sys::path::begin(sub), e = llvm::sys::path::end(sub);
       it != e; ++it)
    parts.push_back(*it);
  llvm::StringRef rest = dir;
  for (llvm::StringRef part : llvm::reverse(parts)) {
    if (llvm::sys::path::filename(rest) != part)
      return false;
    rest = llvm::sys::path::parent_path(rest);
  }
  prefix = rest.str();
  return !prefix.empty();
}

llvm::Expected<std::string>
mlir::kgen::getInstallPrefix(llvm::StringRef binary) {
  if (binary.empty())
    return llvm::createStringError(
        "cannot tell which binary holds kgen's code (dladdr failed)");
  llvm::StringRef dir = llvm::sys::path::parent_path(binary);
  std::string prefix;
  for (llvm::StringRef sub :
       {llvm::StringRef(KGEN_INSTALL_BINDIR),
        llvm::StringRef(KGEN_INSTALL_LIBDIR), llvm::StringRef("lib")})
    if (stripSubdir(dir, sub, prefix))
      return prefix;
  return llvm::createStringError(
      "'" + binary +
      "' is neither in a " KGEN_INSTALL_BINDIR "/ nor in a " KGEN_INSTALL_LIBDIR
      "/ directory, so it has no install prefix to find kgen's files under");
}

llvm::Expected<std::string>
mlir::kgen::getDefaultWorkerPath(llvm::StringRef binary) {
  if (std::optional<std::string> env =
          llvm::sys::Process::GetEnv("KGEN_VALIDATE_WORKER");
      env && !env->empty()) {
    if (!llvm::sys::fs::can_execute(*env))
      return llvm::createStringError(
          "cannot find the worker executable: $KGEN_VALIDATE_WORKER is '" +
          *env + "', which is not an executable file");
    return *env;
  }
  auto hint = " (set ValidateOptions::workerPath or $KGEN_VALIDATE_WORKER "
              "to kgen-validate's path)";
  llvm::Expected<std::string> prefix = getInstallPrefix(binary);
  if (!prefix)
    return llvm::createStringError(
        "cannot find the worker executable kgen-validate: " +
        llvm::toString(prefix.takeError()) + hint);
  llvm::SmallString<256> path(*prefix);
  llvm::sys::path::append(path, KGEN_INSTALL_BINDIR, "kgen-validate");
  if (!llvm::sys::fs::can_execute(path))
    return llvm::createStringError(
        "cannot find the worker executable: '" + path +
        "' (kgen-validate in " KGEN_INSTALL_BINDIR
        "/ of the install prefix of '" +
        binary + "') is not an executable file" + hint);
  return std::string(path);
}
