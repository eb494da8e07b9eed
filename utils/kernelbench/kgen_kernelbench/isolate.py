"""Run one problem's work in a child Python process under a timeout.

The child is `python3 -m kgen_kernelbench.<module> --one ... --result=FILE`
and writes one JSON object to FILE; a child that dies, hangs or writes
nothing is turned into a result naming the stage it was in (the child
writes FILE.stage as it goes) and the reason.
"""

import json
import os
import signal
import subprocess
import sys
import tempfile
import time

from . import one_line

PACKAGE_ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def child_env():
    env = dict(os.environ)
    path = env.get("PYTHONPATH")
    env["PYTHONPATH"] = PACKAGE_ROOT + (os.pathsep + path if path else "")
    env.setdefault("PYTHONUNBUFFERED", "1")
    return env


def mark_stage(result_file, stage):
    """Called by the child as it enters a stage."""
    if result_file:
        with open(result_file + ".stage", "w") as f:
            f.write(stage)


def run_child(module, args, timeout, log_file=None, env=None,
              timeout_reason="per-problem timeout"):
    """Runs the child (with `env` added to the environment); returns (result
    dict or None, failure dict or None). The failure has "stage", "reason"
    and "seconds"."""
    fd, result_file = tempfile.mkstemp(prefix="kgen-kb-", suffix=".json")
    os.close(fd)
    os.unlink(result_file)
    cmd = [sys.executable, "-m", "kgen_kernelbench." + module] + args + \
        ["--result=" + result_file]
    log = open(log_file, "w") if log_file else subprocess.DEVNULL
    start = time.monotonic()
    try:
        full_env = child_env()
        full_env.update(env or {})
        proc = subprocess.Popen(cmd, env=full_env, stdout=log,
                                stderr=subprocess.STDOUT if log_file else
                                subprocess.DEVNULL,
                                start_new_session=True)
        try:
            rc = proc.wait(timeout=timeout)
        except subprocess.TimeoutExpired:
            os.killpg(proc.pid, signal.SIGKILL)
            proc.wait()
            rc = None
    finally:
        if log_file:
            log.close()
    elapsed = time.monotonic() - start
    stage = "start"
    if os.path.exists(result_file + ".stage"):
        with open(result_file + ".stage") as f:
            stage = f.read().strip() or stage
        os.unlink(result_file + ".stage")
    result = None
    if os.path.exists(result_file):
        try:
            with open(result_file) as f:
                result = json.load(f)
        except (OSError, ValueError):
            result = None
        os.unlink(result_file)
    if result is not None:
        result["wall_seconds"] = elapsed
    if rc is None:
        return result, {"stage": stage, "reason": "timed out after %ds "
                        "(%s)" % (timeout, timeout_reason),
                        "seconds": elapsed}
    if result is None:
        tail = ""
        if log_file and os.path.exists(log_file):
            with open(log_file, errors="replace") as f:
                tail = one_line(f.read()[-600:], 300)
        how = "killed by signal %d" % -rc if rc < 0 else "exit code %d" % rc
        return None, {"stage": stage, "reason": "worker died (%s)%s" % (
            how, ": " + tail if tail else ""), "seconds": elapsed}
    return result, None
