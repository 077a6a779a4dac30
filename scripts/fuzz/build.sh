#!/usr/bin/env bash
# Builds the libFuzzer targets (Fuzz/Sources/ShurufaFuzz, one binary, every target in it) with
# Swift's -sanitize=fuzzer, in its own build folder (.build/fuzz), so the normal build is untouched.
# Prints the binary's path. Usage: scripts/fuzz/build.sh
set -euo pipefail
cd "$(dirname "$0")/../.."

SHURUFA_FUZZ=1 swift build -c release --build-path .build/fuzz --product shurufa-fuzz \
    -Xswiftc -sanitize=fuzzer -Xswiftc -parse-as-library 1>&2
echo "$PWD/.build/fuzz/release/shurufa-fuzz"
