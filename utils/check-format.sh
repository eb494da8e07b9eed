#!/usr/bin/env bash
#===- check-format.sh - the C and C++ sources as clang-format writes them ===#
#
# Checks every tracked C and C++ file outside test/ against .clang-format
# with the clang-format of the pinned LLVM (utils/llvm-version.txt; the
# bootstrap installs it): lists the files that differ and exits 1. With
# --fix, formats them in place instead. utils/check.sh (CI) runs it first.
#
#===----------------------------------------------------------------------===#
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
major=$(head -n 1 "$root/utils/llvm-version.txt")
format=$(command -v "clang-format-$major" || true)
if [ -z "$format" ]; then
  echo "check-format.sh: clang-format-$major not found (utils/bootstrap.sh installs it)" >&2
  exit 2
fi
cd "$root"
mapfile -t files < <(git ls-files '*.cpp' '*.h' '*.c' | grep -v '^test/')
if [ "${1:-}" = --fix ]; then
  "$format" -i "${files[@]}"
  exit 0
fi
bad=()
for f in "${files[@]}"; do
  "$format" --dry-run -Werror "$f" > /dev/null 2>&1 || bad+=("$f")
done
if [ ${#bad[@]} -gt 0 ]; then
  echo "check-format.sh: ${#bad[@]} file(s) differ from clang-format-$major's output" \
       "(utils/check-format.sh --fix formats them):" >&2
  printf '  %s\n' "${bad[@]}" >&2
  exit 1
fi
echo "check-format.sh: ${#files[@]} files formatted"
