# The start of a device call script, sourced with the script's arguments:
#   source "$(dirname "${BASH_SOURCE[0]}")/preamble.sh" "$@"
# Sets -uo pipefail, $root (the checkout), $out (the first argument,
# created), the tools on the paths (env.sh), and prints the GPU.
set -uo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
out=${1:?OUT}
mkdir -p "$out"
source "$root/utils/gpu-check/env.sh"
nvidia-smi -L
