#!/usr/bin/env bash
# Session 36's device calls (issues #17, #20, #15).
#   bash utils/gpu-check/session36.sh OUT devset [LIMIT [RESUME [JOBS]]]
#     The dev set (levels 1 and 2) through the harness at budget 16 on
#     sm_90a with the tools of session 35 (pruning, the strict roofline
#     stop, no warm series, export decompositions), JOBS problems at once
#     (default 6), as far as LIMIT seconds (default 520) go; RESUME (an
#     earlier call's results.json) keeps the problems it decided.
#   bash utils/gpu-check/session36.sh OUT sweep
#     session35.sh's tile and stage sweep around the packed starts.
source "$(dirname "${BASH_SOURCE[0]}")/preamble.sh" "$@"
case "${2:-devset}" in
devset)
  limit=${3:-520}
  KGEN_KB_BUDGET=16 KGEN_KB_TARGET=sm_90a KGEN_KB_JOBS=${5:-6} \
  KGEN_KB_TIME_LIMIT=$limit KGEN_KB_TIMEOUT=$((limit + 50)) \
  KGEN_KB_RESUME=${4:-} KGEN_KB_WORK=/tmp/kb36 \
    bash "$root/utils/gpu-check/session.sh" kernelbench "$out/kb" > "$out/kb.txt" 2>&1
  nvidia-smi -L > "$out/gpu-name.txt"
  sed -n '/^problem /,$p' "$out/kb.txt" | grep -v "^  " | head -110
  grep -E "^(geomean|correct|reached)" -i "$out/kb.txt" | head
  ;;
sweep)
  bash "$root/utils/gpu-check/session35.sh" "$out" sweep
  ;;
esac
exit 0
