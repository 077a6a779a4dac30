#!/usr/bin/env bash
# Every test, as CI runs it: build the package's tests, then run the one test binary in three
# processes at once, each a shard of whole test modules, each shard one test at a time:
#   playground  PlaygroundTests: the server, its sockets and timers, headless Chromium;
#   cli         shurufaCLITests: the built `shurufa` in child processes (crash, lock and load runs);
#   engine      every other module: computation in this process.
# Why shards and not `swift test --parallel`: in one process, suites that compute for a minute hold
# both threads of a 2-core machine's concurrency pool while the playground's server tests, whose
# server times out idle or silent connections on its own event-loop timers, wait with their clients
# starved. Processes of their own share the cores through the kernel's scheduler instead, and the
# first two shards spend most of their time waiting on browsers, sockets, child processes and disk.
# Serially the suite took 815 s of a 2-core CI machine; the shards overlap that waiting with the
# engine's computation.
#
#   scripts/test.sh [--skip-build] [--shard playground|cli|engine]...
# Each shard's log is kept in .build/test-logs/; a failing shard's failures are printed at the end.
# The exit status is 0 only if every shard passed.
set -euo pipefail
cd "$(dirname "$0")/.."

build=1
shards=()
while [ $# -gt 0 ]; do
    case "$1" in
        --skip-build) build=0 ;;
        --shard) shift; shards+=("${1:?--shard needs playground, cli or engine}") ;;
        -h|--help) sed -n '2,17p' "$0"; exit 0 ;;
        *) echo "scripts/test.sh: unknown argument '$1' (see --help)" >&2; exit 2 ;;
    esac
    shift
done
[ ${#shards[@]} -gt 0 ] || shards=(playground cli engine)

if [ "$build" -eq 1 ]; then
    swift build --build-tests 2>&1 | tail -n 3
fi
binary="$(swift build --show-bin-path)/ShurufaPackageTests.xctest"
[ -x "$binary" ] || { echo "scripts/test.sh: no test binary at $binary (build the tests first)" >&2; exit 1; }

# A test module's tests are named "Module.Suite/test()"; a shard is a set of modules.
shard_arguments() {
    case "$1" in
        playground) echo "--filter ^PlaygroundTests\\." ;;
        cli) echo "--filter ^shurufaCLITests\\." ;;
        engine) echo "--skip ^(PlaygroundTests|shurufaCLITests)\\." ;;
        *) echo "scripts/test.sh: no shard '$1' (playground, cli, engine)" >&2; return 2 ;;
    esac
}

logs=.build/test-logs
mkdir -p "$logs"
started=$(date +%s)
pids=()
for shard in "${shards[@]}"; do
    arguments=$(shard_arguments "$shard")
    # shellcheck disable=SC2086 # the shard's two words
    NO_COLOR=1 "$binary" --testing-library swift-testing --no-parallel $arguments > "$logs/$shard.log" 2>&1 &
    pids+=($!)
done
echo "testing: ${shards[*]} (logs in $logs/)"
# Any XCTest cases (there are none today; the binary runs them without --testing-library).
xctest_status=0
"$binary" > "$logs/xctest.log" 2>&1 || xctest_status=$?

status=0
for index in "${!shards[@]}"; do
    shard=${shards[$index]}
    shard_status=0
    wait "${pids[$index]}" || shard_status=$?
    summary=$(grep -E 'Test run with [0-9]+ tests' "$logs/$shard.log" | tail -n 1 || true)
    printf '%-10s %s\n' "$shard" "${summary:-no summary (exit $shard_status)}"
    if [ "$shard_status" -ne 0 ]; then
        status=1
        grep -E '✘|error:|Fatal error|Crash' "$logs/$shard.log" | head -n 60 || tail -n 40 "$logs/$shard.log"
    fi
done
if [ "$xctest_status" -ne 0 ]; then status=1; tail -n 40 "$logs/xctest.log"; fi
total=$(for s in "${shards[@]}"; do cat "$logs/$s.log"; done 2>/dev/null | sed -n 's/.*Test run with \([0-9]*\) tests.*/\1/p' | awk '{ n += $1 } END { print n + 0 }')
echo "$total tests in ${#shards[@]} shards"
echo "$(( $(date +%s) - started )) s for the tests; $([ "$status" -eq 0 ] && echo 'every shard passed' || echo 'FAILED')"
exit "$status"
