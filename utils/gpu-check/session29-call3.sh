#!/usr/bin/env bash
# Session 29, call 3: the GPU-gated tuner tests (Search/*-cuda.test) with
# this session's changes: candidates compiled in worker processes, the
# screen and the full protocol, the final check, canonical points.
#   bash utils/gpu-check/session29-call3.sh OUT
source "$(dirname "${BASH_SOURCE[0]}")/preamble.sh" "$@"
tests=$(cd "$root/integration_test" && ls Search/*-cuda.test)
KGEN_LIT_TIMEOUT=${KGEN_LIT_TIMEOUT:-520} bash "$root/utils/gpu-check/session.sh" gpu-lit "$out/lit" \
  $tests > "$out/lit.txt" 2>&1
grep -E "^(PASS|FAIL|UNSUPPORTED|XFAIL|TIMEOUT)|Passed|Failed|Timed" "$out/lit.txt" | tail -20
