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

TEST(TuningDB, RoundTrip) {
  TempDB file;
  std::string error;
  auto db = TuningDB::open(file.path, error);
  ASSERT_TRUE(db) << error;
  int64_t w = db->getWorkload("abc", "matmul", "sm_90", "strict", error);
  ASSERT_GE(w, 0) << error;
  EXPECT_EQ(db->getWorkload("abc", "matmul", "sm_90", "strict", error), w);
  EXPECT_NE(db->getWorkload("abc", "matmul", "host", "strict", error), w);

  ASSERT_TRUE(db->record(w, makeCandidate(R"({"a":1})", 2.0), error)) << error;
  ASSERT_TRUE(db->record(w, makeCandidate(R"({"a":2})", 1.5), error));
  ASSERT_TRUE(
      db->record(w, makeCandidate(R"({"a":3})", 0.1, "WRONG_ANSWER"), error));

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
}

TEST(TuningDB, SurvivesAKilledWriterAndResumes) {
  TempDB file;
  pid_t pid = fork();
  ASSERT_GE(pid, 0);
  if (pid == 0) {
    std::string error;
    auto db = TuningDB::open(file.path, error);
    int64_t w = db->getWorkload("h", "k", "host", "strict", error);
    for (int i = 0; i < 5; ++i)
      db->record(w, makeCandidate("{\"i\":" + std::to_string(i) + "}", 1 + i),
                 error);
    // Killed without closing anything.
    kill(getpid(), SIGKILL);
  }
  int status = 0;
  waitpid(pid, &status, 0);
  ASSERT_TRUE(WIFSIGNALED(status));

  std::string error;
  auto db = TuningDB::open(file.path, error);
  ASSERT_TRUE(db) << error;
  int64_t w = db->getWorkload("h", "k", "host", "strict", error);
  EXPECT_EQ(db->candidates(w).size(), 5u);
  EXPECT_TRUE(db->lookup(w, "gpu/matmul", "{\"i\":4}"));
  // Resuming adds to what is there.
  ASSERT_TRUE(db->record(w, makeCandidate("{\"i\":5}", 0.5), error));
  EXPECT_EQ(db->candidates(w).size(), 6u);
  EXPECT_EQ(db->best(w)->knobs, "{\"i\":5}");
}

TEST(TuningDB, ReaderSeesWhatAWriterCommitted) {
  TempDB file;
  std::string error;
  auto writer = TuningDB::open(file.path, error);
  auto reader = TuningDB::open(file.path, error);
  ASSERT_TRUE(writer && reader) << error;
  int64_t w = writer->getWorkload("h", "k", "host", "strict", error);
  ASSERT_TRUE(writer->record(w, makeCandidate("{}", 1.0), error));
  EXPECT_EQ(reader->candidates(w).size(), 1u);
}

TEST(TuningDB, UnopenablePathIsAnError) {
  std::string error;
  EXPECT_FALSE(TuningDB::open("/nonexistent-dir/x.db", error));
  EXPECT_NE(
      error.find("cannot open the tuning database '/nonexistent-dir/x.db'"),
      std::string::npos)
      << error;
}

} // namespace
