#!/bin/sh
# Instructions a `shurufa convert` spends decoding, by callgrind's Ir count (no hardware counters
# needed; steady whatever else the machine runs), for #78's "sentence time <= 1.05x of the build
# before 中英混输 (3544150) by instructions":
#
#   scripts/bench/decode_instructions.sh BIN [LINES] [SET] [-- CONVERT_ARGS...]
#
# Runs BIN convert under callgrind over the first LINES (default 100) pinyin lines of
# ../shared/eval/SET.tsv (default dev) and over its first line alone; the decode's instructions are
# the difference (loading, the first conversion and start-up cancel out). valgrind 3.19 cannot read
# the Swift toolchain's DWARF 5, so a copy of BIN without debug sections is run (symbols kept).
set -eu
bin=$1; shift
lines=100; set_name=dev
if [ $# -gt 0 ] && [ "$1" != "--" ]; then lines=$1; shift; fi
if [ $# -gt 0 ] && [ "$1" != "--" ]; then set_name=$1; shift; fi
[ $# -gt 0 ] && [ "$1" = "--" ] && shift
here=$(cd "$(dirname "$0")" && pwd)
eval_dir=$here/../../../shared/eval
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# Next to BIN, so it finds the data beside it as BIN does.
copy=$(dirname "$bin")/.decode-instructions-$$
objcopy --strip-debug "$bin" "$copy"
trap 'rm -rf "$work" "$copy"' EXIT
cut -f2 "$eval_dir/$set_name.tsv" | head -n "$lines" > "$work/many.txt"
head -n 1 "$work/many.txt" > "$work/one.txt"
run() { input=$1; shift; valgrind --tool=callgrind --callgrind-out-file="$work/cg.out" "$copy" convert "$@" < "$input" > "$work/out.txt" 2> "$work/log.txt" || { cat "$work/log.txt" >&2; exit 1; }; sed -n 's/^summary: *//p; s/^totals: *//p' "$work/cg.out" | head -n 1; }
many=$(run "$work/many.txt" "$@")
one=$(run "$work/one.txt" "$@")
decode=$((many - one))
echo "$bin convert $*: $lines lines of $set_name.tsv: Ir $many, 1 line: Ir $one, decode of the other $((lines - 1)): Ir $decode ($((decode / (lines - 1))) a line)"
