//===- TuningDB.h - the tuning database (SQLite) ----------------*- C++ -*-===//
//
// Part of kgen.
//
//===----------------------------------------------------------------------===//
//
// One SQLite file holds, per workload (a kernel's structural hash, the
// target and the precision policy), every candidate kgen measured: the
// strategy and knob values, the resolved script, the validator's verdict and
// report, timings, the device and kgen's version. Each record is its own
// transaction in WAL mode, so a run killed at any moment loses at most the
// candidate in flight, and readers may look while a tuner writes.
//
//===----------------------------------------------------------------------===//

#ifndef KGEN_TUNINGDB_TUNINGDB_H
#define KGEN_TUNINGDB_TUNINGDB_H

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

struct sqlite3;

namespace mlir {
namespace kgen {

/// The strategy name of a workload's naive lowering (the kernel as it is,
/// an empty script); not a file stem, so no strategy file can take it.
inline constexpr const char *kNaiveStrategy = "(naive)";

/// One measured candidate.
struct CandidateRecord {
  std::string strategy; ///< strategy name (file stem)
  std::string knobs;    ///< knob values as a JSON object, keys sorted
  std::string script;   ///< the resolved transform script
  std::string verdict;  ///< OK, WRONG_ANSWER, ...
  std::string details;
  double medianMs = -1; ///< cold median; -1 when not timed
  double minMs = -1;
  double iqrMs = -1;
  std::string report; ///< the validator's JSON report
  std::string device;
  std::string kgenVersion;
  int64_t created = 0; ///< seconds since the epoch
  /// The naive lowering's record: applying it leaves the kernel as it is.
  bool isNaive() const { return strategy == kNaiveStrategy; }
};

class TuningDB {
public:
  /// The version of the tables this kgen writes (PRAGMA user_version); a
  /// database of a newer version is refused with an error naming both.
  static constexpr int64_t kSchemaVersion = 1;

  enum class Access {
    /// Created if missing (with its tables); written by tuning.
    ReadWrite,
    /// Only read (applying, exporting): a missing file, or one that is not
    /// a kgen tuning database, is an error and nothing is written, so a
    /// read-only file applies.
    ReadOnly,
  };

  /// Opens the database at `path`; the error names the file and what is
  /// wrong.
  static llvm::Expected<std::unique_ptr<TuningDB>>
  open(llvm::StringRef path, Access access = Access::ReadWrite);
  ~TuningDB();

  /// The id of the workload, created on first use.
  llvm::Expected<int64_t> getWorkload(llvm::StringRef hash,
                                      llvm::StringRef kernel,
                                      llvm::StringRef target,
                                      llvm::StringRef precision);

  /// The id of the workload if the database has it, else -1 (nothing is
  /// created).
  int64_t findWorkload(llvm::StringRef hash, llvm::StringRef target,
                       llvm::StringRef precision);

  /// The record of a candidate already measured, if any.
  std::optional<CandidateRecord>
  lookup(int64_t workload, llvm::StringRef strategy, llvm::StringRef knobs);

  /// Stores a candidate (replacing one with the same strategy and knobs).
  llvm::Error record(int64_t workload, const CandidateRecord &candidate);

  /// The fastest OK candidate of the workload.
  std::optional<CandidateRecord> best(int64_t workload);

  /// Every candidate of the workload, in the order they were recorded.
  std::vector<CandidateRecord> candidates(int64_t workload);

  /// Every workload, in the order they were created.
  struct WorkloadEntry {
    int64_t id = -1;
    std::string hash, kernel, target, precision;
  };
  std::vector<WorkloadEntry> workloads();

  /// The best OK candidate of every workload, with its workload's hash,
  /// kernel, target and precision (for exporting a transform library).
  struct BestEntry {
    std::string hash, kernel, target, precision;
    CandidateRecord candidate;
  };
  std::vector<BestEntry> bestOfEveryWorkload();

private:
  explicit TuningDB(sqlite3 *db) : db(db) {}
  llvm::Error exec(const char *sql);
  sqlite3 *db;
};

} // namespace kgen
} // namespace mlir

#endif // KGEN_TUNINGDB_TUNINGDB_H
