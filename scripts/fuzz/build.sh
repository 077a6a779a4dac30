#!/usr/bin/env bash
# Builds the libFuzzer targets (Fuzz/Sources/ShurufaFuzz, one binary, every target in it) with
# Swift's -sanitize=fuzzer, in its own build folder (.build/fuzz), so the normal build is untouched.
# Prints the binary's path. Usage: scripts/fuzz/build.sh
# FUZZ_CONFIGURATION=debug builds unoptimised: a quicker build and slower runs, for
# a quick run by hand, whose few seconds a target are about crashes on the seeds and near them, not depth.
set -euo pipefail
cd "$(dirname "$0")/../.."

configuration="${FUZZ_CONFIGURATION:-release}"
case "$configuration" in release|debug) ;; *) echo "FUZZ_CONFIGURATION is release or debug" >&2; exit 2 ;; esac
SHURUFA_FUZZ=1 swift build -c "$configuration" --build-path .build/fuzz --product shurufa-fuzz \
    -Xswiftc -sanitize=fuzzer -Xswiftc -parse-as-library 1>&2
echo "$PWD/.build/fuzz/$configuration/shurufa-fuzz"
