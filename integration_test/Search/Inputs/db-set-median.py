"""Sets the recorded median time of a tuning database's candidates, so that
a test decides which record is the fastest instead of the machine's timer:

    db-set-median.py DB naive|candidates MS

`naive` changes the naive lowerings' records (strategy "(naive)"),
`candidates` every other record."""
import sqlite3
import sys

db, which, ms = sys.argv[1], sys.argv[2], float(sys.argv[3])
op = {"naive": "=", "candidates": "!="}[which]
connection = sqlite3.connect(db)
changed = connection.execute(
    "UPDATE candidates SET median_ms = ? WHERE strategy %s '(naive)'" % op,
    (ms,)).rowcount
connection.commit()
print("%d record(s) set to %g ms" % (changed, ms))
