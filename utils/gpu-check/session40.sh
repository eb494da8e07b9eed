#!/usr/bin/env bash
# Session 40's device call: the time-first path (--time-cutoff-ms, the
# tuner's racing at 1.25x its best) on the GPU, then the dev set with it.
#   bash utils/gpu-check/session40.sh OUT all [CALL [RESUME]]
#     The GPU lit tests of the time-first path (racing-gpu.test), of the
#     device reference handover (reference-gpu.test) and of the protocol
#     (gpu.test); on an H200 only, session37.sh's GEMM tables (an H100's are
#     in docs/benchmarks/2026-12-07-session39.md); then the dev set at budget
#     16, 4 problems at once, strict, for what is left of CALL seconds
#     (default 560) less a minute, resumed from RESUME (a results.json);
#     where each candidate's measure_s went (tune-errors.py) and what the
#     losing candidates cost (race.py). Seven files come back (a call returns
#     at most 8): lit.txt, gemm.txt, kb.txt, tune-errors.txt, race.txt,
#     results.json, logs.tgz.
source "$(dirname "${BASH_SOURCE[0]}")/preamble.sh" "$@"
case "${2:-all}" in
all)
  bash "$root/utils/gpu-check/session.sh" gpu-lit "$out/lit" Validate/racing-gpu.test \
    Validate/reference-gpu.test Validate/gpu.test > "$out/lit.txt" 2>&1
  grep -E "^(PASS|FAIL|UNSUPPORTED):|lit exit" "$out/lit.txt"
  if nvidia-smi -L | grep -q H200; then
    bash "$root/utils/gpu-check/session37.sh" "$out/g" gemm > "$out/gemm.txt" 2>&1
    grep -A12 "^## " "$out/gemm.txt" | grep -E "^## |^\| [0-9]"
  fi
  limit=$((${3:-560} - SECONDS - 60))
  echo "dev set limit: $limit s"
  KGEN_KB_TUNE_OPTIONS="timeout=30" KGEN_KB_BUDGET=16 KGEN_KB_TARGET=sm_90a KGEN_KB_JOBS=4 \
  KGEN_KB_TIME_LIMIT=$limit KGEN_KB_TIMEOUT=$((limit + 40)) \
  KGEN_KB_RESUME=${4:-} KGEN_KB_WORK=/tmp/kb40 \
    bash "$root/utils/gpu-check/session.sh" kernelbench "$out/kb" > "$out/kb.txt" 2>&1
  grep -E "^(geomean|correct|reached|this run)" -i "$out/kb.txt" | head
  mkdir -p /tmp/kb40-logs && tar xzf "$out/kb/logs.tgz" -C /tmp/kb40-logs 2>/dev/null
  python3 "$root/utils/gpu-check/tune-errors.py" /tmp/kb40-logs > "$out/tune-errors.txt" 2>&1
  sed -n '/^## tune time/,$p' "$out/tune-errors.txt"
  python3 "$root/utils/gpu-check/race.py" /tmp/kb40-logs > "$out/race.txt" 2>&1
  tail -5 "$out/race.txt"
  cp "$out/kb/results.json" "$out/kb/logs.tgz" "$out/" 2>/dev/null
  rm -rf "$out/lit" "$out/g" "$out/kb"
  ;;
esac
exit 0
