"""Sets the device model of every record of a tuning database, so that a
test has records measured on another device than the machine it runs on:

    db-set-device.py DB MODEL"""
import sqlite3
import sys

db, model = sys.argv[1], sys.argv[2]
connection = sqlite3.connect(db)
changed = connection.execute("UPDATE candidates SET device = ?",
                             (model,)).rowcount
connection.commit()
print("%d record(s) set to device %s" % (changed, model))
