#!/usr/bin/env bash
#===- session.sh - the H200 benchmark session ----------------------------===#
#
#   utils/gpu-check/session.sh bundle            # here: .gpu/session (stripped tools,
#                                                #  ONNX/protobuf libraries, the dev problems)
#   utils/gpu-check/session.sh bench OUT         # GPU host: issue #5 benchmark (kgen-tune on
#                                                #  the bench/ kernels at the issue's sizes,
#                                                #  PyTorch beside) and issue #7's with/without runs
#   utils/gpu-check/session.sh kernelbench OUT [harness options...]
#                                                # GPU host: the KernelBench harness on the dev set
#   utils/gpu-check/session.sh gemm OUT [gemm.py options...]
#                                                # GPU host: the GEMM strategy at pinned knob
#                                                #  points against cuBLAS (gemm.py --help)
#   utils/gpu-check/session.sh gemm-profile OUT [gemm.py options...]
#                                                # GPU host: the same under Nsight Compute
#                                                #  (OUT/ncu.txt; key lines printed)
#   utils/gpu-check/session.sh gpu-lit OUT [TEST...]  # GPU host: the GPU-gated lit tests
#   utils/gpu-check/session.sh validate OUT [validate-big.py options...]
#                                                # GPU host: issue #17, the validation protocol's
#                                                #  cost on the naive lowering at KernelBench sizes
#   utils/gpu-check/session.sh diagnose OUT [kernels]
#                                                # GPU host: session 8's diagnosis (diagnose.sh)
#   utils/gpu-check/session.sh scan OUT [ROWS COLS]
#                                                # GPU host: gpu/scan at pinned knob points
#                                                #  on the cumsum forms (scan-knobs.sh)
#   utils/gpu-check/session.sh rewrites OUT [rewrites.py options...]
#                                                # GPU host: issue #7, kgen with and without each
#                                                #  rewrite (pinned) on dev-set problems (~6 min)
#
# On the GPU host every mode but bundle sources env.sh: LLVM/MLIR 22 and z3
# from .gpu/llvm-min (the host has the other libraries; see
# ../shared/gpu-host/README.md) and the bundle's tools on the paths.
#
#===----------------------------------------------------------------------===#
set -uo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
here=$root/utils/gpu-check
pack=$root/.gpu/session
bin=/tmp/kgen-session

if [ "${1:-}" = bundle ]; then
  build=${KGEN_BUILD_DIR:-$root/build}
  rm -rf "$pack" && mkdir -p "$pack/stage/bin" "$pack/stage/lib"
  for tool in kgen-opt kgen-validate kgen-tune kgen-import-onnx; do
    strip -o "$pack/stage/bin/$tool" "$build/bin/$tool"
  done
  # The host code of an AOT library is compiled with llc and linked with
  # ld.lld (found on $PATH there): the GPU host has no LLVM.
  llvm_bin=$(llvm-config-22 --bindir 2>/dev/null || echo /usr/lib/llvm-22/bin)
  cp "$llvm_bin/llc" "$llvm_bin/ld.lld" "$pack/stage/bin/"
  # gpu-lit: lit, FileCheck, not and count run the GPU-gated lit tests there.
  cp "$llvm_bin/FileCheck" "$llvm_bin/not" "$llvm_bin/count" "$pack/stage/bin/"
  cp -r "$(dirname "$llvm_bin")/utils/lit" "$pack/stage/lit"
  cp "$build/integration_test/lit.site.cfg.py" "$pack/stage/lit.site.cfg.py"
  cp "$build/lib/libkgen_gpu_runtime.so" "$pack/stage/lib/"
  for lib in libonnx.so.1 libonnx_proto.so.1 libprotobuf.so.32; do
    cp -L "/usr/lib/x86_64-linux-gnu/$lib" "$pack/stage/lib/"
  done
  tar -cJf "$pack/tools.tar.xz" -C "$pack/stage" bin lib lit lit.site.cfg.py &&
    rm -rf "$pack/stage"
  cp -r "$root/../shared/kernelbench/dev" "$pack/dev"
  du -sh "$pack"
  exit 0
fi

mode=${1:?usage: session.sh bundle | bench OUT | kernelbench OUT [options]}
out=${2:?usage: session.sh $mode OUT}
shift 2
mkdir -p "$out"
source "$here/env.sh"
nvidia-smi --query-gpu=name,driver_version,memory.total --format=csv,noheader | tee "$out/gpu.txt"

if [ "$mode" = diagnose ]; then
  # Session 8's diagnosis of two wrong answers (diagnose.sh).
  bash "$here/diagnose.sh" "$out" "$@"
  exit 0
fi

if [ "$mode" = kernelbench ]; then
  # The KernelBench harness over the dev set in one 10-minute call
  # (docs/kernelbench.md, "On the GPU host"). Variables, with defaults for
  # a machine with 2 H200s and 32 cores:
  #   KGEN_KB_LEVELS      dev-set folders                  (level1 level2)
  #   KGEN_KB_PROBLEMS    instead: problem files, globs relative to the dev
  #                       set (e.g. "level1/*_Matmul_* level2/*_Gemm_*")
  #   KGEN_KB_FILES       more problem files, globs relative to the
  #                       repository (e.g. "utils/gpu-check/problems/matmul/*.py")
  #   KGEN_KB_GPUS        GPUs the problems are sharded on (all: 0,1)
  #   KGEN_KB_JOBS        problems at once, at most        (4 per GPU)
  #   KGEN_KB_MEM_FACTOR  memory admission: a problem starts on a GPU only
  #                       when the running ones' estimates plus its own,
  #                       FACTOR x (inputs + outputs + parameters) + 1 GiB,
  #                       fit in the GPU's free memory (12; 0: off)
  #   KGEN_KB_BUDGET      tuning candidates per problem    (4)
  #   KGEN_KB_TARGET      the chip kernels are compiled for   (sm_90; sm_90a for the warpgroup MMA)
  #   KGEN_KB_PER_KERNEL  1: the budget counts per kernel of the partitioned
  #                       module (--budget-per-kernel)
  #   KGEN_KB_TUNE_OPTIONS  appended inside --kgen-tune    (timeout=30)
  #   KGEN_KB_TUNE_TIMEOUT  seconds for a problem's tune   (90)
  #   KGEN_KB_PROBLEM_TIMEOUT seconds per problem          (240)
  #   KGEN_KB_TIME_LIMIT  the harness's own limit: no problem starts after
  #                       it, running ones are killed, the table lists all (500)
  #   KGEN_KB_TIMEOUT     the outer safety net             (560)
  #   KGEN_KB_RESUME      an earlier call's results.json: the problems it
  #                       decided are kept, the others run (--resume)
  #   KGEN_KB_WORK        the harness's output folder    (/tmp/kgen-kb-<time>)
  # More harness options after OUT (e.g. --no-compile, --dists=problem,large).
  # The harness's own output (exports, modules) stays in /tmp; results.json,
  # the log and the per-problem logs come back.
  # KGEN_KB_WORK moves the harness's own output folder (its GPU lock files
  # are WORK/.gpu-locks/gpu<i>.lock: another run on the same GPU, e.g. the
  # rewrites mode, shares them through KGEN_GPU_LOCK).
  work=${KGEN_KB_WORK:-/tmp/kgen-kb-$(date +%s)}
  dirs=()
  if [ -n "${KGEN_KB_PROBLEMS:-}" ]; then
    for glob in $KGEN_KB_PROBLEMS; do
      for f in "$pack"/dev/$glob; do [ -f "$f" ] && dirs+=("$f"); done
    done
  elif [ -z "${KGEN_KB_FILES:-}" ]; then
    for level in ${KGEN_KB_LEVELS:-level1 level2}; do dirs+=("$pack/dev/$level"); done
  fi
  for glob in ${KGEN_KB_FILES:-}; do
    for f in "$root"/$glob; do [ -f "$f" ] && dirs+=("$f"); done
  done
  ngpu=$(nvidia-smi -L | grep -c '^GPU')
  gpus=${KGEN_KB_GPUS:-$(seq -s, 0 $((ngpu - 1)))}
  ngpus=$(echo "$gpus" | tr ',' '\n' | grep -c .)
  (cd "$root/utils/kernelbench" &&
    timeout "${KGEN_KB_TIMEOUT:-560}" python3 -m kgen_kernelbench.harness "${dirs[@]}" \
      --target="${KGEN_KB_TARGET:-sm_90}" --out="$work" --gpus="$gpus" --jobs="${KGEN_KB_JOBS:-$((4 * ngpus))}" \
      --budget="${KGEN_KB_BUDGET:-4}" --tune-options="${KGEN_KB_TUNE_OPTIONS:-timeout=30}" \
      --tune-timeout="${KGEN_KB_TUNE_TIMEOUT:-90}" --timeout="${KGEN_KB_PROBLEM_TIMEOUT:-240}" \
      --tool-timeout=120 --time-limit="${KGEN_KB_TIME_LIMIT:-500}" --reps=10 --warmup=2 \
      --max-time-per-fn=2 --max-data-bytes=0 --mem-factor="${KGEN_KB_MEM_FACTOR:-12}" \
      ${KGEN_KB_RESUME:+--resume="$KGEN_KB_RESUME"} \
      ${KGEN_KB_PER_KERNEL:+--budget-per-kernel} "$@" > "$out/harness.log" 2>&1)
  echo "harness exit $?"
  cp "$work/results.json" "$out/" 2>/dev/null
  # The logs only: files under 1 MiB (the modules carry the weights as
  # constants, hundreds of MB that took minutes to compress).
  (cd "$work" && find . -type f -size -1024k ! -name '*.onnx' ! -name 'tune.db*' \
    ! -path './.gpu-locks/*' ! -path '*/data/*' ! -path '*/aot/*' -print0 |
    tar -czf "$out/logs.tgz" --null -T - 2>/dev/null)
  tail -n 140 "$out/harness.log"
  exit 0
fi

if [ "$mode" = gemm-profile ]; then
  # Nsight Compute on one run of each point's kernel (gemm.py with --reps 1:
  # the check, 2 warm-ups, 1 timed run; the 4th launch of each is profiled).
  PYTHONUNBUFFERED=1 timeout "${KGEN_GEMM_TIMEOUT:-500}" ncu --target-processes all \
    -k regex:main_kernel --launch-skip 3 --launch-count "${KGEN_PROFILE_COUNT:-1}" \
    --section SpeedOfLight --section ComputeWorkloadAnalysis --section Occupancy \
    --section WarpStateStats --section SchedulerStats --section InstructionStats \
    --section MemoryWorkloadAnalysis \
    python3 "$here/gemm.py" --out "$out" --reps 1 --jobs 4 "$@" > "$out/ncu.txt" 2>&1
  echo "ncu exit $?"
  grep -E "main_kernel|Duration|Compute \(SM\) Throughput|Memory Throughput|Issue Slots Busy|Executed Ipc A|Achieved Occupancy|Registers Per|Stall|Warp Cycles Per Issued|No Eligible|One or More|L1/TEX Hit|Bank Conflicts|Shared Memory|Tensor|Pipe" "$out/ncu.txt" | head -150
  exit 0
fi

if [ "$mode" = gemm ]; then
  PYTHONUNBUFFERED=1 timeout "${KGEN_GEMM_TIMEOUT:-500}" python3 "$here/gemm.py" --out "$out" "$@" \
    2>&1 | tee "$out/gemm.log"
  echo "gemm exit ${PIPESTATUS[0]}"
  exit 0
fi

if [ "$mode" = validate ]; then
  PYTHONUNBUFFERED=1 timeout "${KGEN_VALIDATE_TIMEOUT:-560}" python3 "$here/validate-big.py" --out "$out" "$@" \
    2>&1 | tee "$out/validate.log"
  echo "validate exit ${PIPESTATUS[0]}"
  exit 0
fi

if [ "$mode" = gpu-lit ]; then
  # The GPU-gated lit tests (REQUIRES: cuda-device, cuda-sm90 or torch-cuda, all in
  # integration_test/) with the bundled lit, FileCheck, not and count; the
  # build's site configuration of that suite with its LLVM tools directory
  # pointed at the bundle. Tests that compile C or LLVM IR against the
  # runtime (%kgen_rt_cc, %kgen_clang) need a toolchain the GPU host lacks:
  # left out. Arguments after OUT: test files (relative to
  # integration_test/), else every other gated test.
  mkdir -p "$root/build/integration_test"
  sed -e "s|^config.llvm_tools_dir = .*|config.llvm_tools_dir = \"$bin/bin\"|" \
      -e "s|^config.kgen_src_root = .*|config.kgen_src_root = \"$root\"|" \
      -e "s|^config.kgen_obj_root = .*|config.kgen_obj_root = \"$root/build\"|" \
      -e "s|^config.kgen_tools_dir = .*|config.kgen_tools_dir = \"$root/build/bin\"|" \
      -e "s|^config.kgen_lib_dir = .*|config.kgen_lib_dir = \"$root/build/lib\"|" \
      -e "s|^config.cmake_command = .*|config.cmake_command = \"cmake\"|" \
      "$bin/lit.site.cfg.py" > "$root/build/integration_test/lit.site.cfg.py"
  tests=("$@")
  if [ ${#tests[@]} -eq 0 ]; then
    mapfile -t tests < <(cd "$root/integration_test" && grep -rlE 'REQUIRES:.*(cuda-device|cuda-sm90|torch-cuda)' . |
                         xargs grep -LE '%kgen_rt_cc|%kgen_clang' | sed 's|^\./||' | sort)
  fi
  paths=()
  for t in "${tests[@]}"; do paths+=("$root/build/integration_test/$t"); done
  KGEN_LIT_GPU_HOST=1 timeout "${KGEN_LIT_TIMEOUT:-400}" \
    python3 -c "import sys; sys.path.insert(0, '$bin/lit'); from lit.main import main; main()" \
    -v --time-tests "${paths[@]}" 2>&1 | tee "$out/gpu-lit.log"
  echo "lit exit ${PIPESTATUS[0]}"
  exit 0
fi

if [ "$mode" = scan ]; then
  # gpu/scan's knob points on KernelBench-sized cumsums (scan-knobs.sh).
  timeout "${KGEN_SCAN_TIMEOUT:-400}" bash "$here/scan-knobs.sh" "$out" "$@" 2>&1 | tee "$out/scan.log"
  echo "scan exit ${PIPESTATUS[0]}"
  exit 0
fi

if [ "$mode" = rewrites ]; then
  # Issue #7's "use and measure": for each rewrite, the first dev-set
  # problem whose PyTorch source uses the op it applies to, through the
  # harness twice with the same budget (--tune-options="pin=KNOB:on" and
  # "pin=KNOB:off"); sizes divided by KGEN_RW_SHRINK (per problem less
  # when the shrunk model does not run on the meta device: rewrites.py
  # --help). --only LABEL,... runs some rows only. Estimate: 7 problems,
  # 13 harness runs (group norm: one, no strategy has the knob) of 20-30 s
  # each (export and reference, import, naive + 3 tuned candidates
  # validated, AOT, validate, eager and kgen timed; no torch.compile) =
  # about 5-6 minutes; each run is cut at 60 s, the whole at
  # KGEN_RW_TIMEOUT (400 s; the table is printed from what finished only
  # if the script ends, so lower KGEN_RW_BUDGET first if runs are slow).
  timeout "${KGEN_RW_TIMEOUT:-400}" python3 "$here/rewrites.py" --dev "$pack/dev" \
    --out "$out/rewrites" --target=sm_90 --budget="${KGEN_RW_BUDGET:-3}" \
    --shrink="${KGEN_RW_SHRINK:-8}" --timeout=60 "$@" 2>&1 | tee "$out/rewrites.log"
  echo "rewrites exit ${PIPESTATUS[0]}"
  exit 0
fi

# bench: issue #5 at the issue's sizes, within 6 minutes on one H200
# (about 350 s of caps; docs/validate.md "Cost at benchmark sizes").
# Each kernel: "name budget cap-seconds per-candidate-seconds cache-MiB".
# The float64 reference runs on the GPU (inputs widened piecewise on their
# way up); trials stream through the validator two at a time, so host
# memory is two trials' outputs and references plus one trial's inputs.
# Estimates per validation (5 trials; host work on 16 cores at ~20 ns per
# generated value per core, pageable PCIe ~10 GB/s):
#   matmul 4096^3: 2 x 16.8 M inputs; host work < 1 s, naive 90 ms, the cost
#     is lowering + timing (~8 s a candidate; last session 8 in ~150 s).
#   softmax 4096x65536 (268 M): ~1.5 s a trial (generate 0.4, PCIe 3.2 GB,
#     device reference 4.3 GB up/down, compare 0.3): ~8 s a candidate
#     plus timing; the naive softmax is one thread per row for the
#     reductions (4096 threads reading 65536 elements each) and one per
#     element otherwise: tens of ms, measurable.
#   chain 4096x393216 (1.6 G, 2 inputs, 6.4 GB each): ~4 s generation and
#     ~39 GB of PCIe per trial (inputs up, outputs down twice, inputs back),
#     the reference's 26 GB up and 13 GB down when not cached: ~55 s for
#     the naive validation, ~45 s for a candidate. Budget 1: naive and the
#     heuristic start only ("best" = the heuristic); the cache keeps 2 of 5
#     trials' references (13 GB each) so host memory stays under ~90 GB.
# KGEN_BENCH_ONLY (a kernel name) runs one of them; KGEN_CAP_<KERNEL> and
# KGEN_CANDIDATE_TIMEOUT_<KERNEL> (MATMUL, SOFTMAX, CHAIN) move its limits.
for spec in "matmul-4096 ${KGEN_BUDGET_MATMUL:-6} ${KGEN_CAP_MATMUL:-95} ${KGEN_CANDIDATE_TIMEOUT_MATMUL:-60} 16000" \
            "softmax-4096x65536 ${KGEN_BUDGET_SOFTMAX:-5} ${KGEN_CAP_SOFTMAX:-85} ${KGEN_CANDIDATE_TIMEOUT_SOFTMAX:-45} 12000" \
            "chain-4096x393216 ${KGEN_BUDGET_CHAIN:-1} ${KGEN_CAP_CHAIN:-120} ${KGEN_CANDIDATE_TIMEOUT_CHAIN:-90} 27000"; do
  set -- $spec
  [ -n "${KGEN_BENCH_ONLY:-}" ] && [ "$1" != "$KGEN_BENCH_ONLY" ] && continue
  start=$(date +%s)
  timeout "$3" "$bin/bin/kgen-tune" "$here/bench/$1.mlir" --target=sm_90 --budget="$2" \
    --db="$out/tune.db" --strategies-dir="$root/strategies" --report="$out/$1.json" \
    --plot="$out/$1.svg" --emit-script="$out/$1.best.mlir" --validation-seed=7 \
    --timeout="$4" --reference=device --reference-cache-mib="$5" \
    ${KGEN_TUNE_ARGS:-} > "$out/$1.log" 2>&1
  status=$?
  echo "$1: exit $status after $(( $(date +%s) - start )) s (cap $3 s)"
  [ $status = 124 ] && echo "$1: stopped at the cap: no report; the log's progress lines are all there is"
  grep -E "naive|heuristic|best|95%|verdicts|TIMEOUT" "$out/$1.log" | tail -8
done
# KGEN_BENCH_TORCH=0 leaves out PyTorch's times at the issue's sizes.
[ "${KGEN_BENCH_TORCH:-1}" = 0 ] ||
  timeout 45 python3 "$here/torch-baseline.py" --issue-sizes 2>&1 | tee "$out/torch.txt"
