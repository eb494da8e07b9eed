#!/usr/bin/env bash
#===- check.sh - set up, build and run every kgen test -------------------===#
#
# The README's test command and what CI runs: installs the Debian packages
# (bootstrap.sh), checks the sources' format (check-format.sh), builds,
# runs the lit suites (check-kgen: test/, then integration_test/), then the
# GoogleTest and CMake-package tests (ctest). Exits non-zero on any failure.
#
#===----------------------------------------------------------------------===#
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build=${KGEN_BUILD_DIR:-$root/build}

"$root/utils/bootstrap.sh"
echo "== format"
"$root/utils/check-format.sh"
# Only matters in the ASan build (see test/lit.cfg.py): LLVM's inline
# allocators poison memory that Debian's uninstrumented libMLIR uses.
export ASAN_OPTIONS=${ASAN_OPTIONS:-allow_user_poisoning=0}
"$root/utils/build.sh"
echo "== lit"
cmake --build "$build" --target check-kgen
echo "== ctest"
ctest --test-dir "$build" --output-on-failure
