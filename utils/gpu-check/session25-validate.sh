#!/usr/bin/env bash
# Session 25, the validator's hardening (issue #18): a constant output fails
# where its reference is not constant (the check on the GPU with the device
# checks: kgen_check_keep/vary), and trial 2 is the offset distribution
# (uniform [-1001, -999), generated on the device too). First the GPU-gated
# Validate tests (the new ones and those whose trials changed: device-checks
# compares the host and device checks on every trial), then the KernelBench
# harness at budget 1 per kernel on 8 dev-set problems that the two changes
# could falsely reject: normalizations and their means (level-2 23 and 27
# are the group-norm means whose float64 reference is cancellation noise),
# a max reduction, softmax, cross-entropy. Every problem that verified
# before (docs/benchmarks, sessions 22-24) must still verify; a
# WRONG_ANSWER naming "the same in every trial" or "trial 2
# (uniform[-1001,-999))" on a kernel's naive lowering or a candidate that
# verified before is a false rejection to report.
#   bash utils/gpu-check/session25-validate.sh OUT
set -uo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
out=${1:?OUT}
source "$root/.gpu/llvm-min/unpack.sh"
nvidia-smi -L
KGEN_LIT_TIMEOUT=170 bash "$root/utils/gpu-check/session.sh" gpu-lit "$out/lit" \
  Validate/constant-output-gpu.test Validate/input-coverage-gpu.test \
  Validate/device-checks.test Validate/poison-gpu.test Validate/gpu.test \
  Validate/reference-gpu.test Validate/index-inputs-gpu.test \
  Validate/naive-vectors-gpu.test \
  > "$out/lit.txt" 2>&1
grep -E "^(PASS|FAIL|UNSUPPORTED|XFAIL|TIMEOUT)|Passed|Failed|Timed" "$out/lit.txt" | tail -12
KGEN_KB_PROBLEMS="${KGEN_KB_PROBLEMS:-level1/23_* level1/33_* level1/35_* level1/49_* level1/95_* level2/23_* level2/27_* level2/3_*}" \
KGEN_KB_BUDGET=1 KGEN_KB_PER_KERNEL=1 KGEN_KB_JOBS=${KGEN_KB_JOBS:-4} \
KGEN_KB_TIME_LIMIT=${KGEN_KB_TIME_LIMIT:-300} KGEN_KB_TIMEOUT=${KGEN_KB_TIMEOUT:-330} \
KGEN_KB_WORK=/tmp/kb25v \
  bash "$root/utils/gpu-check/session.sh" kernelbench "$out/kb" > "$out/kb.txt" 2>&1
sed -n '/^problem /,$p' "$out/kb.txt" | grep -v "does not apply" | head -40
# The validator's verdicts that name the new checks, if any.
grep -rhoE "the same in every trial but its reference is not[^\"]*|trial 2 \(uniform\[-1001,-999\)\)[^\"]{0,120}" \
  /tmp/kb25v 2>/dev/null | sort | uniq -c | head -20
