"""Finding kgen's tools and libraries, and running them under a timeout."""

import os
import re
import shutil
import subprocess

from . import StageError, one_line

# utils/kernelbench/kgen_kernelbench/tools.py -> the checkout.
REPO_ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.dirname(
    os.path.abspath(__file__)))))


def build_dir():
    """KGEN_BUILD_DIR, else build/ in the checkout this package is in."""
    return os.environ.get("KGEN_BUILD_DIR") or os.path.join(REPO_ROOT, "build")


def find_tool(name, required=True, stage="setup"):
    """KGEN_BIN_DIR, then the build tree's bin/, then PATH. A variable that
    names a missing directory is an error, not skipped: the tool found on
    PATH instead would be some other build."""
    for var in ("KGEN_BIN_DIR", "KGEN_BUILD_DIR"):
        value = os.environ.get(var)
        if value and not os.path.isdir(value):
            raise StageError(stage, "$%s is %s, which is not a directory"
                             % (var, value))
    for d in (os.environ.get("KGEN_BIN_DIR"),
              os.path.join(build_dir(), "bin")):
        if d and os.access(os.path.join(d, name), os.X_OK):
            return os.path.join(d, name)
    found = shutil.which(name)
    if found or not required:
        return found
    raise StageError(stage, "%s not found (looked in $KGEN_BIN_DIR, %s "
                     "and PATH): build it with `ninja -C build %s`" % (
                         name, os.path.join(build_dir(), "bin"), name))


def gpu_runtime_library(required=True):
    """build/lib/libkgen_gpu_runtime.so (or KGEN_GPU_RUNTIME)."""
    path = os.environ.get("KGEN_GPU_RUNTIME") or os.path.join(
        build_dir(), "lib", "libkgen_gpu_runtime.so")
    if os.path.exists(path):
        return path
    if required:
        raise StageError("setup", "kgen's GPU runtime %s not found (set "
                         "KGEN_GPU_RUNTIME or KGEN_BUILD_DIR)" % path)
    return None


def run_tool(stage, cmd, timeout, log=None):
    """Runs cmd; raises StageError(stage, ...) with the tool's first error
    lines when it fails or times out. Returns its stdout."""
    try:
        proc = subprocess.run(cmd, capture_output=True, text=True,
                              timeout=timeout)
    except subprocess.TimeoutExpired:
        raise StageError(stage, "%s timed out after %ds" % (
            os.path.basename(cmd[0]), timeout))
    except OSError as e:
        raise StageError(stage, "cannot run %s: %s" % (cmd[0], e))
    if log:
        with open(log, "w") as f:
            f.write("$ %s\n%s%s" % (" ".join(cmd), proc.stdout, proc.stderr))
    if proc.returncode != 0:
        err = [l for l in proc.stderr.splitlines() if "error" in l.lower()]
        text = "\n".join(err[:3]) if err else proc.stderr[-600:]
        raise StageError(stage, "%s exited with %d: %s" % (
            os.path.basename(cmd[0]), proc.returncode,
            one_line(text) or "(no message)"))
    return proc.stdout


def tool_has_option(tool, option):
    """Whether `tool --help` lists `option` (e.g. kgen-opt's --kgen-tune)."""
    try:
        out = subprocess.run([tool, "--help"], capture_output=True, text=True,
                             timeout=60).stdout
    except (OSError, subprocess.SubprocessError):
        return False
    return re.search(re.escape(option) + r"(?![\w-])", out) is not None
