#!/bin/sh
# Peak memory of the stdin readers of `phrases import -`, `phrases add` and `clipboard add` fed
# 300 MB of NUL bytes without a newline (issue 50: 1.2 GB and 653 MB before). Each must stay
# within 64 MB, name line 1 in its message and exit 1. Local files only.
#   sh scripts/hardening/stdin_bounds.sh [path/to/shurufa]   (default .build/release/shurufa)
set -u
binary=${1:-.build/release/shurufa}
folder=$(mktemp -d)
trap 'rm -rf "$folder"' EXIT
status=0
for command in "phrases import -" "phrases add" "clipboard add"; do
    # shellcheck disable=SC2086
    head -c 300000000 /dev/zero | /usr/bin/time -v "$binary" $command --user-dict "$folder/u.sqlite" \
        >"$folder/out" 2>"$folder/err"
    code=$?
    peak=$(sed -n 's/.*Maximum resident set size (kbytes): //p' "$folder/err")
    message=$(grep -m1 -e 'line 1' -e ':1:' "$folder/err" || true)
    echo "$command: exit $code, peak RSS $((peak / 1024)) MB, message: $message"
    if [ "$code" -ne 1 ] || [ "$peak" -gt 65536 ] || [ -z "$message" ]; then status=1; fi
done
[ $status -eq 0 ] && echo PASSED || echo FAILED
exit $status
