#!/usr/bin/env bash
# Session 33's device calls (issue #21).
#   bash utils/gpu-check/session33.sh OUT layout
#     Is the warpgroup MMA's transposing copy (an operand contiguous along
#     its X index, staged K-major one 4-byte cp.async per element) the
#     limit? tf32-wgmma and 3xtf32-wgmma at 4096^3 with B row-major
#     ("4096": B is N-contiguous, copied element by element) and with B
#     K-contiguous ("4096-tB": 16-byte copies), then Nsight Compute on
#     tf32-wgmma at "4096".
#   bash utils/gpu-check/session33.sh OUT restaged
#     After restaging: tf32-wgmma, 3xtf32-wgmma and bf16-wgmma on the
#     row-major B at 4096^3 and 8192^3, then gpu-gemm-wgmma-cuda.test.
#   bash utils/gpu-check/session33.sh OUT final
#     The automatic start under each policy at 4096^3 and 8192^3, then the
#     dev-set GEMMs for sm_90a (session32-devgemm.sh).
#   bash utils/gpu-check/session33.sh OUT tables
#     The strict, tf32 and bf16 tables of session32.sh (its default points).
source "$(dirname "${BASH_SOURCE[0]}")/preamble.sh" "$@"
gemm() { gemm_table "$out" "$@"; } # NAME PRECISION SECONDS SHAPES POINTS
case "${2:-layout}" in
layout)
  gemm tf32 tf32 150 4096,4096-tB,8192 'math=tf32-wgmma,block_m=128,block_n=128,stages=2;math=tf32-wgmma,block_m=256,block_n=128,stages=3,group_m=8'
  gemm strict strict 120 4096,4096-tB 'math=3xtf32-wgmma,block_m=128,block_n=128,stages=3'
  KGEN_GEMM_TIMEOUT=200 bash "$root/utils/gpu-check/session.sh" gemm-profile "$out/ncu" \
    --chip sm_90a --precision tf32 --shapes 4096 \
    --points 'math=tf32-wgmma,block_m=128,block_n=128,stages=2' --work /tmp/kgen-gemm-ncu \
    > "$out/ncu.txt" 2>&1
  grep -E "Duration|Throughput|Issue Slots|Registers Per|Stall|Warp Cycles|Bank|Achieved Occ" "$out/ncu.txt" | head -40
  ;;
restaged)
  # After restaging (an operand contiguous along X copied 16 bytes at a
  # time and transposed in shared memory ahead of its wgmma): the three
  # warpgroup maths on the row-major B, then the gated validation.
  gemm tf32 tf32 120 4096,8192 'math=tf32-wgmma,block_m=128,block_n=128,stages=3;math=tf32-wgmma,block_m=256,block_n=128,stages=3,group_m=8'
  gemm strict strict 120 4096,8192 'math=auto'
  gemm bf16 bf16 80 4096 'math=bf16-wgmma,block_m=256,block_n=128,stages=3,group_m=8'
  KGEN_LIT_TIMEOUT=150 bash "$root/utils/gpu-check/session.sh" gpu-lit "$out/lit" \
    Search/gpu-gemm-wgmma-cuda.test > "$out/lit.txt" 2>&1
  grep -E "PASS|FAIL|UNSUPPORTED|lit exit|Timed" "$out/lit.txt" | tail -5
  for t in tf32 strict bf16; do echo "## $t"; grep -E "^(4096|8192)" "$out/$t.txt" | cut -c1-200; tail -3 "$out/$t.txt" | grep -i "error\|Traceback"; done
  exit 0
  ;;
final)
  # The automatic start on sm_90a (restaged TF32/BF16 on 256x128 tiles,
  # 3xTF32 on 128x128, group_m 8) at 4096^3 and 8192^3 under each policy,
  # then the dev set's level-1 matmul and level-2 GEMM problems through the
  # harness (session32-devgemm.sh), cut at 330 s.
  gemm strict strict 100 4096,8192 'math=auto'
  gemm tf32 tf32 90 4096,8192 'math=auto'
  gemm bf16 bf16 90 4096,8192 'math=auto'
  for t in strict tf32 bf16; do echo "## $t"; grep -E "^(4096|8192)" "$out/$t.txt" | cut -c1-200; tail -3 "$out/$t.txt" | grep -i "error\|Traceback"; done
  KGEN_KB_TIME_LIMIT=220 KGEN_KB_TIMEOUT=260 timeout 330 \
    bash "$root/utils/gpu-check/session32-devgemm.sh" "$out/devgemm"
  exit 0
  ;;
tables)
  bash "$root/utils/gpu-check/session32.sh" "$out" tables
  exit 0
  ;;
esac
for t in tf32 strict; do echo "## $t"; grep -E "^(4096|8192)" "$out/$t.txt" | cut -c1-200; tail -3 "$out/$t.txt" | grep -i "error\|Traceback"; done
