#!/usr/bin/env bash
# Session 22, call 3 (H200 asked for): session22-call1.sh with kgen-tune on
# matmul 4096^3 at budget 4 and the harness at budget 1 per kernel
# (--budget-per-kernel), five problems at once. Call 3 ran it with
# KGEN_KB_TIME_LIMIT=360 KGEN_KB_TIMEOUT=400 (device time left).
#   bash utils/gpu-check/session22-call3.sh OUT
set -uo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
KGEN_GEMM_TIMEOUT=120 KGEN_TUNE_BUDGET=4 KGEN_KB_PER_KERNEL=1 KGEN_KB_JOBS=5 \
KGEN_KB_TIME_LIMIT=${KGEN_KB_TIME_LIMIT:-400} KGEN_KB_TIMEOUT=${KGEN_KB_TIMEOUT:-440} \
KGEN_KB_WORK=/tmp/kb3 exec bash "$here/session22-call1.sh" "$@"
