#!/usr/bin/env bash
# The long run of the keyboard fuzzer (`shurufa fuzz keyboard`): runs of SESSIONS sessions of
# ACTIONS actions each, seed after seed, until TOTAL actions have been applied. A run that traps
# (the process dies, as the keyboard would) or fails a check is kept with its seed: its sessions'
# recorded actions (session-N.jsonl, written before each action is applied) and its output go to
# .build/fuzz/keyboard/failed/seed-S/, and `shurufa fuzz keyboard --replay FILE` applies them again.
# Prints one line per run and a total (actions, actions/s, failures, the slowest action).
# Usage: scripts/fuzz/keyboard.sh [TOTAL (1000000)] [SESSIONS (2)] [FIRST_SEED (1)]
# SHURUFA: the binary (default: the release build, built if missing); ACTIONS: per session and run
# (default 20000); TIME_LIMIT_MS: one action's bound (default 1000: a tight one for a quiet machine).
set -euo pipefail
cd "$(dirname "$0")/../.."

total="${1:-1000000}"
sessions="${2:-2}"
seed="${3:-1}"
actions="${ACTIONS:-20000}"
limit="${TIME_LIMIT_MS:-1000}"
binary="${SHURUFA:-.build/release/shurufa}"
if [ ! -x "$binary" ]; then swift build -c release --product shurufa 1>&2; fi

work=.build/fuzz/keyboard
mkdir -p "$work/failed"
done_actions=0
failed=0
started=$(date +%s)
while [ "$done_actions" -lt "$total" ]; do
    record="$work/run"
    rm -rf "$record"
    mkdir -p "$record"
    status=0
    SWIFT_BACKTRACE=enable=yes,interactive=no "$binary" fuzz keyboard --seed "$seed" --actions "$actions" --sessions "$sessions" \
        --time-limit-ms "$limit" --record "$record" > "$record/output.txt" 2>&1 || status=$?
    line=$(grep -m1 '^seed ' "$record/output.txt" || true)
    if [ "$status" -ne 0 ]; then
        failed=$((failed + 1))
        rm -rf "$work/failed/seed-$seed"
        mv "$record" "$work/failed/seed-$seed"
        echo "seed $seed: FAILED (exit $status); kept in $work/failed/seed-$seed/"
        grep -E -m5 'failures|session [0-9]+ \(seed|hang|Fatal|Crash|signal|at /' "$work/failed/seed-$seed/output.txt" | sed 's/^/  | /' || true
        # A trapped run applied an unknown share of its actions: count what its sessions recorded.
        done_actions=$((done_actions + $(cat "$work/failed/seed-$seed"/session-*.jsonl 2>/dev/null | wc -l)))
    else
        echo "$line"
        done_actions=$((done_actions + $(echo "$line" | grep -o '[0-9]* actions in' | grep -o '^[0-9]*')))
    fi
    seed=$((seed + 1))
done
elapsed=$(( $(date +%s) - started ))
echo "total: $done_actions actions in $elapsed s ($(( done_actions / (elapsed > 0 ? elapsed : 1) )) actions/s), $failed failed runs"
[ "$failed" -eq 0 ]
