//===- TuningDBTest.cpp - the tuning database -----------------------------===//
//
// Part of kgen.
//
//===----------------------------------------------------------------------===//

#include "kgen/TuningDB/TuningDB.h"

#include "gtest/gtest.h"

#include <sqlite3.h>

#include <cstdio>
#include <string>
#include <sys/wait.h>
#include <unistd.h>
#include <vector>

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
      db->lookup(w, "test", "gpu/matmul", R"({"a":1})");
  ASSERT_TRUE(found);
  EXPECT_EQ(found->verdict, "OK");
  EXPECT_DOUBLE_EQ(found->medianMs, 2.0);
  EXPECT_EQ(found->device, "test");
  EXPECT_FALSE(db->lookup(w, "test", "gpu/matmul", R"({"a":9})"));

  // The best is the fastest OK candidate, never a wrong one.
  std::optional<CandidateRecord> best = db->best(w, llvm::StringRef("test"));
  ASSERT_TRUE(best);
  EXPECT_EQ(best->knobs, R"({"a":2})");
  EXPECT_EQ(db->best(w, std::nullopt)->knobs, R"({"a":2})");
  EXPECT_EQ(db->candidates(w).size(), 3u);
  EXPECT_EQ(db->devices(w), std::vector<std::string>{"test"});

  // Looking a workload up does not create it.
  EXPECT_EQ(db->findWorkload("xyz", "sm_90", "strict"), -1);
  EXPECT_EQ(db->findWorkload("abc", "sm_90", "strict"), w);
}

// A record that only passed the screen is kept and answers lookups with
// its tier, but is never the best: applying and exporting take verified
// records only. Recorded again under the full protocol, it can be.
TEST(TuningDB, ScreenedRecordsAreNotVerified) {
  TempDB file;
  auto db = take(TuningDB::open(file.path));
  ASSERT_TRUE(db);
  int64_t w = take(db->getWorkload("abc", "matmul", "sm_90", "strict"));
  CandidateRecord screened = makeCandidate(R"({"a":1})", 0.5);
  screened.tier = kScreenTier;
  ASSERT_TRUE(ok(db->record(w, screened)));
  ASSERT_TRUE(ok(db->record(w, makeCandidate(R"({"a":2})", 2.0))));
  std::optional<CandidateRecord> found =
      db->lookup(w, "test", "gpu/matmul", R"({"a":1})");
  ASSERT_TRUE(found);
  EXPECT_EQ(found->tier, kScreenTier);
  EXPECT_FALSE(found->isVerified());
  EXPECT_EQ(db->best(w, llvm::StringRef("test"))->knobs, R"({"a":2})");
  EXPECT_EQ(db->best(w, std::nullopt)->knobs, R"({"a":2})");
  ASSERT_TRUE(ok(db->record(w, makeCandidate(R"({"a":1})", 0.6))));
  EXPECT_EQ(db->best(w, llvm::StringRef("test"))->knobs, R"({"a":1})");
  EXPECT_TRUE(db->best(w, llvm::StringRef("test"))->isVerified());
  EXPECT_EQ(db->candidates(w).size(), 2u);
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
  EXPECT_TRUE(db->lookup(w, "test", "gpu/matmul", "{\"i\":4}"));
  // Resuming adds to what is there.
  ASSERT_TRUE(ok(db->record(w, makeCandidate("{\"i\":5}", 0.5))));
  EXPECT_EQ(db->candidates(w).size(), 6u);
  EXPECT_EQ(db->best(w, llvm::StringRef("test"))->knobs, "{\"i\":5}");
}

TEST(TuningDB, ProcessesCreatingOneFreshFileAtOnceAllOpenIt) {
  // Tuners started together on a database that does not exist yet (a
  // harness's parallel jobs): each creates or opens it and records, none
  // fails with "database is locked". The children wait on a pipe, so that
  // they open the file at the same moment.
  constexpr int kProcesses = 8;
  for (int round = 0; round < 5; ++round) {
    TempDB file;
    int gate[2];
    ASSERT_EQ(pipe(gate), 0);
    std::vector<pid_t> children;
    for (int i = 0; i < kProcesses; ++i) {
      pid_t pid = fork();
      ASSERT_GE(pid, 0);
      if (pid == 0) {
        close(gate[1]);
        char byte;
        (void)!read(gate[0], &byte, 1);
        auto run = [&]() -> llvm::Error {
          llvm::Expected<std::unique_ptr<TuningDB>> db =
              TuningDB::open(file.path);
          if (!db)
            return db.takeError();
          llvm::Expected<int64_t> w =
              (*db)->getWorkload("h", "k", "host", "strict");
          if (!w)
            return w.takeError();
          return (*db)->record(
              *w, makeCandidate("{\"i\":" + std::to_string(i) + "}", 1));
        };
        if (llvm::Error error = run()) {
          fprintf(stderr, "process %d: %s\n", i,
                  llvm::toString(std::move(error)).c_str());
          _exit(1);
        }
        _exit(0);
      }
      children.push_back(pid);
    }
    close(gate[0]);
    close(gate[1]);
    for (pid_t pid : children) {
      int status = 0;
      waitpid(pid, &status, 0);
      EXPECT_TRUE(WIFEXITED(status) && WEXITSTATUS(status) == 0)
          << "round " << round;
    }
    auto db = take(TuningDB::open(file.path));
    ASSERT_TRUE(db);
    int64_t w = take(db->getWorkload("h", "k", "host", "strict"));
    EXPECT_EQ(db->candidates(w).size(), static_cast<size_t>(kProcesses));
  }
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

/// A record of `device` (a device model).
CandidateRecord onDevice(const std::string &device, const std::string &knobs,
                         double ms) {
  CandidateRecord c = makeCandidate(knobs, ms);
  c.device = device;
  return c;
}

// An H100 and an H200 are both sm_90: one workload, and records of one device
// model never answer for the other.
TEST(TuningDB, DeviceModelsOfOneChipDoNotAnswerForEachOther) {
  TempDB file;
  auto db = take(TuningDB::open(file.path));
  ASSERT_TRUE(db);
  int64_t w = take(db->getWorkload("abc", "kernel", "sm_90", "strict"));
  const char *h100 = "NVIDIA H100 80GB HBM3", *h200 = "NVIDIA H200";
  ASSERT_TRUE(ok(db->record(w, onDevice(h100, R"({"a":1})", 2.0))));
  ASSERT_TRUE(ok(db->record(w, onDevice(h100, R"({"a":2})", 3.0))));

  // The H200 has measured nothing: no lookup answers, no best.
  EXPECT_TRUE(db->lookup(w, h100, "gpu/matmul", R"({"a":1})"));
  EXPECT_FALSE(db->lookup(w, h200, "gpu/matmul", R"({"a":1})"));
  EXPECT_FALSE(db->best(w, llvm::StringRef(h200)));

  // The same point measured on the H200 is a record of its own: the H100's
  // is not replaced.
  ASSERT_TRUE(ok(db->record(w, onDevice(h200, R"({"a":1})", 1.5))));
  ASSERT_TRUE(ok(db->record(w, onDevice(h200, R"({"a":2})", 1.0))));
  EXPECT_DOUBLE_EQ(db->lookup(w, h100, "gpu/matmul", R"({"a":1})")->medianMs,
                   2.0);
  EXPECT_DOUBLE_EQ(db->lookup(w, h200, "gpu/matmul", R"({"a":1})")->medianMs,
                   1.5);
  EXPECT_EQ(db->candidates(w).size(), 4u);

  // Each device model's best is its own.
  EXPECT_EQ(db->best(w, llvm::StringRef(h100))->knobs, R"({"a":1})");
  EXPECT_EQ(db->best(w, llvm::StringRef(h200))->knobs, R"({"a":2})");
  EXPECT_EQ(db->best(w, llvm::StringRef(h200))->device, h200);
  // Any device model's: the fastest record, whoever measured it.
  EXPECT_EQ(db->best(w, std::nullopt)->device, h200);
  EXPECT_EQ(db->devices(w), (std::vector<std::string>{h100, h200}));

  // Re-measuring on one device replaces that device's record only.
  ASSERT_TRUE(ok(db->record(w, onDevice(h100, R"({"a":1})", 0.5))));
  EXPECT_EQ(db->candidates(w).size(), 4u);
  EXPECT_DOUBLE_EQ(db->lookup(w, h200, "gpu/matmul", R"({"a":1})")->medianMs,
                   1.5);
  EXPECT_EQ(db->best(w, llvm::StringRef(h200))->knobs, R"({"a":2})");
}

/// Runs `sql` on the SQLite file `path` (outside TuningDB).
static void runSql(const std::string &path, const char *sql) {
  sqlite3 *handle = nullptr;
  ASSERT_EQ(sqlite3_open(path.c_str(), &handle), SQLITE_OK);
  char *message = nullptr;
  int rc = sqlite3_exec(handle, sql, nullptr, nullptr, &message);
  EXPECT_EQ(rc, SQLITE_OK) << (message ? message : "");
  sqlite3_free(message);
  sqlite3_close(handle);
}

/// The one integer `sql` selects from the SQLite file `path`.
static int64_t queryInt(const std::string &path, const char *sql) {
  sqlite3 *handle = nullptr;
  sqlite3_stmt *stmt = nullptr;
  int64_t value = -1;
  if (sqlite3_open(path.c_str(), &handle) == SQLITE_OK &&
      sqlite3_prepare_v2(handle, sql, -1, &stmt, nullptr) == SQLITE_OK &&
      sqlite3_step(stmt) == SQLITE_ROW)
    value = sqlite3_column_int64(stmt, 0);
  sqlite3_finalize(stmt);
  sqlite3_close(handle);
  return value;
}

/// A database as kgen wrote it at schema version 1 (`version` 0: before
/// versions were recorded, the same tables): its `device` column held the
/// target; two records of one workload.
static void writeVersion1(const std::string &path, int version) {
  std::string sql = R"sql(
CREATE TABLE workloads(
  id INTEGER PRIMARY KEY, hash TEXT NOT NULL, kernel TEXT NOT NULL,
  target TEXT NOT NULL, precision TEXT NOT NULL, created INTEGER NOT NULL,
  UNIQUE(hash, target, precision));
CREATE TABLE candidates(
  id INTEGER PRIMARY KEY, workload INTEGER NOT NULL REFERENCES workloads(id),
  strategy TEXT NOT NULL, knobs TEXT NOT NULL, script TEXT NOT NULL,
  verdict TEXT NOT NULL, details TEXT NOT NULL, median_ms REAL NOT NULL,
  min_ms REAL NOT NULL, iqr_ms REAL NOT NULL, report TEXT NOT NULL,
  device TEXT NOT NULL, kgen_version TEXT NOT NULL, created INTEGER NOT NULL,
  UNIQUE(workload, strategy, knobs));
INSERT INTO workloads VALUES(1, 'abc', 'kernel', 'sm_90', 'strict', 0);
INSERT INTO candidates VALUES(1, 1, '(naive)', '{}', '', 'OK', '', 4.0, 4.0,
  0.0, '{}', 'sm_90', '0.1.0', 0);
INSERT INTO candidates VALUES(2, 1, 'gpu/matmul', '{"a":1}', 'module {}',
  'OK', '', 2.0, 1.9, 0.1, '{}', 'sm_90', '0.1.0', 0);
)sql";
  sql += "PRAGMA user_version = " + std::to_string(version) + ";";
  runSql(path, sql.c_str());
}

// Opened for writing, a version 1 database is migrated to version 2: its
// records are kept, with the unknown device model "", and answer for no
// device; a new record of the same point on a device is its own.
TEST(TuningDB, MigratesVersion1) {
  for (int version : {0, 1}) {
    SCOPED_TRACE("version " + std::to_string(version));
    TempDB file;
    writeVersion1(file.path, version);
    {
      auto db = take(TuningDB::open(file.path));
      ASSERT_TRUE(db);
      EXPECT_EQ(queryInt(file.path, "PRAGMA user_version"),
                TuningDB::kSchemaVersion);
      int64_t w = db->findWorkload("abc", "sm_90", "strict");
      ASSERT_EQ(w, 1);
      std::vector<CandidateRecord> all = db->candidates(w);
      ASSERT_EQ(all.size(), 2u);
      EXPECT_EQ(all[0].strategy, "(naive)");
      EXPECT_EQ(all[1].knobs, R"({"a":1})");
      EXPECT_DOUBLE_EQ(all[1].medianMs, 2.0);
      EXPECT_EQ(all[1].device, "");
      EXPECT_EQ(db->devices(w), std::vector<std::string>{""});
      EXPECT_FALSE(db->lookup(w, "NVIDIA H200", "gpu/matmul", R"({"a":1})"));
      EXPECT_TRUE(db->lookup(w, "", "gpu/matmul", R"({"a":1})"));
      EXPECT_EQ(db->best(w, llvm::StringRef(""))->knobs, R"({"a":1})");
      ASSERT_TRUE(
          ok(db->record(w, onDevice("NVIDIA H200", R"({"a":1})", 1.0))));
      EXPECT_EQ(db->candidates(w).size(), 3u);
      EXPECT_DOUBLE_EQ(db->lookup(w, "", "gpu/matmul", R"({"a":1})")->medianMs,
                       2.0);
    }
    // Opened again: nothing more to migrate, everything kept.
    auto db = take(TuningDB::open(file.path));
    ASSERT_TRUE(db);
    EXPECT_EQ(db->candidates(1).size(), 3u);
    EXPECT_EQ(db->devices(1), (std::vector<std::string>{"", "NVIDIA H200"}));
  }
}

// Read-only, a version 1 database is read as migrated and left as it is.
TEST(TuningDB, ReadsVersion1AsItIs) {
  TempDB file;
  writeVersion1(file.path, 1);
  {
    auto db = take(TuningDB::open(file.path, TuningDB::Access::ReadOnly));
    ASSERT_TRUE(db);
    int64_t w = db->findWorkload("abc", "sm_90", "strict");
    ASSERT_EQ(w, 1);
    EXPECT_EQ(db->candidates(w)[1].device, "");
    EXPECT_EQ(db->devices(w), std::vector<std::string>{""});
    EXPECT_FALSE(db->lookup(w, "sm_90", "gpu/matmul", R"({"a":1})"));
    EXPECT_TRUE(db->lookup(w, "", "gpu/matmul", R"({"a":1})"));
    EXPECT_FALSE(db->best(w, llvm::StringRef("NVIDIA H200")));
    EXPECT_EQ(db->best(w, std::nullopt)->knobs, R"({"a":1})");
  }
  EXPECT_EQ(queryInt(file.path, "PRAGMA user_version"), 1);
  EXPECT_EQ(queryInt(file.path, "SELECT count(*) FROM candidates WHERE device "
                                "= 'sm_90'"),
            2);
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
