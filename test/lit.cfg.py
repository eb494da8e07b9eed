# -*- Python -*-
# lit configuration of kgen's IR-level test suite; the integration suite
# (integration_test/lit.cfg.py) loads it too, for the same tools,
# substitutions and features.

import os

import lit.formats
from lit.llvm import llvm_config
from lit.llvm.subst import ToolSubst

config.name = "KGEN"
config.test_format = lit.formats.ShTest(not llvm_config.use_lit_shell)
config.suffixes = [".mlir", ".test"]
config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = os.path.join(config.kgen_obj_root, "test")
config.excludes = ["CMakeLists.txt", "README.md", "lit.cfg.py",
                   "lit.site.cfg.py", "Inputs"]

config.substitutions.append(("%PATH%", config.environment["PATH"]))
config.substitutions.append(("%kgen_src_root", config.kgen_src_root))
config.substitutions.append(("%shlibext", config.llvm_shlib_ext))
config.substitutions.append(
    ("%kgen_plugin", os.path.join(config.kgen_lib_dir,
                                  "KgenPlugin" + config.llvm_shlib_ext)))

llvm_config.with_system_environment(["HOME", "INCLUDE", "LIB", "TMP", "TEMP",
                                     "KGEN_STRATEGIES_DIR", "CUDA_PATH",
                                     "KGEN_GPU_LOCK"])
llvm_config.use_default_substitutions()

# FileCheck, not, count and mlir-opt come from the LLVM installation; the
# kgen tools from the build tree.
llvm_config.with_environment("PATH", config.llvm_tools_dir, append_path=True)
tool_dirs = [config.kgen_tools_dir, config.llvm_tools_dir]
# The GPU host (utils/gpu-check/session.sh gpu-lit) has no LLVM: only kgen's
# tools, FileCheck, not and count go there, and the GPU-gated tests it runs
# need no upstream tool.
upstream_unresolved = "ignore" if os.environ.get("KGEN_LIT_GPU_HOST") else "fatal"
tools = [
    "kgen-opt",
    "kgen-validate",
    "kgen-tune",
    "kgen-import-onnx",
    ToolSubst("mlir-opt", unresolved=upstream_unresolved),
    ToolSubst("mlir-translate", unresolved=upstream_unresolved),
]
llvm_config.add_tool_substitutions(tools, tool_dirs)

import subprocess

# A plugin loaded into an uninstrumented mlir-opt cannot carry sanitizer
# instrumentation.
if not config.llvm_use_sanitizer:
    config.available_features.add("plugin")
# With ASan, kgen's code instruments LLVM's inline allocators (which poison
# their slabs) while Debian's libMLIR does not unpoison them: ignore manual
# poisoning, or every shared uniquer allocation is a false report.
if "Address" in config.llvm_use_sanitizer:
    config.environment["ASAN_OPTIONS"] = "allow_user_poisoning=0"

# The ONNX import tests write their models with Debian's python3-onnx
# (/usr/bin/python3, not the python3 on PATH, which may lack it).
onnx_python = "/usr/bin/python3"
try:
    if subprocess.run([onnx_python, "-c", "import onnx, numpy"],
                      capture_output=True, timeout=120).returncode == 0:
        config.available_features.add("onnx-python")
except (OSError, subprocess.SubprocessError):
    pass
config.substitutions.append(("%onnx_python", onnx_python))

# Tools the lowering pipelines run, found where kgen looks for them.
import shutil

cuda_dirs = [os.path.join(d, "bin") for d in
             (os.environ.get("CUDA_PATH"), os.environ.get("CUDA_HOME"),
              "/usr/local/cuda") if d]
if any(os.access(os.path.join(d, "ptxas"), os.X_OK) for d in cuda_dirs) or \
        shutil.which("ptxas"):
    config.available_features.add("ptxas")
if os.access(os.path.join(config.llvm_tools_dir, "ld.lld"), os.X_OK):
    config.available_features.add("lld")

# chromium: Debian's chromium (utils/bootstrap.sh installs it) renders the
# HTML reports headless (test/Search/html-report-chromium.test).
chromium = shutil.which("chromium")
if chromium:
    config.available_features.add("chromium")
config.substitutions.append(("%chromium", chromium or "chromium"))

# cuda-device: an NVIDIA GPU and its driver are present; tests that run real
# kernels require it (they are run by hand on a GPU machine, never in CI).
import subprocess

nvidia_smi = shutil.which("nvidia-smi")
if nvidia_smi:
    try:
        listing = subprocess.run([nvidia_smi, "-L"], capture_output=True,
                                 text=True, timeout=60)
        if listing.returncode == 0 and "GPU" in listing.stdout:
            config.available_features.add("cuda-device")
        # cuda-sm90: the first GPU is a Hopper (compute capability 9.0),
        # where sm_90a kernels (the warpgroup MMA) run.
        caps = subprocess.run([nvidia_smi, "--query-gpu=compute_cap",
                               "--format=csv,noheader"], capture_output=True,
                              text=True, timeout=60)
        if caps.returncode == 0 and caps.stdout.strip().startswith("9.0"):
            config.available_features.add("cuda-sm90")
    except (OSError, subprocess.SubprocessError):
        pass

# torch-onnx: a Python with torch, onnx and numpy (Debian's python3-torch and
# python3-onnx; on the GPU host, the python3 on PATH) runs the KernelBench
# harness tests (test/KernelBench); %kgen_python names it. torch-cuda: its
# torch sees a GPU.
kgen_python = None
for candidate in (os.environ.get("KGEN_PYTHON"), shutil.which("python3"),
                  "/usr/bin/python3"):
    if not candidate or not os.access(candidate, os.X_OK):
        continue
    try:
        probe = subprocess.run(
            [candidate, "-c", "import torch, onnx, numpy; "
             "print(int(torch.cuda.is_available()))"],
            capture_output=True, text=True, timeout=120)
    except (OSError, subprocess.SubprocessError):
        continue
    if probe.returncode == 0:
        kgen_python = candidate
        config.available_features.add("torch-onnx")
        if probe.stdout.strip().endswith("1"):
            config.available_features.add("torch-cuda")
        break
config.kgen_python = kgen_python or "python3"
config.substitutions.append(("%kgen_python", config.kgen_python))
