//===- TuningDBTest.cpp - the tuning database -----------------------------===//
//
// Part of kgen.
//
//===----------------------------------------------------------------------===//

#include "kgen/TuningDB/TuningDB.h"

#include "gtest/gtest.h"

#include <cstdio>
#include <string>
#include <sys/wait.h>
#include <unistd.h>

using namespace mlir::kgen;

namespace {

/// A fresh database file in the temporary directory.
struct TempDB {
  std::string path;
  TempDB() {
    char name[] = "/tmp/kgen-tuningdb-XXXXXX";
    int fd = mkstemp(name);
    close(fd);
    path = name;
    std::remove(path.c_str());
  }
  ~TempDB() {
    for (const char *suffix : {"", "-wal", "-shm"})
      std::remove((path + suffix).c_str());
  }
};

CandidateRecord makeCandidate(const std::string &knobs, double ms,
                              const std::string &verdict = "OK") {
  CandidateRecord c;
  c.strategy = "gpu/matmul";
  c.knobs = knobs;
  c.script = "module {}";
  c.verdict = verdict;
  c.medianMs = ms;
  c.minMs = ms * 0.9;
  c.iqrMs = ms * 0.01;
  c.report = "{}";
  c.device = "test";
  c.kgenVersion = "0.1.0";
  return c;
}

/// Unwraps an llvm::Expected in a test (the error message on failure).
template <typename T> static T take(llvm::Expected<T> value) {
  if (!value) {
    ADD_FAILURE() << llvm::toString(value.takeError());
    return T();
  }
  return std::move(*value);
}

/// Whether an llvm::Error is success (its message consumed otherwise).
static ::testing::AssertionResult ok(llvm::Error error) {
  if (!error)
    return ::testing::AssertionSuccess();
  return ::testing::AssertionFailure() << llvm::toString(std::move(error));
}

TEST(TuningDB, RoundTrip) {
  TempDB file;
  auto db = take(TuningDB::open(file.path));
  ASSERT_TRUE(db);
  int64_t w = take(db->getWorkload("abc", "matmul", "sm_90", "strict"));
  ASSERT_GE(w, 0);
  EXPECT_EQ(take(db->getWorkload("abc", "matmul", "sm_90", "strict")), w);
  EXPECT_NE(take(db->getWorkload("abc", "matmul", "host", "strict")), w);

  ASSERT_TRUE(ok(db->record(w, makeCandidate(R"({"a":1})", 2.0))));
  ASSERT_TRUE(ok(db->record(w, makeCandidate(R"({"a":2})", 1.5))));
  ASSERT_TRUE(
      ok(db->record(w, makeCandidate(R"({"a":3})", 0.1, "WRONG_ANSWER"))));

  std::optional<CandidateRecord> found =
      db->lookup(w, "gpu/matmul", R"({"a":1})");
  ASSERT_TRUE(found);
  EXPECT_EQ(found->verdict, "OK");
  EXPECT_DOUBLE_EQ(found->medianMs, 2.0);
  EXPECT_EQ(found->device, "test");
  EXPECT_FALSE(db->lookup(w, "gpu/matmul", R"({"a":9})"));

  // The best is the fastest OK candidate, never a wrong one.
  std::optional<CandidateRecord> best = db->best(w);
  ASSERT_TRUE(best);
  EXPECT_EQ(best->knobs, R"({"a":2})");
  EXPECT_EQ(db->candidates(w).size(), 3u);

  auto bests = db->bestOfEveryWorkload();
  ASSERT_EQ(bests.size(), 1u);
  EXPECT_EQ(bests[0].hash, "abc");
  EXPECT_EQ(bests[0].candidate.knobs, R"({"a":2})");

  // Looking a workload up does not create it.
  EXPECT_EQ(db->findWorkload("xyz", "sm_90", "strict"), -1);
  EXPECT_EQ(db->findWorkload("abc", "sm_90", "strict"), w);
}

TEST(TuningDB, SurvivesAKilledWriterAndResumes) {
  TempDB file;
  pid_t pid = fork();
  ASSERT_GE(pid, 0);
  if (pid == 0) {
    auto db = cantFail(TuningDB::open(file.path));
    int64_t w = cantFail(db->getWorkload("h", "k", "host", "strict"));
    for (int i = 0; i < 5; ++i)
      cantFail(db->record(
          w, makeCandidate("{\"i\":" + std::to_string(i) + "}", 1 + i)));
    // Killed without closing anything.
    kill(getpid(), SIGKILL);
  }
  int status = 0;
  waitpid(pid, &status, 0);
  ASSERT_TRUE(WIFSIGNALED(status));

  auto db = take(TuningDB::open(file.path));
  ASSERT_TRUE(db);
  int64_t w = take(db->getWorkload("h", "k", "host", "strict"));
  EXPECT_EQ(db->candidates(w).size(), 5u);
  EXPECT_TRUE(db->lookup(w, "gpu/matmul", "{\"i\":4}"));
  // Resuming adds to what is there.
  ASSERT_TRUE(ok(db->record(w, makeCandidate("{\"i\":5}", 0.5))));
  EXPECT_EQ(db->candidates(w).size(), 6u);
  EXPECT_EQ(db->best(w)->knobs, "{\"i\":5}");
}

TEST(TuningDB, ReaderSeesWhatAWriterCommitted) {
  TempDB file;
  auto writer = take(TuningDB::open(file.path));
  auto reader = take(TuningDB::open(file.path));
  ASSERT_TRUE(writer && reader);
  int64_t w = take(writer->getWorkload("h", "k", "host", "strict"));
  ASSERT_TRUE(ok(writer->record(w, makeCandidate("{}", 1.0))));
  EXPECT_EQ(reader->candidates(w).size(), 1u);
}

TEST(TuningDB, UnopenablePathIsAnError) {
  llvm::Expected<std::unique_ptr<TuningDB>> db =
      TuningDB::open("/nonexistent-dir/x.db");
  ASSERT_FALSE(db);
  std::string error = llvm::toString(db.takeError());
  EXPECT_NE(
      error.find("cannot open the tuning database '/nonexistent-dir/x.db'"),
      std::string::npos)
      << error;
}

} // namespace
