//===- Toolchain.cpp - external tools the lowerings run -------------------===//
//
// Part of kgen.
//
//===----------------------------------------------------------------------===//

#include "kgen/Lowering/Toolchain.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/Program.h"

using namespace mlir;

SmallVector<std::string> mlir::kgen::getCudaToolDirs(StringRef toolkit) {
  SmallVector<std::string> dirs;
  auto addBin = [&](StringRef root) {
    if (root.empty())
      return;
    SmallString<256> bin(root);
    llvm::sys::path::append(bin, "bin");
    dirs.push_back(std::string(bin));
  };
  if (!toolkit.empty()) {
    addBin(toolkit);
    return dirs;
  }
  for (const char *var : {"CUDA_PATH", "CUDA_HOME"})
    if (std::optional<std::string> value = llvm::sys::Process::GetEnv(var))
      addBin(*value);
  addBin("/usr/local/cuda");
  return dirs;
}

std::string mlir::kgen::findCudaToolkitRoot(StringRef toolkit) {
  if (!toolkit.empty())
    return toolkit.str();
  SmallVector<std::string> roots;
  for (const char *var : {"CUDA_PATH", "CUDA_HOME"})
    if (std::optional<std::string> value = llvm::sys::Process::GetEnv(var))
      roots.push_back(*value);
  roots.push_back("/usr/local/cuda");
  for (const std::string &root : roots) {
    SmallString<256> libdevice(root);
    llvm::sys::path::append(libdevice, "nvvm", "libdevice", "libdevice.10.bc");
    if (!root.empty() && llvm::sys::fs::exists(libdevice))
      return root;
  }
  return "";
}

llvm::Error mlir::kgen::checkCudaEnvironment() {
  for (const char *var : {"CUDA_PATH", "CUDA_HOME"}) {
    std::optional<std::string> value = llvm::sys::Process::GetEnv(var);
    if (value && !value->empty() && !llvm::sys::fs::is_directory(*value))
      return llvm::createStringError(
          "$" + std::string(var) + " is '" + *value +
          "', which is not a directory (it should name the CUDA toolkit's "
          "root, e.g. /usr/local/cuda; unset it to use /usr/local/cuda)");
  }
  return llvm::Error::success();
}

SmallVector<std::string> mlir::kgen::getLLVMToolDirs() {
  return {KGEN_LLVM_TOOLS_DIR};
}

llvm::Expected<std::string> mlir::kgen::findTool(StringRef name,
                                                 ArrayRef<std::string> dirs,
                                                 bool searchPath) {
  for (const std::string &dir : dirs) {
    SmallString<256> candidate(dir);
    llvm::sys::path::append(candidate, name);
    if (llvm::sys::fs::can_execute(candidate))
      return std::string(candidate);
  }
  if (searchPath)
    if (llvm::ErrorOr<std::string> onPath = llvm::sys::findProgramByName(name))
      return *onPath;
  std::string error = "cannot find '" + name.str() + "' (looked in ";
  for (const std::string &dir : dirs)
    error += dir + (&dir == &dirs.back() && !searchPath ? "" : ", ");
  error += searchPath ? "and $PATH)" : ")";
  return llvm::createStringError(error);
}

llvm::Error mlir::kgen::runTool(StringRef program, ArrayRef<std::string> args,
                                StringRef stdoutPath, std::string *stderrText) {
  SmallString<128> stderrPath;
  if (llvm::sys::fs::createTemporaryFile("kgen-tool", "err", stderrPath))
    return llvm::createStringError("cannot create a temporary file to run " +
                                   program.str());
  SmallVector<StringRef> argRefs(args.begin(), args.end());
  std::optional<StringRef> redirects[] = {
      std::nullopt,
      stdoutPath.empty() ? std::optional<StringRef>(std::nullopt)
                         : std::optional<StringRef>(stdoutPath),
      StringRef(stderrPath)};
  std::string execError;
  int rc = llvm::sys::ExecuteAndWait(program, argRefs, std::nullopt, redirects,
                                     /*SecondsToWait=*/0,
                                     /*MemoryLimit=*/0, &execError);
  std::string toolStderr;
  if (auto buffer = llvm::MemoryBuffer::getFile(stderrPath))
    toolStderr = (*buffer)->getBuffer().rtrim().str();
  llvm::sys::fs::remove(stderrPath);
  if (stderrText)
    *stderrText = toolStderr;
  if (rc == 0)
    return llvm::Error::success();
  std::string error = "'";
  for (const std::string &arg : args)
    error += (&arg == &args.front() ? "" : " ") + arg;
  error += "' failed";
  if (!execError.empty())
    error += ": " + execError;
  else
    error += " with exit code " + std::to_string(rc);
  if (!toolStderr.empty())
    error += ":\n" + toolStderr;
  return llvm::createStringError(error);
}
