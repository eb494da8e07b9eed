//===- TuningDB.h - the tuning database (SQLite) ----------------*- C++ -*-===//
//
// Part of kgen.
//
//===----------------------------------------------------------------------===//
//
// One SQLite file holds, per workload (a kernel's structural hash, the
// target and the precision policy), every candidate kgen measured: the
// strategy and knob values, the resolved script, the validator's verdict and
// report, timings, the device model that measured it and kgen's version. A
// record is keyed by its workload, its device model, its strategy and its
// knobs: a point measured on an H100 and on an H200 (both sm_90) is two
// records, and the lookups that compare or reuse times take the device
// model. Each record is its own transaction in WAL mode, so a run killed at
// any moment loses at most the candidate in flight, and readers may look
// while a tuner writes.
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

/// The validation tier a record passed (docs/search.md, "Screening"): the
/// full protocol, or only the screen (the protocol's first trials), whose OK
/// is not a verification: applying and exporting never take it.
inline constexpr const char *kFullTier = "full";
inline constexpr const char *kScreenTier = "screen";

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
  /// The model of the device that measured it: the GPU's name as the
  /// driver reports it ("NVIDIA H200"), the CPU's for the host target;
  /// "" when unknown (a record of a schema 1 database).
  std::string device;
  std::string kgenVersion;
  int64_t created = 0; ///< seconds since the epoch
  /// kFullTier, or kScreenTier for a candidate only screened (its verdict
  /// OK or a failure of the screen's trials). A record of a schema 2
  /// database is full.
  std::string tier = kFullTier;
  /// Whether the record is a verified candidate: OK under the full protocol.
  bool isVerified() const { return verdict == "OK" && tier == kFullTier; }
  /// The naive lowering's record: applying it leaves the kernel as it is.
  bool isNaive() const { return strategy == kNaiveStrategy; }
};

class TuningDB {
public:
  /// The version of the tables this kgen writes (PRAGMA user_version); a
  /// database of a newer version is refused with an error naming both.
  /// Version 2 keys candidates by device model as well; opening a version 1
  /// (or 0) database for writing migrates it, its records getting the
  /// unknown device model "" (version 1's `device` column held the target,
  /// not the device). Read-only, a version 1 database is read as migrated
  /// (every device model "") and left as it is. Version 3 adds each
  /// record's validation tier (`tier`); the records of earlier versions
  /// passed the full protocol, and read as such.
  static constexpr int64_t kSchemaVersion = 3;

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

  /// The record of a candidate already measured on `device` (a device
  /// model), if any: a record of another device model does not answer.
  std::optional<CandidateRecord> lookup(int64_t workload,
                                        llvm::StringRef device,
                                        llvm::StringRef strategy,
                                        llvm::StringRef knobs);

  /// Stores a candidate (replacing one with the same device model, strategy
  /// and knobs).
  llvm::Error record(int64_t workload, const CandidateRecord &candidate);

  /// The fastest verified candidate (OK under the full protocol, not only
  /// screened) of the workload measured on `device`; with
  /// std::nullopt, the fastest of every device model's (times measured on
  /// different devices compared: only for when the device is unknown).
  std::optional<CandidateRecord> best(int64_t workload,
                                      std::optional<llvm::StringRef> device);

  /// Every candidate of the workload, in the order they were recorded.
  std::vector<CandidateRecord> candidates(int64_t workload);

  /// The device models of the workload's candidates, in the order of their
  /// first record.
  std::vector<std::string> devices(int64_t workload);

  /// Every workload, in the order they were created.
  struct WorkloadEntry {
    int64_t id = -1;
    std::string hash, kernel, target, precision;
  };
  std::vector<WorkloadEntry> workloads();

private:
  explicit TuningDB(sqlite3 *db) : db(db) {}
  llvm::Error exec(const char *sql);
  llvm::Error migrate(int64_t from);
  /// The candidates' columns as the queries select them.
  std::string candidateColumns() const;
  /// The device model column, or '' for a version 1 file read as it is.
  const char *deviceColumn() const;
  /// The tier column, or 'full' for a version 1 or 2 file read as it is.
  const char *tierColumn() const;
  sqlite3 *db;
  /// Read-only, a version 1 file is read as migrated: its `device` column
  /// (the target) reads as the unknown device model "".
  bool legacyDevice = false;
  /// Read-only, a version 1 or 2 file has no `tier` column: every record
  /// reads as full.
  bool legacyTier = false;
};

} // namespace kgen
} // namespace mlir

#endif // KGEN_TUNINGDB_TUNINGDB_H
