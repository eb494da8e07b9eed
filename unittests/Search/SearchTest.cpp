//===- SearchTest.cpp - what the search reports about candidates ----------===//
//
// Part of kgen.
//
//===----------------------------------------------------------------------===//

#include "kgen/Search/Search.h"

#include "kgen/Validate/Validate.h"
#include "mlir/IR/DialectImplementation.h"
#include "mlir/IR/MLIRContext.h"
#include "gtest/gtest.h"

#include <cstdio>
#include <thread>
#include <unistd.h>

/// A dialect kgen's tools do not register (an embedding compiler's): its
/// attribute `#kgen_search_test.marker` parses only with it.
namespace kgen_search_test {
class MarkerDialect : public mlir::Dialect {
public:
  explicit MarkerDialect(mlir::MLIRContext *context)
      : Dialect(getDialectNamespace(), context,
                mlir::TypeID::get<MarkerDialect>()) {}
  static llvm::StringRef getDialectNamespace() { return "kgen_search_test"; }
  mlir::Attribute parseAttribute(mlir::DialectAsmParser &parser,
                                 mlir::Type type) const override {
    if (parser.parseKeyword("marker"))
      return {};
    return mlir::UnitAttr::get(getContext());
  }
};
} // namespace kgen_search_test
MLIR_DECLARE_EXPLICIT_TYPE_ID(kgen_search_test::MarkerDialect)
MLIR_DEFINE_EXPLICIT_TYPE_ID(kgen_search_test::MarkerDialect)

using namespace mlir::kgen;

namespace {

// The supervisor's shares: by weight, at least one trial each, one kept for
// each kernel to come, unused trials passed on.
struct Call {
  size_t index;
  unsigned allotted, left;
};

// A knob declared in a region of an alternatives goes back to its default
// where the point selects another region (nested too): those points are
// one candidate. Where the region is selected it keeps its value.
TEST(CanonicalPoint, IrrelevantKnobsTakeTheirDefaults) {
  Strategy strategy;
  Knob outer;
  outer.name = "lowering";
  outer.isAlternatives = true;
  outer.options = {"0", "1", "2"};
  Knob tile;
  tile.name = "tile";
  tile.options = {"8", "16", "32"};
  tile.defaultIndex = 1;
  tile.within = {{"lowering", 1}};
  Knob inner;
  inner.name = "order";
  inner.isAlternatives = true;
  inner.options = {"0", "1"};
  inner.within = {{"lowering", 2}};
  Knob deep;
  deep.name = "unroll";
  deep.options = {"1", "2", "4"};
  deep.within = {{"lowering", 2}, {"order", 1}};
  Knob free;
  free.name = "threads";
  free.options = {"64", "128"};
  strategy.knobs = {outer, tile, inner, deep, free};
  EXPECT_EQ(canonicalPoint(strategy, {1, 2, 1, 2, 1}), (Point{1, 2, 0, 0, 1}));
  EXPECT_EQ(canonicalPoint(strategy, {0, 2, 1, 2, 1}), (Point{0, 1, 0, 0, 1}));
  EXPECT_EQ(canonicalPoint(strategy, {2, 0, 1, 2, 0}), (Point{2, 1, 1, 2, 0}));
  EXPECT_EQ(canonicalPoint(strategy, {2, 0, 0, 2, 0}), (Point{2, 1, 0, 0, 0}));
  // A pinned alternatives: its one option stands for its script region.
  strategy.knobs[0].options = {"2"};
  strategy.knobs[0].scriptIndex = {2};
  EXPECT_EQ(canonicalPoint(strategy, {0, 0, 1, 2, 0}), (Point{0, 1, 1, 2, 0}));
}

TEST(SuperviseBudget, LargestFirstOneKeptForEachLater) {
  std::vector<Call> calls;
  unsigned used = superviseBudget(
      {1.0, 10.0, 1.0}, 10, [&](size_t i, unsigned allotted, unsigned left) {
        calls.push_back({i, allotted, left});
        return allotted;
      });
  ASSERT_EQ(calls.size(), 3u);
  // 10 * 10/12 = 8.3 -> 8 (two kept for the others).
  EXPECT_EQ(calls[0].index, 1u);
  EXPECT_EQ(calls[0].allotted, 8u);
  EXPECT_EQ(calls[0].left, 10u);
  // Equal weights keep their order.
  EXPECT_EQ(calls[1].index, 0u);
  EXPECT_EQ(calls[1].allotted, 1u);
  EXPECT_EQ(calls[2].index, 2u);
  EXPECT_EQ(calls[2].allotted, 1u);
  EXPECT_EQ(used, 10u);
}

TEST(SuperviseBudget, BudgetSmallerThanKernels) {
  std::vector<size_t> searched;
  unsigned used = superviseBudget({5.0, 3.0, 1.0}, 1,
                                  [&](size_t i, unsigned allotted, unsigned) {
                                    searched.push_back(i);
                                    EXPECT_EQ(allotted, 1u);
                                    return allotted;
                                  });
  // One trial: the heaviest kernel gets it, the others are not searched.
  EXPECT_EQ(searched, std::vector<size_t>({0}));
  EXPECT_EQ(used, 1u);
}

TEST(SuperviseBudget, UnusedTrialsGoToTheNext) {
  std::vector<Call> calls;
  unsigned used = superviseBudget(
      {3.0, 1.0}, 8, [&](size_t i, unsigned allotted, unsigned left) {
        calls.push_back({i, allotted, left});
        // The first kernel's proposers run dry after two trials.
        return i == 0 ? 2u : allotted;
      });
  ASSERT_EQ(calls.size(), 2u);
  EXPECT_EQ(calls[0].allotted, 6u); // 8 * 3/4
  EXPECT_EQ(calls[1].allotted, 6u); // all 6 left
  EXPECT_EQ(calls[1].left, 6u);
  EXPECT_EQ(used, 8u);
}

TEST(SuperviseBudget, NothingToSearch) {
  EXPECT_EQ(superviseBudget({}, 5,
                            [](size_t, unsigned, unsigned) {
                              ADD_FAILURE() << "no kernel to search";
                              return 0u;
                            }),
            0u);
}

// A strategy is given up once two of its candidates ran OK and the fastest
// takes longer than the factor x the best verified time; failed candidates
// do not count, and nothing is given up before a best exists or with the
// factor 0.
static Trial trialOf(Verdict verdict, double ms) {
  Trial trial;
  trial.verdict = verdict;
  trial.medianMs = ms;
  return trial;
}

TEST(IsHopeless, TwoOkCandidatesAtTheFactorOrSlower) {
  SearchState state;
  state.trials.push_back(trialOf(Verdict::Ok, 32.0));
  EXPECT_FALSE(isHopeless(state, 1.6, 3)); // one candidate: too early
  state.trials.push_back(trialOf(Verdict::CompileError, -1));
  EXPECT_FALSE(isHopeless(state, 1.6, 3)); // a failure does not count
  state.trials.push_back(trialOf(Verdict::Ok, 306.0));
  EXPECT_TRUE(isHopeless(state, 1.6, 3));
  EXPECT_TRUE(isHopeless(state, 10.0, 3.1));  // 32 > 31
  EXPECT_FALSE(isHopeless(state, 10.0, 3.2)); // 32 = 3.2 x 10: kept
  EXPECT_FALSE(isHopeless(state, 1.6, 0));    // off
  EXPECT_FALSE(isHopeless(state, -1, 3));     // no verified best yet
}

TEST(IsHopeless, NeverTheStrategyOfTheBest) {
  SearchState state;
  state.trials.push_back(trialOf(Verdict::Ok, 5.0));
  state.trials.push_back(trialOf(Verdict::Ok, 1.6));
  EXPECT_FALSE(isHopeless(state, 1.6, 1));
}

// Under strict the roofline stop's FLOP ceiling is 3xTF32's where the chip
// has TF32 tensor cores (a third of the H100's 494.7 TFLOP/s, above its
// fp32 66.9); other policies and chips keep the validator's.
TEST(StopCeiling, ThreeTf32UnderStrict) {
  EXPECT_DOUBLE_EQ(stopCeilingGflops("sm_90a", Precision::strict, 66900),
                   494700 / 3.0);
  EXPECT_DOUBLE_EQ(stopCeilingGflops("sm_90", Precision::tf32, 494700), 494700);
  EXPECT_DOUBLE_EQ(stopCeilingGflops("gfx90a", Precision::strict, 23950),
                   23950);
  EXPECT_DOUBLE_EQ(stopCeilingGflops("host", Precision::strict, 0), 0);
}

TEST(TuneOptions, PruneFactorIsOffOrAtLeastOne) {
  TuneOptions options;
  options.validate.target = "host";
  options.pruneFactor = 0.5;
  llvm::Error error = options.verify();
  ASSERT_TRUE(static_cast<bool>(error));
  EXPECT_EQ(llvm::toString(std::move(error)),
            "prune-factor must be 0 (off) or at least 1, got 0.5");
  options.pruneFactor = 0;
  EXPECT_FALSE(static_cast<bool>(options.verify()));
  options.pruneFactor = 1;
  EXPECT_FALSE(static_cast<bool>(options.verify()));
}

TEST(GeneratedArithmetic, NamesEachGemmMathOnce) {
  // Two launches of a candidate (as transform.kgen.gemm_pipelined records
  // them), one SIMT: each arithmetic once, in order of appearance.
  const char *candidate = R"(
    gpu.launch blocks(%a, %b, %c) in (%x = %c1, %y = %c1, %z = %c1) {
      gpu.terminator
    } {kgen.gemm_config = array<i64: 128, 128, 32, 64, 32, 4, 1>, kgen.gemm_math = "3xtf32"}
    gpu.launch blocks(%a, %b, %c) in (%x = %c1, %y = %c1, %z = %c1) {
      gpu.terminator
    } {kgen.gemm_config = array<i64: 128, 128, 32, 64, 32, 4, 1>, kgen.gemm_math = "3xtf32"}
    gpu.launch blocks(%a, %b, %c) in (%x = %c1, %y = %c1, %z = %c1) {
      gpu.terminator
    } {kgen.gemm_config = array<i64: 32, 32, 16, 2, 4, 3, 1>, kgen.gemm_math = "fma"}
  )";
  std::vector<std::string> expected = {"3xtf32", "fma"};
  EXPECT_EQ(generatedArithmetic(candidate), expected);
}

TEST(GeneratedArithmetic, EmptyWithoutGemmKernels) {
  EXPECT_TRUE(generatedArithmetic("func.func @f() { return }").empty());
  EXPECT_TRUE(generatedArithmetic("").empty());
}

// Applying and exporting take this machine's device model's best record,
// else any device model's with a note naming the device; device=MODEL takes
// that model's only.
TEST(ChooseTuned, ThisDeviceFirstElseAnyWithANote) {
  char name[] = "/tmp/kgen-choose-XXXXXX";
  int fd = mkstemp(name);
  ASSERT_GE(fd, 0);
  close(fd);
  std::string path = name;
  std::remove(path.c_str());
  {
    auto opened = TuningDB::open(path);
    ASSERT_TRUE(bool(opened)) << llvm::toString(opened.takeError());
    TuningDB &db = **opened;
    int64_t w =
        llvm::cantFail(db.getWorkload("h", "kernel", "sm_90", "strict"));
    auto add = [&](const char *device, const char *knobs, double ms) {
      CandidateRecord c;
      c.strategy = "gpu/matmul";
      c.knobs = knobs;
      c.verdict = "OK";
      c.medianMs = ms;
      c.device = device;
      llvm::cantFail(db.record(w, c));
    };
    const char *h100 = "NVIDIA H100", *h200 = "NVIDIA H200";
    add(h100, "{\"a\":1}", 2.0);

    // No record of this machine's H200: the H100's, with a note.
    TunedChoice choice = chooseTuned(db, w, "", h200);
    ASSERT_TRUE(choice.record);
    EXPECT_EQ(choice.record->device, h100);
    EXPECT_EQ(choice.note, "measured on \"NVIDIA H100\" (this machine's "
                           "\"NVIDIA H200\" has no verified record)");
    // No device here (no driver): the same, said so.
    choice = chooseTuned(db, w, "", "");
    ASSERT_TRUE(choice.record);
    EXPECT_EQ(choice.note, "measured on \"NVIDIA H100\" (the device here is "
                           "unknown: no GPU driver loads)");

    // The H200's own record wins over a faster one of the H100.
    add(h200, "{\"a\":2}", 3.0);
    add(h100, "{\"a\":3}", 1.0);
    choice = chooseTuned(db, w, "", h200);
    ASSERT_TRUE(choice.record);
    EXPECT_EQ(choice.record->knobs, "{\"a\":2}");
    EXPECT_EQ(choice.note, "");
    // Unknown here: the fastest of both, and both named as choices.
    choice = chooseTuned(db, w, "", "");
    ASSERT_TRUE(choice.record);
    EXPECT_EQ(choice.record->knobs, "{\"a\":3}");
    EXPECT_NE(choice.note.find("2 device models have verified records"),
              std::string::npos)
        << choice.note;

    // device=MODEL: that model's records only, wherever this runs.
    choice = chooseTuned(db, w, h200, h100);
    ASSERT_TRUE(choice.record);
    EXPECT_EQ(choice.record->knobs, "{\"a\":2}");
    EXPECT_EQ(choice.note, "");
    EXPECT_FALSE(chooseTuned(db, w, "NVIDIA A100", h100).record);
    // A workload the database does not have.
    EXPECT_FALSE(chooseTuned(db, -1, "", h100).record);
  }
  for (const char *suffix : {"", "-wal", "-shm"})
    std::remove((path + suffix).c_str());
}

// The host's device model is the CPU's, never empty.
TEST(CurrentDeviceModel, HostIsTheCpu) {
  std::string model = currentDeviceModel("host");
  EXPECT_FALSE(model.empty());
  EXPECT_EQ(model, llvm::StringRef(model).trim());
  EXPECT_EQ(model.find("  "), std::string::npos);
  EXPECT_EQ(describeDeviceModel(""), "an unknown device");
  EXPECT_EQ(describeDeviceModel("NVIDIA H200"), "\"NVIDIA H200\"");
}

} // namespace

// GPU lock waits move the end of a time limit, up to half its length.
TEST(TimeLimit, LockWaitsExcusedUpToHalfTheLimit) {
  TimeLimit limit(0.4);
  EXPECT_FALSE(limit.passed());
  limit.excuseWait(0.05);
  EXPECT_DOUBLE_EQ(limit.getExcusedSeconds(), 0.05);
  limit.excuseWait(1.0);
  EXPECT_DOUBLE_EQ(limit.getExcusedSeconds(), 0.2);
  limit.excuseWait(-1.0);
  EXPECT_DOUBLE_EQ(limit.getExcusedSeconds(), 0.2);
  // Ends at 0.6 s: not at 0.45 s, but by 0.65 s.
  std::this_thread::sleep_for(std::chrono::milliseconds(450));
  EXPECT_FALSE(limit.passed());
  std::this_thread::sleep_for(std::chrono::milliseconds(200));
  EXPECT_TRUE(limit.passed());
}

// An embedding compiler's kernel (in a dialect kgen's tools lack) is tuned
// with its registry in the options; without it, the kernel does not parse.
TEST(TuneRegistry, TheInjectedRegistryTunesAKernelInItsDialect) {
  const char *kernel = R"mlir(
module attributes {kgen_search_test.tag = #kgen_search_test.marker} {
  func.func @add(%a: tensor<16x16xf32>, %b: tensor<16x16xf32>) -> tensor<16x16xf32> {
    %init = tensor.empty() : tensor<16x16xf32>
    %r = linalg.generic {
        indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>,
                         affine_map<(i, j) -> (i, j)>],
        iterator_types = ["parallel", "parallel"]}
        ins(%a, %b : tensor<16x16xf32>, tensor<16x16xf32>)
        outs(%init : tensor<16x16xf32>) {
      ^bb0(%x: f32, %y: f32, %out: f32):
        %s = arith.addf %x, %y : f32
        %t = math.tanh %s : f32
        linalg.yield %t : f32
    } -> tensor<16x16xf32>
    return %r : tensor<16x16xf32>
  }
}
)mlir";
  TuneOptions options;
  options.validate.workerPath = KGEN_TEST_WORKER;
  options.validate.seed = 5;
  options.strategies = {
      {KGEN_TEST_STRATEGIES "/host/elementwise.mlir", "host/elementwise"}};
  options.proposers = {"heuristic"};
  options.budget = 1;
  options.beatNaive = false;
  options.compileThreads = 0;
  std::string log;
  llvm::raw_string_ostream progress(log);
  TuneResult unknown = tune(kernel, options, progress);
  EXPECT_FALSE(unknown.ok);
  EXPECT_NE(unknown.error.find("kgen_search_test"), std::string::npos)
      << unknown.error;
  // With the dialect, the kernel is searched and its candidate verified
  // (the worker gets lowered modules only).
  mlir::DialectRegistry registry;
  registerToolDialects(registry);
  registry.insert<kgen_search_test::MarkerDialect>();
  options.validate.registry = &registry;
  TuneResult tuned = tune(kernel, options, progress);
  EXPECT_TRUE(tuned.ok) << tuned.error << "\n" << log;
  EXPECT_EQ(tuned.bestStrategy, "host/elementwise");
}
