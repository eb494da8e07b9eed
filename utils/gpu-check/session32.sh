#!/usr/bin/env bash
# Session 32's device call (issue #21), tables first so that a call cut
# short still returns them:
#   1. strict: mma.sync 3xTF32 (the automatic start) and 3xtf32-wgmma
#      against cuBLAS SGEMM (TF32 off), 4096^3 and 8192^3;
#   2. bf16: mma.sync BF16 (the automatic start under bf16) and bf16-wgmma
#      against cuBLAS on bfloat16 operands;
#   3. tf32: mma.sync TF32 and tf32-wgmma (2 stages: each wgmma waited
#      for; 4: in flight) against cuBLAS with TF32 on;
#   4. gpu-gemm-wgmma-cuda.test and gpu-gemm-mma-cuda.test: the
#      validator's protocol on the device for the three warpgroup forms and
#      the mma.sync ones (BF16 among them).
#   bash utils/gpu-check/session32.sh OUT [tables|groups|wide]
#     tables: 1-3 only; groups: other points of 1-3 at 8192^3; wide: wider
#     3xtf32-wgmma tiles (no lit in these)
source "$(dirname "${BASH_SOURCE[0]}")/preamble.sh" "$@"
gemm() { gemm_table "$out" "$@"; } # NAME PRECISION SECONDS SHAPES POINTS
if [ "${2:-}" = groups ]; then
  # The second call: grouped tile orders (group_m 8: L2 reuse) and wider
  # tiles at 8192^3.
  gemm strict strict 150 8192 'math=auto,group_m=8;math=3xtf32-wgmma,block_m=128,block_n=128,stages=3,group_m=8;math=3xtf32-wgmma,block_m=128,block_n=128,stages=2,group_m=8'
  gemm bf16 bf16 120 8192 'math=bf16-wgmma,block_m=128,block_n=256,stages=3,group_m=8;math=bf16-wgmma,block_m=256,block_n=128,stages=3,group_m=8;math=bf16-wgmma,block_m=128,block_n=256,stages=4,group_m=8'
  gemm tf32 tf32 110 8192 'math=tf32-wgmma,block_m=128,block_n=256,stages=3,group_m=8;math=tf32-wgmma,block_m=256,block_n=128,stages=3,group_m=8;math=tf32-wgmma,block_m=128,block_n=128,stages=4,group_m=8'
elif [ "${2:-}" = wide ]; then
  # The third call: 3xTF32 on wider tiles (two stages fit) and grouped.
  gemm strict strict 200 4096,8192 'math=3xtf32-wgmma,block_m=256,block_n=128,stages=2,group_m=8;math=3xtf32-wgmma,block_m=128,block_n=256,stages=2,group_m=8;math=3xtf32-wgmma,block_m=128,block_n=128,stages=3,group_m=16;math=3xtf32-wgmma,block_m=128,block_n=128,stages=3,group_m=8'
else
  gemm strict strict 150 4096,8192 'math=auto;math=3xtf32-wgmma,block_m=128,block_n=128,stages=3;math=3xtf32-wgmma,block_m=128,block_n=128,stages=4'
  gemm bf16 bf16 120 4096,8192 'math=auto;math=bf16-wgmma,block_m=128,block_n=128,stages=4;math=bf16-wgmma,block_m=128,block_n=256,stages=3'
  gemm tf32 tf32 110 4096,8192 'math=tf32;math=tf32-wgmma,block_m=128,block_n=128,stages=2;math=tf32-wgmma,block_m=128,block_n=128,stages=4'
fi
[ -n "${2:-}" ] || KGEN_LIT_TIMEOUT=${KGEN_LIT_TIMEOUT:-180} bash "$root/utils/gpu-check/session.sh" gpu-lit "$out/lit" \
  Search/gpu-gemm-wgmma-cuda.test Search/gpu-gemm-mma-cuda.test > "$out/lit.txt" 2>&1
grep -E "PASS|FAIL|UNSUPPORTED|lit exit|Timed" "$out/lit.txt" | tail -5
for t in strict bf16 tf32; do echo "## $t"; sed -n '/^| shape | point/,$p' "$out/$t.txt"; tail -3 "$out/$t.txt" | grep -i "error\|Traceback" ; done
