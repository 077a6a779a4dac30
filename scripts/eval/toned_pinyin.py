#!/usr/bin/env python3
"""Runs `shurufa convert` on the 注音 sets' lines retyped as pinyin with tone digits (地球拼音's
`yao4de5dao4`), for score.py, so that toned pinyin is scored on the very syllables and tones
注音 with tones is:

    python3 /work/shared/eval/score.py --set dev.zhuyin -- python3 scripts/eval/toned_pinyin.py -- \
        .build/release/shurufa convert --schema terra-pinyin
    python3 /work/shared/eval/score.py --set dev.zhuyin -- .build/release/shurufa convert --zhuyin   # 注音's figure

stdin holds the 注音 sets' column 2 (symbols, tone marks ˊ ˇ ˋ ˙, tone 1 unmarked). Each line's
syllables come from column 3 of the pinyin set with the same text (dev.tsv beside dev.zhuyin.tsv,
everyday.tsv beside everyday.zhuyin.tsv; /work/shared/eval, or EVAL_DIR): each syllable's 注音 is
found in the line in turn (pypinyin 0.55.0's BopomofoConverter, pip-installed pinned into a
temporary folder), and the mark after it is its tone (none: 1). A line whose symbols do not match
its syllables is typed without tones (counted on stderr). Every syllable gets its digit, 1 too.
Arguments after the command's own (score.py appends `--candidates K`) are forwarded; the output
passes through unchanged.
"""
import os
import subprocess
import sys
import tempfile

EVAL = os.environ.get("EVAL_DIR", "/work/shared/eval")
SETS = [("dev.zhuyin.tsv", "dev.tsv"), ("everyday.zhuyin.tsv", "everyday.tsv")]
MARKS = {"ˉ": 1, "ˊ": 2, "ˇ": 3, "ˋ": 4, "˙": 5}


def rows(name):
    with open(os.path.join(EVAL, name), encoding="utf-8") as f:
        return [line.rstrip("\n").split("\t") for line in f if line.strip()]


def syllables_by_zhuyin():
    """{toned 注音 line: its toneless pinyin syllables}, from both sets."""
    found = {}
    for zhuyin_set, pinyin_set in SETS:
        for zhuyin_row, pinyin_row in zip(rows(zhuyin_set), rows(pinyin_set)):
            if zhuyin_row[0] == pinyin_row[0] and len(pinyin_row) > 2:
                found[zhuyin_row[1]] = pinyin_row[2].split()
    return found


def toned(line, syllables, bopomofo):
    """`line`'s syllables with their tone digits, or None when its symbols do not match them."""
    typed, position = [], 0
    for syllable in syllables:
        symbols = bopomofo(syllable)
        if not line.startswith(symbols, position):
            return None
        position += len(symbols)
        tone = 1
        if position < len(line) and line[position] in MARKS:
            tone = MARKS[line[position]]
            position += 1
        typed.append(f"{syllable}{tone}")
    return "".join(typed) if position == len(line) else None


def main():
    args = sys.argv[1:]
    if "--" not in args:
        sys.exit(__doc__)
    command = args[args.index("--") + 1:]
    with tempfile.TemporaryDirectory() as folder:
        subprocess.run([sys.executable, "-m", "pip", "install", "--quiet", "--no-deps", "--target", folder, "pypinyin==0.55.0"],
                       check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        sys.path.insert(0, folder)
        from pypinyin.style.bopomofo import BopomofoConverter
        converter = BopomofoConverter()
        cache = {}

        def bopomofo(syllable):
            if syllable not in cache:
                cache[syllable] = converter.to_bopomofo(syllable + "1")  # tone 1: no mark
            return cache[syllable]

        by_zhuyin = syllables_by_zhuyin()
        lines, untoned = [], 0
        for line in sys.stdin.read().splitlines():
            syllables = by_zhuyin.get(line)
            typed = toned(line, syllables, bopomofo) if syllables else None
            if typed is None:
                untoned += 1
                typed = "".join(syllables) if syllables else line
            lines.append(typed)
    if untoned:
        print(f"toned_pinyin.py: {untoned} of {len(lines)} lines typed without tones (their 注音 and pinyin differ)", file=sys.stderr)
    out = subprocess.run(command, input="\n".join(lines) + "\n", text=True)
    sys.exit(out.returncode)


if __name__ == "__main__":
    main()
