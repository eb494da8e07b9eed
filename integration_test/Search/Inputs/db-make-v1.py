"""Rewrites a tuning database as kgen wrote it at schema version 1, so that
a test opens a database of the old version:

    db-make-v1.py DB

Version 1's candidates were unique by (workload, strategy, knobs) and their
`device` column held the target (as kgen then wrote it)."""
import sqlite3
import sys

connection = sqlite3.connect(sys.argv[1])
connection.executescript("""
BEGIN;
CREATE TABLE v1(
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
  UNIQUE(workload, strategy, knobs));
INSERT INTO v1 SELECT c.id, c.workload, c.strategy, c.knobs, c.script,
  c.verdict, c.details, c.median_ms, c.min_ms, c.iqr_ms, c.report, w.target,
  c.kgen_version, c.created FROM candidates c JOIN workloads w
  ON c.workload = w.id;
DROP TABLE candidates;
ALTER TABLE v1 RENAME TO candidates;
PRAGMA user_version = 1;
COMMIT;
""")
connection.execute("PRAGMA journal_mode = DELETE")
print("version %d, %d record(s)" % (
    connection.execute("PRAGMA user_version").fetchone()[0],
    connection.execute("SELECT count(*) FROM candidates").fetchone()[0]))
