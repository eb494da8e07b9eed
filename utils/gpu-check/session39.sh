#!/usr/bin/env bash
# Session 39's second device call (issues #17, #15, #21, #20).
#   bash utils/gpu-check/session39.sh OUT devset-rest [CALL]
#     The dev set's problems that the first call (session38.sh all 560) did
#     not reach, listed in inputs/session39-rest.txt, at budget 16 with 4
#     problems at once, for what is left of CALL seconds (default 520) less
#     a minute. Five files come back (a call returns at most 8): kb.txt
#     (the table's tail), harness.log (the whole table), results.json,
#     logs.tgz (the per-problem logs) and tune-errors.txt (where each
#     candidate's measure_s went).
source "$(dirname "${BASH_SOURCE[0]}")/preamble.sh" "$@"
case "${2:-devset-rest}" in
devset-rest)
  limit=$((${3:-520} - SECONDS - 60))
  echo "dev set limit: $limit s"
  KGEN_KB_PROBLEMS="$(tr '\n' ' ' < "$root/utils/gpu-check/inputs/session39-rest.txt")" \
  KGEN_KB_TUNE_OPTIONS="timeout=30" KGEN_KB_BUDGET=16 KGEN_KB_TARGET=sm_90a KGEN_KB_JOBS=4 \
  KGEN_KB_TIME_LIMIT=$limit KGEN_KB_TIMEOUT=$((limit + 40)) KGEN_KB_WORK=/tmp/kb39 \
    bash "$root/utils/gpu-check/session.sh" kernelbench "$out/kb" > "$out/kb.txt" 2>&1
  cp "$out/kb/results.json" "$out/results.json" 2>/dev/null
  cp "$out/kb/logs.tgz" "$out/kb/harness.log" "$out/" 2>/dev/null
  grep -E "^(geomean|correct|reached|this run|summary|geometric)" -i "$out/kb.txt" | head
  mkdir -p /tmp/kb39-logs && tar xzf "$out/logs.tgz" -C /tmp/kb39-logs 2>/dev/null
  python3 "$root/utils/gpu-check/tune-errors.py" /tmp/kb39-logs > "$out/tune-errors.txt" 2>&1
  sed -n '/^## tune time/,$p' "$out/tune-errors.txt" | head -30
  rm -rf "$out/kb"
  ;;
esac
exit 0
