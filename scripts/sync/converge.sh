#!/usr/bin/env bash
# The sync convergence run at length: three devices, random changes, random sync order, through a
# real WebDAV server (rclone serve webdav on loopback, installed by scripts/setup.sh) behind a
# fault proxy (507 quota answers, uploads cut, the server stopped mid-upload, connections dropped,
# 500s on reads, files of the logs deleted on the server),
# clocks hours apart, one device offline for the first half. CI runs the same test with 50 rounds.
#   scripts/sync/converge.sh [ROUNDS] [SEED]      (default 1000 rounds, seed 65; release build;
#                                                 CONFIG=debug reuses the debug test build)
# It prints the test's closing line: rounds, changes acknowledged and captured, syncs completed
# and failed under faults, files refused while faults cut them, the proxy's fault counts, seconds.
set -euo pipefail
cd "$(dirname "$0")/../.."
rounds="${1:-1000}"
seed="${2:-65}"
export SHURUFA_SYNC_ROUNDS="$rounds" SHURUFA_SYNC_SEED="$seed"
config="${CONFIG:-release}"
swift build -c "$config" --build-tests >/dev/null
swift test -c "$config" --skip-build --filter 'ConvergenceTests' 2>&1 | tee .build/sync-converge.log | grep -E 'sync convergence|passed|failed|error' || true
# Its verdict: the closing line printed and no test failed ("failed 20" in that line counts syncs
# that failed under faults, as they should; a failed test is marked ✘).
grep -q 'sync convergence:' .build/sync-converge.log && ! grep -q '✘' .build/sync-converge.log
