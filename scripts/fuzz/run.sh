#!/usr/bin/env bash
# Builds the libFuzzer targets (scripts/fuzz/build.sh) and runs each for SECONDS (default 60),
# one after another. Seeds come from Fuzz/Corpus/<target> (read only); what the fuzzer finds goes
# to .build/fuzz/corpus/<target>, crashes to .build/fuzz/crashes/<target>/ and the run fails.
# Logs: .build/fuzz/logs/<target>.log; one summary line per target (executions, seconds).
# Usage: scripts/fuzz/run.sh [SECONDS] [TARGET…]     (extra libFuzzer flags: FUZZ_FLAGS="-runs=1000000")
# FUZZ_TIMEOUT (default 10): the wall-clock seconds one input may take before libFuzzer calls it a
# hang (exit 70). It is wall time, so a run at the lowest priority beside other work needs more.
set -euo pipefail
cd "$(dirname "$0")/../.."

seconds="${1:-60}"
timeout="${FUZZ_TIMEOUT:-10}"
shift || true
targets=("$@")
if [ ${#targets[@]} -eq 0 ]; then
    targets=(pinyin layout data-file emoji-catalogue emoji-codec client-message user-dictionary-import output-path word-list-file keyboard-session sync-folder)
fi

binary="$(scripts/fuzz/build.sh)"
# client-message opens a session per input, each with its own user dictionary (SQLite, synced to
# disk on every commit): on tmpfs, where there is one, the target runs about 3× faster.
if [ -d /dev/shm ] && [ -w /dev/shm ]; then
    TMPDIR="$(mktemp -d /dev/shm/shurufa-fuzz.XXXXXX)"
    export TMPDIR
    trap 'rm -rf "$TMPDIR"' EXIT
fi
work=.build/fuzz
mkdir -p "$work/logs"
failed=0
for target in "${targets[@]}"; do
    mkdir -p "$work/corpus/$target" "$work/crashes/$target"
    log="$work/logs/$target.log"
    started=$(date +%s)
    # Swift's own backtracer would print instead of letting libFuzzer save the crashing input.
    status=0
    SWIFT_BACKTRACE=enable=no SHURUFA_FUZZ_TARGET="$target" "$binary" \
        -max_total_time="$seconds" -timeout="$timeout" -rss_limit_mb=2048 -max_len=4096 -print_final_stats=1 \
        -artifact_prefix="$work/crashes/$target/" ${FUZZ_FLAGS:-} \
        "$work/corpus/$target" "Fuzz/Corpus/$target" > "$log" 2>&1 || status=$?
    elapsed=$(( $(date +%s) - started ))
    runs=$(grep -o 'stat::number_of_executed_units: *[0-9]*' "$log" | grep -o '[0-9]*$' || echo "?")
    if [ "$status" -ne 0 ]; then
        failed=1
        echo "$target: FAILED (exit $status) after $runs executions, ${elapsed}s; see $log and $work/crashes/$target/"
        # What libFuzzer said (a crash's stack, "ERROR: libFuzzer: timeout", an out-of-memory), for a
        # CI log that has only this script's output.
        grep -v -E '^#[0-9]+ ' "$log" | tail -n 25 | sed 's/^/  libFuzzer| /'
    else
        echo "$target: $runs executions, ${elapsed}s, no crash"
    fi
done
exit "$failed"
