#!/usr/bin/env bash
#===- bootstrap.sh - install what kgen needs on Debian 12 ----------------===#
#
# Installs, from Debian's own repositories only, every package that kgen's
# build, tests and demo need. Idempotent: when everything is installed it
# changes nothing and does not touch the network. Runs apt-get as root, or
# through sudo.
#
#===----------------------------------------------------------------------===#
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
major=$(head -n 1 "$here/llvm-version.txt")

packages=(
  # Build.
  cmake ninja-build g++ pkg-config
  # LLVM/MLIR (the version is pinned in utils/llvm-version.txt).
  "llvm-$major-dev" "libmlir-$major-dev" "mlir-$major-tools"
  "llvm-$major-tools" "clang-$major" "lld-$major"
  # Style (utils/check-format.sh).
  "clang-format-$major"
  # Tests (chromium renders the tuner's HTML report headless:
  # test/Search/html-report-chromium.test).
  libgtest-dev googletest python3 chromium
  # KernelBench/PyTorch harness (utils/kernelbench, test/KernelBench).
  python3-torch python3-onnx python3-numpy
  # Tuning database.
  libsqlite3-dev
  # ONNX importer (C++ library and its protobuf), and the Python onnx and
  # numpy its tests write models and reference results with.
  libonnx-dev libprotobuf-dev protobuf-compiler python3-onnx python3-numpy
)

missing=()
for p in "${packages[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null |
      grep -q "install ok installed"; then
    missing+=("$p")
  fi
done

if [ ${#missing[@]} -eq 0 ]; then
  echo "bootstrap: all ${#packages[@]} packages present"
  exit 0
fi

sudo=()
if [ "$(id -u)" -ne 0 ]; then
  command -v sudo >/dev/null || {
    echo "bootstrap: need root or sudo to install: ${missing[*]}" >&2
    exit 1
  }
  sudo=(sudo)
fi

echo "bootstrap: installing ${missing[*]}"
"${sudo[@]}" apt-get update
"${sudo[@]}" env DEBIAN_FRONTEND=noninteractive \
  apt-get install -y --no-install-recommends "${missing[@]}"
