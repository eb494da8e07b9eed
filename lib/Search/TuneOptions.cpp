//===- TuneOptions.cpp - the tuner's options and its time limit -----------===//
//
// Part of kgen.
//
//===----------------------------------------------------------------------===//

#include "kgen/Search/Search.h"

#include "llvm/Support/Error.h"

#include <chrono>
#include <cmath>

using namespace mlir;
using namespace mlir::kgen;

static llvm::Error optionError(const llvm::Twine &message) {
  return llvm::createStringError(llvm::inconvertibleErrorCode(), message);
}

llvm::Error TuneOptions::verify() const {
  if (llvm::Error error = validate.verify())
    return error;
  if (budget == 0)
    return optionError("budget must be positive");
  // Not negated comparisons: a NaN is refused too.
  if (!(agentTimeout > 0) || !std::isfinite(agentTimeout))
    return optionError(
        "agent-timeout must be a positive number of seconds, got " +
        llvm::formatv("{0}", llvm::format("%g", agentTimeout)).str());
  if (llvm::Error error = verifyNaiveErrorFactor(naiveErrorFactor))
    return error;
  if (!(pruneFactor == 0 || pruneFactor >= 1) || !std::isfinite(pruneFactor))
    return optionError(
        "prune-factor must be 0 (off) or at least 1, got " +
        llvm::formatv("{0}", llvm::format("%g", pruneFactor)).str());
  if (!(raceFactor == 0 || raceFactor >= 1) || !std::isfinite(raceFactor))
    return optionError(
        "race-factor must be 0 (off) or at least 1, got " +
        llvm::formatv("{0}", llvm::format("%g", raceFactor)).str());
  if (screenTrials >= validate.trials)
    return optionError("screen-trials must be less than trials (" +
                       llvm::Twine(validate.trials) +
                       "; 0 turns screening off), got " +
                       llvm::Twine(screenTrials));
  for (const std::string &agent : agents)
    if (!llvm::StringRef(agent).starts_with("exec:") || agent.size() == 5)
      return optionError("agent takes exec:COMMAND, got '" + agent + "'");
  for (const std::string &name : proposers)
    if (!createProposer(name))
      return optionError("unknown proposer '" + name +
                         "' (expected heuristic, evolutionary, random or "
                         "exhaustive)");
  return llvm::Error::success();
}

llvm::Error TuneOptions::setTimeLimit(double seconds) {
  if (!(seconds >= 0) || !std::isfinite(seconds))
    return optionError("time-limit must be 0 (none) or positive, got " +
                       llvm::formatv("{0}", llvm::format("%g", seconds)).str());
  timeLimit = seconds > 0 ? std::make_shared<TimeLimit>(seconds) : nullptr;
  return llvm::Error::success();
}

static std::chrono::steady_clock::duration toDuration(double seconds) {
  return std::chrono::duration_cast<std::chrono::steady_clock::duration>(
      std::chrono::duration<double>(seconds));
}

TimeLimit::TimeLimit(double seconds)
    : end(std::chrono::steady_clock::now() + toDuration(seconds)),
      seconds(seconds) {}

void TimeLimit::excuseWait(double wait) {
  wait = std::clamp(wait, 0.0, seconds / 2 - excused);
  excused += wait;
  end += toDuration(wait);
}

bool TimeLimit::passed() const {
  return std::chrono::steady_clock::now() >= end;
}

double TimeLimit::getSecondsLeft() const {
  return std::max(
      0.0, std::chrono::duration<double>(end - std::chrono::steady_clock::now())
               .count());
}
