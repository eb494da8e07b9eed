#!/usr/bin/env bash
#===- pool-knobs.sh - gpu/pooling-nd at pinned knob points ---------------===#
#
#   utils/gpu-check/pool-knobs.sh OUT POINT...   # GPU host, after
#                                                # session.sh's set-up
#
# The dev set's level-1 pools at their KernelBench sizes, as kgen-import-onnx
# writes them (utils/gpu-check/pool/: 41 max 1-D with padding and dilation,
# 43 max 3-D with padding, dilation and stride, 45 average 2-D 11x11) and
# level1/85's depthwise 2-D convolution (3x7 window; dwconv2d-85), and
# the reductions over dimension 1 of level1/47 and 49 (utils/gpu-check/
# reduce/: sum-dim1-47, max-dim1-49), and the group norms with their
# per-channel affine of level1/35 and of level2/21's and 23's second kernels
# (utils/gpu-check/norm/: group-norm-35, -21, -23; KGEN_POOL_STRATEGY=
# gpu/group-norm) and level1/23's softmax (norm/softmax-23;
# KGEN_POOL_STRATEGY=gpu/softmax-rows or gpu/rowwise-block), and the convolutions that come first in level2/21 and 23
# (utils/gpu-check/conv/: conv2d-21 with its epilogue, conv3d-23 with its
# bias), tuned to
# each pinned point of a strategy (KGEN_POOL_STRATEGY, default gpu/pooling-nd;
# KGEN_POOL_KERNELS: which of them; POINT: a --knobs JSON object, or
# `naive` for the untransformed kernel) and validated and timed
# by kgen-validate on the GPU (calibrated by the naive lowering's error as
# kgen-tune does: --naive-error-factor=16, for kernels such as a sigmoid
# after a convolution whose naive lowering fails the policy alone). Prints one table row per kernel and point:
# verdict, cold median, achieved bandwidth on the minimal bytes (the input
# read once, the output written once) and its fraction of the H200's
# measured 4.24 TB/s copy ceiling.
#
#===----------------------------------------------------------------------===#
set -uo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
out=${1:?usage: pool-knobs.sh OUT POINT...}
shift
mkdir -p "$out"
st=$root/strategies/${KGEN_POOL_STRATEGY:-gpu/pooling-nd}.mlir
# Minimal bytes per kernel: input + output, f32.
declare -A bytes=(
  [maxpool1d-41]=$(( (64*192*65536 + 64*192*65523) * 4 ))
  [maxpool3d-43]=$(( (16*32*128*128*128 + 16*32*62*62*62) * 4 ))
  [avgpool2d-45]=$(( (16*64*2048*2048 + 16*64*186*186) * 4 ))
  [dwconv2d-85]=$(( (32*128*128*256 + 32*128*126*250 + 128*21) * 4 ))
  [sum-dim1-47]=$(( (128*4096*4095 + 128*4095) * 4 ))
  [max-dim1-49]=$(( (128*4096*4095 + 128*4095) * 4 ))
  [group-norm-35]=$(( 2 * 112*64*512*512 * 4 ))
  [group-norm-21]=$(( 2 * 128*32*254*254 * 4 ))
  [group-norm-23]=$(( 2 * 128*24*22*30*30 * 4 ))
  [softmax-23]=$(( 2 * 4096*393216 * 4 ))
  [l2norm-39]=$(( 2 * 32768*65535 * 4 ))
  [conv2d-21]=$(( (128*8*256*256 + 128*32*254*254) * 4 ))
  [conv3d-23]=$(( (128*3*24*32*32 + 128*24*22*30*30) * 4 ))
)
echo "| kernel | point | verdict | cold median ms | TB/s | of 4.24 |"
echo "| --- | --- | --- | --- | --- | --- |"
for k in ${KGEN_POOL_KERNELS:-maxpool1d-41 maxpool3d-43 avgpool2d-45}; do
  kernel=$root/utils/gpu-check/pool/$k.mlir
  [ -f "$kernel" ] || kernel=$root/utils/gpu-check/reduce/$k.mlir
  [ -f "$kernel" ] || kernel=$root/utils/gpu-check/norm/$k.mlir
  [ -f "$kernel" ] || kernel=$root/utils/gpu-check/conv/$k.mlir
  i=0
  for point in "$@"; do
    i=$((i + 1))
    c=$kernel
    if [ "$point" != naive ]; then
      c=$out/$k-$i.mlir
      kgen-tune "$kernel" --strategy="$st" --knobs="$point" -o "$c" >> "$out/log.txt" 2>&1 ||
        { echo "| $k | \`$point\` | compile error | - | - | - |"; continue; }
    fi
    timeout 240 kgen-validate "$kernel" --candidate="$c" --target=sm_90 --seed=5 --naive-error-factor=16 \
      --json="$out/$k-$i.json" >> "$out/log.txt" 2>&1
    python3 - "$out/$k-$i.json" "$k" "$point" "${bytes[$k]}" <<'PY'
import json, sys
path, k, point, nbytes = sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4])
try:
    j = json.load(open(path))
except Exception:
    print("| %s | `%s` | no result | - | - | - |" % (k, point)); sys.exit()
t = j.get("timing", {}).get("cold", {}).get("median_ms")
if not t:
    print("| %s | `%s` | %s | - | - | - |" % (k, point, j.get("verdict"))); sys.exit()
bw = nbytes / t / 1e9
print("| %s | `%s` | %s | %.3f | %.2f | %.0f%% |" % (k, point, j.get("verdict"), t, bw, 100 * bw / 4.24))
PY
  done
done
