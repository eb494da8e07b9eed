//===- TuningDB.cpp - the tuning database (SQLite) ------------------------===//
//
// Part of kgen.
//
//===----------------------------------------------------------------------===//

#include "kgen/TuningDB/TuningDB.h"

#include <sqlite3.h>

#include <chrono>
#include <thread>

using namespace mlir::kgen;

/// How long a connection waits for another's lock before "database is
/// locked".
static constexpr std::chrono::seconds kBusyTimeout(10);

// Version 2's tables. Version 1's candidates had UNIQUE(workload, strategy,
// knobs) and a `device` column that held the target.
static const char *kWorkloadsTable = R"sql(
CREATE TABLE IF NOT EXISTS workloads(
  id INTEGER PRIMARY KEY,
  hash TEXT NOT NULL,
  kernel TEXT NOT NULL,
  target TEXT NOT NULL,
  precision TEXT NOT NULL,
  created INTEGER NOT NULL,
  UNIQUE(hash, target, precision));
)sql";

/// The candidates table of version 3 under `name`.
static std::string candidatesTable(llvm::StringRef name) {
  return ("CREATE TABLE IF NOT EXISTS " + name + R"sql((
  id INTEGER PRIMARY KEY,
  workload INTEGER NOT NULL REFERENCES workloads(id),
  strategy TEXT NOT NULL,
  knobs TEXT NOT NULL,
  script TEXT NOT NULL,
  verdict TEXT NOT NULL,
  details TEXT NOT NULL,
  median_ms REAL NOT NULL,
  min_ms REAL NOT NULL,
  iqr_ms REAL NOT NULL,
  report TEXT NOT NULL,
  device TEXT NOT NULL,
  kgen_version TEXT NOT NULL,
  created INTEGER NOT NULL,
  tier TEXT NOT NULL DEFAULT 'full',
  UNIQUE(workload, device, strategy, knobs));
)sql")
      .str();
}

namespace {
/// A prepared statement, finalized on scope exit.
struct Statement {
  sqlite3_stmt *stmt = nullptr;
  Statement(sqlite3 *db, const char *sql) {
    sqlite3_prepare_v2(db, sql, -1, &stmt, nullptr);
  }
  ~Statement() { sqlite3_finalize(stmt); }
  explicit operator bool() const { return stmt != nullptr; }
  void bind(int i, llvm::StringRef text) {
    sqlite3_bind_text(stmt, i, text.data(), text.size(), SQLITE_TRANSIENT);
  }
  void bind(int i, int64_t value) { sqlite3_bind_int64(stmt, i, value); }
  void bindDouble(int i, double value) { sqlite3_bind_double(stmt, i, value); }
  std::string text(int column) {
    const unsigned char *value = sqlite3_column_text(stmt, column);
    return value ? reinterpret_cast<const char *>(value) : "";
  }
};
} // namespace

llvm::Expected<std::unique_ptr<TuningDB>> TuningDB::open(llvm::StringRef path,
                                                         Access access) {
  sqlite3 *handle = nullptr;
  std::string file = path.str();
  int flags = access == Access::ReadOnly
                  ? SQLITE_OPEN_READONLY
                  : SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE;
  if (sqlite3_open_v2(file.c_str(), &handle, flags, nullptr) != SQLITE_OK) {
    std::string message = "cannot open the tuning database '" + file + "': " +
                          (handle ? sqlite3_errmsg(handle) : "out of memory");
    sqlite3_close(handle);
    return llvm::createStringError(message);
  }
  sqlite3_busy_timeout(
      handle,
      std::chrono::duration_cast<std::chrono::milliseconds>(kBusyTimeout)
          .count());
  std::unique_ptr<TuningDB> db(new TuningDB(handle));
  // A tuning database has both tables; another SQLite file (with other
  // tables) is refused, never modified. Only a new, empty file is given
  // the tables, and only when writing.
  {
    Statement tables(handle, "SELECT count(*), coalesce(sum(name IN "
                             "('workloads', 'candidates')), 0) FROM "
                             "sqlite_master WHERE type = 'table'");
    if (!tables || sqlite3_step(tables.stmt) != SQLITE_ROW)
      return llvm::createStringError("cannot read the tuning database '" +
                                     file + "': " + sqlite3_errmsg(handle));
    int64_t all = sqlite3_column_int64(tables.stmt, 0);
    int64_t ours = sqlite3_column_int64(tables.stmt, 1);
    bool fresh = all == 0 && access == Access::ReadWrite;
    if (ours != 2 && !fresh)
      return llvm::createStringError("'" + file +
                                     "' is not a kgen tuning database (no "
                                     "workloads and candidates tables)");
  }
  // The schema's version (PRAGMA user_version): 0 is a database written
  // before versions were recorded, whose tables are version 1's.
  auto readVersion = [&]() -> llvm::Expected<int64_t> {
    Statement pragma(handle, "PRAGMA user_version");
    if (!pragma || sqlite3_step(pragma.stmt) != SQLITE_ROW)
      return llvm::createStringError("cannot read the tuning database '" +
                                     file + "': " + sqlite3_errmsg(handle));
    return sqlite3_column_int64(pragma.stmt, 0);
  };
  llvm::Expected<int64_t> version = readVersion();
  if (!version)
    return version.takeError();
  if (*version > kSchemaVersion)
    return llvm::createStringError(
        "the tuning database '" + file +
        "' was written by a newer kgen (schema version " +
        std::to_string(*version) + "; this kgen reads versions up to " +
        std::to_string(kSchemaVersion) + ")");
  if (access == Access::ReadOnly) {
    // Read as migrated, and left as it is.
    db->legacyDevice = *version < 2;
    db->legacyTier = *version < 3;
    return db;
  }
  auto unusable = [&](llvm::Error error) {
    llvm::consumeError(db->exec("ROLLBACK"));
    return llvm::createStringError(
        "the tuning database '" + file +
        "' is unusable: " + llvm::toString(std::move(error)));
  };
  // Switching a file to WAL takes an exclusive lock, and SQLite answers
  // "database is locked" at once, without waiting, to one of two
  // connections that switch a fresh file together (each holds the shared
  // lock the other waits on). The switch is tried again until the busy
  // timeout has passed.
  auto deadline = std::chrono::steady_clock::now() + kBusyTimeout;
  while (sqlite3_exec(handle, "PRAGMA journal_mode=WAL", nullptr, nullptr,
                      nullptr) == SQLITE_BUSY &&
         std::chrono::steady_clock::now() < deadline)
    std::this_thread::sleep_for(std::chrono::milliseconds(5));
  if (llvm::Error error =
          db->exec("PRAGMA journal_mode=WAL; PRAGMA synchronous=NORMAL;"))
    return unusable(std::move(error));
  // Tables and migration in one transaction that writers wait for: two
  // tuners opening a version 1 file migrate it once, and a migration
  // interrupted at any point leaves version 1 as it was.
  if (llvm::Error error = db->exec("BEGIN IMMEDIATE"))
    return unusable(std::move(error));
  version = readVersion();
  if (!version)
    return unusable(version.takeError());
  bool hasCandidates = false;
  {
    Statement table(handle, "SELECT count(*) FROM sqlite_master WHERE type "
                            "= 'table' AND name = 'candidates'");
    hasCandidates = table && sqlite3_step(table.stmt) == SQLITE_ROW &&
                    sqlite3_column_int64(table.stmt, 0) > 0;
  }
  if (hasCandidates && *version < 3)
    if (llvm::Error error = db->migrate(*version))
      return unusable(std::move(error));
  std::string setVersion =
      "PRAGMA user_version = " + std::to_string(kSchemaVersion) + ";";
  for (const std::string &sql :
       {std::string(kWorkloadsTable), candidatesTable("candidates"), setVersion,
        std::string("COMMIT")})
    if (llvm::Error error = db->exec(sql.c_str()))
      return unusable(std::move(error));
  return db;
}

llvm::Error TuningDB::migrate(int64_t from) {
  // Version 0 and 1 have the same tables. Candidates are keyed by device
  // model as well from version 2, which SQLite cannot add to a UNIQUE
  // constraint: the table is copied. Version 1's `device` held the target,
  // not the device that measured: every record's device model becomes the
  // unknown one, "". Version 3 adds the tier; every earlier record passed
  // the full protocol (its default).
  std::string sql =
      from >= 2
          ? std::string("ALTER TABLE candidates ADD COLUMN tier TEXT NOT "
                        "NULL DEFAULT 'full';")
          : candidatesTable("candidates_v3") +
                "INSERT INTO candidates_v3(id, workload, strategy, knobs, "
                "script, verdict, details, median_ms, min_ms, iqr_ms, report, "
                "device, kgen_version, created) SELECT id, workload, "
                "strategy, knobs, script, verdict, details, median_ms, "
                "min_ms, iqr_ms, report, '', kgen_version, created FROM "
                "candidates;"
                "DROP TABLE candidates;"
                "ALTER TABLE candidates_v3 RENAME TO candidates;";
  if (llvm::Error error = exec(sql.c_str()))
    return llvm::createStringError("migrating from schema version " +
                                   std::to_string(from) + ": " +
                                   llvm::toString(std::move(error)));
  return llvm::Error::success();
}

TuningDB::~TuningDB() { sqlite3_close(db); }

/// The database's last error message as an llvm::Error.
static llvm::Error sqliteError(sqlite3 *db) {
  return llvm::createStringError(sqlite3_errmsg(db));
}

llvm::Error TuningDB::exec(const char *sql) {
  char *message = nullptr;
  if (sqlite3_exec(db, sql, nullptr, nullptr, &message) == SQLITE_OK)
    return llvm::Error::success();
  std::string text = message ? message : sqlite3_errmsg(db);
  sqlite3_free(message);
  return llvm::createStringError(text);
}

llvm::Expected<int64_t> TuningDB::getWorkload(llvm::StringRef hash,
                                              llvm::StringRef kernel,
                                              llvm::StringRef target,
                                              llvm::StringRef precision) {
  {
    Statement insert(db, "INSERT OR IGNORE INTO workloads(hash, kernel, "
                         "target, precision, created) VALUES(?, ?, ?, ?, "
                         "strftime('%s','now'))");
    if (!insert)
      return sqliteError(db);
    insert.bind(1, hash);
    insert.bind(2, kernel);
    insert.bind(3, target);
    insert.bind(4, precision);
    if (sqlite3_step(insert.stmt) != SQLITE_DONE)
      return sqliteError(db);
  }
  Statement select(db, "SELECT id FROM workloads WHERE hash = ? AND "
                       "target = ? AND precision = ?");
  select.bind(1, hash);
  select.bind(2, target);
  select.bind(3, precision);
  if (sqlite3_step(select.stmt) != SQLITE_ROW)
    return sqliteError(db);
  return sqlite3_column_int64(select.stmt, 0);
}

int64_t TuningDB::findWorkload(llvm::StringRef hash, llvm::StringRef target,
                               llvm::StringRef precision) {
  Statement select(db, "SELECT id FROM workloads WHERE hash = ? AND "
                       "target = ? AND precision = ?");
  select.bind(1, hash);
  select.bind(2, target);
  select.bind(3, precision);
  if (sqlite3_step(select.stmt) != SQLITE_ROW)
    return -1;
  return sqlite3_column_int64(select.stmt, 0);
}

static const char *kCandidateColumns =
    "strategy, knobs, script, verdict, details, median_ms, min_ms, iqr_ms, "
    "report, device, kgen_version, tier, created";

const char *TuningDB::deviceColumn() const {
  return legacyDevice ? "''" : "device";
}

const char *TuningDB::tierColumn() const {
  return legacyTier ? "'full'" : "tier";
}

std::string TuningDB::candidateColumns() const {
  return std::string("strategy, knobs, script, verdict, details, median_ms, "
                     "min_ms, iqr_ms, report, ") +
         deviceColumn() + ", kgen_version, " + tierColumn() + ", created";
}

static CandidateRecord readCandidate(Statement &s, int first = 0) {
  CandidateRecord c;
  c.strategy = s.text(first + 0);
  c.knobs = s.text(first + 1);
  c.script = s.text(first + 2);
  c.verdict = s.text(first + 3);
  c.details = s.text(first + 4);
  c.medianMs = sqlite3_column_double(s.stmt, first + 5);
  c.minMs = sqlite3_column_double(s.stmt, first + 6);
  c.iqrMs = sqlite3_column_double(s.stmt, first + 7);
  c.report = s.text(first + 8);
  c.device = s.text(first + 9);
  c.kgenVersion = s.text(first + 10);
  c.tier = s.text(first + 11);
  c.created = sqlite3_column_int64(s.stmt, first + 12);
  return c;
}

std::optional<CandidateRecord> TuningDB::lookup(int64_t workload,
                                                llvm::StringRef device,
                                                llvm::StringRef strategy,
                                                llvm::StringRef knobs) {
  std::string sql = "SELECT " + candidateColumns() +
                    " FROM candidates WHERE workload = ? AND " +
                    deviceColumn() + " = ? AND strategy = ? AND knobs = ?";
  Statement s(db, sql.c_str());
  s.bind(1, workload);
  s.bind(2, device);
  s.bind(3, strategy);
  s.bind(4, knobs);
  if (sqlite3_step(s.stmt) != SQLITE_ROW)
    return std::nullopt;
  return readCandidate(s);
}

llvm::Error TuningDB::record(int64_t workload, const CandidateRecord &c) {
  std::string sql =
      std::string("INSERT OR REPLACE INTO candidates(workload, ") +
      kCandidateColumns +
      ") VALUES(?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, "
      "strftime('%s','now'))";
  Statement s(db, sql.c_str());
  if (!s)
    return sqliteError(db);
  s.bind(1, workload);
  s.bind(2, c.strategy);
  s.bind(3, c.knobs);
  s.bind(4, c.script);
  s.bind(5, c.verdict);
  s.bind(6, c.details);
  s.bindDouble(7, c.medianMs);
  s.bindDouble(8, c.minMs);
  s.bindDouble(9, c.iqrMs);
  s.bind(10, c.report);
  s.bind(11, c.device);
  s.bind(12, c.kgenVersion);
  s.bind(13, c.tier);
  if (sqlite3_step(s.stmt) != SQLITE_DONE)
    return sqliteError(db);
  return llvm::Error::success();
}

std::optional<CandidateRecord>
TuningDB::best(int64_t workload, std::optional<llvm::StringRef> device) {
  std::string sql = "SELECT " + candidateColumns() +
                    " FROM candidates WHERE workload = ? AND verdict = 'OK' "
                    "AND " +
                    tierColumn() + " = 'full' AND median_ms >= 0" +
                    (device ? std::string(" AND ") + deviceColumn() + " = ?"
                            : std::string()) +
                    " ORDER BY median_ms, id LIMIT 1";
  Statement s(db, sql.c_str());
  s.bind(1, workload);
  if (device)
    s.bind(2, *device);
  if (sqlite3_step(s.stmt) != SQLITE_ROW)
    return std::nullopt;
  return readCandidate(s);
}

std::vector<CandidateRecord> TuningDB::candidates(int64_t workload) {
  std::string sql = "SELECT " + candidateColumns() +
                    " FROM candidates WHERE workload = ? ORDER BY id";
  Statement s(db, sql.c_str());
  s.bind(1, workload);
  std::vector<CandidateRecord> all;
  while (sqlite3_step(s.stmt) == SQLITE_ROW)
    all.push_back(readCandidate(s));
  return all;
}

std::vector<std::string> TuningDB::devices(int64_t workload) {
  std::string sql = std::string("SELECT ") + deviceColumn() +
                    " AS d FROM candidates WHERE workload = ? GROUP BY d "
                    "ORDER BY min(id)";
  Statement s(db, sql.c_str());
  s.bind(1, workload);
  std::vector<std::string> all;
  while (sqlite3_step(s.stmt) == SQLITE_ROW)
    all.push_back(s.text(0));
  return all;
}

std::vector<TuningDB::WorkloadEntry> TuningDB::workloads() {
  Statement s(db, "SELECT id, hash, kernel, target, precision FROM workloads "
                  "ORDER BY id");
  std::vector<WorkloadEntry> entries;
  while (sqlite3_step(s.stmt) == SQLITE_ROW)
    entries.push_back({sqlite3_column_int64(s.stmt, 0), s.text(1), s.text(2),
                       s.text(3), s.text(4)});
  return entries;
}
