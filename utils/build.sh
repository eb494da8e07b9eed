#!/usr/bin/env bash
#===- build.sh - configure and build kgen --------------------------------===#
#
# Configures (once) and builds kgen with Ninja. Environment:
#   KGEN_BUILD_DIR   build directory (default: build/ in the checkout)
#   KGEN_CMAKE_ARGS  extra CMake arguments, e.g. the sanitizer build:
#                    -DLLVM_USE_SANITIZER='Address;Undefined'
#
#===----------------------------------------------------------------------===#
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build=${KGEN_BUILD_DIR:-$root/build}

# shellcheck disable=SC2086
cmake -G Ninja -S "$root" -B "$build" ${KGEN_CMAKE_ARGS:-} >/dev/null
cmake --build "$build" "$@"
