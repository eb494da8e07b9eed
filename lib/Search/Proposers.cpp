//===- Proposers.cpp - where the next candidate comes from ----------------===//
//
// Part of kgen.
//
//===----------------------------------------------------------------------===//

#include "kgen/Search/Search.h"

#include <algorithm>

using namespace mlir;
using namespace mlir::kgen;

std::vector<const Trial *> SearchState::ranked() const {
  std::vector<const Trial *> ok;
  for (const Trial &trial : trials)
    if ((trial.verdict == Verdict::Ok || trial.verdict == Verdict::Slower) &&
        trial.medianMs >= 0)
      ok.push_back(&trial);
  std::stable_sort(ok.begin(), ok.end(), [](const Trial *a, const Trial *b) {
    return a->medianMs < b->medianMs;
  });
  return ok;
}

static Point defaultPoint(const Strategy &strategy) {
  Point point;
  for (const Knob &knob : strategy.knobs)
    point.push_back(knob.defaultIndex);
  return point;
}

static Point randomPoint(SearchState &state) {
  Point point;
  for (const Knob &knob : state.strategy->knobs)
    point.push_back(state.rng() % knob.options.size());
  return point;
}

/// Points one knob away from `center` (one option up or down), unseen.
static std::vector<Point> neighbours(const SearchState &state,
                                     const Point &center) {
  std::vector<Point> result;
  for (size_t k = 0; k < center.size(); ++k) {
    size_t count = state.strategy->knobs[k].options.size();
    for (int delta : {-1, 1}) {
      int64_t index = int64_t(center[k]) + delta;
      if (index < 0 || index >= int64_t(count))
        continue;
      Point p = center;
      p[k] = index;
      if (!state.seen.count(p))
        result.push_back(p);
    }
  }
  return result;
}

namespace {
/// The strategy's defaults (its author's heuristic for the target), then a
/// local search: unseen neighbours of the best point so far.
class HeuristicProposer : public Proposer {
public:
  llvm::StringRef getName() const override { return "heuristic"; }
  std::optional<Proposal> propose(SearchState &state) override {
    Point start = defaultPoint(*state.strategy);
    if (!state.seen.count(start))
      return Proposal{start, "", ""};
    std::vector<const Trial *> ranked = state.ranked();
    const Point &center = ranked.empty() ? start : ranked.front()->point;
    std::vector<Point> next = neighbours(state, center);
    if (next.empty())
      return std::nullopt;
    return Proposal{next[state.rng() % next.size()], "", ""};
  }
};

/// Mutation and crossover of the best verified points.
class EvolutionaryProposer : public Proposer {
public:
  llvm::StringRef getName() const override { return "evolutionary"; }
  std::optional<Proposal> propose(SearchState &state) override {
    std::vector<const Trial *> ranked = state.ranked();
    if (ranked.empty())
      return std::nullopt;
    size_t elite = std::min<size_t>(ranked.size(), 4);
    for (int attempt = 0; attempt < 64; ++attempt) {
      Point child = ranked[state.rng() % elite]->point;
      if (elite > 1 && state.rng() % 2) {
        // Crossover: each knob from one of two parents.
        const Point &other = ranked[state.rng() % elite]->point;
        for (size_t k = 0; k < child.size(); ++k)
          if (state.rng() % 2)
            child[k] = other[k];
      }
      // Mutation: one or two knobs to a random option.
      unsigned mutations = 1 + state.rng() % 2;
      for (unsigned m = 0; m < mutations && !child.empty(); ++m) {
        size_t k = state.rng() % child.size();
        child[k] = state.rng() % state.strategy->knobs[k].options.size();
      }
      if (!state.seen.count(child))
        return Proposal{child, "", ""};
    }
    return std::nullopt;
  }
};

/// Uniform sampling of unseen points.
class RandomProposer : public Proposer {
public:
  llvm::StringRef getName() const override { return "random"; }
  std::optional<Proposal> propose(SearchState &state) override {
    if (state.seen.size() >= state.strategy->size())
      return std::nullopt;
    for (int attempt = 0; attempt < 256; ++attempt) {
      Point p = randomPoint(state);
      if (!state.seen.count(p))
        return Proposal{p, "", ""};
    }
    return std::nullopt;
  }
};

/// Every point in lexicographic order (small spaces; a baseline).
class ExhaustiveProposer : public Proposer {
public:
  llvm::StringRef getName() const override { return "exhaustive"; }
  std::optional<Proposal> propose(SearchState &state) override {
    const Strategy &strategy = *state.strategy;
    if (next.empty())
      next.assign(strategy.knobs.size(), 0);
    while (!done) {
      Point candidate = next;
      // Advance like an odometer.
      size_t k = next.size();
      while (k > 0) {
        --k;
        if (++next[k] < strategy.knobs[k].options.size())
          break;
        next[k] = 0;
        if (k == 0)
          done = true;
      }
      if (next.empty())
        done = true;
      if (!state.seen.count(candidate))
        return Proposal{candidate, "", ""};
    }
    return std::nullopt;
  }

private:
  Point next;
  bool done = false;
};
} // namespace

std::unique_ptr<Proposer> mlir::kgen::createHeuristicProposer() {
  return std::make_unique<HeuristicProposer>();
}
std::unique_ptr<Proposer> mlir::kgen::createEvolutionaryProposer() {
  return std::make_unique<EvolutionaryProposer>();
}
std::unique_ptr<Proposer> mlir::kgen::createRandomProposer() {
  return std::make_unique<RandomProposer>();
}
std::unique_ptr<Proposer> mlir::kgen::createExhaustiveProposer() {
  return std::make_unique<ExhaustiveProposer>();
}
std::unique_ptr<Proposer> mlir::kgen::createProposer(llvm::StringRef name) {
  if (name == "heuristic")
    return createHeuristicProposer();
  if (name == "evolutionary")
    return createEvolutionaryProposer();
  if (name == "random")
    return createRandomProposer();
  if (name == "exhaustive")
    return createExhaustiveProposer();
  return nullptr;
}
