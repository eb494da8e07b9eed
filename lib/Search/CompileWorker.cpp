//===- CompileWorker.cpp - candidates compiled in a process of their own --===//
//
// Part of kgen.
//
//===----------------------------------------------------------------------===//
//
// The tuner applies a candidate's transform script and lowers the result in
// a worker process (kgen-validate --kgen-compile-worker REQUEST RESULT), so
// that a transform or lowering that crashes or hangs is that candidate's
// verdict, not the end of the search. The request and the result are JSON
// files; the worker's output goes to a file whose tail becomes the details
// of a crash. docs/search.md, "Compilation".
//
//===----------------------------------------------------------------------===//

#include "kgen/Search/Search.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/raw_ostream.h"

#include <chrono>
#include <csignal>
#include <cstring>
#include <fcntl.h>
#include <sys/wait.h>
#include <unistd.h>

using namespace mlir;
using namespace mlir::kgen;

/// A temporary file's path, removed on scope exit.
namespace {
struct TempPath {
  llvm::SmallString<128> path;
  explicit TempPath(llvm::StringRef suffix) {
    int fd = -1;
    if (!llvm::sys::fs::createTemporaryFile("kgen-compile", suffix, fd, path))
      close(fd);
    else
      path.clear();
  }
  ~TempPath() {
    if (!path.empty())
      llvm::sys::fs::remove(path);
  }
};
} // namespace

static std::string readWhole(llvm::StringRef path) {
  auto buffer = llvm::MemoryBuffer::getFile(path);
  return buffer ? (*buffer)->getBuffer().str() : std::string();
}

/// The last `lines` lines of `text`.
static std::string tail(llvm::StringRef text, size_t lines) {
  text = text.rtrim();
  size_t at = text.size();
  for (size_t n = 0; n < lines && at != llvm::StringRef::npos && at > 0; ++n)
    at = text.rfind('\n', at - 1);
  return (at == llvm::StringRef::npos ? text : text.substr(at + 1)).str();
}

std::string mlir::kgen::getCompileWorkerPath(const ValidateOptions &options) {
  if (const char *path = std::getenv("KGEN_COMPILE_WORKER"); path && *path)
    return path;
  if (!options.workerPath.empty())
    return options.workerPath;
  llvm::Expected<std::string> found = getDefaultWorkerPath();
  if (!found) {
    llvm::consumeError(found.takeError());
    return "";
  }
  return *found;
}

CompileOutcome mlir::kgen::compileInWorker(llvm::StringRef kernelText,
                                           llvm::StringRef script,
                                           const ValidateOptions &options,
                                           double timeoutSeconds) {
  CompileOutcome out;
  auto fail = [&](Verdict verdict, std::string why) {
    out.verdict = verdict;
    out.why = std::move(why);
    return out;
  };
  std::string worker = getCompileWorkerPath(options);
  if (worker.empty())
    return fail(Verdict::CompileError,
                "no compile worker: kgen-validate was not found beside the "
                "tools (KGEN_COMPILE_WORKER names one)");
  TempPath request("request.json"), result("result.json"), log("log");
  if (request.path.empty() || result.path.empty() || log.path.empty())
    return fail(Verdict::CompileError,
                "cannot create the compile worker's temporary files");
  {
    std::error_code error;
    llvm::raw_fd_ostream os(request.path, error);
    if (error)
      return fail(Verdict::CompileError,
                  "cannot write the compile worker's request: " +
                      error.message());
    os << llvm::json::Value(
        llvm::json::Object{{"kernel", kernelText},
                           {"script", script},
                           {"target", options.target},
                           {"precision", stringifyPrecision(options.policy)}});
  }

  // Its own process group (a timeout kills whatever it started), default
  // signal dispositions (a fault kills it plainly), its output to the log.
  int logFd = open(log.path.c_str(), O_WRONLY | O_TRUNC);
  int64_t spawned =
      spawnWorkerProcess({worker, "--kgen-compile-worker",
                          request.path.str().str(), result.path.str().str()},
                         {{logFd, 1}, {logFd, 2}});
  if (logFd >= 0)
    close(logFd);
  if (spawned <= 0)
    return fail(Verdict::CompileError,
                "cannot start the compile worker '" + worker +
                    "': " + strerror(static_cast<int>(-spawned)));
  pid_t pid = static_cast<pid_t>(spawned);

  auto start = std::chrono::steady_clock::now();
  int status = 0;
  bool finished = false;
  while (true) {
    pid_t done = waitpid(pid, &status, WNOHANG);
    if (done == pid || (done < 0 && errno != EINTR)) {
      finished = done == pid;
      break;
    }
    if (std::chrono::duration<double>(std::chrono::steady_clock::now() - start)
            .count() > timeoutSeconds)
      break;
    usleep(2000);
  }
  kill(-pid, SIGKILL);
  if (!finished) {
    kill(pid, SIGKILL);
    waitpid(pid, &status, 0);
    std::string why;
    llvm::raw_string_ostream(why)
        << "applying the script and lowering did not finish within "
        << llvm::format("%g", timeoutSeconds) << " s (the compile worker "
        << "was killed)";
    return fail(Verdict::Timeout, why);
  }
  std::string logText = readWhole(log.path);
  if (WIFSIGNALED(status))
    return fail(Verdict::CompileError,
                std::string("the compile worker died of signal ") +
                    strsignal(WTERMSIG(status)) +
                    " while applying the script or lowering; its last "
                    "output:\n" +
                    tail(logText, 20));
  llvm::Expected<llvm::json::Value> parsed =
      llvm::json::parse(readWhole(result.path));
  const llvm::json::Object *object = parsed ? parsed->getAsObject() : nullptr;
  if (!parsed)
    llvm::consumeError(parsed.takeError());
  if (!object)
    return fail(Verdict::CompileError,
                "the compile worker exited with code " +
                    std::to_string(WEXITSTATUS(status)) +
                    " without a result; its last output:\n" +
                    tail(logText, 20));
  out.candidate = object->getString("candidate").value_or("").str();
  out.why = object->getString("why").value_or("").str();
  if (const llvm::json::Object *prepared = object->getObject("prepared")) {
    out.prepared.ok = prepared->getBoolean("ok").value_or(false);
    out.prepared.verdict =
        symbolizeVerdict(prepared->getString("verdict").value_or(""))
            .value_or(Verdict::CompileError);
    out.prepared.details = prepared->getString("details").value_or("").str();
    out.prepared.lowered = prepared->getString("lowered").value_or("").str();
    out.prepared.kernelName =
        prepared->getString("kernel_name").value_or("").str();
    out.prepared.seconds = prepared->getNumber("seconds").value_or(0);
  }
  return out;
}

int mlir::kgen::runCompileWorker(llvm::StringRef requestPath,
                                 llvm::StringRef resultPath) {
  llvm::Expected<llvm::json::Value> parsed =
      llvm::json::parse(readWhole(requestPath));
  const llvm::json::Object *request = parsed ? parsed->getAsObject() : nullptr;
  if (!parsed)
    llvm::consumeError(parsed.takeError());
  if (!request) {
    llvm::errs() << "kgen compile worker: cannot read the request '"
                 << requestPath << "'\n";
    return 2;
  }
  ValidateOptions options;
  options.target = request->getString("target").value_or("host").str();
  std::optional<Precision> policy =
      symbolizePrecision(request->getString("precision").value_or("strict"));
  options.policy = policy.value_or(Precision::strict);
  MLIRContext context(options.getRegistry(), MLIRContext::Threading::DISABLED);
  context.loadAllAvailableDialects();
  llvm::json::Object result;
  llvm::Expected<std::string> candidate =
      applyScript(context, request->getString("kernel").value_or(""),
                  request->getString("script").value_or(""), options.target,
                  options.policy);
  if (candidate) {
    PreparedCandidate prepared = prepareCandidate(*candidate, options);
    result["candidate"] = std::move(*candidate);
    result["prepared"] =
        llvm::json::Object{{"ok", prepared.ok},
                           {"verdict", stringifyVerdict(prepared.verdict)},
                           {"details", prepared.details},
                           {"lowered", prepared.lowered},
                           {"kernel_name", prepared.kernelName},
                           {"seconds", prepared.seconds}};
  } else {
    result["why"] = llvm::toString(candidate.takeError());
  }
  std::error_code error;
  llvm::raw_fd_ostream os(resultPath, error);
  if (error) {
    llvm::errs() << "kgen compile worker: cannot write '" << resultPath
                 << "': " << error.message() << "\n";
    return 2;
  }
  os << llvm::json::Value(std::move(result));
  return 0;
}
