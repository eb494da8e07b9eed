//===- Agent.cpp - external agents as proposers ---------------------------===//
//
// Part of kgen.
//
//===----------------------------------------------------------------------===//
//
// An external program (an LLM client, a script, anything) proposes
// candidates over JSON lines on its stdin/stdout (docs/agents.md). Every
// message it sends is untrusted: size- and time-limited, parsed and checked
// before use; a bad one gets an error reply; an agent that hangs, floods or
// exits is stopped and the search goes on without it. Its proposals go
// through the same validator as everyone else's.
//
//===----------------------------------------------------------------------===//

#include "kgen/Search/Search.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/xxhash.h"

#include <cerrno>
#include <chrono>
#include <csignal>
#include <fcntl.h>
#include <poll.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

extern char **environ;

using namespace mlir;
using namespace mlir::kgen;

/// Largest message an agent may send, in bytes.
static constexpr size_t kMaxMessageBytes = 1 << 20;
/// Consecutive bad replies after which an agent is stopped.
static constexpr int kMaxBadReplies = 3;

namespace {
/// The agent's process and the two pipes to it.
class AgentProcess {
public:
  static std::unique_ptr<AgentProcess> start(llvm::StringRef command,
                                             std::string &error) {
    // Close-on-exec pipes: no other child started meanwhile (a validation
    // worker, ptxas) holds the agent's ends open.
    int toAgent[2], fromAgent[2];
    if (pipe2(toAgent, O_CLOEXEC) != 0) {
      error = std::string("cannot create pipes: ") + strerror(errno);
      return nullptr;
    }
    if (pipe2(fromAgent, O_CLOEXEC) != 0) {
      error = std::string("cannot create pipes: ") + strerror(errno);
      close(toAgent[0]);
      close(toAgent[1]);
      return nullptr;
    }
    // posix_spawn rather than fork: kgen may have threads (the compile
    // pool, a pass manager). The agent gets its own process group, so that
    // stopping it stops whatever it started (the shell, an interpreter, its
    // children).
    std::string cmd = command.str();
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_adddup2(&actions, toAgent[0], 0);
    posix_spawn_file_actions_adddup2(&actions, fromAgent[1], 1);
    posix_spawnattr_t attributes;
    posix_spawnattr_init(&attributes);
    posix_spawnattr_setpgroup(&attributes, 0);
    sigset_t defaults;
    sigemptyset(&defaults);
    sigaddset(&defaults, SIGPIPE);
    posix_spawnattr_setsigdefault(&attributes, &defaults);
    posix_spawnattr_setflags(&attributes,
                             POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGDEF);
    char shell[] = "/bin/sh", dashC[] = "-c";
    char *argv[] = {shell, dashC, cmd.data(), nullptr};
    pid_t pid = -1;
    int spawnError =
        posix_spawn(&pid, shell, &actions, &attributes, argv, environ);
    posix_spawn_file_actions_destroy(&actions);
    posix_spawnattr_destroy(&attributes);
    close(toAgent[0]);
    close(fromAgent[1]);
    if (spawnError != 0) {
      error = std::string("cannot start /bin/sh: ") + strerror(spawnError);
      close(toAgent[1]);
      close(fromAgent[0]);
      return nullptr;
    }
    // A dead agent must not kill kgen with SIGPIPE.
    signal(SIGPIPE, SIG_IGN);
    auto process = std::unique_ptr<AgentProcess>(new AgentProcess());
    process->pid = pid;
    process->in = toAgent[1];
    process->out = fromAgent[0];
    return process;
  }

  ~AgentProcess() { stop(); }

  void stop() {
    if (pid <= 0)
      return;
    close(in);
    close(out);
    kill(-pid, SIGKILL);
    waitpid(pid, nullptr, 0);
    pid = -1;
  }

  bool send(const llvm::json::Value &message) {
    std::string line;
    llvm::raw_string_ostream os(line);
    os << message << "\n";
    const char *data = line.data();
    size_t left = line.size();
    while (left > 0) {
      ssize_t n = write(in, data, left);
      if (n < 0 && errno == EINTR)
        continue;
      if (n <= 0)
        return false;
      data += n;
      left -= n;
    }
    return true;
  }

  /// One line, within `seconds`; std::nullopt with `error` on timeout, end
  /// of stream or an oversized line (which is skipped).
  std::optional<std::string> receiveLine(double seconds, std::string &error) {
    auto deadline = std::chrono::steady_clock::now() +
                    std::chrono::duration<double>(seconds);
    bool oversized = false;
    while (true) {
      size_t newline = buffer.find('\n');
      if (newline != std::string::npos) {
        std::string line = buffer.substr(0, newline);
        buffer.erase(0, newline + 1);
        if (oversized) {
          error = "oversized message (more than 1 MiB)";
          return std::nullopt;
        }
        return line;
      }
      if (buffer.size() > kMaxMessageBytes) {
        oversized = true;
        buffer.clear();
      }
      int left = std::chrono::duration_cast<std::chrono::milliseconds>(
                     deadline - std::chrono::steady_clock::now())
                     .count();
      if (left <= 0) {
        error =
            "no answer within " + llvm::formatv("{0}", seconds).str() + " s";
        timedOut = true;
        return std::nullopt;
      }
      pollfd fd{out, POLLIN, 0};
      int ready = poll(&fd, 1, left);
      if (ready < 0 && errno == EINTR)
        continue;
      if (ready <= 0)
        continue;
      char chunk[65536];
      ssize_t n = read(out, chunk, sizeof(chunk));
      if (n < 0 && errno == EINTR)
        continue;
      if (n <= 0) {
        error = "the agent closed its output (exited?)";
        closed = true;
        return std::nullopt;
      }
      buffer.append(chunk, n);
    }
  }

  bool timedOut = false, closed = false;

private:
  pid_t pid = -1;
  int in = -1, out = -1;
  std::string buffer;
};

class AgentProposer : public Proposer {
public:
  AgentProposer(llvm::StringRef command, llvm::json::Object workload,
                double replySeconds, llvm::raw_ostream &log)
      : command(command.str()), workload(std::move(workload)),
        replySeconds(replySeconds), log(log) {}

  llvm::StringRef getName() const override { return "agent"; }
  bool wantsCompleteFeedback() const override { return !stopped; }

  std::optional<Proposal> propose(SearchState &state) override {
    if (stopped)
      return std::nullopt;
    if (!process && !startAgent())
      return std::nullopt;
    // Feedback for every trial the agent has not heard of, whoever
    // proposed it.
    if (state.strategy != currentStrategy) {
      currentStrategy = state.strategy;
      reported = 0;
    }
    for (; reported < state.trials.size(); ++reported) {
      const Trial &t = state.trials[reported];
      llvm::json::Object feedback{{"type", "feedback"},
                                  {"strategy", state.strategy->name},
                                  {"trial", static_cast<int64_t>(reported + 1)},
                                  {"proposer", t.proposer},
                                  {"knobs", t.knobs},
                                  {"verdict", stringifyVerdict(t.verdict)},
                                  {"details", t.details.substr(0, 4096)},
                                  {"median_ms", t.medianMs},
                                  {"roofline_fraction", t.rooflineFraction}};
      if (t.proposer == "agent")
        feedback["script"] = t.script.substr(0, 65536);
      if (!send(std::move(feedback)))
        return std::nullopt;
    }
    llvm::json::Array knobs;
    for (const Knob &knob : state.strategy->knobs) {
      llvm::json::Array options;
      for (const std::string &o : knob.options)
        options.push_back(o);
      knobs.push_back(
          llvm::json::Object{{"name", knob.name},
                             {"options", std::move(options)},
                             {"default", knob.options[knob.defaultIndex]}});
    }
    if (!send(llvm::json::Object{
            {"type", "request"},
            {"strategy", llvm::json::Object{{"name", state.strategy->name},
                                            {"text", state.strategy->text},
                                            {"knobs", std::move(knobs)}}}}))
      return std::nullopt;

    for (int bad = 0; bad < kMaxBadReplies;) {
      std::string error;
      std::optional<std::string> line =
          process->receiveLine(replySeconds, error);
      if (!line) {
        if (process->timedOut || process->closed)
          return stop(error);
        ++bad;
        reject(error);
        continue;
      }
      std::optional<Proposal> proposal = parseProposal(*line, state, error);
      if (done)
        return stop("it is done");
      if (proposal)
        return proposal;
      ++bad;
      reject(error);
    }
    return stop("too many bad replies");
  }

private:
  bool startAgent() {
    std::string error;
    process = AgentProcess::start(command, error);
    if (!process) {
      stop("cannot start: " + error);
      return false;
    }
    return send(llvm::json::Object{{"protocol", "kgen-agent/1"},
                                   {"type", "hello"},
                                   {"workload", llvm::json::Object(workload)}});
  }

  bool send(llvm::json::Object message) {
    if (process->send(llvm::json::Value(std::move(message))))
      return true;
    stop("it does not read its input (exited?)");
    return false;
  }

  void reject(const std::string &error) {
    log << "[kgen-tune] agent: rejected a message: " << error << "\n";
    if (process)
      process->send(llvm::json::Object{{"type", "error"}, {"message", error}});
  }

  std::nullopt_t stop(const std::string &why) {
    if (!stopped)
      log << "[kgen-tune] agent '" << command << "' stopped: " << why
          << "; the search goes on without it\n";
    stopped = true;
    if (process)
      process->stop();
    return std::nullopt;
  }

  std::optional<Proposal>
  parseProposal(llvm::StringRef line, SearchState &state, std::string &error) {
    llvm::Expected<llvm::json::Value> parsed = llvm::json::parse(line);
    if (!parsed) {
      error = "not JSON: " + llvm::toString(parsed.takeError());
      return std::nullopt;
    }
    const llvm::json::Object *message = parsed->getAsObject();
    std::optional<llvm::StringRef> type =
        message ? message->getString("type") : std::nullopt;
    if (type && *type == "done") {
      done = true;
      return std::nullopt;
    }
    if (!type || *type != "proposal") {
      error = "expected {\"type\": \"proposal\", ...} or {\"type\": \"done\"}";
      return std::nullopt;
    }
    Proposal proposal;
    if (std::optional<llvm::StringRef> rationale =
            message->getString("rationale"))
      proposal.rationale = rationale->substr(0, 2000).str();
    if (std::optional<llvm::StringRef> script = message->getString("script")) {
      if (script->empty()) {
        error = "empty script";
        return std::nullopt;
      }
      proposal.script = script->str();
      return proposal;
    }
    const llvm::json::Object *knobs = message->getObject("knobs");
    if (!knobs) {
      error = "a proposal needs \"knobs\" (an object) or \"script\" (a "
              "string)";
      return std::nullopt;
    }
    // Knobs the agent leaves open keep the strategy's values.
    const Strategy &strategy = *state.strategy;
    llvm::Expected<Point> point = pointFromKnobValues(strategy, *knobs);
    if (!point) {
      error = llvm::toString(point.takeError());
      return std::nullopt;
    }
    proposal.point = std::move(*point);
    if (state.seen.count(proposal.point)) {
      error = "already measured: " + describePoint(strategy, proposal.point);
      return std::nullopt;
    }
    return proposal;
  }

  std::string command;
  llvm::json::Object workload;
  double replySeconds;
  llvm::raw_ostream &log;
  std::unique_ptr<AgentProcess> process;
  const Strategy *currentStrategy = nullptr;
  size_t reported = 0;
  bool stopped = false, done = false;
};
} // namespace

std::unique_ptr<Proposer>
mlir::kgen::createAgentProposer(llvm::StringRef command,
                                llvm::json::Object workload,
                                double replySeconds, llvm::raw_ostream &log) {
  return std::make_unique<AgentProposer>(command, std::move(workload),
                                         replySeconds, log);
}
